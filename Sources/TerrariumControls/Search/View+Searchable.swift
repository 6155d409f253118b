public import TerrariumCore

extension View {
    /// Puts a search field above this view, editing `text`; the view filters what it shows by it.
    ///
    /// ```swift
    /// List(filteredPlants) { plant in Text(plant.name) }
    ///     .searchable(text: $query, prompt: "Find a plant")
    /// ```
    ///
    /// The field is a row across the top, `/ Search`, with a rule under it, whatever `placement`
    /// says. `/` typed while focus is anywhere inside this view (and not in a text field)
    /// focuses it; in the field, Escape clears the text, a second Escape leaves the field, and
    /// Return leaves it keeping the text, running `onSubmit(of: .search)` actions. Views inside
    /// read `isSearching` and `dismissSearch` from the environment. `prompt` shows while the field
    /// is empty; without one it says "Search".
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        SearchableView(content: self, text: text, isPresented: nil, prompt: SearchableView<Self>.prompt(prompt))
    }

    /// Puts a search field above this view, editing `text`, that shows `prompt` while empty.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: some StringProtocol
    ) -> some View {
        SearchableView(content: self, text: text, isPresented: nil, prompt: String(prompt))
    }

    /// Puts a search field above this view, editing `text`, whose focus `isPresented` follows:
    /// setting it to true focuses the field, false takes focus out of it.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil
    ) -> some View {
        SearchableView(
            content: self, text: text, isPresented: isPresented, prompt: SearchableView<Self>.prompt(prompt))
    }

    /// Puts a search field above this view, editing `text` and showing `prompt`, whose focus
    /// `isPresented` follows.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: some StringProtocol
    ) -> some View {
        SearchableView(content: self, text: text, isPresented: isPresented, prompt: String(prompt))
    }
}
