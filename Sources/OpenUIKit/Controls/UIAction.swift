import Foundation

/// The closure a `UIAction` runs (Apple's `UIActionHandler`).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action with a handler closure, for controls and menus (Apple's
/// `UIAction`, iOS 14). A control runs the handler with the action, whose
/// `sender` is the control for the duration of the call.
///
/// Apple's `UIAction` is a `UIMenuElement`; here it is a plain object (there
/// are no menus): `attributes`, `state` and menu presentation are left out.
@MainActor open class UIAction: NSObject {
    /// A name that identifies an action: adding an action to a control
    /// replaces the one with the same identifier (Apple's `UIAction.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public let rawValue: String
        /// An identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title (shown by menus; buttons made with
    /// `UIButton(type:primaryAction:)` take it as their title).
    open var title: String
    /// The action's image.
    open var image: UIImage?
    /// The identifier; a unique one is made when none is given, as on iOS.
    public let identifier: Identifier
    /// An alternative title for discoverability (stored only).
    open var discoverabilityTitle: String?
    /// The object that sent the action while its handler runs (the control), else nil.
    open internal(set) var sender: Any?
    /// The closure the action runs.
    let handler: UIActionHandler

    /// Creates an action (Apple's `init(title:image:identifier:discoverabilityTitle:…:handler:)`,
    /// without the menu attributes and state).
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, handler: @escaping UIActionHandler) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
        super.init()
    }

    /// Runs the handler with `sender` set for the call.
    func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }
}
