/// Ranks names by how well a typed query matches them: its letters must appear in order, case
/// ignored; matches at the start of the name or of a word, and letters next to each other, rank
/// first.
enum FuzzyMatch {
    /// The score of `name` for `query`, higher is better; nil when the letters are not all there.
    static func score(_ name: String, query: String) -> Int? {
        let query = Array(query.lowercased().filter { !$0.isWhitespace })
        guard !query.isEmpty else { return 0 }
        let letters = Array(name.lowercased())
        var score = 0
        var position = 0
        var previous = -2
        for wanted in query {
            guard let found = letters[position...].firstIndex(of: wanted) else { return nil }
            if found == previous + 1 { score += 3 }
            if found == 0 || letters[found - 1] == " " { score += 5 }
            score -= min(found - position, 10)
            previous = found
            position = found + 1
        }
        return score
    }

    /// The elements whose `key` matches `query`, best first, in their own order among equals.
    static func rank<Element>(_ elements: [Element], by query: String, key: (Element) -> String) -> [Element] {
        elements.enumerated()
            .compactMap { offset, element in score(key(element), query: query).map { (offset, $0, element) } }
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
            .map(\.2)
    }
}
