import Foundation
import Synchronization
import Testing

@testable import TerrariumTransfer

/// A video kept on disk, moved as a file; it records what its importer saw.
struct Video: Transferable {
    static let seen = Mutex<[URL]>([])

    var file: URL
    var contents: Data

    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(contentType: .mpeg4Movie) { video in
            SentTransferredFile(video.file)
        } importing: { received in
            seen.withLock { $0.append(received.file) }
            #expect(!received.isOriginalFile)
            return Video(file: received.file, contents: try Data(contentsOf: received.file))
        }
        .suggestedFileName { $0.file.lastPathComponent }
    }
}

/// A file-backed value whose importer fails.
struct BrokenVideo: Transferable {
    static let seen = Mutex<[URL]>([])

    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(importedContentType: .movie) { received in
            seen.withLock { $0.append(received.file) }
            throw TransferError.decodingFailed(reason: "no frames")
        }
    }
}

@Suite struct FileRepresentationTests {
    private func makeOriginal(bytes: Int = 3 * (1 << 20) + 17) throws -> URL {
        let folder = try TransferFiles.makeTemporaryFolder()
        let url = folder.appendingPathComponent("clip.mp4")
        try Data((0..<bytes).map { UInt8(truncatingIfNeeded: $0) }).write(to: url)
        return url
    }

    @Test func theReceiverGetsACopyThatIsRemovedAfterItsImporterReturns() async throws {
        let original = try makeOriginal()
        defer { try? FileManager.default.removeItem(at: original.deletingLastPathComponent()) }
        let before = try Data(contentsOf: original)
        let updates = Mutex<[TransferProgress]>([])
        let video = try await Video.imported(fromFileAt: original) { progress in
            updates.withLock { $0.append(progress) }
        }
        #expect(video.contents == before)
        #expect(video.file != original)
        #expect(video.file.lastPathComponent == "clip.mp4")
        #expect(!FileManager.default.fileExists(atPath: video.file.path))
        #expect(!FileManager.default.fileExists(atPath: video.file.deletingLastPathComponent().path))
        #expect(try Data(contentsOf: original) == before)
        let reports = updates.withLock { $0 }
        #expect(reports.first == TransferProgress(completedBytes: 0, totalBytes: Int64(before.count)))
        #expect(reports.last?.isFinished == true)
        #expect(reports.count >= 4)
    }

    @Test func theCopyIsRemovedWhenTheImporterThrows() async throws {
        let original = try makeOriginal(bytes: 100)
        defer { try? FileManager.default.removeItem(at: original.deletingLastPathComponent()) }
        await #expect(throws: TransferError.decodingFailed(reason: "no frames")) {
            _ = try await BrokenVideo.imported(fromFileAt: original)
        }
        let copy = try #require(BrokenVideo.seen.withLock { $0.last })
        #expect(!FileManager.default.fileExists(atPath: copy.path))
        #expect(FileManager.default.fileExists(atPath: original.path))
    }

    @Test func anInProcessTransferCopiesTheSendersFileAndLeavesIt() async throws {
        let original = try makeOriginal(bytes: 4096)
        defer { try? FileManager.default.removeItem(at: original.deletingLastPathComponent()) }
        let sender = Video(file: original, contents: Data())
        let received = try await TransferItem(sender).load(Video.self)
        #expect(received.contents == (try Data(contentsOf: original)))
        #expect(!FileManager.default.fileExists(atPath: received.file.path))
        #expect(FileManager.default.fileExists(atPath: original.path))
    }

    @Test func aFileExportIsReadAsDataAndWrittenToADestination() async throws {
        let original = try makeOriginal(bytes: 2048)
        defer { try? FileManager.default.removeItem(at: original.deletingLastPathComponent()) }
        let item = TransferItem(Video(file: original, contents: Data()))
        #expect(item.suggestedFileName(for: .movie) == "clip.mp4")
        #expect(try await item.data(as: .movie) == (try Data(contentsOf: original)))
        await #expect(throws: TransferError.tooLarge(size: 2048, limit: 1000)) {
            _ = try await item.data(as: .movie, limit: 1000)
        }
        let destination = original.deletingLastPathComponent().appendingPathComponent("shared.mp4")
        try await item.write(as: .mpeg4Movie, to: destination)
        #expect(try Data(contentsOf: destination) == (try Data(contentsOf: original)))
    }

    @Test func aWriteThatMustNotReplaceLeavesAnExistingFileAlone() async throws {
        let original = try makeOriginal(bytes: 2048)
        let folder = original.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        let existing = folder.appendingPathComponent("kept.mp4")
        try Data("mine".utf8).write(to: existing)
        // A file payload, copied in chunks, and a data payload, written at once.
        await #expect(throws: TransferError.self) {
            try await TransferItem(Video(file: original, contents: Data())).write(
                as: .mpeg4Movie, to: existing, replacing: false)
        }
        await #expect(throws: TransferError.self) {
            try await TransferItem("text").write(as: .plainText, to: existing, replacing: false)
        }
        #expect(try Data(contentsOf: existing) == Data("mine".utf8))
        let fresh = folder.appendingPathComponent("fresh.txt")
        try await TransferItem("text").write(as: .plainText, to: fresh, replacing: false)
        #expect(try String(contentsOf: fresh, encoding: .utf8) == "text")
    }

    @Test func bytesHandedToAFileRepresentationArriveAsATemporaryFile() async throws {
        let video = try await Video.imported(from: Data("frames".utf8), contentType: .mpeg4Movie)
        #expect(video.contents == Data("frames".utf8))
        #expect(video.file.pathExtension == "mp4")
        #expect(!FileManager.default.fileExists(atPath: video.file.path))
    }

    @Test func aMissingFileIsReportedByName() async throws {
        let missing = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("no-such-clip.mp4")
        await #expect(throws: TransferError.fileMissing(missing)) {
            _ = try await Video.imported(fromFileAt: missing)
        }
        let item = TransferItem(Video(file: missing, contents: Data()))
        await #expect(throws: TransferError.fileMissing(missing)) {
            _ = try await item.data(as: .movie)
        }
    }

    @Test func aDataRepresentationReadsAFileUnderTheLimit() async throws {
        let original = try makeOriginal(bytes: 10)
        defer { try? FileManager.default.removeItem(at: original.deletingLastPathComponent()) }
        #expect(try await Data.imported(fromFileAt: original).count == 10)
        await #expect(throws: TransferError.tooLarge(size: 10, limit: 5)) {
            _ = try await Data.imported(fromFileAt: original, limit: 5)
        }
    }
}
