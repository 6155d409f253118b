/// How typed text is cut into the characters that key events carry: Swift's grapheme clusters,
/// except that a cluster longer than ``maxBytes`` is cut.
///
/// Without the cap, a cluster that never ends (a base followed by endless combining marks) would
/// be held back whole by ``InputDecoder`` and decoded again with every read. With it, one cluster
/// is decided from at most ``maxBytes`` bytes and one scalar more, so the held-back text stays
/// short however long the cluster grows.
///
/// A cluster longer than the cap is cut after its last scalar that fits, and the text after the
/// cut is broken into clusters again from there, as if it started the text: usually one more
/// cluster of the marks that follow, which a canvas shows on a dotted circle. Every cut depends
/// only on the bytes from the cluster's start, so text decoded in one read and in many pieces is
/// cut in the same places.
enum KeyClusters {
    /// The most UTF-8 bytes one key event's cluster holds: far more than any real cluster needs
    /// (an emoji family with skin tones is 41 bytes, text in the Stream-Safe Text Format at most
    /// 31 scalars), and few enough to decode again cheaply.
    static let maxBytes = 256

    /// Calls `body` with each cluster of `text` in turn, cut at the cap, and returns where the
    /// rest starts: a last cluster that more text could still extend, or the end of `text`.
    ///
    /// - Parameters:
    ///   - text: The text, starting at a cluster boundary.
    ///   - endsText: Whether nothing can follow `text`, so its last cluster is final too.
    static func split(_ text: Substring, endsText: Bool, _ body: (Character) -> Void) -> Substring.Index {
        let utf8 = text.utf8
        var start = text.startIndex
        while start < text.endIndex {
            // A window of the cap and one scalar more, which decides at least its first cluster: a
            // cluster that fills it is longer than the cap and is cut at `cut`, the last scalar
            // boundary within the cap. A window that reaches the end of the text is all there is.
            let capEnd = utf8.index(start, offsetBy: maxBytes, limitedBy: text.endIndex) ?? text.endIndex
            let isLast = capEnd == text.endIndex
            var cut = capEnd
            while !isLast, utf8[cut] & 0xC0 == 0x80 { cut = utf8.index(before: cut) }
            let windowEnd = isLast ? text.endIndex : text.unicodeScalars.index(after: cut)
            // A string of its own: a substring is broken into clusters along its base string's,
            // which a cut leaves behind, and finding them costs time that grows with the base.
            let window = String(text[start..<windowEnd])
            let total = window.utf8.count
            var done = 0
            for cluster in window {
                let count = cluster.utf8.count
                // A cluster that reaches the window's end may go on past it.
                if done + count == total, !isLast || !endsText { break }
                body(cluster)
                done += count
            }
            if done == 0, !isLast {
                // A prefix of a cluster is one cluster; splitting it anyway cannot lose text.
                for cluster in String(text[start..<cut]) { body(cluster) }
                start = cut
                continue
            }
            start = utf8.index(start, offsetBy: done)
            if isLast { return start }
        }
        return start
    }
}
