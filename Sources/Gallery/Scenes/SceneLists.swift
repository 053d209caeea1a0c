extension Gallery {
    /// Neuburg, "Programming iOS 14", chapter 4 (list §32, items 22–42).
    public static let neuburgScenes: [Scene] = [
        implicitArrow, growFromPoint, explicitRotation, vibrate, springDrop, keyframeWaggle,
        spriteFlipBook, explicitThickness, rotateThenWaggle, sailingBoat, frozenMorph, layerPush,
        suppressedPosition, actionsDictionary, waggleAction, contentsPush, implicitThickness,
        popIn, farewell, emitterProgression, displayLinkFlash,
    ]
    /// "Animating custom layer properties" (the ClockFace and AudioLayer article).
    public static let customPropertyScenes: [Scene] = [
        clockFaceSublayers, clockFaceRedraw, clockFaceFrames, audioRamp,
    ]
    /// "iOS Animations by Tutorials": layer chapters 8–16 and chapter 26's snow.
    public static let tutorialScenes: [Scene] = [
        tutorialsFlyIn, tutorialsInfoLabel, tutorialsLoginGroup, tutorialsSprings, tutorialsBalloon,
        tutorialsAvatarMorph, tutorialsShimmer, tutorialsRefresh, tutorialsIris, tutorialsSnow,
    ]
    /// Neuburg, "Programming iOS 14", chapter 4, with views: view animation,
    /// keyframes, transitions, motion effects, layout (list §32, items 1–21,
    /// 48 and 49, block API).
    public static let neuburgViewScenes: [Scene] = [
        neuburgMarsFlash, neuburgPulsingButton, neuburgAnimatorColorMove, neuburgManualDissolve, neuburgWithoutAnimation, neuburgAdditiveMove,
        neuburgAnimatorSwoop, neuburgAnimatorOutAndBack, neuburgAnimatorCompletions, neuburgAutoreverse, neuburgFiniteRepeat,
        neuburgCancelTrio, neuburgCancelRepeat, neuburgSwing, neuburgKeyframeZigZag, neuburgFlipImage, neuburgFlipDrawing,
        neuburgLabelSwap, neuburgParallax, neuburgLayoutSlide, neuburgLayoutConstraints, neuburgAnimatorQuartet, neuburgAnimatorScrub, neuburgAnimatorKeyframes,
    ]
    /// Apple's View Programming Guide, "Animations" (listings 4-1 … 4-9).
    public static let guideScenes: [Scene] = [
        guideCrossFade, guideChainedFade, guideNestedBlink, guidePageCurl, guidePageCurlLegacy, guideFlipViews, guideMixedRotation,
    ]
    /// "iOS Animations by Tutorials", view chapters (1–7, 24, 25, 27).
    public static let tutorialViewScenes: [Scene] = [tutorialsFoldMenu, tutorialsCardGallery, tutorialsPenguin, tutorialsPenguinChubby, tutorialsPackingList, tutorialsBeginnerCook, tutorialsBeginnerCookRotation, tutorialsLogoReveal, tutorialsLogoRevealInteractive]
    /// The "Gesture to Animation" notes: velocity hand-off from gestures.
    public static let gestureScenes: [Scene] = [gestureFlickToCorner, gestureScrubThenThrow]
    /// "iOS Animations by Tutorials", the property animator chapters (20–22).
    public static let tutorialAnimatorScenes: [Scene] = [tutorialsLockScreenWidgets, tutorialsLockScreenBlur, tutorialsWidgetShowMore, tutorialsPeekPreview, tutorialsPeekPreviewKeyframes, tutorialsDateDrop, tutorialsAnimatorTransition]
    /// UIKit Dynamics: Neuburg chapter 4 §29 (list §32, items 43–47), more
    /// behaviours from the same section, and the "Gesture to Animation"
    /// notes' flick into an item behaviour.
    public static let dynamicsScenes: [Scene] = [
        neuburgDynamicsDropBounceRoll, neuburgDynamicsCustomBehavior, neuburgDynamicsDelayedDrag, neuburgDynamicsPushSpin, neuburgDynamicsSlidingAttachment,
        dynamicsSnapToTouch, dynamicsDraggableChain, dynamicsNamedBoundaries, gestureFlickIntoDynamics,
    ]
    /// Core Animation features beyond the books' demos (issue #19): one scene
    /// per group of layer features — rasterization, corner curves, blend
    /// modes, tiled layers, attributed text.
    public static let layerFeatureScenes: [Scene] = [
        layerFeaturesRasterize, layerFeaturesCornerCurves, layerFeaturesBlendModes, layerFeaturesTiledZoom,
        layerFeaturesAttributedText,
    ]
    /// Lottie files played on Core Animation (issue #20).
    public static let lottieScenes: [Scene] = [lottieBouncingBall, lottieShapes]
}
