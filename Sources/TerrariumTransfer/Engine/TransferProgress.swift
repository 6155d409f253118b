/// How far a file transfer has come.
///
/// ```swift
/// try await item.write(as: .mpeg4Movie, to: destination) { progress in
///     print(progress.fractionCompleted ?? 0)
/// }
/// ```
public struct TransferProgress: Hashable, Sendable, CustomStringConvertible {
    /// The bytes moved so far.
    public var completedBytes: Int64
    /// The bytes to move in all, when known.
    public var totalBytes: Int64?

    /// Progress of `completedBytes` out of `totalBytes`.
    public init(completedBytes: Int64, totalBytes: Int64?) {
        self.completedBytes = completedBytes
        self.totalBytes = totalBytes
    }

    /// The part done, from 0 to 1, when the total is known; an empty file counts as done.
    public var fractionCompleted: Double? {
        guard let totalBytes else { return nil }
        guard totalBytes > 0 else { return 1 }
        return Double(completedBytes) / Double(totalBytes)
    }

    /// Whether every byte has moved.
    public var isFinished: Bool { totalBytes.map { completedBytes >= $0 } ?? false }

    /// `completed/total bytes`, or `completed bytes` when the total is unknown.
    public var description: String {
        totalBytes.map { "\(completedBytes)/\($0) bytes" } ?? "\(completedBytes) bytes"
    }
}
