import TerrariumTerminal
import TerrariumWidgetProtocol

extension RemoteWidget {
    /// How many lines of standard error and of the log the inspector shows: the newest.
    static let inspectedLines = 12

    /// Where the widget is in its life and why, in full; the newest lines it wrote to standard
    /// error; and the newest lines of its log.
    public var inspectorNotes: [String] {
        var notes: [String]
        switch phase {
        case .starting:
            notes = ["starting" + (restartCount > 0 ? " again (restart \(restartCount))" : "")]
        case .running:
            notes = ["running: \(hello?.name ?? name), \(grantedPermissionsDescription)"]
        case .failed:
            notes = ["failed: " + placeholderText]
        case .dismantled:
            notes = ["dismantled"]
        }
        let standardError = transport?.errorOutput ?? errorOutput
        let errorLines = standardError.split(whereSeparator: \.isNewline).suffix(Self.inspectedLines)
        notes += errorLines.map { "stderr: " + Self.printable($0) }
        notes += log.suffix(Self.inspectedLines).map { "log \($0.level.rawValue): " + Self.printable($0.message) }
        return notes
    }

    private var grantedPermissionsDescription: String {
        let granted = grantedPermissions.map(\.rawValue).sorted()
        return granted.isEmpty ? "no permissions" : "granted " + granted.joined(separator: ", ")
    }

    /// `text` with control characters shown as U+FFFD, so a note is always one line of text.
    static func printable(_ text: some StringProtocol) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(scalar.properties.generalCategory == .control ? "\u{FFFD}" : scalar)
        }
        return String(scalars)
    }
}
