import Testing
import Foundation
@testable import OpenQuartzCore

// MARK: - Demo layers and delegates

final class ThicknessLayer: CALayer {
    @CAManaged("thickness") var thickness: CGFloat = 0
    var displayed: [CGFloat] = []
    override class func needsDisplay(forKey key: String) -> Bool {
        key == "thickness" || super.needsDisplay(forKey: key)
    }
    override func display() { displayed.append(thickness) }
}

final class ImplicitThicknessLayer: CALayer {
    @CAManaged("thickness") var thickness: CGFloat = 0
    override class func needsDisplay(forKey key: String) -> Bool {
        key == "thickness" || super.needsDisplay(forKey: key)
    }
    override func action(forKey event: String) -> (any CAAction)? {
        if event == "thickness" {
            let ba = CABasicAnimation(keyPath: event)
            ba.fromValue = presentation()!.value(forKey: event)
            return ba
        }
        return super.action(forKey: event)
    }
}

final class NoPositionActionLayer: CALayer {
    override func action(forKey event: String) -> (any CAAction)? {
        event == "position" ? nil : super.action(forKey: event)
    }
}

final class FlaggablePositionLayer: CALayer {
    override func action(forKey event: String) -> (any CAAction)? {
        if event == "position", value(forKey: "suppressPositionAnimation") != nil { return nil }
        return super.action(forKey: event)
    }
}

/// Neuburg's MyWagglePositionAction, from its described behaviour.
@MainActor final class WagglePositionAction: NSObject, CAAction {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let lay = anObject as? CALayer,
              let newP = lay.value(forKey: event) as? CGPoint,
              let oldP = lay.presentation()?.value(forKey: event) as? CGPoint else { return }
        let d = hypot(newP.x - oldP.x, newP.y - oldP.y)
        let r = d / 3
        let theta = atan2(newP.y - oldP.y, newP.x - oldP.x)
        let wag = 10 * CGFloat.pi / 180
        let p1 = CGPoint(x: oldP.x + r * cos(theta + wag), y: oldP.y + r * sin(theta + wag))
        let p2 = CGPoint(x: oldP.x + 2 * r * cos(theta - wag), y: oldP.y + 2 * r * sin(theta - wag))
        let anim = CAKeyframeAnimation(keyPath: event)
        anim.values = [oldP, p1, p2, newP]
        anim.calculationMode = .cubic
        lay.add(anim, forKey: event)
    }
}

final class WaggleDelegate: CALayerDelegate {
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        event == "position" ? WagglePositionAction() : nil
    }
}

final class PushContentsLayer: CALayer {
    override class func defaultAction(forKey event: String) -> (any CAAction)? {
        if event == "contents" {
            let t = CATransition()
            t.type = .push
            t.subtype = .fromLeft
            return t
        }
        return super.defaultAction(forKey: event)
    }
}

final class PopInDelegate: CALayerDelegate {
    var events: [String] = []
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        guard event == kCAOnOrderIn else { return nil }
        events.append(event)
        let anim1 = CABasicAnimation(keyPath: "opacity")
        anim1.fromValue = 0.0
        anim1.toValue = layer.opacity
        let anim2 = CABasicAnimation(keyPath: "transform")
        anim2.toValue = CATransform3DScale(layer.transform, 1.2, 1.2, 1)
        anim2.autoreverses = true
        anim2.duration = 0.1
        let group = CAAnimationGroup()
        group.animations = [anim1, anim2]
        group.duration = 0.2
        return group
    }
}

final class FarewellDelegate: CALayerDelegate, CAAnimationDelegate {
    var stops: [String] = []
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        guard event == "farewell" else { return nil }
        let anim1 = CABasicAnimation(keyPath: "opacity")
        anim1.fromValue = layer.opacity
        anim1.toValue = 0.0
        let anim2 = CABasicAnimation(keyPath: "transform")
        anim2.toValue = CATransform3DScale(layer.transform, 0.1, 0.1, 1)
        let group = CAAnimationGroup()
        group.animations = [anim1, anim2]
        group.duration = 0.2
        group.delegate = self
        group.setValue(layer, forKey: "remove")
        group.setValue("farewell", forKey: "name")
        layer.opacity = 0
        return group
    }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stops.append("\(anim.value(forKey: "name") as? String ?? "?") \(flag)@\(CACurrentMediaTime())")
        (anim.value(forKey: "remove") as? CALayer)?.removeFromSuperlayer()
    }
}

final class EventRecorder: CALayerDelegate {
    var events: [String] = []
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        events.append(event)
        return nil
    }
}
