import Foundation

/// A dotLottie archive being read: its zip directory, its manifest, and the
/// problems found so far. Every diagnostic names its place as the archive
/// entry it concerns (`animations/intro.json: …`), or the archive as a whole (`$`).
struct DotLottieArchive {
    /// The manifest's entry name.
    static let manifestName = "manifest.json"
    /// The folders animations are looked for in: version 1's, then version 2's.
    static let animationFolders = ["animations/", "a/"]
    /// The folders images are looked for in: version 1's, then version 2's.
    static let imageFolders = ["images/", "i/"]

    private var zip: ZipArchiveReader
    /// The animations the archive holds.
    let manifest: DotLottieManifest
    /// The problems found, in order.
    private(set) var diagnostics: [LottieDiagnostic] = []

    /// Opens the archive `data` and reads its manifest. A missing or broken
    /// manifest is reported and the animations found in the animation folders
    /// are listed instead, in archive order.
    ///
    /// - Throws: `LottieLoadError` when the data is not a readable zip
    ///   archive, or it holds no animation.
    init(data: Data, limits: DotLottieLimits) throws(LottieLoadError) {
        do { zip = try ZipArchiveReader(data, limits: limits) } catch {
            throw LottieLoadError(diagnostics: [Self.diagnostic(.error, error)])
        }
        for refusal in zip.refusals { diagnostics.append(Self.diagnostic(.warning, refusal)) }
        var problems: [LottieDiagnostic] = []
        var parsed: DotLottieManifest?
        if let entry = zip.entry(named: Self.manifestName) {
            do {
                let json = try zip.contents(of: entry, maxBytes: limits.maxManifestBytes)
                parsed = DotLottieManifest.parse(json) { problems.append(LottieDiagnostic(.warning, at: $0, $1)) }
            } catch {
                problems.append(Self.diagnostic(.warning, error))
            }
        } else {
            problems.append(LottieDiagnostic(.warning, at: .root.appending(Self.manifestName), "not in the archive"))
        }
        if let parsed {
            manifest = parsed
            diagnostics += problems
            return
        }
        // No usable manifest: play what the animation folders hold.
        let found = zip.entries.compactMap { entry -> String? in
            guard let folder = Self.animationFolders.first(where: { entry.name.hasPrefix($0) }) else { return nil }
            let file = entry.name.dropFirst(folder.count)
            guard file.hasSuffix(".json"), !file.contains("/"), file.count > 5 else { return nil }
            return String(file.dropLast(5))
        }
        guard !found.isEmpty else {
            problems.append(LottieDiagnostic(.error, at: .root, "no animation to play: no usable manifest.json and no animations/*.json or a/*.json entry"))
            throw LottieLoadError(diagnostics: diagnostics + problems)
        }
        manifest = DotLottieManifest(animationIDs: found)
        if let last = problems.popLast() {
            problems.append(LottieDiagnostic(last.severity, at: last.path, "\(last.message); playing the animations the archive holds (\"\(found[0])\" first)"))
        }
        diagnostics += problems
    }

