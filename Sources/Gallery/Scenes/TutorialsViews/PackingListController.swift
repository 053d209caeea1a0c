import OpenUIKit

/// The Tutorials' "Packing List" (chapters 6 and 7), re-created with our
/// own art: a menu bar over a list, laid out entirely with constraints, and
/// the chapter 7 constraint animations — the menu opening on a spring, the
/// title's constraints swapped, a row's image springing up from the bottom.
@MainActor final class PackingListController: UIViewController {
    let menu = UIView()
    let titleLabel = UILabel()
    let plusButton = UIButton(type: .system)
    let list = UIStackView()
    private(set) var menuHeight: NSLayoutConstraint!
    private(set) var titleCenterX: NSLayoutConstraint!
    private(set) var titleCenterY: NSLayoutConstraint!
    private(set) var itemList: UIView?
    private(set) var shownImage: UIImageView?
    private(set) var isMenuOpen = false
    private(set) var items = ["Sunglasses", "Swim suit", "Tickets", "Passport", "Map"]
    /// What the last `showItem` did: its image's first and final widths and bottom offsets.
    private(set) var imagePlan: (startWidth: CGFloat, endWidth: CGFloat, endBottom: CGFloat)?

    nonisolated static let icons = ["Sunglasses", "Swim suit", "Tickets", "Passport", "Map", "Camera", "Hat", "Towel", "Book", "Sandals"]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = PackingListArt.paper
        menu.backgroundColor = PackingListArt.menu
        titleLabel.text = "Packing List"
        titleLabel.font = UIFont.boldSystemFont(ofSize: 21)
        titleLabel.textColor = PackingListArt.ink
        plusButton.setTitle("+", for: .normal)
        plusButton.titleLabel?.font = UIFont.systemFont(ofSize: 27)
        plusButton.addAction(UIAction { [weak self] _ in self?.toggleMenu() }, for: .touchUpInside)
        list.axis = .vertical
        list.spacing = 1
        list.backgroundColor = PackingListArt.rule
        for v in [menu, list] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        for v in [titleLabel, plusButton] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            menu.addSubview(v)
        }
        for item in items { list.addArrangedSubview(row(item)) }
        menuHeight = menu.heightAnchor.constraint(equalToConstant: 60)
        titleCenterX = titleLabel.centerXAnchor.constraint(equalTo: menu.centerXAnchor)
        titleCenterY = titleLabel.centerYAnchor.constraint(equalTo: menu.centerYAnchor, constant: 5)
        NSLayoutConstraint.activate([
            menu.topAnchor.constraint(equalTo: view.topAnchor),
            menu.leftAnchor.constraint(equalTo: view.leftAnchor),
            menu.rightAnchor.constraint(equalTo: view.rightAnchor),
            menuHeight, titleCenterX, titleCenterY,
            plusButton.trailingAnchor.constraint(equalTo: menu.trailingAnchor, constant: -8),
            plusButton.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor),
            list.topAnchor.constraint(equalTo: menu.bottomAnchor),
            list.leftAnchor.constraint(equalTo: view.leftAnchor),
            list.rightAnchor.constraint(equalTo: view.rightAnchor),
        ])
    }

    /// A list row: the item's name on white, 44 high.
    private func row(_ text: String) -> UIView {
        let label = UILabel()
        label.text = "   " + text
        label.font = UIFont.systemFont(ofSize: 17)
        label.textColor = PackingListArt.ink
        label.backgroundColor = .white
        label.heightAnchor.constraint(equalToConstant: 44).isActive = true
        return label
    }

    /// Chapter 7's `toggleMenu`: the menu grows to 200 (or back to 60) on a
    /// spring — 1 s, damping 0.4, velocity 10 — the title moves left and up
    /// (its centre-y constraint replaced: multiplier 0.67 open, 1 closed),
    /// "+" turns into "×", and the item list slides in.
    func toggleMenu() {
        isMenuOpen.toggle()
        titleLabel.text = isMenuOpen ? "Select Item" : "Packing List"
        titleCenterX.constant = isMenuOpen ? -100 : 0
        titleCenterY.isActive = false
        titleCenterY = NSLayoutConstraint(item: titleLabel, attribute: .centerY, relatedBy: .equal, toItem: menu,
                                          attribute: .centerY, multiplier: isMenuOpen ? 0.67 : 1, constant: 5)
        titleCenterY.identifier = "TitleCenterY"
        titleCenterY.isActive = true
        menuHeight.constant = isMenuOpen ? 200 : 60
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 10,
                       options: .curveEaseIn, animations: {
            self.view.layoutIfNeeded()
            let angle: CGFloat = self.isMenuOpen ? .pi / 4 : 0
            self.plusButton.transform = CGAffineTransform(rotationAngle: angle)
        }, completion: nil)
        if isMenuOpen { showItemList() } else { hideItemList() }
    }

    /// The horizontal list of icons: it starts a screen's width to the
    /// right, transparent, and springs in (1 s, delay 0.01, damping 0.5,
    /// velocity 10).
    private func showItemList() {
        let width = view.bounds.width
        let strip = UIView(frame: CGRect(x: width, y: 120, width: width, height: 80))
        strip.alpha = 0
        for (i, name) in Self.icons.enumerated() {
            let icon = PackingListArt.iconButton(name, index: i)
            icon.frame = CGRect(x: 10 + CGFloat(i) * 60, y: 10, width: 50, height: 50)
            icon.addAction(UIAction { [weak self] _ in self?.pick(name) }, for: .touchUpInside)
            strip.addSubview(icon)
        }
        menu.addSubview(strip)
        itemList = strip
        UIView.animate(withDuration: 1, delay: 0.01, usingSpringWithDamping: 0.5, initialSpringVelocity: 10, options: [], animations: {
            strip.center.x -= width
            strip.alpha = 1
        }, completion: nil)
    }

    private func hideItemList() {
        itemList?.removeFromSuperview()
        itemList = nil
    }

    /// An icon tapped: the item joins the list and the menu closes.
    private func pick(_ name: String) {
        items.append(name)
        list.addArrangedSubview(row(name))
        toggleMenu()
    }

    /// Chapter 7's `showItem`: the row's image, on a half-black rounded
    /// backdrop, placed below the bottom edge by its constraints and laid
    /// out there first; then its bottom rises by half its height and it
    /// grows 50 wider, on a 0.8 s spring (damping 0.4). The challenge: a
    /// second later it drops back out of sight and goes.
    func showItem(_ index: Int) {
        let imageView = UIImageView(image: PackingListArt.image(for: index))
        imageView.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        imageView.layer.cornerRadius = 5
        imageView.layer.masksToBounds = true
        imageView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(imageView)
        shownImage = imageView
        let startWidth = view.bounds.width * 0.33 - 50
        let bottom = imageView.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: startWidth)
        let width = imageView.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.33, constant: -50)
        NSLayoutConstraint.activate([
            imageView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            bottom, width,
            imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor),
        ])
        view.layoutIfNeeded()
        imagePlan = (startWidth, startWidth + 50, -startWidth / 2)
        UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: [], animations: {
            bottom.constant = -imageView.frame.size.height / 2
            width.constant = 0
            self.view.layoutIfNeeded()
        }, completion: nil)
        UIView.animate(withDuration: 0.67, delay: 1.8, options: [], animations: {
            bottom.constant = imageView.frame.size.height + 50
            width.constant = -50
            self.view.layoutIfNeeded()
        }, completion: { _ in
            imageView.removeFromSuperview()
        })
    }
}
