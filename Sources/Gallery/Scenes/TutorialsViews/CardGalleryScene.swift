import OpenUIKit

extension Gallery {
    /// Tutorials ch. 25: four storm cards hinged on their top edges share
    /// the parent's perspective (sublayerTransform m34 = −1/250); Browse
    /// fans them out, a tap brings one to the front, Browse folds them back.
    static let tutorialsCardGallery = Scene(
        name: "tutorials-card-gallery", title: "3D card gallery",
        source: TutorialViews.source(25, "Intermediate 3D animations (the storm gallery, and the Browse toggle challenge)"),
        summary: "Cards fan out in 0.33 s (translate 50 + i·160, scale 0.95 × 0.6, tip π/8 about −x under m34 = −1/250); a tapped card flattens and comes to the front while the others fade; Browse folds the fan",
        size: CGSize(width: 360, height: 640), duration: 4.5, goldenTimes: [0.715, 1, 2]
    ) { ctx in
        let (window, gallery) = TutorialViews.window(in: ctx) { CardGalleryController() }
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 64))
        bar.backgroundColor = CardGalleryArt.bar
        let title = UILabel(frame: CGRect(x: 80, y: 20, width: 200, height: 44))
        title.font = UIFont.boldSystemFont(ofSize: 17)
        title.textColor = CardGalleryArt.ink
        title.textAlignment = .center
        title.text = gallery.title
        let browse = UIButton(type: .system)
        browse.setTitle("Browse", for: .normal)
        browse.frame = CGRect(x: 284, y: 20, width: 68, height: 44)
        browse.addTarget(gallery, action: CardGalleryController.toggleGallery, for: .touchUpInside)
        for v in [title, browse] { bar.addSubview(v) }
        window.addSubview(bar)
        gallery.onTitleChange = { [unowned gallery] in title.text = gallery.title }
        let cards = gallery.cards

        // Browse at 0.5, tap the second card (30 below its top edge at 210) at 1.5,
        // Browse at 2.5 and again at 3.5 (each recognised at the lift, 0.05 s later).
        for t in [0.5, 2.5, 3.5] { ctx.at(t) { window.play(TouchScript().tap(at: CGPoint(x: 318, y: 42), time: 0)) } }
        ctx.at(1.5) { window.play(TouchScript().tap(at: CGPoint(x: 180, y: 240), time: 0)) }

        @MainActor func shown(_ card: StormCard) -> [Double] { Matrix4.elements(of: card.layer.presentation()!.transform) }
        ctx.checkpoint(at: 0.3, "stacked full screen under a shared perspective") { r in
            for card in cards {
                r.expect(card.layer.anchorPoint == CGPoint(x: 0.5, y: 0) && card.layer.position == CGPoint(x: 180, y: 0)
                         && card.frame == CGRect(x: 0, y: 0, width: 360, height: 640), "\(card.title): hinged on its top edge, filling the view")
                r.expect(shown(card), Matrix4.identity.elements, "\(card.title): flat")
            }
            r.expect(Matrix4.elements(of: gallery.view.layer.sublayerTransform), Matrix4.perspective(250).elements, "sublayerTransform m34 = −1/250")
            r.expect(gallery.title == "Delphine", "the title names the last card")
        }
        // The fan: linear 0.33 s from 0.55. Interpolation decomposes the
        // transform; its translation row interpolates linearly.
        ctx.checkpoint(at: 0.715, "fanning half way") { r in
            for (i, card) in cards.enumerated() {
                let m = shown(card)
                r.expect([m[12], m[13], m[14]], [0, CardGalleryScript.offset(i) / 2, 0], tolerance: 1e-6, "\(card.title): translation half way")
                r.expect(m[0], 0.975, tolerance: 1e-6, "\(card.title): x scale half way to 0.95")
            }
        }
        ctx.checkpoint(at: 1.0, "fanned out") { r in
            for (i, card) in cards.enumerated() {
                let m = CardGalleryScript.fanned(CardGalleryScript.offset(i)).elements
                r.expect(shown(card), m, tolerance: 1e-9, "\(card.title): shown")
                r.expect(Matrix4.elements(of: card.layer.transform), m, tolerance: 1e-9, "\(card.title): model")
            }
            r.expect(gallery.isGalleryOpen, "open")
        }
        // The tap at 1.5 hits the second card; 0.33 s ease-in from 1.55.
        ctx.checkpoint(at: 1.715, "selecting: the others fade, the card flattens") { r in
            let c = Expected.easeIn(0.5)
            for card in cards where card !== cards[1] {
                r.expect(Double(card.layer.presentation()!.opacity), 1 - c, tolerance: 1e-5, "\(card.title): fading")
            }
            r.expect(shown(cards[1])[13], CardGalleryScript.offset(1) * (1 - c), tolerance: 1e-5, "Boreas rising to the top")
            r.expect(gallery.title == "Boreas", "title at once")
        }
        ctx.checkpoint(at: 2.0, "Boreas in front, the others reset behind it") { r in
            r.expect(gallery.view.subviews.last === cards[1], "brought to the front")
            r.expect(gallery.log == ["reset Aster", "front Boreas", "reset Cyra", "reset Delphine"], "completions in block order: \(gallery.log)")
            for card in cards {
                r.expect(shown(card), Matrix4.identity.elements, "\(card.title): flat")
                r.expect(Double(card.layer.presentation()!.opacity), 1, "\(card.title): opaque")
            }
            r.expect(!gallery.isGalleryOpen, "closed")
        }
        ctx.checkpoint(at: 3.0, "fanned again in the new order: Boreas last, lowest") { r in
            for (slot, card) in [cards[0], cards[2], cards[3], cards[1]].enumerated() {
                r.expect(shown(card), CardGalleryScript.fanned(CardGalleryScript.offset(slot)).elements, tolerance: 1e-9, "\(card.title) in slot \(slot)")
            }
        }
        ctx.checkpoint(at: 3.715, "folding back half way") { r in
            r.expect(shown(cards[1])[13], CardGalleryScript.offset(3) / 2, tolerance: 1e-6, "Boreas")
            r.expect(!gallery.isGalleryOpen, "closed at the tap")
        }
        ctx.checkpoint(at: 4.0, "folded flat") { r in
            for card in cards { r.expect(shown(card), Matrix4.identity.elements, tolerance: 1e-12, "\(card.title): flat") }
        }
        return window.layer
    }
}

/// The gallery's math, written out independently of the scene's code.
enum CardGalleryScript {
    /// The fan offset of the card in slot `i`: 50, then a quarter of 640 per card.
    static func offset(_ i: Int) -> Double { 50 + 160 * Double(i) }

    /// A fanned card: tip π/8 about −x, scale 0.95 × 0.6, move down by
    /// `offset` (row vectors: R · S · T).
    static func fanned(_ offset: Double) -> Matrix4 {
        Matrix4.rotation(.pi / 8, -1, 0, 0).then(.scale(0.95, 0.6, 1)).then(.translation(0, offset, 0))
    }
}
