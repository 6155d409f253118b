public import TerrariumTransfer

/// A document as an object on the main actor, with the shape of SwiftUI's
/// `ReferenceFileDocument`: a save takes a snapshot on the main actor, then writes it off it.
///
/// ```swift
/// @MainActor final class Board: ReferenceFileDocument {
///     nonisolated static var readableContentTypes: [ContentType] { [.json] }
///     var cards: [Card] = []
///     init(configuration: ReadConfiguration) throws { cards = try decode(configuration.file) }
///     func snapshot(contentType: ContentType) throws -> [Card] { cards }
///     nonisolated func fileWrapper(snapshot: [Card], configuration: WriteConfiguration) throws -> FileWrapper {
///         FileWrapper(regularFileWithContents: try JSONEncoder().encode(snapshot))
///     }
/// }
/// ```
///
/// There is no `ObservableObject` requirement: that protocol lives in the UI layer, and a class
/// here can use Observation instead. ``ReferenceFileDocumentModel`` gives it the saving,
/// autosave, recovery and locking of ``Document``.
@MainActor
public protocol ReferenceFileDocument: AnyObject, Sendable {
    /// What is written: a copy of the contents taken on the main actor.
    associatedtype Snapshot: Sendable
    /// What a document is read from.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What a document is written with.
    typealias WriteConfiguration = FileDocumentWriteConfiguration

    /// The types this document reads.
    nonisolated static var readableContentTypes: [ContentType] { get }
    /// The types this document writes; the readable ones unless given.
    nonisolated static var writableContentTypes: [ContentType] { get }
    /// Reads a document from a file.
    init(configuration: ReadConfiguration) throws
    /// A copy of the contents to write as `contentType`, taken on the main actor.
    func snapshot(contentType: ContentType) throws -> Snapshot
    /// The file to write for a snapshot; called off the main actor.
    nonisolated func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
}

extension ReferenceFileDocument {
    /// The readable types.
    public nonisolated static var writableContentTypes: [ContentType] { readableContentTypes }
}
