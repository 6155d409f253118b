package import Foundation

/// Where the references and failure artifacts of one test live.
package struct SnapshotPaths {
    /// The test's name as used in file names.
    package var testName: String
    /// The folder of reference files.
    package var directory: URL
    /// The folder that snapshots failing to match are written to.
    package var artifactsDirectory: URL

    /// The paths for `testName` in the test file at `filePath`.
    ///
    /// - Parameters:
    ///   - snapshotDirectory: A folder to use instead of `__Snapshots__/<TestFileName>` beside
    ///     the test file.
    ///   - artifactsDirectory: A folder to use instead of `SNAPSHOT_ARTIFACTS` or the temporary
    ///     directory's `TerrariumSnapshots`; the test file's name is appended either way.
    package init(filePath: String, testName: String, snapshotDirectory: String?, artifactsDirectory: String?) {
        let fileURL = URL(fileURLWithPath: filePath)
        let fileName = fileURL.deletingPathExtension().lastPathComponent
        self.testName = Self.sanitize(Self.functionName(testName))
        directory =
            snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? fileURL.deletingLastPathComponent().appending(components: "__Snapshots__", fileName)
        let artifactsRoot =
            artifactsDirectory ?? ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"]
            ?? FileManager.default.temporaryDirectory.appending(component: "TerrariumSnapshots").path
        self.artifactsDirectory = URL(fileURLWithPath: artifactsRoot, isDirectory: true).appending(component: fileName)
    }

    /// `#function` without its argument list: `greeting()` and `greeting(name:)` give `greeting`.
    package static func functionName(_ function: String) -> String {
        String(function.prefix { $0 != "(" })
    }

    /// `name` safe as part of a file name: runs of characters other than letters, digits and `_`
    /// become one `-`, and none is left at either end.
    package static func sanitize(_ name: String) -> String {
        var result = ""
        var pendingDash = false
        for character in name {
            if character.isLetter || character.isNumber || character == "_" {
                if pendingDash, !result.isEmpty { result.append("-") }
                pendingDash = false
                result.append(character)
            } else {
                pendingDash = true
            }
        }
        return result
    }
}
