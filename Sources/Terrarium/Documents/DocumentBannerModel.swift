import Foundation
import TerrariumDocuments

/// One banner a document view shows, worked out from the document's state: what a failed save,
/// a conflict with the disk, a read-only file or recovered edits say and offer.
@MainActor
struct DocumentBannerModel {
    /// What the banners' buttons do.
    struct Actions {
        /// Saves again.
        var save: @MainActor () -> Void
        /// Resolves the conflict, keeping mine or taking theirs.
        var resolve: @MainActor (_ keepingMine: Bool) -> Void
        /// Restores the recovered edits.
        var restore: @MainActor () -> Void
        /// Discards the recovered edits.
        var discard: @MainActor () -> Void
        /// Shows a difference in place of the content.
        var showDifferences: @MainActor (DocumentDiffSource) -> Void
    }

    /// Identifies the banner among the others.
    var id: String
    /// How it looks.
    var kind: DocumentBanner.Kind
    /// What it says.
    var message: String
    /// Its buttons.
    var actions: [DocumentBannerAction]

    /// The banners for `document`, most urgent first.
    static func banners(for document: Document, actions: Actions) -> [DocumentBannerModel] {
        var banners: [DocumentBannerModel] = []
        let name = document.localizedName
        let state = document.documentState
        if let conflict = document.conflict {
            switch conflict.kind {
            case .modified:
                banners.append(
                    DocumentBannerModel(
                        id: "conflict", kind: .warning, message: "\(name) changed on disk while you were editing it.",
                        actions: [
                            DocumentBannerAction("Keep Mine") { actions.resolve(true) },
                            DocumentBannerAction("Take Theirs") { actions.resolve(false) },
                            DocumentBannerAction("Show Differences") { actions.showDifferences(.conflict) },
                        ]))
            case .deleted:
                banners.append(
                    DocumentBannerModel(
                        id: "conflict", kind: .warning, message: "\(name) was deleted on disk.",
                        actions: [
                            DocumentBannerAction("Keep Mine") { actions.resolve(true) },
                            DocumentBannerAction("Close") { actions.resolve(false) },
                        ]))
            }
        }
        if state.contains(.savingError), let error = document.lastError {
            banners.append(
                DocumentBannerModel(
                    id: "error", kind: .error, message: error.message,
                    actions: [DocumentBannerAction("Try Again") { actions.save() }]))
        } else if let error = document.lastError, !state.contains(.inConflict) {
            banners.append(DocumentBannerModel(id: "error", kind: .error, message: error.message, actions: []))
        }
        if state.contains(.editingDisabled) {
            banners.append(
                DocumentBannerModel(
                    id: "readOnly", kind: .info,
                    message: document.editingDisabledReason ?? "\(name) is open read-only.", actions: []))
        }
        if let recovered = document.recoveredContents {
            let time = DocumentBannerModel.timeFormatter.string(from: recovered.date)
            banners.append(
                DocumentBannerModel(
                    id: "recovery", kind: .warning,
                    message: "Unsaved edits to \(name) from \(time) were recovered.",
                    actions: [
                        DocumentBannerAction("Restore") { actions.restore() },
                        DocumentBannerAction("Discard") { actions.discard() },
                        DocumentBannerAction("Show Differences") { actions.showDifferences(.recovery) },
                    ]))
        }
        return banners
    }

    /// Hours and minutes, in the user's time zone.
    private static let timeFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        return formatter
    }()
}
