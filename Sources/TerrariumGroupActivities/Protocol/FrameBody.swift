package import Foundation

/// The layout of a frame body: a 32-bit big-endian length, that many bytes of JSON header, then
/// raw payload bytes (a message, a chunk of a file), so bulk data is never re-encoded.
package enum FrameBody {
    /// A body of `header` as JSON followed by `payload`.
    package static func make(_ header: some Encodable, payload: Data = Data()) -> Data {
        let json = (try? encoder.encode(header)) ?? Data("{}".utf8)
        var body = Data(capacity: 4 + json.count + payload.count)
        Frame.append(UInt32(json.count), to: &body)
        body.append(json)
        body.append(payload)
        return body
    }

    /// The header and payload of `body`.
    ///
    /// - Throws: ``ProtocolError/malformed(_:)`` naming what did not decode.
    package static func parse<Header: Decodable>(
        _ type: Header.Type, from body: Data
    ) throws(ProtocolError) -> (header: Header, payload: Data) {
        guard body.count >= 4 else { throw .malformed("a body of \(body.count) bytes has no header") }
        let base = body.startIndex
        let length = body[base..<base + 4].reduce(0) { $0 << 8 | Int($1) }
        guard length <= body.count - 4 else { throw .malformed("a header longer than its body") }
        let header: Header
        do {
            header = try decoder.decode(Header.self, from: body[(base + 4)..<(base + 4 + length)])
        } catch {
            throw .malformed("\(Header.self) did not decode")
        }
        return (header, Data(body[(base + 4 + length)...]))
    }

    /// Frames of `kind` with `header` and `payload`.
    package static func frame(
        _ kind: FrameKind, _ header: some Encodable, payload: Data = Data(), sequence: UInt64 = 0
    ) -> Frame {
        Frame(kind, sequence: sequence, body: make(header, payload: payload))
    }

    private static let encoder = JSONEncoder()
    private static let decoder = JSONDecoder()
}
