import Foundation
import TerrariumControls
public import TerrariumCore
public import TerrariumTransfer

/// A control that shares an item: to the clipboard, to a file, or through a command.
///
/// ```swift
/// ShareLink(item: plant, preview: SharePreview(plant.name))
/// ```
///
/// Activating it offers the destinations in a row below its label:
/// - **Copy** writes the item to the ``EnvironmentValues/clipboard`` in every type it offers;
/// - **Save…** asks for a path, proposing the item's suggested file name or its title with the
///   extension of its first content type; Tab completes the path, Return saves the item's first
///   representation there (an extension is added when the path has none, and an existing file
///   is never replaced), Escape goes back;
/// - **Pipe** runs ``EnvironmentValues/shareCommand`` (or `$PAGER`) with the item's first
///   plain-text representation (or else its first text, or first of all) on standard input. In
///   a terminal the command gets the terminal until it ends, as a pager needs, and the app
///   repaints afterwards; without one it runs with its output kept for the status line.
///
/// What happened shows on the line below, and the row closes.
public struct ShareLink<Item: Transferable, Label: View>: View {
    private enum Stage: Hashable {
        case closed, choosing, saving
    }

    private enum Field: Hashable {
        case copy, path
    }

    private let item: Item
    private let preview: SharePreview
    private let label: Label
    @State private var stage = Stage.closed
    @State private var path = ""
    @State private var message: String?
    @FocusState private var focus: Field?
    @Environment(\.clipboard) private var clipboard
    @Environment(\.shareCommand) private var shareCommand
    @Environment(\.terminalHandover) private var terminalHandover

    /// Creates a link that shares `item`, named by `preview`, shown as `label`.
    public init(item: Item, preview: SharePreview, @ViewBuilder label: () -> Label) {
        self.item = item
        self.preview = preview
        self.label = label()
    }

    /// The label, and the destinations or the path prompt while the user chooses.
    public var body: some View {
        VStack(alignment: .leading) {
            switch stage {
            case .closed:
                Button(action: open) { label }
            case .choosing:
                HStack {
                    Button("Copy", action: copy).focused($focus, equals: .copy)
                    Button("Save…", action: startSaving)
                    if let command {
                        Button(
                            "Pipe to \(command.split(separator: " ").first.map(String.init) ?? command)", action: pipe)
                    }
                    Button("Cancel") { stage = .closed }
                }
            case .saving:
                HStack {
                    Text("Save \(preview.title) to:")
                    TextField("Path", text: $path)
                        .focused($focus, equals: .path)
                        .onSubmit(save)
                        .onKeyPress(keys: [.tab]) { _ in
                            path = PathCompletion.complete(path)
                            return .handled
                        }
                }
                .onExitCommand { stage = .choosing }
            }
            if let message { Text(message).dim() }
        }
        .onExitCommand { stage = .closed }
    }

    /// The command a pipe runs: the environment's, or the user's pager.
    private var command: String? {
        shareCommand ?? ProcessInfo.processInfo.environment["PAGER"].flatMap { $0.isEmpty ? nil : $0 }
    }

    private func open() {
        message = nil
        stage = .choosing
        focus = .copy
    }

    private func copy() {
        stage = .closed
        guard let clipboard else { return }
        let item = TransferItem(item)
        clipboard.run { message = await clipboard.write([item]).message }
    }

    private func startSaving() {
        let transferItem = TransferItem(item)
        let type = transferItem.contentTypes.first
        let name = type.flatMap { transferItem.suggestedFileName(for: $0) } ?? preview.title
        path = Self.withExtension(name, of: type)
        stage = .saving
        focus = .path
    }

    private func save() {
        let transferItem = TransferItem(item)
        guard let type = transferItem.contentTypes.first else {
            message = "Nothing to save: the item offers no content type"
            return
        }
        let url = URL(fileURLWithPath: (Self.withExtension(path, of: type) as NSString).expandingTildeInPath)
        stage = .closed
        guard !FileManager.default.fileExists(atPath: url.path) else {
            message = "Not saved: \(url.path) already exists"
            return
        }
        let run: @MainActor () async -> Void = {
            do {
                try await transferItem.write(as: type, to: url, replacing: false)
                message = "Saved to \(url.path)"
            } catch {
                message = "Not saved: \(error)"
            }
        }
        if let clipboard { clipboard.run(run) } else { Task { await run() } }
    }

    private func pipe() {
        stage = .closed
        guard let command else { return }
        let transferItem = TransferItem(item)
        let type =
            transferItem.contentType(accepting: [.plainText]) ?? transferItem.contentType(accepting: [.text])
            ?? transferItem.contentTypes.first
        let handover = terminalHandover
        let run: @MainActor () async -> Void = {
            do {
                guard let type else { throw TransferError.noMatchingContentType(offered: [], accepted: [.text]) }
                let data = try await transferItem.data(as: type)
                if let handover {
                    message = await handover.pipe(command, input: Array(data))
                    return
                }
                let outcome = await CommandPipe.run(command, input: data)
                let firstLine = outcome.output.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
                let detail = firstLine.isEmpty ? "" : ": \(firstLine)"
                switch outcome.status {
                case 0: message = "Piped to \(command)" + detail
                case let status?: message = "\(command) failed with status \(status)" + detail
                case nil: message = "\(command) did not finish" + detail
                }
            } catch {
                message = "Not piped: \(error)"
            }
        }
        if let clipboard { clipboard.run(run) } else { Task { await run() } }
    }

    /// `name` with the extension `type` prefers, unless it has an extension already.
    private static func withExtension(_ name: String, of type: ContentType?) -> String {
        guard (name as NSString).pathExtension.isEmpty, !name.hasSuffix("/"),
            let ext = type?.preferredFilenameExtension
        else { return name }
        return name + "." + ext
    }
}

extension ShareLink where Label == Text {
    /// Creates a link titled "Share".
    public init(item: Item, preview: SharePreview) {
        self.init(item: item, preview: preview) { Text("Share") }
    }
}

private struct ShareCommandKey: EnvironmentKey {
    static var defaultValue: String? { nil }
}

extension EnvironmentValues {
    /// The shell command a ``ShareLink`` pipes items to; nil uses `$PAGER`.
    public var shareCommand: String? {
        get { self[ShareCommandKey.self] }
        set { self[ShareCommandKey.self] = newValue }
    }
}
