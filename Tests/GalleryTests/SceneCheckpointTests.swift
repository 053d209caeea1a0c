import Testing
import Foundation
@testable import Gallery
@testable import OpenQuartzCore

// Every test here that drives the global media clock is @MainActor and fully
// synchronous (no `await`): main-actor work cannot interleave with another
// main-actor test (nor with OpenQuartzCoreTests' clock suites, which are
// main-actor and synchronous too), so runs never overlap.

/// Each scene's value checkpoints, under the manual clock.
@MainActor struct SceneCheckpointTests {
    @Test(arguments: Gallery.scenes.map(\.name))
    func checkpointsHold(_ name: String) throws {
        let scene = try #require(Gallery.scene(named: name))
        let (result, messages) = CGDiagnostics.capture { try? SceneRunner(scene: scene).verify() }
        let run = try #require(result)
        #expect(!run.checkpoints.isEmpty, "\(name) has no checkpoints")
        #expect(run.checkpoints.allSatisfy { $0.checks > 0 }, "\(name): a checkpoint checks nothing")
        #expect(run.failures == [], "\(name)")
        #expect(messages == [], "\(name) reported diagnostics")
    }

    @Test func sceneNamesAreUniqueAndWellFormed() {
        let names = Gallery.scenes.map(\.name)
        #expect(Set(names).count == names.count)
        for s in Gallery.scenes {
            #expect(s.name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(s.name)")
            #expect(s.duration > 0 && s.duration.isFinite, "\(s.name)")
            #expect(!s.title.isEmpty && !s.summary.isEmpty && !s.source.isEmpty, "\(s.name)")
        }
    }
}
