public import Foundation

/// An app's recently opened documents, most recent first, as an empty-state screen or an Open
/// Recent menu lists them.
///
/// Kept as a text file of absolute paths, one a line, at most ``limit`` of them, each once; it is
/// written atomically (`AtomicFileWriter`), so a crash leaves the old list or the new one. The
/// list is a convenience: a missing or damaged file reads as an empty list, lines that are not
/// absolute paths are ignored, and files that no longer exist are left out of ``urls()`` (but kept
/// in the file, as a drive that is not mounted now may come back).
///
/// ```swift
/// let recent = RecentDocuments.standardPath(appName: "notes").map { RecentDocuments(path: $0) }
/// try? recent?.noteOpened(document.fileURL)
/// ```
public struct RecentDocuments: Sendable {
    /// The list file's path.
    public let path: String
    /// The most documents the list holds.
    public let limit: Int
    /// The file system read and written through.
    private let fileSystem: any FileSystem

    /// The largest list file read; anything longer is not a list this type wrote.
    private static let maximumFileSize: Int64 = 1 << 20

    /// A list kept at `path`, holding at most `limit` documents.
    public init(path: String, fileSystem: any FileSystem = POSIXFileSystem(), limit: Int = 10) {
        self.path = path
        self.fileSystem = fileSystem
        self.limit = max(1, limit)
    }

    /// `$XDG_STATE_HOME/terrarium/APP/recent-documents`, else
    /// `~/.local/state/terrarium/APP/recent-documents`; nil without either, or when `appName`
    /// cannot name a folder (empty, `.`, `..`, or holding `/` or a control character).
    public static func standardPath(
        appName: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String? {
        guard Document.fileNameProblem(appName) == nil,
            let state = DocumentPath.terrariumStateFolder(environment: environment)
        else { return nil }
        return DocumentPath.join(DocumentPath.join(state, appName), "recent-documents")
    }

    /// The documents in the list that still exist, most recent first.
    public func urls() -> [URL] {
        entries().filter { (try? fileSystem.status(ofItemAt: $0, followingLinks: true)) != nil }
            .map { URL(fileURLWithPath: $0) }
    }

    /// Puts `url` first in the list (moving it up if it was there), dropping the oldest past
    /// ``limit``, and saves the list, making its folders if needed.
    ///
    /// A path holding a control character, which one line cannot hold, is not listed.
    public func noteOpened(_ url: URL) throws {
        let added = url.standardizedFileURL.path
        guard Self.isListable(added) else { return }
        let kept = entries().filter { $0 != added }
        try save(Array(([added] + kept).prefix(limit)))
    }

    /// Takes `url` out of the list, as after its file was deleted or on a Clear menu item.
    public func remove(_ url: URL) throws {
        let removed = url.standardizedFileURL.path
        let current = entries()
        guard current.contains(removed) else { return }
        try save(current.filter { $0 != removed })
    }

    /// The paths in the file, in order, without the lines that cannot be paths or repeat one;
    /// empty when the file is missing or cannot be read.
    private func entries() -> [String] {
        guard let data = try? fileSystem.readContents(at: path, limit: Self.maximumFileSize) else { return [] }
        var seen = Set<String>()
        var paths: [String] = []
        for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            guard let text = String(validating: line, as: UTF8.self), Self.isListable(text),
                seen.insert(text).inserted
            else { continue }
            paths.append(text)
        }
        return Array(paths.prefix(limit))
    }

    /// Whether `path` can be a line of the list: absolute, without control characters.
    private static func isListable(_ path: String) -> Bool {
        path.hasPrefix("/") && !path.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// Writes `paths` as the list, atomically, making the folders above it first.
    private func save(_ paths: [String]) throws {
        try fileSystem.makeFolders(at: DocumentPath.folder(of: path), permissions: 0o700)
        let text = paths.map { $0 + "\n" }.joined()
        // A list the folder's flush did not confirm is still in place; nothing to report.
        _ = try AtomicFileWriter(fileSystem: fileSystem).writeOutcome(
            FileWrapper(regularFileWithContents: Data(text.utf8)), to: path)
    }
}
