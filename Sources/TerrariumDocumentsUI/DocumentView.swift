import Foundation
import TerrariumApp
import TerrariumControls
public import TerrariumCore
public import TerrariumDocuments

/// Shows a `Document` with what a document-based app needs around its content, as UIKit's
/// `UIDocumentViewController` does: a title bar with the file's name and an edited mark, a title
/// menu (Rename, Duplicate, Move To, Revert to Saved, Discard Changes and Close), banners for a failed save, a conflict
/// with the file on disk, a read-only file, recovered edits and a backup a failed save left, and undo and redo wired to the
/// document's own undo manager.
///
/// ```swift
/// DocumentView(note) {
///     TextEditor(text: $note.text)
/// }
/// ```
///
/// While on screen it saves on Ctrl+S (``Command/save``) — during a conflict only once the user
/// confirms writing over the disk's version, and never over a file that cannot be read — looks at the file on disk every
/// second and when the app comes back from suspension, and saves before the app is suspended or
/// ends (on quit, SIGTERM and SIGHUP), keeping a recovery copy when it cannot save (a conflict,
/// a full disk). The content edits with the document's undo manager
/// (``EnvironmentValues/undoManager``), whose steps count as the document's changes: undoing
/// back to the saved text makes the document clean again. Content is disabled while the
/// document is read-only.
public struct DocumentView<Content: View>: View {
    let document: Document
    let content: Content
    /// How often the file on disk is looked at.
    let checkInterval: Duration
    /// The tracker a document group keeps for the document, whose binding writes it hears.
    let givenTracker: DocumentChangeTracker?

    @State private var ownTracker = DocumentChangeTracker()
    @State private var isMenuOpen = false
    @State private var prompt: DocumentPrompt?
    @State private var promptError: String?
    @State private var diff: DocumentDiffSource?
    @State private var status: String?
    @State private var confirmingSave = false
    @State private var lifecycleToken: Int?
    @Environment(\.sceneLifecycle) private var lifecycle
    @Environment(\.openDocument) private var openDocument

    /// Shows `document` around `content`.
    public init(_ document: Document, @ViewBuilder content: () -> Content) {
        self.init(document, tracker: nil, content: content)
    }

    init(
        _ document: Document, tracker: DocumentChangeTracker?, checkInterval: Duration = .seconds(1),
        @ViewBuilder content: () -> Content
    ) {
        self.document = document
        self.content = content()
        self.checkInterval = checkInterval
        givenTracker = tracker
    }

    /// The title bar, the banners, and the content or the difference asked for.
    public var body: some View {
        let tracker = givenTracker ?? ownTracker
        let _ = tracker.attach(document)
        let readOnly = document.documentState.contains(.editingDisabled)
        VStack(alignment: .leading, spacing: 0) {
            DocumentTitleBar(
                title: document.localizedName, isEdited: document.hasUnsavedChanges, isReadOnly: readOnly,
                isMenuOpen: $isMenuOpen
            )
            .opensPopup()
            // Undo and redo reach the document's steps from the title bar too; the prompts keep
            // their own typing off the document's steps.
            .environment(\.undoManager, tracker.undoManager)
            ForEach(banners, id: \.id) { banner in
                DocumentBanner(banner.kind, message: banner.message, actions: banner.actions)
            }
            if let prompt {
                DocumentNamePrompt(
                    prompt.label, text: prompt.initialText(for: document), completesPaths: prompt == .move,
                    errorMessage: promptError,
                    onCommit: { answer in commit(prompt, answer) },
                    onCancel: {
                        self.prompt = nil
                        promptError = nil
                    }
                )
                .returnsFocusOnDismiss()
            }
            ZStack(alignment: .top) {
                if let diff, let lines = diffLines(diff) {
                    LineDiffView(title: diff.title, lines: lines) { self.diff = nil }
                        .returnsFocusOnDismiss()
                } else {
                    content
                        .environment(\.undoManager, tracker.undoManager)
                        .disabled(readOnly || document.documentState.contains(.closed))
                }
                if isMenuOpen {
                    DocumentTitleMenu(items: menuItems, dismiss: { isMenuOpen = false })
                        .returnsFocusOnDismiss()
                }
            }
            if let status {
                Text(status).dim().lineLimit(1)
            }
        }
        .onCommand(.save) { save() }
        // "Saved" and the like describe the last action; the next edit makes them old news.
        .onChange(of: document.hasUnsavedChanges) { _, edited in
            if edited { status = nil }
        }
        .onChange(of: document.conflict == nil) { _, resolved in
            if resolved { confirmingSave = false }
        }
        .task(id: ObjectIdentifier(document)) {
            while !Task.isCancelled {
                try? await Task.sleep(for: checkInterval)
                guard !Task.isCancelled else { return }
                await document.checkForExternalChanges()
            }
        }
        .onAppear { register() }
        // Another document in the same view: the work before leaving is for the one on screen.
        .onChange(of: ObjectIdentifier(document)) {
            unregister()
            register()
        }
        .onDisappear { unregister() }
    }

