import Foundation

extension UIButton {
    // MARK: Per-state content

    /// Sets the title for `state` (nil removes it; `.normal`'s is the fallback).
    public func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateContent()
    }

    /// The title set for `state`, else `.normal`'s (Apple's `title(for:)`).
    public func title(for state: State) -> String? { lookup(titles, state) }

    /// Sets an attributed title for `state`; it wins over the plain title.
    public func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        updateContent()
    }

    /// The attributed title for `state`, else `.normal`'s.
    public func attributedTitle(for state: State) -> NSAttributedString? { lookup(attributedTitles, state) }

    /// Sets the title colour for `state`.
    public func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateContent()
    }

    /// The title colour for `state`: the one set, else `.normal`'s, else the
    /// type's default (tint colour for `.system`, `.systemGray` when
    /// disabled; white for `.custom`).
    public func titleColor(for state: State) -> UIColor? {
        if let c = lookup(titleColors, state) { return c }
        guard isSystemStyle else { return .white }
        return state.contains(.disabled) ? .systemGray : tintColor
    }

    /// Sets the image for `state`.
    public func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        updateContent()
    }

    /// The image for `state`, else `.normal`'s.
    public func image(for state: State) -> UIImage? { lookup(images, state) }

    /// Sets the background image for `state` (stretched over the bounds; a
    /// resizable image keeps its caps).
    public func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        updateContent()
    }

    /// The background image for `state`, else `.normal`'s.
    public func backgroundImage(for state: State) -> UIImage? { lookup(backgroundImages, state) }

    /// The title shown now (Apple's `currentTitle`).
    public var currentTitle: String? { currentAttributedTitle?.string ?? title(for: state) }
    /// The attributed title shown now.
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The title colour used now (Apple's `currentTitleColor`).
    public var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    /// The image shown now (Apple's `currentImage`).
    public var currentImage: UIImage? { image(for: state) }
    /// The background image shown now (Apple's `currentBackgroundImage`).
    public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    private func lookup<V>(_ table: [UInt: V], _ state: State) -> V? {
        table[state.rawValue] ?? table[State.normal.rawValue]
    }

    // MARK: Showing the state

    /// Puts the current state's content into the subviews.
    func updateContent() {
        guard let titleLabel, let imageView else { return }
        if let attributed = currentAttributedTitle {
            titleLabel.attributedText = attributed
        } else {
            titleLabel.text = title(for: state)
        }
        titleLabel.textColor = currentTitleColor
        var image = currentImage
        if isSystemStyle, let i = image, i.renderingMode == .automatic { image = i.withRenderingMode(.alwaysTemplate) }
        imageView.image = image
        imageView.tintColor = !isEnabled && isSystemStyle ? .systemGray : nil
        backgroundImageView.image = currentBackgroundImage
        let dim = isSystemStyle && buttonType != .plain && isHighlighted ? UIButton.systemHighlightedAlpha : 1
        titleLabel.alpha = dim
        imageView.alpha = dim
        setNeedsLayout()
    }

    /// Refuses non-finite insets (the one at `path` becomes zero) and lays out again.
    func contentDidChange(validating path: ReferenceWritableKeyPath<UIButton, UIEdgeInsets>) {
        let i = self[keyPath: path]
        if !(i.top.isFinite && i.left.isFinite && i.bottom.isFinite && i.right.isFinite) {
            CGDiagnostics.reportOnce("UIButton: edge insets \(i) are not finite; zero is used", about: self)
            self[keyPath: path] = .zero
        }
        setNeedsLayout()
    }

    // MARK: Layout

    /// The title's and image's sizes (each with its edge insets).
    private func partSizes() -> (title: CGSize, image: CGSize) {
        var t = titleLabel?.text?.isEmpty == false ? titleLabel!.intrinsicContentSize : .zero
        var m = imageView?.image?.size ?? .zero
        if t != .zero { t = grow(t, titleEdgeInsets) }
        if m != .zero { m = grow(m, imageEdgeInsets) }
        return (t, m)
    }

    private func grow(_ s: CGSize, _ i: UIEdgeInsets) -> CGSize {
        CGSize(width: max(s.width + i.left + i.right, 0), height: max(s.height + i.top + i.bottom, 0))
    }

    /// The content's size: image and title side by side.
    func contentSize() -> CGSize {
        let (t, m) = partSizes()
        return CGSize(width: t.width + m.width, height: max(t.height, m.height))
    }

    /// Places the image and the title (see `layoutSubviews()`).
    func layOutContent() {
        guard let titleLabel, let imageView else { return }
        let area = bounds.inset(by: contentEdgeInsets)
        let (t, m) = partSizes()
        var width = t.width + m.width
        if contentHorizontalAlignment == .fill { width = area.width }
        let x: CGFloat
        switch contentHorizontalAlignment {
        case .left, .leading, .fill: x = area.minX
        case .right, .trailing: x = area.maxX - width
        case .center: x = area.minX + (area.width - width) / 2
        }
        func y(_ h: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top, .fill: return area.minY
            case .bottom: return area.maxY - h
            case .center: return area.minY + (area.height - h) / 2
            }
        }
        let fullHeight = contentVerticalAlignment == .fill
        let mh = fullHeight ? area.height : m.height, th = fullHeight ? area.height : t.height
        imageView.frame = CGRect(x: x, y: y(mh), width: m.width, height: mh).inset(by: imageEdgeInsets)
        let titleWidth = max(min(t.width, area.maxX - x - m.width), 0)
        let tw = contentHorizontalAlignment == .fill ? max(width - m.width, 0) : titleWidth
        titleLabel.frame = CGRect(x: x + m.width, y: y(th), width: tw, height: th).inset(by: titleEdgeInsets)
    }
}
