/// The offset t of point `p` in the two-point conical gradient from a point
/// at `focus` (radius 0) to the circle of radius `radius` about `centre`:
/// the t ≥ 0 with |p − f − t·(c − f)| = t·r, solved as a quadratic (the
/// focus inside the circle gives one positive root). Written apart from the
/// renderer, for expected colours of radial gradients with a focal point.
public func conicalGradientOffset(_ p: (Double, Double), focus f: (Double, Double), centre c: (Double, Double),
                                  radius r: Double) -> Double {
    let d = (c.0 - f.0, c.1 - f.1), q = (p.0 - f.0, p.1 - f.1)
    let qd = q.0 * d.0 + q.1 * d.1, qq = q.0 * q.0 + q.1 * q.1, a = d.0 * d.0 + d.1 * d.1 - r * r
    return (qd - (qd * qd - a * qq).squareRoot()) / a
}
