import Foundation

/// A row of segments, one of which is selected (Apple's `UISegmentedControl`,
/// the iOS 13+ look).
///
/// Built from views: a rounded light-grey background, a rounded selection
/// view (`selectedSegmentTintColor`, white by default) with a soft shadow
/// under the selected segment, and one label (system font 13) or image view
/// per segment. Segments share the width equally. Selecting by a tap slides
/// the selection view over 0.25 s (a view animation); setting
/// `selectedSegmentIndex` moves it at once.
///
/// Touches: a lift inside selects the segment under the finger, if it is
/// enabled and not already selected, and sends `.valueChanged` (before the
/// control's `.touchUpInside`). A momentary control sends the event with
/// the tapped index selected, then selects none; it shows no selection.
///
/// Size: each segment is as wide as the widest content plus 24 points
/// (ours; Apple documents no value), 32 points high (the iOS 13+ height).
/// Not provided: per-segment widths (`setWidth(_:forSegmentAt:)` is stored
/// only), title text attributes, `UIAction` segments, dividers.
@MainActor open class UISegmentedControl: UIControl {
    /// The index meaning "no segment" (-1, Apple's `noSegment`).
    public static let noSegment = -1
    /// The control's height (32).
    static let preferredHeight: CGFloat = 32
    /// The horizontal padding added to a segment's content (24).
    static let segmentPadding: CGFloat = 24
    /// The selection view's inset from the background (2).
    static let selectionInset: CGFloat = 2

