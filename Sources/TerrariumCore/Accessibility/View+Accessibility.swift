extension View {
    /// Names the view for assistive technology and UI tests, in place of what it shows.
    ///
    /// ```swift
    /// RatingView(rating: $plant.rating).accessibilityLabel("Rating")
    /// ```
    public func accessibilityLabel(_ label: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.label = label }
    }

    /// Names the view with a text's words.
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityLabel(label.plainText)
    }

    /// States what the view holds, as `"3 of 5 stars"`, in place of what a control reports.
    public func accessibilityValue(_ value: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.value = value }
    }

    /// States what the view holds with a text's words.
    public func accessibilityValue(_ value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityValue(value.plainText)
    }

    /// Says what activating the view does, read after its label.
    public func accessibilityHint(_ hint: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.hint = hint }
    }

    /// Says what activating the view does with a text's words.
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHint(hint.plainText)
    }

    /// Names the view for tests; the user never reads it.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility { $0.identifier = identifier }
    }

    /// Adds traits to the view's element, as `.isHeader` to a title.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibility { $0.addedTraits.formUnion(traits) }
    }

    /// Removes traits from the view's element.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibility { $0.removedTraits.formUnion(traits) }
    }

    /// Hides the view and everything inside it from assistive technology when `hidden`, as
    /// decoration that says nothing.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.isHidden = hidden }
    }

    /// Makes the view one element, treating the elements inside as `children` says.
    ///
    /// ```swift
    /// HStack { Text(plant.name); Text(plant.species) }
    ///     .accessibilityElement(children: .combine)   // read as "Monstera, Monstera deliciosa"
    /// ```
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibility { $0.childBehavior = children }
    }

    /// Offers an action named `name` on the view's element, which assistive technology or a test
    /// runs by name.
    public func accessibilityAction(
        named name: String, _ handler: @escaping @MainActor () -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.actions.append((name, handler)) }
    }

    /// Gives the view's element `role`: a control made of other views says what it is.
    package func accessibilityRole(_ role: AccessibilityRole) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility { $0.role = role }
    }

    private func accessibility(
        _ change: @escaping (inout AccessibilityAttachment) -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(change: change))
    }
}
