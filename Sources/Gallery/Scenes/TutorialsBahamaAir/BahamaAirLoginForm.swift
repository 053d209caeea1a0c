import Foundation
import OpenUIKit

/// The Bahama Air login screen of chapters 1–3, built from views: sky, sea,
/// four clouds, the heading, two fields, the green Log In button with a
/// spinner clipped inside it, and the hidden status banner with its label.
@MainActor final class BahamaLoginForm {
    static let width: CGFloat = 360
    static let headingCenter = CGPoint(x: 180, y: 110)
    static let usernameCenter = CGPoint(x: 180, y: 200)
    static let passwordCenter = CGPoint(x: 180, y: 252)
    static let buttonCenter = CGPoint(x: 180, y: 330)
    static let buttonSize = CGSize(width: 200, height: 50)
    /// Cloud centres (each cloud is 100 × 50).
    static let cloudCenters = [CGPoint(x: 70, y: 45), CGPoint(x: 290, y: 160),
                               CGPoint(x: 70, y: 450), CGPoint(x: 290, y: 505)]
    /// The spinner's resting centre inside the button, off its left edge.
    static let spinnerHome = CGPoint(x: -10, y: 25)
    /// The status messages of the ch. 3 loop.
    static let messages = ["Connecting ...", "Authorizing ...", "Sending credentials ...", "Failed"]

    let window: UIWindow
    let heading: UILabel
    let username = UITextField(frame: CGRect(x: 50, y: 180, width: 260, height: 40))
    let password = UITextField(frame: CGRect(x: 50, y: 232, width: 260, height: 40))
    let button = UIButton(type: .system)
    let spinner = UIActivityIndicatorView(style: .whiteLarge)
    let clouds: [UIImageView]
    let status = UIImageView(image: BahamaAir.bannerImage())
    let statusLabel: UILabel
    let log = BahamaLog()

    init(_ ctx: SceneContext) {
        window = ctx.makeWindow(background: BahamaAir.sky)
        let sea = UIView(frame: CGRect(x: 0, y: 560, width: 360, height: 80))
        sea.backgroundColor = BahamaAir.sea
        window.addSubview(sea)
        let cloud = BahamaAir.cloudImage()
        clouds = Self.cloudCenters.map { c in
            let view = UIImageView(image: cloud)
            view.center = c
            return view
        }
        for c in clouds { window.addSubview(c) }
        heading = BahamaAir.label("Bahama Air", size: 34, frame: CGRect(x: 50, y: 85, width: 260, height: 50))
        window.addSubview(heading)
        for (field, hint) in [(username, "Username"), (password, "Password")] {
            field.backgroundColor = .white
            field.layer.cornerRadius = 6
            field.placeholder = hint
            window.addSubview(field)
        }
        button.frame = CGRect(x: 80, y: 305, width: 200, height: 50)
        button.backgroundColor = BahamaAir.green
        button.setTitle("Log In", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.layer.cornerRadius = 8
        button.layer.masksToBounds = true
        spinner.frame = CGRect(x: -20, y: 15, width: 20, height: 20)
        spinner.alpha = 0
        spinner.startAnimating()
        button.addSubview(spinner)
        window.addSubview(button)
        status.center = Self.buttonCenter
        status.isHidden = true
        statusLabel = BahamaAir.label("", size: 18, bold: false, color: BahamaAir.bannerText,
                                      frame: CGRect(x: 0, y: 0, width: 240, height: 44))
        status.addSubview(statusLabel)
        window.addSubview(status)
    }

    /// Ch. 2's log-in: the button grows 80 wider on a bouncy spring (1.5 s,
    /// damping 0.2) while a stiffer one (0.33 s, damping 0.7) drops it 60,
    /// tints it and brings the spinner in. `grown` runs when the width settles.
    func logIn(grown: (() -> Void)? = nil) {
        log.add("tapped")
        UIView.animate(withDuration: 1.5, delay: 0, usingSpringWithDamping: 0.2, initialSpringVelocity: 0,
                       options: [], animations: { self.button.bounds.size.width += 80 },
                       completion: { _ in self.log.add("grown"); grown?() })
        UIView.animate(withDuration: 0.33, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                       options: [], animations: {
                           self.button.center.y += 60
                           self.button.backgroundColor = BahamaAir.busy
                           self.spinner.center = CGPoint(x: 40, y: self.button.bounds.height / 2)
                           self.spinner.alpha = 1
                       }, completion: { _ in self.log.add("moved") })
    }

    /// Sends Log In on a tap inside the button.
    func onLogIn(_ action: @escaping @MainActor () -> Void) {
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
    }
}
