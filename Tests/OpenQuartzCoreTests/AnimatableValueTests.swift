import Testing
import Foundation
@testable import OpenQuartzCore

@Suite struct AnimatableValueConversionTests {
    @Test func numbersOfEveryTypeBecomeNumbers() {
        let inputs: [Any] = [2 as Int, 2.0 as Double, CGFloat(2), Float(2), Int32(2), NSNumber(value: 2)]
        for v in inputs {
            guard case .number(let d) = AnimatableValue(v) else { Issue.record("\(type(of: v)) not a number"); continue }
            #expect(d == 2)
        }
        #expect(AnimatableValue(true).kind == .discrete)
    }

    @Test func structsRawAndBoxed() {
        let p = CGPoint(x: 1, y: 2)
        #expect(AnimatableValue(p).kind == .point)
        #expect(AnimatableValue(NSValue(cgPoint: p)).boxed() as? CGPoint == p)
        let t = CATransform3DMakeScale(2, 3, 1)
        #expect(AnimatableValue(NSValue(caTransform3D: t)).boxed() as? CATransform3D == t)
        #expect(AnimatableValue(NSValue(cgSize: CGSize(width: 1, height: 2))).kind == .size)
        #expect(AnimatableValue(NSValue(cgRect: .zero)).kind == .rect)
        #expect(AnimatableValue(NSValue(cgAffineTransform: .identity)).kind == .affine)
        #expect(AnimatableValue(CGVector(dx: 1, dy: 2)).boxed() as? CGPoint == CGPoint(x: 1, y: 2))
    }

    @Test func nilNullArraysAndOthers() {
        #expect(AnimatableValue(nil).kind == .null)
        #expect(AnimatableValue(NSNull()).kind == .null)
        #expect(AnimatableValue([0, 0.5, 1] as [Double]).kind == .numbers)
        #expect(AnimatableValue([NSNumber(value: 1), NSNumber(value: 2)]).kind == .numbers)
        #expect(AnimatableValue([1, 2.5] as [Any]).kind == .numbers)
        let colors: [Any] = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(gray: 0.5, alpha: 1)]
        #expect(AnimatableValue(colors).kind == .colors)
        #expect(AnimatableValue(["a", 1] as [Any]).kind == .discrete)
        #expect(AnimatableValue("fade").kind == .discrete)
    }

    @Test func boxingBackToTheExpectedType() {
        let v = AnimatableValue(0.5)
        #expect(v.boxed(as: .float) as? Float == 0.5)
        #expect(v.boxed(as: .cgFloat) as? CGFloat == 0.5)
        #expect(AnimatableValue(2.6).boxed(as: .int) as? Int == 3)
        #expect(AnimatableValue(Double.nan).boxed(as: .int) as? Int == 0)
        let c = AnimatableValue(CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)).boxed() as? CGColor
        #expect(c?.components == [1, 0.5, 0, 1])
        #expect(AnimatableValue(nil).boxed() == nil)
        #expect(AnimatableValue([1.0, 2.0]).boxed(as: .cgFloatArray) as? [CGFloat] == [1, 2])
    }
}

@Suite struct AnimatableValueInterpolationTests {
    private func number(_ v: AnimatableValue) -> Double? { if case .number(let d) = v { return d }; return nil }

