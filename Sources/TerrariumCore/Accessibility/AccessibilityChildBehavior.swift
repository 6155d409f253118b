/// How `accessibilityElement(children:)` makes one element of a view and what it contains.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case ignore, contain, combine
    }

    package let kind: Kind

    /// One element of its own, the elements inside left unread: label it with
    /// `accessibilityLabel(_:)`.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// One element, a group, that contains the elements inside.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// One element whose label joins the labels of the elements inside, as a row of texts read
    /// at once.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}