    // MARK: Lifecycle

    private func unregister() {
        if let lifecycleToken { lifecycle?.unregister(lifecycleToken) }
        lifecycleToken = nil
    }

    private func register() {
        guard lifecycleToken == nil, let lifecycle else { return }
        let document = self.document
        lifecycleToken = lifecycle.register(
            leaving: { _ in await document.preserveEdits() },
            resumed: { Task { await document.checkForExternalChanges() } })
    }

    // MARK: Actions

    private func save() {
        let document = self.document
        // Ctrl+S during a conflict would be Keep Mine: it is asked, not done.
        if let conflict = document.conflict {
            if conflict.kind == .unreadable {
                status = "\(document.localizedName) on disk cannot be read, so it is not saved over; use Keep Both."
            } else {
                confirmingSave = true
            }
            return
        }
        Task {
            do {
                try await document.save(to: document.fileURL, for: .forOverwriting)
                status = "Saved \(document.localizedName)."
            } catch {
                // The banner shows the error; the status line would only repeat it.
                status = nil
            }
        }
    }

    private func commit(_ prompt: DocumentPrompt, _ answer: String) {
        let document = self.document
        Task {
            do {
                switch prompt {
                case .rename:
                    try await document.rename(to: answer)
                    status = "Renamed to \(document.localizedName)."
                case .move:
                    let destination = DocumentView.destination(for: answer, keepingName: document.localizedName)
                    try await document.move(to: destination)
                    status = "Moved to \(document.fileURL.path)."
                }
                self.prompt = nil
                promptError = nil
            } catch {
                promptError = String(describing: error)
            }
        }
    }

    private func duplicate() {
        let document = self.document
        let openDocument = self.openDocument
        Task {
            do {
                let copy = Document.duplicateURL(for: document.fileURL)
                try await document.duplicate(to: copy)
                status = "Saved a copy as \(copy.lastPathComponent)."
                // In a document group the copy takes the original's place; elsewhere it stays on disk.
                try? await openDocument(at: copy)
            } catch {
                status = String(describing: error)
            }
        }
    }

    /// Closes the document without saving its edits (nor keeping a recovery copy of them).
    private func discardAndClose() {
        let document = self.document
        Task {
            _ = await document.close(discardingChanges: true)
            status = "Closed \(document.localizedName) without saving."
        }
    }

    private func revert() {
        let document = self.document
        run {
            try await document.revert()
            return "Reverted to the saved \(document.localizedName)."
        }
    }

    /// The URL a typed move destination names: a folder (existing, or written with a final
    /// `/`) keeps the file's name; `~` is the home folder; a relative path is from the working
    /// directory.
    static func destination(for typed: String, keepingName name: String) -> URL {
        let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let url = TypedPath.url(typed, from: base)
        var isFolder: ObjCBool = false
        if typed.hasSuffix("/")
            || (FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
                && isFolder.boolValue)
        {
            return url.appendingPathComponent(name)
        }
        return url
    }

