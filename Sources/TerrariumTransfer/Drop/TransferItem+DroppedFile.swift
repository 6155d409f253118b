public import Foundation

extension TransferItem {
    /// An item for a file dropped from outside the app: the file itself under the type its
    /// extension names (`.data` when it names none), then `.fileURL`, `.url` and the path as text.
    ///
    /// ```swift
    /// let item = TransferItem(droppedFile: URL(fileURLWithPath: "/tmp/fern.png"))
    /// item.contentTypes   // [public.png, public.file-url, public.url, public.utf8-plain-text]
    /// ```
    ///
    /// So a destination for `URL` gets the file's URL, one for `String` its path, and a type with
    /// a `FileRepresentation` or `DataRepresentation` of the file's type its contents, read from
    /// the file, which stays where it is. A folder offers no contents, only its URL and path.
    public init(droppedFile url: URL) {
        let link = Data(url.absoluteString.utf8)
        var payloads:
            [(contentType: ContentType, fileName: String?, export: @Sendable () async throws -> TransferPayload)] = []
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
            let type = ContentType(filenameExtension: url.pathExtension) ?? .data
            payloads.append((type, url.lastPathComponent, { .file(SentTransferredFile(url)) }))
        }
        payloads.append((.fileURL, nil, { .data(link) }))
        payloads.append((.url, nil, { .data(link) }))
        payloads.append((.utf8PlainText, nil, { .data(Data(url.path.utf8)) }))
        self.init(payloads: payloads)
    }
}
