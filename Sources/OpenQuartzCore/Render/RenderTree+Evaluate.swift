import Foundation

/// The presentation values of every layer of a `RenderTree` at one frame
/// time. Reused across frames: `evaluate` overwrites it without allocating.
///
/// Storage is manually allocated buffers rather than arrays: with arrays,
/// every frame paid copy-on-write copies of the model values (a malloc per
/// array) and a dynamic exclusivity check per element write through the
/// closures of the evaluation loop (callgrind: `swift_beginAccess` and
/// `malloc` were the two largest costs).
package final class PresentationFrame {
    /// The frame's storage. A struct of pointers, read once per evaluation:
    /// through class properties every element access paid a dynamic
    /// exclusivity check (`swift_beginAccess`, 25 % of the frame in callgrind).
    package private(set) var buffers = FrameBuffers()
    /// The build of the tree whose model values the buffers hold.
    var modelGeneration: UInt64 = .max
    var fraction = UnsafeMutableBufferPointer<Double>(start: nil, count: 0)
    var iteration = UnsafeMutableBufferPointer<Int>(start: nil, count: 0)

    package init() {}

    deinit {
        buffers.deallocate()
        fraction.deallocate()
        iteration.deallocate()
    }

    package var count: Int { buffers.count }
    package var position: UnsafeMutableBufferPointer<CGPoint> { buffers.position }
    package var bounds: UnsafeMutableBufferPointer<CGRect> { buffers.bounds }
    package var anchorPoint: UnsafeMutableBufferPointer<CGPoint> { buffers.anchorPoint }
    package var zPosition: UnsafeMutableBufferPointer<CGFloat> { buffers.zPosition }
    package var opacity: UnsafeMutableBufferPointer<Float> { buffers.opacity }
    package var cornerRadius: UnsafeMutableBufferPointer<CGFloat> { buffers.cornerRadius }
    package var borderWidth: UnsafeMutableBufferPointer<CGFloat> { buffers.borderWidth }
    package var shadowOpacity: UnsafeMutableBufferPointer<Float> { buffers.shadowOpacity }
    package var shadowRadius: UnsafeMutableBufferPointer<CGFloat> { buffers.shadowRadius }
    package var transform: UnsafeMutableBufferPointer<CATransform3D> { buffers.transform }
    package var backgroundColor: UnsafeMutableBufferPointer<RGBA> { buffers.backgroundColor }

    /// Makes room for `layers` layers and `timings` timing records (no-op when the sizes match).
    func reserve(layers: Int, timings: Int) {
        if layers != buffers.count {
            buffers.deallocate()
            buffers = FrameBuffers(count: layers)
            modelGeneration = .max
        }
        if timings != fraction.count {
            fraction.deallocate(); iteration.deallocate()
            fraction = .allocate(capacity: timings); iteration = .allocate(capacity: timings)
        }
    }
}

