/// Options for `FrameSinks.open`; each sink uses the ones that apply to it.
public struct FrameSinkOptions: Sendable {
    /// Palette choice for GIF.
    public enum GIFPalette: Sendable, Hashable {
        /// One palette for the whole animation, built from the first frame.
        case global
        /// One palette per frame (better colours, slightly larger files).
        case perFrame
    }

    /// Times the animation plays (GIF, APNG); 0 means forever. Default 0.
    public var loopCount: Int
    /// GIF palette. Default `.perFrame`.
    public var gifPalette: GIFPalette
    /// GIF Floyd–Steinberg dithering. Default false (faster).
    public var gifDithering: Bool
    /// GIF frame differencing (only changed pixels, cropped). Default true.
    public var gifDifferencing: Bool
    /// PNG compression for `.png`, `.apng` and `.frames`. Default `.fast`.
    public var pngEncoder: PNGEncoder

    /// Creates options; every argument has the default above.
    public init(loopCount: Int = 0, gifPalette: GIFPalette = .perFrame, gifDithering: Bool = false,
                gifDifferencing: Bool = true, pngEncoder: PNGEncoder = .fast) {
        self.loopCount = loopCount
        self.gifPalette = gifPalette
        self.gifDithering = gifDithering
        self.gifDifferencing = gifDifferencing
        self.pngEncoder = pngEncoder
    }

    /// The GIF encoder these options describe.
    public var gifEncoder: GIFEncoder {
        GIFEncoder(palette: gifPalette == .global ? .firstFrame : .perFrame,
                   dithering: gifDithering ? .floydSteinberg : .none, loopCount: loopCount, differencing: gifDifferencing)
    }
}

/// Opens the sink for a `FrameFormat`.
///
/// Not an Apple API: the project's single entry point for writing rendered
/// frames (the `quartz` command uses it).
public enum FrameSinks {
    /// A sink writing `format` to `path` (a directory for `.frames`).
    ///
    /// - Parameters:
    ///   - frameRate: frames per second; used by MP4/WebM (constant-rate
    ///     video), ignored by the other formats, which store each frame's duration.
    /// - Throws: `.cannotWrite` with the OS's reason for unwritable paths,
    ///   `.missingTool` when MP4/WebM is asked for without ffmpeg on PATH,
    ///   `.encoding` for a bad frame rate or loop count.
    public static func open(_ format: FrameFormat, path: String, frameRate: Double,
                            options: FrameSinkOptions = FrameSinkOptions()) throws(FrameSinkError) -> any FrameSink {
        guard options.loopCount >= 0, options.loopCount <= 65_535 else {
            throw .encoding("loop count \(options.loopCount) is not in 0…65535")
        }
        switch format {
        case .gif: return try GIFFrameSink(path: path, encoder: options.gifEncoder)
        case .apng: return try APNGFrameSink(path: path, encoder: options.pngEncoder, loopCount: UInt32(options.loopCount))
        case .png: return try PNGFrameSink(path: path, encoder: options.pngEncoder)
        case .frames: return try PNGSequenceFrameSink(directory: path, encoder: options.pngEncoder)
        case .mp4, .webm: return try FFmpegFrameSink(path: path, format: format, frameRate: frameRate)
        }
    }
}
