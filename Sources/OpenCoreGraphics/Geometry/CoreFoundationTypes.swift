import Foundation

/// A time interval in seconds, as Core Foundation defines it.
///
/// Apple's `CFTimeInterval` is a `Double` typealias in CoreFoundation. Swift's
/// Foundation on Linux does not export it, so OpenCoreGraphics does; it is the
/// same type as `TimeInterval`.
public typealias CFTimeInterval = Double
