/// Whose code made a state write or an invalidation.
package enum StateWriter: Hashable, Sendable, CaseIterable {
    /// The app's own code: a body, an action, a modifier's closure.
    case app
    /// A hosted widget's code, called by the graph: its make, update, sizing, drawing or input
    /// handling, and the representable's closures it calls from there.
    case widget
}

/// Where a graph is when a write arrives: the frame phase, refined by whether a body is being
/// evaluated (a lazy container evaluates rows while it is laid out).
package enum WriteSituation: Hashable, Sendable, CaseIterable {
    /// Between updates and frames.
    case idle
    /// A body is being evaluated or a hosted widget updated.
    case evaluating
    /// Sizes and frames are being computed.
    case layingOut
    /// Cells are being drawn.
    case drawing
}

/// What happens to a state write.
package enum WriteEffect: Hashable, Sendable {
    /// It applies at once and schedules an update.
    case now
    /// It waits for the end of the current update pass, or for the frame being made to finish,
    /// so no node changes while it is evaluated, laid out or drawn.
    case nextPass
    /// It waits for the current layout round to finish; the tree is laid out again with it, so
    /// a widget reporting the size it was offered shows in the same frame.
    case nextLayoutRound
}

/// What happens to a widget's request to be drawn or laid out again.
package enum InvalidationEffect: Hashable, Sendable {
    /// The node is invalidated at once and a frame scheduled.
    case now
    /// The request waits for the end of the update pass: the node may be the one being updated.
    case afterPass
    /// The request is dropped: the frame being made already includes the widget, and asking
    /// again while it is laid out or drawn would ask for frames forever.
    case dropped
}

/// The one table of what every write and every widget invalidation does in every situation.
///
/// | writer \ situation | idle | evaluating | layingOut | drawing |
/// | --- | --- | --- | --- | --- |
/// | app | now | next pass, reported | next pass, reported | next pass, reported |
/// | widget | now | next pass | next layout round | next pass |
///
/// | invalidation | idle | evaluating | layingOut | drawing |
/// | --- | --- | --- | --- | --- |
/// | any | now | after the pass | dropped | dropped |
///
/// An app writing state while its body is evaluated or its view drawn is a mistake SwiftUI
/// reports too; a widget doing so is expected (a binding written from `updateWidget`, a width
/// reported while sized), so it is deferred without a word.
package enum WriteRules {
    /// The effect of a state write by `writer` in `situation`.
    package static func effect(of writer: StateWriter, in situation: WriteSituation) -> WriteEffect {
        switch (writer, situation) {
        case (_, .idle): .now
        case (.app, .evaluating), (.app, .layingOut), (.app, .drawing): .nextPass
        case (.widget, .evaluating), (.widget, .drawing): .nextPass
        case (.widget, .layingOut): .nextLayoutRound
        }
    }

    /// Whether a state write by `writer` in `situation` is reported to the developer.
    package static func isReported(_ writer: StateWriter, in situation: WriteSituation) -> Bool {
        writer == .app && situation != .idle
    }

    /// The effect of a widget's invalidation in `situation`.
    package static func effect(ofInvalidationIn situation: WriteSituation) -> InvalidationEffect {
        switch situation {
        case .idle: .now
        case .evaluating: .afterPass
        case .layingOut, .drawing: .dropped
        }
    }
}
