import Foundation

/// The render server's copy of a layer tree: flat arrays, one slot per layer
/// (struct-of-arrays), and the committed animations as compact records that
/// point at layer slots. Built from the model tree on the main actor, then
/// evaluated for any frame time with no dictionary lookups, no string key
/// paths and no allocation (`evaluate(at:)`).
///
/// Basic animations of stored values — the common case: opacity, position,
/// bounds, position.x, backgroundColor… — become `Channel`s of 1 to 4 numbers. Channels of
/// one layer that share their timing (the animations of one transaction do)
/// share one `TimingRecord`, so timing and curve are evaluated once for all of
/// them. Every other animation is evaluated with its `CompiledAnimation`, the
/// same records `CALayer.presentation()` evaluates.
package struct RenderTree {
    // MARK: Per-layer model values (slot i is layer i, parents before children)
    package var parent: [Int32] = []
    package var layerTiming: [MediaTimingParameters] = []
    package var position: [CGPoint] = []
    package var bounds: [CGRect] = []
    package var anchorPoint: [CGPoint] = []
    package var zPosition: [CGFloat] = []
    package var opacity: [Float] = []
    package var cornerRadius: [CGFloat] = []
    package var borderWidth: [CGFloat] = []
    package var shadowOpacity: [Float] = []
    package var shadowRadius: [CGFloat] = []
    package var transform: [CATransform3D] = []
    package var backgroundColor: [RGBA] = []

    // MARK: Animations
    package var timings: [TimingRecord] = []
    package var channels: [Channel] = []
    package var general: [GeneralAnimation] = []

    /// The stored properties some animation writes; each frame resets just
    /// these to their model values before applying the animations.
    package var touched: [TouchedProperty] = []
    /// Identifies this build, so a frame knows when to copy all model values.
    package var generation: UInt64 = 0

    package var count: Int { parent.count }
}

/// A stored property of the render tree.
package enum StoredProperty: UInt8, Sendable, Hashable {
    case position, bounds, anchorPoint, zPosition, opacity, cornerRadius, borderWidth
    case shadowOpacity, shadowRadius, transform, backgroundColor

    /// The stored property for a drawn property, if the tree has its column.
    package init?(_ p: RenderProperty) {
        switch p {
        case .position: self = .position
        case .bounds: self = .bounds
        case .anchorPoint: self = .anchorPoint
        case .zPosition: self = .zPosition
        case .opacity: self = .opacity
        case .cornerRadius: self = .cornerRadius
        case .borderWidth: self = .borderWidth
        case .shadowOpacity: self = .shadowOpacity
        case .shadowRadius: self = .shadowRadius
        case .transform: self = .transform
        case .backgroundColor: self = .backgroundColor
        default: return nil
        }
    }
}

/// One (layer, property) pair some animation writes.
package struct TouchedProperty: Sendable, Hashable {
    package var layer: Int32
    package var property: StoredProperty
}

/// One timing shared by the scalar channels of a layer.
package struct TimingRecord: Sendable {
    package var layer: Int32
    package var timing: MediaTimingParameters
    package var curve: UnitBezier?
}

/// Which stored value a channel writes: a scalar, a struct component, or a
/// whole point/size/rect/colour (up to four lanes).
package enum ChannelSlot: UInt8, Sendable {
    case positionX, positionY, boundsWidth, boundsHeight, boundsX, boundsY
    case anchorX, anchorY, zPosition, opacity, cornerRadius, borderWidth, shadowOpacity, shadowRadius
    case position, anchorPoint, bounds, boundsSize, boundsOrigin, backgroundColor

    /// The slot for an animation target, if the tree stores it.
    package init?(_ target: AnimationTarget) {
        switch (target.key, target.component) {
        case ("position", nil): self = .position
        case ("position", .x?): self = .positionX
        case ("position", .y?): self = .positionY
        case ("bounds", nil): self = .bounds
        case ("bounds", .size?): self = .boundsSize
        case ("bounds", .origin?): self = .boundsOrigin
        case ("bounds", .width?), ("bounds", .sizeWidth?): self = .boundsWidth
        case ("bounds", .height?), ("bounds", .sizeHeight?): self = .boundsHeight
        case ("bounds", .x?), ("bounds", .originX?): self = .boundsX
        case ("bounds", .y?), ("bounds", .originY?): self = .boundsY
        case ("anchorPoint", nil): self = .anchorPoint
        case ("anchorPoint", .x?): self = .anchorX
        case ("anchorPoint", .y?): self = .anchorY
        case ("zPosition", nil): self = .zPosition
        case ("opacity", nil): self = .opacity
        case ("cornerRadius", nil): self = .cornerRadius
        case ("borderWidth", nil): self = .borderWidth
        case ("shadowOpacity", nil): self = .shadowOpacity
        case ("shadowRadius", nil): self = .shadowRadius
        case ("backgroundColor", nil): self = .backgroundColor
        default: return nil
        }
    }

    /// How many numbers the slot takes (1 scalar, 2 point/size, 4 rect/colour).
    package var lanes: Int {
        switch self {
        case .position, .anchorPoint, .boundsSize, .boundsOrigin: return 2
        case .bounds, .backgroundColor: return 4
        default: return 1
        }
    }
}

/// A basic animation of a stored value whose ends are 1 to 4 numbers.
package struct Channel: Sendable {
    package var timing: Int32
    package var layer: Int32
    package var slot: ChannelSlot
    package var isAdditive: Bool
    package var isCumulative: Bool
    package var from: SIMD4<Double>
    package var to: SIMD4<Double>
}

/// Any other animation, evaluated through its compiled form.
package struct GeneralAnimation: Sendable {
    package var layer: Int32
    package var compiled: CompiledAnimation
}