/// The per-layer buffers of a frame.
package struct FrameBuffers {
    package var count = 0
    package var localTime = UnsafeMutableBufferPointer<Double>(start: nil, count: 0)
    package var position = UnsafeMutableBufferPointer<CGPoint>(start: nil, count: 0)
    package var bounds = UnsafeMutableBufferPointer<CGRect>(start: nil, count: 0)
    package var anchorPoint = UnsafeMutableBufferPointer<CGPoint>(start: nil, count: 0)
    package var zPosition = UnsafeMutableBufferPointer<CGFloat>(start: nil, count: 0)
    package var opacity = UnsafeMutableBufferPointer<Float>(start: nil, count: 0)
    package var cornerRadius = UnsafeMutableBufferPointer<CGFloat>(start: nil, count: 0)
    package var borderWidth = UnsafeMutableBufferPointer<CGFloat>(start: nil, count: 0)
    package var shadowOpacity = UnsafeMutableBufferPointer<Float>(start: nil, count: 0)
    package var shadowRadius = UnsafeMutableBufferPointer<CGFloat>(start: nil, count: 0)
    package var transform = UnsafeMutableBufferPointer<CATransform3D>(start: nil, count: 0)
    package var backgroundColor = UnsafeMutableBufferPointer<RGBA>(start: nil, count: 0)

    init() {}

    init(count n: Int) {
        count = n
        localTime = .allocate(capacity: n); position = .allocate(capacity: n)
        bounds = .allocate(capacity: n); anchorPoint = .allocate(capacity: n)
        zPosition = .allocate(capacity: n); opacity = .allocate(capacity: n)
        cornerRadius = .allocate(capacity: n); borderWidth = .allocate(capacity: n)
        shadowOpacity = .allocate(capacity: n); shadowRadius = .allocate(capacity: n)
        transform = .allocate(capacity: n); backgroundColor = .allocate(capacity: n)
    }

    func deallocate() {
        localTime.deallocate(); position.deallocate(); bounds.deallocate(); anchorPoint.deallocate()
        zPosition.deallocate(); opacity.deallocate(); cornerRadius.deallocate(); borderWidth.deallocate()
        shadowOpacity.deallocate(); shadowRadius.deallocate(); transform.deallocate()
        backgroundColor.deallocate()
    }

    /// Copies every model value of `tree`.
    func copyModel(of tree: RenderTree) {
        _ = position.update(fromContentsOf: tree.position)
        _ = bounds.update(fromContentsOf: tree.bounds)
        _ = anchorPoint.update(fromContentsOf: tree.anchorPoint)
        _ = zPosition.update(fromContentsOf: tree.zPosition)
        _ = opacity.update(fromContentsOf: tree.opacity)
        _ = cornerRadius.update(fromContentsOf: tree.cornerRadius)
        _ = borderWidth.update(fromContentsOf: tree.borderWidth)
        _ = shadowOpacity.update(fromContentsOf: tree.shadowOpacity)
        _ = shadowRadius.update(fromContentsOf: tree.shadowRadius)
        _ = transform.update(fromContentsOf: tree.transform)
        _ = backgroundColor.update(fromContentsOf: tree.backgroundColor)
    }

    /// Puts one animated property back to its model value.
    @inline(__always)
    func reset(_ t: TouchedProperty, from tree: RenderTree) {
        let i = Int(t.layer)
        switch t.property {
        case .position: position[i] = tree.position[i]
        case .bounds: bounds[i] = tree.bounds[i]
        case .anchorPoint: anchorPoint[i] = tree.anchorPoint[i]
        case .zPosition: zPosition[i] = tree.zPosition[i]
        case .opacity: opacity[i] = tree.opacity[i]
        case .cornerRadius: cornerRadius[i] = tree.cornerRadius[i]
        case .borderWidth: borderWidth[i] = tree.borderWidth[i]
        case .shadowOpacity: shadowOpacity[i] = tree.shadowOpacity[i]
        case .shadowRadius: shadowRadius[i] = tree.shadowRadius[i]
        case .transform: transform[i] = tree.transform[i]
        case .backgroundColor: backgroundColor[i] = tree.backgroundColor[i]
        }
    }
}

extension RenderTree {
    /// Evaluates every animation at media time `t` into `frame`.
    ///
    /// Steady state (same tree, same frame storage) allocates nothing: the
    /// frame's arrays are overwritten in place, timings are evaluated once per
    /// record, and channels write straight into the typed arrays.
    package func evaluate(at t: Double, into frame: PresentationFrame) {
        let n = count
        let tc = timings.count
        frame.reserve(layers: n, timings: tc)
        let b = frame.buffers
        // Model values: all of them once per tree, then only what animations
        // write (copying all 2.6 MB of a 10,000-layer tree every frame was 20 %
        // of the frame).
        if frame.modelGeneration != generation {
            b.copyModel(of: self)
            frame.modelGeneration = generation
        } else {
            touched.withUnsafeBufferPointer { touched in
                for t in touched { b.reset(t, from: self) }
            }
        }
        // Layer times: parents come before children.
        let local = b.localTime
        layerTiming.withUnsafeBufferPointer { timing in
            parent.withUnsafeBufferPointer { parent in
                for i in 0..<n {
                    let p = Int(parent[i])
                    local[i] = timing[i].localTime(fromParent: p < 0 ? t : local[p])
                }
            }
        }
        // Each timing once: the curve-shaped fraction, or NaN when not applied.
        let fraction = frame.fraction, iteration = frame.iteration
        timings.withUnsafeBufferPointer { records in
            for k in 0..<tc {
                let r = records[k]
                let s = r.timing.evaluate(parentTime: local[Int(r.layer)])
                if s.shouldApply {
                    fraction[k] = r.curve.map { $0.solve(s.progress) } ?? s.progress
                    iteration[k] = s.iteration
                } else {
                    fraction[k] = .nan
                }
            }
        }
        // Channels, in insertion order per layer.
        channels.withUnsafeBufferPointer { channels in
            for c in channels {
                let f = fraction[Int(c.timing)]
                guard !f.isNaN else { continue }
                let delta = c.to - c.from
                var v = c.from + delta * f
                if c.isCumulative { v += Double(iteration[Int(c.timing)]) * delta }
                b.write(v, to: c.slot, layer: Int(c.layer), additive: c.isAdditive)
            }
        }
        // Everything else through the compiled animations.
        for g in general {
            let i = Int(g.layer)
            g.compiled.evaluate(parentTime: local[i]) { target, value, additive in
                b.apply(target, value, additive: additive, layer: i)
            }
        }
    }
}

