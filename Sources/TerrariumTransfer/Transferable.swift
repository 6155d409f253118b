/// A type whose values can be copied, dragged, dropped and shared as typed data.
///
/// A type conforms by listing its representations, the most faithful first: a receiver takes
/// the first one whose content type it can read, conformance included.
///
/// ```swift
/// extension Plant: Transferable {
///     static var transferRepresentation: some TransferRepresentation {
///         CodableRepresentation(contentType: .plant)
///         ProxyRepresentation(exporting: \.summary)
///     }
/// }
/// ```
///
/// `String`, `Data`, `URL` and `AttributedString` conform already.
public protocol Transferable: Sendable {
    /// The type of the representation list; its `Item` is `Self`, as the builder makes it.
    associatedtype Representation: TransferRepresentation
    /// How values of this type are moved, in order of preference.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

extension Transferable {
    /// Every content type of ``transferRepresentation``, in order of preference.
    ///
    /// The builder always makes a list of `Self`; a representation of another type, which only
    /// an explicit `Representation` could name, moves nothing.
    package static var transferParts: [TransferPart<Self>] {
        (transferRepresentation as? any TransferRepresentation<Self>)?.parts ?? []
    }
}
