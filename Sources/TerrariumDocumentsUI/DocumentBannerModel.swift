import Foundation
import TerrariumCore
import TerrariumDocuments

/// One banner a document view shows, worked out from the document's state: what a failed save,
/// a conflict with the disk, a read-only file, recovered edits or a failed save's backup say and
/// offer.
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
        /// Saves the edits as a copy beside the file, leaving the file as it is.
        var keepBoth: @MainActor () -> Void = {}
        /// Makes a read-only document editable once its other editor is gone.
        var takeOver: @MainActor () -> Void = {}
        /// Leaves the save asked for during a conflict unmade.
        var cancelSave: @MainActor () -> Void = {}
        /// Puts a backup a failed save left back over the file.
        var restoreBackup: @MainActor () -> Void = {}
        /// Removes a backup a failed save left.
        var discardBackup: @MainActor () -> Void = {}
    }

    /// Identifies the banner among the others.
    var id: String
    /// How it looks.
    var kind: DocumentBanner.Kind
    /// What it says.
    var message: String
    /// Its buttons.
    var actions: [DocumentBannerAction]

    /// The banners for `document`, most urgent first; `confirmingSave` when a save asked for
    /// during a conflict waits for the user to say it may write over the disk's version.
    static func banners(
        for document: Document, actions: Actions, confirmingSave: Bool = false
    ) -> [DocumentBannerModel] {
        var banners: [DocumentBannerModel] = []
        let name = document.localizedName
        let state = document.documentState
        if confirmingSave, let conflict = document.conflict, conflict.kind != .unreadable {
            let message =
                conflict.kind == .deleted
                ? "Save anyway? \(name) was deleted on disk; saving recreates it with yours."
                : "Save anyway? \(name) changed on disk; saving replaces that version with yours."
            banners.append(
                DocumentBannerModel(
                    id: "confirmSave", kind: .warning, message: message,
                    actions: [
                        DocumentBannerAction("Save Anyway") { actions.resolve(true) },
                        DocumentBannerAction("Cancel") { actions.cancelSave() },
                    ]))
        }
        if let conflict = document.conflict {
            switch conflict.kind {
            case .unreadable:
                banners.append(
                    DocumentBannerModel(
                        id: "conflict", kind: .warning,
                        message: "\(name) on disk cannot be read (\(conflict.reason ?? "unknown")), so it is not "
                            + "saved over. Keep Both saves yours beside it; Take Theirs closes it unsaved.",
                        actions: [
                            DocumentBannerAction("Keep Both") { actions.keepBoth() },
                            DocumentBannerAction("Take Theirs") { actions.resolve(false) },
                        ]))
            case .modified:
                banners.append(
                    DocumentBannerModel(
                        id: "conflict", kind: .warning, message: "\(name) changed on disk while you were editing it.",
                        actions: [
                            DocumentBannerAction("Keep Mine") { actions.resolve(true) },
                            DocumentBannerAction("Take Theirs") { actions.resolve(false) },
                            DocumentBannerAction("Keep Both") { actions.keepBoth() },
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
        if state.contains(.editingDisabled) && document.canTakeOver {
            banners.append(
                DocumentBannerModel(
                    id: "readOnly", kind: .info, message: "The other editor of \(name) has quit.",
                    actions: [DocumentBannerAction("Edit Here") { actions.takeOver() }]))
        } else if state.contains(.editingDisabled) {
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
        if let backup = document.leftoverBackup {
            let time = DocumentBannerModel.timeFormatter.string(from: backup.date)
            banners.append(
                DocumentBannerModel(
                    id: "backup", kind: .warning,
                    message: "A save of \(name) failed part-way at \(time); \(backup.name) holds it as it was before. "
                        + "Restore puts it back; Discard deletes the backup.",
                    actions: [
                        DocumentBannerAction("Restore") { actions.restoreBackup() },
                        DocumentBannerAction("Discard") { actions.discardBackup() },
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
