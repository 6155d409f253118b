import Foundation
import Terrarium

/// A note of UTF-8 text, the document most tests need.
struct TestNote: FileDocument {
    static var readableContentTypes: [ContentType] { [.markdown, .plainText] }
    var text: String

    init(text: String = "") { self.text = text }

    init(configuration: ReadConfiguration) throws {
        text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

/// A temporary folder for one test, removed when the value goes away.
final class DocumentTestFolder {
    let url: URL

    init() {
        url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
            "terrarium-docs-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The URL of `name` in the folder.
    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Writes `text` to `name`.
    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: file(name))
    }

    /// The text of `name`, or nil when it is not there.
    func read(_ name: String) -> String? {
        (try? Data(contentsOf: file(name))).map { String(decoding: $0, as: UTF8.self) }
    }

    /// An environment whose timers never fire on their own and whose recovery copies stay here.
    @MainActor
    func environment() -> DocumentEnvironment {
        DocumentEnvironment(scheduler: ManualDocumentScheduler(), recoveryFolder: file("state").path)
    }
}

/// Waits, rendering nothing, until `condition` holds; fails after `timeout`.
///
/// The timeout is long because saves run on the concurrency runtime's threads, which the
/// end-to-end tests running beside these in `swift test` can keep busy for over a minute on a
/// two-core machine (on Linux the main actor then waits too); a wait that is met returns at once.
@MainActor
func waitUntil(
    _ what: String, timeout: Duration = .seconds(180), _ condition: @MainActor () -> Bool
) async throws {
    let clock = ContinuousClock()
    let end = clock.now + timeout
    while !condition() {
        guard clock.now < end else { throw WaitTimeout(what: what) }
        try await Task.sleep(for: .milliseconds(2))
    }
}

/// A wait that ran out of time.
struct WaitTimeout: Error, CustomStringConvertible {
    var what: String
    var description: String { "timed out waiting for \(what)" }
}
