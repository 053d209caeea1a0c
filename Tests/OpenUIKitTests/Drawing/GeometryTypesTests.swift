import Foundation
import Testing
import OpenUIKit

struct GeometryTypesTests {
    @Test func edgeInsetsShrinkARect() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(CGRect(x: 10, y: 20, width: 100, height: 50).inset(by: insets) == CGRect(x: 12, y: 21, width: 94, height: 46))
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: .zero) == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5))
                == CGRect(x: -5, y: -5, width: 20, height: 20))
        #expect(UIEdgeInsets() == .zero)
        #expect(insets.description == "{1.0, 2.0, 3.0, 4.0}")
        #expect(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).trailing == 4)
        #expect(UIOffset(horizontal: 3, vertical: -2) != .zero)
    }

    @Test func optionSetsHaveApplesRawValues() {
        #expect(UIRectCorner.topLeft.rawValue == 1)
        #expect(UIRectCorner.topRight.rawValue == 2)
        #expect(UIRectCorner.bottomLeft.rawValue == 4)
        #expect(UIRectCorner.bottomRight.rawValue == 8)
        #expect(UIRectCorner.allCorners.contains([.topLeft, .bottomRight]))
        #expect(UIRectEdge.all.rawValue == 15)
        #expect(UIRectEdge.none.rawValue == 0)
        #expect(UIRectEdge([.top, .left]).rawValue == 3)
    }
}
