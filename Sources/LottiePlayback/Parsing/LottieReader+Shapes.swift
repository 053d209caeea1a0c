import Foundation

extension LottieReader {
    /// The shape items under `key` (`shapes` of a layer, `it` of a group).
    /// Hidden items (`hd`) are left out; unsupported kinds are reported and left out.
    func shapeItems(_ object: [String: Any], _ key: String, at path: LottieJSONPath, depth: Int) -> [LottieShapeItem] {
        guard let list = array(object, key, at: path) else { return [] }
        guard depth < limits.maxNestingDepth else {
            warn(path.appending(key), "shape groups nested deeper than \(limits.maxNestingDepth); the deeper items are left out")
            return []
        }
        var items: [LottieShapeItem] = []
        for (i, raw) in list.enumerated() {
            // A group's transform item is read by the group (`shapeItem`).
            if (raw as? [String: Any])?["ty"] as? String == "tr" { continue }
            if let item = shapeItem(raw, at: path.appending(key).appending(i), depth: depth) { items.append(item) }
        }
        return items
    }

    /// One shape item, or nil (with a diagnostic) for unusable or unsupported ones.
    private func shapeItem(_ any: Any, at path: LottieJSONPath, depth: Int) -> LottieShapeItem? {
        guard let object = any as? [String: Any] else {
            warn(path, "expected a shape item object, found \(Self.describe(any)); skipped")
            return nil
        }
        guard let ty = string(object, "ty", at: path) else {
            if object["ty"] == nil { warn(path.appending("ty"), "missing shape item type; skipped") }
            return nil
        }
        if flag(object, "hd", at: path) { return nil }
        let reversed = Self.number(object["d"]) == 3
        switch ty {
        case "gr":
            let items = shapeItems(object, "it", at: path, depth: depth + 1)
            var transform = LottieTransform()
            // The group's transform is its `tr` item (by convention the last).
            if let index = (object["it"] as? [Any])?.lastIndex(where: { ($0 as? [String: Any])?["ty"] as? String == "tr" }),
               let tr = (object["it"] as? [Any])?[index] as? [String: Any] {
                transform = self.transform(tr, at: path.appending("it").appending(index))
            }
            return .group(name: string(object, "nm", at: path) ?? "group", items: items, transform: transform)
        case "rc":
            return .rectangle(position: vectorProperty(object, "p", at: path, default: [0, 0]),
                              size: vectorProperty(object, "s", at: path, default: [0, 0]),
                              roundness: vectorProperty(object, "r", at: path, default: [0]),
                              reversed: reversed)
        case "el":
            return .ellipse(position: vectorProperty(object, "p", at: path, default: [0, 0]),
                            size: vectorProperty(object, "s", at: path, default: [0, 0]),
                            reversed: reversed)
        case "sr":
            return .star(LottieStar(isPolygon: Self.number(object["sy"]) == 2,
                                    position: vectorProperty(object, "p", at: path, default: [0, 0]),
                                    points: vectorProperty(object, "pt", at: path, default: [5]),
                                    rotation: vectorProperty(object, "r", at: path, default: [0]),
                                    outerRadius: vectorProperty(object, "or", at: path, default: [0]),
                                    innerRadius: vectorProperty(object, "ir", at: path, default: [0]),
                                    outerRoundness: vectorProperty(object, "os", at: path, default: [0]),
                                    innerRoundness: vectorProperty(object, "is", at: path, default: [0]),
                                    reversed: reversed))
        case "sh":
            guard let raw = object["ks"] else {
                warn(path.appending("ks"), "missing path; item skipped")
                return nil
            }
            return shapeProperty(raw, at: path.appending("ks")).map { .path($0) }
        case "fl":
            return .fill(LottieFill(color: vectorProperty(object, "c", at: path, default: [0, 0, 0, 1]),
                                    opacity: vectorProperty(object, "o", at: path, default: [100]),
                                    evenOdd: Self.number(object["r"]) == 2))
        case "st":
            return .stroke(stroke(object, at: path))
        case "gf":
            return .gradientFill(gradient(object, at: path), evenOdd: Self.number(object["r"]) == 2)
        case "gs":
            return .gradientStroke(gradient(object, at: path), stroke(object, at: path))
        case "tm":
            return .trim(start: vectorProperty(object, "s", at: path, default: [0]),
                         end: vectorProperty(object, "e", at: path, default: [100]),
                         offset: vectorProperty(object, "o", at: path, default: [0]),
                         simultaneously: Self.number(object["m"]) != 2)
        case "rp":
            return repeater(object, at: path)
        case "rd":
            return .roundedCorners(radius: vectorProperty(object, "r", at: path, default: [0]))
        case "mm":
            return merge(object, at: path)
        default:
            let names = ["tw": "twist", "op": "offset path",
                         "pb": "pucker/bloat", "zz": "zig-zag"]
            unsupported(path.appending("ty"), "shape item \"\(ty)\" (\(names[ty] ?? "unknown")) is not supported; left out")
            return nil
        }
    }

