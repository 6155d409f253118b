import Foundation
import Observation
import Synchronization
import TerrariumTransfer
import Testing

@testable import TerrariumDocuments

@MainActor
@Suite struct DocumentContentTests {
    private func content() -> DocumentContent<String> {
        DocumentContent(
            "start", readable: [.plainText, .text], writable: [.json],
            make: { configuration in
                "\(configuration.contentType.identifier): "
                    + String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
            })
    }

    @Test func aFileOfNoKnownTypeIsReadAsTheFirstReadableType() throws {
        let file = FileWrapper(regularFileWithContents: Data("hi".utf8))
        #expect(try content().read(file, ofType: nil) == "public.plain-text: hi")
        #expect(try content().read(file, ofType: .text) == "public.text: hi")
    }

    @Test func aFileOfNoKnownTypeIsWrittenAsTheFirstWritableType() {
        #expect(content().defaultWritableType == .json)
        #expect(content().writeConfiguration(forType: nil).contentType == .json)
        #expect(content().writeConfiguration(forType: .text).contentType == .text)
        #expect(content().writeConfiguration(forType: nil).existingFile == nil)
    }

    @Test func readingDoesNotChangeTheValue() throws {
        let content = content()
        _ = try content.read(FileWrapper(regularFileWithContents: Data()), ofType: nil)
        #expect(content.value == "start")
    }

    @Test func aNewValueIsObserved() {
        let content = content()
        let changed = Mutex(false)
        withObservationTracking {
            _ = content.value
        } onChange: {
            changed.withLock { $0 = true }
        }
        content.value = "next"
        #expect(changed.withLock { $0 })
        #expect(content.value == "next")
    }
}
