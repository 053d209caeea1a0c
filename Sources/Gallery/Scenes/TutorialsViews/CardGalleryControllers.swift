import OpenUIKit

/// The colours and titles of the 3D card gallery (ch. 25), restated by its
/// golden probes. The book's hurricane photographs become drawn storms.
@MainActor enum CardGalleryArt {
    static let background = TutorialViews.color(0.07, 0.09, 0.18)
    static let bar = TutorialViews.color(0.97, 0.97, 0.98)
    static let ink = TutorialViews.color(0.15, 0.15, 0.18)
    static let cards: [(title: String, r: CGFloat, g: CGFloat, b: CGFloat)] = [
        ("Aster", 0.20, 0.42, 0.62), ("Boreas", 0.36, 0.30, 0.58), ("Cyra", 0.16, 0.55, 0.52), ("Delphine", 0.62, 0.38, 0.24),
    ]
    /// The storm's swirl is centred here and reaches `swirlRadius`; above
    /// y = 170 and outside the swirl a card is its flat colour down to the title band at 560.
    static let swirlCenter = CGPoint(x: 180, y: 330), swirlRadius: CGFloat = 140
}

/// A gallery card (the book's `ImageViewCard`): an image view with a title
/// and a tap handler, showing a drawn storm — a flat sky, a white spiral
/// with a dark eye — with its title on a band at the bottom.
final class StormCard: UIImageView {
    let title: String
    /// Called with the card when it is tapped.
    var didSelect: (@MainActor (StormCard) -> Void)?

    init(title: String, color: UIColor) {
        self.title = title
        super.init(frame: .zero)
        image = StormCard.storm(title: title, color: color)
        isUserInteractionEnabled = true
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: StormCard.tapped))
    }

    required init?(coder: NSCoder) { fatalError("StormCard is made in code") }

    private func tapped() { didSelect?(self) }

    /// The storm picture, 360 × 640.
    static func storm(title: String, color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 360, height: 640)).image { _ in
            let bounds = CGRect(x: 0, y: 0, width: 360, height: 640)
            TutorialViews.fill(bounds, color)
            let c = CardGalleryArt.swirlCenter
            for arm in 0..<3 {
                let spiral = UIBezierPath()
                let turn = Double(arm) * 2 * .pi / 3
                for i in 0...40 {
                    let f = Double(i) / 40, a = turn + f * 1.6 * .pi, r = 22 + f * (CardGalleryArt.swirlRadius - 30)
                    let p = CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a) * 0.8)
                    if i == 0 { spiral.move(to: p) } else { spiral.addLine(to: p) }
                }
                spiral.lineWidth = 18
                spiral.lineCapStyle = .round
                UIColor(white: 1, alpha: 0.8).setStroke()
                spiral.stroke()
            }
            UIColor(white: 0.1, alpha: 0.9).setFill()
            UIBezierPath(ovalIn: CGRect(x: c.x - 12, y: c.y - 10, width: 24, height: 20)).fill()
            TutorialViews.fill(CGRect(x: 0, y: 560, width: bounds.width, height: bounds.height - 560), UIColor(white: 0, alpha: 0.35))
            TutorialViews.drawText(title, centeredOn: bounds.midX, top: 580, size: 24, bold: true, color: .white)
        }
    }
}

/// The gallery (the book's `ViewController`): the cards fill the view, hinged
/// on their top edges under a shared perspective of 1/250; Browse fans them
/// out (or, the challenge, folds them back); a tapped card comes to the front.
final class CardGalleryController: UIViewController {
    private(set) var cards: [StormCard] = []
    /// Whether the cards are fanned out (the challenge's toggle).
    private(set) var isGalleryOpen = false
    /// Completions of the selection, in the order heard.
    private(set) var log: [String] = []
    /// Called when the title changes (the bar redraws).
    var onTitleChange: (@MainActor () -> Void)?

    override var title: String? { didSet { onTitleChange?() } }

    override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = CardGalleryArt.background
    }

    /// The book does this in `viewDidAppear`; here the controller's view
    /// appears as it loads.
    override func viewDidLoad() {
        super.viewDidLoad()
        cards = CardGalleryArt.cards.map { StormCard(title: $0.title, color: TutorialViews.color($0.r, $0.g, $0.b)) }
        for card in cards {
            card.layer.anchorPoint.y = 0.0       // hinge on the top edge
            card.frame = view.bounds
            card.didSelect = { [unowned self] in self.selectImage($0) }
            view.addSubview(card)
        }
        title = cards.last?.title
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 250.0
        view.layer.sublayerTransform = perspective
    }

    /// Browse: fan the cards out, each 1/count of the height below the one
    /// behind it, moved down, squashed to 0.95 × 0.6 and tipped back π/8 —
    /// or, when they are fanned out, fold them back flat.
    func toggleGallery() {
        if isGalleryOpen {
            for case let card as StormCard in view.subviews { animateTransform(of: card, to: CATransform3DIdentity) }
            isGalleryOpen = false
            return
        }
        var imageYOffset: CGFloat = 50.0
        for case let card as StormCard in view.subviews {
            var transform = CATransform3DIdentity
            transform = CATransform3DTranslate(transform, 0.0, imageYOffset, 0.0)
            transform = CATransform3DScale(transform, 0.95, 0.6, 1.0)
            transform = CATransform3DRotate(transform, .pi / 8, -1.0, 0.0, 0.0)
            animateTransform(of: card, to: transform)
            imageYOffset += view.frame.height / CGFloat(cards.count)
        }
        isGalleryOpen = true
    }

    /// An explicit 0.33 s transform animation from the current value, then the model.
    private func animateTransform(of card: StormCard, to transform: CATransform3D) {
        let animation = CABasicAnimation(keyPath: "transform")
        animation.fromValue = card.layer.transform
        animation.toValue = transform
        animation.duration = 0.33
        card.layer.add(animation, forKey: nil)
        card.layer.transform = transform
    }

    /// A card was tapped: the others fade out (and come back flat and opaque
    /// behind it), the tapped one lies flat and comes to the front.
    func selectImage(_ selected: StormCard) {
        for case let card as StormCard in view.subviews {
            if card === selected {
                UIView.animate(withDuration: 0.33, delay: 0.0, options: .curveEaseIn, animations: {
                    card.layer.transform = CATransform3DIdentity
                }, completion: { _ in
                    self.view.bringSubviewToFront(card)
                    self.log.append("front \(card.title)")
                })
            } else {
                UIView.animate(withDuration: 0.33, delay: 0.0, options: .curveEaseIn, animations: {
                    card.alpha = 0.0
                }, completion: { _ in
                    card.alpha = 1.0
                    card.layer.transform = CATransform3DIdentity
                    self.log.append("reset \(card.title)")
                })
            }
        }
        title = selected.title
        isGalleryOpen = false
    }
}
