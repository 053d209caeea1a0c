import Foundation

/// The bar at the top of a navigation controller's view (Apple's
/// `UINavigationBar`), minimal: a light bar showing the top controller's
/// `title` centred, in the 17-point bold system font.
///
/// Differences from Apple's: there are no navigation items, bar button
/// items, back button, large titles, appearance objects or blur; the title
/// is read from the top controller's `title` when the stack changes (later
/// changes of `title` are not followed). The bar is 44 points tall (Apple's
/// standard height) and sits at the top of the navigation controller's view
/// (there is no status bar here to sit under). During a push or pop the
/// title cross-dissolves over the transition's duration as an alongside
/// animation of the transition's coordinator, as UIKit's bar does: it runs
/// even when the animator never completes, and follows an interaction.
@MainActor open class UINavigationBar: UIView {
    /// The standard height of the bar (44 points, Apple's value).
    static let standardHeight: CGFloat = 44

    /// The label that draws the title.
    let titleLabel = UILabel()

    /// Creates a bar covering `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Apple's archive initializer; the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = UIColor(white: 0.97, alpha: 1)
        titleLabel.frame = bounds
        titleLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        titleLabel.textAlignment = .center
        titleLabel.font = UIFont.boldSystemFont(ofSize: 17)
        titleLabel.textColor = .black
        addSubview(titleLabel)
    }

    /// Shows `title`, cross-dissolving over `duration` seconds when
    /// `duration > 0`.
    func showTitle(_ title: String?, duration: TimeInterval) {
        guard duration > 0 else {
            titleLabel.layer.removeAnimation(forKey: "transition")
            titleLabel.text = title
            return
        }
        UIView.transition(with: titleLabel, duration: duration, options: [.transitionCrossDissolve],
                          animations: { self.titleLabel.text = title })
    }
}
