public import TerrariumTerminal

/// A view that shows the output of a legacy program, styled by its SGR escape sequences.
///
/// ```swift
/// struct BuildLog: View {
///     let output: String  // "\u{1B}[32m✔\u{1B}[0m compiled\n\u{1B}[1;31m✘\u{1B}[0m linked\n"
///
///     var body: some View {
///         ANSITextView(output).border()
///     }
/// }
/// ```
///
/// The text is read by `ANSIText`: colours and attributes are kept, cursor moves and every
/// other control are dropped, so the output can neither move the cursor nor draw outside the
/// view. The view's ideal size is the widest line by the number of lines; offered less, it
/// takes what it is offered and clips. The text is read again only when it changes.
public struct ANSITextView: WidgetRepresentable {
    private enum Source: Hashable {
        case string(String)
        case text(ANSIText)
    }

    private let source: Source

    /// Shows `output`, a string with SGR escape sequences.
    public init(_ output: String) {
        source = .string(output)
    }

    /// Shows text already read.
    public init(_ text: ANSIText) {
        source = .text(text)
    }

    /// Makes the widget that draws the text.
    public func makeWidget(context: Context) -> ANSITextWidget {
        ANSITextWidget()
    }

    /// Reads the text into the widget; runs only when the text changed.
    public func updateWidget(_ widget: ANSITextWidget, context: Context) {
        switch source {
        case .string(let output): widget.text = ANSIText(output)
        case .text(let text): widget.text = text
        }
    }
}

/// A widget that draws styled text at its top-left corner, clipped to its frame.
///
/// ```swift
/// let label = ANSITextWidget(ANSIText("\u{1B}[7m F1 \u{1B}[0m Help"))
/// ```
@MainActor
public final class ANSITextWidget: StyledTextWidget {
    /// Whoever shows the widget.
    public weak var host: (any WidgetHost)?

    /// The text shown; a change is drawn in the next frame.
    public var text: ANSIText {
        didSet { textDidChange(from: oldValue) }
    }

    /// Creates a widget showing `text`.
    public init(_ text: ANSIText = ANSIText("")) {
        self.text = text
    }
}
