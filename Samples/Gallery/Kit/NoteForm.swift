import Observation
import Terrarium
import TerrariumTerminal

/// How often each plant was watered: an edit the undo keys take back.
@Observable @MainActor
final class WateringLog {
    private(set) var counts: [String: Int] = [:]

    /// Waters `plant` once, as one step of `undoManager`.
    func water(_ plant: String, undoManager: UndoManager?) {
        counts[plant, default: 0] += 1
        undoManager?.registerUndo(withTarget: self) { log in
            log.unwater(plant, undoManager: undoManager)
        }
        undoManager?.setActionName("Water")
    }

    private func unwater(_ plant: String, undoManager: UndoManager?) {
        counts[plant, default: 0] -= 1
        undoManager?.registerUndo(withTarget: self) { log in
            log.water(plant, undoManager: undoManager)
        }
    }
}

/// A form: two fields, a toggle, a row of buttons (a focus section: ← and → move along it), a
/// watering count and a paste target.
struct NoteForm: View {
    let plant: String
    @Binding var status: String

    @State private var name = ""
    @State private var notes = ""
    @State private var notify = true
    @State private var log = WateringLog()
    @State private var pasted = ""
    @Environment(\.undoManager) private var undoManager

    var body: some View {
        VStack(alignment: .leading) {
            Text("Note on \(plant)").underline()
            TextField("Name", text: $name).frame(width: 18)
            TextField("Notes", text: $notes).frame(width: 18)
            Toggle("Notify", isOn: $notify)
            HStack(spacing: 1) {
                Button("Save") {
                    status = "saved \(name.isEmpty ? "(empty)" : name), notify \(notify ? "on" : "off")"
                }
                .keyboardShortcut("s")
                Button("Water") { log.water(plant, undoManager: undoManager) }
                    .keyboardShortcut("o")
            }
            .focusSection()
            Text("watered \(log.counts[plant, default: 0]) times")
            PasteTarget(pasted: $pasted)
        }
    }
}

/// A view that takes pasted text while focused and says what it got.
struct PasteTarget: View {
    @Binding var pasted: String

    var body: some View {
        PasteSummary(pasted: pasted)
            .focusable()
            .onPaste { pasted = $0 }
    }
}

/// What the paste target got, reversed while it has focus.
struct PasteSummary: View {
    let pasted: String
    @Environment(\.isFocused) private var isFocused

    var body: some View {
        Text(summary).reverse(isFocused)
    }

    private var summary: String {
        guard !pasted.isEmpty else { return "paste here" }
        let preview = pasted.prefix(12).map { $0.isNewline ? "⏎" : String($0) }.joined()
        return "pasted \(pasted.count) ch: \(preview)"
    }
}
