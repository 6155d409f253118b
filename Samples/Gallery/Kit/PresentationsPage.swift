import Terrarium

/// Presentations: buttons that open a sheet with detents, a full-screen cover, an alert with
/// roles, a confirmation dialog and a popover, and a line saying what the last one did.
struct PresentationsPage: View {
    @State private var showsSheet = false
    @State private var showsCover = false
    @State private var showsAlert = false
    @State private var showsDialog = false
    @State private var showsPopover = false
    @State private var log = "nothing presented yet"

    var body: some View {
        VStack(alignment: .leading) {
            Button("Sheet") { showsSheet = true }
                .sheet(isPresented: $showsSheet, onDismiss: { log = "sheet closed" }) {
                    PlantSheet(log: $log)
                        .presentationDetents([.medium, .large])
                }
            Button("Full-screen cover") { showsCover = true }
                .fullScreenCover(isPresented: $showsCover) {
                    PlantSheet(log: $log)
                }
            Button("Alert") { showsAlert = true }
                .alert("Delete the fern?", isPresented: $showsAlert) {
                    Button("Cancel", role: .cancel) { log = "kept the fern" }
                    Button("Delete", role: .destructive) { log = "deleted the fern" }
                } message: {
                    Text("It cannot be undone.")
                }
            Button("Confirmation dialog") { showsDialog = true }
                .confirmationDialog("Move the fern to", isPresented: $showsDialog, titleVisibility: .visible) {
                    Button("Bathroom") { log = "moved to the bathroom" }
                    Button("Kitchen") { log = "moved to the kitchen" }
                }
            Button("Popover") { showsPopover = true }
                .popover(isPresented: $showsPopover) {
                    Text("Ferns like shade").padding(.horizontal, 1)
                }
            Text(log).dim()
        }
    }
}

/// A sheet's content: a field and a button that closes it.
struct PlantSheet: View {
    @Binding var log: String
    @State private var name = "Boston fern"
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading) {
            Text("New plant").bold()
            TextField("Name", text: $name).frame(width: 20)
            HStack(spacing: 1) {
                Button("Cancel", role: .cancel) { dismiss() }
                Button("Add") {
                    log = "added \(name)"
                    dismiss()
                }
            }
            Text("Esc closes").dim()
        }
    }
}
