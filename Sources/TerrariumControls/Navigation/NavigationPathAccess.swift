import TerrariumCore

/// How a stack reads and writes the path it is bound to, whatever the path's type.
@MainActor
struct NavigationPathAccess {
    /// The path's values, the last one on top.
    let elements: () -> [AnyHashable]
    /// Appends a value; false when the path cannot hold a value of its type.
    let append: (AnyHashable) -> Bool
    /// Removes the top value, if any.
    let removeLast: () -> Void

    /// Access to a `NavigationPath`, which holds values of any type.
    init(_ path: Binding<NavigationPath>) {
        elements = { path.wrappedValue.elements }
        append = { value in
            path.wrappedValue = NavigationPath(erased: path.wrappedValue.elements + [value])
            return true
        }
        removeLast = { path.wrappedValue.removeLast() }
    }

    /// Access to a collection of values of one type, which takes only values of that type.
    init<Data>(_ path: Binding<Data>)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
    {
        elements = { path.wrappedValue.map { AnyHashable($0) } }
        append = { value in
            guard let element = value.base as? Data.Element else { return false }
            path.wrappedValue.append(element)
            return true
        }
        removeLast = {
            guard !path.wrappedValue.isEmpty else { return }
            path.wrappedValue.removeLast()
        }
    }

    /// Makes the access to a `NavigationPath` binding.
    enum AnyValues: NavigationPathAccessMaking {
        static func access(to path: Any) -> NavigationPathAccess? {
            (path as? Binding<NavigationPath>).map(NavigationPathAccess.init)
        }
    }

    /// Makes the access to a binding to a collection of `Data`'s elements.
    enum Values<Data>: NavigationPathAccessMaking
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
    {
        static func access(to path: Any) -> NavigationPathAccess? {
            (path as? Binding<Data>).map(NavigationPathAccess.init)
        }
    }
}

/// Makes the access to a path binding of one type, which a stack keeps as a type rather than as
/// closures, so the stack's value compares equal when its binding does.
@MainActor
protocol NavigationPathAccessMaking {
    /// The access to `path`, a binding of the type this maker is for.
    static func access(to path: Any) -> NavigationPathAccess?
}
