import Foundation
import OpenUIKit

/// One element of a path, for comparisons in tests.
struct Element: Equatable, CustomStringConvertible {
    var type: CGPathElementType
    var points: [CGPoint]

    var description: String {
        let name: String
        switch type {
        case .moveToPoint: name = "move"
        case .addLineToPoint: name = "line"
        case .addQuadCurveToPoint: name = "quad"
        case .addCurveToPoint: name = "curve"
        case .closeSubpath: name = "close"
        }
        return name + points.map { "(\($0.x), \($0.y))" }.joined()
    }
}

extension CGPath {
    /// The path's elements with their points (a close has none).
    var elements: [Element] {
        var result: [Element] = []
        applyWithBlock { e in
            let n = e.pointee.type.pointCount
            result.append(Element(type: e.pointee.type, points: (0..<n).map { e.pointee.points[$0] }))
        }
        return result
    }

    /// The element types only.
    var types: [CGPathElementType] { elements.map(\.type) }
}
