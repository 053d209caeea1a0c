import Foundation
import OpenUIKit

/// One flight on the ch. 4–5 status board.
struct BahamaFlight: Sendable {
    let number, gate, from, to, status, summary: String
    let snowy, isTakingOff: Bool

    static let londonToParis = BahamaFlight(number: "ZY 2014", gate: "T1 A33", from: "LGW", to: "CDG", status: "Boarding",
                                            summary: "01 Apr 2015 09:42", snowy: true, isTakingOff: false)
    static let parisToRome = BahamaFlight(number: "AE 1107", gate: "045", from: "CDG", to: "FCO", status: "Delayed",
                                          summary: "01 Apr 2015 17:05", snowy: false, isTakingOff: true)
}

/// The flight status board of chapters 4 and 5: a weather backdrop, a
/// summary bar, and on a navy panel the flight and gate numbers, the two
/// airports with the plane between them and the flight status.
@MainActor final class BahamaFlightBoard {
    static let planeHome = CGPoint(x: 180, y: 300)
    static let summaryHome = CGPoint(x: 180, y: 62)

    let window: UIWindow
    let background = UIImageView(image: BahamaAir.weatherImage(snowy: true))
    let summary = BahamaAir.label("", size: 16, bold: false, frame: CGRect(x: 0, y: 40, width: 360, height: 44))
    let number = BahamaAir.label("", size: 30, frame: CGRect(x: 40, y: 188, width: 140, height: 44))
    let gate = BahamaAir.label("", size: 26, color: UIColor(red: 0.99, green: 0.84, blue: 0.2, alpha: 1),
                               frame: CGRect(x: 200, y: 188, width: 120, height: 44))
    let departing = BahamaAir.label("", size: 28, frame: CGRect(x: 30, y: 280, width: 100, height: 40))
    let arriving = BahamaAir.label("", size: 28, frame: CGRect(x: 230, y: 280, width: 100, height: 40))
    let status = BahamaAir.label("", size: 24, bold: false, color: BahamaAir.bannerText,
                                 frame: CGRect(x: 60, y: 380, width: 240, height: 40))
    let plane = UIImageView(image: BahamaAir.planeImage())
    /// The auxiliary label showing each animated label's next text while a
    /// transition runs (made for the transition, removed by its completion).
    private var auxiliaries: [ObjectIdentifier: UILabel] = [:]
    let log = BahamaLog()
    private let ctx: SceneContext

    init(_ ctx: SceneContext) {
        self.ctx = ctx
        window = ctx.makeWindow(background: BahamaAir.sunSky)
        background.frame = window.bounds
        window.addSubview(background)
        summary.backgroundColor = BahamaAir.navy
        window.addSubview(summary)
        let panel = UIView(frame: CGRect(x: 20, y: 150, width: 320, height: 320))
        panel.backgroundColor = BahamaAir.navy
        panel.layer.cornerRadius = 12
        window.addSubview(panel)
        for l in [number, gate, departing, arriving, status] { window.addSubview(l) }
        plane.center = Self.planeHome
        window.addSubview(plane)
        show(.londonToParis, animated: false)
    }

    /// The auxiliary label now standing in for `label`'s next text, if any.
    func auxLabel(for label: UILabel) -> UILabel? { auxiliaries[ObjectIdentifier(label)] }

    /// A new auxiliary label over `label`, showing `text`, with `transform`
    /// and `alpha`: added to the board in the same turn it starts animating.
    private func auxiliary(for label: UILabel, text: String, _ transform: CGAffineTransform, alpha: CGFloat) -> UILabel {
        let aux = BahamaAir.auxCopy(of: label, text: text)
        aux.transform = transform
        aux.alpha = alpha
        auxiliaries[ObjectIdentifier(label)] = aux
        return aux
    }

    /// The transition of `label` is over: its auxiliary label goes.
    private func retire(_ aux: UILabel, of label: UILabel) {
        aux.removeFromSuperview()
        if auxiliaries[ObjectIdentifier(label)] === aux { auxiliaries[ObjectIdentifier(label)] = nil }
    }

