package import Foundation

/// A temporary folder of executable shell scripts for tests that run programs, such as fake
/// clipboard tools put on a `PATH`, and of the files tests write; removed when the last
/// reference goes.
package final class ScriptFolder {
    /// Where the folder is.
    package let url: URL

    /// Creates an empty folder under the temporary directory.
    package init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-scripts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The full path of `name` in the folder.
    package func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes an executable `/bin/sh` script called `name` that runs `body`; returns its path.
    @discardableResult
    package func script(_ name: String, _ body: String) throws -> String {
        try ("#!/bin/sh\n" + body + "\n").write(toFile: path(name), atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path(name))
        return path(name)
    }

    /// Writes `text` to the file `name` in the folder.
    package func write(_ name: String, _ text: String) throws {
        try text.write(toFile: path(name), atomically: true, encoding: .utf8)
    }

    /// The text of the file `name` in the folder, or nil when there is none.
    package func contents(_ name: String) -> String? {
        try? String(contentsOfFile: path(name), encoding: .utf8)
    }
}
