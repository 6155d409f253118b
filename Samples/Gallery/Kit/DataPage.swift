import Foundation
import Terrarium

/// Data: a table of a million generated specimens, sorted by a click on a header, selecting
/// any number of rows, filtered by a search field; under it, an outline of a directory on disk.
struct DataPage: View {
    /// The directory the outline shows.
    let directory: String
    @State private var specimens: [Specimen]
    @State private var shown: [Specimen]
    @State private var order = [KeyPathComparator(\Specimen.id)]
    @State private var selection = Set<Specimen.ID>()
    @State private var query = ""

    /// A page of `specimens`, a million unless a test asks for fewer, and of the files in
    /// `directory`, the current one unless one is given.
    init(specimens: [Specimen] = Specimen.million, directory: String? = nil) {
        self.directory = directory ?? FileManager.default.currentDirectoryPath
        _specimens = State(initialValue: specimens)
        _shown = State(initialValue: specimens)
    }

    var body: some View {
        VStack(alignment: .leading) {
            Table(shown, selection: $selection, sortOrder: $order) {
                TableColumn("№", value: \.id) { Text("\($0.id)") }.width(8)
                TableColumn("Name", value: \.name)
                TableColumn("Genus", value: \.genus)
                TableColumn("Height", value: \.height) { Text("\($0.height) cm") }.width(min: 6, ideal: 8)
                TableColumn("Water", value: \.daysToWater) { Text("every \($0.daysToWater) d") }
                    .width(min: 6, ideal: 12)
            }
            Text("\(shown.count) of \(specimens.count) · \(selection.count) selected · click a header to sort").dim()
            DirectoryOutline(root: directory).frame(height: 7)
        }
        .searchable(text: $query, prompt: "Filter by name or genus")
        .onChange(of: order) {
            specimens.sort(using: order)
            filter()
        }
        .onChange(of: query) { filter() }
    }

    /// Shows the specimens whose name or genus contains the query, in the table's order.
    private func filter() {
        let needle = query.lowercased()
        guard !needle.isEmpty else {
            shown = specimens
            return
        }
        let genera = Set(Specimen.genera.filter { $0.lowercased().contains(needle) })
        let bytes = Array(needle.utf8)
        shown = specimens.filter { genera.contains($0.genus) || Self.bytes(of: $0.name, contain: bytes) }
    }

    /// Whether `text`'s UTF-8 holds `needle`'s: a plain byte search, as a million names are
    /// searched on every key typed.
    private static func bytes(of text: String, contain needle: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= needle.count else { return false }
            for start in 0...(bytes.count - needle.count) where bytes[start] == first {
                if needle.indices.allSatisfy({ bytes[start + $0] == needle[$0] }) { return true }
            }
            return false
        }
    }
}
