import Foundation

/// The definition of one kind of particle emitted by a `CAEmitterLayer`:
/// Core Animation's `CAEmitterCell`.
///
/// A cell is not a layer. Its numeric properties are a mean value plus a
/// `…Range`: every particle draws its own value uniformly from
/// `value ± range`; `…Speed` properties change a particle's value per second
/// of its life. A cell whose `emitterCells` is not empty makes every particle
/// it emits an emitter of those cells in turn.
///
/// Timing (`CAMediaTiming`): a top-level cell's `beginTime` and `duration` are
/// measured from the start of emission; a nested cell's from the birth of the
/// particle that emits it. The cell emits while that time is in
/// `[beginTime, beginTime + duration)`, for ever from `beginTime` when
/// `duration` is 0 (the default). As Neuburg observed on Apple's platforms,
/// a cell whose (positive) `duration` is less than its `beginTime` emits
/// nothing. `speed`, `timeOffset`, `repeatCount`, `repeatDuration`,
/// `autoreverses` and `fillMode` are stored and key-value coded but do not
/// change emission here.
///
/// Differences from Apple: key-value coding is implemented by the class
/// (Linux has no Objective-C runtime), and `copy()` copies nested cells too
/// (Apple's copy shares them); a cell that contains itself is copied with the
/// same shape.
@MainActor open class CAEmitterCell: NSObject, CAMediaTiming {
    // MARK: Identity

    /// The cell's name, used in key paths such as
    /// `"emitterCells.NAME.birthRate"` (default nil).
    open var name: String?
    /// Whether the cell emits (default true). Key `"enabled"`.
    open var isEnabled: Bool = true

    // MARK: Emission

    /// Particles emitted per second, multiplied by the layer's `birthRate`
    /// (default 0). Negative, NaN or infinite rates emit nothing (with a
    /// diagnostic).
    open var birthRate: Float = 0
    /// A particle's lifetime in seconds, multiplied by the layer's `lifetime` (default 0).
    open var lifetime: Float = 0
    /// The range of `lifetime` (default 0).
    open var lifetimeRange: Float = 0
    /// The emission direction's angle out of the x–y plane, toward +z (default 0).
    open var emissionLatitude: CGFloat = 0
    /// The emission direction's angle in the x–y plane: 0 is +x, π/2 is +y
    /// (down on iOS) (default 0).
    open var emissionLongitude: CGFloat = 0
    /// The full angle of the cone around the emission direction in which
    /// particles leave (default 0: exactly along it; 2π: all directions).
    open var emissionRange: CGFloat = 0
    /// The initial speed in points per second, multiplied by the layer's `velocity` (default 0).
    open var velocity: CGFloat = 0
    /// The range of `velocity` (default 0).
    open var velocityRange: CGFloat = 0
    /// Acceleration along x in points per second² (default 0).
    open var xAcceleration: CGFloat = 0
    /// Acceleration along y in points per second² (default 0; positive is down on iOS).
    open var yAcceleration: CGFloat = 0
    /// Acceleration along z in points per second² (default 0).
    open var zAcceleration: CGFloat = 0

    // MARK: Scale and spin

    /// The particle's scale, multiplied by the layer's `scale` (default 1).
    open var scale: CGFloat = 1
    /// The range of `scale` (default 0).
    open var scaleRange: CGFloat = 0
    /// The change of scale per second (default 0).
    open var scaleSpeed: CGFloat = 0
    /// The rotation speed in radians per second, multiplied by the layer's `spin` (default 0).
    open var spin: CGFloat = 0
    /// The range of `spin` (default 0).
    open var spinRange: CGFloat = 0

    // MARK: Colour

    /// The colour that tints the contents (default opaque white). Components
    /// are clamped to 0…1 in each particle.
    open var color: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// The range of the red component (default 0).
    open var redRange: Float = 0
    /// The range of the green component (default 0).
    open var greenRange: Float = 0
    /// The range of the blue component (default 0).
    open var blueRange: Float = 0
    /// The range of the alpha component (default 0).
    open var alphaRange: Float = 0
    /// The change of the red component per second (default 0).
    open var redSpeed: Float = 0
    /// The change of the green component per second (default 0).
    open var greenSpeed: Float = 0
    /// The change of the blue component per second (default 0).
    open var blueSpeed: Float = 0
    /// The change of the alpha component per second (default 0).
    open var alphaSpeed: Float = 0