extension FrameBuffers {
    @inline(__always)
    func write(_ v: SIMD4<Double>, to slot: ChannelSlot, layer i: Int, additive: Bool) {
        @inline(__always) func mix(_ old: CGFloat, _ new: Double) -> CGFloat { additive ? old + CGFloat(new) : CGFloat(new) }
        @inline(__always) func mixF(_ old: Float, _ new: Double) -> Float { additive ? old + Float(new) : Float(new) }
        switch slot {
        case .positionX: position[i].x = mix(position[i].x, v[0])
        case .positionY: position[i].y = mix(position[i].y, v[0])
        case .position: position[i] = CGPoint(x: mix(position[i].x, v[0]), y: mix(position[i].y, v[1]))
        case .boundsWidth: bounds[i].size.width = mix(bounds[i].size.width, v[0])
        case .boundsHeight: bounds[i].size.height = mix(bounds[i].size.height, v[0])
        case .boundsX: bounds[i].origin.x = mix(bounds[i].origin.x, v[0])
        case .boundsY: bounds[i].origin.y = mix(bounds[i].origin.y, v[0])
        case .boundsSize: bounds[i].size = CGSize(width: mix(bounds[i].size.width, v[0]), height: mix(bounds[i].size.height, v[1]))
        case .boundsOrigin: bounds[i].origin = CGPoint(x: mix(bounds[i].origin.x, v[0]), y: mix(bounds[i].origin.y, v[1]))
        case .bounds:
            let b = bounds[i]
            bounds[i] = CGRect(x: mix(b.origin.x, v[0]), y: mix(b.origin.y, v[1]),
                               width: mix(b.size.width, v[2]), height: mix(b.size.height, v[3]))
        case .anchorX: anchorPoint[i].x = mix(anchorPoint[i].x, v[0])
        case .anchorY: anchorPoint[i].y = mix(anchorPoint[i].y, v[0])
        case .anchorPoint: anchorPoint[i] = CGPoint(x: mix(anchorPoint[i].x, v[0]), y: mix(anchorPoint[i].y, v[1]))
        case .zPosition: zPosition[i] = mix(zPosition[i], v[0])
        case .opacity: opacity[i] = mixF(opacity[i], v[0])
        case .cornerRadius: cornerRadius[i] = mix(cornerRadius[i], v[0])
        case .borderWidth: borderWidth[i] = mix(borderWidth[i], v[0])
        case .shadowOpacity: shadowOpacity[i] = mixF(shadowOpacity[i], v[0])
        case .shadowRadius: shadowRadius[i] = mix(shadowRadius[i], v[0])
        case .backgroundColor:
            let c = backgroundColor[i]
            backgroundColor[i] = additive
                ? RGBA(red: c.red + v[0], green: c.green + v[1], blue: c.blue + v[2], alpha: c.alpha + v[3])
                : RGBA(red: v[0], green: v[1], blue: v[2], alpha: v[3])
        }
    }

    /// Applies a general animation output to the stored properties it knows;
    /// outputs for other keys are not part of the flat frame.
    func apply(_ target: AnimationTarget, _ value: AnimatableValue, additive: Bool, layer i: Int) {
        func combined(_ current: AnimatableValue) -> AnimatableValue? {
            AnimatableValue.combine(current, target, value, additive: additive)
        }
        switch target.stored {
        case .position?: if let r = combined(.point(position[i]))?.point { position[i] = r }
        case .bounds?: if let r = combined(.rect(bounds[i]))?.rect { bounds[i] = r }
        case .anchorPoint?: if let r = combined(.point(anchorPoint[i]))?.point { anchorPoint[i] = r }
        case .zPosition?: if let r = combined(.number(Double(zPosition[i])))?.cgFloat { zPosition[i] = r }
        case .opacity?: if let r = combined(.number(Double(opacity[i])))?.float { opacity[i] = r }
        case .cornerRadius?: if let r = combined(.number(Double(cornerRadius[i])))?.cgFloat { cornerRadius[i] = r }
        case .borderWidth?: if let r = combined(.number(Double(borderWidth[i])))?.cgFloat { borderWidth[i] = r }
        case .shadowOpacity?: if let r = combined(.number(Double(shadowOpacity[i])))?.float { shadowOpacity[i] = r }
        case .shadowRadius?: if let r = combined(.number(Double(shadowRadius[i])))?.cgFloat { shadowRadius[i] = r }
        case .transform?: if let r = combined(.transform(transform[i]))?.transform3D { transform[i] = r }
        case .backgroundColor?:
            if case .color(let c)? = combined(.color(backgroundColor[i])) { backgroundColor[i] = c }
        case nil: break
        }
    }
}
