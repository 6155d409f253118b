import TerrariumCore

/// One entry of a picker's content: an option to choose, or a section's header.
struct PickerOption {
    /// The view the content gave for it.
    let view: AnyView
    /// What the option says, for a button's value and assistive technology.
    let title: String
    /// What choosing it selects, nil for a header or a view with no tag of the selection's type.
    let tag: AnyHashable?
    /// Whether it is a section's header rather than an option.
    let isHeader: Bool
}

/// The options of a picker's content, read from the views without making them: each view's
/// `tag(_:)`, else its `ForEach` identity, as in SwiftUI.
@MainActor
struct PickerOptions {
    /// The options and headers, in order.
    let entries: [PickerOption]

    /// The most entries a picker reads: a picker is for a handful of choices, and a longer list
    /// from data would take as long to read as to draw.
    static let limit = 10_000

    /// Reads the entries of `content` whose tags are of type `Value` (or `Value`'s wrapped type
    /// when `Value` is optional).
    init<Value: Hashable>(_ content: some View, selecting _: Value.Type) {
        let rows = ListContent(content, separatesSections: false)
        var entries: [PickerOption] = []
        for row in 0..<min(rows.count, Self.limit) {
            let kind = rows.kind(of: row)
            guard kind == .row || kind == .header, let view = rows.view(of: row) else { continue }
            let title = Self.title(of: view)
            if kind == .header {
                entries.append(PickerOption(view: AnyView(view), title: title, tag: nil, isHeader: true))
                continue
            }
            let declared = declaredTrait(TagTraitKey.self, of: view) ?? rows.elementID(of: row)
            let tag = declared.flatMap { PickerSelection<Value>.accepts($0) ? $0 : nil }
            entries.append(PickerOption(view: AnyView(view), title: title, tag: tag, isHeader: false))
        }
        self.entries = entries
    }

    /// Where the option `value` selects is, if one does.
    func index(of value: AnyHashable?) -> Int? {
        guard let value else { return nil }
        return entries.firstIndex { $0.tag == value }
    }

    /// The words a view shows, when it is text (with modifiers around it); empty otherwise.
    static func title(of view: any View) -> String {
        if let text = view as? Text { return text.plainText }
        if let modified = view as? any ModifiedContentUnwrapping { return title(of: modified.wrappedContent) }
        if let part = view as? any SectionPartContent { return title(of: part.partContent) }
        return ""
    }
}

/// A view with modifiers, seen through to the view inside.
@MainActor
protocol ModifiedContentUnwrapping {
    /// The view the modifiers are on.
    var wrappedContent: any View { get }
}

extension ModifiedContent: ModifiedContentUnwrapping where Content: View {
    var wrappedContent: any View { content }
}

/// A section's header or footer, seen through to the view it shows.
@MainActor
protocol SectionPartContent {
    /// The view shown.
    var partContent: any View { get }
}

extension SectionPart: SectionPartContent {
    var partContent: any View { content }
}

/// Reads and writes a picker's selection through the values of its options' tags.
@MainActor
struct PickerSelection<Value: Hashable> {
    let binding: Binding<Value>

    /// The selection as the tags compare with it: an optional selection's value unwrapped, so
    /// that a tag of the wrapped type selects it, as `tag(_:includeOptional:)` says.
    var current: AnyHashable? { TabSelection.comparable(binding.wrappedValue) }

    /// Selects what `tag` stands for; false when `tag` is of no type the selection takes.
    func select(_ tag: AnyHashable) -> Bool {
        // A cast to an optional type wraps a value of its wrapped type.
        guard let value = tag.base as? Value else { return false }
        binding.wrappedValue = value
        return true
    }

    /// Whether a tag is of the selection's type or, for an optional selection, its wrapped type.
    static func accepts(_ tag: AnyHashable) -> Bool { tag.base is Value }
}
