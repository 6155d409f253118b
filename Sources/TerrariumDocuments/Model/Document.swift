public import Foundation
public import Observation
public import TerrariumTransfer

/// A document backed by a file, with the shape of UIKit's `UIDocument`: subclass it, override
/// ``load(fromContents:ofType:)`` and ``contents(forType:)``, and report edits with
/// ``updateChangeCount(_:)``; it opens, saves safely, saves itself, keeps a recovery copy,
/// locks the file against a second editor and notices changes made on disk.
///
/// ```swift
/// final class NoteDocument: Document {
///     var text = ""
///     override func load(fromContents contents: FileWrapper, ofType type: ContentType?) throws {
///         text = String(decoding: contents.regularFileContents ?? Data(), as: UTF8.self)
///     }
///     override func contents(forType type: ContentType?) throws -> FileWrapper {
///         FileWrapper(regularFileWithContents: Data(text.utf8))
///     }
/// }
/// let note = NoteDocument(fileURL: url)
/// if await note.open() { … }
/// ```
///
/// Everything a UI shows is observable (Observation): ``documentState``, ``hasUnsavedChanges``,
/// ``lastError``, ``conflict``, ``recoveredContents``, ``leftoverBackup``, ``editingDisabledReason``,
/// ``fileModificationDate``; ``stateChangeHandler`` serves code that does not observe. Opening,
/// saving, recovery copies and checks for changes on disk run one at a time, in the order asked;
/// reads and writes run off the main actor, so the UI goes on while a large file is written.
@Observable
@MainActor
open class Document {
    /// The file the document reads and saves.
    public internal(set) var fileURL: URL
    /// The type the file is read and written as; from the file's extension unless set.
    public var fileType: ContentType?
    /// What the document can do now; ``DocumentState/closed`` until it opens.
    public internal(set) var documentState: DocumentState = .closed
    /// Whether there are edits not yet saved.
    public internal(set) var hasUnsavedChanges = false
    /// Why the last open or save failed, as a sentence for a banner; nil after a success.
    public internal(set) var lastError: DocumentError?
    /// Why editing is disabled, as in "Opened read-only: notes.md is being edited by process
    /// 1234"; nil when it is not.
    public internal(set) var editingDisabledReason: String?
    /// When the file was last modified, as last read or saved.
    public internal(set) var fileModificationDate: Date?
    /// The change on disk the document is in conflict with; nil when there is none.
    public internal(set) var conflict: DocumentConflict?
    /// Whether the process whose lock made this document read-only at open is gone, so
    /// ``takeOver()`` can make it editable here.
    public internal(set) var canTakeOver = false
    /// A recovery copy newer than the file found at open, to restore or discard; nil otherwise.
    public internal(set) var recoveredContents: RecoveredDocument?
    /// A backup a failed in-place save left beside the file, found at open, to restore or
    /// discard; nil otherwise.
    public internal(set) var leftoverBackup: LeftoverBackup?
    /// The undo manager whose steps the document's edits are; cleared when the contents are replaced by a reload or a
    /// restore.
    ///
    /// The UI layer sets it.
    @ObservationIgnored public var undoManager: (any DocumentUndoManaging)?
    /// Called on the main actor after the state, the unsaved mark, the error, the conflict or the
    /// recovered contents change.
    @ObservationIgnored public var stateChangeHandler: (@MainActor (Document) -> Void)?

