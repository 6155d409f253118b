import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One row of a directory tree read from disk: a file, a directory (whose children are read
/// when it is first expanded), a symbolic link (never followed), or a row saying what could not
/// be shown.
struct DirectoryEntry: Identifiable {
    /// What the row is.
    enum Kind: Equatable {
        case file
        case directory
        /// A link, shown with where it points and never followed, so a loop of links ends.
        case symlink(destination: String)
        /// A directory that cannot be read, and why.
        case unreadable(reason: String)
        /// A directory past the deepest level shown.
        case tooDeep
        /// The entries left out of a long directory; `orMore` when even counting them stopped.
        case more(count: Int, orMore: Bool)
    }

    /// The path, unique in the tree.
    let id: String
    /// The name, with control characters replaced.
    let name: String
    let kind: Kind
    /// The directory's entries, read on first use; nil for every other kind.
    let children: DirectoryListing?

    /// What the row says.
    var title: String {
        switch kind {
        case .file: name
        case .directory: name + "/"
        case .symlink(let destination): "\(name) → \(destination)"
        case .unreadable(let reason) where name.isEmpty: "(unreadable: \(reason))"
        case .unreadable(let reason): "\(name)/ (unreadable: \(reason))"
        case .tooDeep: "\(name)/ (too deep to open)"
        case .more(let count, let orMore): "… \(count)\(orMore ? "+" : "") more"
        }
    }
}

/// A directory's entries as a collection, read from disk the first time they are asked for and
/// then kept: expanding a directory reads it, and only it.
///
/// Everything on disk is taken as hostile: at most ``maximumEntries`` entries are shown (the
/// first by name) and a row counts the rest, counting stops after ``maximumCounted``, no level
/// past ``maximumDepth`` is opened, links are not followed and a directory that cannot be read
/// is a row saying why.
struct DirectoryListing: RandomAccessCollection {
    /// The most entries shown for one directory.
    static let maximumEntries = 200
    /// The most names read from one directory to choose the first by name.
    static let maximumRead = 10_000
    /// The most entries counted in one directory.
    static let maximumCounted = 1_000_000
    /// How many levels under the root are opened.
    static let maximumDepth = 16

    /// Reads the directory once and keeps its entries.
    final class Loader {
        let path: String
        let depth: Int
        private var loaded: [DirectoryEntry]?

        init(path: String, depth: Int) {
            self.path = path
            self.depth = depth
        }

        var entries: [DirectoryEntry] {
            if let loaded { return loaded }
            let read = DirectoryListing.read(path, depth: depth)
            loaded = read
            return read
        }
    }

    let loader: Loader

    /// The entries of the directory at `path`, `depth` levels under the root.
    init(path: String, depth: Int = 0) {
        loader = Loader(path: path, depth: depth)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { loader.entries.count }
    subscript(position: Int) -> DirectoryEntry { loader.entries[position] }

    /// The entries of `path`: the first ``maximumEntries`` by name, then a row counting the
    /// rest; or one row saying the directory could not be read.
    private static func read(_ path: String, depth: Int) -> [DirectoryEntry] {
        guard let directory = opendir(path) else {
            let reason = String(cString: strerror(errno))
            return [
                DirectoryEntry(id: path + "/\u{0}error", name: "", kind: .unreadable(reason: reason), children: nil)
            ]
        }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        var skipped = 0
        var counted = 0
        while counted < maximumCounted, let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            counted += 1
            if names.count < maximumRead { names.append(name) } else { skipped += 1 }
        }
        let orMore = counted >= maximumCounted && readdir(directory) != nil
        names.sort { $0.lexicographicallyPrecedes($1) }
        var entries = names.prefix(maximumEntries).map { entry(named: $0, in: path, depth: depth) }
        let more = names.count - entries.count + skipped
        if more > 0 {
            entries.append(
                DirectoryEntry(
                    id: path + "/\u{0}more", name: "", kind: .more(count: more, orMore: orMore), children: nil))
        }
        return entries
    }

    /// The entry `name` of the directory `parent`, from `lstat`: a link is a link, not what it
    /// points at.
    private static func entry(named bytes: [UInt8], in parent: String, depth: Int) -> DirectoryEntry {
        let name = String(decoding: bytes, as: UTF8.self)
        let path = parent.hasSuffix("/") ? parent + name : parent + "/" + name
        let shown = sanitised(name)
        var info = stat()
        guard lstat(path, &info) == 0 else {
            return DirectoryEntry(
                id: path, name: shown, kind: .unreadable(reason: String(cString: strerror(errno))), children: nil)
        }
        switch info.st_mode & S_IFMT {
        case S_IFLNK:
            return DirectoryEntry(
                id: path, name: shown, kind: .symlink(destination: destination(of: path)), children: nil)
        case S_IFDIR:
            if depth + 1 >= maximumDepth { return DirectoryEntry(id: path, name: shown, kind: .tooDeep, children: nil) }
            if access(path, R_OK | X_OK) != 0 {
                return DirectoryEntry(
                    id: path, name: shown, kind: .unreadable(reason: String(cString: strerror(errno))), children: nil)
            }
            return DirectoryEntry(
                id: path, name: shown, kind: .directory, children: DirectoryListing(path: path, depth: depth + 1))
        default:
            return DirectoryEntry(id: path, name: shown, kind: .file, children: nil)
        }
    }

    /// Where the link at `path` points, cut to a screenful and sanitised.
    private static func destination(of path: String) -> String {
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = buffer.withUnsafeMutableBufferPointer { buffer in
            readlink(
                path, UnsafeMutableRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self), buffer.count)
        }
        guard count >= 0 else { return "?" }
        return sanitised(String(decoding: buffer.prefix(Swift.min(count, buffer.count)), as: UTF8.self))
    }

    /// `name` with each control or bidirectional formatting character replaced by `?`: a file
    /// name may hold any byte but `/` and NUL, and a row is one line of plain text.
    static func sanitised(_ name: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator: result.append("?")
            default: result.append(scalar)
            }
        }
        return String(result)
    }
}
