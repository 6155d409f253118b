import Foundation
import TerrariumTerminal
import TerrariumTransfer
import TerrariumWidgets
import Testing

@MainActor @Suite struct ListWidgetTransferTests {
    private func list() -> ListWidget {
        let list = ListWidget(items: ["Fern", "Jade", "Pothos", "Ivy"])
        list.itemsForRow = { [unowned list] index in [TransferItem(list.items[index])] }
        return list
    }

    private func text(_ items: [TransferItem]) async throws -> [String] {
        var texts: [String] = []
        for item in items { texts.append(try await item.load(String.self)) }
        return texts
    }

    @Test func theSelectedRowIsCopiedAndTheRowUnderThePointerDragged() async throws {
        let list = list()
        #expect(list.itemsToCopy().isEmpty)
        list.selectedIndex = 1
        #expect(try await text(list.itemsToCopy()) == ["Jade"])
        list.frame = Rect(x: 0, y: 0, width: 10, height: 2)
        list.layoutSubwidgets()
        list.scrollOffset = 2
        #expect(try await text(list.dragItems(at: TransferLocation(column: 3, row: 1))) == ["Ivy"])
        #expect(list.dragItems(at: TransferLocation(column: 0, row: 5)).isEmpty)
        #expect(try await text(list.dragItems(at: nil)) == ["Jade"])
        list.isEnabled = false
        #expect(list.itemsToCopy().isEmpty)
    }

    @Test func cutRemovesTheSelectedRowAndPasteGoesWhereTheSelectionIs() async throws {
        let list = list()
        #expect(!list.canCut)
        list.cutRow = { [unowned list] index in [TransferItem(list.items.remove(at: index))] }
        #expect(!list.canCut)
        list.selectedIndex = 0
        #expect(list.canCut)
        #expect(try await text(list.cutItems()) == ["Fern"])
        #expect(list.items == ["Jade", "Pothos", "Ivy"])
        var pasted: [(Int, Int?)] = []
        #expect(!list.paste([TransferItem("Moss")]))
        list.pasteConfiguration = [.plainText]
        list.pasteItems = { items, index in
            pasted.append((items.count, index))
            return true
        }
        #expect(list.paste([TransferItem("Moss")]))
        #expect(pasted.count == 1 && pasted[0].0 == 1 && pasted[0].1 == 0)
    }
}
