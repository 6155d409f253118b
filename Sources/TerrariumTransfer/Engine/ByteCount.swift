/// Byte counts as people read them, in the decimal units size limits are stated in.
package enum ByteCount {
    /// `count` for a person: "812 bytes", "4.2 MB", "100 MB", "1.1 GB".
    package static func text(_ count: Int64) -> String {
        if count < 1000 { return "\(count) bytes" }
        let units = ["KB", "MB", "GB", "TB"]
        var value = Double(count) / 1000
        var unit = 0
        while value >= 1000 && unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        let rounded = (value * 10).rounded() / 10
        let text = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        return text + " " + units[unit]
    }
}