    /// The entry name and JSON bytes of the animation `id` (default: the manifest's).
    ///
    /// - Throws: `LottieLoadError` when the manifest does not list `id`, or its
    ///   entry is missing or cannot be read.
    mutating func animationJSON(id requested: String?) throws(LottieLoadError) -> (entry: String, json: Data) {
        let id = requested ?? manifest.defaultAnimationID
        guard manifest.animationIDs.contains(id) else {
            throw fatal(.root.appending(Self.manifestName),
                        "lists no animation \"\(id)\" (it lists \(manifest.animationIDs.map { "\"\($0)\"" }.joined(separator: ", ")))")
        }
        let names = Self.animationFolders.map { "\($0)\(id).json" }
        guard let entry = firstEntry(names) else {
            throw fatal(.root.appending(names[0]),
                        "not in the archive, nor \(names.dropFirst().joined(separator: ", ")), though manifest.json lists animation \"\(id)\"")
        }
        let json: Data
        do { json = try zip.contents(of: entry) } catch {
            throw LottieLoadError(diagnostics: diagnostics + [Self.diagnostic(.error, error)])
        }
        if ZipArchiveReader.looksLikeZip(json) {
            throw fatal(.root.appending(entry.name), "is itself a zip archive, not Lottie JSON")
        }
        return (entry.name, json)
    }

    /// The load error for a failure parsing the JSON of `entry`: the problems
    /// found in the archive, then the parser's, the fatal one naming the entry.
    func failure(parsing entry: String, _ error: LottieLoadError) -> LottieLoadError {
        var found = diagnostics + error.diagnostics
        if let last = found.popLast() {
            let place = last.path == .root ? "" : "at \(last.path): "
            found.append(LottieDiagnostic(last.severity, at: .root.appending(entry), place + last.message))
        }
        return LottieLoadError(diagnostics: found)
    }

    /// Replaces each image asset of `composition` named by file with the
    /// bytes of that file in the archive. The name the JSON gives (`u` + `p`,
    /// such as `/images/img_0.png`) is looked for as given, then by its last
    /// component in `images/` and `i/`. A missing or unreadable image is
    /// reported at its entry and its asset left without data (the layer is empty).
    mutating func resolveImages(in composition: inout LottieComposition) {
        for (key, asset) in composition.assets.sorted(by: { $0.key < $1.key }) {
            guard case .image(let id, let size, .none, let fileName?) = asset else { continue }
            var bytes: Data?
            if let candidates = imageCandidates(fileName, assetID: id) {
                if let entry = firstEntry(candidates) {
                    do { bytes = try zip.contents(of: entry) } catch { diagnostics.append(Self.diagnostic(.warning, error)) }
                } else {
                    diagnostics.append(LottieDiagnostic(.warning, at: .root.appending(candidates[0]),
                        "not in the archive, nor \(candidates.dropFirst().joined(separator: ", ")) (image asset \"\(id)\"); the layer is empty"))
                }
            }
            composition.assets[key] = .image(id: id, size: size, embedded: bytes, fileName: bytes == nil ? nil : fileName)
        }
    }

    /// The entry names to look for an image file named `fileName` in, or nil
    /// (reported) when the name leaves the archive.
    private mutating func imageCandidates(_ fileName: String, assetID: String) -> [String]? {
        let relative = String(fileName.drop(while: { $0 == "/" }))
        if relative.contains("://") || relative.isEmpty {
            let base = fileName.split(separator: "/").last.map(String.init) ?? ""
            return base.isEmpty ? nil : Self.imageFolders.map { $0 + base }
        }
        if let reason = ZipArchiveReader.unsafeNameReason(relative) {
            diagnostics.append(LottieDiagnostic(.warning, at: .root.appending(relative),
                                                "image asset \"\(assetID)\" names this file: \(reason); refused, the layer is empty"))
            return nil
        }
        let base = relative.split(separator: "/").last.map(String.init) ?? relative
        var names = [relative]
        for folder in Self.imageFolders where !names.contains(folder + base) { names.append(folder + base) }
        return names
    }

    /// The first of `names` the archive holds.
    private func firstEntry(_ names: [String]) -> ZipEntry? {
        for name in names { if let entry = zip.entry(named: name) { return entry } }
        return nil
    }

    private func fatal(_ path: LottieJSONPath, _ message: String) -> LottieLoadError {
        LottieLoadError(diagnostics: diagnostics + [LottieDiagnostic(.error, at: path, message)])
    }

    /// A zip problem as a diagnostic at its entry (or the archive's root).
    private static func diagnostic(_ severity: LottieDiagnostic.Severity, _ problem: ZipProblem) -> LottieDiagnostic {
        LottieDiagnostic(severity, at: problem.entry.map { .root.appending($0) } ?? .root, problem.message)
    }
}
