import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport
import Raster

extension GlobalClockSuite {
    /// `CAEmitterLayer.preservesDepth`: particles placed at their z in the
    /// layer's 3D space and drawn farthest first, instead of flattened.
    @Suite @MainActor struct EmitterDepthTests {
        /// A still cell (velocity 0, long life) of an opaque white `side` × `side` image tinted `color`.
        func cell(_ color: CGColor, side: Int = 8, zAcceleration: CGFloat = 0) -> CAEmitterCell {
            let cell = CAEmitterCell()
            let white = Pixel(r: 255, g: 255, b: 255, a: 255)
            cell.contents = splitImage(side, side, left: white, right: white)
            cell.birthRate = 10
            cell.lifetime = 10
            cell.velocity = 0
            cell.zAcceleration = zAcceleration
            cell.color = color
            return cell
        }

        func frame(_ root: CALayer, _ renderer: CARenderer) throws -> Pixmap {
            MediaClock.advance(by: 1)
            return renderModel(root)
        }

        /// Perspective 1/500 in the superlayer, particles born at z = 100:
        /// scale 1 / (1 − 100/500) = 1.25, about the vanishing point at the
        /// centre (50, 50) where they sit: an 8-pixel sprite covers 10 pixels,
        /// x, y ∈ [45, 55] instead of [46, 54].
        @Test func perspectiveEnlargesNearParticles() throws {
            resetClock()
            for preserves in [false, true] {
                let (renderer, root) = makeInterfaceRoot(size: CGSize(width: 100, height: 100))
                var perspective = CATransform3DIdentity
                perspective.m34 = -1.0 / 500
                let host = CALayer()
                host.frame = root.bounds
                host.sublayerTransform = perspective
                let emitter = CAEmitterLayer()
                emitter.frame = host.bounds
                host.addSublayer(emitter)
                emitter.emitterPosition = CGPoint(x: 50, y: 50)
                emitter.emitterZPosition = 100
                emitter.preservesDepth = preserves
                emitter.emitterCells = [cell(green)]
                addCommitted(host, to: root)
                let p = try frame(root, renderer)
                #expect(p.pixel(x: 46, y: 50) == opaqueGreen && p.pixel(x: 53, y: 53) == opaqueGreen)
                if preserves {
                    #expect(p.pixel(x: 45, y: 50) == opaqueGreen && p.pixel(x: 54, y: 54) == opaqueGreen)
                    #expect(p.pixel(x: 44, y: 50)!.a == 0 && p.pixel(x: 55, y: 50)!.a == 0)
                } else {
                    #expect(p.pixel(x: 45, y: 50)!.a == 0 && p.pixel(x: 54, y: 54)!.a == 0)
                }
            }
        }

        /// Two cells born together at one point: the green one accelerates
        /// toward the viewer (+z), the red one away; the red cell comes
        /// second, so flattened (birth order) its particles are drawn last
        /// and cover; in depth the green ones are nearer and cover.
        @Test func nearerParticlesCoverFartherOnes() throws {
            resetClock()
            for preserves in [false, true] {
                let (renderer, root) = makeInterfaceRoot(size: CGSize(width: 100, height: 100))
                let emitter = CAEmitterLayer()
                emitter.frame = root.bounds
                emitter.emitterPosition = CGPoint(x: 50, y: 50)
                emitter.preservesDepth = preserves
                emitter.emitterCells = [cell(green, zAcceleration: 100), cell(red, zAcceleration: -100)]
                addCommitted(emitter, to: root)
                let p = try frame(root, renderer)
                #expect(p.pixel(x: 50, y: 50) == (preserves ? opaqueGreen : opaqueRed), "preservesDepth \(preserves)")
            }
        }
    }
}
