extension Gallery {
    /// "iOS Animations by Tutorials", section I (view animations, ch. 1–5):
    /// the Bahama Air app, built from views.
    public static let bahamaAirScenes: [Scene] = [
        tutorialsBahamaFlyIn, tutorialsBahamaSprings, tutorialsBahamaStatus,
        tutorialsBahamaBoard, tutorialsBahamaDeparture,
    ]
}
