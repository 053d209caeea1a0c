import Foundation
import OpenUIKit
import Raster

/// The premultiplied RGBA of pixel (x, y) of `image`, row 0 at the top;
/// nil outside the image or for an image without pixels.
func rgbaPixel(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8]? {
    guard let p = image.cgImage?.pixmap.pixel(x: x, y: y) else { return nil }
    return [p.r, p.g, p.b, p.a]
}

let opaqueRed: [UInt8] = [255, 0, 0, 255]
let opaqueGreen: [UInt8] = [0, 255, 0, 255]
let opaqueBlue: [UInt8] = [0, 0, 255, 255]
let transparent: [UInt8] = [0, 0, 0, 0]

/// A `width` × `height` image at scale 1 whose left half is red and right half blue.
func halfRedHalfBlue(width: CGFloat = 4, height: CGFloat = 2) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { ctx in
        UIColor.red.setFill()
        ctx.fill(CGRect(x: 0, y: 0, width: width / 2, height: height))
        UIColor.blue.setFill()
        ctx.fill(CGRect(x: width / 2, y: 0, width: width / 2, height: height))
    }
}

/// A scratch directory removed by the caller.
func makeTemporaryDirectory() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("OpenUIKitTests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
