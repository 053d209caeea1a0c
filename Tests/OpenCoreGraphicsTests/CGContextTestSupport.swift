import Foundation
@testable import OpenCoreGraphics

let premultipliedLast = CGImageAlphaInfo.premultipliedLast.rawValue
let premultipliedFirst = CGImageAlphaInfo.premultipliedFirst.rawValue

/// A context that owns its memory, transparent, RGBA in memory.
func makeContext(_ width: Int, _ height: Int, info: UInt32 = CGImageAlphaInfo.premultipliedLast.rawValue) -> CGContext {
    CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)!
}

extension CGContext {
    /// The four bytes of pixel `(x, row)` as stored, `row` counted from the top of memory.
    func bytes(_ x: Int, _ row: Int) -> [UInt8] {
        let p = data!.assumingMemoryBound(to: UInt8.self) + row * bytesPerRow + x * 4
        return [p[0], p[1], p[2], p[3]]
    }

    /// Every pixel's bytes, rows top first.
    var allBytes: [[UInt8]] {
        (0..<height).flatMap { row in (0..<width).map { bytes($0, row) } }
    }
}
