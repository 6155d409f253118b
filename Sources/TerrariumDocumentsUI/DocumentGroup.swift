import Foundation
public import TerrariumApp
import TerrariumControls
public import TerrariumCore
public import TerrariumDocuments

/// The scene of a document-based app, as in SwiftUI: one document on screen in a
/// ``DocumentView``, opened from the command line, the empty state or ``EnvironmentValues/openDocument``.
///
/// ```swift
/// @main
/// struct Notes: App {
///     var body: some Scene {
///         DocumentGroup(newDocument: Note()) { file in
///             TextEditor(text: file.$document.text)
///         }
///     }
/// }
/// ```
///
/// `notes FILE` opens the file, creating it when it is not there (a viewer group refuses);
/// without an argument the empty state offers a new document, a path to open (Tab completes)
/// and the recent documents. The document saves itself (see `Document`), on Ctrl+S, and
/// before the app is suspended or ends; quitting closes it, releasing its lock.
public struct DocumentGroup<Document: FileDocument, Content: View>: Scene {
    /// Makes the value a document starts from, given the file it is for.
    let makeDocument: @MainActor (URL) throws -> Document
    let isViewer: Bool
    let content: @MainActor (FileDocumentConfiguration<Document>) -> Content

    /// A group that edits documents, making new ones with `newDocument`.
    public init(
        newDocument: @autoclosure @escaping @MainActor () -> Document,
        @ViewBuilder editor: @escaping @MainActor (FileDocumentConfiguration<Document>) -> Content
    ) {
        makeDocument = { _ in newDocument() }
        isViewer = false
        content = editor
    }

    /// A group that only views documents of `documentType`.
    public init(
        viewing documentType: Document.Type,
        @ViewBuilder viewer: @escaping @MainActor (FileDocumentConfiguration<Document>) -> Content
    ) {
        makeDocument = { url in
            // A viewer has no new document to start from: an empty file stands in until the
            // document opens and reads its own, off the main actor and within the size limit.
            let type = ContentType(filenameExtension: url.pathExtension) ?? Document.readableContentTypes.first ?? .data
            let empty = FileWrapper(regularFileWithContents: Data())
            if let value = try? Document(configuration: FileDocumentReadConfiguration(contentType: type, file: empty)) {
                return value
            }
            // A type that cannot be empty starts from the file itself, if it is a small regular one.
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            guard attributes[.type] as? FileAttributeType == .typeRegular,
                (attributes[.size] as? NSNumber)?.int64Value ?? .max <= 64 << 20
            else { throw OpenDocumentError(description: "\(url.lastPathComponent) is not a file this app can view.") }
            let file = FileWrapper(regularFileWithContents: try Data(contentsOf: url))
            return try Document(configuration: FileDocumentReadConfiguration(contentType: type, file: file))
        }
        isViewer = true
        content = viewer
    }
}

/// The view a ``DocumentGroup`` shows: the document, or the empty state without one.
struct DocumentGroupView<Value: FileDocument, Content: View>: View {
    let model: DocumentGroupModel<Value>
    let appName: String
    let content: @MainActor (FileDocumentConfiguration<Value>) -> Content

    @State private var lifecycleToken: Int?
    @Environment(\.sceneLifecycle) private var lifecycle

    var body: some View {
        Group {
            if let document = model.current {
                DocumentView(document, tracker: model.tracker) {
                    DocumentEditorContent(document: document, configuration: model.configuration(for: document)) {
                        content($0)
                    }
                }
                .id(ObjectIdentifier(document))
            } else {
                DocumentEmptyState(
                    appName: appName, recentPaths: model.recentPaths, errorMessage: model.errorMessage,
                    onNew: { Task { await model.newDocument() } },
                    onOpen: { typed in Task { await model.open(typed: typed) } })
            }
        }
        .environment(\.openDocument, model.openAction)
        // A document closed from its own view (Discard Changes and Close, Take Theirs on a
        // deleted file) leaves the empty state, from which another opens.
        .onChange(of: model.current?.documentState.contains(.closed) ?? false) { _, closed in
            if closed { model.current = nil }
        }
        .onAppear {
            guard lifecycleToken == nil, let lifecycle else { return }
            let model = self.model
            lifecycleToken = lifecycle.register(leaving: { departure in
                // Suspension only saves (the document view does); ending closes, releasing the lock.
                guard departure != .suspending else { return }
                do {
                    try await model.closeCurrent()
                } catch {
                    // Closing refuses to drop edits it cannot save; the recovery copy keeps them.
                    await model.current?.preserveEdits()
                }
            })
        }
    }
}

/// The editor, evaluated again whenever the document's value changes: the binding it reads is
/// read by the controls inside outside any evaluation, which would miss a reload from disk.
struct DocumentEditorContent<Value: FileDocument, Content: View>: View {
    let document: FileDocumentModel<Value>
    let configuration: FileDocumentConfiguration<Value>
    let content: @MainActor (FileDocumentConfiguration<Value>) -> Content

    var body: some View {
        let _ = document.content
        content(configuration)
    }
}

extension DocumentGroup {
    /// The document named on the command line: the last argument that is not an option, or the
    /// one after `--`; an option's own value (`--theme dark`) is never taken for a file to create.
    static func documentPath(in arguments: [String]) -> String? {
        if let end = arguments.firstIndex(of: "--") { return arguments[(end + 1)...].first }
        var positional: String?
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument.hasPrefix("-") {
                // `--name value` takes the next argument; `--name=value` and `-x` do not.
                if argument.hasPrefix("--"), !argument.contains("="), index + 1 < arguments.endIndex {
                    index += 1
                }
            } else {
                positional = argument
            }
            index += 1
        }
        return positional
    }
}

extension DocumentGroup: RunnableScene {
    package func run(in runLoop: TerminalRunLoop) async throws {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let appName = URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent
        let environment = ProcessInfo.processInfo.environment
        let model = DocumentGroupModel(
            makeDocument: makeDocument, isViewer: isViewer,
            environment: isViewer
                ? DocumentEnvironment(recoveryFolder: nil, opensReadOnly: true) : DocumentEnvironment(),
            recents: RecentDocuments.standardPath(appName: appName, environment: environment).map {
                RecentDocuments(path: $0)
            },
            workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
        if let path = DocumentGroup.documentPath(in: arguments) {
            await model.open(typed: path)
        }
        let content = self.content
        try await runLoop.run(DocumentGroupView(model: model, appName: appName, content: content))
    }
}
