extension ViewNode {
    /// The object the node keeps under `key`, as `T`; when it keeps none of that type, `make()`
    /// is kept there first, so the object lives as long as the node.
    package func stored<T: AnyObject>(_ key: String, orMake make: () -> T) -> T {
        if let existing = storage[key] as? T { return existing }
        let created = make()
        storage[key] = created
        return created
    }
}
