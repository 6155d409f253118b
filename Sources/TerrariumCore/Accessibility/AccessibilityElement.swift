import TerrariumTerminal

/// One element of a screen as assistive technology and UI tests see it: its role, label, value,
/// traits and where it is, with the elements it contains.
///
/// Every control reports its own (a `Button` is a `.button` labelled by its title, a `Toggle` a
/// `.toggle` whose value is `"on"` or `"off"`); the accessibility modifiers change them. A test
/// host lists them to find a view the way a user names it, not by its place on the screen.
public struct AccessibilityElement: Hashable, Sendable, CustomStringConvertible {
    /// The kind of element.
    public var role: AccessibilityRole
    /// What the element is called: a button's title, a text's words.
    public var label: String?
    /// What the element holds: a field's text, a switch's `"on"`/`"off"`, a progress in percent.
    public var value: String?
    /// What activating the element does, read after its label.
    public var hint: String?
    /// A name for tests that the user never reads: `accessibilityIdentifier(_:)`.
    public var identifier: String?
    /// The element's traits.
    public var traits: AccessibilityTraits
    /// Where the element is, in the host's cells.
    public var frame: Rect
    /// Whether the element has keyboard focus.
    public var isFocused: Bool
    /// The names of the actions the element offers besides activation, from
    /// `accessibilityAction(named:_:)`.
    public var actions: [String]
    /// The elements inside, in reading order.
    public var children: [AccessibilityElement]

    /// Creates an element.
    public init(
        role: AccessibilityRole, label: String? = nil, value: String? = nil, hint: String? = nil,
        identifier: String? = nil, traits: AccessibilityTraits = [], frame: Rect = .zero, isFocused: Bool = false,
        actions: [String] = [], children: [AccessibilityElement] = []
    ) {
        self.role = role
        self.label = label
        self.value = value
        self.hint = hint
        self.identifier = identifier
        self.traits = traits
        self.frame = frame
        self.isFocused = isFocused
        self.actions = actions
        self.children = children
    }

    /// Whether the element responds to the user.
    public var isEnabled: Bool { !traits.contains(.isNotEnabled) }

    /// The element and every element inside it, depth first, in reading order.
    public var flattened: [AccessibilityElement] { [self] + children.flatMap(\.flattened) }

    /// One line: the role, the label and value quoted, and the state, as `button "Save" focused`.
    ///
    /// Texts come from the app's data, so each is shown with its controls as visible stand-ins and
    /// cut after ``describedLength`` characters: the line goes into inspector dumps and test
    /// failures, read in terminals.
    public var description: String {
        var line = role.rawValue
        if let label { line += " \"\(Self.described(label))\"" }
        if let value { line += " value: \"\(Self.described(value))\"" }
        if let hint { line += " hint: \"\(Self.described(hint))\"" }
        if let identifier { line += " id: \(Self.described(identifier))" }
        if traits.contains(.isSelected) { line += " selected" }
        if !isEnabled { line += " disabled" }
        if isFocused { line += " focused" }
        if !actions.isEmpty { line += " actions: \(actions.map { Self.described($0) }.joined(separator: ", "))" }
        return line
    }

    /// The most characters of one text that ``description`` shows.
    public static let describedLength = 80

    /// `text` as ``description`` shows it: controls as stand-ins, cut with an ellipsis.
    static func described(_ text: String) -> String {
        let shown = text.count > describedLength ? text.prefix(describedLength - 1) + "…" : Substring(text)
        return Sanitizer.sanitize(shown)
    }
}
