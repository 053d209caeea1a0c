import Foundation

extension LottieReader {
    /// The whole file: `{"w", "h", "fr", "ip", "op", "layers", "assets"}`.
    func composition(_ any: Any) throws(LottieLoadError) -> LottieComposition {
        let root = LottieJSONPath.root
        guard let object = any as? [String: Any] else {
            throw fatal(root, "expected a JSON object at the top, found \(Self.describe(any))")
        }
        func size(_ key: String) throws(LottieLoadError) -> Double {
            guard let raw = object[key] else { throw fatal(root.appending(key), "missing composition size") }
            guard let v = Self.number(raw) else {
                throw fatal(root.appending(key), "expected a number, found \(Self.describe(raw))")
            }
            guard v > 0 else { throw fatal(root.appending(key), "composition size \(v) must be positive") }
            if v > limits.maxDimension {
                warn(root.appending(key), "composition size \(v) is larger than \(limits.maxDimension); using \(limits.maxDimension)")
                return limits.maxDimension
            }
            return v
        }
        let width = try size("w"), height = try size("h")
        var frameRate = number(object, "fr", at: root, default: 30, required: true)
        if !(frameRate > 0) || frameRate > limits.maxFrameRate {
            warn(root.appending("fr"), "frame rate \(frameRate) is outside (0, \(limits.maxFrameRate)]; using 30")
            frameRate = 30
        }
        let inPoint = number(object, "ip", at: root, default: 0, required: true)
        guard let opRaw = object["op"] else { throw fatal(root.appending("op"), "missing out point") }
        guard var outPoint = Self.number(opRaw) else {
            throw fatal(root.appending("op"), "expected a number, found \(Self.describe(opRaw))")
        }
        guard outPoint > inPoint else {
            throw fatal(root.appending("op"), "out point \(outPoint) is not after the in point \(inPoint)")
        }
        if outPoint - inPoint > limits.maxFrameCount {
            warn(root.appending("op"), "\(outPoint - inPoint) frames is more than \(limits.maxFrameCount); cut to that")
            outPoint = inPoint + limits.maxFrameCount
        }
        var assets: [String: LottieAsset] = [:]
        if let list = array(object, "assets", at: root) {
            for (i, raw) in list.enumerated() {
                if let asset = asset(raw, at: root.appending("assets").appending(i)) {
                    if assets[asset.id] != nil {
                        warn(root.appending("assets").appending(i).appending("id"), "duplicate asset id \"\(asset.id)\"; the first is used")
                    } else {
                        assets[asset.id] = asset
                    }
                }
            }
        }
        let layers = layerList(object, at: root, defaultIn: inPoint, defaultOut: outPoint)
        if object["chars"] != nil || object["fonts"] != nil {
            unsupported(root.appending(object["chars"] != nil ? "chars" : "fonts"), "fonts and glyphs are not supported (text layers are left out)")
        }
        return LottieComposition(size: CGSize(width: width, height: height), frameRate: frameRate,
                                 inPoint: inPoint, outPoint: outPoint, layers: layers, assets: assets)
    }

    /// The `layers` member of a composition or precomposition asset.
    private func layerList(_ object: [String: Any], at path: LottieJSONPath,
                           defaultIn: Double, defaultOut: Double) -> [LottieLayer] {
        guard let list = array(object, "layers", at: path) else {
            if object["layers"] == nil { warn(path.appending("layers"), "missing; the composition is empty") }
            return []
        }
        var kept = list
        if list.count > limits.maxLayersPerComposition {
            warn(path.appending("layers"), "\(list.count) layers; only the first \(limits.maxLayersPerComposition) are kept")
            kept = Array(list.prefix(limits.maxLayersPerComposition))
        }
        return kept.enumerated().compactMap { i, raw in
            layer(raw, at: path.appending("layers").appending(i), defaultIn: defaultIn, defaultOut: defaultOut)
        }
    }

    /// One asset: a precomposition (`layers`) or an image (`p`, `u`, `w`, `h`).
    private func asset(_ any: Any, at path: LottieJSONPath) -> LottieAsset? {
        guard let object = any as? [String: Any] else {
            warn(path, "expected an asset object, found \(Self.describe(any)); skipped")
            return nil
        }
        guard let id = string(object, "id", at: path) ?? Self.integer(object["id"]).map({ String($0) }) else {
            warn(path.appending("id"), "missing asset id; asset skipped")
            return nil
        }
        if object["layers"] != nil {
            return .composition(id: id, layers: layerList(object, at: path, defaultIn: -.infinity, defaultOut: .infinity))
        }
        let w = number(object, "w", at: path, default: 0), h = number(object, "h", at: path, default: 0)
        var embedded: Data?
        var fileName: String?
        if let p = string(object, "p", at: path) {
            if p.hasPrefix("data:") {
                if let comma = p.firstIndex(of: ","), p[..<comma].hasSuffix(";base64") {
                    embedded = Data(base64Encoded: String(p[p.index(after: comma)...]), options: .ignoreUnknownCharacters)
                }
                if embedded == nil { warn(path.appending("p"), "the embedded image is not base64 data; the image is empty") }
            } else {
                fileName = (string(object, "u", at: path) ?? "") + p
            }
        }
        return .image(id: id, size: CGSize(width: max(w, 0), height: max(h, 0)), embedded: embedded, fileName: fileName)
    }

