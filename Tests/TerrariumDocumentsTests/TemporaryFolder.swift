import Foundation

/// A new folder for one test, removed by ``remove()``.
struct TemporaryFolder {
    /// The folder's path, symbolic links resolved.
    let path: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.resolvingSymlinksInPath().path
        path = base + "/terrarium-documents-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The path of `name` inside the folder.
    func file(_ name: String) -> String { path + "/" + name }

    /// The URL of `name` inside the folder.
    func url(_ name: String) -> URL { URL(fileURLWithPath: file(name)) }

    /// Writes `text` to `name`.
    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: url(name))
    }

    /// The text in `name`, or nil when there is no such file.
    func text(_ name: String) -> String? {
        FileManager.default.contents(atPath: file(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The names in the folder, hidden ones too.
    func names() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    /// Removes the folder and everything in it.
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
