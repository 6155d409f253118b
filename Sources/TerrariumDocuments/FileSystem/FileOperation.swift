/// A file-system call the document machinery makes, named so an error can say which step failed
/// and a test can inject a fault at exactly that step.
package enum FileOperation: String, CaseIterable, Sendable {
    /// Reading a file's or a link's status (`stat`, `lstat`).
    case status
    /// Opening an existing file to read it.
    case open
    /// Reading bytes, a link's target or a folder's entries.
    case read
    /// Opening an existing file to write it in place (a save that keeps the inode).
    case openForWriting
    /// Cutting an open file to a length (`ftruncate`).
    case truncate
    /// Setting a file's owner and group (`fchown`).
    case setOwner
    /// Reading extended attributes, POSIX ACLs among them (`listxattr`, `getxattr`).
    case readAttributes
    /// Setting or removing an extended attribute (`fsetxattr`, `fremovexattr`).
    case writeAttributes
    /// Creating a file (`open` with `O_CREAT`).
    case create
    /// Writing bytes to an open file.
    case write
    /// Flushing a file to the disk (`fsync`).
    case synchronize
    /// Setting a file's permission bits (`fchmod`).
    case setMode
    /// Closing an open file; a deferred write error can show up here.
    case close
    /// Renaming a file over another (`rename`).
    case rename
    /// Removing a file or an empty folder.
    case remove
    /// Creating a folder.
    case makeDirectory
    /// Creating a symbolic link.
    case makeSymbolicLink
    /// Flushing a folder's entries to the disk (`fsync` on the folder).
    case synchronizeDirectory
    /// Flushing the folder after the rename that put a save in place: no call of its own, but how
    /// ``AtomicFileWriter`` reports that ``synchronizeDirectory`` failing at that one step, the
    /// only failure that leaves the new contents in place (saved, not confirmed). A fault is
    /// injected for it as ``synchronizeDirectory``.
    case confirmRename
    /// A save in place that failed after it began writing and could not put the old bytes back:
    /// no call of its own, but how ``AtomicFileWriter`` reports that the file may be half
    /// written and its previous contents are in the backup the error's path names.
    case keptBackup
}
