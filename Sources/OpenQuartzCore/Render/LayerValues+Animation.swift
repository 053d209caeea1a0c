import Foundation

/// A property a frame draws (a field of `LayerValues` or of its class
/// content), resolved once from an animation's key (`AnimationTarget.drawn`)
/// so that applying an animation to a frame's values switches on a number.
/// The key strings of drawn properties are written here only.
package enum RenderProperty: UInt8, Sendable, CaseIterable {
    // CALayer
    case bounds, position, zPosition, anchorPoint, anchorPointZ, transform, sublayerTransform, geometryFlipped
    case hidden, doubleSided, masksToBounds, contents, contentsRect, contentsCenter, contentsGravity, contentsScale
    case minificationFilter, magnificationFilter, backgroundColor, cornerRadius, maskedCorners, cornerCurve
    case borderWidth, borderColor, opacity, allowsGroupOpacity, minificationFilterBias, compositingFilter
    case shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath
    case shouldRasterize, rasterizationScale
    // CAShapeLayer
    case path, fillColor, fillRule, strokeColor, lineWidth, lineCap, lineJoin, miterLimit
    case lineDashPattern, lineDashPhase, strokeStart, strokeEnd
    // CAGradientLayer
    case colors, locations, startPoint, endPoint, gradientType, radialFocalPoint
    // CATextLayer
    case string, font, fontSize, foregroundColor, wrapped, truncationMode, alignmentMode
    // CAReplicatorLayer
    case instanceCount, preservesDepth, instanceDelay, instanceTransform, instanceColor
    case instanceRedOffset, instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset

    /// The drawn property named `key`, if any.
    package init?(key: String) {
        guard let p = Self.byKey[key] else { return nil }
        self = p
    }

    /// The property's key, as Core Animation spells it: the one place a
    /// drawn property's name is written (setters, the property tables and
    /// animation targets all take it from here).
    package var key: String {
        switch self {
        case .bounds: return "bounds"
        case .position: return "position"
        case .zPosition: return "zPosition"
        case .anchorPoint: return "anchorPoint"
        case .anchorPointZ: return "anchorPointZ"
        case .transform: return "transform"
        case .sublayerTransform: return "sublayerTransform"
        case .geometryFlipped: return "geometryFlipped"
        case .hidden: return "hidden"
        case .doubleSided: return "doubleSided"
        case .masksToBounds: return "masksToBounds"
        case .contents: return "contents"
        case .contentsRect: return "contentsRect"
        case .contentsCenter: return "contentsCenter"
        case .contentsGravity: return "contentsGravity"
        case .contentsScale: return "contentsScale"
        case .minificationFilter: return "minificationFilter"
        case .magnificationFilter: return "magnificationFilter"
        case .backgroundColor: return "backgroundColor"
        case .cornerRadius: return "cornerRadius"
        case .maskedCorners: return "maskedCorners"
        case .cornerCurve: return "cornerCurve"
        case .borderWidth: return "borderWidth"
        case .borderColor: return "borderColor"
        case .opacity: return "opacity"
        case .allowsGroupOpacity: return "allowsGroupOpacity"
        case .minificationFilterBias: return "minificationFilterBias"
        case .compositingFilter: return "compositingFilter"
        case .shadowColor: return "shadowColor"
        case .shadowOpacity: return "shadowOpacity"
        case .shadowOffset: return "shadowOffset"
        case .shadowRadius: return "shadowRadius"
        case .shadowPath: return "shadowPath"
        case .shouldRasterize: return "shouldRasterize"
        case .rasterizationScale: return "rasterizationScale"
        case .path: return "path"
        case .fillColor: return "fillColor"
        case .fillRule: return "fillRule"
        case .strokeColor: return "strokeColor"
        case .lineWidth: return "lineWidth"
        case .lineCap: return "lineCap"
        case .lineJoin: return "lineJoin"
        case .miterLimit: return "miterLimit"
        case .lineDashPattern: return "lineDashPattern"
        case .lineDashPhase: return "lineDashPhase"
        case .strokeStart: return "strokeStart"
        case .strokeEnd: return "strokeEnd"
        case .colors: return "colors"
        case .locations: return "locations"
        case .startPoint: return "startPoint"
        case .endPoint: return "endPoint"
        case .gradientType: return "type"
        case .radialFocalPoint: return "radialFocalPoint"
        case .string: return "string"
        case .font: return "font"
        case .fontSize: return "fontSize"
        case .foregroundColor: return "foregroundColor"
        case .wrapped: return "wrapped"
        case .truncationMode: return "truncationMode"
        case .alignmentMode: return "alignmentMode"
        case .instanceCount: return "instanceCount"
        case .preservesDepth: return "preservesDepth"
        case .instanceDelay: return "instanceDelay"
        case .instanceTransform: return "instanceTransform"
        case .instanceColor: return "instanceColor"
        case .instanceRedOffset: return "instanceRedOffset"
        case .instanceGreenOffset: return "instanceGreenOffset"
        case .instanceBlueOffset: return "instanceBlueOffset"
        case .instanceAlphaOffset: return "instanceAlphaOffset"
        }
    }

    /// Key → property, built once (parsing happens when an animation is
    /// committed, never per frame).
    private static let byKey: [String: RenderProperty] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.key, $0) })
}

