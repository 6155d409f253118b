import Foundation
import TerrariumTerminal
import TerrariumTransfer

/// Drags out of the app through kitty's drag and drop protocol (OSC 72): what a source under the
/// pointer offers becomes an operating-system drag that other programs, or this app's own
/// destinations, can take.
///
/// Enabled by ``KittyDropReceiver`` once the terminal answers the protocol's query: the app then
/// offers drags (`t=o:x=1`), and the terminal turns a press-and-move into a gesture (`t=o` with
/// the cell) instead of mouse reports. The source at that cell is exported in every MIME-typed
/// representation it has, plain text first and a URI list for files and links; plain text and the
/// URI list are sent ahead, as platforms such as macOS need them before the drop, and the rest
/// when the terminal asks. A gesture over no source, or over one whose items export nothing, is
/// declined.
///
/// A drop of such a drag back onto the app arrives through ``KittyDropReceiver`` like any other,
/// so a destination inside the app still takes a drag that started there.
@MainActor
package final class KittyDragSource {
    /// Where the drag is: being prepared, offered and waiting for the terminal to start it, or
    /// under way.
    package enum Phase: Equatable, Sendable {
        /// No drag out of the app.
        case idle
        /// The source's items are being exported.
        case preparing
        /// The offer is sent and the terminal has not said it started.
        case offered
        /// The terminal started the drag.
        case dragging
    }

    unowned let router: DragAndDropRouter
    private var write: ((EscapeSequence) -> Void)?
    /// Whether the terminal was told the app offers drags.
    package private(set) var isEnabled = false
    /// The drag's phase.
    package private(set) var phase = Phase.idle
    /// How the last drag out ended: true when dropped somewhere, false when cancelled; nil while
    /// none has ended.
    package private(set) var lastDragWasDropped: Bool?
    /// The offered MIME types and their data, in the order offered.
    private var offered: [(mimeType: String, data: [UInt8])] = []
    /// Counts gestures, so that an export finishing after a newer gesture is dropped.
    private var generation = 0

    /// The MIME types sent ahead of the drag, as the protocol asks for well-known types.
    static let presentedMIMETypes: Set<String> = [ClipboardContent.textMIMEType, uriListMIMEType]
    /// Types larger than this are sent only when the terminal asks, never ahead.
    static let presentLimit = 16 << 20
    /// The MIME type of a list of URIs, one per line.
    static let uriListMIMEType = "text/uri-list"
    /// The most characters of the label the terminal draws under the pointer.
    static let labelLength = 40

    init(router: DragAndDropRouter) {
        self.router = router
    }

    /// Tells the terminal the app offers drags.
    func enable(writing write: @escaping (EscapeSequence) -> Void) {
        guard !isEnabled else { return }
        self.write = write
        isEnabled = true
        send(.offerDrags(true))
    }

    /// Cancels a drag in progress and tells the terminal the app offers no more.
    func stop() {
        if isEnabled {
            if phase != .idle { send(.cancelDrag()) }
            send(.offerDrags(false))
        }
        isEnabled = false
        phase = .idle
        offered = []
        write = nil
    }

    private func send(_ message: DragAndDropMessage) { write?(message.sequence) }

    private func send(_ messages: [DragAndDropMessage]) {
        for message in messages { send(message) }
    }

    /// Handles a message about drags out of the app; returns whether it was one.
    func handle(_ message: DragAndDropMessage) -> Bool {
        switch message.type {
        case "o": begin(at: message.location)
        case "e": progress(message)
        case "E": error(message)
        default: return false
        }
        return true
    }

    // MARK: - Offering

    private func begin(at location: Point?) {
        guard isEnabled else { return }
        // The terminal took the press-and-move: a drag inside the app it started is no longer
        // the pointer's.
        router.pointerTakenByTerminal()
        generation += 1
        let items = location.map { router.dragItems(at: $0) } ?? []
        guard !items.isEmpty else {
            decline()
            return
        }
        phase = .preparing
        let expected = generation
        router.track(
            Task { [weak self] in
                let representations = await Self.representations(of: items)
                guard let self, self.generation == expected, self.phase == .preparing else { return }
                self.offer(representations, label: Self.label(of: representations))
            })
    }

    /// Refuses the gesture; the terminal answers an error, which is ignored while idle.
    private func decline() {
        phase = .idle
        offered = []
        send(.cancelDrag())
    }

    private func offer(_ representations: [(mimeType: String, data: [UInt8])], label: String?) {
        guard !representations.isEmpty else {
            decline()
            return
        }
        offered = representations
        phase = .offered
        send(.startDragOffer(operations: 1, mimeTypes: representations.map(\.mimeType)))
        for (index, representation) in representations.enumerated()
        where Self.presentedMIMETypes.contains(representation.mimeType)
            && representation.data.count <= Self.presentLimit
        {
            send(DragAndDropMessage.presentData(index: index, data: representation.data))
        }
        if let label { send(DragAndDropMessage.dragImage(text: label)) }
        send(.startDrag())
    }

    /// The items in every MIME type they offer, plain text first, then a URI list of the files
    /// and links among them, then the others in the items' order.
    static func representations(of items: [TransferItem]) async -> [(mimeType: String, data: [UInt8])] {
        var representations = await ClipboardContent.representations(
            of: items, text: await ClipboardContent.text(of: items))
        var uris: [String] = []
        for item in items where item.contentType(accepting: [.url]) != nil {
            guard let data = try? await item.data(as: .url), let uri = String(data: data, encoding: .utf8) else {
                continue
            }
            uris.append(uri)
        }
        if !uris.isEmpty, !representations.contains(where: { $0.mimeType == uriListMIMEType }) {
            let list = (uris.map { $0 + "\r\n" }).joined()
            let at = representations.first?.mimeType == ClipboardContent.textMIMEType ? 1 : 0
            representations.insert((uriListMIMEType, Array(list.utf8)), at: at)
        }
        return representations
    }

    /// What the terminal draws under the pointer: the first line of the text, shortened.
    static func label(of representations: [(mimeType: String, data: [UInt8])]) -> String? {
        guard let text = representations.first(where: { $0.mimeType == ClipboardContent.textMIMEType }) else {
            return nil
        }
        let line = String(decoding: text.data, as: UTF8.self).split(whereSeparator: \.isNewline).first ?? ""
        let visible = Sanitizer.sanitize(String(line))
        guard !visible.isEmpty else { return nil }
        return visible.count > labelLength ? String(visible.prefix(labelLength - 1)) + "…" : visible
    }

    // MARK: - The drag under way

    private func progress(_ message: DragAndDropMessage) {
        guard phase == .dragging || phase == .offered else { return }
        switch message["x"] {
        case 4:
            lastDragWasDropped = message["y"] != 1
            phase = .idle
            offered = []
        case 5:
            let index = message["y"] ?? -1
            guard offered.indices.contains(index) else {
                send(.dragError(index: index, name: "ENOENT"))
                return
            }
            send(DragAndDropMessage.dragData(index: index, data: offered[index].data))
        default:
            // Accepted by a program, the operation it would do, dropped: nothing to do until it
            // asks for data or the drag ends.
            break
        }
    }

    private func error(_ message: DragAndDropMessage) {
        let answer = String(decoding: message.payload, as: UTF8.self)
        guard phase == .offered || phase == .dragging else { return }
        if answer == "OK" {
            phase = .dragging
            return
        }
        phase = .idle
        offered = []
        // EPERM: the button came up before the offer, or the terminal would not start a drag here;
        // the user saw nothing start and nothing failed.
        if !answer.hasPrefix("EPERM") {
            router.reportFailure(
                "the terminal did not carry the drag out of the app: \(Sanitizer.sanitize(String(answer.prefix(200))))")
        }
    }
}
