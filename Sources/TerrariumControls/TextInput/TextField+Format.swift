public import Foundation
public import TerrariumCore

extension TextField {
    /// Creates a field that edits `value`, shown through `format` and parsed back with its
    /// parse strategy when Return is pressed or focus leaves the field.
    ///
    /// ```swift
    /// TextField("Height", value: $height, format: .number)
    /// ```
    ///
    /// Text that does not parse is put back to the value's last valid form; the value is never
    /// written while typing.
    public init<F: ParseableFormatStyle>(
        _ title: some StringProtocol, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        let source = TextFieldValueFormat(
            formatted: { format.format(value.wrappedValue) },
            commit: { text in
                guard let parsed = try? format.parseStrategy.parse(text) else { return false }
                value.wrappedValue = parsed
                return true
            })
        self.init(title: String(title), source: .value(source), prompt: prompt, axis: .horizontal)
    }

    /// Creates a field that edits an optional `value`: empty text sets it to `nil`, other text is
    /// parsed through `format` when Return is pressed or focus leaves the field.
    public init<F: ParseableFormatStyle>(
        _ title: some StringProtocol, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        let source = TextFieldValueFormat(
            formatted: { value.wrappedValue.map { format.format($0) } ?? "" },
            commit: { text in
                if text.allSatisfy(\.isWhitespace) {
                    value.wrappedValue = nil
                    return true
                }
                guard let parsed = try? format.parseStrategy.parse(text) else { return false }
                value.wrappedValue = parsed
                return true
            })
        self.init(title: String(title), source: .value(source), prompt: prompt, axis: .horizontal)
    }
}

/// How a field bound to a value shows it and takes it back.
struct TextFieldValueFormat {
    /// The bound value, formatted.
    let formatted: @MainActor () -> String
    /// Parses `text` and writes it to the value; false when the text does not parse.
    let commit: @MainActor (String) -> Bool
}

/// The text a field bound to a value is editing, kept in its node between evaluations.
@MainActor
final class TextFieldDraft {
    static let storageKey = "TextField.draft"

    /// What the field shows and edits.
    private(set) var text = ""
    /// The value as last formatted: the text that a draft which does not parse goes back to.
    private var shown: String?

    /// The binding the field's editor writes to.
    var binding: Binding<String> {
        Binding(get: { self.text }, set: { self.text = $0 })
    }

    /// Shows the value formatted as `formatted` when it differs from what was shown last, as when
    /// the value changes outside the field; a draft being typed is kept otherwise.
    func show(_ formatted: String) {
        guard formatted != shown else { return }
        shown = formatted
        text = formatted
    }

    /// Writes the draft to the value through `format`, then shows the value as formatted; text
    /// that does not parse is replaced by the last valid value's.
    func commit(with format: TextFieldValueFormat) {
        if text != shown, format.commit(text) {
            shown = nil
        }
        text = shown ?? ""
        show(format.formatted())
    }
}
