import Foundation

/// A view that lines up its arranged subviews in a row or a column with
/// constraints it makes itself (Apple's `UIStackView`): `axis`,
/// `distribution`, `alignment`, `spacing` (and custom spacing after a
/// view), optionally inside its layout margins.
///
/// A hidden arranged subview collapses — its size along the axis becomes 0
/// and the spacing next to it goes — so hiding one inside an animation
/// block with `layoutIfNeeded()` slides its neighbours together, as on
/// iOS. The stack view's constraints are remade at the next
/// update-constraints pass after any change. Difference from UIKit: the
/// hidden view disappears at once instead of when the collapse ends.
@MainActor open class UIStackView: UIView {
    /// How the views share the stack's length along its axis.
    public enum Distribution: Int, Sendable {
        /// The views fill the stack; their hugging and compression
        /// priorities decide which grows or shrinks.
        case fill
        /// Every view the same size.
        case fillEqually
        /// Sizes in proportion to the views' intrinsic sizes.
        case fillProportionally
        /// Equal gaps between the views (at least `spacing`).
        case equalSpacing
        /// Equal distances between the views' centres (gaps at least `spacing`).
        case equalCentering
    }

    /// How the views sit across the axis.
    public enum Alignment: Int, Sendable {
        /// Stretched across the stack.
        case fill
        /// Against the leading (top, for a horizontal stack) edge.
        case leading
        /// Their first baselines lined up (horizontal stacks).
        case firstBaseline
        /// Centred.
        case center
        /// Against the trailing (bottom) edge.
        case trailing
        /// Their last baselines lined up (horizontal stacks).
        case lastBaseline
        /// `.leading` for a horizontal stack.
        public static let top = Alignment.leading
        /// `.trailing` for a horizontal stack.
        public static let bottom = Alignment.trailing
    }

    /// The spacing value that asks for the standard spacing (8 points here).
    public static let spacingUseSystem: CGFloat = -.greatestFiniteMagnitude
    /// The custom-spacing value that means "use `spacing`".
    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude

    /// The views lined up, in order (a subset of `subviews`).
    public private(set) var arrangedSubviews: [UIView] = []

