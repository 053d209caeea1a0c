import Codecs
import Foundation
import Raster
import Synchronization

// Loading images from files and data. Apple's UIImage reads many formats
// through ImageIO; OpenUIKit reads PNG (Codecs' decoder) and returns nil for
// anything else, as Apple's returns nil for data it cannot decode.

/// Directories `UIImage(named:)` searches before the main bundle and the
/// current directory, most recently added first.
private let searchDirectories = Mutex<[URL]>([])

extension UIImage {
    /// Adds `directory` to the places `init?(named:)` searches, ahead of
    /// those added before it (not an Apple API: Apple's looks in the app
    /// bundle and asset catalogs, which a Linux process does not have).
    public static func addSearchDirectory(_ directory: URL) {
        searchDirectories.withLock { dirs in
            dirs.removeAll { $0 == directory }
            dirs.insert(directory, at: 0)
        }
    }

    /// Removes `directory` from the places `init?(named:)` searches (not an Apple API).
    public static func removeSearchDirectory(_ directory: URL) {
        searchDirectories.withLock { dirs in dirs.removeAll { $0 == directory } }
    }

    /// The image file called `name` (Apple's `init?(named:)`), or nil when
    /// there is none or it cannot be decoded.
    ///
    /// Where it looks, in order: the directories given to
    /// `addSearchDirectory(_:)` (latest first), the main bundle's resource
    /// directory, and the process's current directory. In each, a name
    /// without an extension is tried as `name.png`, then `name@2x.png`,
    /// then `name@3x.png` — the screen scale is 1, so the plain file comes
    /// first (Apple prefers the variant matching the device's scale). A
    /// name with an extension is tried as it is, and a base name ending in
    /// "@2x"/"@3x" only as it is. The "@Nx" suffix of the file found gives
    /// the image's `scale`. Unlike Apple's, images are not cached: each call
    /// reads the file again.
    public convenience init?(named name: String) {
        guard let (url, scale) = UIImage.locate(named: name),
              let data = try? Data(contentsOf: url),
              let image = UIImage.decodePNG(data, source: url.path) else { return nil }
        self.init(cgImage: image, scale: scale, orientation: .up)
    }

    /// The image in the file at `path` (Apple's `init?(contentsOfFile:)`),
    /// or nil when it is missing or not a decodable PNG. A file name ending
    /// in "@2x" or "@3x" (before the extension) gives that scale.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path),
              let image = UIImage.decodePNG(data, source: path) else { return nil }
        let base = (URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent)
        self.init(cgImage: image, scale: UIImage.scaleSuffix(of: base) ?? 1, orientation: .up)
    }

    /// The image encoded in `data` at scale 1 (Apple's `init?(data:)`); nil
    /// unless it is a valid PNG (with a one-time diagnostic naming the error).
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image encoded in `data` at `scale` (Apple's `init?(data:scale:)`);
    /// nil unless it is a valid PNG. A scale that is not a positive finite
    /// number is replaced by 1 with a diagnostic.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = UIImage.decodePNG(data, source: "data") else { return nil }
        self.init(cgImage: image, scale: scale, orientation: .up)
    }

    /// The image as a PNG file (Apple's `pngData()`): the stored pixels, not
    /// turned by `imageOrientation`; nil for an empty image.
    public func pngData() -> Data? {
        guard let cgImage, let bytes = try? PNGEncoder.standard.encode(cgImage.pixmap) else { return nil }
        return Data(bytes)
    }

    /// Decodes PNG `data` into an image, or nil with a one-time diagnostic.
    static func decodePNG(_ data: Data, source: String) -> CGImage? {
        do {
            let pixmap = try PNGDecoder().decode([UInt8](data))
            return CGImage(pixmap: pixmap, space: CGColorSpaceCreateDeviceRGB())
        } catch {
            CGDiagnostics.reportOnce("UIImage: cannot decode \(source) (\(error)); no image")
            return nil
        }
    }

    /// 2 or 3 for a base name ending in "@2x" or "@3x", else nil.
    static func scaleSuffix(of base: String) -> CGFloat? {
        if base.hasSuffix("@2x") { return 2 }
        if base.hasSuffix("@3x") { return 3 }
        return nil
    }

    /// The file `init?(named:)` loads for `name`, with its scale.
    static func locate(named name: String) -> (URL, CGFloat)? {
        guard !name.isEmpty else { return nil }
        let given = URL(fileURLWithPath: name)
        let ext = given.pathExtension
        let base = ext.isEmpty ? name : String(name.dropLast(ext.count + 1))
        let fileExt = ext.isEmpty ? "png" : ext
        var candidates: [(String, CGFloat)]
        if let scale = scaleSuffix(of: base) {
            candidates = [("\(base).\(fileExt)", scale)]
        } else {
            candidates = [("\(base).\(fileExt)", 1), ("\(base)@2x.\(fileExt)", 2), ("\(base)@3x.\(fileExt)", 3)]
        }
        var directories = searchDirectories.withLock { $0 }
        if let resources = Bundle.main.resourceURL { directories.append(resources) }
        directories.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        let fm = FileManager.default
        for directory in directories {
            for (file, scale) in candidates {
                let url = directory.appendingPathComponent(file)
                var isDirectory: ObjCBool = false
                if fm.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    return (url, scale)
                }
            }
        }
        return nil
    }
}
