import Terrarium
import TerrariumPanes

/// The panes, and a line saying how to move between them.
struct PanesScreen: View {
    let layout: PanesLayout
    @Environment(\.quit) private var quit
    @FocusState private var focusedPane: Int?
    @State private var titles: [Int: String] = [:]
    @State private var endings: [Int: String] = [:]

    var body: some View {
        switch layout {
        case .single(let command, let arguments):
            TerminalView(command: command, arguments: arguments)
                .onTermination { _ in quit() }
                .focused($focusedPane, equals: 0)
                .onAppear { focusedPane = 0 }
        case .split(let shell, let viewer):
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    pane(0, command: shell)
                    pane(1, command: viewer)
                }
                HStack(spacing: 0) {
                    Text(helpLine).reverse().fixedSize()
                    Spacer()
                    Button("Quit") { quit() }
                }
            }
            .onKeyPress("q") {
                guard focusedPane == nil else { return .ignored }
                quit()
                return .handled
            }
        }
    }

    private func pane(_ index: Int, command: String) -> some View {
        VStack(spacing: 0) {
            Text(heading(index, command: command)).bold()
            TerminalView(command: command)
                .onTitleChange { titles[index] = $0 }
                .onTermination { endings[index] = $0.description }
                .focused($focusedPane, equals: index)
        }
        .border()
    }

    private func heading(_ index: Int, command: String) -> String {
        let name = titles[index].flatMap { $0.isEmpty ? nil : $0 } ?? command
        let marker = focusedPane == index ? "▶ " : "  "
        return marker + name + (endings[index].map { " — \($0)" } ?? "")
    }

    private var helpLine: String {
        focusedPane == nil
            ? " Tab: enter a pane · q: quit "
            : " Keys go to the program · Ctrl+]: next pane or Quit "
    }
}
