/// A content type's identifier, the types it conforms to, and its filename extensions and MIME
/// types: what an app states about a type it exports or imports.
///
/// ```swift
/// ContentTypeDeclaration(
///     identifier: "com.example.plant", conformingTo: [.json], filenameExtensions: ["plant"]
/// ).register(as: .exported)
/// let plant = ContentType("com.example.plant")!  // conforms to .json and .text
/// ```
///
/// The built-in types always win: declaring one of their identifiers changes nothing.
public struct ContentTypeDeclaration: Hashable, Sendable {
    /// How an app stands to a declared type.
    public enum Kind: Hashable, Sendable {
        /// The app owns the type; its declaration replaces any imported one.
        case exported
        /// The app uses a type another program owns; an exported declaration takes precedence.
        case imported
    }

    /// The reverse-DNS identifier, such as `com.example.plant`.
    public var identifier: String
    /// The identifiers of the types this one conforms to directly.
    public var conformsTo: [String]
    /// Filename extensions without the dot, the preferred one first.
    public var filenameExtensions: [String]
    /// MIME types, the preferred one first.
    public var mimeTypes: [String]

    /// Declares a type conforming to `parents` (`.data` when empty) with the given tags.
    public init(
        identifier: String, conformingTo parents: [ContentType] = [], filenameExtensions: [String] = [],
        mimeTypes: [String] = []
    ) {
        self.identifier = identifier
        self.conformsTo = parents.isEmpty ? [ContentType.data.identifier] : parents.map(\.identifier)
        self.filenameExtensions = filenameExtensions.map { $0.lowercased() }
        self.mimeTypes = mimeTypes.map { $0.lowercased() }
    }

    package init(identifier: String, parentIdentifiers: [String], filenameExtensions: [String], mimeTypes: [String]) {
        self.identifier = identifier
        self.conformsTo = parentIdentifiers
        self.filenameExtensions = filenameExtensions
        self.mimeTypes = mimeTypes
    }

    /// Adds the declaration to the process-wide registry, merging with an earlier declaration of
    /// the same kind; returns the declared type.
    @discardableResult
    public func register(as kind: Kind) -> ContentType {
        ContentTypeRegistry.shared.declare(self, kind: kind)
        return ContentType(uncheckedIdentifier: identifier)
    }
}