    /// Row (`.horizontal`, the default) or column.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
    /// How the views share the length of the stack (`.fill` by default).
    open var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
    /// How the views sit across it (`.fill` by default).
    open var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
    /// The gap between neighbouring views, points (0 by default).
    open var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
    /// Whether the views are laid out inside the layout margins (false by default).
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }
    /// Whether vertical spacing is measured between baselines (stored; the
    /// spacing is measured between edges here).
    open var isBaselineRelativeArrangement = false

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var madeConstraints: [NSLayoutConstraint] = []
    private var spacers: [UILayoutGuide] = []
    private var arrangementIsStale = true

    /// A stack of `views` (each added as a subview).
    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    /// An empty stack with `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Apple's archive initializer (nothing is read; see `UIView`).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Adds `view` at the end (as a subview too, if it is not one); it is
    /// positioned by constraints from now on.
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Inserts `view` at `stackIndex` of the arranged subviews.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Takes `view` out of the arrangement; it stays a subview (remove it
    /// from its superview to take it away, as in UIKit).
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// Sets the gap after `arrangedSubview` (`spacingUseDefault` goes back to `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The gap after `arrangedSubview` (`spacingUseDefault` when it is `spacing`).
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// A subview leaving also leaves the arrangement.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
    }

    /// Remakes the stack's constraints when the arrangement changed.
    open override func updateConstraints() {
        if arrangementIsStale { rebuild() }
        super.updateConstraints()
    }

    /// An arranged subview was shown or hidden.
    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        if arrangedSubviews.contains(where: { $0 === view }) { arrangementDidChange() }
    }

    private func arrangementDidChange() {
        arrangementIsStale = true
        setNeedsUpdateConstraints()
    }

    // MARK: Constraints

    private func rebuild() {
        arrangementIsStale = false
        NSLayoutConstraint.deactivate(madeConstraints)
        for g in spacers { removeLayoutGuide(g) }
        madeConstraints = []
        spacers = []
        let horizontal = axis == .horizontal
        let edges = StackEdges(of: self, marginsRelative: isLayoutMarginsRelativeArrangement)
        let shown = arrangedSubviews.filter { !$0.isHidden }
        var made: [NSLayoutConstraint] = []
        func add(_ c: NSLayoutConstraint, _ name: String, _ priority: UILayoutPriority = .required) {
            c.identifier = name
            c.priority = priority
            made.append(c)
        }
        // Hidden views: no length, kept at the start.
        for v in arrangedSubviews where v.isHidden {
            add(horizontal ? v.widthAnchor.constraint(equalToConstant: 0) : v.heightAnchor.constraint(equalToConstant: 0), "UISV-hiding")
            add(horizontal ? v.leadingAnchor.constraint(equalTo: edges.leading) : v.topAnchor.constraint(equalTo: edges.top), "UISV-hiding")
            addCross(v, horizontal: horizontal, edges: edges, first: shown.first, add)
        }
        guard let first = shown.first, let last = shown.last else {
            activate(made)
            return
        }
        // Along the axis: the ends, then each gap.
        add(horizontal ? first.leadingAnchor.constraint(equalTo: edges.leading) : first.topAnchor.constraint(equalTo: edges.top), "UISV-canvas-connection")
        add(horizontal ? last.trailingAnchor.constraint(equalTo: edges.trailing) : last.bottomAnchor.constraint(equalTo: edges.bottom), "UISV-canvas-connection")
        for (a, b) in zip(shown, shown.dropFirst()) {
            let gap = gapAfter(a)
            let after = horizontal ? b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: gap)
                : b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: gap)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                add(after, "UISV-spacing")
            case .equalSpacing, .equalCentering:
                let atLeast = horizontal ? b.leadingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor, constant: gap)
                    : b.topAnchor.constraint(greaterThanOrEqualTo: a.bottomAnchor, constant: gap)
                add(atLeast, "UISV-spacing")
            }
        }
        // Sizes along the axis.
        func length(_ v: UIView) -> NSLayoutDimension { horizontal ? v.widthAnchor : v.heightAnchor }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for v in shown.dropFirst() { add(length(v).constraint(equalTo: length(first)), "UISV-fill-equally") }
        case .fillProportionally:
            let sizes = shown.map { v -> CGFloat in
                let s = v.intrinsicContentSize
                return max(horizontal ? s.width : s.height, 0)
            }
            let base = sizes[0]
            for (v, size) in zip(shown, sizes).dropFirst() {
                let ratio = base > 0 ? size / base : 1
                add(length(v).constraint(equalTo: length(first), multiplier: ratio), "UISV-fill-proportionally", UILayoutPriority(999))
            }
        case .equalSpacing, .equalCentering:
            var firstGuide: UILayoutGuide?
            for (a, b) in zip(shown, shown.dropFirst()) {
                let g = UILayoutGuide()
                g.identifier = "UISV-distributing"
                addLayoutGuide(g)
                spacers.append(g)
                let centering = distribution == .equalCentering
                if horizontal {
                    add(g.leadingAnchor.constraint(equalTo: centering ? a.centerXAnchor : a.trailingAnchor), "UISV-distributing-edge")
                    add(g.trailingAnchor.constraint(equalTo: centering ? b.centerXAnchor : b.leadingAnchor), "UISV-distributing-edge")
                } else {
                    add(g.topAnchor.constraint(equalTo: centering ? a.centerYAnchor : a.bottomAnchor), "UISV-distributing-edge")
                    add(g.bottomAnchor.constraint(equalTo: centering ? b.centerYAnchor : b.topAnchor), "UISV-distributing-edge")
                }
                if let f = firstGuide {
                    add(horizontal ? g.widthAnchor.constraint(equalTo: f.widthAnchor) : g.heightAnchor.constraint(equalTo: f.heightAnchor),
                        "UISV-distributing", UILayoutPriority(999))
                } else {
                    firstGuide = g
                }
            }
        }
        // Across the axis; with any alignment but fill the stack also shrinks
        // to its largest view (below fitting priority: a size given wins).
        for v in shown { addCross(v, horizontal: horizontal, edges: edges, first: first, add) }
        if alignment != .fill {
            add(horizontal ? heightAnchor.constraint(equalToConstant: 0) : widthAnchor.constraint(equalToConstant: 0),
                "UISV-canvas-fit", UILayoutPriority(49))
        }
        activate(made)
    }

    private func activate(_ made: [NSLayoutConstraint]) {
        madeConstraints = made
        NSLayoutConstraint.activate(made)
    }

    private func gapAfter(_ v: UIView) -> CGFloat {
        let gap = customSpacings[ObjectIdentifier(v)] ?? spacing
        return gap == Self.spacingUseSystem ? NSLayoutAnchorSpacing.system : (gap.isFinite ? gap : 0)
    }

    /// A view's place across the axis, by `alignment`.
    private func addCross(_ v: UIView, horizontal: Bool, edges: StackEdges, first: UIView?,
                          _ add: (NSLayoutConstraint, String, UILayoutPriority) -> Void) {
        let lead: (NSLayoutYAxisAnchor, NSLayoutYAxisAnchor)? = horizontal ? (v.topAnchor, edges.top) : nil
        let trail: (NSLayoutYAxisAnchor, NSLayoutYAxisAnchor)? = horizontal ? (v.bottomAnchor, edges.bottom) : nil
        func near(_ relation: NSLayoutConstraint.Relation) -> NSLayoutConstraint {
            if let (a, b) = lead { return relation == .equal ? a.constraint(equalTo: b) : a.constraint(greaterThanOrEqualTo: b) }
            return relation == .equal ? v.leadingAnchor.constraint(equalTo: edges.leading) : v.leadingAnchor.constraint(greaterThanOrEqualTo: edges.leading)
        }
        func far(_ relation: NSLayoutConstraint.Relation) -> NSLayoutConstraint {
            if let (a, b) = trail { return relation == .equal ? a.constraint(equalTo: b) : a.constraint(lessThanOrEqualTo: b) }
            return relation == .equal ? v.trailingAnchor.constraint(equalTo: edges.trailing) : v.trailingAnchor.constraint(lessThanOrEqualTo: edges.trailing)
        }
        switch alignment {
        case .fill:
            add(near(.equal), "UISV-alignment", .required)
            add(far(.equal), "UISV-alignment", .required)
        case .leading:
            add(near(.equal), "UISV-alignment", .required)
            add(far(.lessThanOrEqual), "UISV-spanning-boundary", .required)
        case .trailing:
            add(far(.equal), "UISV-alignment", .required)
            add(near(.greaterThanOrEqual), "UISV-spanning-boundary", .required)
        case .center, .firstBaseline, .lastBaseline:
            if horizontal, alignment != .center, let first, first !== v {
                let a = alignment == .firstBaseline ? v.firstBaselineAnchor : v.lastBaselineAnchor
                let b = alignment == .firstBaseline ? first.firstBaselineAnchor : first.lastBaselineAnchor
                add(a.constraint(equalTo: b), "UISV-alignment", .required)
            } else if alignment == .center || !horizontal {
                add(horizontal ? v.centerYAnchor.constraint(equalTo: edges.centerY) : v.centerXAnchor.constraint(equalTo: edges.centerX),
                    "UISV-alignment", .required)
            } else {
                add(near(.equal), "UISV-alignment", UILayoutPriority(749))
            }
            add(near(.greaterThanOrEqual), "UISV-spanning-boundary", .required)
            add(far(.lessThanOrEqual), "UISV-spanning-boundary", .required)
        }
    }
}

/// The edges a stack lines its views up against: its own or its margins'.
@MainActor private struct StackEdges {
    let leading: NSLayoutXAxisAnchor, trailing: NSLayoutXAxisAnchor, centerX: NSLayoutXAxisAnchor
    let top: NSLayoutYAxisAnchor, bottom: NSLayoutYAxisAnchor, centerY: NSLayoutYAxisAnchor

    init(of stack: UIStackView, marginsRelative: Bool) {
        if marginsRelative {
            let g = stack.layoutMarginsGuide
            leading = g.leadingAnchor; trailing = g.trailingAnchor; centerX = g.centerXAnchor
            top = g.topAnchor; bottom = g.bottomAnchor; centerY = g.centerYAnchor
        } else {
            leading = stack.leadingAnchor; trailing = stack.trailingAnchor; centerX = stack.centerXAnchor
            top = stack.topAnchor; bottom = stack.bottomAnchor; centerY = stack.centerYAnchor
        }
    }
}
