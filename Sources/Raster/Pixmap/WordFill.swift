#if canImport(Glibc)
import Glibc
#endif

/// Pattern fills of 32-bit words through the C library's `wmemset`.
///
/// On Linux `wchar_t` is 32 bits wide, so `wmemset` fills pixels. glibc picks
/// its implementation at run time (AVX2 or AVX-512 stores where the CPU has
/// them), which Swift code built for the x86-64 baseline cannot do: it is
/// limited to 16-byte SSE2 stores. The headers Swift imports from Glibc do
/// not declare `wmemset`, so it is looked up once with `dlsym`; where that
/// fails (another C library) `function` is nil and callers keep their own loop.
enum WordFill {
    /// `wchar_t *wmemset(wchar_t *s, wchar_t c, size_t n)` with `wchar_t` as
    /// 32-bit words (same registers as `int` in the C calling convention).
    typealias Function = @convention(c) (UnsafeMutablePointer<UInt32>, UInt32, Int) -> UnsafeMutablePointer<UInt32>

    /// The C library's `wmemset`, or nil where it is not found.
    static let function: Function? = {
        #if os(Linux) && canImport(Glibc)
        guard MemoryLayout<wchar_t>.size == 4, let symbol = dlsym(nil, "wmemset") else { return nil }
        return unsafeBitCast(symbol, to: Function.self)
        #else
        return nil
        #endif
    }()
}
