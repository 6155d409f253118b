import Foundation

/// Asserts that `value` snapshotted with `snapshotting` equals the string literal `expected`
/// returns, written in the test itself.
///
/// ```swift
/// assertInlineSnapshot(of: Text("Hi").border(), as: .text(width: 4, height: 3)) {
///     """
///     ┌──┐
///     │Hi│
///     └──┘
///     """
/// }
/// ```
///
/// On a mismatch, or when `expected` is nil, the failure shows a diff and a literal holding the
/// actual snapshot to paste in place of the old one; the source file is never changed.
///
/// - Parameters:
///   - value: The value to snapshot.
///   - snapshotting: A strategy whose format is text, such as `.text` or `.styled`.
///   - expected: A closure returning the expected snapshot, usually a multi-line string literal.
///   - fileID: The file ID of the assertion, for reporting; the caller's by default.
///   - filePath: The path of the test file, for reporting and to indent the literal to paste.
///   - line: The line of the assertion, for reporting and to indent the literal to paste.
///   - column: The column of the assertion, for reporting.
@MainActor
public func assertInlineSnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, String>,
    matches expected: (() -> String)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard
        let message = verifyInlineSnapshot(
            of: try value(), as: snapshotting, matches: expected, file: filePath, line: line)
    else { return }
    reportSnapshotFailure(
        message, at: SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The failure message of ``assertInlineSnapshot(of:as:matches:fileID:file:line:column:)``, or
/// nil when the snapshot matches.
///
/// The literal to paste is indented one level deeper than line `line` of `filePath`, where the
/// assertion is, so it lines up when pasted into the trailing closure.
@MainActor
package func verifyInlineSnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, String>,
    matches expected: (() -> String)?,
    file filePath: StaticString,
    line: UInt
) -> String? {
    let actual: String
    do {
        actual = snapshotting.snapshot(try value())
    } catch {
        return "Couldn't snapshot value: \(error)"
    }
    let indentation = InlineLiteral.indentation(ofLine: Int(line), in: "\(filePath)") + "    "
    let literal = InlineLiteral.make(actual, indentation: indentation)
    guard let expected = expected?() else {
        return """
            No inline snapshot to compare with. Pass this literal as `matches:`:

            \(literal)
            """
    }
    guard let difference = snapshotting.diffing.diff(expected, actual) else { return nil }
    return """
        Snapshot does not match the inline literal (- expected, + actual, ¶ ends a line).

        \(difference)

        Paste this literal in place of the expected one to accept the actual snapshot:

        \(literal)
        """
}

/// Multi-line string literals that evaluate to a given text.
package enum InlineLiteral {
    /// The spaces and tabs that start line `line` (1-based) of the file at `path`; none when the
    /// file cannot be read.
    package static func indentation(ofLine line: Int, in path: String) -> String {
        guard let source = try? String(contentsOfFile: path, encoding: .utf8) else { return "" }
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return "" }
        return String(lines[line - 1].prefix { $0 == " " || $0 == "\t" })
    }

    /// A `"""` literal of `text`, each line indented by `indentation`.
    ///
    /// Backslashes and `"""` are escaped. A line's last trailing space is written `\u{20}`, so
    /// editors that trim trailing whitespace cannot change the grid.
    package static func make(_ text: String, indentation: String) -> String {
        var lines = [indentation + "\"\"\""]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var escaped = line.replacing("\\", with: "\\\\").replacing("\"\"\"", with: "\\\"\"\"")
            if escaped.hasSuffix(" ") {
                escaped.removeLast()
                escaped += "\\u{20}"
            }
            lines.append(escaped.isEmpty ? "" : indentation + escaped)
        }
        lines.append(indentation + "\"\"\"")
        return lines.joined(separator: "\n")
    }
}
