/// A kind of tag that names a content type outside the identifier system, as `UTTagClass` does.
public enum ContentTypeTagClass: String, Hashable, Sendable, CaseIterable {
    /// A filename extension without the dot, such as `png`.
    case filenameExtension = "public.filename-extension"
    /// A MIME type, such as `image/png`.
    case mimeType = "public.mime-type"
}