    @Test func scalarsAndStructs() {
        #expect(number(.interpolate(.number(10), .number(20), 0.25)) == 12.5)
        #expect(number(.interpolate(.number(10), .number(20), 1.5)) == 25)   // overshoot extrapolates
        #expect(number(.interpolate(.number(0), .number(2 * .pi), 0.5)) == .pi) // angles are not normalised
        guard case .point(let p) = AnimatableValue.interpolate(.point(CGPoint(x: 0, y: 10)), .point(CGPoint(x: 100, y: 30)), 0.3) else { Issue.record(); return }
        #expect(abs(p.x - 30) < 1e-12 && abs(p.y - 16) < 1e-12)
        guard case .rect(let r) = AnimatableValue.interpolate(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), .rect(CGRect(x: 10, y: 20, width: 30, height: 50)), 0.5) else { Issue.record(); return }
        #expect(r == CGRect(x: 5, y: 10, width: 20, height: 30))
        guard case .size(let s) = AnimatableValue.interpolate(.size(.zero), .size(CGSize(width: 8, height: 4)), 0.75) else { Issue.record(); return }
        #expect(s == CGSize(width: 6, height: 3))
    }

    @Test func colorsPerComponentAndNilAsTransparent() {
        let red = AnimatableValue(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        let blue = AnimatableValue(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        guard case .color(let c) = AnimatableValue.interpolate(red, blue, 0.25) else { Issue.record(); return }
        #expect(c == RGBA(red: 0.75, green: 0, blue: 0.25, alpha: 0.875))
        guard case .color(let n) = AnimatableValue.interpolate(.null, red, 0.5) else { Issue.record(); return }
        #expect(n == RGBA(red: 0.5, green: 0, blue: 0, alpha: 0.5))
        // Overshoot is kept (clamping happens when rendering).
        guard case .color(let o) = AnimatableValue.interpolate(red, blue, 1.2) else { Issue.record(); return }
        #expect(abs(o.blue - 1.2) < 1e-12 && abs(o.red + 0.2) < 1e-12)
    }

    @Test func arraysIncludingMismatchedLengths() {
        guard case .numbers(let n) = AnimatableValue.interpolate(.numbers([0, 0.5, 1]), .numbers([0.2, 0.7, 1]), 0.5) else { Issue.record(); return }
        #expect(n.count == 3 && abs(n[0] - 0.1) < 1e-15 && abs(n[1] - 0.6) < 1e-15 && n[2] == 1)
        // Shorter → longer: common prefix interpolated; length switches at 0.5.
        guard case .numbers(let early) = AnimatableValue.interpolate(.numbers([0, 1]), .numbers([1, 2, 3]), 0.25) else { Issue.record(); return }
        #expect(early == [0.25, 1.25])
        guard case .numbers(let late) = AnimatableValue.interpolate(.numbers([0, 1]), .numbers([1, 2, 3]), 0.75) else { Issue.record(); return }
        #expect(late == [0.75, 1.75, 3])
        guard case .numbers(let empty) = AnimatableValue.interpolate(.numbers([]), .numbers([4]), 0.75) else { Issue.record(); return }
        #expect(empty == [4])
    }

    @Test func transformsGoThroughDecomposition() {
        let a = AnimatableValue.transform(CATransform3DIdentity)
        let b = AnimatableValue.transform(CATransform3DMakeRotation(.pi / 3, 0, 0, 1))
        guard case .transform(let m) = AnimatableValue.interpolate(a, b, 0.5) else { Issue.record(); return }
        // Halfway is a rotation by π/6: cos and sin checked entry by entry.
        #expect(abs(m.m11 - cos(Double.pi / 6)) < 1e-12 && abs(m.m12 - sin(Double.pi / 6)) < 1e-12)
        #expect(abs(m.m21 + sin(Double.pi / 6)) < 1e-12 && abs(m.m22 - cos(Double.pi / 6)) < 1e-12)
        guard case .affine(let af) = AnimatableValue.interpolate(.affine(.identity), .affine(CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 3, y: 3)), 0.5) else { Issue.record(); return }
        #expect(abs(af.a - 2) < 1e-12 && abs(af.tx - 5) < 1e-12)
    }

    @Test func discreteAndMismatchedKindsSwitchAtTheMidpoint() {
        let a = AnimatableValue("left"), b = AnimatableValue("right")
        #expect(AnimatableValue.interpolate(a, b, 0.49).boxed() as? String == "left")
        #expect(AnimatableValue.interpolate(a, b, 0.5).boxed() as? String == "right")
        #expect(number(.interpolate(.number(1), .point(.zero), 0.2)) == 1)
        #expect(!AnimatableValue.interpolatesContinuously(.number(1), .point(.zero)))
        #expect(AnimatableValue.interpolatesContinuously(.null, AnimatableValue(CGColor(gray: 0, alpha: 1))))
    }

    @Test func pathsMorphWhenStructuresMatch() {
        let a = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let b = CGPath(rect: CGRect(x: 10, y: 10, width: 30, height: 30), transform: nil)
        guard case .path(let mid) = AnimatableValue.interpolate(.path(a), .path(b), 0.5) else { Issue.record(); return }
        #expect(mid.boundingBox == CGRect(x: 5, y: 5, width: 20, height: 20))
    }
}

@Suite struct AnimatableValueArithmeticTests {
    @Test func componentwiseAddSubtractScale() {
        guard case .point(let p) = AnimatableValue.add(.point(CGPoint(x: 1, y: 2)), .point(CGPoint(x: 10, y: 20))) else { Issue.record(); return }
        #expect(p == CGPoint(x: 11, y: 22))
        guard case .number(let d) = AnimatableValue.subtract(.number(5), .number(8)) else { Issue.record(); return }
        #expect(d == -3)
        guard case .numbers(let n) = AnimatableValue.scale(.numbers([1, 2]), by: 3) else { Issue.record(); return }
        #expect(n == [3, 6])
        guard case .numbers(let m) = AnimatableValue.add(.numbers([1, 2, 3]), .numbers([10])) else { Issue.record(); return }
        #expect(m == [11, 2, 3])
        guard case .color(let c) = AnimatableValue.add(.color(RGBA(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)), .color(RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5))) else { Issue.record(); return }
        #expect(abs(c.red - 0.6) < 1e-15 && abs(c.alpha - 0.9) < 1e-15)
    }

    @Test func transformsConcatenateDeltaFirst() {
        let base = CATransform3DMakeTranslation(100, 0, 0)
        let delta = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        guard case .transform(let sum) = AnimatableValue.add(.transform(base), .transform(delta)) else { Issue.record(); return }
        // Rotate in place first, then translate: the translation stays (100, 0).
        #expect(abs(sum.m41 - 100) < 1e-12 && abs(sum.m42) < 1e-12)
        #expect(abs(sum.m12 - 1) < 1e-12)
        guard case .transform(let diff) = AnimatableValue.subtract(.transform(sum), .transform(base)) else { Issue.record(); return }
        for r in 0..<4 { for c in 0..<4 { #expect(abs(diff[r, c] - delta[r, c]) < 1e-12) } }
        guard case .transform(let twice) = AnimatableValue.scale(.transform(delta), by: 2) else { Issue.record(); return }
        #expect(abs(twice.m11 + 1) < 1e-12 && abs(twice.m12) < 1e-12)   // rotation by π
    }

    @Test func pathsAndDiscreteValuesDoNotAdd() {
        let p = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        guard case .path(let r) = AnimatableValue.add(.path(p), .path(p)) else { Issue.record(); return }
        #expect(r == p)
        #expect(AnimatableValue.scale(AnimatableValue("x"), by: 3).boxed() as? String == "x")
    }
}
