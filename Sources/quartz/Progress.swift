import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Rendering progress on standard error: a redrawn bar with frames done,
/// frames per second and time left on a terminal; a plain line every 10 %
/// otherwise (logs, pipes).
final class Progress {
    let total: Int
    let isTerminal = isatty(2) != 0
    let started = Date()
    private var lastDraw = Date.distantPast
    private var lastTenth = -1
    private var drawn = false

    init(total: Int) { self.total = max(total, 1) }

    func update(done: Int) {
        let now = Date()
        let elapsed = now.timeIntervalSince(started)
        let rate = Double(done) / max(elapsed, 1e-9)
        let left = Double(total - done) / max(rate, 1e-9)
        if isTerminal {
            guard done == total || now.timeIntervalSince(lastDraw) > 0.1 else { return }
            lastDraw = now
            let width = 30
            let filled = width * done / total
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            write("\r\(bar) \(done)/\(total) frames  \(String(format: "%.1f", rate)) fps  \(String(format: "%.1f", left)) s left ")
            drawn = true
        } else {
            let tenth = 10 * done / total
            guard tenth > lastTenth else { return }
            lastTenth = tenth
            write("\(done)/\(total) frames, \(String(format: "%.1f", rate)) fps, \(String(format: "%.1f", left)) s left\n")
        }
    }

    func finish() {
        if isTerminal && drawn { write("\n") }
        drawn = false
    }

    private func write(_ s: String) { FileHandle.standardError.write(Data(s.utf8)) }
}
