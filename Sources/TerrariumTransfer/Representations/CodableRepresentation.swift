public import Foundation

/// A representation that moves a `Codable` value encoded by an encoder, JSON unless another is
/// given.
///
/// ```swift
/// extension Plant: Transferable {
///     static var transferRepresentation: some TransferRepresentation {
///         CodableRepresentation(contentType: .plant)
///     }
/// }
/// ```
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation,
    PrimitiveTransferRepresentation
{
    package let primitiveParts: [TransferPart<Item>]

    /// Moves values as JSON under `contentType`.
    public init(for itemType: Item.Type = Item.self, contentType: ContentType) {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }

    /// Moves values under `contentType`, written by `encoder` and read by `decoder`.
    public init(
        for itemType: Item.Type = Item.self, contentType: ContentType, encoder: some TransferEncoder,
        decoder: some TransferDecoder
    ) {
        primitiveParts = [
            .data(
                contentType: contentType, exporting: { item in try encoder.encode(item) },
                importing: { data in try decoder.decode(Item.self, from: data) })
        ]
    }
}

/// An encoder a ``CodableRepresentation`` can write with, such as `JSONEncoder`.
public protocol TransferEncoder: Sendable {
    /// The bytes that encode `value`.
    func encode<Value: Encodable>(_ value: Value) throws -> Data
}

/// A decoder a ``CodableRepresentation`` can read with, such as `JSONDecoder`.
public protocol TransferDecoder: Sendable {
    /// The value of `type` that `data` encodes.
    func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value
}

extension JSONEncoder: TransferEncoder {}
extension JSONDecoder: TransferDecoder {}
extension PropertyListEncoder: TransferEncoder {}
extension PropertyListDecoder: TransferDecoder {}
