/// Shows escape bytes readably in failure messages: ESC as `⎋`, other controls as `^X`.
func readable(_ bytes: [UInt8]) -> String {
    var result = ""
    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
        switch scalar.value {
        case 0x1B: result += "⎋"
        case 0..<0x20: result += "^" + String(Unicode.Scalar(scalar.value + 0x40)!)
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result
}

extension Array where Element == UInt8 {
    /// The bytes of `text`, for writing expectations with escapes spelled out.
    init(ascii text: String) { self = Array(text.utf8) }
}
