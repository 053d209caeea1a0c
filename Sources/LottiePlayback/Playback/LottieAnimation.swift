import Foundation
import OpenQuartzCore

/// A parsed Lottie (Bodymovin) file: its composition, and every problem
/// found while reading it.
///
/// Loading never traps. A file that cannot be played at all (not JSON, no
/// composition size or out point) throws a `LottieLoadError`; any other
/// problem is a `LottieDiagnostic` naming its place in the file (a JSON path
/// such as `layers[3].ks.p.k[2].t`), the part is replaced by the format's
/// default or left out, and the rest plays. Each diagnostic is also printed
/// once through OpenQuartzCore's diagnostics channel.
public struct LottieAnimation: Sendable {
    /// The file's model.
    public let composition: LottieComposition
    /// Everything found wrong or unsupported, in file order.
    public let diagnostics: [LottieDiagnostic]
    /// The URL the file was read from (images named by a JSON file are looked
    /// up beside it; a dotLottie archive's are taken from the archive).
    public let sourceURL: URL?

    /// The composition's size in points.
    public var size: CGSize { composition.size }
    /// Frames per second.
    public var frameRate: Double { composition.frameRate }
    /// The first frame.
    public var inPoint: Double { composition.inPoint }
    /// The end frame (playback ends there).
    public var outPoint: Double { composition.outPoint }
    /// The playing time in seconds: (`op` − `ip`) / `fr`.
    public var duration: Double { composition.duration }

    /// Parses `data`, a Lottie JSON document (UTF-8, or UTF-16 or UTF-32, RFC 8259),
    /// or a dotLottie archive (see `init(dotLottieData:animationID:limits:sourceURL:)`:
    /// its default animation).
    ///
    /// - Throws: `LottieLoadError` when the data is not JSON or lacks what
    ///   every playback needs (`w`, `h`, `op`).
    public init(data: Data, limits: LottieLimits = LottieLimits(), sourceURL: URL? = nil) throws(LottieLoadError) {
        if Self.isDotLottie(data, sourceURL: sourceURL) {
            self = try LottieAnimation(dotLottieData: data, limits: limits, sourceURL: sourceURL)
            return
        }
        let reader = LottieReader(limits: limits)
        let json: Any
        do {
            json = try LottieJSONScanner.parse(data)
        } catch {
            throw reader.fatal(.root, "not valid JSON (\(error))")
        }
        let composition = try reader.composition(json)
        self.composition = composition
        self.diagnostics = reader.diagnostics
        self.sourceURL = sourceURL
        for d in diagnostics { CADiagnostics.reportOnce("Lottie: \(d)") }
    }

    /// Parses a JSON string (for tests and small hand-written files).
    public init(jsonString: String, limits: LottieLimits = LottieLimits()) throws(LottieLoadError) {
        try self.init(data: Data(jsonString.utf8), limits: limits)
    }

    /// Reads and parses the file at `url`: Lottie JSON, or a dotLottie archive (`.lottie`).
    ///
    /// - Throws: `LottieLoadError` when the file cannot be read or played.
    public init(contentsOf url: URL, limits: LottieLimits = LottieLimits()) throws(LottieLoadError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw LottieLoadError(diagnostics: [LottieDiagnostic(.error, at: .root, "cannot read \(url.path): \(error.localizedDescription)")])
        }
        try self.init(data: data, limits: limits, sourceURL: url)
    }

    /// An animation from a model built in code.
    public init(composition: LottieComposition) {
        self.composition = composition
        self.diagnostics = []
        self.sourceURL = nil
    }
}
