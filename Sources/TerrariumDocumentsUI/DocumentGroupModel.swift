import Foundation
import Observation
import TerrariumCore
import TerrariumDocuments

/// The state behind a ``DocumentGroup``: the document on screen, if any, and the way to open
/// another, remembering recent ones.
@Observable
@MainActor
final class DocumentGroupModel<Value: FileDocument> {
    /// The document on screen; nil shows the empty state.
    var current: FileDocumentModel<Value>?
    /// The tracker counting the current document's changes.
    private(set) var tracker = DocumentChangeTracker()
    /// Why the last open failed, for the empty state.
    var errorMessage: String?
    /// The recent documents' paths, most recent first.
    private(set) var recentPaths: [String] = []
    /// Whether an open is under way.
    @ObservationIgnored private var isOpening = false

    @ObservationIgnored let makeDocument: @MainActor (URL) throws -> Value
    /// Whether the group only views documents.
    @ObservationIgnored let isViewer: Bool
    @ObservationIgnored let environment: DocumentEnvironment
    @ObservationIgnored let recents: RecentDocuments?
    /// Where relative paths start.
    @ObservationIgnored let workingDirectory: URL

    /// A group making new documents with `makeDocument`, or only viewing them.
    init(
        makeDocument: @escaping @MainActor (URL) throws -> Value, isViewer: Bool, environment: DocumentEnvironment,
        recents: RecentDocuments?, workingDirectory: URL
    ) {
        self.makeDocument = makeDocument
        self.isViewer = isViewer
        self.environment = environment
        self.recents = recents
        self.workingDirectory = workingDirectory
        recentPaths = recents?.urls().map(\.path) ?? []
    }

    /// The action views read as ``EnvironmentValues/openDocument``.
    var openAction: OpenDocumentAction {
        OpenDocumentAction { [weak self] url in
            guard let self else { throw OpenDocumentError.unavailable }
            try await open(url)
        }
    }

    /// Opens what the user typed, saying why in ``errorMessage`` when it fails.
    func open(typed: String) async {
        let trimmed = typed.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else {
            errorMessage = "Type the path of a file to open."
            return
        }
        do {
            try await open(TypedPath.url(trimmed, from: workingDirectory))
        } catch {
            errorMessage = String(describing: error)
        }
    }

    /// Opens the document at `url` and, once it is open, closes the one on screen (saving it)
    /// and shows the new one in its place; an editor group creates a file that is not there.
    ///
    /// One open at a time: a second request while one runs (a key pressed twice) is refused.
    func open(_ url: URL) async throws {
        let url = url.standardizedFileURL
        if let current, current.fileURL == url { return }
        guard !isOpening else { throw OpenDocumentError(description: "Another document is opening.") }
        isOpening = true
        defer { isOpening = false }
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
        // A note read from a folder would save as a file over it.
        if exists && isFolder.boolValue && Value.readableContentTypes.allSatisfy({ !$0.conforms(to: .folder) }) {
            throw OpenDocumentError(description: "\(url.lastPathComponent) is a folder, not a document.")
        }
        if isViewer && !exists { throw OpenDocumentError(description: "No such file: \(url.path).") }
        let value: Value
        do {
            value = try makeDocument(url)
        } catch {
            throw OpenDocumentError(description: "\(url.lastPathComponent) cannot be read: \(error).")
        }
        let document = FileDocumentModel(fileURL: url, content: value, environment: environment)
        if exists {
            guard await document.open() else {
                throw document.lastError ?? OpenDocumentError(description: "\(url.lastPathComponent) did not open.")
            }
        } else {
            // Edits of an earlier file of this name, kept when it went away, are offered back
            // rather than taken by the new file's first save.
            await document.offerRecoveryCopy()
            try await document.save(to: url, for: .forCreating)
        }
        do {
            try await closeCurrent()
        } catch {
            _ = await document.close(discardingChanges: true)
            throw error
        }
        show(document)
    }

    /// Makes a new document, named Untitled, in the working directory.
    func newDocument() async {
        let ext = Value.writableContentTypes.first?.preferredFilenameExtension
        var number = 1
        var url: URL
        repeat {
            let name = (number == 1 ? "Untitled" : "Untitled \(number)") + (ext.map { ".\($0)" } ?? "")
            url = workingDirectory.appendingPathComponent(name)
            number += 1
        } while FileManager.default.fileExists(atPath: url.path)
        do {
            try await open(url)
        } catch {
            errorMessage = String(describing: error)
        }
    }

    /// Closes the document on screen, saving it; throws, keeping it open, when it cannot be
    /// saved, so nothing is lost.
    func closeCurrent() async throws {
        guard let current else { return }
        guard await current.close() else {
            throw current.lastError
                ?? OpenDocumentError(description: "\(current.localizedName) could not be saved, so it stays open.")
        }
        self.current = nil
    }

    private func show(_ document: FileDocumentModel<Value>) {
        tracker = DocumentChangeTracker()
        tracker.attach(document)
        current = document
        errorMessage = nil
        try? recents?.noteOpened(document.fileURL)
        recentPaths = recents?.urls().map(\.path) ?? []
    }

    /// The configuration the editor is given for `document`.
    func configuration(for document: FileDocumentModel<Value>) -> FileDocumentConfiguration<Value> {
        let tracker = self.tracker
        let editable = !isViewer && !document.documentState.contains(.editingDisabled)
        return FileDocumentConfiguration(
            document: Binding(
                get: { document.content },
                set: { value in
                    guard editable else { return }
                    document.content = value
                    tracker.noteWrite()
                }),
            fileURL: document.fileURL, isEditable: editable)
    }
}
