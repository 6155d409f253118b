import TerrariumCore

/// A picker drawn as a button showing the chosen option, which opens the options in a menu; in
/// a menu, a submenu titled by the picker's label.
struct PickerMenu<Label: View>: View {
    let title: String
    @Environment(\.labelsHidden) private var labelsHidden
    let label: Label
    let options: PickerOptions
    let selected: Int?
    let choose: @MainActor (Int) -> Void
    let isSubmenu: Bool

    var body: some View {
        if isSubmenu {
            Menu {
                PickerMenuItems(options: options, selected: selected, choose: choose)
            } label: {
                label
            }
        } else {
            // A hidden label takes no room, and no gap is left for it.
            HStack(spacing: labelsHidden ? 0 : 1) {
                if !title.isEmpty || Label.self != Text.self { FormLabel(content: label) }
                Menu {
                    PickerMenuItems(options: options, selected: selected, choose: choose)
                } label: {
                    if let selected { options.entries[selected].view } else { Text(" ") }
                }
                .accessibilityRole(.picker)
                .accessibilityLabel(title)
                .accessibilityValue(selected.map { options.entries[$0].title } ?? "")
            }
        }
    }
}

/// A picker's options as a menu's items: a check mark by the chosen one, headings dim.
struct PickerMenuItems: View {
    let options: PickerOptions
    let selected: Int?
    let choose: @MainActor (Int) -> Void

    var body: some View {
        ForEach(Array(options.entries.indices), id: \.self) { index in
            let entry = options.entries[index]
            if entry.isHeader {
                entry.view.dim().accessibilityAddTraits(.isHeader)
            } else if entry.tag != nil {
                Button {
                    if index != selected { choose(index) }
                } label: {
                    HStack(spacing: 1) {
                        Text(index == selected ? "✓" : " ").accessibilityHidden(true)
                        entry.view
                    }
                }
                .accessibilityAddTraits(index == selected ? .isSelected : [])
            } else {
                entry.view.dim()
            }
        }
    }
}
