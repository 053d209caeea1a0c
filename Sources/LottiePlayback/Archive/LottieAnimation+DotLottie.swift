import Foundation
import OpenQuartzCore

extension LottieAnimation {
    /// Reads the dotLottie archive `data` (`.lottie`: a zip holding
    /// `manifest.json`, animations and images) and parses one of its
    /// animations: `animationID`, or by default the manifest's
    /// `activeAnimationId`, else its first animation. Image files the
    /// animation names are taken from the archive.
    ///
    /// `init(data:limits:sourceURL:)` and `init(contentsOf:limits:)` come
    /// here for data that starts as a zip archive does (or a URL ending in
    /// `.lottie`), so the usual entry points play both formats.
    ///
    /// Problems in the archive are diagnostics naming the entry they concern
    /// (`images/img_0.png: not in the archive…`); problems inside the
    /// animation's JSON name their JSON path, as for a plain JSON file.
    ///
    /// - Throws: `LottieLoadError` when the data is not a readable zip
    ///   archive within `limits.archive`, no animation can be found in it, or
    ///   the animation's JSON cannot be played.
    public init(dotLottieData data: Data, animationID: String? = nil, limits: LottieLimits = LottieLimits(),
                sourceURL: URL? = nil) throws(LottieLoadError) {
        var archive = try DotLottieArchive(data: data, limits: limits.archive)
        let (entry, json) = try archive.animationJSON(id: animationID)
        let parsed: LottieAnimation
        do {
            // No source URL: the JSON's image files are the archive's, never files on disk.
            parsed = try LottieAnimation(data: json, limits: limits)
        } catch {
            throw archive.failure(parsing: entry, error)
        }
        let before = archive.diagnostics.count
        var composition = parsed.composition
        archive.resolveImages(in: &composition)
        let imageProblems = archive.diagnostics[before...]
        self.composition = composition
        self.diagnostics = Array(archive.diagnostics[..<before]) + parsed.diagnostics + Array(imageProblems)
        self.sourceURL = sourceURL
        for d in archive.diagnostics { CADiagnostics.reportOnce("Lottie: \(d)") }
    }

    /// Reads the dotLottie archive at `url` and parses its animation `animationID`.
    ///
    /// - Throws: `LottieLoadError` when the file cannot be read or played.
    public init(contentsOf url: URL, animationID: String, limits: LottieLimits = LottieLimits()) throws(LottieLoadError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw LottieLoadError(diagnostics: [LottieDiagnostic(.error, at: .root, "cannot read \(url.path): \(error.localizedDescription)")])
        }
        try self.init(dotLottieData: data, animationID: animationID, limits: limits, sourceURL: url)
    }

    /// Whether `data` (read from `sourceURL`) is a dotLottie archive rather than JSON.
    static func isDotLottie(_ data: Data, sourceURL: URL?) -> Bool {
        ZipArchiveReader.looksLikeZip(data) || sourceURL?.pathExtension.lowercased() == "lottie"
    }
}
