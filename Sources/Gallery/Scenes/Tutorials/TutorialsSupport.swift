import OpenQuartzCore

/// Shared pieces of the "iOS Animations by Tutorials" scenes (3rd edition,
/// section III, layer animations), re-created from the behaviour the book
/// describes with procedural art: bars stand in for text fields and labels.
@MainActor enum Tutorials {
    /// The book's source line for chapter `chapter` and its demo.
    nonisolated static func source(_ chapter: Int, _ demo: String) -> String {
        "iOS Animations by Tutorials (3rd ed.), ch. \(chapter): \(demo)"
    }

    /// The Bahama Air sky blue background.
    nonisolated static let sky = Palette.rgb(0.35, 0.65, 0.92)
    /// The green of the Log In button.
    nonisolated static let loginGreen = Palette.rgb(0.63, 0.84, 0.35)

    /// A rounded white bar standing in for a text field or label.
    static func bar(width: CGFloat, height: CGFloat = 36, at position: CGPoint,
                    color: CGColor = CGColor.white) -> CALayer {
        let bar = CALayer()
        bar.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        bar.position = position
        bar.backgroundColor = color
        bar.cornerRadius = 6
        return bar
    }

    /// A cloud: three overlapping white discs.
    static func cloud(at position: CGPoint, width: CGFloat = 90) -> CAShapeLayer {
        let cloud = CAShapeLayer()
        cloud.bounds = CGRect(x: 0, y: 0, width: width, height: width * 0.5)
        cloud.position = position
        let p = CGMutablePath()
        p.addEllipse(in: CGRect(x: 0, y: width * 0.15, width: width * 0.5, height: width * 0.35))
        p.addEllipse(in: CGRect(x: width * 0.25, y: 0, width: width * 0.45, height: width * 0.45))
        p.addEllipse(in: CGRect(x: width * 0.5, y: width * 0.12, width: width * 0.5, height: width * 0.38))
        cloud.path = p
        cloud.fillColor = CGColor(gray: 1, alpha: 0.9)
        return cloud
    }
}
