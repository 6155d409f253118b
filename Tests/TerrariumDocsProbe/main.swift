// Saves documents for tests that need a process of their own: one killed mid-save, or one
// run under `ulimit -f`, whose limit a test process cannot set on itself and survive.
//
//   TerrariumDocsProbe save FILE SOURCE       saves SOURCE's bytes over FILE once; prints the
//                                             document's error and exits 1 if the save fails
//   TerrariumDocsProbe save-loop FILE A B     saves A's bytes, then B's, over FILE, forever,
//                                             printing "saving" before the first save and
//                                             "saved" after each
import Foundation
import TerrariumDocuments

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A document whose contents are set from outside.
final class BytesDocument: Document {
    var bytes = Data()

    override func load(fromContents contents: FileWrapper, ofType typeName: ContentType?) throws {
        bytes = contents.regularFileContents ?? Data()
    }

    override func contents(forType typeName: ContentType?) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: bytes)
    }
}

// Past `ulimit -f` the kernel sends SIGXFSZ, which kills by default; ignored, the write fails
// with EFBIG instead, as an app must arrange so its document can say so.
signal(SIGXFSZ, SIG_IGN)

let arguments = CommandLine.arguments
guard arguments.count >= 4 else {
    FileHandle.standardError.write(Data("usage: TerrariumDocsProbe save FILE SOURCE | save-loop FILE A B\n".utf8))
    exit(2)
}
let environment = DocumentEnvironment(recoveryFolder: nil, locksFiles: false)
let document = BytesDocument(fileURL: URL(fileURLWithPath: arguments[2]), environment: environment)
guard await document.open() else {
    print(document.lastError?.message ?? "not opened")
    exit(1)
}
let sources = arguments[3...].map { FileManager.default.contents(atPath: $0) ?? Data() }
if arguments[1] == "save" {
    document.bytes = sources[0]
    document.updateChangeCount(.done)
    do {
        try await document.save(to: document.fileURL, for: .forOverwriting)
        print("saved")
    } catch {
        print(document.lastError?.message ?? "\(error)")
        exit(1)
    }
} else {
    FileHandle.standardOutput.write(Data("saving\n".utf8))
    var index = 0
    while true {
        document.bytes = sources[index % sources.count]
        document.updateChangeCount(.done)
        if (try? await document.save(to: document.fileURL, for: .forOverwriting)) != nil {
            FileHandle.standardOutput.write(Data("saved\n".utf8))
        }
        index += 1
    }
}
