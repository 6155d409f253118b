import TerrariumTransfer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a document could not be opened or saved, with a sentence for a banner.
///
/// A save's message always says the file on disk was not changed and the edits are kept, as in
/// "The disk is full (ENOSPC); Notes.md was not changed. Your edits are kept.", because the
/// atomic save guarantees both.
public struct DocumentError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The kinds of failure a UI may treat differently.
    public enum Kind: Equatable, Sendable {
        /// `EACCES` or `EPERM`.
        case permissionDenied
        /// `ENOSPC` or `EDQUOT`.
        case diskFull
        /// `EFBIG`: the file would pass the size the system allows (as under `ulimit -f`).
        case fileTooLarge
        /// `EROFS`.
        case readOnlyFileSystem
        /// The file (or, when saving, its folder) is not there.
        case fileMissing
        /// Another file-system error.
        case fileSystem
        /// The file is larger than ``Document/maximumFileSize``, so it was not opened.
        case tooLargeToOpen
        /// The file was read but its contents could not be loaded.
        case unreadable
        /// A new file was to be created where one is.
        case alreadyExists
        /// The file changed or was deleted on disk since it was read, so it was not saved over.
        case changedOnDisk
        /// Editing is disabled; see ``Document/editingDisabledReason``.
        case editingDisabled
        /// Another process holds the lock of the file saved to (a Save As onto a file being
        /// edited elsewhere), so it was not saved over; the document stays editable where it is.
        case lockedByAnotherProcess
        /// A name given for the file cannot be one: empty, `.` or `..`, or holding `/`, NUL or a
        /// control character.
        case invalidName
        /// The document is not open, so it cannot do what was asked (move its file, revert).
        case notOpen
    }

    /// The kind of failure.
    public var kind: Kind
    /// The sentence for a banner.
    public var message: String
    /// The file-system call that failed, if one did.
    public var fileSystemError: FileSystemError?

    /// Makes an error.
    public init(_ kind: Kind, message: String, fileSystemError: FileSystemError? = nil) {
        self.kind = kind
        self.message = message
        self.fileSystemError = fileSystemError
    }

    /// The message.
    public var description: String { message }

    /// A failed save of the file named `fileName`.
    package static func saving(_ error: FileSystemError, fileName: String) -> DocumentError {
        let kind = Self.kind(of: error.code)
        if error.operation == .confirmRename {
            return DocumentError(
                kind,
                message: "\(fileName) was saved, but the disk did not confirm it (\(error.codeName)). "
                    + "Your edits are kept.",
                fileSystemError: error)
        }
        if error.operation == .keptBackup {
            return DocumentError(
                kind,
                message: "\(fileName) was only partly saved: \(error.reason) (\(error.codeName)). Its previous "
                    + "contents are in \(DocumentPath.name(of: error.path)). Your edits are kept.",
                fileSystemError: error)
        }
        let what: String =
            switch error.code {
            case EACCES, EPERM: "Permission denied"
            case ENOSPC: "The disk is full"
            case EDQUOT: "The disk quota is used up"
            case EFBIG: "The file would be larger than the system allows"
            case EROFS: "The file system is read-only"
            case ENOENT: "The file's folder no longer exists"
            default: "The save failed: " + error.reason
            }
        return DocumentError(
            kind, message: "\(what) (\(error.codeName)); \(fileName) was not changed. Your edits are kept.",
            fileSystemError: error)
    }

    /// A failed open of the file named `fileName`.
    package static func opening(_ error: FileSystemError, fileName: String) -> DocumentError {
        let kind = Self.kind(of: error.code)
        if kind == .fileMissing {
            return DocumentError(kind, message: "\(fileName) does not exist.", fileSystemError: error)
        }
        return DocumentError(
            kind, message: "\(fileName) could not be opened: \(error.reason) (\(error.codeName)).",
            fileSystemError: error)
    }

    /// A file too large to open.
    package static func tooLargeToOpen(fileName: String, size: Int64, limit: Int64) -> DocumentError {
        DocumentError(
            .tooLargeToOpen,
            message:
                "\(fileName) is \(ByteCount.text(size)), more than the \(ByteCount.text(limit)) a document may be; "
                + "it was not opened.")
    }

    /// Contents the document could not load.
    package static func unreadable(fileName: String, reason: String) -> DocumentError {
        DocumentError(.unreadable, message: "\(fileName) could not be read: \(reason)")
    }

    /// A file on disk the document cannot read (or look at), so it is not saved over.
    package static func unreadableOnDisk(fileName: String, reason: String) -> DocumentError {
        DocumentError(
            .changedOnDisk,
            message: "\(fileName) on disk cannot be read (\(reason)), so it was not saved over. "
                + "Keep Both saves yours beside it.")
    }

    /// A new file where one is.
    package static func alreadyExists(fileName: String) -> DocumentError {
        DocumentError(.alreadyExists, message: "\(fileName) already exists; it was not replaced.")
    }

    /// A file that changed on disk since it was read.
    package static func changedOnDisk(fileName: String, deleted: Bool) -> DocumentError {
        let what = deleted ? "was deleted" : "changed on disk"
        return DocumentError(
            .changedOnDisk,
            message: "\(fileName) \(what) since it was read, so it was not saved. Keep yours or take theirs.")
    }

    /// A save refused because `holder` (as "process 1234") holds the lock of the file saved to.
    package static func lockedByAnotherProcess(fileName: String, holder: String) -> DocumentError {
        DocumentError(
            .lockedByAnotherProcess,
            message: "\(fileName) is being edited by \(holder); it was not changed. Your edits are kept.")
    }

    /// A save refused because editing is disabled.
    package static func editingDisabled(_ reason: String) -> DocumentError {
        DocumentError(.editingDisabled, message: reason)
    }

    /// A move of the file named `fileName` to `newName` that failed; nothing changed.
    package static func moving(_ error: FileSystemError, fileName: String, to newName: String) -> DocumentError {
        if error.code == EEXIST { return alreadyExists(fileName: newName) }
        return DocumentError(
            kind(of: error.code),
            message: "\(fileName) could not be moved to \(newName): \(error.reason) (\(error.codeName)). "
                + "Nothing was changed.",
            fileSystemError: error)
    }

    /// A move refused because the document's path is a symbolic link, which a move would take
    /// away from the file it points to.
    package static func symbolicLinkNotMoved(fileName: String) -> DocumentError {
        DocumentError(
            .fileSystem,
            message: "\(fileName) is a symbolic link; it was not moved. Move the file it points to instead.")
    }

    /// A copy of the document named `fileName` that could not be written at `copyName`.
    package static func duplicating(_ error: FileSystemError, fileName: String, to copyName: String) -> DocumentError {
        if error.code == EEXIST { return alreadyExists(fileName: copyName) }
        return DocumentError(
            kind(of: error.code),
            message: "\(copyName) could not be written: \(error.reason) (\(error.codeName)). "
                + "\(fileName) was not changed.",
            fileSystemError: error)
    }

    /// A revert that could not read the file named `fileName`, of at most `limit` bytes; the edits stay.
    package static func reverting(_ error: FileSystemError, fileName: String, limit: Int64) -> DocumentError {
        if error.code == EFBIG {
            return DocumentError(
                .tooLargeToOpen,
                message:
                    "\(fileName) is more than the \(ByteCount.text(limit)) a document may be, so nothing was reverted. "
                    + "Your edits are kept.",
                fileSystemError: error)
        }
        return DocumentError(
            kind(of: error.code),
            message: "\(fileName) could not be read, so nothing was reverted: \(error.reason) (\(error.codeName)). "
                + "Your edits are kept.",
            fileSystemError: error)
    }

    /// A name that cannot name a file, and `why`; control characters in it are shown as `?` so the
    /// banner stays one clean line.
    package static func invalidName(_ name: String, why: String) -> DocumentError {
        let shown = String(
            String.UnicodeScalarView(name.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : $0 }))
        return DocumentError(.invalidName, message: "“\(shown)” cannot be a file name: \(why).")
    }

    /// Something refused because the file changed on disk since it was read (or was deleted), as
    /// "moved": the conflict is resolved first.
    package static func inConflict(fileName: String, deleted: Bool, notDone: String) -> DocumentError {
        let what = deleted ? "was deleted" : "changed on disk"
        return DocumentError(
            .changedOnDisk,
            message: "\(fileName) \(what) since it was read, so it was not \(notDone). "
                + "Keep yours or take theirs first.")
    }

    /// Something asked of a closed document, as "move": `"notes.md is not open, so it was not moved."`.
    package static func notOpen(fileName: String, notDone: String) -> DocumentError {
        DocumentError(.notOpen, message: "\(fileName) is not open, so it was not \(notDone).")
    }

    /// The kind for an `errno` value.
    package static func kind(of code: Int32) -> Kind {
        switch code {
        case EACCES, EPERM: .permissionDenied
        case ENOSPC, EDQUOT: .diskFull
        case EFBIG: .fileTooLarge
        case EROFS: .readOnlyFileSystem
        case ENOENT, ENOTDIR: .fileMissing
        default: .fileSystem
        }
    }
}
