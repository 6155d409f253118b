public import Foundation
public import TerrariumCore

/// A label beside a value or a control, on one row.
///
/// ```swift
/// LabeledContent("Name", value: "Monstera")   // Name Monstera
/// LabeledContent("Volume") { Slider(value: $volume) }
/// ```
///
/// The label comes first, then the content one column after it, offered the rest of the width
/// (a slider fills it; a value stays beside the label); a label of several views stacks them, a
/// title over its subtitles. A value given as words is drawn dim, as SwiftUI draws it in the
/// secondary style, and the pair reads as one element, labelled by the title with the value as
/// its value. Other content keeps its own elements, inside a group labelled by the title.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// The label's words, which name the element.
    let title: String?
    /// The content's words, for content given as a value.
    let value: String?

    /// Creates a row of `label` then `content`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        title = nil
        value = nil
    }

    init(title: String, value: String?, label: Label, content: Content) {
        self.label = label
        self.content = content
        self.title = title
        self.value = value
    }

    /// The label, then the content.
    public var body: some View {
        let row = HStack(alignment: .top, spacing: 1) {
            // A label of several views is a title with lines under it, as SwiftUI stacks them.
            FormLabel(content: VStack(alignment: .leading, spacing: 0) { label })
            // A value is drawn in the secondary style, as SwiftUI draws it.
            content.modifier(ForegroundStyleModifier(styles: value != nil ? [HierarchicalShapeStyle.secondary] : []))
        }
        if let value {
            row.accessibilityElement(children: .ignore).accessibilityRole(.staticText)
                .accessibilityLabel(title ?? "").accessibilityValue(value)
        } else if let title {
            row.accessibilityElement(children: .contain).accessibilityLabel(title)
        } else {
            row.accessibilityElement(children: .contain)
        }
    }
}

extension LabeledContent where Label == Text {
    /// Creates a row titled `title` then `content`.
    public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), value: nil, label: Text(title), content: content())
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a row titled `title` showing `value`, dim.
    public init(_ title: some StringProtocol, value: some StringProtocol) {
        self.init(title: String(title), value: String(value), label: Text(title), content: Text(value))
    }

    /// Creates a row titled `title` showing `value` written by `format`.
    public init<F: FormatStyle>(_ title: some StringProtocol, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(title, value: format.format(value))
    }
}
