import TerrariumControls
package import TerrariumCore
import TerrariumDocuments
import TerrariumTerminal

/// What a document window shows with no document open: the app's name, a button to start a new
/// document, a field to open one by path, and the documents opened recently.
///
/// ```swift
/// DocumentEmptyState(
///     appName: "Notes", recentPaths: ["~/notes.md"], errorMessage: nil,
///     onNew: { model.newDocument() }, onOpen: { model.open(path: $0) })
/// // Notes
/// //
/// // [ New Document ] ^N
/// //
/// // Open: Path to a document
/// //
/// // Recent Documents
/// // [ ~/notes.md ]
/// ```
///
/// Ctrl+N presses **New Document** from anywhere on screen. In the **Open:** field Tab completes
/// the typed path from the files on disk, as a shell does (when nothing is left to complete, Tab
/// moves focus on), and Return calls `onOpen` with the path typed, unless it is blank.
/// `errorMessage` shows in red (bold where the terminal shows no colour) under the field. Each
/// recent path is a button that calls `onOpen` with it; with none, the list reads "No recent
/// documents". Control characters in paths and messages show as visible stand-ins.
package struct DocumentEmptyState: View {
    /// The app's name, shown first in bold.
    let appName: String
    /// The documents opened recently, as paths to show and open, newest first.
    let recentPaths: [String]
    /// Why the last open failed, shown under the field, such as `No such file: x.md`.
    let errorMessage: String?
    /// Starts a new document.
    let onNew: @MainActor () -> Void
    /// Opens the document at a path, typed or recent.
    let onOpen: @MainActor (String) -> Void
    /// The path typed in the open field.
    @State private var path = ""
    /// Whether the terminal shows colour, which decides how the error stands out.
    @Environment(\.colorCapability) private var colorCapability

    /// Creates the empty state of the app named `appName`.
    package init(
        appName: String, recentPaths: [String], errorMessage: String? = nil,
        onNew: @escaping @MainActor () -> Void, onOpen: @escaping @MainActor (String) -> Void
    ) {
        self.appName = appName
        self.recentPaths = recentPaths
        self.errorMessage = errorMessage
        self.onNew = onNew
        self.onOpen = onOpen
    }

    /// The name, the new button, the open field and the recent documents, top to bottom.
    package var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text(Sanitizer.sanitize(appName)).bold().lineLimit(1)
            HStack(spacing: 1) {
                Button("New Document", action: onNew).keyboardShortcut("n", modifiers: .control)
                Text("^N").dim()
            }
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 1) {
                    Text("Open:")
                    TextField("Path to a document", text: $path)
                        .onSubmit(open)
                        .onKeyPress(keys: [.tab]) { press in
                            guard press.modifiers.isEmpty else { return .ignored }
                            let completed = PathCompletion.complete(path)
                            guard completed != path else { return .ignored }
                            path = completed
                            return .handled
                        }
                }
                if let errorMessage {
                    let error = Text(Sanitizer.sanitize(errorMessage))
                    (colorCapability == .monochrome ? error.bold() : error.foregroundColor(.red)).lineLimit(2)
                }
            }
            VStack(alignment: .leading, spacing: 0) {
                Text("Recent Documents").bold()
                if recentPaths.isEmpty {
                    Text("No recent documents").dim()
                } else {
                    ForEach(recentPaths.indices, id: \.self) { index in
                        let recent = recentPaths[index]
                        Button(Sanitizer.sanitize(recent)) { onOpen(recent) }.lineLimit(1)
                    }
                }
            }
        }
    }

    /// Opens the typed path, unless it is blank.
    private func open() {
        guard !path.allSatisfy(\.isWhitespace) else { return }
        onOpen(path)
    }
}
