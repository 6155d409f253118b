import Foundation
import TerrariumTerminal
import TerrariumTransfer

/// Drops from outside the app through kitty's drag and drop protocol (OSC 72), into the same
/// destinations a drag inside the app reaches, at the cell the terminal reports; it also enables
/// and routes to ``KittyDragSource``, which carries drags out.
///
/// Asked for with ``start(writing:)``; used only once the terminal answers the query, so a
/// terminal without the protocol sees one query and nothing more. A drag over the window
/// targets the destination under it, which the terminal hears it would take (as a copy) or not;
/// on the drop the data is asked for in the MIME type the destination prefers, `text/uri-list`
/// first, which becomes dropped files.
@MainActor
package final class KittyDropReceiver {
    unowned let router: DragAndDropRouter
    /// Where messages to the terminal go; nil until started.
    private var write: ((EscapeSequence) -> Void)?
    /// Whether the terminal answered the query and was told the app takes drops.
    package private(set) var isEnabled = false
    /// The MIME types the drag over the window offers.
    private var offered: [String] = []
    /// The drop whose data is arriving: where, in which MIME type, and the bytes so far.
    private var pending: (location: Point, mimeType: String, index: Int, data: [UInt8])?

    /// The most bytes of a drop the app takes, as for a clipboard read; a larger drop is refused.
    package var maximumDropBytes = Clipboard.maximumReadBytes

    /// What the app asks the terminal for first: dropped files.
    static let preferredMIMETypes = [
        KittyDragSource.uriListMIMEType, ClipboardContent.utf8TextMIMEType, ClipboardContent.textMIMEType,
    ]

    init(router: DragAndDropRouter) {
        self.router = router
    }

    /// Asks the terminal whether it speaks the protocol, followed by a device-attributes query
    /// that every terminal answers, so the answer is never waited for.
    package func start(writing write: @escaping (EscapeSequence) -> Void) {
        self.write = write
        write(DragAndDropMessage.querySequence)
    }

    /// Tells the terminal the app takes no more drops and offers no more drags.
    package func stop() {
        router.kittyDrags.stop()
        if isEnabled { write?(DragAndDropMessage.stopAcceptingDrops().sequence) }
        isEnabled = false
        write = nil
    }

    private func send(_ message: DragAndDropMessage) { write?(message.sequence) }

    /// The content types a MIME type stands for: a URI list is files or links.
    static func contentTypes(forMIMEType mimeType: String) -> [ContentType] {
        if mimeType == KittyDragSource.uriListMIMEType { return [.fileURL, .url] }
        return ContentType(mimeType: mimeType).map { [$0] } ?? []
    }

    /// Handles a message from the terminal; returns whether it was one of the protocol's.
    package func handle(_ message: DragAndDropMessage) -> Bool {
        guard write != nil else { return false }
        switch message.type {
        case "q":
            guard !isEnabled else { return true }
            isEnabled = true
            send(.acceptDrops(mimeTypes: Self.preferredMIMETypes))
            if let write { router.kittyDrags.enable(writing: write) }
        case "m":
            guard isEnabled else { return true }
            if !message.payload.isEmpty { offered = message.list }
            guard let location = message.location else {
                router.exitTarget()
                offered = []
                return true
            }
            let wanted = wantedMIMETypes(at: location)
            send(.dropStatus(operation: wanted.isEmpty ? 0 : 1, mimeTypes: wanted))
        case "M":
            guard isEnabled else { return true }
            offered = message.list
            guard let location = message.location, let mimeType = wantedMIMETypes(at: location).first,
                let index = offered.firstIndex(of: mimeType)
            else {
                router.exitTarget()
                send(.finishDrop(operation: 0))
                return true
            }
            pending = (location, mimeType, index + 1, [])
            send(.requestData(index: index + 1))
        case "r":
            receiveData(message)
        case "R":
            guard pending != nil else { return true }
            pending = nil
            router.exitTarget()
            router.reportFailure(
                "the terminal could not hand over the drop: \(String(decoding: message.payload, as: UTF8.self))")
            send(.finishDrop(operation: 0))
        default:
            return router.kittyDrags.handle(message)
        }
        return true
    }

    /// The offered MIME types the destination at `location` would take, the app's preferred
    /// first; targets that destination.
    private func wantedMIMETypes(at location: Point) -> [String] {
        let ordered =
            Self.preferredMIMETypes.filter(offered.contains) + offered.filter { !Self.preferredMIMETypes.contains($0) }
        guard router.retarget(at: location, offering: ordered.flatMap(Self.contentTypes(forMIMEType:))) else {
            return []
        }
        let wanted = ordered.filter { router.targetAccepts(Self.contentTypes(forMIMEType: $0), at: location) }
        // A hosted destination asked one type at a time is told the whole of what it takes.
        router.retarget(at: location, offering: wanted.flatMap(Self.contentTypes(forMIMEType:)))
        return wanted
    }

    private func receiveData(_ message: DragAndDropMessage) {
        guard var drop = pending, message["x"] == drop.index else { return }
        guard !message.payload.isEmpty else {
            pending = nil
            let taken = router.drop(Self.items(from: drop.data, mimeType: drop.mimeType), at: drop.location)
            send(.finishDrop(operation: taken ? 1 : 0))
            return
        }
        guard let bytes = message.decodedData else {
            pending = nil
            router.exitTarget()
            router.reportFailure("the terminal sent a drop that is not base64")
            send(.finishDrop(operation: 0))
            return
        }
        guard drop.data.count + bytes.count <= maximumDropBytes else {
            pending = nil
            router.exitTarget()
            router.reportFailure("the drop is larger than \(maximumDropBytes) bytes; nothing was dropped")
            send(.finishDrop(operation: 0))
            return
        }
        drop.data += bytes
        pending = drop
    }

    /// The items a drop's data makes: one per entry of a URI list, a file for each file URI;
    /// otherwise one item of the data in its MIME type's content type.
    static func items(from data: [UInt8], mimeType: String) -> [TransferItem] {
        guard mimeType == KittyDragSource.uriListMIMEType else {
            let type = contentTypes(forMIMEType: mimeType).first ?? .data
            return [TransferItem(representations: [(type, Data(data))])]
        }
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).compactMap { line in
            let entry = line.trimmingCharacters(in: .whitespaces)
            guard !entry.isEmpty, !entry.hasPrefix("#") else { return nil }
            if let file = DroppedFileParser.fileURL(fromURI: entry) { return TransferItem(droppedFile: file) }
            return URL(string: entry).map { TransferItem($0) }
        }
    }
}
