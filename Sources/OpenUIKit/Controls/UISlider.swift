import Foundation

/// A control for choosing a value in a continuous range by dragging a thumb
/// along a track (Apple's `UISlider`, the iOS 13+ look).
///
/// Built from views: the maximum track (the whole track, in
/// `maximumTrackTintColor`), the minimum track from the track's start to
/// the thumb's centre (in `minimumTrackTintColor`, the tint colour by
/// default), and a white round thumb (28 points, with a soft shadow). The
/// track is 4 points high, as wide as the bounds, centred vertically. The
/// thumb's centre travels from half a thumb inside the track's start to
/// half a thumb inside its end: x = trackRect.minX + 14 + (width − 28) ×
/// (value − minimumValue) / (maximumValue − minimumValue).
///
/// Touches: a finger that goes down on the thumb (its frame grown by 10
/// points) drags it; the value follows the finger's horizontal movement
/// and `.valueChanged` is sent at each change when `isContinuous`, else
/// once at the lift when the value changed. A finger down elsewhere does
/// not move the thumb (as on iOS).
///
/// Not provided: custom thumb and track images (`setThumbImage(_:for:)`),
/// minimum/maximum value images.
@MainActor open class UISlider: UIControl {
    /// The thumb's diameter (28).
    public static let thumbDiameter: CGFloat = 28
    /// The track's height (4).
    static let trackHeight: CGFloat = 4
    /// The height the slider asks for (31; its intrinsic height).
    static let preferredHeight: CGFloat = 31
    /// The default maximum track colour (UIKit's light grey, 229/229/234).
    static let defaultMaximumTrackColor = UIColor.systemGray5

    private let maximumTrack = UIView()
    private let minimumTrack = UIView()
    private let thumb = UIView()
    /// The horizontal distance from the thumb's centre to the finger at touch-down.
    private var grabOffset: CGFloat = 0
    private var valueAtTouchDown: Float = 0

    private var storedValue: Float = 0

    /// The value (0 by default), always within `minimumValue…maximumValue`.
    /// Setting it moves the thumb at once and sends no event; an infinite
    /// value clamps to the nearest end; NaN is ignored with a one-time diagnostic.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }

    /// The lowest value (0 by default). Raising it above `maximumValue`
    /// raises `maximumValue` too; the value is clamped. Non-finite values are
    /// ignored with a one-time diagnostic.
    open var minimumValue: Float = 0 {
        didSet {
            guard minimumValue.isFinite else { minimumValue = oldValue; return reportBad("minimumValue") }
            if maximumValue < minimumValue { maximumValue = minimumValue }
            setValue(storedValue, animated: false)
        }
    }

    /// The highest value (1 by default). Lowering it below `minimumValue`
    /// lowers `minimumValue` too; the value is clamped. Non-finite values
    /// are ignored with a one-time diagnostic.
    open var maximumValue: Float = 1 {
        didSet {
            guard maximumValue.isFinite else { maximumValue = oldValue; return reportBad("maximumValue") }
            if minimumValue > maximumValue { minimumValue = maximumValue }
            setValue(storedValue, animated: false)
        }
    }

    /// Whether dragging sends `.valueChanged` at each change (true, the
    /// default) or once at the lift.
    open var isContinuous: Bool = true

    /// The colour of the track left of the thumb (nil: the tint colour).
    open var minimumTrackTintColor: UIColor? { didSet { updateColors() } }
    /// The colour of the track right of the thumb (nil: `.systemGray5`).
    open var maximumTrackTintColor: UIColor? { didSet { updateColors() } }
    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? { didSet { updateColors() } }

