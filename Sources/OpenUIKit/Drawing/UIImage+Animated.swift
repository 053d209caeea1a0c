import Foundation

extension UIImage {
    /// An animated image showing `images` in turn, one pass taking
    /// `duration` seconds (Apple's `animatedImage(with:duration:)`).
    ///
    /// The result's `images` and `duration` are the arguments; its size,
    /// scale and pixels (`cgImage`, what `draw` shows) are the first
    /// frame's. An empty array gives nil, as with Apple's. A negative or
    /// non-finite duration is replaced by 0 with a one-time diagnostic.
    public class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        var d = duration
        if !d.isFinite || d < 0 {
            CGDiagnostics.reportOnce("UIImage.animatedImage: duration \(duration) is not valid; 0 is used")
            d = 0
        }
        return UIImage(cgImage: first.cgImage, scale: first.scale, orientation: first.imageOrientation,
                       images: images, duration: d, capInsets: first.capInsets, resizingMode: first.resizingMode,
                       renderingMode: first.renderingMode)
    }

    /// An animated image from numbered files (Apple's
    /// `animatedImageNamed(_:duration:)`): `name` followed by "0", or by "1"
    /// when there is no "…0" file, then each next number while a file is
    /// found (at most 1024 frames). Files are found as `init?(named:)`
    /// finds them. Nil when not even the first frame exists.
    public class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        animatedImage(with: numberedFrames(name), duration: duration)
    }

    /// An animated image from numbered files, each made resizable with
    /// `capInsets` and `.tile` (Apple's
    /// `animatedResizableImageNamed(_:capInsets:duration:)`).
    public class func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets,
                                                  duration: TimeInterval) -> UIImage? {
        animatedResizableImageNamed(name, capInsets: capInsets, resizingMode: .tile, duration: duration)
    }

    /// An animated image from numbered files, each made resizable with
    /// `capInsets` and `resizingMode` (Apple's
    /// `animatedResizableImageNamed(_:capInsets:resizingMode:duration:)`).
    public class func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets,
                                                  resizingMode: UIImage.ResizingMode,
                                                  duration: TimeInterval) -> UIImage? {
        let frames = numberedFrames(name).map { $0.resizableImage(withCapInsets: capInsets, resizingMode: resizingMode) }
        return animatedImage(with: frames, duration: duration)
    }

    /// The frames `name0`/`name1`, `name2`, … up to the first missing one.
    private static func numberedFrames(_ name: String) -> [UIImage] {
        var frames: [UIImage] = []
        var index = UIImage(named: name + "0") == nil ? 1 : 0
        while frames.count < 1024, let frame = UIImage(named: name + String(index)) {
            frames.append(frame)
            index += 1
        }
        return frames
    }
}
