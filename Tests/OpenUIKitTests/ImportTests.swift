import Testing
import OpenUIKit

/// `import OpenUIKit` alone gives the Foundation, Core Animation and Core
/// Graphics names, as `import UIKit` does on Apple's platforms.
@MainActor struct ImportTests {
    @Test func oneImportGivesFoundationQuartzCoreAndCoreGraphics() {
        let layer = CALayer()
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let date = Date(timeIntervalSince1970: 0)
        #expect(layer.backgroundColor?.components == [1, 0, 0, 1])
        #expect(date.timeIntervalSince1970 == 0)
        #expect(CGAffineTransform(rotationAngle: 0) == .identity)
    }
}
