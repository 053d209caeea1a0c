import Foundation

/// The edges of a layer that are antialiased (`CALayer.edgeAntialiasingMask`,
/// Apple's `CAEdgeAntialiasingMask`). Left and right are the bounds' min and
/// max x; bottom and top their min and max y (Core Animation's y-up names:
/// on iOS `.layerBottomEdge` is the edge at the top of the screen of a layer
/// that is not geometry-flipped).
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    /// The raw value, as in Apple's SDK.
    public let rawValue: UInt32
    /// Creates a value from its raw value (Apple's raw values are accepted).
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Apple's `.layerLeftEdge` (raw value 1 << 0): the min-x edge.
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    /// Apple's `.layerRightEdge` (raw value 1 << 1): the max-x edge.
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    /// Apple's `.layerBottomEdge` (raw value 1 << 2): the min-y edge.
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    /// Apple's `.layerTopEdge` (raw value 1 << 3): the max-y edge.
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)
    /// Every edge (the default).
    static let all: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
}
