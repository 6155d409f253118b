import TerrariumControls
package import TerrariumCore
import TerrariumDocuments
import TerrariumTerminal

/// A band across a document that says something went wrong or needs a decision, with buttons
/// for what the user can do about it.
///
/// ```swift
/// DocumentBanner(
///     .warning, message: "notes.md changed on disk.",
///     actions: [DocumentBannerAction("Keep Mine") { keepMine() }, DocumentBannerAction("Take Theirs") { revert() }])
/// // Warning: notes.md changed on disk.            [ Keep Mine ] [ Take Theirs ]
/// ```
///
/// The kind's label comes first in bold, then the message, wrapped onto a second line when it
/// is long and cut with `…` after that, then the buttons, which Tab reaches and a click
/// presses. The band is filled with the kind's colour (red for errors, yellow for warnings,
/// blue for information); where the terminal shows no colour, an error's label is reversed and a
/// warning's underlined instead. Control characters in the message show as visible stand-ins.
package struct DocumentBanner: View {
    /// What a banner tells the user, which decides its label and colour.
    package enum Kind: Hashable, Sendable {
        /// Something failed, such as saving: `Error:`, red.
        case error
        /// Something needs a decision, such as a conflict with the file on disk or recovered
        /// edits: `Warning:`, yellow.
        case warning
        /// Something to know, such as a document opened read-only: `Note:`, blue.
        case info
    }

    /// What the banner is about.
    let kind: Kind
    /// The sentence shown.
    let message: String
    /// The buttons after the message, left to right.
    let actions: [DocumentBannerAction]
    /// Whether the terminal shows colour, which decides between a fill and attributes.
    @Environment(\.colorCapability) private var colorCapability

    /// Creates a banner of `kind` showing `message` with a button for each of `actions`.
    package init(_ kind: Kind, message: String, actions: [DocumentBannerAction] = []) {
        self.kind = kind
        self.message = message
        self.actions = actions
    }

    /// The label the banner starts with.
    package var label: String {
        switch kind {
        case .error: "Error:"
        case .warning: "Warning:"
        case .info: "Note:"
        }
    }

    /// The label, message and buttons on the kind's colour.
    package var body: some View {
        // The message has the first row to itself (two at most) and the buttons the row under
        // it, so neither squeezes the other out on a narrow terminal.
        let content = VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .top, spacing: 1) {
                labelText.lineLimit(1).layoutPriority(2)
                Text(Sanitizer.sanitize(message)).lineLimit(2).layoutPriority(1)
                Spacer(minLength: 0)
            }
            if !actions.isEmpty {
                HStack(spacing: 1) {
                    Spacer(minLength: 0)
                    ForEach(actions.indices, id: \.self) { index in
                        Button(Sanitizer.sanitize(actions[index].title), action: actions[index].action)
                    }
                }
            }
        }
        .padding(.horizontal, 1)
        .frame(maxWidth: .max, alignment: .leading)
        switch (colorCapability == .monochrome, kind) {
        case (true, _): content
        case (false, .error): content.foregroundColor(.brightWhite).background(.red)
        case (false, .warning): content.foregroundColor(.black).background(.yellow)
        case (false, .info): content.foregroundColor(.brightWhite).background(.blue)
        }
    }

    /// The kind's label: bold, and where there is no colour reversed for an error and
    /// underlined for a warning.
    private var labelText: Text {
        let text = Text(label).bold()
        guard colorCapability == .monochrome else { return text }
        switch kind {
        case .error: return text.reverse()
        case .warning: return text.underline()
        case .info: return text
        }
    }
}

/// A button of a ``DocumentBanner``: its title and what pressing it does.
package struct DocumentBannerAction {
    /// The button's title, such as `Keep Mine`.
    package var title: String
    /// What pressing the button does.
    package var action: @MainActor () -> Void

    /// Creates a button titled `title` that runs `action`.
    package init(_ title: String, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.action = action
    }
}
