import Foundation
import Synchronization
import TerrariumImaging

/// Reads and decodes images, keeping the last few decoded so that a view made again in every
/// body does not decode its picture again.
///
/// It holds up to 32 images and 128 MB of pixels, dropping the oldest first; a failed read is
/// remembered too, so an unreadable file is not read on every frame. A file is known by its
/// path with its size, modification time and file number, so a file changed or replaced is read
/// again, and one that appears where none was is read once it is there.
final class ImageLibrary: Sendable {
    /// The process's library.
    static let shared = ImageLibrary()

    /// The largest file read: anything bigger is more than a terminal shows.
    static let largestFile = 64 << 20

    private enum Key: Hashable {
        case file(path: String, version: String)
        case data(String)
    }

    private struct Cache {
        var entries: [Key: ImageContent] = [:]
        var order: [Key] = []
        var bytes = 0
    }

    private let cache = Mutex(Cache())
    private let decoder = PNGDecoder()

    /// The resource `name` of `bundle` (the main bundle when nil), `.png` added when missing.
    func resource(_ name: String, bundle: Bundle?) -> ImageContent {
        let bundle = bundle ?? .main
        let url =
            name.hasSuffix(".png")
            ? bundle.url(forResource: String(name.dropLast(4)), withExtension: "png")
            : bundle.url(forResource: name, withExtension: "png")
        guard let url else { return .missing }
        return file(url)
    }

    /// The PNG file at `url`.
    func file(_ url: URL) -> ImageContent {
        let path = url.standardizedFileURL.path
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let version = [FileAttributeKey.size, .modificationDate, .systemFileNumber].map { key -> String in
            // A date's description is to the second; a file rewritten within one must still differ.
            let value = attributes?[key]
            return (value as? Date).map { "\($0.timeIntervalSince1970)" } ?? value.map { "\($0)" } ?? "-"
        }.joined(separator: "/")
        return cached(.file(path: path, version: version)) {
            // Only a regular file: opening a FIFO would wait for a writer, and a device such as
            // /dev/zero never ends.
            let type = attributes?[.type] as? FileAttributeType
            guard type == .typeRegular, let handle = try? FileHandle(forReadingFrom: url) else { return .missing }
            defer { try? handle.close() }
            guard let data = try? handle.read(upToCount: Self.largestFile + 1), data.count <= Self.largestFile else {
                return .missing
            }
            return decode(data, key: "file:\(path)@\(version)")
        }
    }

    /// The PNG in `data`.
    func data(_ data: Data) -> ImageContent {
        guard data.count <= Self.largestFile else { return .missing }
        // By a checksum of every byte: `Data`'s own hash reads only its first bytes, so two
        // pictures of one size and header would share it. The bytes themselves are not kept.
        let digest = "\(CRC32.checksum(data)):\(data.count)"
        return cached(.data(digest)) { decode(data, key: "data:" + digest) }
    }

    private func decode(_ data: Data, key: String) -> ImageContent {
        guard let bitmap = try? decoder.decode([UInt8](data)) else { return .missing }
        return .bitmap(bitmap, key: key)
    }

    private func cached(_ key: Key, _ make: () -> ImageContent) -> ImageContent {
        if let known = cache.withLock({ $0.entries[key] }) { return known }
        let content = make()
        let size: Int
        if case .bitmap(let bitmap, _) = content { size = bitmap.pixels.count } else { size = 0 }
        cache.withLock { cache in
            guard cache.entries[key] == nil else { return }
            cache.entries[key] = content
            cache.order.append(key)
            cache.bytes += size
            while cache.order.count > 32 || cache.bytes > 128 << 20, let oldest = cache.order.first {
                cache.order.removeFirst()
                if case .bitmap(let bitmap, _) = cache.entries.removeValue(forKey: oldest) {
                    cache.bytes -= bitmap.pixels.count
                }
            }
        }
        return content
    }
}
