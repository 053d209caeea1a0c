import Foundation

/// The ways a presented view controller can be shown (Apple's
/// `UIModalPresentationStyle`, with Apple's raw values).
///
/// There are no sheets, popovers or size classes here. What each style does
/// in this implementation (`resolvedForPresentation`):
/// - `.automatic` (the default): Apple resolves it to `.pageSheet` on iOS 13+
///   phones; here it resolves to `.fullScreen`, silently.
/// - `.pageSheet`, `.formSheet`, `.popover`: shown as `.fullScreen`, with a
///   one-time diagnostic (Apple adapts these to full screen in horizontally
///   compact environments before iOS 13, which is what we imitate).
/// - `.currentContext`: as `.fullScreen` (the presenter's view is removed).
/// - `.overCurrentContext`, `.blurOverFullScreen` (tvOS): as `.overFullScreen`.
/// - `.none`: UIKit raises an exception; here a diagnostic, then `.fullScreen`.
public enum UIModalPresentationStyle: Int, Sendable, Hashable {
    /// The default style chosen by the system (here: `.fullScreen`).
    case automatic = -2
    /// No adaptation (not a style to present with).
    case none = -1
    /// The presented view covers the screen; the presenting view is removed
    /// from the hierarchy when the presentation ends.
    case fullScreen = 0
    /// Apple: a sheet partially covering the content. Here: `.fullScreen`.
    case pageSheet = 1
    /// Apple: a centred sheet. Here: `.fullScreen`.
    case formSheet = 2
    /// Shown over the presentation context's content. Here: as `.fullScreen`.
    case currentContext = 3
    /// Managed by the transitioning delegate's presentation controller and
    /// animators; the presenting view stays unless the presentation
    /// controller's `shouldRemovePresentersView` says otherwise.
    case custom = 4
    /// Covers the screen, but the presenting view stays in the hierarchy
    /// (it shows through transparent parts of the presented view).
    case overFullScreen = 5
    /// Over the context's content, which stays. Here: as `.overFullScreen`.
    case overCurrentContext = 6
    /// Apple: a popover. Here: `.fullScreen`.
    case popover = 7
    /// tvOS: blurs the content underneath. Here: as `.overFullScreen`.
    case blurOverFullScreen = 8

    /// The style a presentation actually uses here (see the type's notes):
    /// `.fullScreen`, `.overFullScreen` or `.custom`.
    var resolvedForPresentation: UIModalPresentationStyle {
        switch self {
        case .custom: return .custom
        case .overFullScreen, .overCurrentContext, .blurOverFullScreen: return .overFullScreen
        case .automatic, .none, .fullScreen, .pageSheet, .formSheet, .currentContext, .popover: return .fullScreen
        }
    }
}
