#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where recovery copies live: one per document, in the user's state folder, named from a hash
/// of the document's path so that two documents never share one and the same document always
/// finds its own.
///
/// The folder is `$XDG_STATE_HOME/terrarium/recovery`, or `~/.local/state/terrarium/recovery`
/// when that variable is unset or not an absolute path, as the XDG base directory spec says; it is
/// made with mode 0700, since copies hold what the user typed. A copy is written like a save
/// (``AtomicFileWriter``), so a crash while writing leaves the previous copy whole.
///
/// Each copy is also found by the identity (device and inode) of the file it is for: a symbolic
/// link `inode-DEVICE-INODE.alias` points at it. A file whose folder was renamed keeps its
/// identity, so a copy kept under its old path is offered at the new one.
package struct RecoveryStore: Sendable {
    /// The folder holding the copies.
    package var folder: String
    /// The file system used.
    package var fileSystem: any FileSystem

    /// Makes a store in `folder`.
    package init(folder: String, fileSystem: any FileSystem) {
        self.folder = folder
        self.fileSystem = fileSystem
    }

    /// The standard folder for `environment` (a process environment).
    package static func standardFolder(environment: [String: String]) -> String? {
        DocumentPath.terrariumStateFolder(environment: environment).map { DocumentPath.join($0, "recovery") }
    }

    /// The copy's path for the document at `documentPath`: a 64-bit FNV-1a hash of the path in
    /// hex, then the document's name so a person can tell the copies apart.
    package func path(for documentPath: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in documentPath.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        let padded = String(repeating: "0", count: 16 - hex.count) + hex
        let name = DocumentPath.name(of: documentPath).filter { $0 != "/" }
        return DocumentPath.join(folder, "\(padded)-\(name).recovery")
    }

    /// Writes `contents` as the copy for `documentPath`, making the folder first if needed.
    package func write(_ contents: FileWrapper, for documentPath: String) throws(FileSystemError) {
        try fileSystem.makeFolders(at: folder, permissions: 0o700)
        try AtomicFileWriter(fileSystem: fileSystem).write(contents, to: path(for: documentPath))
    }

    /// The copy for `documentPath` and its modification time in nanoseconds, or nil when there is
    /// none (or it cannot be read).
    package func read(for documentPath: String, limit: Int64) -> (contents: FileWrapper, modified: Int64)? {
        let path = path(for: documentPath)
        guard let status = try? fileSystem.status(ofItemAt: path, followingLinks: false),
            let contents = try? FileWrapperReader(fileSystem: fileSystem, limit: limit).read(at: path)
        else { return nil }
        return (contents, status.modificationNanoseconds)
    }

    /// The alias naming the copy for the file of identity `version`: its device and inode, and
    /// its size and modification time too, since a freed inode is soon another file's; a folder
    /// rename changes none of them.
    package func aliasPath(for version: FileVersion) -> String {
        DocumentPath.join(
            folder,
            "inode-\(version.device)-\(version.inode)-\(version.size)-\(version.modificationNanoseconds).alias")
    }

    /// Points the alias of `version`'s identity at the copy for `documentPath`.
    package func link(_ version: FileVersion, to documentPath: String) throws(FileSystemError) {
        let alias = aliasPath(for: version)
        try? fileSystem.removeItem(at: alias)
        try fileSystem.makeSymbolicLink(at: alias, destination: DocumentPath.name(of: path(for: documentPath)))
    }

    /// Renames the copy the alias of `version`'s identity points at to the copy for
    /// `documentPath`, which has none, and removes the alias; whether a copy was renamed.
    package func adopt(_ version: FileVersion, for documentPath: String) -> Bool {
        let alias = aliasPath(for: version)
        guard let name = try? fileSystem.destinationOfSymbolicLink(at: alias) else { return false }
        defer { try? fileSystem.removeItem(at: alias) }
        guard !name.contains("/"), name != "..", name != "." else { return false }
        let found = DocumentPath.join(folder, name)
        let own = path(for: documentPath)
        guard found != own, (try? fileSystem.status(ofItemAt: own, followingLinks: false)) == nil else { return false }
        return (try? fileSystem.rename(found, to: own)) != nil
    }

    /// Removes the alias of `version`'s identity, if there is one.
    package func removeAlias(for version: FileVersion) {
        try? fileSystem.removeItem(at: aliasPath(for: version))
    }

    /// Removes the copy for `documentPath`, if there is one.
    package func remove(for documentPath: String) {
        try? AtomicFileWriter(fileSystem: fileSystem).removeTree(at: path(for: documentPath))
    }
}
