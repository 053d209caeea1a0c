import Foundation

extension LottieReader {
    /// A repeater item (`rp`). Copy counts that are not finite or negative
    /// become 0 (nothing drawn) and counts past `limits.maxRepeaterCopies`
    /// are cut to it, each with a diagnostic naming the value.
    func repeater(_ object: [String: Any], at path: LottieJSONPath) -> LottieShapeItem {
        var copies = vectorProperty(object, "c", at: path, default: [1])
        let limit = Double(limits.maxRepeaterCopies)
        var reported = false
        copies = copies.mapValues { v in
            let c = v[0]
            guard !c.isFinite || c < 0 || c > limit else { return v }
            if !reported {
                reported = true
                if c.isFinite && c > limit {
                    warn(path.appending("c"), "\(c) copies; cut to \(limits.maxRepeaterCopies)")
                } else {
                    warn(path.appending("c"), "copies must be a finite number ≥ 0 (got \(c)); using 0")
                }
            }
            return [c.isFinite && c > limit ? limit : 0]
        }
        let composite: LottieRepeater.Composite
        switch Self.integer(object["m"]) ?? 1 {
        case 2: composite = .below
        case 1: composite = .above
        case let m:
            warn(path.appending("m"), "unknown repeater composite \(m) (1 above, 2 below); using above")
            composite = .above
        }
        let tr = object["tr"] as? [String: Any] ?? [:]
        if object["tr"] == nil { warn(path.appending("tr"), "missing repeater transform; copies sit on each other") }
        let trPath = path.appending("tr")
        return .repeater(LottieRepeater(
            copies: copies, offset: vectorProperty(object, "o", at: path, default: [0]), composite: composite,
            anchor: vectorProperty(tr, "a", at: trPath, default: [0, 0]),
            position: vectorProperty(tr, "p", at: trPath, default: [0, 0]),
            scale: vectorProperty(tr, "s", at: trPath, default: [100, 100]),
            rotation: vectorProperty(tr, "r", at: trPath, default: [0]),
            startOpacity: vectorProperty(tr, "so", at: trPath, default: [100]),
            endOpacity: vectorProperty(tr, "eo", at: trPath, default: [100])))
    }

    /// A merge-paths item (`mm`); an unknown mode is reported and merges (mode 1).
    func merge(_ object: [String: Any], at path: LottieJSONPath) -> LottieShapeItem {
        let raw = Self.integer(object["mm"]) ?? 1
        guard let mode = LottieMergeMode(rawValue: raw) else {
            warn(path.appending("mm"), "unknown merge mode \(raw) (1 merge, 2 add, 3 subtract, 4 intersect, 5 exclude); merging")
            return .merge(.merge)
        }
        if mode == .subtract || mode == .intersect {
            unsupported(path.appending("mm"), "merge mode \(raw) (\(mode == .subtract ? "subtract" : "intersect")) cannot be drawn by one filled path; the shapes are merged (mode 1) instead")
        }
        return .merge(mode)
    }
}

extension LottieProperty {
    /// The property with every value (fixed or keyframed) passed through `transform`.
    func mapValues(_ transform: (Value) -> Value) -> LottieProperty<Value> {
        switch self {
        case .fixed(let v): return .fixed(transform(v))
        case .animated(let frames):
            return .animated(frames.map { k in
                var k = k
                k.value = transform(k.value)
                return k
            })
        }
    }
}
