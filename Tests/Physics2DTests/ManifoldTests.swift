import Testing
@testable import Physics2D

/// Hulls and the contact manifolds of capsules, segments and polygons:
/// exact geometry for each function, the feature ids, the mirror of a pair,
/// and a seeded stress run against a brute-force distance.
struct ManifoldTests {
    // MARK: Hulls

    @Test func hullOfASquareWithAnInteriorPointIsTheSquareCounterClockwise() {
        let hull = computeHull([Vec2(1, 1), Vec2(-1, -1), Vec2(0.2, 0.1), Vec2(-1, 1), Vec2(1, -1)])
        #expect(hull.count == 4)
        #expect(validateHull(hull))
        // Counter-clockwise from the lowest-x, lowest-y point.
        let expected = [Vec2(-1, -1), Vec2(1, -1), Vec2(1, 1), Vec2(-1, 1)]
        for i in 0..<4 { #expect(hull.points[i] == expected[i]) }
    }

    @Test func hullWeldsNearDuplicatesAndDropsCollinearPoints() {
        let slop = PhysicsConstants.linearSlop
        // A near-duplicate corner, a midpoint of an edge and a point just
        // off an edge (within the slop): a triangle is left.
        let points = [Vec2(0, 0), Vec2(2, 0), Vec2(0, 2), Vec2(0.5 * slop, 0.2 * slop),
                      Vec2(1, 0), Vec2(1, 1 + 0.3 * slop)]
        let hull = computeHull(points)
        #expect(hull.count == 3)
        #expect(validateHull(hull))
        #expect(hull.points[0] == Vec2(0, 0) && hull.points[1] == Vec2(2, 0) && hull.points[2] == Vec2(0, 2))
    }

    @Test func hullIsEmptyForUnusableInput() {
        #expect(computeHull([Vec2(0, 0), Vec2(1, 0)]).count == 0)
        #expect(computeHull([Vec2(0, 0), Vec2(1, 0), Vec2(2, 0.001), Vec2(3, 0)]).count == 0)  // collinear
        #expect(computeHull([Vec2(0, 0), Vec2(0.001, 0), Vec2(0, 0.001)]).count == 0)  // welded
        #expect(computeHull([Vec2(0, 0), Vec2(1, 0), Vec2(.nan, 1)]).count == 0)
        #expect(computeHull([Vec2(0, 0), Vec2(1, 0), Vec2(.infinity, 1)]).count == 0)
        let nine = (0..<9).map { i -> Vec2 in let (c, s) = cosSin(Float(i) * 0.69); return Vec2(c, s) }
        #expect(computeHull(nine).count == 0)
        #expect(computeHull(Array(nine.prefix(8))).count == 8)
    }

    @Test func validateHullRejectsBadHulls() {
        var hull = computeHull([Vec2(0, 0), Vec2(1, 0), Vec2(1, 1), Vec2(0, 1)])
        #expect(validateHull(hull))
        var clockwise = hull
        for i in 0..<4 { clockwise.points[i] = hull.points[3 - i] }
        #expect(!validateHull(clockwise))
        var collinear = hull
        collinear.count = 5
        collinear.points[4] = Vec2(0, 0.5)
        #expect(!validateHull(collinear))
        hull.points[2] = Vec2(0.5, 0.2)  // a reflex corner
        #expect(!validateHull(hull))
        #expect(!validateHull(Hull()))
    }

    @Test func randomHullsAreValidAndContainTheirPoints() {
        var rng = TestRandom(seed: 7)
        var made = 0
        for _ in 0..<20_000 {
            // Scattered, thin, on a circle, and jittered grid points at
            // scales from a few slops to metres.
            let scale = [0.003, 0.01, 0.05, 1, 20][rng.int(0...4)] as Float
            let kind = rng.int(0...3)
            let points = (0..<rng.int(3...8)).map { _ -> Vec2 in
                switch kind {
                case 0: return scale * Vec2(rng.float(-1, 1), rng.float(-1, 1))
                case 1: return scale * Vec2(rng.float(-1, 1), 0.004 * rng.float(-1, 1))
                case 2: let (c, s) = cosSin(rng.float(0, 6.3)); return scale * Vec2(c, s)
                default:
                    return (0.5 * scale) * Vec2(Float(rng.int(0...2)), Float(rng.int(0...2)))
                        + Vec2(rng.float(0, 0.004), rng.float(0, 0.004))
                }
            }
            let hull = computeHull(points)
            guard hull.count > 0 else { continue }
            made += 1
            #expect(validateHull(hull))
            // No input point lies outside an edge by more than twice the slop
            // (welding and straightening each give up less than one).
            for p in points {
                for i in 0..<hull.count {
                    let a = hull.points[i], b = hull.points[(i + 1) % hull.count]
                    #expect(cross((b - a).normalized, p - a) > -2 * PhysicsConstants.linearSlop)
                }
            }
        }
        #expect(made > 10_000)
    }

    @Test func capsulePolygonHasTwoVerticesAndOpposedNormals() {
        let p = Polygon.capsule(Capsule(center1: Vec2(1, 2), center2: Vec2(3, 2), radius: 0.25))
        #expect(p.count == 2 && p.radius == 0.25)
        #expect(p.vertices[0] == Vec2(1, 2) && p.vertices[1] == Vec2(3, 2))
        #expect(p.normals[0] == Vec2(0, -1) && p.normals[1] == Vec2(0, 1))
        #expect(p.centroid == Vec2(2, 2))
    }

    // MARK: Polygons

    let ground = Polygon.box(halfWidth: 5, halfHeight: 0.5)
    let unitBox = Polygon.box(halfWidth: 0.5, halfHeight: 0.5)

    @Test func boxRestingOnAWideBoxHasTwoPoints() {
        let xfA = Transform(p: Vec2(0, 0), q: .identity)
        let xfB = Transform(p: Vec2(0, 0.99), q: .identity)
        let m = collidePolygons(ground, xfA, unitBox, xfB)
        #expect(m.pointCount == 2)
        #expect(close(m.normal, Vec2(0, 1)))
        // Ground's top face (edge 2) against the box's bottom vertices 1 and 0.
        #expect(close(m.point0.point, Vec2(0.5, 0.495)) && close(m.point1.point, Vec2(-0.5, 0.495)))
        #expect(m.point0.id == makeFeatureId(2, 1) && m.point1.id == makeFeatureId(2, 0))
        for k in 0..<2 {
            #expect(abs(m[k].separation + 0.01) < 1e-5)
            #expect(close(m[k].anchorA, m[k].point - xfA.p) && close(m[k].anchorB, m[k].point - xfB.p))
        }
    }

    @Test func restingContactFollowsTheBodiesAnywhere() {
        // The same contact, both bodies turned and moved far from the origin.
        let q = Rot(angle: 0.8)
        let xfA = Transform(p: Vec2(120, -40), q: q)
        let xfB = Transform(p: xfA.apply(Vec2(0.3, 0.99)), q: q)
        let m = collidePolygons(ground, xfA, unitBox, xfB)
        #expect(m.pointCount == 2)
        #expect(close(m.normal, q.rotate(Vec2(0, 1)), 1e-5))
        #expect(close(m.point0.point, xfA.apply(Vec2(0.8, 0.495)), 1e-4))
        #expect(close(m.point1.point, xfA.apply(Vec2(-0.2, 0.495)), 1e-4))
        for k in 0..<2 {
            #expect(abs(m[k].separation + 0.01) < 1e-4)
            #expect(close(m[k].anchorB, m[k].anchorA + (xfA.p - xfB.p)))
        }
    }

    @Test func idsHoldWhileTheTopBoxSlides() {
        let before = collidePolygons(ground, .identity, unitBox, Transform(p: Vec2(0, 0.99), q: .identity))
        let after = collidePolygons(ground, .identity, unitBox, Transform(p: Vec2(0.07, 0.992), q: Rot(angle: 0.002)))
        #expect(before.pointCount == 2 && after.pointCount == 2)
        #expect(before.point0.id == after.point0.id && before.point1.id == after.point1.id)
        #expect(before.point0.id != before.point1.id)
    }

    @Test func boxOnItsCornerHasOnePoint() {
        let h: Float = 0.5 * Float(2).squareRoot()
        let xfB = Transform(p: Vec2(0.25, 0.5 + h - 0.01), q: Rot(angle: .pi / 4))
        let m = collidePolygons(ground, .identity, unitBox, xfB)
        #expect(m.pointCount == 1)
        #expect(close(m.normal, Vec2(0, 1)))
        #expect(abs(m.point0.separation + 0.01) < 1e-5)
        #expect(close(m.point0.point, Vec2(0.25, 0.495), 1e-5))
        #expect(m.point0.id >> 8 == 2)  // ground's top face
    }

    @Test func nearbyBoxesGetSpeculativePointsAndFarOnesNone() {
        let near = collidePolygons(ground, .identity, unitBox, Transform(p: Vec2(1, 1.015), q: .identity))
        #expect(near.pointCount == 2)
        for k in 0..<2 { #expect(abs(near[k].separation - 0.015) < 1e-5) }
        #expect(close(near.point0.point, Vec2(1.5, 0.5075)) && close(near.point1.point, Vec2(0.5, 0.5075)))
        let far = collidePolygons(ground, .identity, unitBox, Transform(p: Vec2(1, 1.05), q: .identity))
        #expect(far.pointCount == 0)
    }

    @Test func roundedBoxesCountTheirRadii() {
        let a = Polygon.roundedBox(halfWidth: 2, halfHeight: 0.5, radius: 0.1)
        let b = Polygon.roundedBox(halfWidth: 0.5, halfHeight: 0.5, radius: 0.1)
        let m = collidePolygons(a, .identity, b, Transform(p: Vec2(0, 1.19), q: .identity))
        #expect(m.pointCount == 2)
        #expect(close(m.normal, Vec2(0, 1)))
        for k in 0..<2 { #expect(abs(m[k].separation + 0.01) < 1e-5) }
        // Midway between the surfaces at y = 0.6 and 0.59.
        #expect(close(m.point0.point, Vec2(0.5, 0.595)) && close(m.point1.point, Vec2(-0.5, 0.595)))
        // An exactly aligned stack of equal rounded boxes still has two points.
        let stacked = collidePolygons(b, .identity, b, Transform(p: Vec2(0, 1.19), q: .identity))
        #expect(stacked.pointCount == 2)
        // Corner to corner, apart: one point along the line between the cores' corners.
        let corner = collidePolygons(b, .identity, b, Transform(p: Vec2(1.1, 1.1), q: .identity))
        #expect(corner.pointCount == 1)
        #expect(close(corner.normal, Vec2(1, 1).normalized))
        let gap = (0.1 * 0.1 * 2 as Float).squareRoot() - 0.2
        #expect(abs(corner.point0.separation - gap) < 1e-5)
        #expect(close(corner.point0.point, Vec2(0.55, 0.55)))
        #expect(corner.point0.id == makeFeatureId(0x40 | 2, 0))
    }

    @Test func swappingThePairMirrorsTheManifold() {
        let cases: [(Polygon, Transform, Polygon, Transform)] = [
            (ground, .identity, unitBox, Transform(p: Vec2(0.3, 0.99), q: .identity)),
            (ground, .identity, unitBox, Transform(p: Vec2(0.25, 0.5 + 0.5 * Float(2).squareRoot() - 0.01), q: Rot(angle: .pi / 4))),
            (Polygon.roundedBox(halfWidth: 0.5, halfHeight: 0.5, radius: 0.1), Transform(p: Vec2(2, 1), q: Rot(angle: 0.3)),
             .capsule(Capsule(center1: Vec2(-1, 0), center2: Vec2(1, 0), radius: 0.2)), Transform(p: Vec2(2.4, 2.0), q: Rot(angle: 0.5))),
            (unitBox, .identity, unitBox, Transform(p: Vec2(1.01, 1.01), q: .identity)),
        ]
        for (a, xfA, b, xfB) in cases {
            let ab = collidePolygons(a, xfA, b, xfB)
            let ba = collidePolygons(b, xfB, a, xfA)
            #expect(ab.pointCount > 0 && ab.pointCount == ba.pointCount)
            #expect(close(ab.normal, -ba.normal, 1e-5))
            let s1 = (0..<ab.pointCount).map { ab[$0].separation }.sorted()
            let s2 = (0..<ba.pointCount).map { ba[$0].separation }.sorted()
            for (x, y) in zip(s1, s2) { #expect(abs(x - y) < 1e-5) }
            let p1 = (0..<ab.pointCount).map { ab[$0].point }.sorted { ($0.x, $0.y) < ($1.x, $1.y) }
            let p2 = (0..<ba.pointCount).map { ba[$0].point }.sorted { ($0.x, $0.y) < ($1.x, $1.y) }
            for (x, y) in zip(p1, p2) { #expect(close(x, y, 1e-4)) }
        }
    }

    @Test func polygonAndCapsuleAndSegmentAndPolygon() {
        // A capsule lying on the ground: two points at its core's ends.
        let capsule = Capsule(center1: Vec2(-1, 0), center2: Vec2(1, 0), radius: 0.25)
        let m = collidePolygonAndCapsule(ground, .identity, capsule, Transform(p: Vec2(0, 0.74), q: .identity))
        #expect(m.pointCount == 2 && close(m.normal, Vec2(0, 1)))
        for k in 0..<2 { #expect(abs(m[k].separation + 0.01) < 1e-5) }
        #expect(close(m.point0.point, Vec2(1, 0.495)) && close(m.point1.point, Vec2(-1, 0.495)))
        // A box resting on a segment.
        let segment = Segment(Vec2(-3, 0), Vec2(3, 0))
        let s = collideSegmentAndPolygon(segment, .identity, unitBox, Transform(p: Vec2(1, 0.49), q: .identity))
        #expect(s.pointCount == 2 && close(s.normal, Vec2(0, 1)))
        for k in 0..<2 { #expect(abs(s[k].separation + 0.01) < 1e-5) }
        #expect(close(s.point0.point, Vec2(0.5, -0.005)) || close(s.point0.point, Vec2(1.5, -0.005)))
        // From below the segment the normal points down.
        let under = collideSegmentAndPolygon(segment, .identity, unitBox, Transform(p: Vec2(1, -0.51), q: .identity))
        #expect(under.pointCount == 2 && close(under.normal, Vec2(0, -1)))
    }

    // MARK: Capsules, segments, circles

    @Test func parallelCapsulesGetTwoPointsClippedToTheOverlap() {
        let a = Capsule(center1: Vec2(-1, 0), center2: Vec2(1, 0), radius: 0.25)
        let b = Capsule(center1: Vec2(0.5, 0), center2: Vec2(2.5, 0), radius: 0.25)
        let m = collideCapsules(a, .identity, b, Transform(p: Vec2(0, 0.49), q: .identity))
        #expect(m.pointCount == 2)
        #expect(close(m.normal, Vec2(0, 1)))
        for k in 0..<2 { #expect(abs(m[k].separation + 0.01) < 1e-5) }
        // B's first end, and B clipped at A's second end.
        #expect(close(m.point0.point, Vec2(0.5, 0.245)) && close(m.point1.point, Vec2(1, 0.245)))
        #expect(m.point0.id == makeFeatureId(1, 0) && m.point1.id == makeFeatureId(1, 1))
        // The same through the polygon path.
        let p = collidePolygons(.capsule(a), .identity, .capsule(b), Transform(p: Vec2(0, 0.49), q: .identity))
        #expect(p.pointCount == 2 && close(p.normal, Vec2(0, 1)))
        let ids = Set([p.point0.id, p.point1.id])
        #expect(ids == Set([m.point0.id, m.point1.id]))
        // Reversed B, turned a little: still two points, the ids follow B's vertices.
        let r = collideCapsules(a, .identity, b, Transform(p: Vec2(0, 0.49), q: Rot(angle: .pi + 0.001)))
        #expect(r.pointCount == 2)
        #expect(Set([r.point0.id, r.point1.id]) == Set([makeFeatureId(1, 0), makeFeatureId(1, 1)]))
    }

    @Test func crossingCapsulesGetOnePoint() {
        let a = Capsule(center1: Vec2(-1, 0), center2: Vec2(1, 0), radius: 0.25)
        let b = Capsule(center1: Vec2(0, 0), center2: Vec2(0, 2), radius: 0.25)
        // Standing on A: B's first end on A's top face.
        let m = collideCapsules(a, .identity, b, Transform(p: Vec2(0.2, 0.49), q: .identity))
        #expect(m.pointCount == 1)
        #expect(close(m.normal, Vec2(0, 1)))
        #expect(abs(m.point0.separation + 0.01) < 1e-5)
        #expect(close(m.point0.point, Vec2(0.2, 0.245)))
        #expect(m.point0.id == makeFeatureId(1, 0))
        let x = Capsule(center1: Vec2(-1, -1), center2: Vec2(1, 1), radius: 0.1)
        // Cores crossing: resolved along an axis, still one point of overlap.
        let deep = collideCapsules(a, .identity, x, Transform(p: Vec2(0.1, 0.1), q: .identity))
        #expect(deep.pointCount >= 1)
        #expect(abs(deep.normal.length - 1) < 1e-5)
        #expect(deep.point0.separation < -0.35)
    }

    @Test func endToEndCapsulesMeetAtTheirCaps() {
        let a = Capsule(center1: Vec2(-1, 0), center2: Vec2(1, 0), radius: 0.25)
        let m = collideCapsules(a, .identity, a, Transform(p: Vec2(2.49, 0), q: .identity))
        #expect(m.pointCount == 1)
        #expect(close(m.normal, Vec2(1, 0)))
        #expect(abs(m.point0.separation + 0.01) < 1e-5)
        #expect(close(m.point0.point, Vec2(1.245, 0)))
        #expect(m.point0.id == makeFeatureId(0x40 | 1, 0))
    }

    @Test func capsuleAndCircle() {
        let a = Capsule(center1: Vec2(-1, 0), center2: Vec2(1, 0), radius: 0.2)
        let side = collideCapsuleAndCircle(a, Transform(p: Vec2(3, 1), q: .identity), Circle(radius: 0.3),
                                           Transform(p: Vec2(3.4, 1.49), q: .identity))
        #expect(side.pointCount == 1 && close(side.normal, Vec2(0, 1)))
        #expect(abs(side.point0.separation + 0.01) < 1e-5)
        #expect(close(side.point0.point, Vec2(3.4, 1.195)))
        let cap = collideCapsuleAndCircle(a, .identity, Circle(center: Vec2(0.5, 0), radius: 0.3),
                                          Transform(p: Vec2(1, 0), q: Rot(angle: .pi / 2)))
        #expect(cap.pointCount == 1 && close(cap.normal, Vec2(0, 1), 1e-5))
        #expect(abs(cap.point0.separation - (0.5 - 0.5)) < 1e-5)
        let away = collideCapsuleAndCircle(a, .identity, Circle(radius: 0.3), Transform(p: Vec2(1.6, 0), q: .identity))
        #expect(away.pointCount == 0)
        let onCore = collideCapsuleAndCircle(a, .identity, Circle(radius: 0.3), Transform(p: Vec2(0.3, 0), q: .identity))
        #expect(onCore.pointCount == 1 && close(onCore.normal, Vec2(0, 1)))
        #expect(abs(onCore.point0.separation + 0.5) < 1e-6)
    }

    @Test func segmentAndCircleAndSegmentAndCapsule() {
        let segment = Segment(Vec2(-1, 0), Vec2(1, 0))
        let c = collideSegmentAndCircle(segment, .identity, Circle(radius: 0.5), Transform(p: Vec2(0.3, 0.49), q: .identity))
        #expect(c.pointCount == 1 && close(c.normal, Vec2(0, 1)))
        #expect(abs(c.point0.separation + 0.01) < 1e-5)
        #expect(close(c.point0.point, Vec2(0.3, -0.005)))
        let end = collideSegmentAndCircle(segment, .identity, Circle(radius: 0.5), Transform(p: Vec2(1.3, 0.4), q: .identity))
        #expect(end.pointCount == 1 && close(end.normal, Vec2(0.6, 0.8)))
        #expect(abs(end.point0.separation) < 1e-5)
        let capsule = Capsule(center1: Vec2(-0.5, 0), center2: Vec2(0.5, 0), radius: 0.1)
        let k = collideSegmentAndCapsule(segment, .identity, capsule, Transform(p: Vec2(0, -0.095), q: .identity))
        #expect(k.pointCount == 2 && close(k.normal, Vec2(0, -1)))
        for i in 0..<2 { #expect(abs(k[i].separation + 0.005) < 1e-5) }
        #expect(close(k.point0.point, Vec2(-0.5, 0.0025)) || close(k.point0.point, Vec2(0.5, 0.0025)))
    }

    // MARK: Stress

    @Test func randomPairsAgreeWithBruteForce() {
        var rng = TestRandom(seed: 2024)
        var failures: [String] = []
        var separatedChecked = 0, touching = 0
        for iteration in 0..<10_000 {
            let pair = StressPair.random(&rng)
            let m = pair.collide()
            let truth = pair.bruteForce()
            var bad: String? = nil
            let values = [m.normal.x, m.normal.y] + (0..<m.pointCount).flatMap {
                [m[$0].separation, m[$0].point.x, m[$0].point.y, m[$0].anchorA.x, m[$0].anchorA.y, m[$0].anchorB.x, m[$0].anchorB.y]
            }
            let minSeparation = (0..<m.pointCount).map { Double(m[$0].separation) }.min()
            if m.pointCount > 2 || m.pointCount < 0 { bad = "\(m.pointCount) points" }
            else if values.contains(where: { !$0.isFinite }) { bad = "non-finite" }
            else if m.pointCount > 0 && abs(m.normal.length - 1) > 1e-4 { bad = "normal \(m.normal)" }
            else if truth.coreDistance > 1e-4 {
                separatedChecked += 1
                if let s = minSeparation {
                    if abs(s - truth.separation) > 1e-3 { bad = "separation \(s) vs \(truth.separation)" }
                } else if truth.separation < Double(PhysicsConstants.speculativeDistance) - 1e-3 {
                    bad = "missed contact at \(truth.separation)"
                }
            } else if truth.coreDistance == 0 {
                if let s = minSeparation, s < 1e-3 { touching += 1 } else { bad = "overlap without a point" }
            }
            if bad == nil, m.pointCount == 2, m.point0.id == m.point1.id { bad = "one id for both points" }
            if bad == nil, let s = minSeparation, truth.separation > 0 {
                // The deepest point lies midway between the two surfaces.
                let k = m.pointCount == 2 && m.point1.separation < m.point0.separation ? 1 : 0
                let p = (Double(m[k].point.x), Double(m[k].point.y))
                let toA = pointToCore(p, worldCore(pair.a, pair.xfA)) - Double(pair.a.radius)
                let toB = pointToCore(p, worldCore(pair.b, pair.xfB)) - Double(pair.b.radius)
                if abs(toA - s / 2) > 1e-3 || abs(toB - s / 2) > 1e-3 { bad = "point \(toA), \(toB) from the surfaces, separation \(s)" }
            }
            if bad == nil, case .polygon(let pa) = pair.a, case .polygon(let pb) = pair.b, let s = minSeparation {
                // Swapped, the same contact (near-ties may pick the other face).
                let r = collidePolygons(pb, pair.xfB, pa, pair.xfA)
                let s2 = (0..<r.pointCount).map { Double(r[$0].separation) }.min()
                if s2 == nil || abs(s2! - s) > 1e-3 { bad = "swapped separation \(String(describing: s2)) vs \(s)" }
            }
            if let bad, failures.count < 20 { failures.append("#\(iteration) \(pair.kind): \(bad)") }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(separatedChecked > 4000 && touching > 2000, "\(separatedChecked) separated, \(touching) touching")
    }

    @Test func sameInputsGiveTheSameBits() {
        func run() -> [UInt32] {
            var rng = TestRandom(seed: 99)
            var bits: [UInt32] = []
            for _ in 0..<500 {
                let m = StressPair.random(&rng).collide()
                bits.append(m.normal.x.bitPattern); bits.append(m.normal.y.bitPattern)
                for k in 0..<m.pointCount {
                    bits += [m[k].point.x.bitPattern, m[k].point.y.bitPattern, m[k].separation.bitPattern, UInt32(m[k].id)]
                }
            }
            return bits
        }
        let first = run()
        #expect(first.count > 1000)
        #expect(first == run())
    }
}

// MARK: - Helpers

private func close(_ a: Vec2, _ b: Vec2, _ tolerance: Float = 1e-5) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// A shape in the stress run.
private enum StressShape {
    case polygon(Polygon)
    case capsule(Capsule)
    case segment(Segment)
    case circle(Circle)

    /// The core's points (polygon vertices, segment ends, the centre).
    var core: [Vec2] {
        switch self {
        case .polygon(let p): return (0..<p.count).map { p.vertices[$0] }
        case .capsule(let c): return [c.center1, c.center2]
        case .segment(let s): return [s.point1, s.point2]
        case .circle(let c): return [c.center]
        }
    }

    var radius: Float {
        switch self {
        case .polygon(let p): return p.radius
        case .capsule(let c): return c.radius
        case .segment: return 0
        case .circle(let c): return c.radius
        }
    }

    static func randomPolygon(_ rng: inout TestRandom) -> StressShape {
        while true {
            let sx = rng.float(0.05, 1.5), sy = rng.float(0.05, 1.5)
            let points = (0..<rng.int(3...8)).map { _ in Vec2(sx * rng.float(-1, 1), sy * rng.float(-1, 1)) }
            let hull = computeHull(points)
            if hull.count >= 3 {
                return .polygon(Polygon(hull: hull, radius: rng.int(0...1) == 0 ? 0 : rng.float(0, 0.3)))
            }
        }
    }

    static func randomCapsule(_ rng: inout TestRandom) -> StressShape {
        let half = rng.float(0.02, 1), angle = rng.float(-3.2, 3.2)
        let (c, s) = cosSin(angle)
        let center = Vec2(rng.float(-0.3, 0.3), rng.float(-0.3, 0.3))
        return .capsule(Capsule(center1: center - half * Vec2(c, s), center2: center + half * Vec2(c, s),
                                radius: rng.float(0.02, 0.5)))
    }

    static func randomSegment(_ rng: inout TestRandom) -> StressShape {
        let a = Vec2(rng.float(-1.5, 1.5), rng.float(-1.5, 1.5))
        let (c, s) = cosSin(rng.float(-3.2, 3.2))
        return .segment(Segment(a, a + rng.float(0.1, 3) * Vec2(c, s)))
    }
}

/// Two shapes at two transforms, and the function that collides them.
private struct StressPair {
    var a: StressShape, xfA: Transform, b: StressShape, xfB: Transform

    var kind: String { "\(a.core.count)-gon r \(a.radius) at \(xfA) vs \(b.core.count)-gon r \(b.radius) at \(xfB)" }

    func collide() -> Manifold {
        switch (a, b) {
        case (.polygon(let p), .polygon(let q)): return collidePolygons(p, xfA, q, xfB)
        case (.polygon(let p), .capsule(let q)): return collidePolygonAndCapsule(p, xfA, q, xfB)
        case (.capsule(let p), .capsule(let q)): return collideCapsules(p, xfA, q, xfB)
        case (.capsule(let p), .circle(let q)): return collideCapsuleAndCircle(p, xfA, q, xfB)
        case (.segment(let p), .polygon(let q)): return collideSegmentAndPolygon(p, xfA, q, xfB)
        case (.segment(let p), .capsule(let q)): return collideSegmentAndCapsule(p, xfA, q, xfB)
        case (.segment(let p), .circle(let q)): return collideSegmentAndCircle(p, xfA, q, xfB)
        default: fatalError("unpaired")
        }
    }

    static func random(_ rng: inout TestRandom) -> StressPair {
        let circle = StressShape.circle(Circle(center: Vec2(rng.float(-0.2, 0.2), 0), radius: rng.float(0.05, 0.6)))
        let (a, b): (StressShape, StressShape)
        switch rng.int(0...9) {
        case 0...3: (a, b) = (.randomPolygon(&rng), .randomPolygon(&rng))
        case 4, 5: (a, b) = (.randomPolygon(&rng), .randomCapsule(&rng))
        case 6, 7: (a, b) = (.randomCapsule(&rng), .randomCapsule(&rng))
        case 8: (a, b) = rng.int(0...1) == 0 ? (.randomSegment(&rng), .randomPolygon(&rng)) : (.randomCapsule(&rng), circle)
        default: (a, b) = rng.int(0...1) == 0 ? (.randomSegment(&rng), .randomCapsule(&rng)) : (.randomSegment(&rng), circle)
        }
        let xfA = Transform(p: Vec2(rng.float(-3, 3), rng.float(-3, 3)), q: Rot(angle: rng.float(-3.2, 3.2)))
        let qB = Rot(angle: rng.float(-3.2, 3.2))
        var pair = StressPair(a: a, xfA: xfA, b: b, xfB: Transform(p: .zero, q: qB))
        // B's core centre moved along a random direction from A's.
        let (dc, ds) = cosSin(rng.float(-3.2, 3.2))
        let direction = (Double(dc), Double(ds))
        let centerA = centroid(worldCore(a, xfA))
        let localB = centroid(worldCore(b, Transform(p: .zero, q: qB)))
        func place(_ t: Double) -> Transform {
            Transform(p: Vec2(Float(centerA.0 + t * direction.0 - localB.0), Float(centerA.1 + t * direction.1 - localB.1)), q: qB)
        }
        let radii = Double(a.radius + b.radius)
        let mode = rng.int(0...9)
        if mode >= 8 {
            pair.xfB = Transform(p: xfA.p + Vec2(rng.float(-3, 3), rng.float(-3, 3)), q: qB)
            return pair
        }
        // The core distance to aim for: near contact (modes 0…4), farther
        // (5), or overlapping cores (6, 7).
        let target: Double
        switch mode {
        case 0...4: target = radii + Double(rng.float(-0.03, 0.05))
        case 5: target = radii + Double(rng.float(0, 0.5))
        default: target = 0
        }
        var lo = 0.0, hi = 20.0
        for _ in 0..<40 {
            let mid = 0.5 * (lo + hi)
            pair.xfB = place(mid)
            if pair.bruteForce().coreDistance < Swift.max(target, 1e-7) { lo = mid } else { hi = mid }
        }
        pair.xfB = place(target > 1e-3 ? hi : lo * Double(rng.float(0, 1)))
        return pair
    }

    /// The distance of the cores and of the surfaces, in double precision.
    func bruteForce() -> (coreDistance: Double, separation: Double) {
        let d = coreDistance(worldCore(a, xfA), worldCore(b, xfB))
        return (d, d - Double(a.radius) - Double(b.radius))
    }
}

private typealias D2 = (Double, Double)

private func worldCore(_ shape: StressShape, _ xf: Transform) -> [D2] {
    let c = Double(xf.q.c), s = Double(xf.q.s)
    return shape.core.map { v in
        (c * Double(v.x) - s * Double(v.y) + Double(xf.p.x), s * Double(v.x) + c * Double(v.y) + Double(xf.p.y))
    }
}

private func centroid(_ points: [D2]) -> D2 {
    let n = Double(points.count)
    return (points.map(\.0).reduce(0, +) / n, points.map(\.1).reduce(0, +) / n)
}

/// The edges of a core: none for a point, one for a segment, the closed
/// outline of a polygon.
private func edges(_ p: [D2]) -> [(D2, D2)] {
    switch p.count {
    case 1: return []
    case 2: return [(p[0], p[1])]
    default: return (0..<p.count).map { (p[$0], p[($0 + 1) % p.count]) }
    }
}

/// The distance from `p` to a core (0 inside a polygon).
private func pointToCore(_ p: D2, _ core: [D2]) -> Double {
    if core.count >= 3 && inside(p, core) { return 0 }
    if core.count == 1 { return pointSegmentDistance(p, core[0], core[0]) }
    return edges(core).map { pointSegmentDistance(p, $0.0, $0.1) }.min()!
}

private func pointSegmentDistance(_ p: D2, _ a: D2, _ b: D2) -> Double {
    let ex = b.0 - a.0, ey = b.1 - a.1
    let ee = ex * ex + ey * ey
    let t = ee > 0 ? Swift.min(1, Swift.max(0, ((p.0 - a.0) * ex + (p.1 - a.1) * ey) / ee)) : 0
    let dx = p.0 - (a.0 + t * ex), dy = p.1 - (a.1 + t * ey)
    return (dx * dx + dy * dy).squareRoot()
}

private func segmentsCross(_ a: D2, _ b: D2, _ c: D2, _ d: D2) -> Bool {
    func orient(_ p: D2, _ q: D2, _ r: D2) -> Double { (q.0 - p.0) * (r.1 - p.1) - (q.1 - p.1) * (r.0 - p.0) }
    let o1 = orient(a, b, c), o2 = orient(a, b, d), o3 = orient(c, d, a), o4 = orient(c, d, b)
    return (o1 > 0) != (o2 > 0) && (o3 > 0) != (o4 > 0)
}

/// Whether `p` is inside the counter-clockwise polygon `poly` (3 or more points).
private func inside(_ p: D2, _ poly: [D2]) -> Bool {
    guard poly.count >= 3 else { return false }
    return edges(poly).allSatisfy { (a, b) in (b.0 - a.0) * (p.1 - a.1) - (b.1 - a.1) * (p.0 - a.0) >= 0 }
}

/// The distance between two convex cores (0 when they overlap).
private func coreDistance(_ p: [D2], _ q: [D2]) -> Double {
    let ep = edges(p), eq = edges(q)
    for (a, b) in ep { for (c, d) in eq where segmentsCross(a, b, c, d) { return 0 } }
    if inside(q[0], p) || inside(p[0], q) { return 0 }
    var best = Double.infinity
    for v in p { for (a, b) in eq { best = Swift.min(best, pointSegmentDistance(v, a, b)) } }
    for v in q { for (a, b) in ep { best = Swift.min(best, pointSegmentDistance(v, a, b)) } }
    if ep.isEmpty && eq.isEmpty { best = pointSegmentDistance(p[0], q[0], q[0]) }
    return best
}
