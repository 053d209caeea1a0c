import Foundation

/// What a dotLottie archive's `manifest.json` says: the animations it holds
/// and which one plays by default.
///
/// Both layouts of the published dotLottie format are read: version 1 keeps
/// animations in `animations/ID.json` and images in `images/`; version 2 in
/// `a/ID.json` and `i/`. Manifest fields this player has no use for
/// (themes, state machines, per-animation loop and speed) are ignored.
public struct DotLottieManifest: Sendable, Equatable {
    /// The animations' ids (`animations[].id`), in manifest order.
    public var animationIDs: [String]
    /// The animation played when none is asked for: `activeAnimationId`
    /// when it names a listed animation, else the first.
    public var defaultAnimationID: String
    /// The manifest's `version`, when it gives one.
    public var version: String?

    /// A manifest listing `animationIDs` (at least one), playing `defaultAnimationID` (default: the first).
    public init(animationIDs: [String], defaultAnimationID: String? = nil, version: String? = nil) {
        self.animationIDs = animationIDs
        self.defaultAnimationID = defaultAnimationID ?? animationIDs.first ?? ""
        self.version = version
    }

    /// The manifest of the dotLottie archive `data`.
    ///
    /// - Throws: `LottieLoadError` when the data is not a readable archive
    ///   or holds no animation.
    public static func read(from data: Data, limits: DotLottieLimits = DotLottieLimits()) throws(LottieLoadError) -> DotLottieManifest {
        try DotLottieArchive(data: data, limits: limits).manifest
    }

    /// The manifest in `json` (the bytes of `manifest.json`); problems are
    /// reported through `report` at their place (`manifest.json.animations[2].id`).
    /// Nil when it lists no animation.
    static func parse(_ json: Data, report: (LottieJSONPath, String) -> Void) -> DotLottieManifest? {
        let place = LottieJSONPath.root.appending(DotLottieArchive.manifestName)
        guard let object = (try? LottieJSONScanner.parse(json)) as? [String: Any] else {
            report(place, "not a JSON object")
            return nil
        }
        guard let list = object["animations"] as? [Any] else {
            report(place.appending("animations"), "missing, or not an array")
            return nil
        }
        var ids: [String] = []
        for (i, item) in list.enumerated() {
            guard let id = (item as? [String: Any])?["id"] as? String, !id.isEmpty else {
                report(place.appending("animations").appending(i), "an animation without a string id; skipped")
                continue
            }
            if ids.contains(id) {
                report(place.appending("animations").appending(i), "the id \"\(id)\" is listed twice; the first is used")
                continue
            }
            ids.append(id)
        }
        guard !ids.isEmpty else {
            report(place.appending("animations"), "lists no animation")
            return nil
        }
        var active: String?
        if let given = object["activeAnimationId"] {
            if let id = given as? String, ids.contains(id) {
                active = id
            } else {
                report(place.appending("activeAnimationId"), "names no listed animation; the first (\"\(ids[0])\") plays")
            }
        }
        let version = (object["version"] as? String) ?? (object["version"] as? NSNumber).map { "\($0)" }
        return DotLottieManifest(animationIDs: ids, defaultAnimationID: active, version: version)
    }
}