    /// What the document works with.
    @ObservationIgnored package let environment: DocumentEnvironment
    /// The clock and timer.
    @ObservationIgnored package let scheduler: any DocumentScheduler
    @ObservationIgnored package var history = ChangeHistory()
    @ObservationIgnored package var timeline: AutosaveTimeline
    /// The version of the file last read or saved.
    @ObservationIgnored package var knownVersion: FileVersion?
    /// The version the default ``writeContents(_:to:for:originalContentsURL:)`` wrote, taken from
    /// the new file before its rename; nil before a write, or after an override's own.
    @ObservationIgnored package var writtenVersion: FileVersion?
    /// Why opening could not lock the file, when it could not: each look at the disk tries again.
    @ObservationIgnored package var lockFailure: LockFailure?
    /// The lock this document holds; nil when it holds none.
    @ObservationIgnored package var heldLock: DocumentLock?
    @ObservationIgnored package var timer: ScheduledAction?
    /// When the timer fires; nil when none is set.
    @ObservationIgnored package var timerDeadline: Duration?
    /// The last job queued; each job waits for the one before.
    @ObservationIgnored package var work: Task<Void, Never>?

    /// A document for the file at `fileURL`, not yet open.
    public init(fileURL: URL, environment: DocumentEnvironment = DocumentEnvironment()) {
        self.fileURL = fileURL.standardizedFileURL
        self.environment = environment
        scheduler = environment.scheduler ?? SystemDocumentScheduler()
        timeline = AutosaveTimeline(policy: environment.autosave)
        fileType = ContentType(filenameExtension: fileURL.pathExtension)
    }

    /// The file's name, as a title shows it.
    public var localizedName: String { fileURL.lastPathComponent }

    /// The largest file the document opens, in bytes.
    public var maximumFileSize: Int64 { environment.maximumFileSize }

    // MARK: Subclass hooks

    /// Loads the contents read from the file; the default does nothing.
    ///
    /// Throwing fails the open with a message holding the error's description.
    open func load(fromContents contents: FileWrapper, ofType typeName: ContentType?) throws {}

    /// Throws when ``load(fromContents:ofType:)`` would refuse `contents`, without loading them; the default accepts
    /// everything.
    ///
    /// Asked when the file changes under unsaved edits, so that a version the document cannot load is a conflict of
    /// kind ``DocumentConflict/Kind/unreadable`` (never saved over unasked, never offered as theirs to take) rather
    /// than an ordinary one. A subclass whose loading can fail overrides it.
    open func checkContents(_ contents: FileWrapper, ofType typeName: ContentType?) throws {}

    /// The contents to save; called on the main actor.
    ///
    /// The default throws, as a document that does not provide its contents must never write over its file.
    open func contents(forType typeName: ContentType?) throws -> FileWrapper {
        throw DocumentError(.unreadable, message: "\(type(of: self)) does not provide contents(forType:).")
    }

    /// Reads the file at `url` and loads it; override for full control of reading.
    ///
    /// The default reads the file (or folder) off the main actor, refusing more than ``maximumFileSize`` bytes, then
    /// calls ``load(fromContents:ofType:)``.
    open func read(from url: URL) async throws {
        let reader = FileWrapperReader(fileSystem: environment.fileSystem, limit: maximumFileSize)
        let path = url.path
        let contents = try await Self.offMainActor { try reader.read(at: path) }
        try load(fromContents: contents, ofType: fileType)
    }

    /// Writes `contents` to `url`; override for full control of writing.
    ///
    /// The default writes off the main actor with `AtomicFileWriter`'s guarantees: exactly the old file or the new
    /// one, whatever fails. It records the new file's version from the file itself before the rename, so a write by
    /// another program just after the save is noticed as theirs; after an override that does not call it, the file is
    /// looked at once the save is done, which cannot tell such a write from the save.
    open func writeContents(
        _ contents: FileWrapper, to url: URL, for saveOperation: SaveOperation, originalContentsURL: URL?
    ) async throws {
        let writer = AtomicFileWriter(fileSystem: environment.fileSystem)
        let path = url.path
        let outcome = try await Self.offMainActor { try writer.writeOutcome(contents, to: path) }
        writtenVersion = outcome.version
        if let unconfirmed = outcome.unconfirmed { throw unconfirmed }
    }

