#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failed file-system call: which step, on which path, and the `errno` it set.
public struct FileSystemError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The step that failed.
    package var operation: FileOperation
    /// The path the step worked on.
    public var path: String
    /// The `errno` value the call set.
    public var code: Int32

    /// Makes an error for `operation` on `path` with `errno` value `code`.
    package init(_ operation: FileOperation, path: String, code: Int32) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    /// The step's name, as in `write` or `rename`.
    public var operationName: String { operation.rawValue }

    /// The symbolic name of ``code``, as in `ENOSPC`; `errno N` for codes without one here.
    public var codeName: String {
        switch code {
        case EACCES: "EACCES"
        case EPERM: "EPERM"
        case ENOSPC: "ENOSPC"
        case EDQUOT: "EDQUOT"
        case EFBIG: "EFBIG"
        case EROFS: "EROFS"
        case ENOENT: "ENOENT"
        case EIO: "EIO"
        case EISDIR: "EISDIR"
        case ENOTDIR: "ENOTDIR"
        case EEXIST: "EEXIST"
        case ELOOP: "ELOOP"
        case ENAMETOOLONG: "ENAMETOOLONG"
        case EXDEV: "EXDEV"
        case EINTR: "EINTR"
        case EBUSY: "EBUSY"
        case ETXTBSY: "ETXTBSY"
        default: "errno \(code)"
        }
    }

    /// What went wrong in a few plain words, as in "the disk is full".
    public var reason: String {
        switch code {
        case EACCES, EPERM: "permission was denied"
        case ENOSPC: "the disk is full"
        case EDQUOT: "the disk quota is used up"
        case EFBIG: "the file would be larger than the system allows"
        case EROFS: "the file system is read-only"
        case ENOENT: "the file or its folder does not exist"
        case EIO: "the disk reported an input/output error"
        case EISDIR: "it is a folder"
        case ENOTDIR: "a part of its path is not a folder"
        case ELOOP: "its path has too many symbolic links"
        case ENAMETOOLONG: "its name is too long"
        default: String(cString: strerror(code)).lowercased()
        }
    }

    /// "the disk is full (ENOSPC) while doing write on PATH".
    public var description: String { "\(reason) (\(codeName)) during \(operation.rawValue) on \(path)" }
}
