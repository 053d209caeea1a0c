import Foundation

/// The built-in animations of a modal presentation and dismissal (Apple's
/// `UIModalTransitionStyle`), used when the transitioning delegate gives no
/// animator. Apple documents no duration; ours is 0.5 s
/// (`BuiltInModalAnimator.duration`), ease-in-out.
public enum UIModalTransitionStyle: Int, Sendable, Hashable {
    /// The presented view slides up from the bottom of the container; on
    /// dismissal it slides back down (the default).
    case coverVertical = 0
    /// A horizontal 3D flip, right to left on presentation and left to right
    /// on dismissal (`UIView.transition(with:…)`'s flips on the container).
    case flipHorizontal = 1
    /// The presenting view fades out while the presented view fades in; the
    /// reverse on dismissal.
    case crossDissolve = 2
    /// Apple: a corner of the presenting view curls up. Not supported here:
    /// diagnosed, and played as `.coverVertical`.
    case partialCurl = 3
}
