import Foundation

/// A place in a Lottie JSON file: the chain of object keys and array indices
/// from the root, written like `layers[3].ks.p.k[2].t`.
///
/// Built as a linked chain so descending into a value costs one small box,
/// and the text is only made when a diagnostic needs it.
public indirect enum LottieJSONPath: Sendable, CustomStringConvertible, Equatable {
    /// The file's top-level value.
    case root
    /// The member `key` of the object at the parent path.
    case member(LottieJSONPath, String)
    /// The element `index` of the array at the parent path.
    case element(LottieJSONPath, Int)

    /// The member `key` below this path.
    public func appending(_ key: String) -> LottieJSONPath { .member(self, key) }
    /// The element `index` below this path.
    public func appending(_ index: Int) -> LottieJSONPath { .element(self, index) }

    /// The path as text: `layers[3].ks.p.k[2].t`; the root alone is `$`.
    public var description: String {
        var parts: [String] = []
        var node = self
        while true {
            switch node {
            case .root:
                let text = parts.reversed().joined()
                if text.isEmpty { return "$" }
                return text.hasPrefix(".") ? String(text.dropFirst()) : text
            case .member(let parent, let key):
                parts.append("." + key)
                node = parent
            case .element(let parent, let index):
                parts.append("[\(index)]")
                node = parent
            }
        }
    }
}

/// One problem found in a Lottie file: where it is and what was done about it.
public struct LottieDiagnostic: Sendable, CustomStringConvertible, Equatable {
    /// How bad the problem is.
    public enum Severity: Sendable, Equatable {
        /// The file cannot be played at all (not JSON, no composition size…).
        case error
        /// Part of the file is ignored or replaced by a default; the rest plays.
        case warning
        /// A feature the player does not support (text layers, expressions…);
        /// the element is left out and the rest plays.
        case unsupported
    }

    /// How bad the problem is.
    public let severity: Severity
    /// Where in the file the problem is.
    public let path: LottieJSONPath
    /// What is wrong, and the fallback used.
    public let message: String

    /// A diagnostic about the value at `path`.
    public init(_ severity: Severity, at path: LottieJSONPath, _ message: String) {
        self.severity = severity
        self.path = path
        self.message = message
    }

    /// `path: message`, the form printed on standard error.
    public var description: String { "\(path): \(message)" }
}

/// The error thrown when a file cannot be played at all; `diagnostics` holds
/// the fatal problem (last) and every warning found before it.
public struct LottieLoadError: Error, Sendable, CustomStringConvertible {
    /// Every problem found, the fatal one last.
    public let diagnostics: [LottieDiagnostic]

    /// The fatal problem's text.
    public var description: String {
        diagnostics.last.map { "Lottie file cannot be played: \($0)" } ?? "Lottie file cannot be played"
    }
}
