#if !TERRARIUM_REAL_DECODER
public struct InputDecoder: Sendable {
    public init() {}
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        bytes.map { .key(KeyEvent(.character(Character(Unicode.Scalar($0))))) }
    }
    public var hasPendingInput: Bool { false }
    public mutating func flush() -> [InputEvent] { [] }
}
#endif
