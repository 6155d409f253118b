// TEMPORARY compile stand-ins until the docviews branch lands.
import Foundation

struct DocumentTitleBar: View {
    let title: String
    let isEdited: Bool
    let isReadOnly: Bool
    @Binding var isMenuOpen: Bool
    var body: some View { Text(title + (isEdited ? " — Edited" : "")) }
}
struct DocumentTitleMenu: View {
    struct Item {
        var title: String
        var isEnabled: Bool
        var action: @MainActor () -> Void
    }
    let items: [Item]
    let dismiss: @MainActor () -> Void
    var body: some View { Text("menu") }
}
struct DocumentBanner: View {
    enum Kind { case error, warning, info }
    struct Action {
        var title: String
        var action: @MainActor () -> Void
    }
    let kind: Kind
    let message: String
    let actions: [Action]
    var body: some View { Text(message) }
}
struct DiffLine {
    enum Kind { case unchanged, added, removed }
    var kind: Kind
    var text: String
}
struct LineDiffView: View {
    let title: String
    let lines: [DiffLine]
    let onClose: @MainActor () -> Void
    var body: some View { Text(title) }
}
struct DocumentEmptyState: View {
    let appName: String
    let recentPaths: [String]
    let errorMessage: String?
    let onNew: @MainActor () -> Void
    let onOpen: @MainActor (String) -> Void
    var body: some View { Text(appName) }
}
struct DocumentNamePrompt: View {
    let label: String
    let text: String
    let completesPaths: Bool
    let errorMessage: String?
    let onCommit: @MainActor (String) -> Void
    let onCancel: @MainActor () -> Void
    var body: some View { Text(label) }
}
