import Terrarium
import TerrariumTerminal

/// Rows to search, each with the lowercased text the filter compares, made once.
@MainActor
final class SearchRows {
    /// One row of the list.
    struct Row: Identifiable {
        let id: Int
        let name: String
        /// `name` lowercased, so a keystroke compares without lowercasing every row again.
        let key: String
    }

    let rows: [Row]

    /// Whether `key` contains `needle`, comparing UTF-8 bytes: on Linux `String.contains` goes
    /// through Foundation's NSString bridging, which would take most of the keystroke's time.
    nonisolated static func contains(_ key: String, _ needle: String) -> Bool {
        var key = key
        var needle = needle
        return key.withUTF8 { haystack in
            needle.withUTF8 { pattern in
                guard let first = pattern.first, pattern.count <= haystack.count else { return pattern.isEmpty }
                var start = 0
                while start + pattern.count <= haystack.count {
                    if haystack[start] == first {
                        var matched = 1
                        while matched < pattern.count, haystack[start + matched] == pattern[matched] { matched += 1 }
                        if matched == pattern.count { return true }
                    }
                    start += 1
                }
                return false
            }
        }
    }

    init(count: Int) {
        rows = (0..<count).map { index in
            let name = RowsModel.row(index)
            return Row(id: index, name: name, key: name.lowercased())
        }
    }
}

/// A searchable `List` over N rows, filtered as the user types, as Apple's samples write one.
struct SearchFilterScreen: View {
    let model: SearchRows
    @State private var query = ""

    var body: some View {
        let needle = query.lowercased()
        let results = needle.isEmpty ? model.rows : model.rows.filter { SearchRows.contains($0.key, needle) }
        List(results) { row in Text(row.name) }
            .searchable(text: $query)
    }
}

/// `search-filter`: one keystroke in the search field of a searchable `List` narrows the rows
/// shown from those containing "4" to those containing "42"; timed from the key to the frame's
/// bytes, filtering included.
@MainActor
enum SearchFilterScenario {
    static func run(n: Int, size: Size, runs: Int) -> BenchmarkResult {
        PeakMemory.reset()
        let sink = FrameSink(SearchFilterScreen(model: SearchRows(count: n)), size: size)
        sink.frame()
        // The first focus stop is the search field.
        sink.host.send(.key(KeyPress(.tab)))
        sink.frame()
        let measurement = measure(
            runs: runs, warmUp: runs / 10 + 2,
            before: { _ in
                sink.host.send(.key(KeyPress(.character("u"), modifiers: .control)))
                sink.host.send(.key(KeyPress(.character("4"))))
                sink.frame()
            },
            { _ in
                sink.host.send(.key(KeyPress(.character("2"))))
                return sink.frame()
            })
        return BenchmarkResult(
            scenario: "search-filter", n: n, width: size.width, height: size.height, measurement: measurement,
            extra: [("peak_rss_mb", .double(PeakMemory.megabytes ?? 0))])
    }
}