    /// Creates a slider with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureSlider()
    }

    /// Apple's archive initializer; the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureSlider()
    }

    private func configureSlider() {
        for part in [maximumTrack, minimumTrack, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        maximumTrack.layer.cornerRadius = Self.trackHeight / 2
        minimumTrack.layer.cornerRadius = Self.trackHeight / 2
        thumb.configureAsThumb(diameter: Self.thumbDiameter, shadowRadius: 3)
        updateColors()
        layOutParts()
    }

    /// Sets the value, moving the thumb in a view animation when `animated`
    /// (Apple's `setValue(_:animated:)`). Sends no event.
    open func setValue(_ value: Float, animated: Bool) {
        guard !value.isNaN else { return reportBad("value") }
        storedValue = min(max(value, minimumValue), maximumValue)
        if animated {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState]) { self.layOutParts() }
        } else {
            layOutParts()
        }
    }

    private func reportBad(_ name: String) {
        CGDiagnostics.reportOnce("UISlider.\(name): NaN or infinite values are ignored", about: self)
    }

    // MARK: Geometry (Apple's override points)

    /// The track's rectangle for `bounds` (Apple's `trackRect(forBounds:)`):
    /// the bounds' width, 4 points high, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - Self.trackHeight / 2, width: bounds.width, height: Self.trackHeight)
    }

    /// The thumb's rectangle for `value` (Apple's `thumbRect(forBounds:trackRect:value:)`).
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let d = Self.thumbDiameter
        let x = rect.minX + d / 2 + max(rect.width - d, 0) * CGFloat(fraction(of: value))
        return CGRect(x: x - d / 2, y: rect.midY - d / 2, width: d, height: d)
    }

    /// `value`'s position in the range, 0…1 (0 for an empty range).
    func fraction(of value: Float) -> Float {
        let span = maximumValue - minimumValue
        return span > 0 ? (value - minimumValue) / span : 0
    }

    /// Places the tracks and the thumb for the current value.
    func layOutParts() {
        let track = trackRect(forBounds: bounds)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        maximumTrack.frame = track
        minimumTrack.frame = CGRect(x: track.minX, y: track.minY, width: max(thumbFrame.midX - track.minX, 0),
                                    height: track.height)
        thumb.center = CGPoint(x: thumbFrame.midX, y: thumbFrame.midY)
    }

    private func updateColors() {
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? Self.defaultMaximumTrackColor
        thumb.backgroundColor = thumbTintColor ?? .white
    }

    /// Lays the parts out for the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutParts()
    }

    /// Re-colours the minimum track.
    open override func tintColorDidChange() { updateColors() }

    /// Dims a disabled slider to alpha 0.5 (UIKit's look; not documented).
    open override func controlStateDidChange() { alpha = isEnabled ? 1 : 0.5 }

    /// No intrinsic width; 31 points high.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.preferredHeight)
    }

    /// `size`'s width (the current width when not finite) by 31.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.isFinite && size.width > 0 ? size.width : bounds.width, height: Self.preferredHeight)
    }

    // MARK: Tracking

    /// Tracks a finger that went down on the thumb (grown by 10 points).
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
        guard thumbFrame.insetBy(dx: -10, dy: -10).contains(p) else { return false }
        grabOffset = p.x - thumbFrame.midX
        valueAtTouchDown = storedValue
        return true
    }

    /// Moves the thumb with the finger; `.valueChanged` when continuous.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = trackRect(forBounds: bounds)
        let travel = max(track.width - Self.thumbDiameter, 0)
        guard travel > 0 else { return true }
        let centre = touch.location(in: self).x - grabOffset
        let f = Float(min(max((centre - track.minX - Self.thumbDiameter / 2) / travel, 0), 1))
        let newValue = minimumValue + f * (maximumValue - minimumValue)
        guard newValue != storedValue else { return true }
        setValue(newValue, animated: false)
        if isContinuous { sendActions(for: .valueChanged, with: event) }
        return true
    }

    /// Sends `.valueChanged` at the lift for a non-continuous slider whose value changed.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { _ = continueTracking(touch, with: event) }
        if !isContinuous, storedValue != valueAtTouchDown { sendActions(for: .valueChanged, with: event) }
    }
}
