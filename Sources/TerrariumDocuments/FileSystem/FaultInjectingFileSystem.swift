import Synchronization

/// A ``FileSystem`` for tests: the real one, except for faults set in advance (an `errno` at the
/// n-th call of a step), short writes and actions run just after a step (another program acting
/// in that moment), with a log of every call made.
///
/// ```swift
/// let disk = FaultInjectingFileSystem()
/// disk.fail(.write, with: ENOSPC)          // the first write fails: the disk is full
/// disk.shortWriteLimit = 1000              // every write takes at most 1000 bytes
/// disk.after(.rename) { … }                // runs once, right after the first rename
/// ```
package final class FaultInjectingFileSystem: FileSystem {
    /// One planned failure.
    package struct Fault: Sendable {
        /// The step that fails.
        package var operation: FileOperation
        /// The `errno` it fails with.
        package var code: Int32
        /// How many matching calls succeed first.
        package var skipping: Int
        /// Only calls on a path containing this fail; nil for any path.
        package var pathContaining: String?
    }

    /// One action planned after a step.
    private struct Follower {
        var operation: FileOperation
        var pathContaining: String?
        var action: @Sendable () -> Void
    }

    private struct State {
        var faults: [Fault] = []
        var followers: [Follower] = []
        var shortWriteLimit: Int?
        var log: [(FileOperation, String)] = []
    }

    private let real = POSIXFileSystem()
    private let state = Mutex(State())

    /// Makes a file system with no faults planned.
    package init() {}

    /// Makes the `skipping + 1`-th call of `operation` (on a path containing `pathContaining`,
    /// when given) fail with `code`; each planned fault fires once.
    package func fail(_ operation: FileOperation, with code: Int32, skipping: Int = 0, pathContaining: String? = nil) {
        state.withLock {
            $0.faults.append(
                Fault(operation: operation, code: code, skipping: skipping, pathContaining: pathContaining))
        }
    }

    /// Runs `action` once, right after the next successful call of `operation` (on a path
    /// containing `pathContaining`, when given) and before the call returns.
    package func after(
        _ operation: FileOperation, pathContaining: String? = nil, run action: @escaping @Sendable () -> Void
    ) {
        state.withLock {
            $0.followers.append(Follower(operation: operation, pathContaining: pathContaining, action: action))
        }
    }

    /// The most bytes one write takes; nil for no limit.
    package var shortWriteLimit: Int? {
        get { state.withLock { $0.shortWriteLimit } }
        set { state.withLock { $0.shortWriteLimit = newValue } }
    }

    /// Every call made so far: the step and its path.
    package var log: [(operation: FileOperation, path: String)] {
        state.withLock { $0.log.map { (operation: $0.0, path: $0.1) } }
    }

    /// Records a call and throws a planned fault for it, if one is due.
    private func check(_ operation: FileOperation, _ path: String) throws(FileSystemError) {
        let code: Int32? = state.withLock { state in
            state.log.append((operation, path))
            guard
                let index = state.faults.firstIndex(where: {
                    $0.operation == operation && ($0.pathContaining.map { path.contains($0) } ?? true)
                })
            else { return nil }
            if state.faults[index].skipping > 0 {
                state.faults[index].skipping -= 1
                return nil
            }
            return state.faults.remove(at: index).code
        }
        if let code { throw FileSystemError(operation, path: path, code: code) }
    }

    /// Runs the action planned after a successful call, if there is one.
    private func followed(_ operation: FileOperation, _ path: String) {
        let action: (@Sendable () -> Void)? = state.withLock { state in
            guard
                let index = state.followers.firstIndex(where: {
                    $0.operation == operation && ($0.pathContaining.map { path.contains($0) } ?? true)
                })
            else { return nil }
            return state.followers.remove(at: index).action
        }
        action?()
    }

    package func status(ofItemAt path: String, followingLinks: Bool) throws(FileSystemError) -> FileStatus? {
        try check(.status, path)
        return try real.status(ofItemAt: path, followingLinks: followingLinks)
    }

    package func destinationOfSymbolicLink(at path: String) throws(FileSystemError) -> String {
        try check(.read, path)
        return try real.destinationOfSymbolicLink(at: path)
    }

    package func contentsOfDirectory(at path: String) throws(FileSystemError) -> [String] {
        try check(.read, path)
        return try real.contentsOfDirectory(at: path)
    }

    package func openForReading(_ path: String) throws(FileSystemError) -> OpenFile {
        try check(.open, path)
        return try real.openForReading(path)
    }

    package func read(_ file: OpenFile, into buffer: UnsafeMutableRawBufferPointer) throws(FileSystemError) -> Int {
        try check(.read, file.path)
        return try real.read(file, into: buffer)
    }

    package func openForWriting(_ path: String) throws(FileSystemError) -> OpenFile {
        try check(.openForWriting, path)
        return try real.openForWriting(path)
    }

    package func truncate(_ file: OpenFile, to length: Int64) throws(FileSystemError) {
        try check(.truncate, file.path)
        try real.truncate(file, to: length)
    }

    package func setOwner(_ file: OpenFile, owner: UInt32, group: UInt32) throws(FileSystemError) {
        try check(.setOwner, file.path)
        try real.setOwner(file, owner: owner, group: group)
    }

    package func extendedAttributeNames(atPath path: String) throws(FileSystemError) -> [String] {
        try check(.readAttributes, path)
        return try real.extendedAttributeNames(atPath: path)
    }

    package func extendedAttribute(_ name: String, atPath path: String) throws(FileSystemError) -> [UInt8] {
        try check(.readAttributes, path)
        return try real.extendedAttribute(name, atPath: path)
    }

    package func setExtendedAttribute(_ name: String, to value: [UInt8], of file: OpenFile) throws(FileSystemError) {
        try check(.writeAttributes, file.path)
        try real.setExtendedAttribute(name, to: value, of: file)
    }

    package func removeExtendedAttribute(_ name: String, of file: OpenFile) throws(FileSystemError) {
        try check(.writeAttributes, file.path)
        try real.removeExtendedAttribute(name, of: file)
    }

    package func createFile(at path: String, permissions: UInt32) throws(FileSystemError) -> OpenFile {
        try check(.create, path)
        return try real.createFile(at: path, permissions: permissions)
    }

    package func write(_ file: OpenFile, _ bytes: UnsafeRawBufferPointer) throws(FileSystemError) -> Int {
        try check(.write, file.path)
        let limit = shortWriteLimit ?? bytes.count
        return try real.write(file, UnsafeRawBufferPointer(rebasing: bytes.prefix(max(1, limit))))
    }

    package func status(of file: OpenFile) throws(FileSystemError) -> FileStatus {
        try check(.status, file.path)
        return try real.status(of: file)
    }

    package func synchronize(_ file: OpenFile) throws(FileSystemError) {
        try check(.synchronize, file.path)
        try real.synchronize(file)
    }

    package func setPermissions(_ file: OpenFile, to permissions: UInt32) throws(FileSystemError) {
        try check(.setMode, file.path)
        try real.setPermissions(file, to: permissions)
    }

    package func close(_ file: OpenFile) throws(FileSystemError) {
        do { try check(.close, file.path) } catch {
            // A failed close still releases the descriptor, as the real call does.
            try? real.close(file)
            throw error
        }
        try real.close(file)
    }

    package func rename(_ source: String, to destination: String) throws(FileSystemError) {
        try check(.rename, destination)
        try real.rename(source, to: destination)
        followed(.rename, destination)
    }

    package func removeItem(at path: String) throws(FileSystemError) {
        try check(.remove, path)
        try real.removeItem(at: path)
    }

    package func makeDirectory(at path: String, permissions: UInt32) throws(FileSystemError) {
        try check(.makeDirectory, path)
        try real.makeDirectory(at: path, permissions: permissions)
    }

    package func makeSymbolicLink(at path: String, destination: String) throws(FileSystemError) {
        try check(.makeSymbolicLink, path)
        try real.makeSymbolicLink(at: path, destination: destination)
    }

    package func synchronizeDirectory(at path: String) throws(FileSystemError) {
        try check(.synchronizeDirectory, path)
        try real.synchronizeDirectory(at: path)
    }
}
