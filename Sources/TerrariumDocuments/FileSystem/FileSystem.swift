/// The file-system calls documents make, behind a protocol so tests can inject faults (short
/// writes, a full disk, a read-only file system) at any step while the rest stays real.
///
/// ``POSIXFileSystem`` is the real one. Every call throws a ``FileSystemError`` naming the step,
/// the path and the `errno`. Files are created new (`O_EXCL`); an existing file is opened for
/// writing only by the in-place save `AtomicFileWriter` makes behind a durable backup.
public protocol FileSystem: Sendable {
    /// The status of the item at `path`, following symbolic links or not; nil when there is none.
    func status(ofItemAt path: String, followingLinks: Bool) throws(FileSystemError) -> FileStatus?
    /// The target a symbolic link holds, as written in the link.
    func destinationOfSymbolicLink(at path: String) throws(FileSystemError) -> String
    /// The names in a folder, without `.` and `..`.
    func contentsOfDirectory(at path: String) throws(FileSystemError) -> [String]
    /// Opens an existing file for reading.
    func openForReading(_ path: String) throws(FileSystemError) -> OpenFile
    /// Reads up to `buffer.count` bytes; 0 at the end of the file.
    func read(_ file: OpenFile, into buffer: UnsafeMutableRawBufferPointer) throws(FileSystemError) -> Int
    /// Opens an existing file for writing, without truncating it.
    func openForWriting(_ path: String) throws(FileSystemError) -> OpenFile
    /// Cuts an open file to `length` bytes.
    func truncate(_ file: OpenFile, to length: Int64) throws(FileSystemError)
    /// Sets an open file's owner and group.
    func setOwner(_ file: OpenFile, owner: UInt32, group: UInt32) throws(FileSystemError)
    /// The names of the extended attributes of the item at `path` (POSIX ACLs among them);
    /// empty where the file system keeps none.
    func extendedAttributeNames(atPath path: String) throws(FileSystemError) -> [String]
    /// The value of the extended attribute `name` of the item at `path`.
    func extendedAttribute(_ name: String, atPath path: String) throws(FileSystemError) -> [UInt8]
    /// Sets the extended attribute `name` of an open file.
    func setExtendedAttribute(_ name: String, to value: [UInt8], of file: OpenFile) throws(FileSystemError)
    /// Removes the extended attribute `name` of an open file.
    func removeExtendedAttribute(_ name: String, of file: OpenFile) throws(FileSystemError)
    /// Creates a new file for writing with `permissions`, failing with `EEXIST` if there is one.
    func createFile(at path: String, permissions: UInt32) throws(FileSystemError) -> OpenFile
    /// Writes some of `bytes` and says how many; fewer than all is a short write, not an error.
    func write(_ file: OpenFile, _ bytes: UnsafeRawBufferPointer) throws(FileSystemError) -> Int
    /// The status of an open file (`fstat`): what a save records as its own version before the
    /// rename, which keeps the inode, so nobody's later write can be taken for it.
    func status(of file: OpenFile) throws(FileSystemError) -> FileStatus
    /// Flushes a file's data and metadata to the disk.
    func synchronize(_ file: OpenFile) throws(FileSystemError)
    /// Sets a file's permission bits.
    func setPermissions(_ file: OpenFile, to permissions: UInt32) throws(FileSystemError)
    /// Closes a file.
    func close(_ file: OpenFile) throws(FileSystemError)
    /// Renames `source` to `destination`, atomically replacing a file there.
    func rename(_ source: String, to destination: String) throws(FileSystemError)
    /// Removes a file, a symbolic link or an empty folder.
    func removeItem(at path: String) throws(FileSystemError)
    /// Creates a folder.
    func makeDirectory(at path: String, permissions: UInt32) throws(FileSystemError)
    /// Creates a symbolic link at `path` holding `destination`.
    func makeSymbolicLink(at path: String, destination: String) throws(FileSystemError)
    /// Flushes a folder's entries (a rename into it) to the disk.
    func synchronizeDirectory(at path: String) throws(FileSystemError)
}

/// A file a ``FileSystem`` opened: its descriptor and the path it was opened at, for messages.
public struct OpenFile: Equatable, Sendable {
    /// The file descriptor.
    public var descriptor: Int32
    /// The path it was opened at.
    public var path: String

    /// Names an open descriptor.
    public init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }
}
