import Foundation

/// A real file alone in a new temporary folder, for drops of files; `remove()` deletes both.
struct DroppedFile {
    let folder: URL
    let url: URL

    init(named name: String, contents: [UInt8] = [1]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("dropped-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        url = folder.appendingPathComponent(name)
        try Data(contents).write(to: url)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}
