/// The rule for session names, which become file names in the runtime directory.
package enum SessionName {
    /// Whether `name` is 1 to 64 of `A-Z a-z 0-9 . _ -`, not starting with a dot.
    package static func isValid(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard (1...64).contains(bytes.count), bytes[0] != UInt8(ascii: ".") else { return false }
        return bytes.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"):
                true
            default: false
            }
        }
    }

    /// `name`, or ``GroupSessionError/invalidSessionName(_:)``.
    package static func validate(_ name: String) throws(GroupSessionError) {
        guard isValid(name) else { throw .invalidSessionName(name) }
    }
}
