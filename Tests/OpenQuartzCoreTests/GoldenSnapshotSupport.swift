import Testing
import Foundation
import Raster
import Codecs

/// Golden-image comparison for the compositor's pictures.
///
/// Each golden is `Snapshots/NAME.png` next to this file. A render is compared
/// with it channel by channel (premultiplied RGBA, as the pixmap stores it);
/// PNG keeps straight alpha, and `PNGDecoder` premultiplies back to exactly the
/// encoded pixels, so a golden reproduces the pixmap it was written from.
///
/// Goldens are written only on purpose: with `OQC_UPDATE_SNAPSHOTS=1` every
/// `assertSnapshot` records its file and still fails ("recorded"), so a CI run
/// with the variable set cannot pass while silently regenerating.
enum GoldenSnapshots {
    /// The folder holding the goldens (found from this source file's path).
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Snapshots", isDirectory: true)

    /// Where actual and diff images of failing comparisons are written.
    static let outputDirectory = FileManager.default.temporaryDirectory
        .appendingPathComponent("oqc-snapshots", isDirectory: true)

    /// Whether this run records goldens instead of comparing.
    static var isRecording: Bool { ProcessInfo.processInfo.environment["OQC_UPDATE_SNAPSHOTS"] == "1" }

    /// Golden names are file names: letters, digits, `-`, `_` and `.`.
    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".")
            && name.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "-_.".unicodeScalars.contains($0) }
    }

    /// Writes `pixmap` as a PNG at `url` (creating the folder); the error text on failure.
    static func write(_ pixmap: Pixmap, to url: URL) -> String? {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let bytes = try PNGEncoder.standard.encode(pixmap)
            try Data(bytes).write(to: url)
            return nil
        } catch {
            return "could not write \(url.path): \(error)"
        }
    }

    /// Writes the actual image (and the diff, when there is one) next to each
    /// other in `outputDirectory`; a sentence saying where.
    static func dumpFailure(_ name: String, actual: Pixmap, diff: Pixmap?) -> String {
        let actualURL = outputDirectory.appendingPathComponent("\(name).actual.png")
        var notes = [write(actual, to: actualURL) ?? "actual image: \(actualURL.path)"]
        if let diff {
            let diffURL = outputDirectory.appendingPathComponent("\(name).diff.png")
            notes.append(write(diff, to: diffURL) ?? "diff image (red = differs, grey = matches): \(diffURL.path)")
        }
        return notes.joined(separator: "; ")
    }
}

/// How two images of the same size differ.
struct SnapshotComparison {
    /// Pixels with a channel differing by more than the tolerance.
    var differingPixels: Int
    /// The largest difference of any channel of any pixel.
    var largestDifference: Int
    /// Differing pixels opaque red, the others the expected image's grey level,
    /// faded — to see where a render moved.
    var diff: Pixmap

    /// Compares `actual` with `expected` (same size) with per-channel `tolerance`.
    init(_ actual: Pixmap, _ expected: Pixmap, tolerance: Int) {
        precondition(actual.width == expected.width && actual.height == expected.height)
        var count = 0, largest = 0
        var diff = try! Pixmap(width: actual.width, height: actual.height)
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let a = actual.pixel(x: x, y: y)!, e = expected.pixel(x: x, y: y)!
                let d = max(abs(Int(a.r) - Int(e.r)), abs(Int(a.g) - Int(e.g)),
                            abs(Int(a.b) - Int(e.b)), abs(Int(a.a) - Int(e.a)))
                largest = max(largest, d)
                if d > tolerance {
                    count += 1
                    diff.setPixel(x: x, y: y, Pixel(r: 255, g: 0, b: 0, a: 255))
                } else {
                    // Faded luminance of the expected pixel, over white.
                    let lum = (Int(e.r) * 3 + Int(e.g) * 6 + Int(e.b)) / 10 + (255 - Int(e.a))
                    let g = UInt8(191 + min(lum, 255) / 4)
                    diff.setPixel(x: x, y: y, Pixel(r: g, g: g, b: g, a: 255))
                }
            }
        }
        differingPixels = count
        largestDifference = largest
        self.diff = diff
    }
}

/// Compares `pixmap` with the golden `Snapshots/NAME.png`: every channel of
/// every pixel within `tolerance`. On a mismatch (or a missing golden) the test
/// fails with the number of differing pixels and the largest difference, and
/// the actual and diff images are written to a temporary folder named in the
/// message. With `OQC_UPDATE_SNAPSHOTS=1` (`recording`) the golden is
/// (re)written and the test fails with "recorded". `directory` and
/// `recording` default to the real goldens and the environment; the support
/// tests pass a temporary folder.
func assertSnapshot(_ pixmap: Pixmap, named name: String, tolerance: Int = 2,
                    in directory: URL = GoldenSnapshots.directory,
                    recording: Bool = GoldenSnapshots.isRecording,
                    sourceLocation: SourceLocation = #_sourceLocation) {
    guard GoldenSnapshots.isValidName(name) else {
        Issue.record("snapshot name \"\(name)\" is not a plain file name", sourceLocation: sourceLocation)
        return
    }
    let url = directory.appendingPathComponent("\(name).png")
    if recording {
        let error = GoldenSnapshots.write(pixmap, to: url)
        Issue.record(Comment(rawValue: error ?? "recorded \(url.path) (OQC_UPDATE_SNAPSHOTS=1); look at it, then run without the variable"),
                     sourceLocation: sourceLocation)
        return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
        let dump = GoldenSnapshots.dumpFailure(name, actual: pixmap, diff: nil)
        Issue.record("no golden \(name).png in \(directory.path) (record it with OQC_UPDATE_SNAPSHOTS=1); \(dump)",
                     sourceLocation: sourceLocation)
        return
    }
    let expected: Pixmap
    do {
        expected = try PNGDecoder().decode([UInt8](data))
    } catch {
        Issue.record("golden \(name).png cannot be read: \(error)", sourceLocation: sourceLocation)
        return
    }
    guard expected.width == pixmap.width, expected.height == pixmap.height else {
        let dump = GoldenSnapshots.dumpFailure(name, actual: pixmap, diff: nil)
        Issue.record("snapshot \(name): size \(pixmap.width)×\(pixmap.height), golden \(expected.width)×\(expected.height); \(dump)",
                     sourceLocation: sourceLocation)
        return
    }
    let comparison = SnapshotComparison(pixmap, expected, tolerance: tolerance)
    guard comparison.differingPixels > 0 else { return }
    let dump = GoldenSnapshots.dumpFailure(name, actual: pixmap, diff: comparison.diff)
    Issue.record("""
        snapshot \(name): \(comparison.differingPixels) of \(pixmap.width * pixmap.height) pixels differ by more than \
        \(tolerance) (largest channel difference \(comparison.largestDifference)); \(dump)
        """, sourceLocation: sourceLocation)
}