    /// What a save writes, split so the work on the main actor is only taking a copy: the
    /// default takes ``contents(forType:)`` there; the `FileDocument` models take a value or a
    /// snapshot there and make the file off the main actor.
    func makeContentsProducer(forType typeName: ContentType?) throws -> @Sendable () throws -> FileWrapper {
        undoManager?.commitEditing()
        let contents = try contents(forType: typeName)
        return { contents }
    }

    // MARK: Changes

    /// Records a change to the contents: `.done`, `.undone` and `.redone` move the version (undoing back to the saved
    /// one makes the document clean again), `.cleared` makes the current contents count as saved.
    ///
    /// Edits start the autosave and recovery timers.
    public func updateChangeCount(_ change: ChangeKind) {
        history.apply(change)
        if change == .cleared || !history.hasUnsavedChanges {
            timeline.noteClean()
        } else {
            timeline.noteEdit(at: scheduler.now)
        }
        setUnsaved(history.hasUnsavedChanges)
        reschedule()
    }

    /// Records an edit that stays within the current version, as more typing in a run that one
    /// undo step covers: the autosave waits for the pause after it and the recovery copy counts
    /// it, but undo sees no new version.
    package func noteEditWithinVersion() {
        guard history.hasUnsavedChanges else { return updateChangeCount(.done) }
        timeline.noteEdit(at: scheduler.now)
        reschedule()
    }

    // MARK: Opening and closing

    /// Opens the document: locks the file (or opens it read-only, ``DocumentState/editingDisabled``, when another
    /// process holds it), reads it, and looks for a recovery copy newer than it.
    ///
    /// Returns false, with ``lastError`` saying why, when the file cannot be read.
    public func open() async -> Bool {
        await enqueue { await self.openNow() }
    }

    /// Closes the document: saves unsaved edits first (unless `discardingChanges`), releases the lock and removes the
    /// recovery copy.
    ///
    /// Returns false and stays open when the save fails or the document is in conflict, so nothing is lost.
    public func close(discardingChanges: Bool = false) async -> Bool {
        await enqueue { await self.closeNow(discardingChanges: discardingChanges) }
    }

    /// Waits until every queued job (open, save, recovery copy, check) has finished.
    package func waitUntilIdle() async {
        var finished: Task<Void, Never>?
        while let current = work, current != finished {
            await current.value
            finished = current
        }
    }

    private func openNow() async -> Bool {
        guard documentState.contains(.closed) else { return true }
        let fileSystem = environment.fileSystem
        let status: FileStatus?
        let target: String
        do {
            target = try fileSystem.resolvingFinalSymbolicLinks(fileURL.path)
            status = try fileSystem.status(ofItemAt: target, followingLinks: true)
        } catch {
            return failOpen(.opening(error, fileName: localizedName))
        }
        guard let status else {
            return failOpen(.opening(FileSystemError(.open, path: fileURL.path, code: ENOENT), fileName: localizedName))
        }
        if status.kind == .regular && status.size > maximumFileSize {
            return failOpen(.tooLargeToOpen(fileName: localizedName, size: status.size, limit: maximumFileSize))
        }
        let editable: Bool
        if environment.opensReadOnly {
            editingDisabledReason = "\(localizedName) is open for viewing."
            editable = false
        } else {
            editable = lockForOpening(target: target)
        }
        if heldLock != nil { removeLeftoverSaves(of: target) }
        do {
            try await read(from: fileURL)
        } catch {
            releaseLock()
            return failOpen(openError(error))
        }
        knownVersion = status.version
        fileModificationDate = Self.date(status.modificationNanoseconds)
        history.reset()
        timeline = AutosaveTimeline(policy: environment.autosave)
        hasUnsavedChanges = false
        lastError = nil
        conflict = nil
        documentState = editable ? .normal : .editingDisabled
        if editable { await lookForRecoveryCopy(newerThan: status.modificationNanoseconds) }
        // Only the editor may act on it: restoring saves, discarding removes.
        if editable { lookForLeftoverBackup() } else { leftoverBackup = nil }
        notifyStateChange()
        return true
    }

