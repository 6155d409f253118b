public import TerrariumCore

/// An element's badge: the count or text that `badge(_:)` gives it, which a tab view's bar
/// shows after the tab's title and a list at the end of the row.
package enum BadgeTraitKey: ViewTraitKey {
    package static var defaultValue: Text? { nil }
}

extension View {
    /// Shows `count` as this view's badge; zero shows none, as in SwiftUI.
    public func badge(_ count: Int) -> some View {
        modifier(TraitWritingModifier(BadgeTraitKey.self, value: count == 0 ? nil : Text(String(count))))
    }

    /// Shows `label` as this view's badge; nil shows none.
    public func badge(_ label: Text?) -> some View {
        modifier(TraitWritingModifier(BadgeTraitKey.self, value: label))
    }

    /// Shows `label` as this view's badge; nil shows none.
    public func badge(_ label: (some StringProtocol)?) -> some View {
        badge(label.map { Text($0) })
    }
}
