public import Foundation
import TerrariumControls
public import TerrariumCore
import TerrariumDocuments

/// An action that opens a document, read from the environment as SwiftUI's `openDocument`.
///
/// ```swift
/// @Environment(\.openDocument) private var openDocument
///
/// Button("Open Notes") {
///     Task { try await openDocument(at: URL(fileURLWithPath: "notes.md")) }
/// }
/// ```
///
/// In a ``DocumentGroup`` it saves and closes the document on screen and shows the one at the
/// URL in its place, creating the file when it does not exist (an editor group) or failing
/// (a viewer group). Outside one it throws.
public struct OpenDocumentAction: Sendable {
    let open: @MainActor @Sendable (URL) async throws -> Void

    /// Opens the document at `url`.
    @MainActor public func callAsFunction(at url: URL) async throws {
        try await open(url)
    }
}

/// Why ``OpenDocumentAction`` could not open a document.
public struct OpenDocumentError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A sentence that says why.
    public var description: String

    /// There is no document group to open the document in.
    static let unavailable = OpenDocumentError(description: "There is no document group to open documents in.")
}

private struct OpenDocumentKey: EnvironmentKey {
    static let defaultValue = OpenDocumentAction { _ in throw OpenDocumentError.unavailable }
}

extension EnvironmentValues {
    /// Opens a document; a ``DocumentGroup`` provides it, and outside one it throws.
    public internal(set) var openDocument: OpenDocumentAction {
        get { self[OpenDocumentKey.self] }
        set { self[OpenDocumentKey.self] = newValue }
    }
}