    /// One segment's content.
    struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        var width: CGFloat = 0
        let view: UIView
    }

    private var segments: [Segment] = []
    private let selectionView = UIView()
    private var storedSelection = UISegmentedControl.noSegment

    /// The selected segment's index (`noSegment`, -1, when none). Setting an
    /// index outside the segments selects none, with a one-time diagnostic.
    /// Setting it sends no event.
    open var selectedSegmentIndex: Int {
        get { storedSelection }
        set { select(newValue, animated: false) }
    }

    /// Whether the control only reports taps without keeping a selection (false by default).
    open var isMomentary: Bool = false

    /// Whether segments are as wide as their content rather than equal
    /// (false by default; stored only — segments are always equal here).
    open var apportionsSegmentWidthsByContent: Bool = false

    /// The selected segment's colour (nil: white, Apple's default).
    open var selectedSegmentTintColor: UIColor? {
        didSet { selectionView.backgroundColor = selectedSegmentTintColor ?? .white }
    }

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// Creates a control with one segment per item — a `String` becomes a
    /// title, a `UIImage` an image; other items are skipped with a one-time
    /// diagnostic (Apple's `init(items:)`). Nothing is selected.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                insertSegment(withTitle: title, at: segments.count, animated: false)
            } else if let image = item as? UIImage {
                insertSegment(with: image, at: segments.count, animated: false)
            } else {
                CGDiagnostics.reportOnce("UISegmentedControl(items:): an item that is neither String nor UIImage is skipped")
            }
        }
        bounds.size = intrinsicContentSize
    }

    /// Creates a control with `frame` and no segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureSegmentedControl()
    }

    /// Apple's archive initializer; the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureSegmentedControl()
    }

    private func configureSegmentedControl() {
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 9
        selectionView.backgroundColor = .white
        selectionView.layer.cornerRadius = 7
        selectionView.layer.shadowOpacity = 0.12
        selectionView.layer.shadowRadius = 4
        selectionView.layer.shadowOffset = CGSize(width: 0, height: 3)
        selectionView.isUserInteractionEnabled = false
        selectionView.isHidden = true
        addSubview(selectionView)
    }

    // MARK: Segments

    /// The title of the segment at `segment` (nil for an image segment or a bad index).
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets a segment's title (replacing its image). A bad index does nothing.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setTitle") else { return }
        replaceSegment(at: segment, title: title, image: nil)
    }

    /// The image of the segment at `segment` (nil for a title segment or a bad index).
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Sets a segment's image (replacing its title). A bad index does nothing.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setImage") else { return }
        replaceSegment(at: segment, title: nil, image: image)
    }

    /// Inserts a title segment at `segment` (clamped to 0…numberOfSegments).
    /// The selection stays on the same segment. Inserting is never animated here.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title, image: nil, view: makeView(title: title, image: nil)), at: segment)
    }

    /// Inserts an image segment at `segment` (clamped to 0…numberOfSegments).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(title: nil, image: image, view: makeView(title: nil, image: image)), at: segment)
    }

    /// Removes the segment at `segment`; removing the selected one selects none.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard checkIndex(segment, "removeSegment") else { return }
        segments.remove(at: segment).view.removeFromSuperview()
        if storedSelection == segment { storedSelection = Self.noSegment }
        else if storedSelection > segment { storedSelection -= 1 }
        contentDidChange()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        for s in segments { s.view.removeFromSuperview() }
        segments = []
        storedSelection = Self.noSegment
        contentDidChange()
    }

    /// Enables or disables one segment (a disabled segment cannot be tapped).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setEnabled") else { return }
        segments[segment].isEnabled = enabled
        segments[segment].view.alpha = enabled ? 1 : 0.3
    }

    /// Whether the segment at `segment` is enabled (false for a bad index).
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) && segments[segment].isEnabled
    }

    /// Stores a segment's width (0: automatic). Not applied: segments share the width equally here.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setWidth") else { return }
        segments[segment].width = width.finiteOr(0, "UISegmentedControl.setWidth", about: self)
    }

    /// The width stored for a segment (0: automatic).
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    private func checkIndex(_ segment: Int, _ what: String) -> Bool {
        guard segments.indices.contains(segment) else {
            CGDiagnostics.reportOnce("UISegmentedControl.\(what): no segment \(segment); nothing happens", about: self)
            return false
        }
        return true
    }

    private func makeView(title: String?, image: UIImage?) -> UIView {
        if let image { return UIImageView(image: image) }
        let label = UILabel()
        label.text = title
        label.font = .systemFont(ofSize: 13)
        label.textAlignment = .center
        return label
    }

    private func insert(_ segment: Segment, at index: Int) {
        let i = min(max(index, 0), segments.count)
        segments.insert(segment, at: i)
        addSubview(segment.view)
        if storedSelection >= i { storedSelection += 1 }
        contentDidChange()
    }

    private func replaceSegment(at index: Int, title: String?, image: UIImage?) {
        segments[index].view.removeFromSuperview()
        let view = makeView(title: title, image: image)
        segments[index] = Segment(title: title, image: image, isEnabled: segments[index].isEnabled,
                                  width: segments[index].width, view: view)
        view.alpha = segments[index].isEnabled ? 1 : 0.3
        addSubview(view)
        contentDidChange()
    }

    private func contentDidChange() {
        selectionView.isHidden = storedSelection == Self.noSegment
        setNeedsLayout()
    }

    // MARK: Selection and layout

    /// Selects `index` (out of range: none), moving the selection view in an
    /// animation when `animated`.
    func select(_ index: Int, animated: Bool) {
        var i = index
        if i != Self.noSegment && !segments.indices.contains(i) {
            CGDiagnostics.reportOnce("UISegmentedControl.selectedSegmentIndex = \(index): no such segment; none is selected",
                                     about: self)
            i = Self.noSegment
        }
        storedSelection = i
        let wasHidden = selectionView.isHidden
        selectionView.isHidden = i == Self.noSegment
        if animated && !wasHidden {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState]) { self.layOutSelection() }
        } else {
            layOutSelection()
        }
    }

    /// The rectangle of segment `index` in the control's coordinates.
    func segmentFrame(_ index: Int) -> CGRect {
        let w = segments.isEmpty ? 0 : bounds.width / CGFloat(segments.count)
        return CGRect(x: bounds.minX + w * CGFloat(index), y: bounds.minY, width: w, height: bounds.height)
    }

    private func layOutSelection() {
        guard storedSelection != Self.noSegment else { return }
        let inset = Self.selectionInset
        selectionView.frame = segmentFrame(storedSelection).insetBy(dx: inset, dy: inset)
    }

    /// Lays out the segments' contents and the selection view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        for (i, s) in segments.enumerated() {
            let frame = segmentFrame(i)
            let size = s.view.intrinsicContentSize
            let w = min(max(size.width, 0), frame.width), h = min(max(size.height, 0), frame.height)
            s.view.frame = CGRect(x: frame.midX - w / 2, y: frame.midY - h / 2, width: w, height: h)
        }
        layOutSelection()
    }

    /// Equal segments as wide as the widest content plus 24 points, 32 high.
    open override var intrinsicContentSize: CGSize {
        let widest = segments.map { max($0.view.intrinsicContentSize.width, 0) }.max() ?? 0
        return CGSize(width: CGFloat(segments.count) * (widest + Self.segmentPadding), height: Self.preferredHeight)
    }

    /// `intrinsicContentSize`, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// A lift inside selects the segment under the finger and sends `.valueChanged`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isTouchInside, !segments.isEmpty else { return }
        let p = touch.location(in: self)
        let w = bounds.width / CGFloat(segments.count)
        guard w > 0 else { return }
        let index = min(max(Int(((p.x - bounds.minX) / w).rounded(.down)), 0), segments.count - 1)
        guard segments[index].isEnabled, isMomentary || index != storedSelection else { return }
        if isMomentary {
            // The tapped index is the selection while the actions run, then none.
            storedSelection = index
            sendActions(for: .valueChanged, with: event)
            storedSelection = Self.noSegment
            return
        }
        select(index, animated: true)
        sendActions(for: .valueChanged, with: event)
    }
}
