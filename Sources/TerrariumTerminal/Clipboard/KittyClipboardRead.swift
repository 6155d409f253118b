/// Puts the packets that answer one kitty clipboard read back together: `status=OK`, then
/// `status=DATA` packets (each type's chunks in a row), then `status=DONE`.
///
/// It fails closed: an error status, a packet out of order or unreadable, or more data than
/// ``limit`` ends the read with a failure instead of partial data.
package struct KittyClipboardRead: Sendable {
    /// Where the read stands after a packet.
    package enum Outcome: Equatable, Sendable {
        /// More packets are expected.
        case pending
        /// Every type's data, in the order the terminal sent them.
        case finished([MIMEData])
        /// The read failed; the reason is a sentence.
        case failed(String)
    }

    /// One MIME type's data.
    package struct MIMEData: Equatable, Sendable {
        /// The MIME type.
        package var mimeType: String
        /// Its bytes.
        package var data: [UInt8]

        /// Creates one type's data.
        package init(mimeType: String, data: [UInt8]) {
            self.mimeType = mimeType
            self.data = data
        }
    }

    /// The id the request carried; packets with another id belong to someone else.
    package let id: String?
    /// The most data bytes, all types together, the read keeps.
    package let limit: Int
    private var started = false
    private var received: [MIMEData] = []
    private var total = 0
    private var finished = false

    /// Starts waiting for the answer to a request sent with `id`.
    package init(id: String?, limit: Int) {
        self.id = id
        self.limit = limit
    }

    /// Whether `packet` answers this read: a read packet with this read's id.
    package func accepts(_ packet: KittyClipboardPacket) -> Bool {
        packet.type == "read" && packet.id == id
    }

    /// Takes the next packet of the answer.
    package mutating func take(_ packet: KittyClipboardPacket?) -> Outcome {
        guard !finished else { return .failed("the answer had already ended") }
        guard let packet else { return fail("the terminal sent a clipboard packet that could not be read") }
        if packet.isError {
            return fail("the terminal refused to read the clipboard (\(packet.status ?? ""))")
        }
        switch packet.status {
        case "OK" where !started:
            started = true
            return .pending
        case "DATA" where started:
            guard let mimeType = packet.mimeType else { return fail("a data packet named no MIME type") }
            total += packet.payload.count
            guard total <= limit else { return fail("the clipboard holds more than \(limit) bytes") }
            if received.last?.mimeType == mimeType {
                received[received.count - 1].data += packet.payload
            } else {
                guard !received.contains(where: { $0.mimeType == mimeType }) else {
                    return fail("the data of \(mimeType) arrived in two parts")
                }
                received.append(MIMEData(mimeType: mimeType, data: packet.payload))
            }
            return .pending
        case "DONE" where started:
            finished = true
            return .finished(received)
        default:
            return fail("the terminal's clipboard packets arrived out of order")
        }
    }

    private mutating func fail(_ reason: String) -> Outcome {
        finished = true
        received = []
        return .failed(reason)
    }
}
