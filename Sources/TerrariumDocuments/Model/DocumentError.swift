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
            message: "\(fileName) is \(bytes(size)), more than the \(bytes(limit)) a document may be; "
                + "it was not opened.")
    }

    /// Contents the document could not load.
    package static func unreadable(fileName: String, reason: String) -> DocumentError {
        DocumentError(.unreadable, message: "\(fileName) could not be read: \(reason)")
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

    /// A byte count for a person: "812 bytes", "4.2 MB", "1.1 GB".
    package static func bytes(_ count: Int64) -> String {
        if count < 1000 { return "\(count) bytes" }
        let units = ["KB", "MB", "GB", "TB"]
        var value = Double(count) / 1000
        var unit = 0
        while value >= 1000 && unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        let rounded = (value * 10).rounded() / 10
        let text = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        return text + " " + units[unit]
    }
}
