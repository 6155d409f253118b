#!/usr/bin/env python3
"""Generates WidthTables.swift, the code point range tables behind `displayWidth`.

Usage: generate_width_tables.py [--check | --requirements]

The Unicode data comes from two PyPI packages pinned in PINNED_PACKAGES below, both
of one Unicode version: `unicodedata2` gives the general categories and
East_Asian_Width and names its Unicode version, and `regex` gives the binary
properties (Default_Ignorable_Code_Point and the emoji properties). The script
checks that the installed packages are the pinned versions, that unicodedata2 holds
UNICODE_VERSION, and that regex assigns exactly the code points unicodedata2 does,
so both hold the same Unicode version. Install them with
`pip install $(python3 generate_width_tables.py --requirements)`.

The output is written next to this script. It depends only on the pinned data, so
running the script twice gives a byte-identical file. With --check nothing is
written: the exit status says whether the committed file matches what the data
would generate (CI runs it that way). --requirements prints the pinned packages
as pip requirements and needs neither installed.
"""

import os
import sys
import textwrap

OUTPUT_NAME = "WidthTables.swift"

# The Unicode version of the tables, and the packages that carry its data.
UNICODE_VERSION = "18.0.0"
PINNED_PACKAGES = [("unicodedata2", "18.0.0"), ("regex", "2026.11.15")]

CODE_POINT_COUNT = 0x110000

# Numbers per output line: six ranges of two five-digit hex literals fit in 120 columns.
RANGES_PER_LINE = 6

# Format (not default-ignorable) code points that terminals draw in a column anyway.
SOFT_HYPHEN = 0x00AD

# HANGUL CHOSEONG FILLER is default-ignorable, but it is the leading consonant of a
# syllable block whose vowel and trailing jamo are zero width, so the block keeps its two
# columns only if the filler does.
HANGUL_CHOSEONG_FILLER = 0x115F

# Zero width regardless of general category: invisible separators and controls, the
# Hangul vowel and trailing consonant jamo that join onto a leading consonant, the
# variation selectors and the zero width joiner.
EXTRA_ZERO_WIDTH = [
    (0x200B, 0x200F),
    (0x2028, 0x202E),
    (0x2060, 0x206F),
    (0x1160, 0x11FF),
    (0xD7B0, 0xD7FF),
    (0xFE00, 0xFE0F),
    (0xE0100, 0xE01EF),
    (0x200D, 0x200D),
]

ZERO_WIDTH_CATEGORIES = {"Mn", "Me", "Cf"}

# UAX #11 gives unassigned code points in these ranges East_Asian_Width W, whatever a
# data source reports for them.
DEFAULT_WIDE = [
    (0x3400, 0x4DBF),
    (0x4E00, 0x9FFF),
    (0xF900, 0xFAFF),
    (0x20000, 0x2FFFD),
    (0x30000, 0x3FFFD),
]


def fail(message):
    sys.exit("generate_width_tables.py: " + message)


def requirements():
    """Returns the pinned packages as pip requirement specifiers."""
    return ["%s==%s" % pin for pin in PINNED_PACKAGES]


def load_data():
    """Imports the pinned packages after checking their versions; returns (unicodedata2, regex)."""
    from importlib import metadata

    for name, version in PINNED_PACKAGES:
        try:
            installed = metadata.version(name)
        except metadata.PackageNotFoundError:
            installed = None
        if installed != version:
            fail(
                "%s %s is required, found %s: pip install %s"
                % (name, version, installed or "none", " ".join(requirements()))
            )
    import regex
    import unicodedata2

    if unicodedata2.unidata_version != UNICODE_VERSION:
        fail("unicodedata2 holds Unicode %s, not %s" % (unicodedata2.unidata_version, UNICODE_VERSION))
    return unicodedata2, regex


def runs(predicate):
    """Returns the inclusive (lower, upper) ranges of the code points for which `predicate` holds."""
    ranges = []
    lower = None
    for code in range(CODE_POINT_COUNT):
        if predicate(code):
            if lower is None:
                lower = code
        elif lower is not None:
            ranges.append((lower, code - 1))
            lower = None
    if lower is not None:
        ranges.append((lower, CODE_POINT_COUNT - 1))
    return ranges


class UnicodeData:
    """The properties the tables need, read from the pinned packages."""

    def __init__(self, unicodedata2, regex):
        self.unicodedata2 = unicodedata2
        self.regex = regex
        # Every code point as a character at its own index, surrogates included, so that a match
        # of a property's runs gives code point ranges directly.
        self.every_character = "".join(map(chr, range(CODE_POINT_COUNT)))
        self.categories = [unicodedata2.category(character) for character in self.every_character]

    def property_ranges(self, name):
        """Returns the ranges of code points that regex gives the property `name`."""
        pattern = self.regex.compile(r"\p{%s}+" % name)
        ranges = [(match.start(), match.end() - 1) for match in pattern.finditer(self.every_character)]
        if not ranges:
            fail("no code points with %s" % name)
        return ranges

    def check_same_version(self):
        """Fails unless regex and unicodedata2 assign the same code points."""
        unassigned = merge(self.property_ranges("General_Category=Unassigned"))
        if unassigned != runs(lambda code: self.categories[code] == "Cn"):
            fail("regex and unicodedata2 assign different code points: they hold different Unicode versions")

    def general_category_ranges(self, categories):
        """Returns the ranges of code points whose general category is in `categories`."""
        return runs(lambda code: self.categories[code] in categories)

    def east_asian_wide_ranges(self):
        """Returns the East_Asian_Width W and F ranges, including the documented defaults."""
        east_asian_width = self.unicodedata2.east_asian_width
        wide = runs(lambda code: east_asian_width(self.every_character[code]) in ("W", "F"))
        unassigned = self.general_category_ranges({"Cn"})
        return merge(wide + intersect(DEFAULT_WIDE, unassigned))


