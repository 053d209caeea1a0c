import Foundation

/// Checks made before rendering: sizes, destinations, tools.
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

    /// Makes sure `path` can be written: its directory exists (created for
    /// the default quartz-output/) and is writable, and it is not a directory
    /// (unless frames go there).
    static func prepareDestination(_ path: String, isDirectory: Bool, createDefault: Bool) throws {
        let fm = FileManager.default
        let parent = (path as NSString).deletingLastPathComponent
        let dir = parent.isEmpty ? "." : parent
        if createDefault || isDirectory {
            do { try fm.createDirectory(atPath: dir, withIntermediateDirectories: true) } catch {
                throw QuartzError("cannot write \(path): cannot create \(dir) (\(error.localizedDescription))")
            }
        }
        var isDir: ObjCBool = false
        guard fm.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else {
            throw QuartzError("cannot write \(path): the directory \(dir) does not exist")
        }
        guard fm.isWritableFile(atPath: dir) else {
            throw QuartzError("cannot write \(path): the directory \(dir) is not writable")
        }
        if fm.fileExists(atPath: path, isDirectory: &isDir) {
            if isDir.boolValue != isDirectory {
                throw QuartzError("cannot write \(path): it is \(isDir.boolValue ? "a directory" : "a file")")
            }
            if !fm.isWritableFile(atPath: path) { throw QuartzError("cannot write \(path): permission denied") }
        }
    }

    /// Fails with a clear message when `ffmpeg` is not on PATH (MP4, WebM).
    static func requireFFmpeg() throws {
        let dirs = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        let found = dirs.contains { FileManager.default.isExecutableFile(atPath: "\($0)/ffmpeg") }
        if !found {
            throw QuartzError("MP4 and WebM need ffmpeg, which is not on PATH: install it (e.g. apt-get install ffmpeg) or render --format gif or apng")
        }
    }
}
