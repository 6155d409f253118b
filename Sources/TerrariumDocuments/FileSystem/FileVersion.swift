/// The facts about a file that tell one version of it from the next: its inode (a safe save
/// replaces the file, so the inode changes), its size and its modification time.
///
/// Two equal versions mean nobody has written or replaced the file between the two looks, as far
/// as the file system can tell: a write within the modification time's resolution that keeps the
/// size and the inode is the one change it can miss.
public struct FileVersion: Hashable, Sendable {
    /// The device that holds the file.
    public var device: UInt64
    /// The file's inode number.
    public var inode: UInt64
    /// Its size in bytes.
    public var size: Int64
    /// Its modification time in nanoseconds since 1970.
    public var modificationNanoseconds: Int64

    /// Makes a version from its parts.
    public init(device: UInt64, inode: UInt64, size: Int64, modificationNanoseconds: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modificationNanoseconds = modificationNanoseconds
    }
}