    /// One layer; nil (with a diagnostic) when it cannot be used at all.
    private func layer(_ any: Any, at path: LottieJSONPath, defaultIn: Double, defaultOut: Double) -> LottieLayer? {
        guard let object = any as? [String: Any] else {
            warn(path, "expected a layer object, found \(Self.describe(any)); layer skipped")
            return nil
        }
        let name = string(object, "nm", at: path) ?? "layer"
        guard let tyRaw = object["ty"] else {
            warn(path.appending("ty"), "missing layer type; layer skipped")
            return nil
        }
        guard let ty = Self.number(tyRaw) else {
            warn(path.appending("ty"), "expected a layer type number, found \(Self.describe(tyRaw)); layer skipped")
            return nil
        }
        let kind: LottieLayerKind
        switch ty {
        case 0:
            guard let ref = string(object, "refId", at: path) else {
                warn(path.appending("refId"), "precomposition layer \"\(name)\" names no asset; drawn as a null layer")
                kind = .null
                break
            }
            let w = dimension(object, "w", at: path), h = dimension(object, "h", at: path)
            kind = .precomposition(referenceID: ref, size: CGSize(width: w, height: h))
        case 1:
            let color = solidColor(object, at: path)
            kind = .solid(color: color, size: CGSize(width: dimension(object, "sw", at: path),
                                                    height: dimension(object, "sh", at: path)))
        case 2:
            guard let ref = string(object, "refId", at: path) else {
                warn(path.appending("refId"), "image layer \"\(name)\" names no asset; drawn as a null layer")
                kind = .null
                break
            }
            kind = .image(referenceID: ref)
        case 3:
            kind = .null
        case 4:
            let items = shapeItems(object, "shapes", at: path, depth: 0)
            kind = .shape(items)
        case 5:
            unsupported(path, "text layer \"\(name)\" is not supported; it is left out (its transform still moves its children)")
            kind = .null
        default:
            unsupported(path.appending("ty"), "layer type \(ty) of \"\(name)\" is not supported; it is left out")
            kind = .null
        }
        var transform = LottieTransform()
        if let ks = object["ks"] {
            if let ksObject = ks as? [String: Any] {
                transform = self.transform(ksObject, at: path.appending("ks"))
            } else {
                warn(path.appending("ks"), "expected a transform object, found \(Self.describe(ks)); identity used")
            }
        }
        let inPoint = number(object, "ip", at: path, default: defaultIn.isFinite ? defaultIn : 0, required: defaultIn.isFinite)
        var outPoint = number(object, "op", at: path, default: defaultOut.isFinite ? defaultOut : inPoint + limits.maxFrameCount,
                              required: defaultOut.isFinite)
        if outPoint < inPoint {
            warn(path.appending("op"), "out point \(outPoint) is before the in point \(inPoint); the layer never shows")
            outPoint = inPoint
        }
        var stretch = number(object, "sr", at: path, default: 1)
        if !(stretch > 0) || stretch > 1e6 {
            warn(path.appending("sr"), "time stretch \(stretch) is not a positive number up to 10⁶; using 1")
            stretch = 1
        }
        if object["ef"] != nil {
            unsupported(path.appending("ef"), "effects of \"\(name)\" are not supported; the layer plays without them")
        }
        if let bm = Self.number(object["bm"]), bm != 0 {
            unsupported(path.appending("bm"), "blend mode \(bm) of \"\(name)\" is not supported yet; normal blending is used")
        }
        var result = LottieLayer(
            name: name,
            index: Self.integer(object["ind"]),
            parentIndex: Self.integer(object["parent"]),
            kind: kind, transform: transform, inPoint: inPoint, outPoint: outPoint,
            startTime: number(object, "st", at: path, default: 0),
            timeStretch: stretch,
            autoOrient: flag(object, "ao", at: path),
            isHidden: flag(object, "hd", at: path),
            timeRemap: object["tm"].map { vectorProperty($0, at: path.appending("tm"), default: [0]) },
            path: path)
        result.masks = masks(object, at: path)
        if let tt = Self.number(object["tt"]), tt != 0 {
            if let mode = Self.integer(tt).flatMap(LottieMatteMode.init(rawValue:)) {
                result.matteMode = mode
            } else {
                warn(path.appending("tt"), "unknown matte mode \(tt); the layer is not matted")
            }
        }
        result.matteParent = Self.integer(object["tp"])
        result.isMatteSource = flag(object, "td", at: path)
        return result
    }

