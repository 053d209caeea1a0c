import Foundation

/// A source of image bytes, Core Graphics' `CGDataProvider`.
///
/// Apple's wraps a `CFData`, a URL or callbacks; OpenCoreGraphics' holds an
/// immutable `Data` (our stand-in for `CFData`).
public final class CGDataProvider: Sendable {
    private let bytes: Data

    /// A provider for `data` (Apple's `CGDataProviderCreateWithCFData`).
    /// Apple's is failable; ours never returns nil but keeps the optional
    /// result so code written for Apple's compiles unchanged.
    public init?(data: Data) {
        bytes = data
    }

    /// A copy of the provider's bytes (Apple's `CGDataProviderCopyData`).
    public var data: Data? { bytes }
}
