#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real ``FileSystem``: POSIX calls, each retried on `EINTR`, every descriptor close-on-exec.
public struct POSIXFileSystem: FileSystem {
    /// Makes the real file system.
    public init() {}

    /// `stat` or `lstat`; nil on `ENOENT` or `ENOTDIR`.
    public func status(ofItemAt path: String, followingLinks: Bool) throws(FileSystemError) -> FileStatus? {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw FileSystemError(.status, path: path, code: errno)
        }
        return Self.fileStatus(info)
    }

    /// `readlink`.
    public func destinationOfSymbolicLink(at path: String) throws(FileSystemError) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { throw FileSystemError(.read, path: path, code: errno) }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `opendir` and `readdir`, sorted by name.
    public func contentsOfDirectory(at path: String) throws(FileSystemError) -> [String] {
        guard let directory = opendir(path) else { throw FileSystemError(.read, path: path, code: errno) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// `open` with `O_RDONLY`.
    public func openForReading(_ path: String) throws(FileSystemError) -> OpenFile {
        let descriptor = try retrying(.open, path) { open(path, O_RDONLY | O_CLOEXEC) }
        return OpenFile(descriptor: descriptor, path: path)
    }

    /// `read`.
    public func read(_ file: OpenFile, into buffer: UnsafeMutableRawBufferPointer) throws(FileSystemError) -> Int {
        try retrying(.read, file.path) { systemRead(file.descriptor, buffer.baseAddress, buffer.count) }
    }

    /// `open` with `O_CREAT | O_EXCL`: never an existing file.
    public func createFile(at path: String, permissions: UInt32) throws(FileSystemError) -> OpenFile {
        let flags = O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC
        let descriptor = try retrying(.create, path) { open(path, flags, mode_t(permissions)) }
        return OpenFile(descriptor: descriptor, path: path)
    }

    /// `open` with `O_WRONLY` on an existing file, neither created nor truncated.
    public func openForWriting(_ path: String) throws(FileSystemError) -> OpenFile {
        let descriptor = try retrying(.openForWriting, path) { open(path, O_WRONLY | O_NOFOLLOW | O_CLOEXEC) }
        return OpenFile(descriptor: descriptor, path: path)
    }

    /// `ftruncate`.
    public func truncate(_ file: OpenFile, to length: Int64) throws(FileSystemError) {
        guard length >= 0 else { throw FileSystemError(.truncate, path: file.path, code: EINVAL) }
        _ = try retrying(.truncate, file.path) { ftruncate(file.descriptor, off_t(length)) }
    }

    /// `fchown`.
    public func setOwner(_ file: OpenFile, owner: UInt32, group: UInt32) throws(FileSystemError) {
        _ = try retrying(.setOwner, file.path) { fchown(file.descriptor, uid_t(owner), gid_t(group)) }
    }

    /// `listxattr`, split at the NULs; empty where the file system or the C library keeps none.
    public func extendedAttributeNames(atPath path: String) throws(FileSystemError) -> [String] {
        guard let calls = ExtendedAttributeCalls.shared else { return [] }
        let size = calls.list(path, nil, 0)
        if size < 0 && (errno == ENOTSUP || errno == EOPNOTSUPP) { return [] }
        guard size >= 0 else { throw FileSystemError(.readAttributes, path: path, code: errno) }
        guard size > 0 else { return [] }
        guard size <= Self.attributeLimit else { throw FileSystemError(.readAttributes, path: path, code: E2BIG) }
        var buffer = [CChar](repeating: 0, count: size)
        let count = calls.list(path, &buffer, size)
        guard count >= 0, count <= size else { throw FileSystemError(.readAttributes, path: path, code: errno) }
        return buffer[0..<count].split(separator: 0).map {
            String(decoding: $0.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }

    /// `getxattr`.
    public func extendedAttribute(_ name: String, atPath path: String) throws(FileSystemError) -> [UInt8] {
        guard let calls = ExtendedAttributeCalls.shared else {
            throw FileSystemError(.readAttributes, path: path, code: ENOTSUP)
        }
        let size = calls.get(path, name, nil, 0)
        guard size >= 0 else { throw FileSystemError(.readAttributes, path: path, code: errno) }
        guard size <= Self.attributeLimit else { throw FileSystemError(.readAttributes, path: path, code: E2BIG) }
        var buffer = [UInt8](repeating: 0, count: max(size, 1))
        let count = buffer.withUnsafeMutableBytes { calls.get(path, name, $0.baseAddress, size) }
        guard count >= 0, count <= size else { throw FileSystemError(.readAttributes, path: path, code: errno) }
        return Array(buffer[0..<count])
    }

    /// `fsetxattr`.
    public func setExtendedAttribute(_ name: String, to value: [UInt8], of file: OpenFile) throws(FileSystemError) {
        guard let calls = ExtendedAttributeCalls.shared else {
            throw FileSystemError(.writeAttributes, path: file.path, code: ENOTSUP)
        }
        _ = try retrying(.writeAttributes, file.path) {
            value.withUnsafeBytes { calls.set(file.descriptor, name, $0.baseAddress, value.count, 0) }
        }
    }

    /// `fremovexattr`.
    public func removeExtendedAttribute(_ name: String, of file: OpenFile) throws(FileSystemError) {
        guard let calls = ExtendedAttributeCalls.shared else {
            throw FileSystemError(.writeAttributes, path: file.path, code: ENOTSUP)
        }
        _ = try retrying(.writeAttributes, file.path) { calls.remove(file.descriptor, name) }
    }

    /// The most bytes of attribute names or of one value read: the kernel's own limit (`XATTR_SIZE_MAX`).
    private static let attributeLimit = 65536

    /// `write`, which may take fewer bytes than given.
    public func write(_ file: OpenFile, _ bytes: UnsafeRawBufferPointer) throws(FileSystemError) -> Int {
        try retrying(.write, file.path) { systemWrite(file.descriptor, bytes.baseAddress, bytes.count) }
    }

    /// `fstat`.
    public func status(of file: OpenFile) throws(FileSystemError) -> FileStatus {
        var info = stat()
        _ = try retrying(.status, file.path) { fstat(file.descriptor, &info) }
        return Self.fileStatus(info)
    }

    /// `fsync`.
    public func synchronize(_ file: OpenFile) throws(FileSystemError) {
        _ = try retrying(.synchronize, file.path) { fsync(file.descriptor) }
    }

    /// `fchmod`.
    public func setPermissions(_ file: OpenFile, to permissions: UInt32) throws(FileSystemError) {
        _ = try retrying(.setMode, file.path) { fchmod(file.descriptor, mode_t(permissions)) }
    }

    /// `close`.
    public func close(_ file: OpenFile) throws(FileSystemError) {
        // Not retried: after EINTR the descriptor is already closed on Linux.
        guard systemClose(file.descriptor) == 0 else { throw FileSystemError(.close, path: file.path, code: errno) }
    }

    /// `rename`.
    public func rename(_ source: String, to destination: String) throws(FileSystemError) {
        _ = try retrying(.rename, destination) { systemRename(source, destination) }
    }

    /// `rmdir` for a folder, else `unlink`.
    public func removeItem(at path: String) throws(FileSystemError) {
        let status = try status(ofItemAt: path, followingLinks: false)
        if status?.kind == .directory {
            _ = try retrying(.remove, path) { rmdir(path) }
        } else {
            _ = try retrying(.remove, path) { unlink(path) }
        }
    }

    /// `mkdir`.
    public func makeDirectory(at path: String, permissions: UInt32) throws(FileSystemError) {
        _ = try retrying(.makeDirectory, path) { mkdir(path, mode_t(permissions)) }
    }

    /// `symlink`.
    public func makeSymbolicLink(at path: String, destination: String) throws(FileSystemError) {
        _ = try retrying(.makeSymbolicLink, path) { symlink(destination, path) }
    }

    /// `fsync` on the folder opened with `O_DIRECTORY`.
    public func synchronizeDirectory(at path: String) throws(FileSystemError) {
        let descriptor = try retrying(.synchronizeDirectory, path) { open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        defer { _ = systemClose(descriptor) }
        _ = try retrying(.synchronizeDirectory, path) { fsync(descriptor) }
    }

    /// Runs a call until it does not fail with `EINTR`, throwing on any other failure.
    private func retrying<Result: BinaryInteger>(
        _ operation: FileOperation, _ path: String, _ call: () -> Result
    ) throws(FileSystemError) -> Result {
        while true {
            let result = call()
            if result >= 0 { return result }
            if errno != EINTR { throw FileSystemError(operation, path: path, code: errno) }
        }
    }

    private static func fileStatus(_ info: stat) -> FileStatus {
        let kind: FileStatus.Kind =
            switch info.st_mode & S_IFMT {
            case S_IFREG: .regular
            case S_IFDIR: .directory
            case S_IFLNK: .symbolicLink
            default: .other
            }
        #if canImport(Darwin)
            let time = info.st_mtimespec
        #else
            let time = info.st_mtim
        #endif
        return FileStatus(
            kind: kind,
            size: Int64(info.st_size),
            permissions: UInt32(info.st_mode) & 0o7777,
            device: UInt64(info.st_dev),
            inode: UInt64(info.st_ino),
            modificationNanoseconds: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec),
            linkCount: UInt64(info.st_nlink), owner: UInt32(info.st_uid), group: UInt32(info.st_gid)
        )
    }
}

// The C calls whose names the protocol's methods shadow inside the type.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }

private func systemRename(_ source: String, _ destination: String) -> Int32 { rename(source, destination) }
