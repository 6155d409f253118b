package import Foundation
package import TerrariumGroupActivities

/// A structure-aware reading of a fuzz input as shared-session frames, so that mutations change
/// a frame's kind, numbers or JSON rather than mostly breaking its length prefix.
///
/// The input is a mode byte, then records, each: a kind byte, a flags byte, the header (JSON) up to
/// a NUL byte, a 16-bit big-endian payload length and the payload. The header ends at a NUL, which
/// JSON never holds raw, rather than after a length, so a mutation that makes a number longer keeps
/// the record whole. Flag 1 means an explicit 64-bit sequence number follows the flags, flag 2 an
/// explicit acknowledgement, flag 4 that the record is sent as raw bytes instead of a frame (the
/// decoder's own fuzzing). Without flag 1 a reliable kind gets the next sequence number, so the
/// frame is accepted in order. A length past the end of the input takes what remains.
package struct FuzzRecords {
    /// The first byte: how the harness sets the scene before sending the records.
    package var mode: UInt8 = 0
    /// The frames (or raw pieces) to send, in order.
    package var pieces: [Data] = []
    /// Whether some pieces are raw bytes, which may leave a frame unfinished.
    package var hasRawPieces = false
    /// The sequence number of the last reliable frame among them, or where they started.
    package var lastSequence: UInt64 = 0

    /// The records of `input`; automatic sequence numbers continue from `sequenceStart(mode)`.
    package init(_ input: [UInt8], sequenceStart: (UInt8) -> UInt64 = { _ in 0 }) {
        var reader = Reader(input)
        guard let mode = reader.byte() else { return }
        self.mode = mode
        var sequence = sequenceStart(mode)
        lastSequence = sequence
        while let kindByte = reader.byte() {
            let flags = reader.byte() ?? 0
            let explicitSequence = flags & 1 != 0 ? reader.integer(UInt64.self) : nil
            let acknowledgement = flags & 2 != 0 ? reader.integer(UInt64.self) ?? 0 : 0
            let header = reader.bytes(upTo: 0)
            let payload = reader.bytes(Int(reader.integer(UInt16.self) ?? 0))
            if flags & 4 != 0 {
                hasRawPieces = true
                pieces.append(Data(header + payload))
                continue
            }
            // An unknown kind still goes out, as raw bytes with a valid length, for the decoder.
            guard let kind = FrameKind(rawValue: kindByte) else {
                var bytes = Data()
                let length = UInt32(truncatingIfNeeded: Frame.headerSize + header.count)
                withUnsafeBytes(of: length.bigEndian) { bytes.append(contentsOf: $0) }
                bytes.append(kindByte)
                bytes.append(Data(repeating: 0, count: Frame.headerSize - 1))
                bytes.append(contentsOf: header)
                pieces.append(bytes)
                continue
            }
            var number: UInt64 = 0
            if let explicitSequence {
                number = explicitSequence
            } else if kind.isReliable {
                sequence &+= 1
                number = sequence
            }
            if kind.isReliable { lastSequence = number }
            var body = Data()
            withUnsafeBytes(of: UInt32(truncatingIfNeeded: header.count).bigEndian) { body.append(contentsOf: $0) }
            body.append(contentsOf: header)
            body.append(contentsOf: payload)
            pieces.append(Frame(kind, sequence: number, acknowledgement: acknowledgement, body: body).encoded())
        }
    }

    /// Builds inputs for the seeds.
    package struct Builder {
        private(set) var bytes: [UInt8]

        /// An input starting with `mode`.
        package init(mode: UInt8) {
            bytes = [mode]
        }

        /// Adds a frame of `kind` whose header is `header` as JSON.
        package mutating func add(
            _ kind: FrameKind, _ header: some Encodable, payload: [UInt8] = [], sequence: UInt64? = nil
        ) {
            let json = (try? Self.encoder.encode(header)).map(Array.init) ?? Array("{}".utf8)
            add(kind.rawValue, header: json, payload: payload, sequence: sequence)
        }

        /// Adds a record of any kind byte.
        package mutating func add(_ kind: UInt8, header: [UInt8], payload: [UInt8] = [], sequence: UInt64? = nil) {
            bytes.append(kind)
            bytes.append(sequence == nil ? 0 : 1)
            if let sequence { withUnsafeBytes(of: sequence.bigEndian) { bytes.append(contentsOf: $0) } }
            bytes += header.filter { $0 != 0 }
            bytes.append(0)
            withUnsafeBytes(of: UInt16(clamping: payload.count).bigEndian) { bytes.append(contentsOf: $0) }
            bytes += payload.prefix(Int(UInt16.max))
        }

        private static let encoder: JSONEncoder = {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            return encoder
        }()
    }

    private struct Reader {
        let input: [UInt8]
        var offset = 0

        init(_ input: [UInt8]) {
            self.input = input
        }

        mutating func byte() -> UInt8? {
            guard offset < input.count else { return nil }
            defer { offset += 1 }
            return input[offset]
        }

        mutating func integer<Integer: FixedWidthInteger>(_: Integer.Type) -> Integer? {
            guard input.count - offset >= MemoryLayout<Integer>.size else { return nil }
            var value: Integer = 0
            for _ in 0..<MemoryLayout<Integer>.size {
                value = value << 8 | Integer(input[offset])
                offset += 1
            }
            return value
        }

        /// The bytes before the next `terminator`, which is skipped, or all that remain.
        mutating func bytes(upTo terminator: UInt8) -> [UInt8] {
            let end = input[offset...].firstIndex(of: terminator) ?? input.count
            defer { offset = min(input.count, end + 1) }
            return Array(input[offset..<end])
        }

        mutating func bytes(_ count: Int) -> [UInt8] {
            let end = min(input.count, offset + count)
            defer { offset = end }
            return Array(input[offset..<end])
        }
    }
}
