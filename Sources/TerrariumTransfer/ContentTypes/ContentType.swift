/// A uniform type identifier: a reverse-DNS name for a kind of data, its place in a conformance
/// graph, and its filename extensions and MIME types, in the shape of `UTType`.
///
/// ```swift
/// ContentType.utf8PlainText.conforms(to: .text)       // true
/// ContentType(filenameExtension: "png")               // .png
/// ContentType.json.preferredMIMEType                  // "application/json"
/// let plant = ContentType(exportedAs: "com.example.plant", conformingTo: .json, filenameExtensions: ["plant"])
/// ```
///
/// A few hundred common types are built in, the same on every host; an app adds its own with
/// ``init(exportedAs:conformingTo:filenameExtensions:mimeTypes:)`` or ``ContentTypeDeclaration``.
/// Identifiers and tags are compared without case.
public struct ContentType: Hashable, Sendable, CustomStringConvertible {
    /// The reverse-DNS identifier, such as `public.utf8-plain-text`.
    public let identifier: String

    package init(uncheckedIdentifier identifier: String) {
        self.identifier = identifier
    }

    /// The type named `identifier`, or `nil` when nothing declares it.
    public init?(_ identifier: String) {
        guard let declaration = ContentTypeRegistry.shared.declaration(of: identifier) else { return nil }
        self.identifier = declaration.identifier
    }

    /// Declares and returns a type the app owns, conforming to `parent`, with its tags.
    ///
    /// Declaring the same identifier again merges conformances and tags; an exported declaration
    /// replaces an imported one, and a built-in type is never changed.
    public init(
        exportedAs identifier: String, conformingTo parent: ContentType = .data, filenameExtensions: [String] = [],
        mimeTypes: [String] = []
    ) {
        self.init(identifier, parent, filenameExtensions, mimeTypes, registeringAs: .exported)
    }

    /// Declares and returns a type another program owns, conforming to `parent`, with its tags.
    ///
    /// An exported declaration of the same identifier takes precedence over this one.
    public init(
        importedAs identifier: String, conformingTo parent: ContentType = .data, filenameExtensions: [String] = [],
        mimeTypes: [String] = []
    ) {
        self.init(identifier, parent, filenameExtensions, mimeTypes, registeringAs: .imported)
    }

    /// Declares a type conforming to `parent`, as the app's own or another program's, and
    /// returns it.
    private init(
        _ identifier: String, _ parent: ContentType, _ filenameExtensions: [String], _ mimeTypes: [String],
        registeringAs kind: ContentTypeDeclaration.Kind
    ) {
        self = ContentTypeDeclaration(
            identifier: identifier, conformingTo: [parent], filenameExtensions: filenameExtensions,
            mimeTypes: mimeTypes
        ).register(as: kind)
    }

    /// The first type declared with `filenameExtension` (with or without its dot) that conforms
    /// to `supertype`, or `nil` when none is.
    public init?(filenameExtension: String, conformingTo supertype: ContentType = .data) {
        let tag = filenameExtension.hasPrefix(".") ? String(filenameExtension.dropFirst()) : filenameExtension
        let identifiers = ContentTypeRegistry.shared.identifiers(forExtension: tag)
        guard let found = Self.first(of: identifiers, conformingTo: supertype) else { return nil }
        self = found
    }

    /// The first type declared with `mimeType` that conforms to `supertype`, or `nil` when none is.
    ///
    /// Parameters such as `; charset=utf-8` are ignored.
    public init?(mimeType: String, conformingTo supertype: ContentType = .data) {
        let essence = mimeType.split(separator: ";", maxSplits: 1).first.map(String.init) ?? mimeType
        let identifiers = ContentTypeRegistry.shared.identifiers(
            forMIMEType: essence.trimmingSpaces())
        guard let found = Self.first(of: identifiers, conformingTo: supertype) else { return nil }
        self = found
    }

    /// The type's tags: filename extensions and MIME types, each list with its preferred tag first.
    public var tags: [ContentTypeTagClass: [String]] {
        guard let declaration else { return [:] }
        var tags: [ContentTypeTagClass: [String]] = [:]
        if !declaration.filenameExtensions.isEmpty { tags[.filenameExtension] = declaration.filenameExtensions }
        if !declaration.mimeTypes.isEmpty { tags[.mimeType] = declaration.mimeTypes }
        return tags
    }

    /// The extension a file of this type should have, without the dot.
    public var preferredFilenameExtension: String? { declaration?.filenameExtensions.first }

    /// The MIME type that best describes this type.
    public var preferredMIMEType: String? { declaration?.mimeTypes.first }

    /// Whether a built-in table, an exported or an imported declaration knows this type.
    public var isDeclared: Bool { declaration != nil }

    /// Whether the type is one of the built-in ones.
    public var isBuiltIn: Bool { ContentTypeRegistry.shared.isBuiltIn(identifier) }

    /// Every type this one conforms to, directly or through others, itself excluded.
    public var supertypes: Set<ContentType> {
        let identifiers = ContentTypeRegistry.shared.supertypes(of: identifier)
        return Set(identifiers.map { ContentType(uncheckedIdentifier: Self.canonical($0)) })
    }

    /// Whether this type is `other` or conforms to it, directly or through others.
    ///
    /// ```swift
    /// ContentType.png.conforms(to: .image)  // true
    /// ContentType.image.conforms(to: .png)  // false
    /// ```
    public func conforms(to other: ContentType) -> Bool {
        self == other || ContentTypeRegistry.shared.supertypes(of: identifier).contains(other.identifier.lowercased())
    }

    /// Whether this type conforms to `other` and is not `other`.
    public func isSubtype(of other: ContentType) -> Bool { self != other && conforms(to: other) }

    /// Whether `other` conforms to this type and is not it.
    public func isSupertype(of other: ContentType) -> Bool { other.isSubtype(of: self) }

    /// The identifier.
    public var description: String { identifier }

    /// Compares identifiers without case.
    public static func == (lhs: ContentType, rhs: ContentType) -> Bool {
        lhs.identifier.lowercased() == rhs.identifier.lowercased()
    }

    /// Hashes the identifier without case.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier.lowercased())
    }

    private var declaration: ContentTypeDeclaration? {
        ContentTypeRegistry.shared.declaration(of: identifier)
    }

    private static func canonical(_ identifier: String) -> String {
        ContentTypeRegistry.shared.declaration(of: identifier)?.identifier ?? identifier
    }

    private static func first(of identifiers: [String], conformingTo supertype: ContentType) -> ContentType? {
        identifiers.lazy
            .map { ContentType(uncheckedIdentifier: canonical($0)) }
            .first { $0.conforms(to: supertype) }
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