    // MARK: What is shown

    private var menuItems: [DocumentMenuItem] {
        let state = document.documentState
        let editable = state.isDisjoint(with: [.closed, .editingDisabled, .inConflict])
        return [
            DocumentMenuItem("Rename…", isEnabled: editable) { prompt = .rename },
            DocumentMenuItem("Duplicate", isEnabled: !state.contains(.closed)) { duplicate() },
            DocumentMenuItem("Move To…", isEnabled: editable) { prompt = .move },
            DocumentMenuItem(
                "Revert to Saved", isEnabled: document.hasUnsavedChanges && !state.contains(.closed)
            ) { revert() },
            DocumentMenuItem(
                "Discard Changes and Close", isEnabled: document.hasUnsavedChanges && !state.contains(.closed)
            ) { discardAndClose() },
        ]
    }

    private var banners: [DocumentBannerModel] {
        DocumentBannerModel.banners(
            for: document, actions: bannerActions, confirmingSave: confirmingSave)
    }

    private var bannerActions: DocumentBannerModel.Actions {
        let document = self.document
        return DocumentBannerModel.Actions(
            save: { save() },
            resolve: { keepingMine in
                confirmingSave = false
                Task {
                    do {
                        try await document.resolveConflict(keepingMine: keepingMine)
                        diff = nil
                    } catch {
                        status = String(describing: error)
                    }
                }
            },
            restore: {
                do {
                    try document.restoreRecoveredContents()
                } catch {
                    status = String(describing: error)
                }
                diff = nil
            },
            discard: {
                document.discardRecoveredContents()
                diff = nil
            },
            showDifferences: { diff = $0 },
            keepBoth: {
                run {
                    try await document.keepBoth()
                    return "Saved yours as \(document.localizedName)."
                }
            },
            takeOver: { Task { await document.takeOver() } },
            cancelSave: { confirmingSave = false },
            restoreBackup: {
                let restored = "Restored \(document.localizedName) from its backup."
                run {
                    try await document.restoreLeftoverBackup()
                    return restored
                }
            },
            discardBackup: {
                run {
                    try await document.discardLeftoverBackup()
                    return nil
                }
            })
    }

    /// Runs `action` in a task, then shows what it returns in the status line (clearing it for
    /// nil), or the error when it throws.
    private func run(_ action: @escaping @MainActor () async throws -> String?) {
        Task {
            do {
                status = try await action()
            } catch {
                status = String(describing: error)
            }
        }
    }

    private func diffLines(_ source: DocumentDiffSource) -> [DiffLine]? {
        let changes: [LineDiff.Change]?
        switch source {
        case .conflict: changes = document.conflict?.changes
        case .recovery: changes = document.recoveredContents?.changes
        }
        return changes.map { changes in
            changes.map { DiffLine($0.kind == .inserted ? .added : .removed, $0.text) }
        }
    }
}

/// The prompt under the title bar, for a title menu item that asks for a name.
enum DocumentPrompt: Equatable {
    /// Rename…: a new name in the same folder.
    case rename
    /// Move To…: a path, or a folder to keep the name in.
    case move

    /// The prompt's label.
    var label: String {
        switch self {
        case .rename: "Rename to:"
        case .move: "Move to:"
        }
    }

    /// What the field starts with.
    @MainActor func initialText(for document: Document) -> String {
        switch self {
        case .rename: document.localizedName
        case .move: document.fileURL.path
        }
    }
}

/// Which difference the document view shows in place of its content.
enum DocumentDiffSource: Equatable {
    /// The file on disk against the edits.
    case conflict
    /// The file against the recovered edits.
    case recovery

    /// The heading above the lines.
    var title: String {
        switch self {
        case .conflict: "Differences: − on disk, + yours (Esc to close)"
        case .recovery: "Differences: − saved, + recovered (Esc to close)"
        }
    }
}