    /// Shows `flight`: at once, or with the ch. 4 transitions (and, with
    /// `keyframes`, ch. 5's plane departure and summary switch).
    func show(_ flight: BahamaFlight, animated: Bool, keyframes: Bool = false) {
        guard animated else {
            summary.text = flight.summary; number.text = flight.number; gate.text = flight.gate
            departing.text = flight.from; arriving.text = flight.to; status.text = flight.status
            background.image = BahamaAir.weatherImage(snowy: flight.snowy)
            return
        }
        log.add("show \(flight.number)")
        UIView.transition(with: background, duration: 1, options: .transitionCrossDissolve,
                          animations: { self.background.image = BahamaAir.weatherImage(snowy: flight.snowy) },
                          completion: { _ in self.log.add("weather") })
        let direction: CGFloat = flight.isTakingOff ? 1 : -1
        cube(number, to: flight.number, direction: direction)
        cube(gate, to: flight.gate, direction: direction)
        cube(status, to: flight.status, direction: direction)
        fadeAndBounce(departing, to: flight.from, offset: CGPoint(x: direction * 80, y: 0))
        fadeAndBounce(arriving, to: flight.to, offset: CGPoint(x: 0, y: direction * 50))
        if keyframes {
            depart()
            switchSummary(to: flight.summary)
        } else {
            summary.text = flight.summary
        }
    }

    /// The fake 3D cube: the new text squashed to a tenth of its height and
    /// moved half a label up or down unfolds (0.5 s, ease-out) while the old
    /// one folds away the other way.
    func cube(_ label: UILabel, to text: String, direction: CGFloat) {
        let offset = direction * label.bounds.size.height / 2
        let aux = auxiliary(for: label, text: text, CGAffineTransform(scaleX: 1, y: 0.1)
            .concatenating(CGAffineTransform(translationX: 0, y: offset)), alpha: 1)
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveEaseOut, animations: {
            aux.transform = .identity
            label.transform = CGAffineTransform(scaleX: 1, y: 0.1).concatenating(CGAffineTransform(translationX: 0, y: -offset))
        }, completion: { _ in
            label.text = aux.text
            label.transform = .identity
            self.retire(aux, of: label)
        })
    }

    /// Fade and bounce: the old text moves by `offset` and fades (0.5 s,
    /// ease-in) while the new one, starting at that offset, comes home and
    /// appears (0.25 s after 0.1 s, ease-in).
    func fadeAndBounce(_ label: UILabel, to text: String, offset: CGPoint) {
        let aux = auxiliary(for: label, text: text, CGAffineTransform(translationX: offset.x, y: offset.y), alpha: 0)
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveEaseIn, animations: {
            label.transform = CGAffineTransform(translationX: offset.x, y: offset.y)
            label.alpha = 0
        }, completion: nil)
        UIView.animate(withDuration: 0.25, delay: 0.1, options: .curveEaseIn, animations: {
            aux.transform = .identity
            aux.alpha = 1
        }, completion: { _ in
            self.retire(aux, of: label)
            label.text = text
            label.alpha = 1
            label.transform = .identity
        })
    }

    /// Ch. 5: the plane takes off (accelerates right, tilts −22.5°, climbs
    /// and fades), jumps unseen to the left edge and taxis back in (1.5 s).
    func depart() {
        let home = plane.center
        UIView.animateKeyframes(withDuration: 1.5, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
                self.plane.center.x += 80; self.plane.center.y -= 10
            }
            UIView.addKeyframe(withRelativeStartTime: 0.1, relativeDuration: 0.4) {
                self.plane.transform = CGAffineTransform(rotationAngle: -.pi / 8)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) {
                self.plane.center.x += 100; self.plane.center.y -= 50; self.plane.alpha = 0
            }
            UIView.addKeyframe(withRelativeStartTime: 0.51, relativeDuration: 0.01) {
                self.plane.transform = .identity; self.plane.center = CGPoint(x: 0, y: home.y)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.55, relativeDuration: 0.45) {
                self.plane.alpha = 1; self.plane.center = home
            }
        }, completion: { _ in self.log.add("landed") })
    }

    /// Ch. 5 challenge: the summary bar flies up off screen and back (two
    /// keyframes over 1 s); its text changes half way, while it is away.
    func switchSummary(to text: String) {
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.45) { self.summary.center.y -= 100 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.45) { self.summary.center.y += 100 }
        }, completion: nil)
        ctx.at(ctx.time + 0.5) { self.summary.text = text; self.log.add("summary text") }
    }
}