    private func closeNow(discardingChanges: Bool) async -> Bool {
        guard !documentState.contains(.closed) else { return true }
        if !discardingChanges && hasUnsavedChanges && !documentState.contains(.editingDisabled) {
            if documentState.contains(.inConflict) {
                lastError = .changedOnDisk(fileName: localizedName, deleted: conflict?.kind == .deleted)
                notifyStateChange()
                return false
            }
            // Edits typed while a save writes are a version it did not take: save again, and
            // stay open if they keep coming, so none is closed away.
            for _ in 0..<3 where hasUnsavedChanges {
                do { try await saveNow(to: fileURL, for: .forOverwriting, autosaving: false) } catch { return false }
            }
            if hasUnsavedChanges { return false }
        }
        cancelTimer()
        if heldLock != nil { removeRecoveryCopy() }
        if let offered = recoveredContents, heldLock != nil, let store = recoveryStore {
            // An offer not acted on is kept for the next open, which offers only copies newer
            // than the file: written again, it is newer than any save made meanwhile.
            let key = recoveryKey
            _ = try? await Self.offMainActor { try store.write(offered.contents, for: key) }
        }
        releaseLock()
        documentState = .closed
        conflict = nil
        recoveredContents = nil
        leftoverBackup = nil
        notifyStateChange()
        return true
    }

    private func failOpen(_ error: DocumentError) -> Bool {
        lastError = error
        notifyStateChange()
        return false
    }

    /// The error for a failed read: a file-system failure, the document's own error, or a
    /// loading error described.
    private func openError(_ error: any Error) -> DocumentError {
        if let error = error as? FileSystemError {
            if error.code == EFBIG {
                return .tooLargeToOpen(fileName: localizedName, size: maximumFileSize + 1, limit: maximumFileSize)
            }
            return .opening(error, fileName: localizedName)
        }
        if let error = error as? DocumentError { return error }
        return .unreadable(fileName: localizedName, reason: String(describing: error))
    }

    // MARK: Locking

    /// What trying to lock a file found.
    package enum LockAttempt {
        /// The lock is taken now; the caller decides whether it becomes ``Document/heldLock``.
        case acquired(DocumentLock)
        /// This document already holds it.
        case alreadyHeld
        /// The environment does not lock files.
        case notLocking
        /// Another owner holds it; who, as "process 1234".
        case heldBy(String)
        /// The lock file cannot be made (a read-only folder).
        case failed(FileSystemError)
    }

    /// Tries to lock `target` (a resolved path), changing nothing about the document: opening
    /// and saving each decide what the outcome means.
    package func tryLock(target: String) -> LockAttempt {
        guard environment.locksFiles else { return .notLocking }
        let lock = lock(for: target)
        if let heldLock, heldLock.path == lock.path { return .alreadyHeld }
        do {
            switch try lock.acquire() {
            case .acquired:
                return .acquired(lock)
            case .heldBy(let owner):
                return .heldBy(
                    owner.map { $0.describe(seenFrom: environment.lockOwner.hostName) } ?? "another process")
            }
        } catch {
            return .failed(error)
        }
    }

    /// Takes the lock for `target` on opening; false when the document must be read-only.
    ///
    /// Then ``editingDisabledReason`` says why; only opening sets it.
    private func lockForOpening(target: String) -> Bool {
        editingDisabledReason = nil
        lockFailure = nil
        canTakeOver = false
        let name = DocumentPath.name(of: target)
        switch tryLock(target: target) {
        case .acquired(let lock):
            releaseLock()
            heldLock = lock
            return true
        case .alreadyHeld, .notLocking:
            return true
        case .heldBy(let who):
            editingDisabledReason = "Opened read-only: \(name) is being edited by \(who)."
            lockFailure = .heldByAnother
            return false
        case .failed(let error):
            editingDisabledReason =
                "Opened read-only: \(name) cannot be saved where it is: \(error.reason) (\(error.codeName))."
            lockFailure = .notMade
            return false
        }
    }