extension LayerValues {
    /// Combines one animation output with the current value of its target
    /// (CALayer's `applyAnimated` for these values). Outputs for properties
    /// the values do not hold — custom keys, another class's properties —
    /// and values of the wrong kind change nothing, as the layer's own
    /// setters refuse them.
    package mutating func apply(_ target: AnimationTarget, _ value: AnimatableValue, additive: Bool) {
        guard let p = target.drawn, let current = read(p),
              let result = AnimatableValue.combine(current, target, value, additive: additive) else { return }
        write(p, result)
    }

    /// The value of `p` as an animation sees it; nil when the values' class does not have it.
    package func read(_ p: RenderProperty) -> AnimatableValue? {
        func color(_ c: RGBA?) -> AnimatableValue { c.map { .color($0) } ?? .null }
        func flag(_ b: Bool) -> AnimatableValue { .number(b ? 1 : 0) }
        func number(_ x: CGFloat) -> AnimatableValue { .number(Double(x)) }
        switch p {
        case .bounds: return .rect(bounds)
        case .position: return .point(position)
        case .zPosition: return number(zPosition)
        case .anchorPoint: return .point(anchorPoint)
        case .anchorPointZ: return number(anchorPointZ)
        case .transform: return .transform(transform)
        case .sublayerTransform: return .transform(sublayerTransform)
        case .geometryFlipped: return flag(isGeometryFlipped)
        case .hidden: return flag(isHidden)
        case .doubleSided: return flag(isDoubleSided)
        case .masksToBounds: return flag(masksToBounds)
        case .contents: return AnimatableValue(contents)
        case .contentsRect: return .rect(contentsRect)
        case .contentsCenter: return .rect(contentsCenter)
        case .contentsGravity: return AnimatableValue(contentsGravity)
        case .contentsScale: return number(contentsScale)
        case .minificationFilter: return AnimatableValue(minificationFilter)
        case .magnificationFilter: return AnimatableValue(magnificationFilter)
        case .backgroundColor: return color(backgroundColor)
        case .cornerRadius: return number(cornerRadius)
        case .maskedCorners: return AnimatableValue(maskedCorners)
        case .cornerCurve: return AnimatableValue(cornerCurve)
        case .borderWidth: return number(borderWidth)
        case .borderColor: return color(borderColor)
        case .opacity: return .number(Double(opacity))
        case .allowsGroupOpacity: return flag(allowsGroupOpacity)
        case .minificationFilterBias: return .number(Double(minificationFilterBias))
        case .compositingFilter: return .discrete(DiscreteValue(compositingBlend))
        case .shadowColor: return color(shadowColor)
        case .shadowOpacity: return .number(Double(shadowOpacity))
        case .shadowOffset: return .size(shadowOffset)
        case .shadowRadius: return number(shadowRadius)
        case .shadowPath: return shadowPath.map { .path($0) } ?? .null
        case .shouldRasterize: return flag(shouldRasterize)
        case .rasterizationScale: return number(rasterizationScale)
        default: break
        }
        switch content {
        case .shape(let s):
            switch p {
            case .path: return s.path.map { .path($0) } ?? .null
            case .fillColor: return color(s.fillColor)
            case .fillRule: return AnimatableValue(s.fillRule)
            case .strokeColor: return color(s.strokeColor)
            case .lineWidth: return number(s.lineWidth)
            case .lineCap: return AnimatableValue(s.lineCap)
            case .lineJoin: return AnimatableValue(s.lineJoin)
            case .miterLimit: return number(s.miterLimit)
            case .lineDashPattern: return s.lineDashPattern.map { .numbers($0.map(Double.init)) } ?? .null
            case .lineDashPhase: return number(s.lineDashPhase)
            case .strokeStart: return number(s.strokeStart)
            case .strokeEnd: return number(s.strokeEnd)
            default: return nil
            }
        case .gradient(let g):
            switch p {
            case .colors: return g.colors.map { .colors($0) } ?? .null
            case .locations: return g.locations.map { .numbers($0) } ?? .null
            case .startPoint: return .point(g.startPoint)
            case .endPoint: return .point(g.endPoint)
            case .gradientType: return AnimatableValue(g.type)
            case .radialFocalPoint: return g.focalPoint.map { .point($0) } ?? .null
            default: return nil
            }
        case .text(let t):
            switch p {
            case .string: return AnimatableValue(t.string)
            case .font: return AnimatableValue(t.font)
            case .fontSize: return number(t.fontSize)
            case .foregroundColor: return color(t.foregroundColor)
            case .wrapped: return flag(t.isWrapped)
            case .truncationMode: return AnimatableValue(t.truncationMode)
            case .alignmentMode: return AnimatableValue(t.alignmentMode)
            default: return nil
            }
        case .replicator(let r):
            switch p {
            case .instanceCount: return .number(Double(r.instanceCount))
            case .preservesDepth: return flag(r.preservesDepth)
            case .instanceDelay: return .number(r.instanceDelay)
            case .instanceTransform: return .transform(r.instanceTransform)
            case .instanceColor: return color(r.instanceColor)
            case .instanceRedOffset: return .number(Double(r.instanceRedOffset))
            case .instanceGreenOffset: return .number(Double(r.instanceGreenOffset))
            case .instanceBlueOffset: return .number(Double(r.instanceBlueOffset))
            case .instanceAlphaOffset: return .number(Double(r.instanceAlphaOffset))
            default: return nil
            }
        case .none, .transformLayer, .emitter, .backdrop, .tiled:
            return nil
        }
    }

