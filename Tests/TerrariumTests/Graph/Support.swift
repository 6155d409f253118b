import Foundation
import Terrarium
import TerrariumTerminal

/// Counts body evaluations per view, so tests can prove what was and was not re-evaluated.
@MainActor
final class EvaluationLog {
    private(set) var counts: [String: Int] = [:]

    func record(_ name: String) { counts[name, default: 0] += 1 }

    subscript(name: String) -> Int { counts[name] ?? 0 }
}

/// Keeps a binding handed out by a view body so a test can change the view's state later.
@MainActor
final class Handle<Value> {
    var binding: Binding<Value>?

    /// Keeps `binding`; returns nothing so a view body can call it in `let _ =`.
    func capture(_ binding: Binding<Value>) { self.binding = binding }

    var value: Value {
        get { binding!.wrappedValue }
        set { binding!.wrappedValue = newValue }
    }
}

/// Tables in `Docs/Architecture.md`, which tests compare with the code they describe.
enum ArchitectureDocument {
    /// The cells of each row of the table whose header line is `header`, without the separator.
    static func rows(ofTableWithHeader header: String) throws -> [[String]] {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: root.appending(path: "Docs/Architecture.md"), encoding: .utf8)
        var rows: [[String]] = []
        var inTable = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == header {
                inTable = true
                continue
            }
            guard inTable else { continue }
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.first != "---" { rows.append(cells) }
        }
        return rows
    }
}
