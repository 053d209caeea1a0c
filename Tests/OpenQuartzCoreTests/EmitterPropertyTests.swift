import Testing
import Foundation
@testable import OpenQuartzCore

extension GlobalClockSuite {
@Suite @MainActor struct EmitterPropertyTests {
    @Test func cellDefaultsAreApples() {
        let c = CAEmitterCell()
        #expect(c.name == nil && c.isEnabled)
        #expect(c.birthRate == 0 && c.lifetime == 0 && c.lifetimeRange == 0)
        #expect(c.emissionLatitude == 0 && c.emissionLongitude == 0 && c.emissionRange == 0)
        #expect(c.velocity == 0 && c.velocityRange == 0)
        #expect(c.xAcceleration == 0 && c.yAcceleration == 0 && c.zAcceleration == 0)
        #expect(c.scale == 1 && c.scaleRange == 0 && c.scaleSpeed == 0 && c.spin == 0 && c.spinRange == 0)
        #expect(c.color?.rgba == RGBA(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(c.redRange == 0 && c.greenSpeed == 0 && c.alphaSpeed == 0)
        #expect(c.contents == nil && c.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1) && c.contentsScale == 1)
        #expect(c.minificationFilter == "linear" && c.magnificationFilter == "linear" && c.minificationFilterBias == 0)
        #expect(c.emitterCells == nil && c.style == nil)
        #expect(c.beginTime == 0 && c.duration == 0 && c.speed == 1 && c.fillMode == .removed)
        #expect(CAEmitterCell.defaultValue(forKey: "scale") as? CGFloat == 1)
        #expect(CAEmitterCell.defaultValue(forKey: "enabled") as? Bool == true)
        #expect(CAEmitterCell.defaultValue(forKey: "nonsense") == nil)
    }

    @Test func layerDefaultsAreApples() {
        let e = CAEmitterLayer()
        #expect(e.emitterCells == nil)
        #expect(e.birthRate == 1 && e.lifetime == 1 && e.velocity == 1 && e.scale == 1 && e.spin == 1)
        #expect(e.emitterPosition == .zero && e.emitterZPosition == 0 && e.emitterSize == .zero && e.emitterDepth == 0)
        #expect(e.emitterShape == .point && e.emitterMode == .volume && e.renderMode == .unordered)
        #expect(!e.preservesDepth && e.seed == 0)
        #expect(CAEmitterLayer.defaultValue(forKey: "birthRate") as? Float == 1)
        #expect(CAEmitterLayer.defaultValue(forKey: "emitterShape") as? CAEmitterLayerEmitterShape == .point)
        #expect(CAEmitterLayer.defaultValue(forKey: "opacity") as? Float == 1)
    }

    @Test func cellKeyValueCoding() {
        let c = CAEmitterCell()
        c.setValue(3.0, forKey: "greenSpeed")
        #expect(c.greenSpeed == 3)
        #expect(c.value(forKey: "greenSpeed") as? Float == 3)
        c.setValue(false, forKey: "enabled")
        #expect(!c.isEnabled)
        c.setValue("circle", forKey: "name")
        #expect(c.name == "circle")
        c.setValue(nil, forKey: "name")
        #expect(c.name == nil)
        c.setValue(CGColor(red: 0, green: 0, blue: 1, alpha: 1), forKey: "color")
        #expect(c.color?.rgba == RGBA(red: 0, green: 0, blue: 1, alpha: 1))
        c.setValue(42, forKey: "custom")
        #expect(c.value(forKey: "custom") as? Int == 42)
        let refused = CADiagnostics.capture { c.setValue("fast", forKey: "velocity") }
        #expect(refused.messages.count == 1 && c.velocity == 0)
        c.style = ["other": 7]
        #expect(c.value(forKey: "other") as? Int == 7)
    }

    @Test func layerKeyValueCodingWithCellKeyPaths() {
        let e = CAEmitterLayer()
        let cell = CAEmitterCell(); cell.name = "circle"; cell.greenSpeed = 0.75
        let sub = CAEmitterCell(); sub.name = "spray"; sub.birthRate = 200
        cell.emitterCells = [sub]
        e.emitterCells = [cell]
        #expect(e.value(forKeyPath: "emitterCells.circle.greenSpeed") as? Float == 0.75)
        e.setValue(3.0, forKeyPath: "emitterCells.circle.greenSpeed")
        #expect(cell.greenSpeed == 3)
        #expect(e.value(forKeyPath: "emitterCells.circle.emitterCells.spray.birthRate") as? Float == 200)
        e.setValue(50, forKeyPath: "emitterCells.circle.emitterCells.spray.birthRate")
        #expect(sub.birthRate == 50)
        #expect(cell.value(forKeyPath: "emitterCells.spray.birthRate") as? Float == 50)
        let missing = CADiagnostics.capture { e.setValue(1, forKeyPath: "emitterCells.nope.greenSpeed") }
        #expect(missing.messages.count == 1)
        #expect(e.value(forKeyPath: "emitterCells.nope.greenSpeed") == nil)
        e.setValue(7, forKey: "seed")
        #expect(e.seed == 7 && e.value(forKey: "seed") as? Int == 7)
        e.setValue(CAEmitterLayerEmitterShape.line, forKey: "emitterShape")
        #expect(e.emitterShape == .line)
        e.setValue(CGPoint(x: 30, y: 100), forKey: "emitterPosition")
        #expect(e.emitterPosition == CGPoint(x: 30, y: 100))
        #expect(e.value(forKeyPath: "emitterPosition.x") as? CGFloat == 30)
        e.setValue(nil, forKey: "emitterCells")
        #expect(e.emitterCells == nil)
    }

    @Test func copiesAreDeepAndPresentationCopiesDoNotShareCells() {
        let cell = CAEmitterCell(); cell.name = "a"; cell.birthRate = 5
        let sub = CAEmitterCell(); sub.name = "b"
        cell.emitterCells = [sub]
        let c = cell.copy() as! CAEmitterCell
        #expect(c !== cell && c.name == "a" && c.birthRate == 5)
        #expect(c.emitterCells?.first !== sub && c.emitterCells?.first?.name == "b")
        // A cell containing itself copies with the same shape, without hanging.
        let loop = CAEmitterCell(); loop.emitterCells = [loop]
        let lc = loop.copy() as! CAEmitterCell
        #expect(lc.emitterCells?.first === lc)
        loop.emitterCells = nil; lc.emitterCells = nil          // cells containing themselves are cycles

        let e = CAEmitterLayer(); e.emitterCells = [cell]
        let p = e.presentation()!
        #expect(p.emitterCells?.first !== cell && p.emitterCells?.first?.birthRate == 5)
    }
}
}