    // MARK: Contents

    /// The particle's image (a `CGImage`), or nil (default nil).
    open var contents: Any?
    /// The part of `contents` drawn, in unit coordinates (default (0, 0, 1, 1)).
    open var contentsRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Pixels per point of `contents` (default 1).
    open var contentsScale: CGFloat = 1
    /// The filter used when the contents are shrunk (default `"linear"`).
    open var minificationFilter: String = CALayerContentsFilter.linear.rawValue
    /// The filter used when the contents are enlarged (default `"linear"`).
    open var magnificationFilter: String = CALayerContentsFilter.linear.rawValue
    /// The level-of-detail bias of the minification filter (default 0).
    open var minificationFilterBias: Float = 0

    // MARK: Nesting and style

    /// Cells emitted by each particle of this cell (default nil).
    open var emitterCells: [CAEmitterCell]?
    /// Default values for keys the cell does not define (default nil).
    open var style: [AnyHashable: Any]?

    // MARK: CAMediaTiming

    /// When the cell starts emitting (see the type's documentation). Default 0.
    open var beginTime: CFTimeInterval = 0
    /// How long the cell emits; 0 (the default) is for ever.
    open var duration: CFTimeInterval = 0
    /// Stored; does not change emission here. Default 1.
    open var speed: Float = 1
    /// Stored; does not change emission here. Default 0.
    open var timeOffset: CFTimeInterval = 0
    /// Stored; does not change emission here. Default 0.
    open var repeatCount: Float = 0
    /// Stored; does not change emission here. Default 0.
    open var repeatDuration: CFTimeInterval = 0
    /// Stored; does not change emission here. Default false.
    open var autoreverses: Bool = false
    /// Stored; does not change emission here. Default `.removed`.
    open var fillMode: CAMediaTimingFillMode = .removed

    /// Values of keys that are not properties.
    var extraValues: [String: Any] = [:]

    /// Creates a cell with Apple's defaults. Required, so `emitterCell()` and
    /// `copy()` make instances of subclasses.
    public required override init() { super.init() }

    /// Creates a cell with Apple's defaults (Apple's `+emitterCell`).
    open class func emitterCell() -> CAEmitterCell { self.init() }

    // MARK: Key-value coding

    /// The default value of `key` (Apple's `+defaultValueForKey:`): a new
    /// cell's value for properties, nil for other keys.
    open class func defaultValue(forKey key: String) -> Any? {
        guard let p = EmitterCellProperties.table[key] else { return nil }
        return p.read(CAEmitterCell()).boxed(as: p.type)
    }

    /// Whether `key`'s value is archived; always true here.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// The value of the property `key` ("birthRate", "enabled", "color"…), or
    /// of an undefined key set earlier (then `style`, then
    /// `defaultValue(forKey:)`).
    open func value(forKey key: String) -> Any? {
        if let p = EmitterCellProperties.table[key] { return p.read(self).boxed(as: p.type) }
        if let v = extraValues[key] { return v }
        if let v = StyleDictionary.first(in: style, { $0[key] }) { return v }
        return type(of: self).defaultValue(forKey: key)
    }

    /// Sets the property `key`, or stores an undefined key. A value of the
    /// wrong type for a property is refused with a diagnostic.
    open func setValue(_ value: Any?, forKey key: String) {
        if let p = EmitterCellProperties.table[key] {
            if !p.write(self, AnimatableValue(value)) {
                CADiagnostics.report("CAEmitterCell.setValue(_:forKey: \"\(key)\"): \(value.map { "\(type(of: $0))" } ?? "nil") is the wrong type; ignored")
            }
            return
        }
        extraValues[key] = value
    }

    /// The value at a key path: "NAME" properties, or
    /// "emitterCells.NAME.KEY…" into nested cells.
    open func value(forKeyPath keyPath: String) -> Any? {
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let (cell, key) = CAEmitterCell.resolve(parts[...], in: self) else { return nil }
        return cell.value(forKey: key)
    }

