import Foundation

extension UIBezierPath {
    /// A path with the same shape traced backwards (Apple's `reversing()`),
    /// keeping this path's drawing attributes.
    ///
    /// Subpaths keep their order; each is reversed on its own. An open
    /// subpath starts at its old end point and runs back to its old start.
    /// A closed one keeps its start point: a move there, a line along the
    /// old closing edge (when it had length), the old segments backwards
    /// (curves with their control points swapped) and a close; a final
    /// straight segment back to the start is left to the close. Fill results
    /// are unchanged for the even-odd rule and flip winding signs otherwise.
    public func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.takeAttributes(of: self)
        for subpath in Subpath.split(path.storage) {
            subpath.appendReversed(to: reversed.path)
        }
        return reversed
    }
}

/// One subpath read from a path's storage: its start, its segments and
/// whether it was closed.
private struct Subpath {
    /// A drawn segment: its kind, its control points and its end point.
    struct Segment {
        var kind: CGPathElementType
        var controls: [CGPoint]
        var end: CGPoint
    }

    var start: CGPoint
    var segments: [Segment] = []
    var closed = false

    /// The subpaths of `storage`, in order. A lone move is a subpath with
    /// no segments; segments after a close start a new subpath at the
    /// closed one's start, as Core Graphics draws them.
    static func split(_ storage: CGPathStorage) -> [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        var restart = CGPoint.zero
        var index = 0
        for kind in storage.kinds {
            let n = kind.pointCount
            let points = Array(storage.points[index..<index + n])
            index += n
            switch kind {
            case .moveToPoint:
                if let c = current { result.append(c) }
                current = Subpath(start: points[0])
            case .closeSubpath:
                var c = current ?? Subpath(start: restart)
                c.closed = true
                result.append(c)
                restart = c.start
                current = nil
            default:
                if current == nil { current = Subpath(start: restart) }
                current?.segments.append(Segment(kind: kind, controls: Array(points.dropLast()), end: points[n - 1]))
            }
        }
        if let c = current { result.append(c) }
        return result
    }

    /// The point each segment starts from.
    private var segmentStarts: [CGPoint] {
        var starts: [CGPoint] = []
        var p = start
        for s in segments {
            starts.append(p)
            p = s.end
        }
        return starts
    }

    /// Appends this subpath, traced backwards, to `path`.
    func appendReversed(to path: CGMutablePath) {
        let starts = segmentStarts
        let end = segments.last?.end ?? start
        if closed {
            path.move(to: start)
            if end != start { path.addLine(to: end) }
            for i in segments.indices.reversed() {
                if i == 0, segments[i].kind == .addLineToPoint { break }  // the close draws it
                appendSegment(segments[i], to: starts[i], in: path)
            }
            path.closeSubpath()
        } else {
            path.move(to: end)
            for i in segments.indices.reversed() { appendSegment(segments[i], to: starts[i], in: path) }
        }
    }

    /// Appends `segment` backwards: from its end to `target`, its old start.
    private func appendSegment(_ segment: Segment, to target: CGPoint, in path: CGMutablePath) {
        switch segment.kind {
        case .addQuadCurveToPoint:
            path.addQuadCurve(to: target, control: segment.controls[0])
        case .addCurveToPoint:
            path.addCurve(to: target, control1: segment.controls[1], control2: segment.controls[0])
        default:
            path.addLine(to: target)
        }
    }
}
