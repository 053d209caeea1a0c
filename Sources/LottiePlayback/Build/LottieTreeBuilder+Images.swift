import Foundation
import OpenQuartzCore
import Codecs
import Raster

extension LottieTreeBuilder {
    /// An image layer's content: the asset's PNG (embedded as a base64 `data:`
    /// URL, or a file in the JSON file's folder) as the contents of a layer
    /// of the asset's size (the image's own size when the asset gives none).
    ///
    /// File names that leave the folder (absolute, or with a `..` component)
    /// are refused; a missing or undecodable image leaves the layer empty.
    /// Each is reported at the layer's place in the file.
    func buildImage(_ id: String, for layer: LottieLayer, into host: CALayer) {
        guard case .image(_, let size, let embedded, let fileName)? = composition.assets[id] else {
            warn(layer.path.appending("refId"), "no image asset has id \"\(id)\"; the layer is empty")
            return
        }
        let bytes: Data
        if let embedded {
            bytes = embedded
        } else if let fileName {
            guard let data = imageFile(fileName, at: layer.path) else { return }
            bytes = data
        } else {
            warn(layer.path.appending("refId"), "image asset \"\(id)\" has no data and no file name; the layer is empty")
            return
        }
        let pixmap: Pixmap
        do {
            pixmap = try PNGDecoder().decode([UInt8](bytes))
        } catch {
            unsupported(layer.path.appending("refId"), "image asset \"\(id)\" is not a PNG this player decodes (\(error)); the layer is empty")
            return
        }
        let image = CGImage(pixmap: pixmap, space: CGColorSpaceCreateDeviceRGB())
        let content = Self.plainLayer()
        let shownSize = size.width > 0 && size.height > 0 ? size : CGSize(width: pixmap.width, height: pixmap.height)
        content.bounds = CGRect(origin: .zero, size: shownSize)
        content.contents = image
        host.addSublayer(content)
    }

    /// The bytes of an image file named in the JSON, read from the JSON's folder.
    private func imageFile(_ name: String, at path: LottieJSONPath) -> Data? {
        guard let folder = resourceFolder else {
            warn(path.appending("refId"), "image file \"\(name)\" cannot be found: the animation was not loaded from a file")
            return nil
        }
        let components = name.split(separator: "/", omittingEmptySubsequences: false)
        guard !name.hasPrefix("/"), !components.contains(".."), !name.contains("\\") else {
            warn(path.appending("refId"), "image file \"\(name)\" lies outside the animation's folder; refused")
            return nil
        }
        let url = folder.appendingPathComponent(name)
        guard let data = try? Data(contentsOf: url) else {
            warn(path.appending("refId"), "image file \"\(name)\" cannot be read beside the animation; the layer is empty")
            return nil
        }
        return data
    }
}
