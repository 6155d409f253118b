package import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileSystem {
    /// Writes all of `data`, looping over short writes; a write that takes nothing is an `EIO`.
    package func writeAll(_ data: Data, to file: OpenFile) throws(FileSystemError) {
        var failure: FileSystemError?
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < bytes.count {
                let rest = UnsafeRawBufferPointer(rebasing: bytes[offset...])
                do {
                    let written = try write(file, rest)
                    guard written > 0 else {
                        failure = FileSystemError(.write, path: file.path, code: EIO)
                        return
                    }
                    offset += written
                } catch {
                    failure = error as? FileSystemError ?? FileSystemError(.write, path: file.path, code: EIO)
                    return
                }
            }
        }
        if let failure { throw failure }
    }

    /// The whole contents of a regular file; `EFBIG` once it passes `limit` bytes.
    ///
    /// Callers check the size from the status first, for a message that says it; the limit here
    /// catches a file that grows while it is read.
    package func readContents(at path: String, limit: Int64) throws(FileSystemError) -> Data {
        let file = try openForReading(path)
        defer { try? close(file) }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count: Int
            do { count = try chunk.withUnsafeMutableBytes { buffer in try read(file, into: buffer) } } catch {
                throw error as? FileSystemError ?? FileSystemError(.read, path: path, code: EIO)
            }
            if count == 0 { return data }
            guard Int64(data.count + count) <= limit else { throw FileSystemError(.read, path: path, code: EFBIG) }
            data.append(contentsOf: chunk[0..<count])
        }
    }

    /// The path `path` ends at once every symbolic link along it is followed, so a save replaces
    /// the file a link points to and leaves the link a link.
    ///
    /// Only the last component is resolved, link by link (relative targets against the link's
    /// folder), up to 32 links; folders along the way are left as they are, since renaming inside
    /// them reaches the same place.
    package func resolvingFinalSymbolicLinks(_ path: String) throws(FileSystemError) -> String {
        var current = path
        for _ in 0..<32 {
            guard let status = try status(ofItemAt: current, followingLinks: false), status.kind == .symbolicLink
            else { return current }
            let destination = try destinationOfSymbolicLink(at: current)
            current =
                destination.hasPrefix("/") ? destination : DocumentPath.folder(of: current) + "/" + destination
        }
        throw FileSystemError(.read, path: path, code: ELOOP)
    }
}
