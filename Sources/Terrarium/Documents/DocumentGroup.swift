import Foundation
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
/// and the recent documents. The document saves itself (see ``Document``), on Ctrl+S, and
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
            // A viewer has no new document to start from: the file itself is the first value,
            // read again when the document opens.
            let file = FileWrapper(regularFileWithContents: try Data(contentsOf: url))
            let type = ContentType(filenameExtension: url.pathExtension) ?? Document.readableContentTypes.first ?? .data
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

extension DocumentGroup: RunnableScene {
    func run(in runLoop: TerminalRunLoop) async throws {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let appName = URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent
        let environment = ProcessInfo.processInfo.environment
        let model = DocumentGroupModel(
            makeDocument: makeDocument, isViewer: isViewer, environment: DocumentEnvironment(),
            recents: RecentDocuments.standardPath(appName: appName, environment: environment).map {
                RecentDocuments(path: $0)
            },
            workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
        if let path = arguments.first(where: { !$0.hasPrefix("-") }) {
            await model.open(typed: path)
        }
        let content = self.content
        try await runLoop.run(DocumentGroupView(model: model, appName: appName, content: content))
    }
}
