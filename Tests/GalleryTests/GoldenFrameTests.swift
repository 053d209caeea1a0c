import Testing
import Foundation
import Codecs
import Raster
@testable import Gallery
@testable import OpenQuartzCore

/// Golden frames: each scene's `goldenTimes`, rendered at most 320 pixels
/// wide, compared with Tests/GalleryTests/Snapshots/NAME@T.png within a small
/// per-channel tolerance. Set GALLERY_RECORD_SNAPSHOTS=1 to rewrite them (and
/// look at every changed image before committing it).
@MainActor struct GoldenFrameTests {
    static let tolerance = 3
    nonisolated static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    static var recording: Bool { ProcessInfo.processInfo.environment["GALLERY_RECORD_SNAPSHOTS"] == "1" }

    nonisolated static var cases: [String] {
        Gallery.scenes.flatMap { s in s.goldenTimes.map { "\(s.name)@\(String(format: "%g", $0))" } }
    }

    @Test(arguments: cases)
    func matchesGolden(_ id: String) throws {
        let parts = id.split(separator: "@")
        let scene = try #require(Gallery.scene(named: String(parts[0])))
        let time = try #require(Double(parts[1]))
        let scale = min(1, 320 / scene.size.width)
        let frame = try SceneRunner(scene: scene, scale: scale).snapshot(at: time)
        let url = Self.directory.appendingPathComponent("\(id).png")
        if Self.recording {
            try Data(PNGEncoder.standard.encode(frame)).write(to: url)
            return
        }
        let bytes = try Data(contentsOf: url)
        let golden = try PNGDecoder().decode([UInt8](bytes))
        try #require(golden.width == frame.width && golden.height == frame.height, "\(id): size changed")
        let a = golden.premultipliedRGBA(), b = frame.premultipliedRGBA()
        var worst = 0, over = 0
        for i in 0..<a.count {
            let d = abs(Int(a[i]) - Int(b[i]))
            worst = max(worst, d)
            if d > Self.tolerance { over += 1 }
        }
        #expect(over == 0, "\(id): \(over) channels differ by more than \(Self.tolerance) (worst \(worst))")
    }
}
