import Foundation

extension LottieReader {
    /// The animated vector property under `key` of `object` (`{"a", "k"}`), or
    /// `fallback` when absent or unusable. Values are padded or cut to the
    /// length of `fallback` (so a scalar written as `[v]` or `v` both work,
    /// and a 3-D position keeps x and y).
    func vectorProperty(_ object: [String: Any], _ key: String, at parent: LottieJSONPath,
                        default fallback: [Double]) -> LottieVectorProperty {
        guard let raw = object[key] else { return .fixed(fallback) }
        let path = parent.appending(key)
        return vectorProperty(raw, at: path, default: fallback)
    }

    /// The vector property in `raw` (see `vectorProperty(_:_:at:default:)`);
    /// with `fitting` false, values keep the length the file gives them.
    func vectorProperty(_ raw: Any, at path: LottieJSONPath, default fallback: [Double],
                        fitting: Bool = true) -> LottieVectorProperty {
        let fit: ([Double]) -> [Double] = { v in
            if !fitting { return v }
            if v.count == fallback.count { return v }
            if v.count > fallback.count { return Array(v.prefix(fallback.count)) }
            // A short vector: a scalar fills every dimension (uniform scale);
            // otherwise missing dimensions take the default's.
            if v.count == 1 { return [Double](repeating: v[0], count: fallback.count) }
            return v + fallback[v.count...]
        }
        return property(raw, at: path, fallback: fallback) { any, p in
            self.vector(any, at: p).map(fit)
        }
    }

    /// The shape-path property in `raw` (`ks` of an `sh` item).
    func shapeProperty(_ raw: Any, at path: LottieJSONPath) -> LottieShapeProperty? {
        let empty = LottieBezierShape(vertices: [], inTangents: [], outTangents: [], isClosed: false)
        let result = property(raw, at: path, fallback: empty) { any, p in
            // Keyframe values wrap the shape in a one-element array.
            if let a = any as? [Any] {
                guard let first = a.first else {
                    self.warn(p, "expected a shape, found an empty array")
                    return nil
                }
                return self.bezierShape(first, at: p.appending(0))
            }
            return self.bezierShape(any, at: p)
        }
        if case .fixed(let s) = result, s.vertices.isEmpty { return nil }
        return result
    }

    /// `{"a": …, "k": …}`: a fixed value or keyframes, each value read by `value`.
    private func property<V: Sendable & Equatable>(
        _ raw: Any, at path: LottieJSONPath, fallback: V,
        value: (Any, LottieJSONPath) -> V?
    ) -> LottieProperty<V> {
        guard let object = raw as? [String: Any] else {
            warn(path, "expected an animated property object, found \(Self.describe(raw)); using the default")
            return .fixed(fallback)
        }
        if object["x"] != nil {
            unsupported(path.appending("x"), "expressions are not supported; the property plays its keyframes")
        }
        guard let k = object["k"] else {
            warn(path.appending("k"), "missing; using the default")
            return .fixed(fallback)
        }
        let kPath = path.appending("k")
        let markedAnimated = Self.number(object["a"]).map { $0 != 0 }
        let looksAnimated = ((k as? [Any])?.first as? [String: Any])?["t"] != nil
        if markedAnimated == true || (markedAnimated == nil && looksAnimated) {
            guard let list = k as? [Any] else {
                warn(kPath, "expected an array of keyframes, found \(Self.describe(k)); using the default")
                return .fixed(fallback)
            }
            return keyframes(list, at: kPath, fallback: fallback, value: value)
        }
        if looksAnimated {
            warn(path.appending("a"), "is 0 but \"k\" holds keyframes; read as keyframes")
            return keyframes(k as! [Any], at: kPath, fallback: fallback, value: value)
        }
        return .fixed(value(k, kPath) ?? fallback)
    }

