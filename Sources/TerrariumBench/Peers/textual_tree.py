"""Headless Textual benchmark of the outline scenario: expanding a node of a large Tree.

Runs Textual under its HeadlessDriver (App.run_test), counting the bytes it writes with
textual_counting.py. Each measured step is timed from the key to the frame's bytes.

usage: python textual_tree.py tree-expand N WIDTH HEIGHT
  tree-expand -> a Tree of N nodes, 100 roots of N/100 - 1 leaves each (the tree terrarium-bench's
                 OutlineBenchNode.tree(count:) makes), its root hidden; the cursor on the first
                 root, Space expands it, timed to the frame's bytes; before each step, untimed,
                 Space collapses it again (terrarium-bench outline-expand, where the key is Right).
                 Textual's Tree binds no key to expanding alone: Space toggles.
"""
import asyncio
import os
import resource
import sys
import time

SCENARIOS = ("tree-expand",)
if len(sys.argv) != 5 or sys.argv[1] not in SCENARIOS or not all(a.isdigit() for a in sys.argv[2:]):
    sys.exit(f"usage: python textual_tree.py {{{'|'.join(SCENARIOS)}}} N WIDTH HEIGHT")

os.environ.setdefault("TEXTUAL_COLOR_SYSTEM", "truecolor")

from textual.app import App, ComposeResult
from textual.widgets import Tree
from textual_counting import Counter

SCENARIO, N, W, H = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
STEPS = 50


class Bench(App):
    def compose(self) -> ComposeResult:
        tree = Tree("root", id="tree")
        tree.show_root = False
        yield tree


def fill(tree, n):
    """100 roots (fewer for a small n), each with n/roots - 1 leaves, numbered in reading order."""
    roots = max(1, min(100, n))
    leaves = max(0, n // roots - 1)
    ident = 0
    for _ in range(roots):
        node = tree.root.add(f"node {ident}", expand=False)
        ident += 1
        for _ in range(leaves):
            node.add_leaf(f"leaf {ident}")
            ident += 1
    tree.root.expand()


async def main():
    counter = Counter()
    counter.install()
    app = Bench()
    async with app.run_test(size=(W, H)) as pilot:
        tree = app.query_one("#tree")
        t0 = time.perf_counter()
        fill(tree, N)
        await pilot.pause()
        await pilot.pause()
        t_ready = time.perf_counter()
        tree.focus()
        tree.cursor_line = 0
        await pilot.pause()
        walls, sizes = [], []
        for _ in range(STEPS):
            await pilot.pause()
            b0 = len(counter.bytes)
            counter.event.clear()
            t = time.perf_counter()
            await pilot.press("space")
            await asyncio.wait_for(counter.event.wait(), 120)
            walls.append(counter.times[b0] - t)
            await pilot.pause()
            sizes.append(sum(counter.bytes[b0:]))
            # Collapsed again, untimed.
            await pilot.press("space")
            await pilot.pause()
            await pilot.pause()
        expanded = tree.get_node_at_line(0)
    med = lambda xs: sorted(xs)[len(xs) // 2]
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(
        f"textual {SCENARIO:16s} N={N:7d} {W}x{H}: add+first-frame={1000 * (t_ready - t0):9.1f} ms | "
        f"step latency-to-bytes(med)={1000 * med(walls):8.2f} ms (min {1000 * min(walls):.2f}) "
        f"bytes(med)={med(sizes)} peak-rss={peak:.0f} MB first-row={expanded.label if expanded else None}"
    )


asyncio.run(main())
