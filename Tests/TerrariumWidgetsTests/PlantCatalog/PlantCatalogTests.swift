import PlantCatalogKit
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct PlantCatalogTests {
    private func catalog() -> TestHost<CatalogScreen> {
        TestHost(CatalogScreen(store: PlantStore()), size: Size(width: 72, height: 14))
    }

    @Test func theFirstScreenShowsTheListTheDetailAndTheRating() {
        let host = catalog()
        assertInlineSnapshot(of: host, as: .text) {
            """
             Plant catalog                                                         \u{20}
            Monstera     Monstera     weekly  │ Monstera                       ▄▄▄▄\u{20}
            Fiddle leaf  Ficus        weekly  │ Genus: Monstera                ▀▀▀▀\u{20}
            Boston fern  Nephrolepis  daily   │ Water: weekly                   ▀▀ \u{20}
            Snake plant  Dracaena     monthly │ ────────────────────────────────────
            Pothos       Epipremnum   weekly  │ Monstera                           \u{20}
            Jade         Crassula     monthly │ ★ ★ ★ ★ ☆                          \u{20}
                                              │ Rating: 4/5 [ Clear ]              \u{20}
                                              │ Notes: paste text here             \u{20}
                                              │ Attachments: drop files here       \u{20}
                                              │ Favorites: drag plants here        \u{20}
                                              │ [ Share ]                          \u{20}
                                              │                                    \u{20}
            Tab Focus  ↑ Select  → Rate  q Quit                                    \u{20}
            """
        }
    }

    @Test func theStyledSnapshotWithTheRatingFocused() {
        let host = catalog()
        // Into the list, down to the fig, past the name field into the rating.
        host.press(.tab)
        host.press(.downArrow)
        host.press(.tab)
        host.press(.tab)
        assertInlineSnapshot(of: host, as: .styled) {
            """
             Plant catalog                                                         \u{20}
            Monstera     Monstera     weekly  │ Fiddle leaf                     ▄▀▄\u{20}
            Fiddle leaf  Ficus        weekly  │ Genus: Ficus                    ▀▀▀\u{20}
            Boston fern  Nephrolepis  daily   │ Water: weekly                   ▀▀ \u{20}
            Snake plant  Dracaena     monthly │ ────────────────────────────────────
            Pothos       Epipremnum   weekly  │ Fiddle leaf                        \u{20}
            Jade         Crassula     monthly │ ★ ★ ☆ ☆ ☆                          \u{20}
                                              │ Rating: 2/5 [ Clear ]              \u{20}
                                              │ Notes: paste text here             \u{20}
                                              │ Attachments: drop files here       \u{20}
                                              │ Favorites: drag plants here        \u{20}
                                              │ [ Share ]                          \u{20}
                                              │                                    \u{20}
            Tab Focus  ↑ Select  → Rate  q Quit  Alt+V Paste                       \u{20}
            ── styles ──
            row 0, cols 0–14: bold reverse
            rows 1–12, col 34: dim
            row 1, cols 36–46: bold
            row 1, col 68: fg=#3f7830
            row 1, col 69: fg=#38722b bg=#447832
            rows 1–2, col 70: fg=#346e28
            row 2, cols 0–33: bold
            row 2, col 68: fg=#41742f
            row 2, col 69: fg=#45712f bg=#4b7b36
            row 3, cols 68–69: bg=#ba623e
            row 3, col 68: fg=#9a593b
            row 3, col 69: fg=#945739
            row 4, cols 36–71: fg=brightBlack
            row 6, col 36: reverse fg=yellow
            row 6, col 37: reverse
            row 6, col 38: reverse fg=yellow
            row 6, cols 39–44: reverse
            row 13, cols 0–2: bold
            row 13, col 11: bold
            row 13, col 21: bold
            row 13, col 29: bold
            row 13, cols 37–41: bold
            """
        }
    }

    @Test func theListDrivesTheDetailAndTheRatingDrivesTheLabel() {
        let host = catalog()
        host.press(.tab)
        host.press(.downArrow)
        #expect(host.text.contains("│ Genus: Ficus"))
        #expect(host.text.contains("Rating: 2/5"))
        host.press(.tab)
        host.press(.tab)
        host.press(.rightArrow)
        host.press(.rightArrow)
        #expect(host.text.contains("Rating: 4/5"))
        host.press(.tab)
        host.press(.return)
        #expect(host.text.contains("Rating: 0/5"))
        // The selected row is bold in the list while the list does not have focus.
        let row = host.buffer.lines.firstIndex { $0.hasPrefix("Fiddle leaf") }
        #expect(row.flatMap { host.buffer[0, $0]?.style.attributes.contains(.bold) } == true)
        // The catalog's `makeWidget` reads the store's plants while filling the list, and what make
        // reads is followed for the widget's life: every change of a plant updates it once.
        let catalogLog = host.widgetLifecycleLog.filter { $0.representable == "CatalogView" }.map(\.description)
        #expect(
            catalogLog.prefix(3) == ["CatalogView makeCoordinator", "CatalogView make", "CatalogView update(initial)"])
        #expect(catalogLog.dropFirst(3).count >= 2)
        #expect(catalogLog.dropFirst(3).allSatisfy { $0 == "CatalogView update(observation)" })
    }
}