    /// The keyframes of `list`, checked and normalised: old-form `e` values
    /// moved to the next keyframe, times non-decreasing, counts bounded.
    private func keyframes<V: Sendable & Equatable>(
        _ list: [Any], at path: LottieJSONPath, fallback: V,
        value: (Any, LottieJSONPath) -> V?
    ) -> LottieProperty<V> {
        var frames: [LottieKeyframe<V>] = []
        var pendingEnd: V?       // the old form's `e` of the keyframe before
        var count = list.count
        if count > limits.maxKeyframesPerProperty {
            warn(path, "\(count) keyframes; only the first \(limits.maxKeyframesPerProperty) are kept")
            count = limits.maxKeyframesPerProperty
        }
        guard takeKeyframes(count, at: path) else {
            // Over the file's budget: the first usable value, fixed.
            if let first = list.first as? [String: Any], let s = first["s"],
               let v = value(s, path.appending(0).appending("s")) { return .fixed(v) }
            return .fixed(fallback)
        }
        frames.reserveCapacity(count)
        for i in 0..<count {
            let kfPath = path.appending(i)
            guard let kf = list[i] as? [String: Any] else {
                warn(kfPath, "expected a keyframe object, found \(Self.describe(list[i])); skipped")
                continue
            }
            guard let tRaw = kf["t"] else {
                warn(kfPath.appending("t"), "missing keyframe time; keyframe skipped")
                continue
            }
            guard let t = Self.number(tRaw) else {
                warn(kfPath.appending("t"), "expected a number, found \(Self.describe(tRaw)); keyframe skipped")
                continue
            }
            if let last = frames.last, t < last.time {
                warn(kfPath.appending("t"), "time \(t) is before the previous keyframe's \(last.time); keyframe skipped")
                continue
            }
            var v: V?
            if let s = kf["s"] { v = value(s, kfPath.appending("s")) }
            if v == nil { v = pendingEnd }
            pendingEnd = kf["e"].flatMap { value($0, kfPath.appending("e")) }
            guard let keyValue = v else {
                if kf["s"] == nil {
                    warn(kfPath.appending("s"), "missing keyframe value; keyframe skipped")
                }
                continue
            }
            var frame = LottieKeyframe(time: t, value: keyValue)
            frame.hold = flag(kf, "h", at: kfPath)
            frame.easing = easing(kf, at: kfPath)
            frame.spatialOut = kf["to"].flatMap { vector($0, at: kfPath.appending("to")) }
            frame.spatialIn = kf["ti"].flatMap { vector($0, at: kfPath.appending("ti")) }
            frames.append(frame)
        }
        switch frames.count {
        case 0:
            warn(path, "no usable keyframes; using the default")
            return .fixed(fallback)
        case 1:
            return .fixed(frames[0].value)
        default:
            return .animated(frames)
        }
    }

    /// The easing of a keyframe: `o` and `i`, each `{"x": n|[n], "y": n|[n]}`;
    /// linear when absent.
    private func easing(_ kf: [String: Any], at path: LottieJSONPath) -> LottieEasing {
        guard kf["o"] != nil || kf["i"] != nil else { return .linear }
        func handle(_ key: String, _ x: Double, _ y: Double) -> ([Double], [Double]) {
            guard let raw = kf[key] else { return ([x], [y]) }
            guard let o = raw as? [String: Any] else {
                warn(path.appending(key), "expected an easing tangent object, found \(Self.describe(raw)); linear")
                return ([x], [y])
            }
            let xs = o["x"].flatMap { vector($0, at: path.appending(key).appending("x")) } ?? [x]
            let ys = o["y"].flatMap { vector($0, at: path.appending(key).appending("y")) } ?? [y]
            // Times outside 0…1 make no function of time: clamped.
            return (xs.map { min(max($0, 0), 1) }, ys)
        }
        let (ox, oy) = handle("o", 0, 0)
        let (ix, iy) = handle("i", 1, 1)
        return LottieEasing(outX: ox, outY: oy, inX: ix, inY: iy)
    }

    /// `{"c": closed, "v": [[x, y]…], "i": …, "o": …}`.
    private func bezierShape(_ any: Any, at path: LottieJSONPath) -> LottieBezierShape? {
        guard let object = any as? [String: Any] else {
            warn(path, "expected a shape object, found \(Self.describe(any))")
            return nil
        }
        func points(_ key: String) -> [CGPoint]? {
            guard let list = array(object, key, at: path) else {
                if object[key] == nil { warn(path.appending(key), "missing") }
                return nil
            }
            var out: [CGPoint] = []
            out.reserveCapacity(min(list.count, limits.maxVerticesPerShape))
            for (i, raw) in list.prefix(limits.maxVerticesPerShape).enumerated() {
                // The usual [x, y], read without making its path.
                if let pair = raw as? [Any], pair.count == 2, let x = Self.number(pair[0]), let y = Self.number(pair[1]) {
                    out.append(CGPoint(x: x, y: y))
                    continue
                }
                guard let v = vector(raw, at: path.appending(key).appending(i)), v.count >= 2 else {
                    if Self.number(raw) != nil { warn(path.appending(key).appending(i), "expected a point [x, y]") }
                    return nil
                }
                out.append(CGPoint(x: v[0], y: v[1]))
            }
            return out
        }
        guard let vertices = points("v") else { return nil }
        if let list = object["v"] as? [Any], list.count > limits.maxVerticesPerShape {
            warn(path.appending("v"), "\(list.count) vertices; only the first \(limits.maxVerticesPerShape) are kept")
        }
        let n = vertices.count
        var ins = points("i") ?? []
        var outs = points("o") ?? []
        if ins.count != n || outs.count != n {
            warn(path, "\(n) vertices but \(ins.count) in and \(outs.count) out tangents; missing tangents are zero")
            ins = Array((ins + [CGPoint](repeating: .zero, count: n)).prefix(n))
            outs = Array((outs + [CGPoint](repeating: .zero, count: n)).prefix(n))
        }
        return LottieBezierShape(vertices: vertices, inTangents: ins, outTangents: outs,
                                 isClosed: flag(object, "c", at: path))
    }
}
