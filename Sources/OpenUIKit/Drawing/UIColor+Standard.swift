import Foundation

// UIKit's fixed colours. Apple documents each one's components in its
// reference ("A color object whose grayscale value is 1/3 …", "… whose RGB
// values are 1.0, 0.5, and 0.0 …"); the grays are gray-space colours and
// the rest RGB, as on Apple's platforms.
private enum StandardColors {
    static let black = UIColor(white: 0, alpha: 1)
    static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    static let white = UIColor(white: 1, alpha: 1)
    static let gray = UIColor(white: 0.5, alpha: 1)
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    static let clear = UIColor(white: 0, alpha: 0)
}

extension UIColor {
    /// Gray 0, alpha 1 (Apple's `black`).
    public class var black: UIColor { StandardColors.black }
    /// Gray 1/3, alpha 1 (Apple's `darkGray`).
    public class var darkGray: UIColor { StandardColors.darkGray }
    /// Gray 2/3, alpha 1 (Apple's `lightGray`).
    public class var lightGray: UIColor { StandardColors.lightGray }
    /// Gray 1, alpha 1 (Apple's `white`).
    public class var white: UIColor { StandardColors.white }
    /// Gray 0.5, alpha 1 (Apple's `gray`).
    public class var gray: UIColor { StandardColors.gray }
    /// RGB (1, 0, 0), alpha 1 (Apple's `red`).
    public class var red: UIColor { StandardColors.red }
    /// RGB (0, 1, 0), alpha 1 (Apple's `green`).
    public class var green: UIColor { StandardColors.green }
    /// RGB (0, 0, 1), alpha 1 (Apple's `blue`).
    public class var blue: UIColor { StandardColors.blue }
    /// RGB (0, 1, 1), alpha 1 (Apple's `cyan`).
    public class var cyan: UIColor { StandardColors.cyan }
    /// RGB (1, 1, 0), alpha 1 (Apple's `yellow`).
    public class var yellow: UIColor { StandardColors.yellow }
    /// RGB (1, 0, 1), alpha 1 (Apple's `magenta`).
    public class var magenta: UIColor { StandardColors.magenta }
    /// RGB (1, 0.5, 0), alpha 1 (Apple's `orange`).
    public class var orange: UIColor { StandardColors.orange }
    /// RGB (0.5, 0, 0.5), alpha 1 (Apple's `purple`).
    public class var purple: UIColor { StandardColors.purple }
    /// RGB (0.6, 0.4, 0.2), alpha 1 (Apple's `brown`).
    public class var brown: UIColor { StandardColors.brown }
    /// Gray 0, alpha 0 (Apple's `clear`).
    public class var clear: UIColor { StandardColors.clear }
}
