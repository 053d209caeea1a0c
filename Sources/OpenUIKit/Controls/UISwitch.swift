import Foundation

/// An on/off control (Apple's `UISwitch`, the iOS 13+ look).
///
/// Built from views: an off track (light grey), an on track in
/// `onTintColor` over it whose alpha is 1 when on (so the colours
/// cross-fade), and a round thumb in `thumbTintColor` with a soft shadow.
/// `setOn(_:animated: true)` — and a tap — slide the thumb and cross-fade
/// the tracks in a view animation of `UISwitch.toggleDuration` (0.25 s;
/// UIKit's switch uses a short spring of about that length, not documented).
///
/// Size: 51 × 31 points, Apple's. Apple documents that `init(frame:)`
/// ignores the frame's size and enforces the control's own
/// (https://developer.apple.com/documentation/uikit/uiswitch/init(frame:));
/// so does ours. A frame set later keeps its size here, and the switch
/// draws at 51 × 31 at the top left of its bounds.
/// A tap (a lift inside the touch area) toggles the switch and sends
/// `.valueChanged`, then the control sends `.touchUpInside`. A finger that
/// moves more than 5 points sideways drags the thumb instead; at the lift
/// the switch settles on the side the thumb is nearer (sending
/// `.valueChanged` if that changed it), as on iOS. Not provided: the thumb
/// stretching while pressed.
@MainActor open class UISwitch: UIControl {
    /// The switch's size, Apple's: 51 × 31.
    public static let switchSize = CGSize(width: 51, height: 31)
    /// The thumb's diameter (27) and its inset from the track's edge (2).
    static let thumbDiameter: CGFloat = 27, thumbInset: CGFloat = 2
    /// The length of the toggle animation.
    public static let toggleDuration: TimeInterval = 0.25
    /// The off track's colour (UIKit's light grey, 233/233/235).
    static let offTrackColor = UIColor(red: 233 / 255, green: 233 / 255, blue: 235 / 255, alpha: 1)

    /// How far (points) a finger moves sideways before it drags the thumb.
    static let dragThreshold: CGFloat = 5

    private var dragStartX: CGFloat = 0
    private var isDraggingThumb = false
    private let offTrack = UIView()
    private let onTrack = UIView()
    private let thumb = UIView()

    /// Whether the switch is on (false by default). Setting it moves the
    /// thumb at once; use `setOn(_:animated:)` to animate. Sends no event.
    open var isOn: Bool = false { didSet { updateLook() } }

    /// The on track's colour (nil: `.systemGreen`, Apple's default).
    open var onTintColor: UIColor? { didSet { updateLook() } }

    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? { didSet { updateLook() } }

    /// Creates a switch at `frame`'s origin, 51 × 31.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin.isFinite ? frame.origin : .zero, size: Self.switchSize))
        configureSwitch()
    }

    /// Apple's archive initializer; the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureSwitch()
    }

    private func configureSwitch() {
        let h = Self.switchSize.height
        for track in [offTrack, onTrack] {
            track.frame = CGRect(origin: .zero, size: Self.switchSize)
            track.layer.cornerRadius = h / 2
            track.isUserInteractionEnabled = false
            addSubview(track)
        }
        offTrack.backgroundColor = Self.offTrackColor
        thumb.configureAsThumb(diameter: Self.thumbDiameter, shadowRadius: 2)
        addSubview(thumb)
        updateLook()
    }

    /// Sets the state, animating the thumb and the track colours when
    /// `animated` (Apple's `setOn(_:animated:)`). Sends no event.
    open func setOn(_ on: Bool, animated: Bool) {
        guard animated else { isOn = on; return }
        UIView.animate(withDuration: Self.toggleDuration, delay: 0, options: [.beginFromCurrentState]) {
            self.isOn = on
        }
    }

    /// Where the thumb's centre is for `on`, in the switch's coordinates.
    func thumbCenter(on: Bool) -> CGPoint {
        let r = Self.thumbDiameter / 2 + Self.thumbInset
        return CGPoint(x: on ? Self.switchSize.width - r : r, y: Self.switchSize.height / 2)
    }

    private func updateLook() {
        onTrack.backgroundColor = onTintColor ?? .systemGreen
        onTrack.alpha = isOn ? 1 : 0
        thumb.backgroundColor = thumbTintColor ?? .white
        thumb.center = thumbCenter(on: isOn)
    }

    /// Dims a disabled switch to alpha 0.5 (UIKit's look; not documented).
    open override func controlStateDidChange() { alpha = isEnabled ? 1 : 0.5 }

    /// 51 × 31.
    open override var intrinsicContentSize: CGSize { Self.switchSize }

    /// 51 × 31, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.switchSize }

    /// Remembers where the finger went down, for dragging the thumb.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        dragStartX = touch.location(in: self).x
        isDraggingThumb = false
        return true
    }

    /// Drags the thumb with the finger once it has moved more than 5 points
    /// sideways (the thumb stays between its off and on places).
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let dx = touch.location(in: self).x - dragStartX
        if abs(dx) > Self.dragThreshold { isDraggingThumb = true }
        guard isDraggingThumb else { return true }
        let off = thumbCenter(on: false).x, on = thumbCenter(on: true).x
        thumb.center.x = min(max(thumbCenter(on: isOn).x + dx, off), on)
        return true
    }

    /// Ends a tap or a drag. A tap lifted inside toggles the switch; a drag
    /// settles on the side the thumb is nearer, wherever the finger lifts.
    /// Either way the thumb and tracks animate to the state, and a change
    /// sends `.valueChanged`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let newValue: Bool
        if isDraggingThumb {
            newValue = thumb.center.x > (thumbCenter(on: false).x + thumbCenter(on: true).x) / 2
        } else {
            guard isTouchInside else { return }
            newValue = !isOn
        }
        isDraggingThumb = false
        let changed = newValue != isOn
        UIView.animate(withDuration: Self.toggleDuration, delay: 0, options: [.beginFromCurrentState]) {
            self.isOn = newValue          // its observer moves the thumb from where it was dragged
        }
        if changed { sendActions(for: .valueChanged, with: event) }
    }

    /// Puts a dragged thumb back when the touch is cancelled.
    open override func cancelTracking(with event: UIEvent?) {
        isDraggingThumb = false
        updateLook()
    }
}

extension CGPoint {
    /// Whether both coordinates are finite.
    var isFinite: Bool { x.isFinite && y.isFinite }
}