    /// The `masksProperties` of a layer.
    private func masks(_ object: [String: Any], at path: LottieJSONPath) -> [LottieMask] {
        guard let list = array(object, "masksProperties", at: path) else { return [] }
        var out: [LottieMask] = []
        for (i, raw) in list.enumerated() {
            let p = path.appending("masksProperties").appending(i)
            guard let m = raw as? [String: Any] else {
                warn(p, "expected a mask object, found \(Self.describe(raw)); skipped")
                continue
            }
            let modeText = string(m, "mode", at: p) ?? "a"
            guard let mode = LottieMask.Mode(rawValue: modeText) else {
                warn(p.appending("mode"), "unknown mask mode \"\(modeText)\"; skipped")
                continue
            }
            guard let pt = m["pt"], let shape = shapeProperty(pt, at: p.appending("pt")) else {
                if m["pt"] == nil { warn(p.appending("pt"), "missing mask path; skipped") }
                continue
            }
            out.append(LottieMask(mode: mode, outline: shape, opacity: vectorProperty(m, "o", at: p, default: [100]),
                                  inverted: flag(m, "inv", at: p), expansion: vectorProperty(m, "x", at: p, default: [0]),
                                  location: p))
        }
        return out
    }

    /// A layer dimension (`w`, `sw`…): 0 when absent, bounded by `maxDimension`.
    private func dimension(_ object: [String: Any], _ key: String, at path: LottieJSONPath) -> Double {
        let v = number(object, key, at: path, default: 0, required: true)
        if v < 0 {
            warn(path.appending(key), "size \(v) is negative; using 0")
            return 0
        }
        if v > limits.maxDimension {
            warn(path.appending(key), "size \(v) is larger than \(limits.maxDimension); using \(limits.maxDimension)")
            return limits.maxDimension
        }
        return v
    }

    /// A solid layer's `sc`, "#rrggbb" (or "#rgb"), as RGBA 0…1; black when unusable.
    private func solidColor(_ object: [String: Any], at path: LottieJSONPath) -> [Double] {
        guard let text = string(object, "sc", at: path) else {
            warn(path.appending("sc"), "missing solid colour; black used")
            return [0, 0, 0, 1]
        }
        var hex = Substring(text)
        if hex.hasPrefix("#") { hex = hex.dropFirst() }
        if hex.count == 3 { hex = Substring(hex.map { "\($0)\($0)" }.joined()) }
        guard hex.count == 6 || hex.count == 8, let value = UInt64(hex, radix: 16) else {
            warn(path.appending("sc"), "\"\(text)\" is not a colour like \"#rrggbb\"; black used")
            return [0, 0, 0, 1]
        }
        let v = hex.count == 8 ? value >> 8 : value
        let alpha = hex.count == 8 ? Double(value & 0xff) / 255 : 1
        return [Double((v >> 16) & 0xff) / 255, Double((v >> 8) & 0xff) / 255, Double(v & 0xff) / 255, alpha]
    }

    /// A transform object (`ks` or a group's `tr`).
    func transform(_ object: [String: Any], at path: LottieJSONPath) -> LottieTransform {
        var t = LottieTransform()
        if let p = object["p"] as? [String: Any], Self.number(p["s"]).map({ $0 != 0 }) == true {
            t.position = nil
            t.positionX = vectorProperty(p, "x", at: path.appending("p"), default: [0])
            t.positionY = vectorProperty(p, "y", at: path.appending("p"), default: [0])
        } else {
            t.position = vectorProperty(object, "p", at: path, default: [0, 0])
        }
        t.anchor = vectorProperty(object, "a", at: path, default: [0, 0])
        t.scale = vectorProperty(object, "s", at: path, default: [100, 100])
        t.rotation = vectorProperty(object, object["r"] == nil && object["rz"] != nil ? "rz" : "r", at: path, default: [0])
        t.opacity = vectorProperty(object, "o", at: path, default: [100])
        t.skew = vectorProperty(object, "sk", at: path, default: [0])
        t.skewAxis = vectorProperty(object, "sa", at: path, default: [0])
        if object["rx"] != nil || object["ry"] != nil {
            unsupported(path.appending(object["rx"] != nil ? "rx" : "ry"), "3-D rotation is not supported; only the z rotation plays")
        }
        return t
    }
}
