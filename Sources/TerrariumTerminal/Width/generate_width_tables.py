#!/usr/bin/env python3
"""Generates WidthTables.swift, the code point range tables behind `displayWidth`.

Usage: generate_width_tables.py [--check] [UCD_DIRECTORY]

UCD_DIRECTORY holds the Unicode Character Database files (UnicodeData.txt,
EastAsianWidth.txt, DerivedCoreProperties.txt and emoji/emoji-data.txt); it
defaults to /usr/share/unicode, where Debian's `unicode-data` package puts them.
The output is written next to this script. It depends only on the data files,
so running the script twice on the same data gives a byte-identical file.
With --check nothing is written: the exit status says whether the committed
file matches what the data would generate (CI runs it that way).
"""

import os
import re
import sys
import textwrap

DEFAULT_UCD_DIRECTORY = "/usr/share/unicode"
OUTPUT_NAME = "WidthTables.swift"

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

# UAX #11 gives unassigned code points in these ranges East_Asian_Width W even when the
# data file leaves them out.
DEFAULT_WIDE = [
    (0x3400, 0x4DBF),
    (0x4E00, 0x9FFF),
    (0xF900, 0xFAFF),
    (0x20000, 0x2FFFD),
    (0x30000, 0x3FFFD),
]


def fail(message):
    sys.exit("generate_width_tables.py: " + message)


def read_lines(path):
    try:
        with open(path, encoding="utf-8") as handle:
            return handle.read().splitlines()
    except OSError as error:
        fail("cannot read %s: %s" % (path, error))


def parse_code_points(field):
    """Returns the inclusive (lower, upper) range a `XXXX` or `XXXX..YYYY` field names."""
    if ".." in field:
        lower, upper = field.split("..")
        return int(lower, 16), int(upper, 16)
    value = int(field, 16)
    return value, value


def data_records(lines):
    """Yields the semicolon-separated fields of each data line, comments stripped."""
    for line in lines:
        content = line.split("#", 1)[0].strip()
        if content:
            yield [field.strip() for field in content.split(";")]


def file_version(lines, stem):
    """Returns the version in a `# Stem-X.Y.Z.txt` header line."""
    pattern = re.compile(r"#\s*" + re.escape(stem) + r"-(\d+\.\d+\.\d+)\.txt")
    for line in lines[:5]:
        match = pattern.match(line)
        if match:
            return match.group(1)
    fail("no version header in %s.txt" % stem)


def emoji_version(lines):
    """Returns the X.Y in the `Used with Emoji Version X.Y` header line of emoji-data.txt."""
    for line in lines[:20]:
        match = re.search(r"Emoji Version (\d+\.\d+)", line)
        if match:
            return match.group(1)
    fail("no version header in emoji-data.txt")


def general_category_ranges(lines, categories):
    """Returns the ranges of UnicodeData.txt whose general category is in `categories`."""
    ranges = []
    first = None
    for fields in data_records(lines):
        code = int(fields[0], 16)
        name, category = fields[1], fields[2]
        if name.endswith(", First>"):
            first = code
            continue
        lower = code
        if name.endswith(", Last>"):
            if first is None:
                fail("UnicodeData.txt: range end %04X without a start" % code)
            lower, first = first, None
        if category in categories:
            ranges.append((lower, code))
    return ranges


def property_ranges(lines, name):
    """Returns the ranges a binary property file lists for the property `name`."""
    ranges = [parse_code_points(fields[0]) for fields in data_records(lines) if fields[1:2] == [name]]
    if not ranges:
        fail("no code points with %s" % name)
    return ranges


def east_asian_wide_ranges(lines):
    """Returns the East_Asian_Width W and F ranges, including the documented defaults."""
    listed = []
    wide = []
    for fields in data_records(lines):
        lower, upper = parse_code_points(fields[0])
        listed.append((lower, upper))
        if fields[1] in ("W", "F"):
            wide.append((lower, upper))
    wide.extend(subtract(DEFAULT_WIDE, listed))
    return wide


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


def generate(directory):
    unicode_data = read_lines(os.path.join(directory, "UnicodeData.txt"))
    east_asian_width = read_lines(os.path.join(directory, "EastAsianWidth.txt"))
    core_properties = read_lines(os.path.join(directory, "DerivedCoreProperties.txt"))
    emoji_path = os.path.join(directory, "emoji", "emoji-data.txt")
    if not os.path.exists(emoji_path):
        emoji_path = os.path.join(directory, "emoji-data.txt")
    emoji_data = read_lines(emoji_path)

    version = file_version(core_properties, "DerivedCoreProperties")
    if file_version(east_asian_width, "EastAsianWidth") != version:
        fail("EastAsianWidth.txt and DerivedCoreProperties.txt are from different versions")
    if not version.startswith(emoji_version(emoji_data) + "."):
        fail("emoji-data.txt is not from Unicode %s" % version)

    zero_width = subtract(
        general_category_ranges(unicode_data, ZERO_WIDTH_CATEGORIES)
        + property_ranges(core_properties, "Default_Ignorable_Code_Point")
        + EXTRA_ZERO_WIDTH,
        [(SOFT_HYPHEN, SOFT_HYPHEN), (HANGUL_CHOSEONG_FILLER, HANGUL_CHOSEONG_FILLER)],
    )
    # A scalar is in at most one width table, so a lookup can stop at the first hit.
    wide = subtract(east_asian_wide_ranges(east_asian_width), zero_width)

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
            merge(property_ranges(emoji_data, "Emoji")),
        ),
        (
            "emojiPresentation",
            "Scalars with Emoji_Presentation, shown as emoji without a variation selector; all but the "
            + "regional indicators are in `wide` too.",
            merge(property_ranges(emoji_data, "Emoji_Presentation")),
        ),
        (
            "emojiModifierBase",
            "Scalars with Emoji_Modifier_Base: those a skin tone modifier turns into a two-column emoji.",
            merge(property_ranges(emoji_data, "Emoji_Modifier_Base")),
        ),
        (
            "extendedPictographic",
            "Scalars with Extended_Pictographic: those a zero width joiner fuses into one emoji.",
            merge(property_ranges(emoji_data, "Extended_Pictographic")),
        ),
    ]

    output = [
        "// Generated by generate_width_tables.py from Unicode %s data. Do not edit." % version,
        "// To update, run: python3 generate_width_tables.py [UCD_DIRECTORY]",
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
    check = "--check" in arguments
    arguments = [arg for arg in arguments if arg != "--check"]
    if len(arguments) > 1 or any(arg in ("-h", "--help") for arg in arguments):
        sys.exit(__doc__)
    directory = arguments[0] if arguments else DEFAULT_UCD_DIRECTORY
    text = generate(directory)
    output_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), OUTPUT_NAME)
    if check:
        with open(output_path, encoding="utf-8", newline="") as handle:
            if handle.read() != text:
                sys.exit("%s is out of date: run %s" % (output_path, sys.argv[0]))
        return
    with open(output_path, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(text)


if __name__ == "__main__":
    main()
