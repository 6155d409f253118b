public import TerrariumTransfer

/// A plant in the catalog.
public struct Plant: Identifiable, Hashable, Sendable, Codable {
    /// Identifies the plant.
    public let id: Int
    /// The plant's common name.
    public var name: String
    /// The plant's genus.
    public var genus: String
    /// How often it wants water.
    public var watering: String
    /// The user's rating, 0 to 5.
    public var rating: Int
    /// The user's notes.
    public var notes: String
    /// The names of the files attached to the plant.
    public var attachments: [String]

    /// Creates a plant.
    public init(
        id: Int, name: String, genus: String, watering: String, rating: Int, notes: String = "",
        attachments: [String] = []
    ) {
        self.id = id
        self.name = name
        self.genus = genus
        self.watering = watering
        self.rating = rating
        self.notes = notes
        self.attachments = attachments
    }

    /// One line for anyone reading plain text: `Monstera (Monstera), water weekly`.
    public var summary: String { "\(name) (\(genus)), water \(watering)" }
}

extension ContentType {
    /// A plant as the catalog saves and copies it: JSON, in files ending `.plant`, and under its
    /// own MIME type where a terminal carries MIME-typed data (kitty's clipboard and drags).
    public static let plant = ContentType(
        exportedAs: "org.terrarium.plant-catalog.plant", conformingTo: .json, filenameExtensions: ["plant"],
        mimeTypes: ["application/vnd.terrarium.plant+json"])
}

extension Plant: Transferable {
    /// The whole plant as JSON first, then its summary as plain text for every other app.
    public static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .plant)
            .suggestedFileName { $0.name }
        ProxyRepresentation(exporting: \.summary)
    }
}
