/// Why a PNG image could not be read or written.
///
/// Every malformed, truncated or oversized input gives one of these; the codec
/// never traps on bad data.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data does not start with the 8-byte PNG signature.
    case notPNG
    /// The data ends in the middle of something (`what` says where).
    case truncated(String)
    /// A chunk's stored CRC-32 does not match its type and data.
    case badCRC(chunk: String)
    /// The IHDR chunk is missing, misplaced or holds invalid values.
    case invalidHeader(String)
    /// A chunk is malformed, misplaced, missing or unknown-and-critical.
    case invalidChunk(String)
    /// The image is larger than the decoder accepts (see `PNGDecoder`).
    case tooLarge(width: Int, height: Int)
    /// The compressed or filtered image data is corrupt.
    case corruptImageData(String)
    /// The image to encode has zero width or height (PNG cannot store that).
    case emptyImage
    /// zlib reported an unexpected failure.
    case zlib(String)
    /// An animation to encode is invalid (no frames, frames of different sizes, bad delay).
    case invalidAnimation(String)

    /// A human-readable explanation.
    public var description: String {
        switch self {
        case .notPNG: return "PNG: not a PNG file (bad signature)"
        case .truncated(let what): return "PNG: data truncated (\(what))"
        case .badCRC(let chunk): return "PNG: CRC mismatch in chunk \(chunk)"
        case .invalidHeader(let why): return "PNG: invalid IHDR: \(why)"
        case .invalidChunk(let why): return "PNG: invalid chunk: \(why)"
        case .tooLarge(let w, let h): return "PNG: image \(w)×\(h) exceeds the decoder's size limits"
        case .corruptImageData(let why): return "PNG: corrupt image data: \(why)"
        case .emptyImage: return "PNG: cannot encode an image with zero width or height"
        case .zlib(let why): return "PNG: zlib failure: \(why)"
        case .invalidAnimation(let why): return "APNG: invalid animation: \(why)"
        }
    }
}
