import OpenUIKit

/// Pengui's game screen (ch. 27, the book's `ViewController`): an image view
/// that walks by frame animation (4 frames, a third of a second a pass,
/// three passes) while it moves a walk-frame's width, turned by a mirror
/// transform; a slide that swaps in the shorter sliding frames, resizes
/// the view first and restores it 0.02 s before the frames end. HUD buttons
/// and swipes on the ice drive it.
final class PenguinController: UIViewController {
    let penguin = UIImageView()
    let leftButton = UIButton(type: .custom)
    let rightButton = UIButton(type: .custom)
    let slideButton = UIButton(type: .custom)
    let walkFrames = PenguinArt.walkFrames
    let slideFrames = PenguinArt.slideFrames
    let animationDuration: TimeInterval = 1.0
    let walkSize = PenguinArt.walkSize, slideSize = PenguinArt.slideSize
    /// The top of the standing penguin.
    let penguinY: CGFloat = 194
    /// false: the book's first try at the slide — the frames alone, no
    /// resize, no move, nothing restored — with its two bugs: the shorter
    /// frames stretched to the walking size ("chubby"), and the slide frames
    /// left loaded for every later walk.
    var slideIsFixed = true
    /// What happened, in order ("left", "slide done"…), for the checkpoints.
    private(set) var log: [String] = []

    /// Which way Pengui faces: the penguin and the slide button are mirrored when left.
    var isLookingRight = true {
        didSet {
            let xScale: CGFloat = isLookingRight ? 1 : -1
            penguin.transform = CGAffineTransform(scaleX: xScale, y: 1)
            slideButton.transform = penguin.transform
        }
    }

    override func loadView() {
        view = SketchView(frame: UIScreen.main.bounds, sketch: PenguinArt.backdrop)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        penguin.image = walkFrames[0]
        penguin.frame = CGRect(x: 150, y: penguinY, width: walkSize.width, height: walkSize.height)
        view.addSubview(penguin)
        for (button, image, x, action) in [(leftButton, -1, 12.0, PenguinController.actionLeft),
                                           (rightButton, 1, 72, PenguinController.actionRight),
                                           (slideButton, 0, 412, PenguinController.actionSlide)] {
            button.setImage(PenguinArt.hudImage(image), for: .normal)
            button.frame = CGRect(x: x, y: 12, width: 56, height: 56)
            button.addTarget(self, action: action, for: .touchUpInside)
            view.addSubview(button)
        }
        for (direction, action) in [(UISwipeGestureRecognizer.Direction.left, PenguinController.actionLeft),
                                    (.right, PenguinController.actionRight)] {
            let swipe = UISwipeGestureRecognizer(target: self, action: action)
            swipe.direction = direction
            view.addGestureRecognizer(swipe)
        }
        loadWalkAnimation()
    }

    func loadWalkAnimation() {
        penguin.animationImages = walkFrames
        penguin.animationDuration = animationDuration / 3
        penguin.animationRepeatCount = 3
    }

    func loadSlideAnimation() {
        penguin.animationImages = slideFrames
        penguin.animationDuration = animationDuration
        penguin.animationRepeatCount = 1
    }

    func actionLeft() { walk(by: -walkSize.width, lookingRight: false) }

    func actionRight() { walk(by: walkSize.width, lookingRight: true) }

    private func walk(by distance: CGFloat, lookingRight: Bool) {
        log.append(lookingRight ? "right" : "left")
        isLookingRight = lookingRight
        penguin.startAnimating()
        UIView.animate(withDuration: animationDuration, delay: 0, options: .curveEaseOut,
                       animations: { self.penguin.center.x += distance }, completion: nil)
    }

    /// Slide: the shorter frames need a shorter view standing on the same
    /// ice, set before the frames start; the move ends 0.02 s before the
    /// frames, and its completion restores the walking size and frames.
    func actionSlide() {
        log.append("slide")
        loadSlideAnimation()
        guard slideIsFixed else {
            penguin.startAnimating()
            return
        }
        penguin.frame = CGRect(x: penguin.frame.origin.x, y: penguinY + (walkSize.height - slideSize.height),
                               width: slideSize.width, height: slideSize.height)
        penguin.startAnimating()
        UIView.animate(withDuration: animationDuration - 0.02, delay: 0.0, options: .curveEaseOut, animations: {
            self.penguin.center.x += self.isLookingRight ? self.slideSize.width : -self.slideSize.width
        }, completion: { _ in
            self.penguin.frame = CGRect(x: self.penguin.frame.origin.x, y: self.penguinY,
                                        width: self.walkSize.width, height: self.walkSize.height)
            self.loadWalkAnimation()
            self.log.append("slide done")
        })
    }
}
