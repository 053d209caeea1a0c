import Foundation

extension CALayer {
    /// How far a rounded corner drawn with `curve` reaches along each edge
    /// from the corner, in multiples of `cornerRadius` (Apple's
    /// `cornerCurveExpansionFactor(_:)`): 1 for `.circular`, 1.528665 for
    /// `.continuous` (the value Apple's implementation reports; its corner
    /// leaves the edge that far from the corner). Unknown curves are drawn
    /// circular: 1, with a diagnostic.
    public class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        switch curve {
        case .circular: return 1
        case .continuous: return CGFloat(ContinuousCorner.expansion)
        default:
            CADiagnostics.reportOnce("CALayer.cornerCurveExpansionFactor: unknown corner curve \"\(curve.rawValue)\"; "
                                     + "it is drawn circular (1)")
            return 1
        }
    }
}
