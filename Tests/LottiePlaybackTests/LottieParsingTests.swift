import Testing
import Foundation
@testable import LottiePlayback

/// Reading Lottie JSON into the model: composition fields, layers, animated
/// properties in both keyframe forms, easing per dimension, holds, spatial tangents.
struct LottieParsingTests {
    @Test func compositionFieldsAndLayerKinds() throws {
        let json = lottieFile(w: 320, h: 240, fr: 25, ip: 5, op: 55, layers: [
            solidLayer("red", ind: 1, color: "#ff8000", size: (40, 30)),
            #"{"ty": 3, "nm": "null", "ind": 2, "ip": 0, "op": 60, "ks": {}}"#,
            #"{"ty": 4, "nm": "shapes", "ind": 3, "parent": 2, "ip": 0, "op": 60, "st": 4, "sr": 2, "ks": {},"#
                + #""shapes": [{"ty": "gr", "it": [{"ty": "rc", "p": {"a": 0, "k": [1, 2]}, "s": {"a": 0, "k": [3, 4]}, "r": {"a": 0, "k": 1}},"#
                + #"{"ty": "fl", "c": {"a": 0, "k": [0, 0.5, 1, 1]}, "o": {"a": 0, "k": 50}, "r": 2},"#
                + #"{"ty": "tr", "p": {"a": 0, "k": [7, 8]}, "o": {"a": 0, "k": 40}}]}]}"#,
        ])
        let a = try LottieAnimation(jsonString: json)
        #expect(a.size == CGSize(width: 320, height: 240))
        #expect(a.frameRate == 25 && a.inPoint == 5 && a.outPoint == 55)
        #expect(a.duration == 2)
        #expect(a.diagnostics.isEmpty, "\(a.diagnostics)")
        let layers = a.composition.layers
        #expect(layers.count == 3)
        #expect(layers[0].kind == .solid(color: [1, 128.0 / 255, 0, 1], size: CGSize(width: 40, height: 30)))
        #expect(layers[1].kind == .null && layers[1].index == 2)
        #expect(layers[2].parentIndex == 2 && layers[2].startTime == 4 && layers[2].timeStretch == 2)
        guard case .shape(let items) = layers[2].kind, case .group(_, let sub, let tr) = items.first else {
            Issue.record("expected a shape layer with a group"); return
        }
        #expect(sub.count == 2)
        #expect(sub[0] == .rectangle(position: .fixed([1, 2]), size: .fixed([3, 4]), roundness: .fixed([1]), reversed: false))
        #expect(sub[1] == .fill(LottieFill(color: .fixed([0, 0.5, 1, 1]), opacity: .fixed([50]), evenOdd: true)))
        #expect(tr.position == .fixed([7, 8]) && tr.opacity == .fixed([40]))
    }

    @Test func keyframesNewAndOldForms() throws {
        let newForm = #"{"a": 1, "k": [{"t": 0, "s": [0, 0], "o": {"x": [0.3], "y": [0]}, "i": {"x": [0.7], "y": [1]}}, {"t": 10, "s": [100, 50]}]}"#
        let oldForm = #"{"a": 1, "k": [{"t": 0, "s": [0, 0], "e": [100, 50], "o": {"x": 0.3, "y": 0}, "i": {"x": 0.7, "y": 1}}, {"t": 10}]}"#
        for p in [newForm, oldForm] {
            let a = try LottieAnimation(jsonString: lottieFile(layers: [solidLayer("s", ks: #""p": \#(p)"#)]))
            #expect(a.diagnostics.isEmpty, "\(a.diagnostics)")
            let k = a.composition.layers[0].transform.position!.keyframes
            #expect(k.count == 2)
            #expect(k[0].time == 0 && k[0].value == [0, 0] && k[1].time == 10 && k[1].value == [100, 50])
            #expect(k[0].easing.controlPoints(dimension: 1) == (0.3, 0, 0.7, 1))
            #expect(k[0].easing.isUniform)
        }
    }

    @Test func holdsPerDimensionEasingAndSpatialTangents() throws {
        let p = #"{"a": 1, "k": [{"t": 0, "s": [0, 0], "h": 1}, {"t": 5, "s": [10, 10], "o": {"x": [0.1, 0.9], "y": [0, 0]}, "i": {"x": [0.2, 0.8], "y": [1, 1]}, "to": [0, 20], "ti": [5, 0]}, {"t": 10, "s": [30, 10]}]}"#
        let a = try LottieAnimation(jsonString: lottieFile(layers: [solidLayer("s", ks: #""p": \#(p)"#)]))
        let position = try #require(a.composition.layers[0].transform.position)
        let k = position.keyframes
        #expect(k[0].hold && !k[1].hold)
        #expect(!k[1].easing.isUniform && k[1].easing.controlPoints(dimension: 1) == (0.9, 0, 0.8, 1))
        #expect(k[1].spatialOut == [0, 20] && k[1].spatialIn == [5, 0])
        #expect(position.hasPerDimensionEasing && position.hasSpatialTangents)
        // The model's own evaluation: the hold keeps the first value up to frame 5.
        #expect(position.value(at: 4.99) == [0, 0] && position.value(at: 5) == [10, 10])
    }

    @Test func splitPositionAndScalarForms() throws {
        let ks = #""p": {"s": true, "x": {"a": 0, "k": 12}, "y": {"a": 1, "k": [{"t": 0, "s": [3]}, {"t": 4, "s": [9]}]}}, "r": {"a": 0, "k": [45]}, "s": {"a": 0, "k": 50}"#
        let a = try LottieAnimation(jsonString: lottieFile(layers: [solidLayer("s", ks: ks)]))
        let t = a.composition.layers[0].transform
        #expect(t.position == nil)
        #expect(t.positionX == .fixed([12]))
        #expect(t.positionY?.keyframes.map(\.value) == [[3], [9]])
        #expect(t.rotation == .fixed([45]))
        #expect(t.scale == .fixed([50, 50]))   // a scalar scale is uniform
    }

    @Test func shapePathsBothWrappedAndBare() throws {
        let shape = #"{"c": true, "v": [[0, 0], [10, 0], [10, 10]], "i": [[0, 0], [0, 0], [0, 0]], "o": [[1, 1], [0, 0], [0, 0]]}"#
        let shapes = #"[{"ty": "sh", "ks": {"a": 0, "k": \#(shape)}}, {"ty": "sh", "ks": {"a": 1, "k": [{"t": 0, "s": [\#(shape)]}, {"t": 5, "s": [\#(shape)]}]}}]"#
        let layer = #"{"ty": 4, "ip": 0, "op": 20, "ks": {}, "shapes": \#(shapes)}"#
        let a = try LottieAnimation(jsonString: lottieFile(layers: [layer]))
        #expect(a.diagnostics.isEmpty, "\(a.diagnostics)")
        guard case .shape(let items) = a.composition.layers[0].kind, case .path(let fixed) = items[0],
              case .path(let animated) = items[1] else { Issue.record("expected two paths"); return }
        #expect(fixed.initialValue.vertices == [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        #expect(fixed.initialValue.outTangents[0] == CGPoint(x: 1, y: 1) && fixed.initialValue.isClosed)
        #expect(animated.keyframes.count == 2)
    }

    @Test func jsonPathsReadLikeTheFile() {
        let path = LottieJSONPath.root.appending("layers").appending(3).appending("ks").appending("p")
            .appending("k").appending(2).appending("t")
        #expect(path.description == "layers[3].ks.p.k[2].t")
        #expect(LottieJSONPath.root.description == "$")
    }
}
