import Foundation
@testable import OpenCoreGraphics

/// One path element as plain values, for comparisons in tests.
struct Element: Equatable, CustomStringConvertible {
    var type: CGPathElementType
    var points: [CGPoint]

    init(_ type: CGPathElementType, _ points: [CGPoint] = []) {
        self.type = type
        self.points = points
    }

    static func move(_ x: CGFloat, _ y: CGFloat) -> Element { Element(.moveToPoint, [CGPoint(x: x, y: y)]) }
    static func line(_ x: CGFloat, _ y: CGFloat) -> Element { Element(.addLineToPoint, [CGPoint(x: x, y: y)]) }
    static let close = Element(.closeSubpath)

    var description: String { "\(type) \(points.map { "(\($0.x), \($0.y))" }.joined(separator: " "))" }
}

extension CGPath {
    /// The elements read back through Apple's iteration API.
    var elements: [Element] {
        var result: [Element] = []
        applyWithBlock { pointer in
            let element = pointer.pointee
            let n = element.type.pointCount
            result.append(Element(element.type, (0..<n).map { element.points[$0] }))
        }
        return result
    }
}

func approx(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

func approx(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

func approx(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    approx(a.minX, b.minX, tolerance) && approx(a.minY, b.minY, tolerance)
        && approx(a.width, b.width, tolerance) && approx(a.height, b.height, tolerance)
}

/// Whether two element lists have the same kinds and points within `tolerance`.
func approx(_ a: [Element], _ b: [Element], _ tolerance: CGFloat = 1e-9) -> Bool {
    guard a.count == b.count else { return false }
    for (x, y) in zip(a, b) {
        guard x.type == y.type, x.points.count == y.points.count else { return false }
        for (p, q) in zip(x.points, y.points) where !approx(p, q, tolerance) { return false }
    }
    return true
}

func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

/// The diagnostics emitted while running `body`.
func diagnostics(_ body: () -> Void) -> [String] {
    CGDiagnostics.capture(body).messages
}
