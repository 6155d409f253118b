/// The multiplexer between the app and the terminal, which decides how a sequence meant for the
/// terminal itself must travel.
package enum TerminalMultiplexer: Hashable, Sendable {
    /// The app talks to the terminal directly.
    case none
    /// tmux (`TMUX` is set).
    case tmux
    /// GNU screen (`STY` is set and `TMUX` is not).
    case screen

    /// The multiplexer the environment names.
    ///
    /// tmux started inside screen inherits `STY`, and screen started inside tmux inherits
    /// `TMUX`; neither says which is innermost, so tmux, the more common, wins.
    package static func detect(environment: [String: String]) -> TerminalMultiplexer {
        if environment["TMUX"]?.isEmpty == false { return .tmux }
        if environment["STY"]?.isEmpty == false { return .screen }
        return .none
    }
}
