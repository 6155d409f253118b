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

    /// Makes the folder at `path` and any missing folders above it, each with `permissions`; one
    /// made meanwhile by someone else is fine.
    package func makeFolders(at path: String, permissions: UInt32) throws(FileSystemError) {
        var missing: [String] = []
        var current = path
        while current != "/" && current != ".", try status(ofItemAt: current, followingLinks: true) == nil {
            missing.append(current)
            current = DocumentPath.folder(of: current)
        }
        for folder in missing.reversed() {
            do { try makeDirectory(at: folder, permissions: permissions) } catch  where error.code == EEXIST {}
        }
    }

    /// Creates an empty file at `path` that holds the name against anyone else (`O_EXCL`: `EEXIST`
    /// when something is there), with exactly `permissions` when given (the umask does not apply),
    /// else with `defaultPermissions` less the umask.
    ///
    /// ``AtomicFileWriter`` then replaces it keeping its mode, so a new copy never overwrites a
    /// file that appeared meanwhile and never shows other users more than its mode allows.
    package func reserveNewFile(
        at path: String, permissions: UInt32?, defaultPermissions: UInt32 = 0o666
    ) throws(FileSystemError) {
        let file = try createFile(at: path, permissions: permissions ?? defaultPermissions)
        var failure: FileSystemError?
        if let permissions {
            do { try setPermissions(file, to: permissions) } catch { failure = error }
        }
        do { try close(file) } catch { failure = failure ?? error }
        if let failure {
            try? removeItem(at: path)
            throw failure
        }
    }
}
