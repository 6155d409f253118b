public import Foundation
import Terrarium

/// A strategy for snapshotting values of one type as a format that can be stored and compared.
///
/// Strategies for views and hosts are static members, so an assertion names one in `as:`:
///
/// ```swift
/// assertSnapshot(of: Text("Hi").border(), as: .styled(width: 6, height: 3))
/// ```
///
/// Build a strategy for another type from an existing one with ``pullback(_:)``.
public struct Snapshotting<Value, Format> {
    /// The extension of reference files, without the dot; nil for none.
    public var pathExtension: String?
    /// How snapshots are stored and compared.
    public var diffing: Diffing<Format>
    /// Turns a value into its snapshot.
    public var snapshot: @MainActor (Value) -> Format

    /// Creates a strategy from a file extension, a way of diffing, and a snapshot function.
    public init(
        pathExtension: String?,
        diffing: Diffing<Format>,
        snapshot: @escaping @MainActor (Value) -> Format
    ) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// A strategy for `NewValue` that converts it to `Value` and snapshots that.
    ///
    /// ```swift
    /// let upper: Snapshotting<String, String> = .lines.pullback { $0.uppercased() }
    /// ```
    public func pullback<NewValue>(_ transform: @escaping @MainActor (NewValue) -> Value) -> Snapshotting<
        NewValue, Format
    > {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { value in
            snapshot(transform(value))
        }
    }
}

/// A strategy whose values are their own snapshots, such as strings.
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>

/// How snapshots of one format are stored as bytes and compared.
public struct Diffing<Value> {
    /// The bytes written to a reference file.
    public var toData: (Value) -> Data
    /// A snapshot read back from a reference file.
    public var fromData: (Data) -> Value
    /// A readable difference between a reference and a new snapshot; nil when they match.
    public var diff: (_ reference: Value, _ actual: Value) -> String?

    /// Creates a way of diffing from conversions to and from bytes and a comparison.
    public init(
        toData: @escaping (Value) -> Data,
        fromData: @escaping (Data) -> Value,
        diff: @escaping (_ reference: Value, _ actual: Value) -> String?
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

extension Diffing where Value == String {
    /// Text compared line by line, reported as a unified diff with line numbers.
    ///
    /// Files end in a newline that is not part of the snapshot, so editors that add one do not
    /// change what is compared.
    public static var lines: Diffing<String> {
        Diffing(
            toData: { Data(($0 + "\n").utf8) },
            fromData: { data in
                let text = String(decoding: data, as: UTF8.self)
                return text.hasSuffix("\n") ? String(text.dropLast()) : text
            },
            diff: { reference, actual in LineDiff.unified(reference, actual) }
        )
    }
}

extension Snapshotting where Value == String, Format == String {
    /// A string, compared line by line and stored in a `.txt` file.
    public static var lines: Snapshotting<String, String> {
        Snapshotting(pathExtension: "txt", diffing: .lines) { $0 }
    }
}
