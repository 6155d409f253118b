/// What the freedesktop.org shared MIME-info database says about MIME types: the filename
/// extensions of each, the types each is a subclass of, and their aliases; read from the
/// `globs2`, `subclasses` and `aliases` files that `update-mime-database` writes.
///
/// ```swift
/// let database = FreedesktopMIMEDatabase(
///     globs2: "50:application/x-doom-wad:*.wad", subclasses: "", aliases: "")
/// database.extensions["application/x-doom-wad"]   // ["wad"]
/// ```
///
/// Only what maps onto content types is kept: extension globs (`*.ext`, not other patterns), and
/// types of file contents (not `inode/`, `x-content/` or `x-scheme-handler/` ones).
package struct FreedesktopMIMEDatabase: Sendable {
    /// The MIME types in the order the database lists them, each once.
    package private(set) var mimeTypes: [String] = []
    /// Each MIME type's extensions without the dot, the heaviest glob first.
    package private(set) var extensions: [String: [String]] = [:]
    /// Each MIME type's direct parents.
    package private(set) var parents: [String: [String]] = [:]
    /// Each canonical MIME type's aliases.
    package private(set) var aliases: [String: [String]] = [:]

    /// The prefix of the identifiers of the types the database adds.
    package static let identifierPrefix = "org.freedesktop.mime."

    /// Reads the contents of the three files; malformed lines are skipped.
    package init(globs2: String, subclasses: String, aliases aliasList: String) {
        for fields in Self.records(globs2, separator: ":") where fields.count >= 3 {
            let mimeType = fields[1].lowercased()
            guard Self.describesContents(mimeType), let tag = Self.extensionTag(fields[2]) else { continue }
            note(mimeType)
            if !(extensions[mimeType]?.contains(tag) ?? false) { extensions[mimeType, default: []].append(tag) }
        }
        for fields in Self.records(subclasses, separator: " ") where fields.count == 2 {
            let child = fields[0].lowercased()
            guard Self.describesContents(child) else { continue }
            note(child)
            parents[child, default: []].append(fields[1].lowercased())
        }
        for fields in Self.records(aliasList, separator: " ") where fields.count == 2 {
            aliases[fields[1].lowercased(), default: []].append(fields[0].lowercased())
        }
    }

    private mutating func note(_ mimeType: String) {
        if extensions[mimeType] == nil, parents[mimeType] == nil { mimeTypes.append(mimeType) }
    }

    /// The declarations for the MIME types `existing` does not already name an identifier for.
    ///
    /// A parent known elsewhere keeps its identifier, one the database adds gets its own; a type
    /// without parents conforms by its top-level type, as the specification has it (`text/*` to
    /// plain text, `image/*` to image, …).
    package func declarations(existing: (String) -> String?) -> [ContentTypeDeclaration] {
        mimeTypes.compactMap { mimeType in
            guard existing(mimeType) == nil else { return nil }
            let parentIdentifiers = (parents[mimeType] ?? []).map { parent in
                existing(parent) ?? Self.identifier(for: parent)
            }
            return ContentTypeDeclaration(
                identifier: Self.identifier(for: mimeType),
                parentIdentifiers: parentIdentifiers.isEmpty ? [Self.implicitParent(of: mimeType)] : parentIdentifiers,
                filenameExtensions: extensions[mimeType] ?? [],
                mimeTypes: [mimeType] + (aliases[mimeType] ?? []))
        }
    }

    /// The identifier of a type the database adds: `org.freedesktop.mime.` and the MIME type
    /// with its slash as a dot.
    package static func identifier(for mimeType: String) -> String {
        identifierPrefix + mimeType.replacingSlashes()
    }

    private static func implicitParent(of mimeType: String) -> String {
        switch mimeType.split(separator: "/").first {
        case "text": ContentType.plainText.identifier
        case "image": ContentType.image.identifier
        case "audio": ContentType.audio.identifier
        case "video": ContentType.movie.identifier
        default: ContentType.data.identifier
        }
    }

    private static func describesContents(_ mimeType: String) -> Bool {
        let parts = mimeType.split(separator: "/")
        guard parts.count == 2, !parts[1].isEmpty else { return false }
        return !["inode", "x-content", "x-scheme-handler"].contains(parts[0])
    }

    /// `ext` from a glob `*.ext` with no other wildcard, lower-cased.
    private static func extensionTag(_ glob: Substring) -> String? {
        guard glob.hasPrefix("*.") else { return nil }
        let tag = glob.dropFirst(2)
        guard !tag.isEmpty, !tag.contains(where: { "*?[]".contains($0) || $0 == " " }) else { return nil }
        return tag.lowercased()
    }

    /// The non-comment lines of `text`, split into fields.
    private static func records(_ text: String, separator: Character) -> [[Substring]] {
        text.split(whereSeparator: \.isNewline).compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            return line.split(separator: separator, omittingEmptySubsequences: false)
        }
    }
}

extension String {
    fileprivate func replacingSlashes() -> String {
        String(map { $0 == "/" ? "." : $0 })
    }
}
