import Foundation
import Synchronization
import TerrariumImaging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads and decodes images, keeping the last few decoded so that a view made again in every
/// body does not decode its picture again.
///
/// It holds up to 32 images and 128 MB of pixels, dropping the oldest first; a failed read is
/// remembered too, so an unreadable file is not read on every frame. A file is known by its
/// path with its size, modification time and file number (of the file a link leads to), so a
/// file changed or replaced is read again, its older picture dropped, and one that appears
/// where none was is read once it is there.
package final class ImageLibrary: Sendable {
    /// The process's library.
    package static let shared = ImageLibrary()

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

        mutating func remove(_ key: Key) {
            order.removeAll { $0 == key }
            if case .bitmap(let bitmap, _) = entries.removeValue(forKey: key) { bytes -= bitmap.pixels.count }
        }
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
    ///
    /// One `stat` a call: a view made again in every body costs no more than that while its
    /// file stays the same.
    func file(_ url: URL) -> ImageContent {
        let path = url.standardizedFileURL.path
        let found = Self.identity(of: path)
        return cached(.file(path: path, version: found?.version ?? "-")) {
            // Only a regular file: opening a FIFO would wait for a writer, and a device such as
            // /dev/zero never ends. The file opened is checked again, as the path may have
            // been given another file since.
            guard let found, found.isRegular, let data = Self.read(path, expecting: found.version) else {
                return .missing
            }
            return decode(data, key: "file:\(path)@\(found.version)")
        }
    }

    /// The size, modification time and file number of the file at `path`, following links, and
    /// whether it is a regular file; nil when there is none.
    private static func identity(of path: String) -> (version: String, isRegular: Bool)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return identity(info)
    }

    private static func identity(_ info: stat) -> (version: String, isRegular: Bool) {
        #if os(Linux)
            let modified = info.st_mtim
        #else
            let modified = info.st_mtimespec
        #endif
        let version = "\(info.st_size)/\(modified.tv_sec).\(modified.tv_nsec)/\(info.st_dev):\(info.st_ino)"
        return (version, (info.st_mode & S_IFMT) == S_IFREG)
    }

    /// The bytes of the regular file at `path`, when it is still the one `version` describes and
    /// no larger than ``largestFile``.
    private static func read(_ path: String, expecting version: String) -> Data? {
        // Without blocking: a FIFO put there since the check must not hold the frame.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        let opened = identity(info)
        guard opened.isRegular, opened.version == version,
            let data = try? handle.read(upToCount: largestFile + 1), data.count <= largestFile
        else { return nil }
        return data
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
            if case .file(let path, _) = key {
                // An older version of the file is not shown again: its picture goes now.
                for old in cache.order where old != key {
                    guard case .file(path, _) = old else { continue }
                    cache.remove(old)
                }
            }
            cache.entries[key] = content
            cache.order.append(key)
            cache.bytes += size
            while cache.order.count > 32 || cache.bytes > 128 << 20, let oldest = cache.order.first {
                cache.remove(oldest)
            }
        }
        return content
    }

    /// How many versions of the file at `path`, a standardised path, are kept: at most one.
    package func versionsKept(ofFileAt path: String) -> Int {
        cache.withLock { cache in
            cache.order.count { key in
                guard case .file(path, _) = key else { return false }
                return true
            }
        }
    }
}
