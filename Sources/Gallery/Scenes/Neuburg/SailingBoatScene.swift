import OpenQuartzCore

extension Gallery {
    /// Neuburg 31: a boat sails an S-path, flipping to face its way at each
    /// apex and rocking as it goes.
    static let sailingBoat = Scene(
        name: "sailing-boat", title: "The sailing boat",
        source: Neuburg.source(31, "§22"),
        summary: "An 8 s group: a boat follows a paced S-path, flips about y at each apex (discrete) and rocks additively every 0.5 s",
        size: CGSize(width: 600, height: 500), duration: 8.5, goldenTimes: [1.125, 3.375]
    ) { ctx in
        let root = ctx.makeRoot(background: Palette.rgb(0.75, 0.88, 0.96))
        let boat = BoatArt.layer()
        let start = CGPoint(x: 300, y: 100)
        boat.position = start
        root.addSublayer(boat)
        let path = BoatVoyage.sPath(from: start)
        let wake = CAShapeLayer()
        wake.frame = root.bounds
        wake.path = path
        wake.fillColor = nil
        wake.strokeColor = Palette.rgb(1, 1, 1, 0.7)
        wake.lineWidth = 3
        wake.lineDashPattern = [8, 6]
        root.insertSublayer(wake, at: 0)
        let end = path.currentPoint
        ctx.at(0.25) {
            CATransaction.setDisableActions(true)
            boat.position = end
            boat.add(BoatVoyage.group(along: path), forKey: nil)
        }
        // The four curves are congruent and point-symmetric, so paced motion
        // reaches each end at a quarter of 8 s and each curve's Bézier
        // midpoint (P0 + 3P1 + 3P2 + P3) / 8 at the odd eighths.
        let stops: [(Double, CGPoint)] = [(1, CGPoint(x: 200, y: 137.5)), (2, CGPoint(x: 100, y: 175)),
                                          (4, CGPoint(x: 300, y: 250)), (5, CGPoint(x: 200, y: 287.5))]
        for (t, p) in stops {
            ctx.checkpoint(at: 0.25 + t, "on the S-path") { r in
                r.expect(boat.presentation()!.position, p, tolerance: 0.05, "position")
            }
        }
        ctx.checkpoint(at: 1.375, "facing forward, rocked π/60") { r in
            let m = boat.presentation()!.transform
            r.expect(Double(m.m11), cos(Double.pi / 60), "m11")
            r.expect(Double(m.m12), sin(Double.pi / 60), "m12")
            r.expect(Double(m.m33), 1, "m33")
        }
        ctx.checkpoint(at: 3.625, "flipped about y, rocked −π/60") { r in
            let m = boat.presentation()!.transform
            let c = cos(-Double.pi / 60), s = sin(-Double.pi / 60)
            r.expect(Double(m.m11), -c, "m11")
            r.expect(Double(m.m12), s, "m12")
            r.expect(Double(m.m21), s, "m21")
            r.expect(Double(m.m22), c, "m22")
            r.expect(Double(m.m33), -1, "m33")
        }
        ctx.checkpoint(at: 8.3, "arrived") { r in
            r.expect(boat.presentation()!.position, CGPoint(x: 300, y: 400), "position")
        }
        return root
    }
}

/// The voyage of Neuburg's sailing boat (§22), shared by the scene and the
/// tests.
@MainActor enum BoatVoyage {
    /// Four congruent cubic curves zig-zagging down from `start`: each goes
    /// 200 pt sideways (alternately left and right) and 75 pt down.
    static func sPath(from start: CGPoint) -> CGMutablePath {
        let h: CGFloat = 200, v: CGFloat = 75
        let path = CGMutablePath()
        var side: CGFloat = 1
        var next = start
        path.move(to: next)
        for _ in 0..<4 {
            let pos = next
            side *= -1
            next = CGPoint(x: pos.x + h * side, y: pos.y + v)
            path.addCurve(to: next, control1: CGPoint(x: pos.x, y: pos.y + 30), control2: CGPoint(x: next.x, y: next.y - 30))
        }
        return path
    }

    /// An 8 s group: paced position along `path`, a discrete flip about y at
    /// each apex, and an additive ±π/60 rocking about z every 0.5 s, repeated.
    static func group(along path: CGPath) -> CAAnimationGroup {
        let sail = CAKeyframeAnimation(keyPath: "position")
        sail.path = path
        sail.calculationMode = .paced
        let flip = CAKeyframeAnimation(keyPath: "transform")
        flip.values = [0, Double.pi, 0, Double.pi]
        flip.valueFunction = CAValueFunction(name: .rotateY)
        flip.calculationMode = .discrete
        let rock = CAKeyframeAnimation(keyPath: "transform")
        rock.values = [0, Double.pi / 60, 0, -Double.pi / 60, 0]
        rock.duration = 0.5
        rock.repeatCount = .greatestFiniteMagnitude
        rock.isAdditive = true
        rock.valueFunction = CAValueFunction(name: .rotateZ)
        let group = CAAnimationGroup()
        group.animations = [sail, flip, rock]
        group.duration = 8
        return group
    }
}

/// The boat: a hull and two sails drawn with shape layers.
@MainActor enum BoatArt {
    static func layer() -> CALayer {
        let boat = CALayer()
        boat.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
        let hull = CAShapeLayer()
        hull.frame = boat.bounds
        let h = CGMutablePath()
        h.move(to: CGPoint(x: 4, y: 40))
        h.addLine(to: CGPoint(x: 56, y: 40))
        h.addLine(to: CGPoint(x: 46, y: 54))
        h.addLine(to: CGPoint(x: 14, y: 54))
        h.closeSubpath()
        hull.path = h
        hull.fillColor = Palette.rgb(0.55, 0.33, 0.18)
        let sail = CAShapeLayer()
        sail.frame = boat.bounds
        let s = CGMutablePath()
        s.move(to: CGPoint(x: 30, y: 4))
        s.addLine(to: CGPoint(x: 30, y: 38))
        s.addLine(to: CGPoint(x: 52, y: 38))
        s.closeSubpath()
        s.move(to: CGPoint(x: 27, y: 10))
        s.addLine(to: CGPoint(x: 27, y: 38))
        s.addLine(to: CGPoint(x: 10, y: 38))
        s.closeSubpath()
        sail.path = s
        sail.fillColor = CGColor.white
        sail.strokeColor = Palette.ink
        sail.lineWidth = 1.5
        boat.addSublayer(hull)
        boat.addSublayer(sail)
        return boat
    }
}
