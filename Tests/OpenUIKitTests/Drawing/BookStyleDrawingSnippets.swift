import Foundation
import Testing
import OpenUIKit

// Drawing code written the way the source books call these APIs (our own
// snippets in their style). Each test must compile unchanged against UIKit
// and OpenUIKit, and produces real values checked at the end.

@MainActor struct BookStyleDrawingSnippets {
    @Test func layerColoursFromUIColor() {
        let layer = CALayer()
        layer.backgroundColor = UIColor.red.cgColor
        layer.borderColor = UIColor.white.cgColor
        layer.shadowColor = UIColor.black.cgColor
        let shape = CAShapeLayer()
        shape.fillColor = UIColor.clear.cgColor
        shape.strokeColor = UIColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 1).cgColor
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.black.cgColor, UIColor.white.cgColor, UIColor.black.cgColor]
        let fade = CABasicAnimation(keyPath: "backgroundColor")
        fade.fromValue = UIColor.lightGray.cgColor
        fade.toValue = UIColor.magenta.cgColor
        #expect(layer.backgroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(gradient.colors?.count == 3)
        #expect(UIColor(white: 0.75, alpha: 1).cgColor.components == [0.75, 1])
    }

    @Test func shapePathsFromBezierPaths() {
        let bounds = CGRect(x: 0, y: 0, width: 120, height: 80)
        let circle = CAShapeLayer()
        circle.path = UIBezierPath(ovalIn: bounds).cgPath
        let morphed = UIBezierPath(ovalIn: bounds.insetBy(dx: 10, dy: -5)).cgPath
        let square = UIBezierPath(rect: bounds).cgPath
        let card = UIBezierPath(roundedRect: bounds, cornerRadius: 8).cgPath
        let tab = UIBezierPath(roundedRect: bounds, byRoundingCorners: [.topLeft, .topRight],
                               cornerRadii: CGSize(width: 12, height: 12))
        let ring = UIBezierPath(arcCenter: CGPoint(x: 60, y: 40), radius: 30, startAngle: -.pi / 2,
                                endAngle: 3 * .pi / 2, clockwise: true)
        let wave = UIBezierPath()
        wave.move(to: CGPoint(x: 0, y: 40))
        wave.addCurve(to: CGPoint(x: 120, y: 40), controlPoint1: CGPoint(x: 40, y: 0), controlPoint2: CGPoint(x: 80, y: 80))
        wave.addLine(to: CGPoint(x: 120, y: 80))
        wave.close()
        let anim = CABasicAnimation(keyPath: "path")
        anim.fromValue = circle.path
        anim.toValue = morphed
        #expect(square.boundingBox == bounds && card.boundingBox == bounds)
        #expect(tab.bounds == bounds && !ring.isEmpty && wave.cgPath.boundingBox.height == 80)
    }

    @Test func rendererImagesForEmittersAndMasks() {
        let w: CGFloat = 18
        var frames = [UIImage]()
        for i in 0 ..< 6 {
            let r = UIGraphicsImageRenderer(size: CGSize(width: w, height: w))
            frames += [r.image { ctx in
                let con = ctx.cgContext
                con.setFillColor(UIColor.red.cgColor)
                let ii = CGFloat(i)
                con.addEllipse(in: CGRect(x: ii, y: ii, width: w - ii * 2, height: w - ii * 2))
                con.fillPath()
            }]
        }
        let pulse = UIImage.animatedImage(with: frames, duration: 0.5)
        let dot = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { ctx in
            let con = ctx.cgContext
            con.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
            con.setFillColor(UIColor.gray.cgColor)
            con.fillPath()
        }
        let cell = CAEmitterCell()
        cell.contents = dot.cgImage
        let blank = UIGraphicsImageRenderer(size: dot.size).image { _ in }
        #expect(pulse?.images?.count == 6 && pulse?.duration == 0.5)
        #expect(cell.contents != nil && blank.size == CGSize(width: 10, height: 10))
    }

    @Test func textRenderedIntoAMaskImage() {
        let bounds = CGRect(x: 0, y: 0, width: 240, height: 60)
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let textAttributes: [NSAttributedString.Key: Any] = [
            .font: UIFont(name: "HelveticaNeue-Thin", size: 28.0)!,
            .paragraphStyle: style,
        ]
        let text = "Slide to reveal"
        let image = UIGraphicsImageRenderer(size: bounds.size).image { _ in
            text.draw(in: bounds, withAttributes: textAttributes)
        }
        let maskLayer = CALayer()
        maskLayer.backgroundColor = UIColor.clear.cgColor
        maskLayer.frame = bounds.offsetBy(dx: bounds.size.width, dy: 0)
        maskLayer.contents = image.cgImage
        #expect(image.size == bounds.size && maskLayer.contents != nil)
    }

    @Test func oldStyleImageContextAndCurrentContextDrawing() {
        let size = CGSize(width: 40, height: 40)
        UIGraphicsBeginImageContextWithOptions(size, false, 0)
        let ctx = UIGraphicsGetCurrentContext()!
        ctx.setLineWidth(4)
        ctx.strokeEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40).insetBy(dx: 2, dy: 2))
        UIColor.blue.setFill()
        UIBezierPath(ovalIn: CGRect(x: 15, y: 15, width: 10, height: 10)).fill()
        UIColor.orange.setStroke()
        let hand = UIBezierPath()
        hand.move(to: CGPoint(x: 20, y: 20))
        hand.addLine(to: CGPoint(x: 20, y: 4))
        hand.lineWidth = 2
        hand.lineCapStyle = .round
        hand.stroke()
        let face = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(face?.size == size)
        #expect(face.flatMap { rgbaPixel($0, 17, 20) } == opaqueBlue)
        #expect(face.flatMap { rgbaPixel($0, 20, 10) } == [255, 128, 0, 255])  // the orange hand
    }

    @Test func namedImagesAreOptional() {
        let mars = UIImage(named: "Mars")
        let smiley = UIImage(named: "Smiley") ?? UIImage()
        let layer = CALayer()
        layer.contents = mars?.cgImage
        layer.contentsScale = smiley.scale
        let flash = UIImage.animatedImageNamed("pulse", duration: 2)
        #expect(mars == nil && smiley.size == .zero && flash == nil)
    }

    @Test func colourComponentsAndVariants() {
        var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor.orange.getHue(&h, saturation: &s, brightness: &b, alpha: &a)
        let darker = UIColor(hue: h, saturation: s, brightness: b * 0.8, alpha: a)
        let faded = UIColor.systemBlue.withAlphaComponent(0.5)
        var r: CGFloat = 0, g: CGFloat = 0, bl: CGFloat = 0
        darker.getRed(&r, green: &g, blue: &bl, alpha: nil)
        #expect(abs(r - 0.8) < 1e-9 && abs(g - 0.4) < 1e-9 && bl == 0)
        #expect(faded.cgColor.alpha == 0.5)
        #expect(UIColor.label == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
    }

    @Test func resizableAndTemplateImages() {
        let bubble = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { ctx in
            UIColor.systemGreen.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 30, height: 30), cornerRadius: 10).fill()
        }
        let stretchy = bubble.resizableImage(withCapInsets: UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12),
                                             resizingMode: .stretch)
        let icon = bubble.withRenderingMode(.alwaysTemplate)
        let wide = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 40)).image { _ in
            stretchy.draw(in: CGRect(x: 0, y: 0, width: 200, height: 40))
        }
        #expect(icon.renderingMode == .alwaysTemplate && stretchy.capInsets.left == 12)
        #expect(rgbaPixel(wide, 100, 20) == [52, 199, 89, 255])
        #expect(rgbaPixel(wide, 0, 0) == transparent)
    }

    @Test func insetsAndAttributedTitles() {
        let frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        let content = frame.inset(by: UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 16))
        let title = NSAttributedString(string: "Done", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 17),
            .foregroundColor: UIColor.systemBlue,
            .kern: 1.2,
        ])
        let titleSize = title.size()
        let image = UIGraphicsImageRenderer(bounds: frame).image { _ in
            title.draw(at: CGPoint(x: content.midX - titleSize.width / 2, y: content.midY - titleSize.height / 2))
        }
        #expect(content == CGRect(x: 16, y: 4, width: 288, height: 36))
        #expect(titleSize.height == UIFont.boldSystemFont(ofSize: 17).lineHeight)
        #expect(image.size == frame.size)
    }
}
