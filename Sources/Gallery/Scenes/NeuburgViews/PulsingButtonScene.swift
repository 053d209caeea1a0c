import OpenUIKit

extension Gallery {
    /// Neuburg demo 2: a button's image is an animated image of six red
    /// dots, each larger than the last, looping every 0.5 s: the dot pulses.
    static let neuburgPulsingButton = Scene(
        name: "neuburg-pulsing-button", title: "A pulsing button image",
        source: Neuburg.source(2, "§2"),
        summary: "UIImage.animatedImage(with: six red dots of growing size, duration: 0.5) set as a custom button's image: the dot grows in six steps every half second, forever",
        duration: 2, goldenTimes: [0.95, 1.2]
    ) { ctx in
        let window = ctx.makeWindow()
        let dots = (0..<6).map { i in
            UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in
                let d = CGFloat(10 + 6 * i)
                UIColor(cgColor: Palette.red).setFill()
                UIBezierPath(ovalIn: CGRect(x: 20 - d / 2, y: 20 - d / 2, width: d, height: d)).fill()
            }
        }
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 170, y: 110, width: 60, height: 60)
        window.addSubview(button)
        ctx.at(0.5) { button.setImage(UIImage.animatedImage(with: dots, duration: 0.5), for: .normal) }
        ctx.checkpoint(at: 0.5, "the image view loops the six frames") { r in
            let loop = button.imageView?.layer.animation(forKey: UIImageView.animatedImageKey) as? CAKeyframeAnimation
            r.expect(loop?.duration == 0.5 && loop?.repeatCount == .infinity, "0.5 s, forever")
            r.expect(loop?.values?.count == 6 && loop?.calculationMode == .discrete, "six discrete frames")
        }
        ctx.checkpoint(at: 0.6, "the dot is centred in the button") { r in
            let frame = button.imageView.map { button.convert($0.frame, to: window) }
            r.expect(frame == CGRect(x: 180, y: 120, width: 40, height: 40), "image view 40 × 40 at the button's centre")
        }
        // Frame i shows over [i/12, (i+1)/12) of each half second from 0.5 s.
        for t in [0.54, 0.7, 0.95, 1.04, 1.2, 1.45, 1.9] {
            ctx.checkpoint(at: t, "pulse at \(t)") { r in
                let i = Int((((t - 0.5) * 12).rounded(.down))) % 6
                r.expect(NeuburgViews.shownContents(button.imageView!) === dots[i].cgImage, "frame \(i)")
            }
        }
        return window.layer
    }
}
