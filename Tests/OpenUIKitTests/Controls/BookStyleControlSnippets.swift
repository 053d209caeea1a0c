import Foundation
import Testing
import OpenUIKit
import LayerTestSupport

// Control code written the way the source books' demos use these views
// (our own snippets in their style). Each must compile unchanged against
// UIKit and OpenUIKit — apart from the action arguments: UIKit's take
// `#selector(tapped)`, ours an unbound method (`Self.tapped`).

/// A controller in the books' style: outlets built in code, actions as methods.
@MainActor final class FlightViewController: UIViewController {
    let statusLabel = UILabel()
    let loginButton = UIButton(type: .system)
    let spinner = UIActivityIndicatorView(style: .medium)
    let speed = UISlider()
    let autopilot = UISwitch()
    let username = UITextField()
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        statusLabel.text = "Hello"
        statusLabel.textAlignment = .center
        statusLabel.font = UIFont.systemFont(ofSize: 24)
        statusLabel.sizeToFit()
        statusLabel.center = CGPoint(x: 160, y: 40)
        view.addSubview(statusLabel)

        loginButton.setTitle("Log In", for: .normal)
        loginButton.frame = CGRect(x: 60, y: 100, width: 200, height: 44)
        loginButton.addTarget(self, action: Self.tapped, for: .touchUpInside)
        view.addSubview(loginButton)

        spinner.center = CGPoint(x: 40, y: 122)
        spinner.startAnimating()
        loginButton.addSubview(spinner)

        speed.frame = CGRect(x: 20, y: 180, width: 280, height: 31)
        speed.minimumValue = 0
        speed.maximumValue = 100
        speed.addTarget(self, action: Self.speedChanged, for: .valueChanged)
        view.addSubview(speed)

        autopilot.addTarget(self, action: Self.toggled, for: .valueChanged)
        view.addSubview(autopilot)

        username.placeholder = "Username"
        username.borderStyle = .roundedRect
        username.delegate = self
        view.addSubview(username)
    }

    func tapped(_ sender: UIButton) {
        log.append("tapped \(sender.currentTitle ?? "")")
        UIView.transition(with: statusLabel, duration: 0.33, options: [.transitionCrossDissolve], animations: {
            self.statusLabel.text = "Logging in..."
        }, completion: nil)
    }

    func speedChanged(_ sender: UISlider) { log.append("speed \(Int(sender.value))") }

    func toggled() { log.append("autopilot \(autopilot.isOn)") }
}

extension FlightViewController: UITextFieldDelegate {
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("editing") }
}

@MainActor struct BookStyleControlSnippets {
    @Test func imageViewFromANamedImageAndAFrameAnimation() {
        resetClock()
        let iv = UIImageView(image: UIImage(named: "plane"))      // no such file here: nil image
        #expect(iv.image == nil && iv.frame.size == .zero)
        let frames = (0..<6).map { i in solidImage(UIColor(white: CGFloat(i) / 5, alpha: 1)) }
        iv.image = frames[0]
        iv.frame = CGRect(x: 100, y: 100, width: 50, height: 50)
        iv.animationImages = frames
        iv.animationDuration = 1
        iv.animationRepeatCount = 1
        iv.startAnimating()
        #expect(iv.isAnimating)
        let pulsing = UIImage.animatedImage(with: frames, duration: 0.5)
        let button = UIButton(type: .custom)
        button.setImage(pulsing, for: .normal)
        #expect(button.imageView?.layer.animation(forKey: UIImageView.animatedImageKey)?.repeatCount == .infinity)
    }

    @Test func controllerWiresItsControls() {
        resetClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = FlightViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        MediaClock.advance(by: 0)
        #expect(controller.statusLabel.bounds.size == controller.statusLabel.intrinsicContentSize)
        window.tap(at: CGPoint(x: 160, y: 122))
        #expect(controller.statusLabel.text == "Logging in...")
        controller.speed.setValue(40, animated: true)
        controller.speed.sendActions(for: .valueChanged)
        window.tap(at: CGPoint(x: 25, y: 15))
        window.tap(at: CGPoint(x: 60, y: 15))                     // the text field is behind the switch
        #expect(controller.log == ["tapped Log In", "speed 40", "autopilot true"])
        #expect(controller.username.becomeFirstResponder())
        #expect(controller.log.last == "editing")
        #expect(controller.spinner.isAnimating)
    }
}
