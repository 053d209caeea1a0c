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
}
