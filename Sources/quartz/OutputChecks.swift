import Foundation

/// Checks made before rendering: sizes and the default destination.
enum OutputChecks {
    /// "WxH" (also "W×H") in points.
    static func parseSize(_ text: String) throws -> CGSize {
        let parts = text.lowercased().replacingOccurrences(of: "×", with: "x").split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]) else {
            throw QuartzError("bad size '\(text)': write it as WIDTHxHEIGHT, e.g. 640x360")
        }
        guard w > 0, h > 0, w.isFinite, h.isFinite else {
            throw QuartzError("bad size '\(text)': width and height must be positive")
        }
        return CGSize(width: w, height: h)
    }

    /// Creates the directory of the default output path (quartz-output/).
    /// Other paths are checked by the frame sink when it opens them.
    static func createDefaultDirectory(for path: String) throws {
        let dir = (path as NSString).deletingLastPathComponent
        guard !dir.isEmpty else { return }
        do { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) } catch {
            throw QuartzError("cannot write \(path): cannot create \(dir) (\(error.localizedDescription))")
        }
    }
}
