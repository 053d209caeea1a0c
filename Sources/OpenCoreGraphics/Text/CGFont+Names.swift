import Foundation
import Synchronization

/// The DejaVu faces bundled with OpenCoreGraphics (Resources/Fonts, Bitstream
/// Vera licence with DejaVu's public-domain changes; see LICENSE-DejaVu.txt).
package enum BundledFace: String, CaseIterable, Sendable {
    case sans = "DejaVuSans"
    case sansBold = "DejaVuSans-Bold"
    case sansMono = "DejaVuSansMono"
    case serif = "DejaVuSerif"

    /// The parsed faces, loaded from the bundle on first use and kept for the
    /// process's lifetime.
    private static let loaded = Mutex<[BundledFace: FontFace]>([:])

    /// The parsed face, or nil (with a diagnostic) when the resource is missing
    /// or unreadable.
    package var face: FontFace? {
        BundledFace.loaded.withLock { cache in
            if let face = cache[self] { return face }
            guard let url, let data = try? Data(contentsOf: url), let face = FontFace(data: data) else {
                cgDiagnostic("CGFont: the bundled font \(rawValue).ttf is missing or unreadable.")
                return nil
            }
            cache[self] = face
            return face
        }
    }

    /// The font file in the module's resources.
    package var url: URL? { Bundle.module.url(forResource: rawValue, withExtension: "ttf", subdirectory: "Fonts") }

    /// The bundled face standing in for font `name`, and whether the name was
    /// recognised. See `CGFont.init?(_ name:)` for the table.
    package static func resolve(_ name: String) -> (face: BundledFace, known: Bool) {
        let key = name.lowercased().filter { $0.isLetter || $0.isNumber }
        let bold = key.contains("bold") || key.contains("heavy") || key.contains("black")
        if monoNames.contains(where: key.contains) { return (.sansMono, true) }
        if serifNames.contains(where: key.contains), !key.contains("sansserif") { return (.serif, true) }
        let known = key.hasPrefix("sf") || name.hasPrefix(".") || sansNames.contains(where: key.contains)
        return (bold ? .sansBold : .sans, known)
    }

    private static let monoNames = ["courier", "menlo", "monaco", "mono", "consolas", "lucidaconsole", "sfmono"]
    private static let serifNames = ["times", "georgia", "serif", "palatino", "baskerville", "didot", "cochin",
                                     "hoefler", "charter", "bodoni", "newyork", "garamond", "cambria"]
    private static let sansNames = ["helvetica", "arial", "system", "avenir", "verdana", "tahoma", "trebuchet",
                                    "gillsans", "futura", "optima", "dejavusans", "sanfrancisco", "lucidagrande",
                                    "geneva", "segoe", "roboto", "calibri", "sansserif", "sans"]
}

extension CGFont {
    /// A font for a PostScript or family name (Apple's `CGFontCreateWithFontName`,
    /// which takes a `CFString`).
    ///
    /// Names resolve to the bundled DejaVu faces (case, spaces, hyphens and
    /// dots are ignored when matching):
    ///
    /// | name contains | face |
    /// |---|---|
    /// | Courier, Menlo, Monaco, Mono, Consolas, Lucida Console, SF Mono | DejaVu Sans Mono |
    /// | Times, Georgia, Serif (not "Sans Serif"), Palatino, Baskerville, Didot, Cochin, Hoefler, Charter, Bodoni, New York, Garamond, Cambria | DejaVu Serif |
    /// | Helvetica, Helvetica Neue, Arial, System, ".SFUI…"/".SF…", Avenir, Verdana, Tahoma, Trebuchet, Gill Sans, Futura, Optima, Lucida Grande, Geneva, Segoe, Roboto, Calibri, DejaVu Sans, Sans | DejaVu Sans |
    /// | any of the sans names plus "Bold", "Heavy" or "Black" | DejaVu Sans Bold |
    ///
    /// Monospaced and serif names keep their family even when bold (no bold
    /// mono or serif face is bundled). Any other name (including "") gives
    /// DejaVu Sans (Bold when it says so) with a diagnostic, where Apple
    /// returns nil. Returns nil only when the bundled font cannot be loaded.
    public convenience init?(_ name: String) {
        let (bundled, known) = BundledFace.resolve(name)
        if !known {
            cgDiagnostic("CGFontCreateWithFontName: no font named \"\(name)\"; using \(bundled.rawValue).")
        }
        guard let face = bundled.face else { return nil }
        self.init(face: face)
    }
}
