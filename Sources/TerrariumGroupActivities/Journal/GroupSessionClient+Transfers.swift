import Foundation
import Synchronization
import TerrariumSystem
import TerrariumTransfer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension GroupSessionClient {
    /// The bytes of one chunk of an upload or download.
    static let chunkSize = 256 << 10
    /// The chunks of a transfer in flight at once: deep enough to keep an ssh pipe full.
    static let transferWindow = 16

    /// A connection dropped under a transfer; it starts again once the session is back.
    struct Interrupted: Error {}

    /// Where the bytes of an upload come from.
    enum UploadSource: Sendable {
        case data(Data)
        case file(URL)
    }

    /// Uploads bytes as attachment `id`, starting again after a reconnection, and returns the
    /// attachment once the hub has it complete.
    func upload(
        id: UUID, name: String, contentType: String, size: Int64, source: UploadSource,
        progress: (@Sendable (TransferProgress) -> Void)?
    ) async throws -> AttachmentRecord {
        try requireContributor("a viewer cannot add attachments")
        let limit = options.maximumAttachmentSize
        guard size <= limit else { throw GroupSessionError.attachmentTooLarge(size: size, limit: limit) }
        let begin = UploadBegin(id: id, name: name, contentType: contentType, size: size)
        while true {
            try await waitUntilJoined()
            if let record = attachments.value.first(where: { $0.id == id }) { return record }
            do {
                try await uploadOnce(begin, source: source, progress: progress)
            } catch is Interrupted {
                continue
            }
            return AttachmentRecord(
                id: id, name: name, contentType: contentType, size: size, addedBy: localParticipant)
        }
    }

    private func uploadOnce(
        _ begin: UploadBegin, source: UploadSource, progress: (@Sendable (TransferProgress) -> Void)?
    ) async throws {
        let (stream, continuation) = AsyncStream.makeStream(of: UploadStatus.self)
        let link = core.withLock { core -> FrameLink? in
            guard core.linkReady, let link = core.link else { return nil }
            core.uploads[begin.id] = continuation
            return link
        }
        guard let link else { throw Interrupted() }
        var finished = false
        // A connection that dropped keeps the hub's part for the next attempt to go on from: a
        // cancel sent down a link still closing could reach the hub and throw that part away.
        var interrupted = false
        defer {
            _ = core.withLock { $0.uploads.removeValue(forKey: begin.id) }
            if !finished, !interrupted {
                link.send(FrameBody.frame(.uploadCancel, UploadReference(id: begin.id)).encoded())
            }
        }
        do {
            try await sendUpload(begin, from: source, over: link, statuses: stream, progress: progress)
            finished = true
        } catch is Interrupted {
            interrupted = true
            throw Interrupted()
        }
    }

    /// Sends the upload's chunks within the window until the hub has them all and says so.
    private func sendUpload(
        _ begin: UploadBegin, from source: UploadSource, over link: FrameLink,
        statuses stream: AsyncStream<UploadStatus>,
        progress: (@Sendable (TransferProgress) -> Void)?
    ) async throws {
        link.send(FrameBody.frame(.uploadBegin, begin).encoded())
        var statuses = stream.makeAsyncIterator()
        // After a reconnection the hub says how much it kept: the upload goes on from there, or
        // is over if the hub finished it while the answer saying so was lost with the connection.
        let first = try await Self.next(&statuses)
        if first.completed { return }
        var acknowledged = first.received
        guard (0...begin.size).contains(acknowledged) else {
            throw GroupSessionError.protocolMismatch("the hub acknowledged \(acknowledged) bytes of \(begin.size)")
        }
        var reader = try ChunkReader(source)
        defer { reader.close() }
        try reader.skip(acknowledged)
        var sent = acknowledged
        progress?(TransferProgress(completedBytes: acknowledged, totalBytes: begin.size))
        while acknowledged < begin.size {
            try Task.checkCancellation()
            while sent < begin.size, sent - acknowledged < Int64(Self.chunkSize * Self.transferWindow) {
                let chunk = try reader.read(Int(min(Int64(Self.chunkSize), begin.size - sent)))
                guard !chunk.isEmpty else {
                    throw GroupSessionError.notPermitted("the attachment's file changed size while it was added")
                }
                let header = UploadChunk(id: begin.id, offset: sent)
                link.send(FrameBody.frame(.uploadChunk, header, payload: chunk).encoded(), bulk: true)
                sent += Int64(chunk.count)
            }
            acknowledged = try await Self.next(&statuses).received
            guard (0...sent).contains(acknowledged) else {
                throw GroupSessionError.protocolMismatch("the hub acknowledged \(acknowledged) bytes of \(sent) sent")
            }
            progress?(TransferProgress(completedBytes: acknowledged, totalBytes: begin.size))
        }
        link.send(FrameBody.frame(.uploadEnd, UploadReference(id: begin.id)).encoded())
        while try await !Self.next(&statuses).completed {}
    }

    private static func next(_ statuses: inout AsyncStream<UploadStatus>.AsyncIterator) async throws -> UploadStatus {
        guard let status = await statuses.next() else { throw Interrupted() }
        if let error = status.error { throw error }
        return status
    }

    /// Downloads attachment `record` into the open file `fd`, going on from the last byte
    /// written after a reconnection.
    ///
    /// - Parameter requestedBytes: Called with the length of each range asked of the hub.
    package func download(
        _ record: AttachmentRecord, into fd: Int32, requestedBytes: (@Sendable (Int) -> Void)? = nil
    ) async throws {
        var received: Int64 = 0
        while true {
            try await waitUntilJoined()
            guard attachments.value.contains(where: { $0.id == record.id }) else {
                throw GroupSessionError.attachmentNotFound
            }
            do {
                try await downloadOnce(record, into: fd, received: &received, requestedBytes: requestedBytes)
                return
            } catch is Interrupted {
                continue
            }
        }
    }

    private func downloadOnce(
        _ record: AttachmentRecord, into fd: Int32, received: inout Int64, requestedBytes: (@Sendable (Int) -> Void)?
    ) async throws {
        let (stream, continuation) = AsyncStream.makeStream(of: DownloadChunkEvent.self)
        guard let link = core.withLock({ $0.linkReady ? $0.link : nil }) else { throw Interrupted() }
        // Ranges are answered in the order asked, so everything before `received` is written.
        var requested = received
        var inFlight = 0
        var events = stream.makeAsyncIterator()
        while received < record.size {
            try Task.checkCancellation()
            while inFlight < Self.transferWindow, requested < record.size {
                let length = Int(min(Int64(Self.chunkSize), record.size - requested))
                let request = core.withLock { core -> UInt64? in
                    guard core.linkReady, core.link === link else { return nil }
                    let request = core.nextRequest
                    core.nextRequest += 1
                    core.downloads[request] = continuation
                    return request
                }
                guard let request else { throw Interrupted() }
                let body = DownloadRequest(request: request, id: record.id, offset: requested, length: length)
                link.send(FrameBody.frame(.downloadRequest, body).encoded())
                requestedBytes?(length)
                requested += Int64(length)
                inFlight += 1
            }
            guard let event = await events.next() else { throw Interrupted() }
            inFlight -= 1
            if let error = event.chunk.error { throw error }
            let expected = Int(min(Int64(Self.chunkSize), record.size - received))
            guard event.chunk.offset == received, event.bytes.count == expected else {
                throw GroupSessionError.protocolMismatch(
                    "the hub sent \(event.bytes.count) bytes at offset \(event.chunk.offset), not \(expected) at \(received)"
                )
            }
            let written = event.bytes.withUnsafeBytes { raw in
                pwrite(fd, raw.baseAddress, raw.count, off_t(event.chunk.offset))
            }
            guard written == event.bytes.count else {
                throw GroupSessionError.hubUnavailable("writing the attachment failed (\(SystemError.reason(errno)))")
            }
            received += Int64(written)
        }
    }
}

/// Reads an upload's bytes a chunk at a time, never the whole file at once.
private struct ChunkReader {
    private let source: GroupSessionClient.UploadSource
    private var handle: FileHandle?
    private var offset = 0

    init(_ source: GroupSessionClient.UploadSource) throws {
        self.source = source
        if case .file(let url) = source {
            guard let handle = FileHandle(forReadingAtPath: url.path) else {
                throw GroupSessionError.attachmentNotFound
            }
            self.handle = handle
        }
    }

    /// Moves past the first `count` bytes, which the hub already has.
    mutating func skip(_ count: Int64) throws {
        guard count > 0 else { return }
        switch source {
        case .data(let data): offset = Int(min(count, Int64(data.count)))
        case .file: try handle?.seek(toOffset: UInt64(count))
        }
    }

    mutating func read(_ count: Int) throws -> Data {
        switch source {
        case .data(let data):
            let start = data.startIndex + offset
            let end = min(start + count, data.endIndex)
            offset += end - start
            return data[start..<end]
        case .file:
            return try handle?.read(upToCount: count) ?? Data()
        }
    }

    func close() {
        try? handle?.close()
    }
}