    /// Writes `v` to `p` when it has the property's kind (see `apply`).
    package mutating func write(_ p: RenderProperty, _ v: AnimatableValue) {
        if patternColors != nil || v.kind == .discrete, writePatternColor(p, v) { return }
        func setColor(_ field: inout RGBA?) { assignColor(&field, v) }
        func discrete<T>(_ field: inout T) { assignDiscrete(&field, v) }
        switch p {
        case .bounds: assign(&bounds, v.rect)
        case .position: assign(&position, v.point)
        case .zPosition: assign(&zPosition, v.cgFloat)
        case .anchorPoint: assign(&anchorPoint, v.point)
        case .anchorPointZ: assign(&anchorPointZ, v.cgFloat)
        case .transform: assign(&transform, v.transform3D)
        case .sublayerTransform: assign(&sublayerTransform, v.transform3D)
        case .geometryFlipped: assign(&isGeometryFlipped, v.bool)
        case .hidden: assign(&isHidden, v.bool)
        case .doubleSided: assign(&isDoubleSided, v.bool)
        case .masksToBounds: assign(&masksToBounds, v.bool)
        case .contents: contents = v.boxed()
        case .contentsRect: assign(&contentsRect, v.rect)
        case .contentsCenter: assign(&contentsCenter, v.rect)
        case .contentsGravity: discrete(&contentsGravity)
        case .contentsScale: assign(&contentsScale, v.cgFloat)
        case .minificationFilter: discrete(&minificationFilter)
        case .magnificationFilter: discrete(&magnificationFilter)
        case .backgroundColor: setColor(&backgroundColor)
        case .cornerRadius: assign(&cornerRadius, v.cgFloat)
        case .maskedCorners: discrete(&maskedCorners)
        case .cornerCurve: discrete(&cornerCurve)
        case .borderWidth: assign(&borderWidth, v.cgFloat)
        case .borderColor: setColor(&borderColor)
        case .opacity: assign(&opacity, v.float)
        case .allowsGroupOpacity: assign(&allowsGroupOpacity, v.bool)
        case .minificationFilterBias: assign(&minificationFilterBias, v.float)
        case .compositingFilter: if let mode = CompositingFilterNames.blendMode(ofAnimated: v) { compositingBlend = mode }
        case .shadowColor: setColor(&shadowColor)
        case .shadowOpacity: assign(&shadowOpacity, v.float)
        case .shadowOffset: assign(&shadowOffset, v.size)
        case .shadowRadius: assign(&shadowRadius, v.cgFloat)
        case .shadowPath: if let x = v.optionalPath { shadowPath = x }
        case .shouldRasterize: assign(&shouldRasterize, v.bool)
        case .rasterizationScale: assign(&rasterizationScale, v.cgFloat)
        default: writeClassProperty(p, v)
        }
    }

