public import TerrariumTerminal

/// A program in the Elm architecture, as Bubble Tea writes them: a model, messages that update
/// it and may start commands, and a view of the model as text.
///
/// ```swift
/// struct Counter: ElmProgram {
///     enum Message { case increment, decrement, reset, loaded(Int) }
///
///     var initialModel: Int { 0 }
///
///     func update(_ count: inout Int, with message: Message) -> ElmCommand<Message> {
///         switch message {
///         case .increment: count += 1
///         case .decrement: count -= 1
///         case .reset: return .run { .loaded(await Store.shared.savedCount()) }
///         case .loaded(let saved): count = saved
///         }
///         return .none
///     }
///
///     func view(_ count: Int) -> String { "\u{1B}[1mCount:\u{1B}[0m \(count)  (+/-, r)" }
///
///     func message(for key: KeyPress) -> Message? {
///         switch key.key {
///         case "+": .increment
///         case "-": .decrement
///         case "r": .reset
///         default: nil
///         }
///     }
/// }
///
/// ElmView(Counter())  // hosted in a declarative tree with one line
/// ```
///
/// The view may style itself with SGR escape sequences; it is read by `ANSIText`, so
/// anything else it prints, cursor moves included, is dropped.
public protocol ElmProgram {
    /// Everything the program shows and remembers.
    associatedtype Model
    /// What can happen to the model.
    associatedtype Message

    /// The model the program starts with.
    var initialModel: Model { get }

    /// Commands to run when the program starts; none by default.
    var initialCommand: ElmCommand<Message> { get }

    /// Applies `message` to `model` and returns what to do next.
    func update(_ model: inout Model, with message: Message) -> ElmCommand<Message>

    /// The model as text, in lines, with SGR escape sequences for its styles.
    func view(_ model: Model) -> String

    /// The message a key press sends, or nil to leave the key to the views around the program.
    func message(for key: KeyPress) -> Message?

    /// The message a mouse event sends (in the program's own coordinates), or nil to leave it.
    func message(for mouse: MouseEvent) -> Message?

    /// The message pasted text sends, or nil to leave it.
    func message(forPaste text: String) -> Message?
}

extension ElmProgram {
    /// No command.
    public var initialCommand: ElmCommand<Message> { .none }

    /// No key sends a message.
    public func message(for key: KeyPress) -> Message? { nil }

    /// No mouse event sends a message.
    public func message(for mouse: MouseEvent) -> Message? { nil }

    /// Pasting sends no message.
    public func message(forPaste text: String) -> Message? { nil }
}

/// What an ``ElmProgram`` asks to be done after an update: nothing, a message, some work whose
/// result is a message, several of these, or stopping.
///
/// ```swift
/// return .batch([.send(.started), .run { .loaded(try? await fetchRows()) }])
/// ```
public struct ElmCommand<Message> {
    enum Kind {
        case none
        case send(Message)
        case run(@MainActor () async -> Message?)
        case batch([ElmCommand<Message>])
        case quit
    }

    let kind: Kind

    /// Nothing to do.
    public static var none: Self { Self(kind: .none) }

    /// Updates the program with `message` right after the current update.
    public static func send(_ message: Message) -> Self { Self(kind: .send(message)) }

    /// Runs `operation` in a task on the main actor and updates the program with the message it
    /// returns, if any; the task is cancelled when the program stops or leaves the screen.
    public static func run(_ operation: @escaping @MainActor () async -> Message?) -> Self {
        Self(kind: .run(operation))
    }

    /// Carries out each of `commands`, in order.
    public static func batch(_ commands: [Self]) -> Self { Self(kind: .batch(commands)) }

    /// Stops the program: its tasks are cancelled, it takes no more messages or input, and it
    /// keeps showing its last view.
    public static var quit: Self { Self(kind: .quit) }
}

/// A view that runs an ``ElmProgram`` and shows its view.
///
/// ```swift
/// struct Screen: View {
///     @State var count = 0
///
///     var body: some View {
///         VStack {
///             ElmView(Counter(), onModelChange: { count = $0 })
///             Text("The program counts \(count)")
///         }
///     }
/// }
/// ```
///
/// The model lives in the hosted widget, as in Bubble Tea, and survives updates of the view
/// around it; `onModelChange` hears each new model. The view takes focus: keys, mouse events
/// and pasted text the program turns into messages are used, all others go on to the views
/// around it. It is as large as the program's view, limited to what it is offered.
///
/// A new program value (one whose stored properties differ, so make it `Equatable` when it has
/// any) replaces the old one and draws the model again; the model is kept.
public struct ElmView<Program: ElmProgram>: WidgetRepresentable {
    private let program: Program
    private let onModelChange: (@MainActor (Program.Model) -> Void)?
    private let onQuit: (@MainActor () -> Void)?

