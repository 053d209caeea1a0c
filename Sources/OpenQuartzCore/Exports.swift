// `import OpenQuartzCore` gives the Core Graphics types too, as Apple's
// QuartzCore re-exports CoreGraphics.
@_exported import Foundation
@_exported import OpenCoreGraphics
