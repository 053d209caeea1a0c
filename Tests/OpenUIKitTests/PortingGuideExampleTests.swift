import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// The README's worked porting example, as written there: it compiles with
/// `import OpenUIKit` alone and does what the README says.
final class LoginController: UIViewController {
    let button = UIView(frame: CGRect(x: 40, y: 300, width: 200, height: 44))

    override func viewDidLoad() {
        super.viewDidLoad()
        button.backgroundColor = .systemGreen
        button.layer.cornerRadius = 8
        view.addSubview(button)
        button.addGestureRecognizer(UITapGestureRecognizer(target: self, action: LoginController.didTap))
    }

    func didTap(_ tap: UITapGestureRecognizer) {
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                       options: [], animations: { self.button.center.y += 60 }) { _ in
            UIView.transition(with: self.button, duration: 0.3, options: .transitionFlipFromLeft, animations: nil)
        }
    }
}

@MainActor struct PortingGuideExampleTests {
    @Test func theReadmeExampleRuns() {
        resetClock(at: 0)
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = LoginController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        MediaClock.advance(by: 0)
        window.tap(at: CGPoint(x: 140, y: 322))
        #expect(approx(controller.button.center.y, 382, 1e-9), "center \(controller.button.center.y - 382)")
        #expect(controller.button.layer.animation(forKey: "position") is CASpringAnimation)
        MediaClock.advance(by: 0.25)
        window.renderer.beginFrame(atTime: CACurrentMediaTime())
        window.renderer.render()
        window.renderer.endFrame()
        #expect(window.renderer.makeImage() != nil)
        MediaClock.advance(by: 0.3)
        #expect(controller.button.layer.animationKeys() == ["transition"])
    }
}
