extension Gallery {
    /// "iOS Animations by Tutorials", section I (view animations, ch. 1–5):
    /// the Bahama Air app, built from views.
    public static let bahamaAirScenes: [Scene] = [
        tutorialsBahamaFlyIn, tutorialsBahamaSprings, tutorialsBahamaStatus,
    ]
    /// Ch. 4–5 (flight board, plane departure): their checkpoints hold, but a
    /// run reports a MediaClock runaway (work rescheduling itself) not yet
    /// tracked down, so they stay out of `Gallery.scenes` for now.
    static let bahamaAirBoardScenes: [Scene] = [tutorialsBahamaBoard, tutorialsBahamaDeparture]
}