    /// Sets the value at a key path (see `value(forKeyPath:)`).
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let (cell, key) = CAEmitterCell.resolve(parts[...], in: self) else {
            CADiagnostics.report("CAEmitterCell.setValue(_:forKeyPath: \"\(keyPath)\"): no cell with that name; ignored")
            return
        }
        cell.setValue(value, forKey: key)
    }

    /// Follows "emitterCells.NAME." prefixes from `cell` and returns the cell
    /// and the remaining key. Nil when a named cell does not exist.
    static func resolve(_ parts: ArraySlice<String>, in cell: CAEmitterCell) -> (CAEmitterCell, String)? {
        var cell = cell
        var parts = parts
        while parts.count >= 3, parts.first == "emitterCells" {
            let name = parts[parts.startIndex + 1]
            guard let next = cell.emitterCells?.first(where: { $0.name == name }) else { return nil }
            cell = next
            parts = parts.dropFirst(2)
        }
        return (cell, parts.joined(separator: "."))
    }

    // MARK: Copying

    /// A copy of the cell with every property, including copies of the nested
    /// cells (a cell that contains itself gives a copy that contains itself).
    nonisolated open override func copy() -> Any {
        let copy: CAEmitterCell = MainActor.assumeIsolated {
            let copy = type(of: self).init()
            var memo: [ObjectIdentifier: CAEmitterCell] = [:]
            copy.copyState(from: self, memo: &memo)
            return copy
        }
        return copy
    }

    /// Copies every property of `other`; nested cells through `memo`.
    func copyState(from other: CAEmitterCell, memo: inout [ObjectIdentifier: CAEmitterCell]) {
        memo[ObjectIdentifier(other)] = self
        name = other.name; isEnabled = other.isEnabled
        birthRate = other.birthRate; lifetime = other.lifetime; lifetimeRange = other.lifetimeRange
        emissionLatitude = other.emissionLatitude; emissionLongitude = other.emissionLongitude
        emissionRange = other.emissionRange
        velocity = other.velocity; velocityRange = other.velocityRange
        xAcceleration = other.xAcceleration; yAcceleration = other.yAcceleration; zAcceleration = other.zAcceleration
        scale = other.scale; scaleRange = other.scaleRange; scaleSpeed = other.scaleSpeed
        spin = other.spin; spinRange = other.spinRange
        color = other.color
        redRange = other.redRange; greenRange = other.greenRange; blueRange = other.blueRange; alphaRange = other.alphaRange
        redSpeed = other.redSpeed; greenSpeed = other.greenSpeed; blueSpeed = other.blueSpeed; alphaSpeed = other.alphaSpeed
        contents = other.contents; contentsRect = other.contentsRect; contentsScale = other.contentsScale
        minificationFilter = other.minificationFilter; magnificationFilter = other.magnificationFilter
        minificationFilterBias = other.minificationFilterBias
        style = other.style
        beginTime = other.beginTime; duration = other.duration; speed = other.speed
        timeOffset = other.timeOffset; repeatCount = other.repeatCount; repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses; fillMode = other.fillMode
        extraValues = other.extraValues
        emitterCells = other.emitterCells.map { cells in
            cells.map { child in
                if let done = memo[ObjectIdentifier(child)] { return done }
                let c = type(of: child).init()
                c.copyState(from: child, memo: &memo)
                return c
            }
        }
    }

    /// Deep copies of `cells` for a presentation copy of an emitter layer.
    static func copies(of cells: [CAEmitterCell]?) -> [CAEmitterCell]? {
        guard let cells else { return nil }
        var memo: [ObjectIdentifier: CAEmitterCell] = [:]
        return cells.map { child in
            if let done = memo[ObjectIdentifier(child)] { return done }
            let c = type(of: child).init()
            c.copyState(from: child, memo: &memo)
            return c
        }
    }

    /// A short description: name, birth rate, lifetime and velocity.
    open override var description: String {
        MainActor.assumeIsolated {
            "<CAEmitterCell\(name.map { " '\($0)'" } ?? ""): birthRate \(birthRate), lifetime \(lifetime), velocity \(velocity)>"
        }
    }
}
