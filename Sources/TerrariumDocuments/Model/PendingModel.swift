// TEMPORARY compile stand-ins until the docmodel branch lands.
public import Foundation

extension Document {
    public func rename(to name: String) async throws {}
    public func move(to url: URL) async throws {}
    public func duplicate(to url: URL) async throws {}
    public func revert(toContentsOf url: URL? = nil) async throws {}
    public static func duplicateURL(for url: URL) -> URL { url }
}
public struct RecentDocuments: Sendable {
    public init(path: String) {}
    public static func standardPath(appName: String, environment: [String: String]) -> String? { nil }
    public func urls() -> [URL] { [] }
    public func noteOpened(_ url: URL) throws {}
}