    /// The gradient of a `gf` or `gs` item.
    private func gradient(_ object: [String: Any], at path: LottieJSONPath) -> LottieGradient {
        var count = 0
        var stops: LottieVectorProperty = .fixed([0, 0, 0, 0, 1, 1, 1, 1])
        if let g = object["g"] as? [String: Any] {
            if g["p"] == nil { warn(path.appending("g").appending("p"), "missing colour stop count") }
            count = Self.integer(g["p"]) ?? 0
            if let k = g["k"] {
                stops = vectorProperty(k, at: path.appending("g").appending("k"), default: [0, 0, 0, 0], fitting: false)
            }
        } else {
            warn(path.appending("g"), "missing gradient stops; black to white used")
            count = 2
        }
        let values = stops.initialValue.count
        if count < 1 || count * 4 > values {
            warn(path.appending("g").appending("p"), "\(count) colour stops do not fit \(values) numbers; using \(max(values / 4, 1))")
            count = max(values / 4, 1)
            if values < 4 { stops = .fixed([0, 0, 0, 0]) }
        }
        return LottieGradient(isRadial: Self.number(object["t"]) == 2, colorStopCount: count, stops: stops,
                              start: vectorProperty(object, "s", at: path, default: [0, 0]),
                              end: vectorProperty(object, "e", at: path, default: [0, 0]),
                              opacity: vectorProperty(object, "o", at: path, default: [100]),
                              highlightLength: vectorProperty(object, "h", at: path, default: [0]),
                              highlightAngle: vectorProperty(object, "a", at: path, default: [0]))
    }

    /// A stroke item (`st`).
    private func stroke(_ object: [String: Any], at path: LottieJSONPath) -> LottieStroke {
        var dashes: [LottieDash] = []
        if let list = array(object, "d", at: path) {
            for (i, raw) in list.enumerated() {
                let p = path.appending("d").appending(i)
                guard let entry = raw as? [String: Any], let n = entry["n"] as? String else {
                    warn(p, "expected a dash entry {\"n\", \"v\"}; skipped")
                    continue
                }
                let kind: LottieDash.Kind
                switch n {
                case "d": kind = .dash
                case "g": kind = .gap
                case "o": kind = .offset
                default:
                    warn(p.appending("n"), "unknown dash entry \"\(n)\"; skipped")
                    continue
                }
                dashes.append(LottieDash(kind: kind, length: vectorProperty(entry, "v", at: p, default: [0])))
            }
        }
        let cap = LottieLineCap(rawValue: Self.integer(object["lc"]) ?? 2) ?? .round
        let join = LottieLineJoin(rawValue: Self.integer(object["lj"]) ?? 2) ?? .round
        var miter = number(object, "ml", at: path, default: 4)
        if let ml2 = object["ml2"] as? [String: Any], let k = Self.number(ml2["k"]) { miter = k }
        return LottieStroke(color: vectorProperty(object, "c", at: path, default: [0, 0, 0, 1]),
                            opacity: vectorProperty(object, "o", at: path, default: [100]),
                            width: vectorProperty(object, "w", at: path, default: [1]),
                            cap: cap, join: join, miterLimit: max(miter, 1), dashes: dashes)
    }
}
