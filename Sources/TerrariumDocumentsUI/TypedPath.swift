import Foundation
import TerrariumCore
import TerrariumDocuments

/// A path a person typed, made a file URL the way a shell reads it.
enum TypedPath {
    /// The URL `typed` names: `~` is the home folder, a relative path starts at `base`.
    static func url(_ typed: String, from base: URL) -> URL {
        let expanded = (typed as NSString).expandingTildeInPath
        return URL(fileURLWithPath: expanded, relativeTo: base).standardizedFileURL
    }
}
