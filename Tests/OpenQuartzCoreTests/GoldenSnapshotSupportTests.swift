import Testing
import Foundation
import Raster
import Codecs

/// The golden comparison itself: counts, tolerance, the diff image, names,
/// and that a written golden reads back as the same pixels.
@Suite struct GoldenSnapshotSupportTests {
    func gradientPixmap() -> Pixmap {
        var p = try! Pixmap(width: 16, height: 8)
        for y in 0..<8 {
            for x in 0..<16 {
                let a = UInt8(x * 16 + 15)
                p.setPixel(x: x, y: y, Pixel(r: UInt8(Int(a) * y / 8), g: a / 2, b: 0, a: a))
            }
        }
        return p
    }

    @Test func identicalImagesDoNotDiffer() {
        let p = gradientPixmap()
        let c = SnapshotComparison(p, p, tolerance: 0)
        #expect(c.differingPixels == 0 && c.largestDifference == 0)
    }

    @Test func differencesBeyondTheToleranceAreCountedAndMarkedRed() {
        let e = gradientPixmap()
        var a = e
        let base = e.pixel(x: 3, y: 2)!
        a.setPixel(x: 3, y: 2, Pixel(r: base.r, g: base.g, b: base.b &+ 3, a: base.a))   // 3 off
        a.setPixel(x: 9, y: 5, Pixel(r: 0, g: 0, b: 0, a: 0))                            // far off
        let c = SnapshotComparison(a, e, tolerance: 2)
        #expect(c.differingPixels == 2)
        #expect(c.largestDifference == Int(e.pixel(x: 9, y: 5)!.a))
        #expect(c.diff.pixel(x: 3, y: 2) == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(c.diff.pixel(x: 0, y: 0)!.g == c.diff.pixel(x: 0, y: 0)!.r)   // matches are grey
        #expect(SnapshotComparison(a, e, tolerance: 3).differingPixels == 1)
    }

    @Test func namesMustBePlainFileNames() {
        #expect(GoldenSnapshots.isValidName("gravity-topLeft"))
        #expect(GoldenSnapshots.isValidName("shape_1.2"))
        #expect(!GoldenSnapshots.isValidName(""))
        #expect(!GoldenSnapshots.isValidName("../escape"))
        #expect(!GoldenSnapshots.isValidName("a/b"))
        #expect(!GoldenSnapshots.isValidName(".hidden"))
    }

    @Test func aWrittenGoldenReadsBackExactly() throws {
        let p = gradientPixmap()
        let url = GoldenSnapshots.outputDirectory.appendingPathComponent("roundtrip-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(GoldenSnapshots.write(p, to: url) == nil)
        let back = try PNGDecoder().decode([UInt8](try Data(contentsOf: url)))
        #expect(back.storage == p.storage)
    }

    @Test func everyGoldenIsSmallAndReadable() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: GoldenSnapshots.directory.path).filter { $0.hasSuffix(".png") }
        var total = 0
        for name in files {
            let data = try Data(contentsOf: GoldenSnapshots.directory.appendingPathComponent(name))
            total += data.count
            let image = try PNGDecoder().decode([UInt8](data))
            #expect(image.width * image.height <= 256 * 128, "\(name) is \(image.width)×\(image.height)")
        }
        #expect(total < 400_000, "goldens take \(total) bytes")
    }

    /// Record mode (`OQC_UPDATE_SNAPSHOTS=1`) writes the golden and fails, so a
    /// run with the variable set can never pass silently; the written golden
    /// then matches its own pixmap and rejects a different one.
    @Test func recordModeWritesTheGoldenAndFails() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("oqc-record-test-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let p = gradientPixmap()
        withKnownIssue("record mode must report a failure") {
            assertSnapshot(p, named: "record-mode-probe", in: folder, recording: true)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("recorded ") }
        }
        let url = folder.appendingPathComponent("record-mode-probe.png")
        let back = try PNGDecoder().decode([UInt8](try Data(contentsOf: url)))
        #expect(back.storage == p.storage)
        assertSnapshot(p, named: "record-mode-probe", in: folder, recording: false)   // passes: same pixels
        var changed = p
        changed.setPixel(x: 5, y: 5, Pixel(r: 0, g: 0, b: 0, a: 0))
        withKnownIssue("a changed pixel fails the comparison") {
            assertSnapshot(changed, named: "record-mode-probe", in: folder, recording: false)
        }
    }
}
