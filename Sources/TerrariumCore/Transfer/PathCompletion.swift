package import Foundation

/// Completes a typed file path as a shell does on Tab: to the longest prefix that every entry
/// it could name shares, with a `/` after a folder that is the only match.
///
/// ```swift
/// PathCompletion.complete("~/Doc")      // "~/Documents/"
/// ```
package enum PathCompletion {
    /// `path` completed as far as the entries on disk agree; `path` itself when nothing matches.
    package static func complete(_ path: String, fileManager: FileManager = .default) -> String {
        let expanded = (path as NSString).expandingTildeInPath
        let folder: String
        let prefix: String
        if path.isEmpty || path.hasSuffix("/") {
            folder = path.isEmpty ? "." : expanded
            prefix = ""
        } else {
            folder =
                (expanded as NSString).deletingLastPathComponent.isEmpty
                ? "." : (expanded as NSString).deletingLastPathComponent
            prefix = (expanded as NSString).lastPathComponent
        }
        guard let entries = try? fileManager.contentsOfDirectory(atPath: folder) else { return path }
        let matches = entries.filter { $0.hasPrefix(prefix) && (prefix.hasPrefix(".") || !$0.hasPrefix(".")) }.sorted()
        guard let first = matches.first else { return path }
        var common = first
        for match in matches.dropFirst() {
            common = String(zip(common, match).prefix { $0 == $1 }.map(\.0))
        }
        var completion = String(common.dropFirst(prefix.count))
        var isFolder: ObjCBool = false
        if matches.count == 1,
            fileManager.fileExists(atPath: (folder as NSString).appendingPathComponent(first), isDirectory: &isFolder),
            isFolder.boolValue
        {
            completion += "/"
        }
        return path + completion
    }
}
