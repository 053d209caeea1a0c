import Testing
import Foundation
@testable import OpenCoreGraphics

/// Pattern colours in a bitmap context: tiles at positions worked out from
/// the cell, the steps, the matrix and the phase (the context is y-up: user
/// y is memory row `height − 1 − y`).
@Suite struct CGPatternTests {
    /// A pattern whose cell fills (0, 0, 5, 5) of pattern space with opaque
    /// red, repeated every `step`; `calls` counts the cell's drawings.
    static func redSquares(step: CGFloat = 10, matrix: CGAffineTransform = .identity, colored: Bool = true,
                           calls: UnsafeMutablePointer<Int>? = nil) -> CGPattern? {
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: { info, context in
            info?.assumingMemoryBound(to: Int.self).pointee += 1
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }, releaseInfo: nil)
        return CGPattern(info: calls.map { UnsafeMutableRawPointer($0) }, bounds: CGRect(x: 0, y: 0, width: 5, height: 5),
                         matrix: matrix, xStep: step, yStep: step, tiling: .constantSpacing, isColored: colored,
                         callbacks: &callbacks)
    }

    /// A 20 × 20 context filled all over with `pattern` (coloured, alpha 1).
    static func filled(_ pattern: CGPattern, components: [CGFloat] = [1], base: CGColorSpace? = nil,
                       setup: (CGContext) -> Void = { _ in }) -> CGContext {
        let context = makeContext(20, 20)
        context.setFillColorSpace(CGColorSpace(patternBaseSpace: base)!)
        context.setFillPattern(pattern, colorComponents: components)
        setup(context)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        return context
    }

    let red: [UInt8] = [255, 0, 0, 255], clear: [UInt8] = [0, 0, 0, 0]

    @Test func colouredCellsRepeatEveryStepFromTheOrigin() {
        let c = Self.filled(Self.redSquares()!)
        // Squares at x, y ∈ [0, 5) ∪ [10, 15); centre samples of each quadrant.
        #expect(c.bytes(2, 19 - 2) == red && c.bytes(12, 19 - 2) == red)
        #expect(c.bytes(2, 19 - 12) == red && c.bytes(12, 19 - 12) == red)
        #expect(c.bytes(7, 19 - 2) == clear && c.bytes(2, 19 - 7) == clear && c.bytes(17, 19 - 17) == clear)
        // Edges: x = 4 is the last red column, x = 5 the first clear one.
        #expect(c.bytes(4, 19 - 4) == red && c.bytes(5, 19 - 4) == clear && c.bytes(4, 19 - 5) == clear)
    }

    @Test func theCTMDoesNotMoveThePatternButThePhaseDoes() {
        let moved = Self.filled(Self.redSquares()!) { $0.translateBy(x: 3, y: 0) }
        // The fill rect moves (its left 3 columns stay empty); the tiles do not.
        #expect(moved.bytes(2, 19 - 2) == clear && moved.bytes(3, 19 - 2) == red && moved.bytes(5, 19 - 2) == clear)
        #expect(moved.bytes(12, 19 - 2) == red)
        let phased = Self.filled(Self.redSquares()!) { $0.setPatternPhase(CGSize(width: 3, height: 0)) }
        // Tiling starts at x = 3: squares over x ∈ [3, 8) and [13, 18).
        #expect(phased.bytes(2, 19 - 2) == clear && phased.bytes(3, 19 - 2) == red && phased.bytes(7, 19 - 2) == red)
        #expect(phased.bytes(8, 19 - 2) == clear && phased.bytes(13, 19 - 2) == red)
    }

    @Test func theMatrixScalesTheCellAndItsStep() {
        let c = Self.filled(Self.redSquares(matrix: CGAffineTransform(scaleX: 2, y: 2))!)
        // Cell (0, 0, 10, 10), step 20: one square in the corner.
        #expect(c.bytes(9, 19 - 9) == red && c.bytes(10, 19 - 9) == clear && c.bytes(9, 19 - 10) == clear)
        #expect(c.bytes(15, 19 - 15) == clear)
    }

    @Test func uncolouredPatternsPaintTheirComponents() {
        let c = Self.filled(Self.redSquares(colored: false)!, components: [0, 0, 1, 1], base: CGColorSpace(name: CGColorSpace.sRGB))
        // The cell's own red is ignored: the stencil is painted blue.
        #expect(c.bytes(2, 19 - 2) == [0, 0, 255, 255] && c.bytes(12, 19 - 12) == [0, 0, 255, 255])
        #expect(c.bytes(7, 19 - 7) == clear)
        let half = Self.filled(Self.redSquares(colored: false)!, components: [0, 1, 0, 0.5], base: CGColorSpace(name: CGColorSpace.sRGB))
        #expect(half.bytes(2, 19 - 2) == [0, 128, 0, 128])
    }

    @Test func aPatternColourIsAnOrdinaryFillColour() {
        let pattern = Self.redSquares()!
        let space = CGColorSpace(patternBaseSpace: nil)!
        #expect(space.model == .pattern && space.numberOfComponents == 0 && space.baseColorSpace == nil)
        let alpha: [CGFloat] = [0.5]
        let color = CGColor(patternSpace: space, pattern: pattern, components: alpha)!
        #expect(color.pattern === pattern && color.alpha == 0.5)
        let c = makeContext(20, 20)
        c.setFillColor(color)
        c.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        // Half-alpha red, premultiplied: 255 · 0.5 rounds to 128.
        #expect(c.bytes(12, 19 - 2) == [128, 0, 0, 128] && c.bytes(7, 19 - 2) == clear)
        // A plain colour afterwards replaces the pattern.
        c.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(c.bytes(7, 19 - 2) == [0, 0, 255, 255])
    }

    @Test func theCellIsDrawnOnceForEveryFillAtOneScale() {
        let calls = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        calls.pointee = 0
        defer { calls.deallocate() }
        let pattern = Self.redSquares(calls: calls)!
        _ = Self.filled(pattern)
        _ = Self.filled(pattern)
        #expect(calls.pointee == 1)
        // Twice the device scale: a second tile.
        _ = Self.filled(pattern) { $0.scaleBy(x: 2, y: 2) }
        #expect(calls.pointee == 1, "the CTM does not scale patterns")
        _ = Self.filled(Self.redSquares(matrix: CGAffineTransform(scaleX: 2, y: 2), calls: calls)!)
        #expect(calls.pointee == 2)
    }

    @Test func strokesPaintWithTheStrokePattern() {
        let c = makeContext(20, 20)
        c.setStrokeColorSpace(CGColorSpace(patternBaseSpace: nil)!)
        c.setStrokePattern(Self.redSquares()!, colorComponents: [1])
        c.setLineWidth(2)
        c.stroke(CGRect(x: 1, y: 1, width: 18, height: 18))   // covers x ∈ [0, 2] at every height
        #expect(c.bytes(1, 19 - 2) == red && c.bytes(1, 19 - 7) == clear && c.bytes(1, 19 - 12) == red)
    }

    @Test func badInputIsRefusedOrReplacedWithADiagnostic() {
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: nil, releaseInfo: nil)
        let cell = CGRect(x: 0, y: 0, width: 4, height: 6)
        func make(_ bounds: CGRect, _ x: CGFloat, _ y: CGFloat, _ m: CGAffineTransform = .identity) -> CGPattern? {
            CGPattern(info: nil, bounds: bounds, matrix: m, xStep: x, yStep: y, tiling: .noDistortion, isColored: true, callbacks: &callbacks)
        }
        let (results, messages) = CGDiagnostics.capture {
            [make(cell, .nan, 5), make(cell, 5, .infinity), make(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1), 5, 5),
             make(cell, 5, 5, CGAffineTransform(scaleX: 0, y: 1)), make(.zero, 0, 0)]
        }
        #expect(results.allSatisfy { $0 == nil })
        // Five refusals, the last after its zero-step notice.
        #expect(messages.count == 6 && messages.allSatisfy { $0.hasPrefix("CGPatternCreate") })
        let (zero, zeroMessages) = CGDiagnostics.capture { make(cell, 0, -8) }
        // A zero step takes the cell's width; a negative one its magnitude.
        #expect(zero?.xStep == 4 && zero?.yStep == 8 && zeroMessages.count == 1)
    }

    @Test func aHugeCellIsDrawnAtALowerScale() {
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: { _, context in
            context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 100_000, height: 100_000))
        }, releaseInfo: nil)
        let pattern = CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 100_000, height: 100_000), matrix: .identity,
                                xStep: 100_000, yStep: 100_000, tiling: .constantSpacing, isColored: true, callbacks: &callbacks)!
        let (context, messages) = CGDiagnostics.capture { Self.filled(pattern) }
        #expect(messages.contains { $0.contains("lower scale") })
        #expect(context.bytes(10, 10) == [0, 255, 0, 255])
        let tile = pattern.tile(scale: 1)!
        #expect(tile.pixels.width * tile.pixels.height <= CGPattern.maxTilePixels)
    }
}
