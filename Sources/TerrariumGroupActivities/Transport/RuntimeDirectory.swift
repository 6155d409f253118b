package import Foundation
import TerrariumSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The private directory where hubs put their sockets and data: created 0700, refused when it
/// belongs to another user or lets anyone else in.
package struct RuntimeDirectory: Sendable {
    /// The directory's path.
    package let path: String

    /// The directory `explicit` names, else `$TERRARIUM_RUNTIME_DIR`, else
    /// `$XDG_RUNTIME_DIR/terrarium`, else `/tmp/terrarium-<uid>`.
    package init(_ explicit: URL?, environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let explicit {
            path = explicit.path
        } else if let custom = environment["TERRARIUM_RUNTIME_DIR"], !custom.isEmpty {
            path = custom
        } else if let xdg = environment["XDG_RUNTIME_DIR"], !xdg.isEmpty {
            path = xdg + "/terrarium"
        } else {
            path = "/tmp/terrarium-\(getuid())"
        }
    }

    /// The socket of session `name`.
    package func socketPath(_ name: String) -> String { path + "/" + name + ".sock" }

    /// The attachments folder of session `name`.
    package func dataPath(_ name: String) -> String { path + "/" + name + ".d" }

    /// Creates the directory if needed and checks that only this user can use it.
    package func prepare() throws(GroupSessionError) {
        if mkdir(path, 0o700) != 0, errno != EEXIST {
            throw .unsafeRuntimeDirectory("\(path) cannot be created (\(SystemError.reason(errno)))")
        }
        try check()
    }

    /// Checks, without creating it, that the directory exists and only this user can use it.
    package func check() throws(GroupSessionError) {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            throw .unsafeRuntimeDirectory("\(path) does not exist (\(SystemError.reason(errno)))")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw .unsafeRuntimeDirectory("\(path) is not a directory") }
        guard info.st_uid == getuid() else { throw .unsafeRuntimeDirectory("\(path) belongs to another user") }
        guard info.st_mode & 0o077 == 0 else {
            throw .unsafeRuntimeDirectory(
                "\(path) can be used by other users (mode \(String(info.st_mode & 0o777, radix: 8)))")
        }
    }

    /// The names of the sessions whose sockets are in the directory; none when it does not exist.
    ///
    /// - Throws: ``ListingError`` when it exists and cannot be read.
    package func sessionNames() throws(ListingError) -> [String] {
        guard let folder = opendir(path) else {
            if errno == ENOENT { return [] }
            throw ListingError(message: "cannot read \(path): \(SystemError.reason(errno))")
        }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasSuffix(".sock") { names.append(String(name.dropLast(5))) }
        }
        return names.filter(SessionName.isValid).sorted()
    }

    /// Why the runtime directory could not be listed.
    package struct ListingError: Error {
        /// The reason as a sentence.
        package var message: String
    }

    /// Whether a hub accepts connections on the socket of `name`.
    package func isLive(_ name: String) -> Bool {
        guard case .success(let fd) = UnixSocket.connect(to: socketPath(name)) else { return false }
        close(fd)
        return true
    }

    /// Removes the socket and attachments of `name`.
    package func removeSession(_ name: String) {
        unlink(socketPath(name))
        try? FileManager.default.removeItem(atPath: dataPath(name))
    }
}
