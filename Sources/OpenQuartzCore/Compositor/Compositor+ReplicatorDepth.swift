import Foundation
import Raster

extension Compositor {
    /// The depth of the centre of `bounds` under `m` (z / w after the
    /// matrix; −∞ behind the eye): the painter's key of 3D sorting, farthest
    /// (smallest) first.
    static func depth(ofCentreOf bounds: CGRect, under m: CATransform3D) -> Double {
        let x = Double(bounds.midX), y = Double(bounds.midY)
        let z = x * Double(m.m13) + y * Double(m.m23) + Double(m.m43)
        let w = x * Double(m.m14) + y * Double(m.m24) + Double(m.m44)
        return w > 0 ? z / w : -.infinity
    }

    /// A replicator whose `preservesDepth` is true: its copies are not drawn
    /// one after another but as one 3D set, as a `CATransformLayer`'s
    /// sublayers are — every sublayer of every copy sorted by the depth of
    /// its centre in the replicator's space (farthest first; copy order,
    /// then sublayer order, on ties), then drawn through the replicator's
    /// map. So a ring of copies turned about the y axis shows its near side
    /// over its far side whatever the copy order. Like the transform layer's
    /// sorting it orders whole layers (planes that cut through each other
    /// are not split).
    func drawReplicatedInDepth(_ model: CALayer, _ layer: LayerValues, _ replicator: ReplicatorValues, count: Int,
                               map: ProjectiveTransform, into canvas: Canvas, alpha: Double) {
        struct Item { var instance: CAReplicatorLayer.Instance; var child: CALayer; var values: LayerValues
                      var matrix: CATransform3D; var depth: Double; var order: Int }
        var items: [Item] = []
        let savedShift = timeShift
        defer { timeShift = savedShift }
        for i in 0..<count {
            let instance = replicator.instance(i, bounds: layer.bounds)
            guard alpha * instance.color.alpha > 0 else { continue }
            timeShift = savedShift + instance.timeOffset
            for (child, values) in orderedChildren(model.children) {
                let m = CATransform3DConcat(values.layerToSuperlayerMatrix(sublayerTransformOf: layer), instance.matrix)
                items.append(Item(instance: instance, child: child, values: values, matrix: m,
                                  depth: Self.depth(ofCentreOf: values.bounds, under: m), order: items.count))
            }
        }
        items.sort { $0.depth != $1.depth ? $0.depth < $1.depth : $0.order < $1.order }
        for item in items {
            timeShift = savedShift + item.instance.timeOffset
            let c = item.instance.color
            let instanceAlpha = alpha * c.alpha
            if c.red == 1 && c.green == 1 && c.blue == 1 {
                drawChild(item.child, item.values, matrix: item.matrix, parentMap: map, into: canvas, alpha: instanceAlpha)
                continue
            }
            let reach = item.values.isTransformLayer
                ? nil : estimateBox(item.child, item.values, map: ProjectiveTransform(item.matrix).concatenating(map))
            drawTinted(c, alpha: instanceAlpha, reach: reach, into: canvas) { offscreen, offset in
                drawChild(item.child, item.values, matrix: item.matrix, parentMap: map.concatenating(offset),
                          into: offscreen, alpha: 1)
            }
        }
    }

    /// Draws something offscreen (only where it can `reach`, in device
    /// pixels; nil: anywhere on the canvas) with `draw(offscreen, offset)` —
    /// `offset` maps the canvas to the offscreen — then composites it
    /// multiplied by `color` (a replicator copy's tint) at `alpha`.
    func drawTinted(_ color: RGBA, alpha: Double, reach: CGRect?, into canvas: Canvas,
                    _ draw: (Canvas, ProjectiveTransform) -> Void) {
        var box = canvasRect(canvas)
        if let reach { box = box.intersection(reach) }
        guard let pixels = PixelBox(box), let off = offscreens.take(width: pixels.width, height: pixels.height) else { return }
        defer { offscreens.recycle(off) }
        draw(off, .translation(-Double(pixels.x), -Double(pixels.y)))
        let tint = Raster.Color(red: color.red, green: color.green, blue: color.blue, alpha: 1)
        let paint = Paint(shader: .image(ImagePattern(image: off.pixmap, quality: .nearest, tint: tint)), alpha: alpha)
        canvas.fillRect(Rect(x: 0, y: 0, width: Double(pixels.width), height: Double(pixels.height)), paint: paint,
                        transform: .translation(Double(pixels.x), Double(pixels.y)))
    }
}