    /// Removes the temporary files saves of `target` left when their process died mid-save; only
    /// the lock's holder may, since no other process saves this file while it is held.
    package func removeLeftoverSaves(of target: String) {
        let fileSystem = environment.fileSystem
        let folder = DocumentPath.folder(of: target)
        let prefix = ".\(DocumentPath.name(of: target)).terrarium-save-"
        for name in (try? fileSystem.contentsOfDirectory(at: folder)) ?? [] where name.hasPrefix(prefix) {
            try? AtomicFileWriter(fileSystem: fileSystem).removeTree(at: DocumentPath.join(folder, name))
        }
    }

    /// Releases the lock this document holds.
    package func releaseLock() {
        heldLock?.release()
        heldLock = nil
    }

    private func lock(for target: String) -> DocumentLock {
        DocumentLock(
            documentPath: target, fileSystem: environment.fileSystem, owner: environment.lockOwner,
            processExists: environment.processExists)
    }

    // MARK: Shared machinery

    /// Queues `job` after every job queued before it and returns its result.
    package func enqueue<Result: Sendable>(_ job: @escaping @MainActor () async -> Result) async -> Result {
        await enqueueTask(job).value
    }

    /// Queues `job` like ``enqueue(_:)`` and throws what it threw.
    package func enqueueThrowing(_ job: @escaping @MainActor () async throws(DocumentError) -> Void) async throws {
        let result: Result<Void, DocumentError> = await enqueue {
            do throws(DocumentError) {
                try await job()
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }

    /// Queues `job` after every job queued before it, at once, and returns its task.
    package func enqueueTask<Result: Sendable>(
        _ job: @escaping @MainActor () async -> Result
    ) -> Task<Result, Never> {
        let previous = work
        let task = Task { @MainActor in
            await previous?.value
            return await job()
        }
        work = Task { _ = await task.value }
        return task
    }

    /// Runs `body` on the concurrent executor, off the main actor: a nonisolated async function
    /// does, so file work never holds up the UI.
    nonisolated package static func offMainActor<Value: Sendable>(
        _ body: @Sendable () throws -> Value
    ) async throws -> Value {
        try body()
    }

    /// Sets the unsaved mark, telling observers when it changes.
    package func setUnsaved(_ unsaved: Bool) {
        guard unsaved != hasUnsavedChanges else { return }
        hasUnsavedChanges = unsaved
        notifyStateChange()
    }

    /// Sets the state and the error together, telling observers.
    package func update(state: DocumentState, error: DocumentError?) {
        documentState = state
        lastError = error
        notifyStateChange()
    }

    /// Sets the conflict (and the state with it).
    package func setConflict(_ conflict: DocumentConflict?) {
        self.conflict = conflict
        if conflict == nil { documentState.remove(.inConflict) } else { documentState.insert(.inConflict) }
        notifyStateChange()
    }

    /// Sets the recovered contents.
    package func setRecoveredContents(_ recovered: RecoveredDocument?) {
        recoveredContents = recovered
        notifyStateChange()
    }

    /// Records the file's version and date after a read or a save.
    package func noteFileVersion(_ status: FileStatus?, url: URL? = nil) {
        noteFileVersion(status?.version, url: url)
    }

    /// Records the file's version and date after a read or a save.
    package func noteFileVersion(_ version: FileVersion?, url: URL? = nil) {
        if let url { fileURL = url.standardizedFileURL }
        knownVersion = version
        fileModificationDate = version.map { Self.date($0.modificationNanoseconds) }
    }

    /// Tells the handler the state changed.
    package func notifyStateChange() {
        stateChangeHandler?(self)
    }

    /// The date `nanoseconds` after 1970.
    package static func date(_ nanoseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(nanoseconds) / 1e9)
    }
}