    private mutating func writeClassProperty(_ p: RenderProperty, _ v: AnimatableValue) {
        func setColor(_ field: inout RGBA?) { assignColor(&field, v) }
        func discrete<T>(_ field: inout T) { assignDiscrete(&field, v) }
        func numbers() -> [Double]?? {
            switch v {
            case .numbers(let n): return .some(n)
            case .null: return .some(nil)
            default: return nil
            }
        }
        switch content {
        case .shape(var s):
            switch p {
            case .path: if let x = v.optionalPath { s.path = x }
            case .fillColor: setColor(&s.fillColor)
            case .fillRule: discrete(&s.fillRule)
            case .strokeColor: setColor(&s.strokeColor)
            case .lineWidth: assign(&s.lineWidth, v.cgFloat)
            case .lineCap: discrete(&s.lineCap)
            case .lineJoin: discrete(&s.lineJoin)
            case .miterLimit: assign(&s.miterLimit, v.cgFloat)
            case .lineDashPattern: if let n = numbers() { s.lineDashPattern = n.map { $0.map { CGFloat($0) } } }
            case .lineDashPhase: assign(&s.lineDashPhase, v.cgFloat)
            case .strokeStart: assign(&s.strokeStart, v.cgFloat)
            case .strokeEnd: assign(&s.strokeEnd, v.cgFloat)
            default: return
            }
            content = .shape(s)
        case .gradient(var g):
            switch p {
            case .colors:
                switch v {
                case .colors(let c): g.colors = c
                case .null: g.colors = nil
                default: return
                }
            case .locations: if let n = numbers() { g.locations = n }
            case .startPoint: assign(&g.startPoint, v.point)
            case .endPoint: assign(&g.endPoint, v.point)
            case .gradientType: discrete(&g.type)
            case .radialFocalPoint:
                if case .null = v { g.focalPoint = nil } else if let point = v.point { g.focalPoint = point }
            default: return
            }
            content = .gradient(g)
        case .text(var t):
            switch p {
            case .string: t.string = v.boxed()
            case .font: t.font = v.boxed()
            case .fontSize: assign(&t.fontSize, v.cgFloat)
            case .foregroundColor: setColor(&t.foregroundColor)
            case .wrapped: assign(&t.isWrapped, v.bool)
            case .truncationMode: discrete(&t.truncationMode)
            case .alignmentMode: discrete(&t.alignmentMode)
            default: return
            }
            content = .text(t)
        case .replicator(var r):
            switch p {
            case .instanceCount: if let n = v.number, n.isFinite { r.instanceCount = Int(n.rounded(.towardZero)) }
            case .preservesDepth: assign(&r.preservesDepth, v.bool)
            case .instanceDelay: assign(&r.instanceDelay, v.number)
            case .instanceTransform: assign(&r.instanceTransform, v.transform3D)
            case .instanceColor: setColor(&r.instanceColor)
            case .instanceRedOffset: assign(&r.instanceRedOffset, v.float)
            case .instanceGreenOffset: assign(&r.instanceGreenOffset, v.float)
            case .instanceBlueOffset: assign(&r.instanceBlueOffset, v.float)
            case .instanceAlphaOffset: assign(&r.instanceAlphaOffset, v.float)
            default: return
            }
            content = .replicator(r)
        case .none, .transformLayer, .emitter, .backdrop, .tiled:
            return
        }
    }
}