def merge(ranges):
    """Sorts ranges and joins overlapping or adjacent ones."""
    merged = []
    for lower, upper in sorted(ranges):
        if merged and lower <= merged[-1][1] + 1:
            merged[-1] = (merged[-1][0], max(merged[-1][1], upper))
        else:
            merged.append((lower, upper))
    return merged


def subtract(ranges, removed):
    """Returns the code points of `ranges` that are not in `removed`, as merged ranges."""
    result = []
    removed = merge(removed)
    for lower, upper in merge(ranges):
        for cut_lower, cut_upper in removed:
            if cut_upper < lower or cut_lower > upper:
                continue
            if cut_lower > lower:
                result.append((lower, cut_lower - 1))
            lower = cut_upper + 1
            if lower > upper:
                break
        if lower <= upper:
            result.append((lower, upper))
    return merge(result)


def intersect(ranges, others):
    """Returns the code points in both `ranges` and `others`, as merged ranges."""
    return subtract(ranges, subtract([(0, CODE_POINT_COUNT - 1)], others))


def swift_table(name, summary, ranges):
    """Returns the Swift declaration of one table as lines."""
    lines = ["    /// " + line for line in textwrap.wrap(summary, 120 - len("    /// "))]
    lines += [
        "    ///",
        "    /// %d ranges, as inclusive `lower, upper` pairs in ascending order." % len(ranges),
        "    package static let %s: [UInt32] = [" % name,
    ]
    for start in range(0, len(ranges), RANGES_PER_LINE):
        chunk = ranges[start : start + RANGES_PER_LINE]
        numbers = ", ".join("0x%05X, 0x%05X" % pair for pair in chunk)
        lines.append("        %s," % numbers)
    lines.append("    ]")
    return lines


def generate(data):
    data.check_same_version()
    zero_width = subtract(
        data.general_category_ranges(ZERO_WIDTH_CATEGORIES)
        + data.property_ranges("Default_Ignorable_Code_Point")
        + EXTRA_ZERO_WIDTH,
        [(SOFT_HYPHEN, SOFT_HYPHEN), (HANGUL_CHOSEONG_FILLER, HANGUL_CHOSEONG_FILLER)],
    )
    # A scalar is in at most one width table, so a lookup can stop at the first hit.
    wide = subtract(data.east_asian_wide_ranges(), zero_width)

    tables = [
        (
            "wide",
            "Scalars two columns wide: East_Asian_Width W or F, except those in `zeroWidth`.",
            wide,
        ),
        (
            "zeroWidth",
            "Scalars that take no column: categories Mn, Me and Cf, default ignorable code points, "
            + "conjoining Hangul vowels and trailing consonants, variation selectors and invisible "
            + "separators; not U+00AD SOFT HYPHEN or U+115F HANGUL CHOSEONG FILLER.",
            zero_width,
        ),
        (
            "emoji",
            "Scalars with the Emoji property: those U+FE0F VARIATION SELECTOR-16 turns into a "
            + "two-column emoji.",
            merge(data.property_ranges("Emoji")),
        ),
        (
            "emojiPresentation",
            "Scalars with Emoji_Presentation, shown as emoji without a variation selector; all but the "
            + "regional indicators are in `wide` too.",
            merge(data.property_ranges("Emoji_Presentation")),
        ),
        (
            "emojiModifierBase",
            "Scalars with Emoji_Modifier_Base: those a skin tone modifier turns into a two-column emoji.",
            merge(data.property_ranges("Emoji_Modifier_Base")),
        ),
        (
            "extendedPictographic",
            "Scalars with Extended_Pictographic: those a zero width joiner fuses into one emoji.",
            merge(data.property_ranges("Extended_Pictographic")),
        ),
    ]

    output = [
        "// Generated by generate_width_tables.py from Unicode %s data (%s). Do not edit."
        % (UNICODE_VERSION, ", ".join("%s %s" % pin for pin in PINNED_PACKAGES)),
        "// To update, install the packages of --requirements and run: python3 generate_width_tables.py",
        "",
        "/// Code point range tables, generated from the Unicode Character Database, behind `displayWidth`.",
        "package enum WidthTables {",
    ]
    for name, summary, ranges in tables:
        if any(upper > 0xFFFFF for _, upper in ranges):
            fail("%s has a code point above U+FFFFF, which breaks the column layout" % name)
        output.append("")
        output.extend(swift_table(name, summary, ranges))
    output.append("}")
    for line in output:
        if len(line) > 120:
            fail("generated line longer than 120 columns: " + line)
    return "\n".join(output) + "\n"


def main():
    arguments = sys.argv[1:]
    if arguments == ["--requirements"]:
        print("\n".join(requirements()))
        return
    if arguments not in ([], ["--check"]):
        sys.exit(__doc__)
    text = generate(UnicodeData(*load_data()))
    output_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), OUTPUT_NAME)
    if arguments == ["--check"]:
        with open(output_path, encoding="utf-8", newline="") as handle:
            if handle.read() != text:
                sys.exit("%s is out of date: run %s" % (output_path, sys.argv[0]))
        return
    with open(output_path, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(text)


if __name__ == "__main__":
    main()