    /// Runs `program`.
    ///
    /// - Parameters:
    ///   - program: The program to run.
    ///   - onModelChange: Told the model after each update.
    ///   - onQuit: Told when the program quits.
    public init(
        _ program: Program, onModelChange: (@MainActor (Program.Model) -> Void)? = nil,
        onQuit: (@MainActor () -> Void)? = nil
    ) {
        self.program = program
        self.onModelChange = onModelChange
        self.onQuit = onQuit
    }

    /// Makes the widget that keeps the model.
    public func makeWidget(context: Context) -> ElmWidget<Program> {
        ElmWidget(program)
    }

    /// Gives the widget the new program and handlers, and starts it the first time.
    public func updateWidget(_ widget: ElmWidget<Program>, context: Context) {
        widget.onModelChange = onModelChange
        widget.onQuit = onQuit
        if context.updateReasons.contains(.initial) {
            widget.start()
        } else {
            widget.program = program
        }
    }

    /// Stops the program's tasks.
    public static func dismantleWidget(_ widget: ElmWidget<Program>, coordinator: Void) {
        widget.stop()
    }
}

/// A widget that runs an ``ElmProgram``: it keeps the model, turns input into messages, runs
/// commands and draws the program's view.
///
/// ```swift
/// let counter = ElmWidget(Counter())
/// counter.start()
/// counter.send(.increment)
/// ```
@MainActor
public final class ElmWidget<Program: ElmProgram>: StyledTextWidget {
    /// Whoever shows the widget.
    public weak var host: (any WidgetHost)?

    /// The program; a new one draws the model again.
    public var program: Program {
        didSet { refresh() }
    }
    /// The current model.
    public private(set) var model: Program.Model
    /// Whether the program takes messages: from ``start()`` until it quits or ``stop()``.
    public private(set) var isRunning = false
    /// Told the model after each update.
    public var onModelChange: (@MainActor (Program.Model) -> Void)?
    /// Told when the program quits.
    public var onQuit: (@MainActor () -> Void)?

    /// The program's view of the model, as drawn.
    package private(set) var text: ANSIText
    private var hasStarted = false
    private var queue: [Program.Message] = []
    private var isUpdating = false
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var nextTask = 0

    /// Creates a widget with the program's initial model; ``start()`` runs it.
    public init(_ program: Program) {
        self.program = program
        model = program.initialModel
        text = ANSIText(program.view(model))
    }

    /// Starts the program and runs its initial command; only the first call does anything.
    public func start() {
        guard !hasStarted else { return }
        hasStarted = true
        isRunning = true
        perform(program.initialCommand)
    }

    /// Stops the program without telling it: tasks are cancelled and nothing more is taken.
    public func stop() {
        isRunning = false
        queue.removeAll()
        for task in tasks.values { task.cancel() }
        tasks.removeAll()
    }

    /// Updates the model with `message`, as input and commands do; a message sent during an
    /// update is applied right after it.
    public func send(_ message: Program.Message) {
        guard isRunning else { return }
        queue.append(message)
        guard !isUpdating else { return }
        isUpdating = true
        while isRunning, !queue.isEmpty {
            let next = queue.removeFirst()
            perform(program.update(&model, with: next))
        }
        isUpdating = false
        refresh()
        onModelChange?(model)
    }

    private func perform(_ command: ElmCommand<Program.Message>) {
        guard isRunning else { return }
        switch command.kind {
        case .none:
            break
        case .send(let message):
            send(message)
        case .run(let operation):
            let id = nextTask
            nextTask += 1
            tasks[id] = Task { [weak self] in
                let message = await operation()
                guard let self, !Task.isCancelled else { return }
                tasks[id] = nil
                if let message { send(message) }
            }
        case .batch(let commands):
            for command in commands { perform(command) }
        case .quit:
            stop()
            onQuit?()
        }
    }

    /// Reads the program's view of the model again and asks to be drawn if it changed.
    private func refresh() {
        let old = text
        text = ANSIText(program.view(model))
        textDidChange(from: old)
    }

    /// Turns `event` into a message, if the program has one for it, and sends it.
    public func handle(_ event: InputEvent) -> Bool {
        guard isRunning else { return false }
        let message: Program.Message?
        switch event {
        case .key(let press): message = press.phase == .up ? nil : program.message(for: press)
        case .mouse(let mouse): message = program.message(for: mouse)
        case .paste(let text): message = program.message(forPaste: text)
        case .focus, .reply: message = nil
        }
        guard let message else { return false }
        send(message)
        return true
    }

    /// Whether the program is running.
    public var acceptsFocus: Bool { isRunning }
}
