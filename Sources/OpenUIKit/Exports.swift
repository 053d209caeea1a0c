// `import OpenUIKit` alone gives Foundation, Core Animation and Core Graphics
// names too, as `import UIKit` does on Apple's platforms.
@_exported import Foundation
@_exported import OpenCoreGraphics
@_exported import OpenQuartzCore
