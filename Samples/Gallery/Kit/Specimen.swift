/// A row of the data page's table: one of a million generated plant specimens.
struct Specimen: Identifiable, Hashable, Sendable {
    let id: Int
    let name: String
    let genus: String
    let height: Int
    let daysToWater: Int

    static let genera = [
        "Monstera", "Ficus", "Pilea", "Calathea", "Aloe", "Begonia", "Dracaena", "Fittonia", "Hoya", "Peperomia",
        "Philodendron", "Sansevieria", "Tradescantia", "Zamioculcas", "Adiantum", "Nephrolepis",
    ]

    /// The start of each genus's specimens' names.
    private static let prefixes = genera.map { $0.prefix(3).lowercased() + "-" }

    /// Specimen `index` of the generated collection: the same every time, so that pictures and
    /// tests can rely on it.
    init(index: Int) {
        id = index
        // A scrambled order, so that sorting has work to do.
        let mixed = (index &* 2_654_435_761) & 0xFFFF_FFFF
        genus = Self.genera[mixed % Self.genera.count]
        name = Self.prefixes[mixed % Self.genera.count] + String(mixed % 1_000_000)
        height = 5 + mixed % 295
        daysToWater = 1 + (mixed >> 8) % 21
    }

    /// `count` specimens, numbered from 0.
    static func generate(count: Int) -> [Specimen] {
        (0..<max(0, count)).map(Specimen.init(index:))
    }

    /// The million specimens the data page shows, made the first time the page is.
    static let million = generate(count: 1_000_000)
}
