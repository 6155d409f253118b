public import Foundation

/// A file, a folder of files or a symbolic link as a value: what a document reads and writes.
///
/// This is the shape of Foundation's `FileWrapper`, which SwiftUI's `FileDocument` uses, as a
/// `Sendable` value. Foundation has no `FileWrapper` on Linux, and on Apple platforms its class is
/// a mutable reference that cannot cross to the thread that writes; a value can, so the same type
/// serves everywhere. Writing goes through `AtomicFileWriter`: a file is never truncated or
/// written in place.
///
/// ```swift
/// let file = FileWrapper(regularFileWithContents: Data(text.utf8))
/// let folder = FileWrapper(directoryWithFileWrappers: ["notes.md": file])
/// ```
///
/// Two wrappers are equal when they hold the same thing: the same bytes, the same link target, or
/// folders with items under the same names that are equal in turn. ``filename`` and
/// ``preferredFilename`` are not compared: they say where a wrapper was read from or would like to
/// go, not what it holds, and a wrapper read from disk has them while one a document makes has
/// not. (Foundation's class has no equality of its own to follow.) So "the disk holds what the
/// document holds" is `disk == mine`, whichever way each was made.
public struct FileWrapper: Equatable, Sendable {
    /// What a wrapper holds.
    public enum Content: Equatable, Sendable {
        /// A regular file's bytes.
        case regularFile(Data)
        /// A folder's items by name.
        case directory([String: FileWrapper])
        /// A symbolic link's target, as written in the link.
        case symbolicLink(String)
    }

    /// What this wrapper holds.
    public var content: Content
    /// The name this wrapper would like when written into a folder.
    public var preferredFilename: String?
    /// The name it was read under, or was given in a folder.
    public var filename: String?

    /// Whether the two hold the same thing; their names are not compared (see the type).
    public static func == (lhs: FileWrapper, rhs: FileWrapper) -> Bool {
        lhs.content == rhs.content
    }

    /// A wrapper holding `content`.
    public init(content: Content) {
        self.content = content
    }

    /// A regular file holding `contents`.
    public init(regularFileWithContents contents: Data) {
        content = .regularFile(contents)
    }

    /// A folder holding `childrenByPreferredName`, each child named by its key.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        var children: [String: FileWrapper] = [:]
        for (name, var child) in childrenByPreferredName {
            child.filename = name
            if child.preferredFilename == nil { child.preferredFilename = name }
            children[name] = child
        }
        content = .directory(children)
    }

    /// A symbolic link pointing at `url` (a file URL's path, or a relative URL's relative path).
    public init(symbolicLinkWithDestinationURL url: URL) {
        content = .symbolicLink(url.isFileURL && url.path.hasPrefix("/") ? url.path : url.relativePath)
    }

    /// Reads the item at `url` whole (a folder with everything in it, links not followed),
    /// refusing more than `limit` bytes in all.
    public init(url: URL, limit: Int64 = .max) throws {
        let reader = FileWrapperReader(fileSystem: POSIXFileSystem(), limit: limit)
        self = try reader.read(at: url.path)
    }

    /// Whether this is a regular file.
    public var isRegularFile: Bool {
        if case .regularFile = content { return true }
        return false
    }

    /// Whether this is a folder.
    public var isDirectory: Bool {
        if case .directory = content { return true }
        return false
    }

    /// Whether this is a symbolic link.
    public var isSymbolicLink: Bool {
        if case .symbolicLink = content { return true }
        return false
    }

    /// A regular file's bytes; nil for a folder or a link.
    public var regularFileContents: Data? {
        if case .regularFile(let data) = content { return data }
        return nil
    }

    /// A folder's items by name; nil for a file or a link.
    public var fileWrappers: [String: FileWrapper]? {
        if case .directory(let children) = content { return children }
        return nil
    }

    /// A symbolic link's target; nil for a file or a folder.
    public var symbolicLinkDestinationURL: URL? {
        if case .symbolicLink(let destination) = content {
            return destination.hasPrefix("/") ? URL(fileURLWithPath: destination) : URL(string: destination)
        }
        return nil
    }

    /// Adds `child` to this folder under its preferred name (made unique if taken) and returns
    /// the name used; a file or a link is left as it is and nil returned.
    @discardableResult
    public mutating func addFileWrapper(_ child: FileWrapper) -> String? {
        guard case .directory(var children) = content else { return nil }
        let wanted = child.preferredFilename ?? "Untitled"
        var name = wanted
        var number = 2
        while children[name] != nil {
            name = "\(number) \(wanted)"
            number += 1
        }
        var named = child
        named.filename = name
        children[name] = named
        content = .directory(children)
        return name
    }

    /// Adds a regular file holding `data` named `preferredFilename` and returns the name used.
    @discardableResult
    public mutating func addRegularFile(withContents data: Data, preferredFilename: String) -> String? {
        var child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = preferredFilename
        return addFileWrapper(child)
    }

    /// Removes the item named `name` from this folder.
    public mutating func removeFileWrapper(named name: String) {
        guard case .directory(var children) = content else { return }
        children[name] = nil
        content = .directory(children)
    }

    /// Writes this wrapper to `url` safely: a new file or folder beside it, flushed, then renamed
    /// over it (see `AtomicFileWriter`); through a symbolic link, its target is replaced.
    public func write(to url: URL) throws {
        _ = try AtomicFileWriter(fileSystem: POSIXFileSystem()).write(self, to: url.path)
    }

    /// The number of bytes of file contents in this wrapper and everything in it.
    public var totalSize: Int64 {
        switch content {
        case .regularFile(let data): Int64(data.count)
        case .directory(let children): children.values.reduce(0) { $0 + $1.totalSize }
        case .symbolicLink: 0
        }
    }
}
