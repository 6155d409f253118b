internal import TerrariumTerminal

extension String {
    /// The text as one line at most `width` columns wide, cut with "…" when it is wider.
    ///
    /// Tabs become single spaces and control characters their visible stand-ins before
    /// measuring, so what is measured is what ``GraphicsContext`` draws; a wide character that
    /// would straddle the cut is left out whole rather than halved.
    func fittedLine(toWidth width: Int) -> String {
        let line = Sanitizer.sanitize(String(map { $0 == "\t" ? " " : $0 }))
        guard line.displayWidth > width else { return line }
        guard width > 0 else { return "" }
        var fitted = ""
        var used = 0
        for character in line {
            let columns = character.displayWidth
            guard used + columns <= width - 1 else { break }
            fitted.append(character)
            used += columns
        }
        return fitted + "…"
    }
}
