import Foundation
@testable import OpenQuartzCore

/// Helpers shared by the transform decomposition / interpolation / component
/// tests. Expected matrices are written out from cos and sin here, not taken
/// from the code under test.
enum TransformTestSupport {
    /// The largest absolute difference between corresponding entries
    /// (infinity when any entry is NaN).
    static func maxDifference(_ a: CATransform3D, _ b: CATransform3D) -> Double {
        var worst = 0.0
        for r in 0..<4 {
            for c in 0..<4 {
                let d = abs(Double(a[r, c]) - Double(b[r, c]))
                if d.isNaN { return .infinity }
                worst = max(worst, d)
            }
        }
        return worst
    }

    /// The largest absolute difference between corresponding entries.
    static func maxDifference(_ a: CGAffineTransform, _ b: CGAffineTransform) -> Double {
        let d = [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].map { abs(Double($0)) }
        return d.contains(where: \.isNaN) ? .infinity : d.max()!
    }

    /// Whether any entry is NaN.
    static func hasNaN(_ m: CATransform3D) -> Bool {
        (0..<4).contains { r in (0..<4).contains { c in m[r, c].isNaN } }
    }

    /// A matrix from 16 doubles, row by row.
    static func matrix(_ e: [Double]) -> CATransform3D {
        precondition(e.count == 16)
        var m = CATransform3D()
        for i in 0..<16 { m[i / 4, i % 4] = CGFloat(e[i]) }
        return m
    }

    /// Rotation about x, row-vector form: +y turns toward +z.
    static func rx(_ a: Double) -> CATransform3D {
        let c = cos(a), s = sin(a)
        return matrix([1, 0, 0, 0,  0, c, s, 0,  0, -s, c, 0,  0, 0, 0, 1])
    }

    /// Rotation about y, row-vector form: +z turns toward +x.
    static func ry(_ a: Double) -> CATransform3D {
        let c = cos(a), s = sin(a)
        return matrix([c, 0, -s, 0,  0, 1, 0, 0,  s, 0, c, 0,  0, 0, 0, 1])
    }

    /// Rotation about z, row-vector form: +x turns toward +y.
    static func rz(_ a: Double) -> CATransform3D {
        let c = cos(a), s = sin(a)
        return matrix([c, s, 0, 0,  -s, c, 0, 0,  0, 0, 1, 0,  0, 0, 0, 1])
    }

    static func scale(_ x: Double, _ y: Double, _ z: Double) -> CATransform3D {
        matrix([x, 0, 0, 0,  0, y, 0, 0,  0, 0, z, 0,  0, 0, 0, 1])
    }

    static func translation(_ x: Double, _ y: Double, _ z: Double) -> CATransform3D {
        matrix([1, 0, 0, 0,  0, 1, 0, 0,  0, 0, 1, 0,  x, y, z, 1])
    }

    /// Shear: x += xy·y + xz·z, y += yz·z (row vectors).
    static func skew(xy: Double, xz: Double, yz: Double) -> CATransform3D {
        matrix([1, 0, 0, 0,  xy, 1, 0, 0,  xz, yz, 1, 0,  0, 0, 0, 1])
    }

    /// Perspective matrix `[I p; 0 w]`.
    static func perspective(_ x: Double, _ y: Double, _ z: Double, _ w: Double) -> CATransform3D {
        matrix([1, 0, 0, x,  0, 1, 0, y,  0, 0, 1, z,  0, 0, 0, w])
    }

    /// Left-to-right product: `chain(a, b, c)` applies a, then b, then c.
    static func chain(_ ms: CATransform3D...) -> CATransform3D {
        ms.dropFirst().reduce(ms[0]) { CATransform3DConcat($0, $1) }
    }

    /// A small deterministic generator (SplitMix64) for reproducible random cases.
    struct Random {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        /// Uniform in `range`.
        mutating func double(_ range: ClosedRange<Double>) -> Double {
            let u = Double(next() >> 11) / Double(1 << 53)
            return range.lowerBound + u * (range.upperBound - range.lowerBound)
        }
    }
}
