public import Foundation
public import TerrariumCore

/// Opens a URL: what a `Link` does when it is activated, read with `@Environment(\.openURL)`.
///
/// ```swift
/// @Environment(\.openURL) private var openURL
/// Button("Help") { openURL(URL(string: "https://example.com/help")!) }
///
/// ContentView()
///     .environment(\.openURL, OpenURLAction { url in
///         log.append(url)
///         return .handled
///     })
/// ```
///
/// The system action, the default, opens nothing itself: a terminal opens a link's OSC 8
/// hyperlink when it is clicked (often with Ctrl or Cmd held), and a program inside a terminal,
/// perhaps on another machine over SSH, has no browser of its own to start. An app that wants
/// Return on a link to open it sets its own action, as above.
public struct OpenURLAction: Sendable {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        enum Kind: Sendable {
            case handled
            case discarded
            case systemAction
        }

        let kind: Kind

        /// The handler opened the URL.
        public static let handled = Result(kind: .handled)
        /// The handler could not open the URL and nothing else should.
        public static let discarded = Result(kind: .discarded)
        /// The handler leaves the URL to the system action.
        public static let systemAction = Result(kind: .systemAction)

        /// The handler leaves `url`, in place of the one it was given, to the system action.
        public static func systemAction(_ url: URL) -> Result { .systemAction }
    }

    let handler: @MainActor @Sendable (URL) -> Result

    /// Creates an action that gives each URL to `handler`.
    public init(handler: @escaping @MainActor @Sendable (URL) -> Result) {
        self.handler = handler
    }

    /// The system action: it opens nothing, leaving links to the terminal.
    static let system = OpenURLAction { _ in .discarded }

    /// Opens `url`.
    @MainActor public func callAsFunction(_ url: URL) {
        _ = open(url)
    }

    /// Opens `url` and tells `completion` whether it was opened.
    @MainActor public func callAsFunction(_ url: URL, completion: @escaping @MainActor (_ accepted: Bool) -> Void) {
        completion(open(url))
    }

    /// Gives `url` to the handler, and what it leaves to the system to the system action;
    /// returns whether the URL was opened.
    @MainActor private func open(_ url: URL) -> Bool {
        switch handler(url).kind {
        case .handled: return true
        // The system action opens nothing in a terminal; see the type's summary.
        case .discarded, .systemAction: return false
        }
    }
}

private struct OpenURLKey: EnvironmentKey {
    static let defaultValue = OpenURLAction.system
}

extension EnvironmentValues {
    /// What opens a URL for the views in this environment; a `Link` calls it.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
