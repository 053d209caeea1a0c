import Foundation
import Physics2D

// The Physics2D joint each attachment kind becomes, with the current numbers.

extension UIAttachmentBehavior {
    /// A rope keeps the geometry of the plain initialiser (points at the
    /// offsets, `length` their distance now).
    func makeKind(_ kind: Kind) {
        self.kind = kind
    }

    // MARK: The joint

    /// Rigid rods shorter than this (points) are made as hinges.
    static let shortestRod: CGFloat = 1

    /// Whether two joint settings are of the same kind (a joint can take
    /// the other's settings without being made again).
    static func sameJointType(_ a: JointKind, _ b: JointKind) -> Bool {
        switch (a, b) {
        case (.distance, .distance), (.weld, .weld), (.revolute, .revolute), (.prismatic, .prismatic), (.mouse, .mouse): true
        default: false
        }
    }

    /// The joint for the kind and the current numbers (metres, radians,
    /// hertz; nil when a number is unusable — `buildJoint` reports it).
    func jointSettings() -> JointKind? {
        let metres = Float(length / DynamicsBridge.pointsPerMetre)
        let hertz = Float(frequency), ratio = Float(damping)
        switch kind {
        case .rod:
            if frequency > 0 { return .distance(.spring(length: metres, hertz: hertz, dampingRatio: ratio)) }
            // A rigid rod of (nearly) no length is a hinge at the anchor: a
            // distance joint has no line to act along when its ends meet.
            if length < Self.shortestRod { return .revolute(RevoluteJointSettings()) }
            return .distance(DistanceJointSettings(length: metres))
        case .limit:
            return .distance(.rope(maxLength: metres))
        case .fixed:
            var w = WeldJointSettings(referenceAngle: Float(referenceAngle))
            if frequency > 0 {
                w.linearHertz = hertz
                w.angularHertz = hertz
                w.linearDampingRatio = ratio
                w.angularDampingRatio = ratio
            }
            return .weld(w)
        case .pin:
            var r = frictionTorque > 0 ? RevoluteJointSettings.friction(torque: Float(frictionTorque), referenceAngle: Float(referenceAngle))
                : RevoluteJointSettings(referenceAngle: Float(referenceAngle))
            if let (lower, upper) = limits(bound: .pi) {
                r.enableLimit = true
                r.lowerAngle = lower
                r.upperAngle = upper
            }
            return .revolute(r)
        case .sliding:
            var p = PrismaticJointSettings(localAxisA: Vec2(Float(axisInA.dx), Float(axisInA.dy)))
            p.referenceAngle = Float(referenceAngle)
            if let (lower, upper) = limits(bound: JointLimits.huge, scale: 1 / DynamicsBridge.pointsPerMetre) {
                p.enableLimit = true
                p.lowerTranslation = lower
                p.upperTranslation = upper
            }
            return .prismatic(p)
        }
    }

    /// `attachmentRange` scaled and clamped to ±`bound` (nil: no ends).
    private func limits(bound: Float, scale: CGFloat = 1) -> (Float, Float)? {
        let range = attachmentRange
        guard !range.isInfinite else { return nil }
        func clamp(_ x: CGFloat) -> Float { min(max(Float(x * scale), -bound), bound) }
        return (clamp(range.minimum), clamp(range.maximum))
    }
}
