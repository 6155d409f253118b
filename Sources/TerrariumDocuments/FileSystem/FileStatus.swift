/// What `stat` says about a file: its kind, size, permission bits, identity, owner, link count and
/// modification time.
public struct FileStatus: Equatable, Sendable {
    /// The kinds of file the document machinery tells apart.
    public enum Kind: Equatable, Sendable {
        /// A regular file.
        case regular
        /// A folder.
        case directory
        /// A symbolic link (only from a status that does not follow links).
        case symbolicLink
        /// A device, a socket or a pipe.
        case other
    }

    /// The file's kind.
    public var kind: Kind
    /// Its size in bytes.
    public var size: Int64
    /// Its permission bits (`st_mode & 07777`).
    public var permissions: UInt32
    /// The device that holds it.
    public var device: UInt64
    /// Its inode number on that device.
    public var inode: UInt64
    /// Its modification time in nanoseconds since 1970.
    public var modificationNanoseconds: Int64
    /// How many names (hard links) it has.
    public var linkCount: UInt64
    /// The user ID that owns it.
    public var owner: UInt32
    /// Its group ID.
    public var group: UInt32

    /// Makes a status from its parts.
    public init(
        kind: Kind, size: Int64, permissions: UInt32, device: UInt64, inode: UInt64, modificationNanoseconds: Int64,
        linkCount: UInt64 = 1, owner: UInt32 = 0, group: UInt32 = 0
    ) {
        self.kind = kind
        self.size = size
        self.permissions = permissions
        self.device = device
        self.inode = inode
        self.modificationNanoseconds = modificationNanoseconds
        self.linkCount = linkCount
        self.owner = owner
        self.group = group
    }

    /// The facts that change when anyone writes or replaces the file: see ``FileVersion``.
    public var version: FileVersion {
        FileVersion(device: device, inode: inode, size: size, modificationNanoseconds: modificationNanoseconds)
    }
}
