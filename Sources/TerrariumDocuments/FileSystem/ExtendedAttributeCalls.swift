#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library's extended-attribute calls, looked up by name since Glibc does not export them.
///
/// `listxattr`, `getxattr`, `fsetxattr` and `fremovexattr` are found once with `dlsym` and
/// called through their C signatures, the one unsafe seam of the file system. Nil where the
/// library lacks them, and then files are taken to have no attributes.
struct ExtendedAttributeCalls: Sendable {
    typealias List = @convention(c) (UnsafePointer<CChar>?, UnsafeMutablePointer<CChar>?, Int) -> Int
    typealias Get = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?, Int) -> Int
    typealias Set = @convention(c) (Int32, UnsafePointer<CChar>?, UnsafeRawPointer?, Int, Int32) -> Int32
    typealias Remove = @convention(c) (Int32, UnsafePointer<CChar>?) -> Int32

    /// `listxattr(path, list, size)`.
    let list: List
    /// `getxattr(path, name, value, size)`.
    let get: Get
    /// `fsetxattr(descriptor, name, value, size, flags)`.
    let set: Set
    /// `fremovexattr(descriptor, name)`.
    let remove: Remove

    /// The calls of the C library this process linked; nil when one is missing.
    static let shared: ExtendedAttributeCalls? = {
        #if os(Linux)
            guard let library = dlopen(nil, RTLD_NOW) else { return nil }
            guard let list = dlsym(library, "listxattr"), let get = dlsym(library, "getxattr"),
                let set = dlsym(library, "fsetxattr"), let remove = dlsym(library, "fremovexattr")
            else { return nil }
            return ExtendedAttributeCalls(
                list: unsafeBitCast(list, to: List.self), get: unsafeBitCast(get, to: Get.self),
                set: unsafeBitCast(set, to: Set.self), remove: unsafeBitCast(remove, to: Remove.self))
        #else
            return nil
        #endif
    }()
}
