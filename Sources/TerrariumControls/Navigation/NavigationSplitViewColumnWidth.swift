public import TerrariumCore

/// The width a split view's column asks for, in terminal columns.
struct SplitColumnWidth: Hashable {
    var min: Int?
    var ideal: Int
    var max: Int?

    /// The widest the column grows, held between 1 and 10,000 columns; nil for no limit.
    var clampedMaximum: Int? { max.map { Swift.min(Swift.max(1, $0), 10_000) } }
    /// The width asked for, held between 1 and 10,000 columns whatever the app passed, and
    /// within the maximum.
    var clampedIdeal: Int { Swift.min(Swift.max(1, ideal), clampedMaximum ?? 10_000, 10_000) }
    /// The width the column may shrink to before the split view collapses, held the same way.
    var clampedMinimum: Int { Swift.min(Swift.max(1, min ?? ideal), clampedIdeal) }
}

/// A column's width, read by the split view from the column's content.
enum SplitColumnWidthTraitKey: ViewTraitKey {
    static var defaultValue: SplitColumnWidth? { nil }
}

extension View {
    /// Makes the split view column this view is the content of `width` terminal columns wide.
    public func navigationSplitViewColumnWidth(_ width: Int) -> some View {
        modifier(TraitWritingModifier(SplitColumnWidthTraitKey.self, value: SplitColumnWidth(ideal: width)))
    }

    /// Makes the split view column this view is the content of `ideal` terminal columns wide,
    /// narrowing to `min` before the split view collapses into one column, and never wider than
    /// `max`: the last column, which takes the width the others leave, stops there.
    public func navigationSplitViewColumnWidth(min: Int? = nil, ideal: Int, max: Int? = nil) -> some View {
        modifier(
            TraitWritingModifier(
                SplitColumnWidthTraitKey.self, value: SplitColumnWidth(min: min, ideal: ideal, max: max)))
    }
}
