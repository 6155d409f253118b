/// What kind of element a view is and what state it is in, as assistive technology reads it:
/// `accessibilityAddTraits(_:)` and `accessibilityRemoveTraits(_:)` change a view's.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt32

    /// Creates traits from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The element acts as a button: activating it runs an action.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// The element is a header that divides content into sections.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// The element is selected, as a chosen row or an on switch.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// The element is a link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// The element is a search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// The element is an image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// The element is text that cannot change.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 6)
    /// The element is a switch that flips between on and off.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 7)
    /// The element and what it contains are modal: nothing outside it is read while it is shown.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 8)
    /// The element summarises the screen, read first.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// The element's value changes often, as a progress bar's does.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// The element does not respond to the user now (a disabled control).
    public static let isNotEnabled = AccessibilityTraits(rawValue: 1 << 11)
}
