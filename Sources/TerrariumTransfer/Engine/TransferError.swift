public import Foundation

/// Why a transfer failed.
///
/// ```swift
/// do { _ = try await Plant.imported(from: data, contentType: .json) } catch let error as TransferError {
///     status = error.description  // "cannot decode the data: …"
/// }
/// ```
public enum TransferError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing offered is of a type accepted.
    case noMatchingContentType(offered: [ContentType], accepted: [ContentType])
    /// The bytes or file could not be turned into a value.
    case decodingFailed(reason: String)
    /// The value could not be turned into bytes or a file.
    case exportFailed(reason: String)
    /// The payload is larger than the cap the receiver set.
    case tooLarge(size: Int, limit: Int)
    /// A file handed over does not exist.
    case fileMissing(URL)
    /// A file could not be copied or written.
    case fileOperationFailed(URL, reason: String)

    /// A sentence saying what went wrong, naming the types, sizes or files involved.
    public var description: String {
        switch self {
        case .noMatchingContentType(let offered, let accepted):
            let offeredList = offered.isEmpty ? "nothing" : offered.map(\.identifier).joined(separator: ", ")
            let acceptedList = accepted.isEmpty ? "nothing" : accepted.map(\.identifier).joined(separator: ", ")
            return "no matching content type: offered \(offeredList); accepted \(acceptedList)"
        case .decodingFailed(let reason):
            return "cannot decode the data: \(reason)"
        case .exportFailed(let reason):
            return "cannot export the value: \(reason)"
        case .tooLarge(let size, let limit):
            return "too large: \(size) bytes, more than the limit of \(limit) bytes"
        case .fileMissing(let url):
            return "file missing: \(url.path)"
        case .fileOperationFailed(let url, let reason):
            return "cannot copy or write \(url.path): \(reason)"
        }
    }

    /// `error` itself when it is a transfer error or a cancellation, otherwise `wrap` of its text.
    package static func wrapping(_ error: any Error, _ wrap: (String) -> TransferError) -> any Error {
        if error is TransferError || error is CancellationError { return error }
        return wrap(String(describing: error))
    }
}