extension LayerValues {
    /// The values `model` shows at media time `t`: its committed values
    /// (`init(committedOf:)`, or `committed` when the caller has them), then
    /// its committed animations applied in the order they were added
    /// (additive ones on top of what precedes them) — what `presentation()`
    /// shows, without making a layer. A layer whose class redraws for an
    /// animating key (`needsDisplay(forKey:)`) gets the contents a
    /// presentation copy draws with the animated values.
    @MainActor package init(presenting model: CALayer, at t: Double, committed: LayerValues? = nil) {
        var v = committed ?? LayerValues(committedOf: model)
        v.stamp = RenderStateGeneration.next()
        // (Only worth asking while the values still name the committed state.)
        if v.committedGeneration != 0 && !RenderTree.animatesOnlyOpacity(model) { v.committedGeneration = 0 }
        let local = model.renderAnimations.isEmpty ? .nan : model.renderLocalTime(fromMedia: t)
        if !local.isNaN {
            for entry in model.renderAnimations {
                entry.compiled?.evaluate(parentTime: local) { target, value, additive in
                    v.apply(target, value, additive: additive)
                }
            }
            if !FrameBuilder.isBuiltIn(model), model.isAnimatingNeedsDisplayKey(at: t) {
                v.contents = model.frameCopy(at: t).contents
            }
        }
        self = v
    }

    /// The values of `model`'s last commit: its values, with those set since
    /// the commit rolled back.
    @MainActor package init(committedOf model: CALayer) {
        self.init(of: model)
        if !TransactionStack.shared.hasUncommittedChange(model) { committedGeneration = model.renderGeneration }
        if !model.uncommittedOldValues.isEmpty {
            for (key, old) in model.uncommittedOldValues {
                if let p = RenderProperty(key: key) { write(p, old) }
            }
        }
    }
}

/// Writes `x` to `field` when there is one (a value of the right kind).
private func assign<T>(_ field: inout T, _ x: T?) { if let x { field = x } }

/// Writes a colour value (`.null`: no colour) to `field`; other kinds change nothing.
private func assignColor(_ field: inout RGBA?, _ v: AnimatableValue) {
    switch v {
    case .color(let c): field = c
    case .null: field = nil
    default: break
    }
}

/// Writes a value carried as it is (an enum, a string…) when it has `field`'s type.
private func assignDiscrete<T>(_ field: inout T, _ v: AnimatableValue) { if let x = v.boxed() as? T { field = x } }
