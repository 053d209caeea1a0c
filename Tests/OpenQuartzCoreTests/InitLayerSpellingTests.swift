import Testing
import Foundation
@testable import OpenQuartzCore

/// Subclasses spelled exactly as on Apple's platforms: `override init()` and
/// `override init(layer: Any)` (Apple's `init(layer:)` is not `required`).
/// The presentation copy must still be of the subclass and go through its
/// `init(layer:)` override.
@MainActor final class ApplePortedLayer: CALayer {
    var tint = 0
    var copiedBy: String = "model"
    override init() { super.init() }
    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? ApplePortedLayer { tint = other.tint }
        copiedBy = "init(layer:)"
    }
}

/// The same spelling on a subclass of a built-in layer class.
@MainActor final class ApplePortedShapeLayer: CAShapeLayer {
    var label = ""
    override init() { super.init() }
    override init(layer: Any) {
        super.init(layer: layer)
        label = ((layer as? ApplePortedShapeLayer)?.label ?? "") + " (copy)"
    }
}

/// A subclass that declares no initializer inherits them all.
@MainActor final class NoInitializersLayer: CALayer { var n = 3 }

@Suite @MainActor struct InitLayerSpellingTests {
    @Test func overrideInitLayerRunsForPresentationCopies() {
        let l = ApplePortedLayer()
        l.tint = 42
        let p = l.presentation()!
        #expect(p.tint == 42)
        #expect(p.copiedBy == "init(layer:)")
        #expect(l.copiedBy == "model")
        #expect(p.model() === l)
    }

    @Test func builtInSubclassOverrideRunsAndKeepsBuiltInState() {
        let s = ApplePortedShapeLayer()
        s.label = "ring"
        s.lineWidth = 7
        let p = s.presentation()!
        #expect(p.label == "ring (copy)")
        #expect(p.lineWidth == 7)          // CAShapeLayer's own init(layer:) still copied its state
    }

    @Test func subclassWithoutInitializersCopiesAsItsOwnClass() {
        let l = NoInitializersLayer()
        let p = l.presentation()!
        #expect(type(of: p) == NoInitializersLayer.self)
        #expect(p.n == 3)                  // the property's initial value (no init(layer:) copying it)
    }

    @Test func renderedFramesUseTheOverride() {
        let l = ApplePortedLayer()
        l.tint = 5
        let frame = l.frameCopy(at: CACurrentMediaTime()) as? ApplePortedLayer
        #expect(frame?.tint == 5)
        #expect(frame?.copiedBy == "init(layer:)")
    }
}
