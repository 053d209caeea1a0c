import Foundation
import Synchronization

extension RenderTree {
    /// Builds the render tree of `root`'s subtree from the committed state:
    /// committed property values and the committed animations.
    @MainActor package init(root: CALayer) {
        var stack: [(CALayer, Int32)] = [(root, -1)]
        var timingIndex: [TimingKey: Int32] = [:]
        var touchedSet: Set<TouchedProperty> = []
        func touch(_ layer: Int32, _ target: AnimationTarget?) {
            guard let p = target?.stored else { return }
            if touchedSet.insert(TouchedProperty(layer: layer, property: p)).inserted {
                touched.append(TouchedProperty(layer: layer, property: p))
            }
        }
        func touchAll(_ layer: Int32, _ c: CompiledAnimation) {
            touch(layer, c.target)
            if case .group(let children) = c.payload { for child in children { touchAll(layer, child) } }
            if case .keyframes(let track) = c.payload, track.rotationOffset != nil {
                touch(layer, AnimationTarget(key: "transform", component: nil))
            }
        }
        while let (layer, parentIndex) = stack.popLast() {
            let i = Int32(count)
            parent.append(parentIndex)
            layerTiming.append(MediaTimingParameters(layer))
            if layer.uncommittedOldValues.isEmpty {
                // The common case (a tree is built right after a commit): the
                // model values are the committed ones, read typed. Looking
                // each key up by name was a third of a 10,000-layer build.
                position.append(layer.position); bounds.append(layer.bounds); anchorPoint.append(layer.anchorPoint)
                zPosition.append(layer.zPosition); opacity.append(layer.opacity); cornerRadius.append(layer.cornerRadius)
                borderWidth.append(layer.borderWidth); shadowOpacity.append(layer.shadowOpacity)
                shadowRadius.append(layer.shadowRadius); transform.append(layer.transform)
                backgroundColor.append(layer.backgroundColor?.rgba ?? .transparent)
            } else {
                func committed(_ key: String) -> AnimatableValue { layer.uncommittedOldValues[key] ?? layer.readForPresentation(key) }
                position.append(committed("position").point ?? layer.position)
                bounds.append(committed("bounds").rect ?? layer.bounds)
                anchorPoint.append(committed("anchorPoint").point ?? layer.anchorPoint)
                zPosition.append(committed("zPosition").cgFloat ?? layer.zPosition)
                opacity.append(committed("opacity").float ?? layer.opacity)
                cornerRadius.append(committed("cornerRadius").cgFloat ?? layer.cornerRadius)
                borderWidth.append(committed("borderWidth").cgFloat ?? layer.borderWidth)
                shadowOpacity.append(committed("shadowOpacity").float ?? layer.shadowOpacity)
                shadowRadius.append(committed("shadowRadius").cgFloat ?? layer.shadowRadius)
                transform.append(committed("transform").transform3D ?? layer.transform)
                if case .color(let c) = committed("backgroundColor") { backgroundColor.append(c) } else { backgroundColor.append(.transparent) }
            }
            for entry in layer.renderAnimations {
                guard let c = entry.compiled else { continue }
                touchAll(i, c)
                if c.valueFunction == nil, let target = c.target, let slot = ChannelSlot(target),
                   let (from, to) = Self.channelEnds(c.payload, lanes: slot.lanes) {
                    let key = TimingKey(layer: i, timing: c.timing, curve: c.curve)
                    let t: Int32
                    if let existing = timingIndex[key] {
                        t = existing
                    } else {
                        t = Int32(timings.count)
                        timings.append(TimingRecord(layer: i, timing: c.timing, curve: c.curve))
                        timingIndex[key] = t
                    }
                    channels.append(Channel(timing: t, layer: i, slot: slot, isAdditive: c.isAdditive,
                                            isCumulative: c.isCumulative, from: from, to: to))
                } else {
                    general.append(GeneralAnimation(layer: i, compiled: c))
                }
            }
            for child in layer.children.reversed() { stack.append((child, i)) }
        }
        generation = RenderTreeGeneration.next()
    }

    /// The two ends of a basic animation as SIMD lanes, when they have `lanes` numbers.
    private static func channelEnds(_ payload: CompiledAnimation.Payload, lanes: Int) -> (SIMD4<Double>, SIMD4<Double>)? {
        switch payload {
        case .scalar(let a, let b):
            return lanes == 1 ? (SIMD4(a, 0, 0, 0), SIMD4(b, 0, 0, 0)) : nil
        case .basic(let a, let b):
            guard a.kind == b.kind, a.kind != .numbers, let va = a.vector, let vb = b.vector,
                  va.count == lanes, vb.count == lanes else { return nil }
            var sa = SIMD4<Double>(repeating: 0), sb = SIMD4<Double>(repeating: 0)
            for k in 0..<lanes { sa[k] = va[k]; sb[k] = vb[k] }
            return (sa, sb)
        default:
            return nil
        }
    }

    /// Timings are shared when layer, parameters and curve are all equal.
    private struct TimingKey: Hashable {
        let layer: Int32
        let timing: MediaTimingParameters
        let curve: UnitBezier?
        static func == (a: TimingKey, b: TimingKey) -> Bool {
            a.layer == b.layer && a.timing == b.timing && a.curve == b.curve
        }
        func hash(into h: inout Hasher) {
            h.combine(layer)
            h.combine(timing.beginTime); h.combine(timing.duration); h.combine(timing.speed)
            h.combine(curve?.x1); h.combine(curve?.y1); h.combine(curve?.x2); h.combine(curve?.y2)
        }
    }
}

/// Hands out build identities.
enum RenderTreeGeneration {
    private static let counter = Atomic<UInt64>(0)
    static func next() -> UInt64 { counter.add(1, ordering: .relaxed).newValue }
}
