"""Bytes needed to update k changed cells on a W x H terminal.

The lower bound terrarium-bench reports as `optimum_bytes` (Harness/OptimalBytes.swift follows
`frame_bytes` with opt=True, style=False).

usage: python3 cell_bytes.py
naive:  one absolute CUP (ESC[r;cH) per changed run, then the glyphs
opt:    cheapest of CUP / CUF (ESC[nC) / CR+LF... / re-printing the unchanged gap
        (ASCII, same style) between runs -- what ncurses/notcurses/Bubble Tea v2 do
style:  + a 24-bit fg+bg SGR (ESC[38;2;r;g;b;48;2;r;g;bm, ~36 B) per run
Also +16 B per frame for the DEC 2026 begin/end pair (ESC[?2026h ... ESC[?2026l).
"""
import random


def cup(r, c):
    return len(f"\x1b[{r + 1};{c + 1}H")


def cost_move(cur, dst):
    (r0, c0), (r1, c1) = cur, dst
    best = cup(r1, c1)
    if r0 == r1 and c1 > c0:
        gap = c1 - c0
        best = min(best, len(f"\x1b[{gap}C") if gap > 1 else 3, gap)  # gap: reprint gap chars
    if r1 > r0:
        down = r1 - r0
        # CR + LF*down (+ CUF to column)
        cr = 1 + min(down, len(f"\x1b[{down}B"))
        if c1 > 0:
            cr += min(len(f"\x1b[{c1}C") if c1 > 1 else 3, c1 if c1 < 4 else 99)
        best = min(best, cr)
    return best


def frame_bytes(cells, glyph_bytes=1, style=False, opt=True):
    cells = sorted(cells)
    total, cur, runs = 0, None, 0
    for r, c in cells:
        if cur == (r, c):
            total += glyph_bytes
        else:
            runs += 1
            total += cup(r, c) if (cur is None or not opt) else cost_move(cur, (r, c))
            if style:
                total += 36
            total += glyph_bytes
        cur = (r, c + 1)
    return total


random.seed(1)
for W, H in ((80, 24), (200, 60)):
    allc = [(r, c) for r in range(H) for c in range(W)]
    print(f"--- {W}x{H} ({W * H} cells); DEC2026 wrap adds 16 B/frame")
    for k in (1, 10, 100, 1000, W * H):
        if k > W * H:
            continue
        sc = random.sample(allc, k)
        row = [(3, c) for c in range(min(k, W))] if k <= W else allc[:k]
        print(
            f"k={k:6d}: scattered naive {frame_bytes(sc, opt=False):7d} B, opt {frame_bytes(sc):7d} B,"
            f" opt+truecolor {frame_bytes(sc, style=True):7d} B | contiguous {frame_bytes(row):6d} B,"
            f" +truecolor/run {frame_bytes(row, style=True):6d} B"
        )
    print(f"full repaint, truecolor fg+bg on every cell (worst case): {W * H * (36 + 1) + H * 8} B")
