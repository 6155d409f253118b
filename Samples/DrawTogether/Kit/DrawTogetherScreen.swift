import Foundation
public import Terrarium
import TerrariumGroupActivities
import TerrariumTerminal
import TerrariumTransfer

/// draw-together's screen: how to join, the shared canvas, the palette, who is here, the
/// attachments and a status line.
///
/// Number keys choose the colour, `a` asks for a file to add, a dropped file is added, Enter on an
/// attachment saves it, `q` quits.
public struct DrawTogetherScreen: View {
    @State private var model: DrawTogetherModel

    /// The screen over `model`, which it starts when it appears.
    public init(model: DrawTogetherModel) {
        _model = State(wrappedValue: model)
    }

    /// The screen, inside the model's session.
    public var body: some View {
        DrawTogetherContent(model: model)
            .groupSession(model.session)
            .task { await model.start() }
    }
}

/// The screen's views, below the session in the environment so the canvas's shared state finds it.
///
/// Outside a session (no `groupSession` above it, no ``DrawTogetherModel/start()``) it draws
/// alone, as the documentation's pictures show it.
public struct DrawTogetherContent: View {
    let model: DrawTogetherModel
    @Environment(\.quit) private var quit
    @State private var isAddingFile = false
    @State private var path = ""
    @FocusState private var focus: Field?

    enum Field: Hashable { case canvas, path }

    /// The views over `model`, which they do not start.
    public init(model: DrawTogetherModel) {
        self.model = model
    }

    /// The header, the canvas, the palette, who is here, the attachments and the status line.
    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            header
            SharedCanvas(
                colorIndex: model.colorIndex, canDraw: model.canChange,
                participant: String(model.session.localParticipant.id.uuidString.prefix(8))
            )
            .border(.rounded)
            .focusable()
            .focused($focus, equals: .canvas)
            PaletteLine(selected: model.colorIndex)
            Text(participantsLine)
            AttachmentList(model: model)
            footer
        }
        .dropDestination(for: URL.self) { urls, _ in
            guard model.canChange else { return false }
            Task { for url in urls { await model.addFile(url) } }
            return true
        }
        .onKeyPress { press in handle(press) }
        .onAppear { focus = .canvas }
    }

    private var header: some View {
        HStack {
            Text(" Draw Together ").bold().reverse()
            Text("Session \(model.options.sessionName)").bold()
            Text(stateText).dim()
        }
    }

    private var stateText: String {
        switch model.state {
        case .waiting: "connecting…"
        case .joined: "join with: draw-together --join \(model.options.sessionName) [--via \(joinHost)]"
        case .reconnecting: "reconnecting…"
        case .invalidated(let reason): "ended: \(reason)"
        }
    }

    private var joinHost: String {
        let user = ProcessInfo.processInfo.environment["USER"] ?? "you"
        return "\(user)@\(ProcessInfo.processInfo.hostName)"
    }

    private var participantsLine: String {
        let away = model.participantCount - model.activeCount
        return "Participants: \(model.activeCount)" + (away > 0 ? " (\(away) reconnecting)" : "")
    }

    @ViewBuilder private var footer: some View {
        if isAddingFile {
            HStack {
                Text("Add file:")
                TextField("path", text: $path)
                    .focused($focus, equals: .path)
                    .onSubmit {
                        let chosen = path
                        isAddingFile = false
                        path = ""
                        focus = .canvas
                        Task { await model.addFile(atPath: chosen) }
                    }
            }
        } else {
            Text(model.status ?? helpText).dim().lineLimit(1)
        }
    }

    private var helpText: String {
        model.canChange
            ? "Drag to draw · 1-8 colour · a add a file (or drop one) · Tab, Enter save an attachment · q quit"
            : "Viewing: you can watch and save attachments · q quit"
    }

    private func handle(_ press: KeyPress) -> KeyPress.Result {
        guard !isAddingFile else {
            if press.key == .escape {
                isAddingFile = false
                path = ""
                focus = .canvas
                return .handled
            }
            return .ignored
        }
        guard case .character(let character) = press.key, press.modifiers.isEmpty else { return .ignored }
        if let index = Palette.index(forKey: character), model.canChange {
            model.colorIndex = index
            return .handled
        }
        switch character {
        case "a" where model.canChange:
            isAddingFile = true
            focus = .path
            return .handled
        case "q":
            model.leave()
            quit()
            return .handled
        default:
            return .ignored
        }
    }
}

/// The palette: each number key with a swatch of its colour, the chosen one marked.
struct PaletteLine: View {
    let selected: Int

    var body: some View {
        HStack(spacing: 1) {
            ForEach(Array(Palette.colors.enumerated()), id: \.offset) { index, entry in
                Text(index == selected ? "[\(index + 1)██]" : " \(index + 1)██ ")
                    .foregroundStyle(entry.color)
            }
        }
    }
}

/// `Attachments:` and a row per attachment with its name, size and who added it; Enter saves one.
struct AttachmentList: View {
    let model: DrawTogetherModel

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Attachments: \(model.attachments.isEmpty ? "none" : String(model.attachments.count))")
            ForEach(model.attachments) { attachment in
                Button(
                    "\(attachment.name)  \(ByteCount.text(attachment.size))  from \(attachment.addedBy.name)"
                ) {
                    Task { await model.save(attachment) }
                }
            }
        }
    }
}
