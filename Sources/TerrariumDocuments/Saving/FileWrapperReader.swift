#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file, a folder or a link into a ``FileWrapper`` through a ``FileSystem``.
package struct FileWrapperReader: Sendable {
    /// The file system read through.
    package var fileSystem: any FileSystem
    /// The most bytes of file contents read in all; past it the read fails with `EFBIG`.
    package var limit: Int64

    /// Makes a reader over `fileSystem` that reads at most `limit` bytes.
    package init(fileSystem: any FileSystem, limit: Int64) {
        self.fileSystem = fileSystem
        self.limit = limit
    }

    /// The item at `path`; a symbolic link at `path` itself is followed, links inside a folder are
    /// kept as links.
    package func read(at path: String) throws(FileSystemError) -> FileWrapper {
        var budget = limit
        let resolved = try fileSystem.resolvingFinalSymbolicLinks(path)
        var wrapper = try read(resolved, budget: &budget)
        wrapper.filename = DocumentPath.name(of: path)
        wrapper.preferredFilename = wrapper.filename
        return wrapper
    }

    private func read(_ path: String, budget: inout Int64) throws(FileSystemError) -> FileWrapper {
        guard let status = try fileSystem.status(ofItemAt: path, followingLinks: false) else {
            throw FileSystemError(.open, path: path, code: ENOENT)
        }
        switch status.kind {
        case .regular:
            guard status.size <= budget else { throw FileSystemError(.read, path: path, code: EFBIG) }
            let data = try fileSystem.readContents(at: path, limit: budget)
            budget -= Int64(data.count)
            return FileWrapper(regularFileWithContents: data)
        case .directory:
            var children: [String: FileWrapper] = [:]
            for name in try fileSystem.contentsOfDirectory(at: path) {
                children[name] = try read(DocumentPath.join(path, name), budget: &budget)
            }
            return FileWrapper(directoryWithFileWrappers: children)
        case .symbolicLink:
            return FileWrapper(content: .symbolicLink(try fileSystem.destinationOfSymbolicLink(at: path)))
        case .other:
            throw FileSystemError(.open, path: path, code: ENODEV)
        }
    }
}
