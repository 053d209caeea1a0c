import Foundation

/// The bounds a dotLottie archive (`.lottie`, a zip file) must stay within
/// to be read. They are checked against the sizes the archive declares
/// before anything is inflated, and inflation writes into a buffer of the
/// declared size only, so a hostile archive cannot make loading take
/// unbounded memory or time.
public struct DotLottieLimits: Sendable, Equatable {
    /// The most entries (files and folders) the archive may list.
    public var maxEntryCount: Int = 10_000
    /// The most bytes one entry may inflate to.
    public var maxEntryBytes: Int = 64 << 20
    /// The most bytes all the entries read from one archive may inflate to.
    public var maxTotalBytes: Int = 256 << 20
    /// The largest ratio of an entry's inflated size to its compressed size,
    /// checked for entries past `compressionRatioAllowance` bytes. Text that
    /// Lottie files hold compresses about 5–20:1; deflate itself stops near 1032:1.
    public var maxCompressionRatio: Int = 200
    /// The inflated size below which the compression ratio is not checked
    /// (small entries of repeated bytes compress far better than 200:1).
    public var compressionRatioAllowance: Int = 1 << 20
    /// The most bytes `manifest.json` may inflate to.
    public var maxManifestBytes: Int = 1 << 20

    /// The default limits.
    public init() {}
}
