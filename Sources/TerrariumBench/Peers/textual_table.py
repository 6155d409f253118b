"""Headless Textual benchmark of the table scenarios: sorting a DataTable and moving its cursor.

Runs Textual under its HeadlessDriver (App.run_test), counting the bytes it writes with
textual_counting.py. Each measured step is timed from the call (or the key) to the frame's bytes.

usage: python textual_table.py SCENARIO N WIDTH HEIGHT
  SCENARIO: datatable-sort   -> DataTable of N rows (plant, moisture, id); sort by moisture, timed
                                to the frame's bytes, with the sort call's own time apart; before
                                each step, untimed, a sort by id (terrarium-bench table-sort)
            datatable-select -> the same DataTable; Down moves the cursor (terrarium-bench table-select)
"""
import asyncio
import os
import resource
import sys
import time

SCENARIOS = ("datatable-sort", "datatable-select")
if len(sys.argv) != 5 or sys.argv[1] not in SCENARIOS or not all(a.isdigit() for a in sys.argv[2:]):
    sys.exit(f"usage: python textual_table.py {{{'|'.join(SCENARIOS)}}} N WIDTH HEIGHT")

os.environ.setdefault("TEXTUAL_COLOR_SYSTEM", "truecolor")

from textual.app import App, ComposeResult
from textual.widgets import DataTable
from textual_counting import Counter

SCENARIO, N, W, H = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
STEPS = 5 if SCENARIO == "datatable-sort" else 50

def rows(n):
    """The rows terrarium-bench's TableBenchRow.make(count:) makes: the same xorshift64* moistures."""
    state = 0x9E3779B97F4A7C15
    mask = (1 << 64) - 1
    out = []
    for i in range(n):
        state ^= state >> 12
        state ^= (state << 25) & mask
        state ^= state >> 27
        moisture = (((state * 0x2545F4914F6CDD1D) & mask) >> 11) / float(1 << 53)
        out.append((f"Plant {i}", moisture, i))
    return out


class Bench(App):
    def compose(self) -> ComposeResult:
        yield DataTable(id="table")


async def main():
    counter = Counter()
    counter.install()
    app = Bench()
    data = rows(N)
    async with app.run_test(size=(W, H)) as pilot:
        table = app.query_one("#table")
        plant, moisture, ident = table.add_columns("Plant", "Moisture", "Id")
        t0 = time.perf_counter()
        table.add_rows(data)
        await pilot.pause()
        await pilot.pause()
        t_ready = time.perf_counter()
        table.focus()
        await pilot.pause()
        walls, calls, sizes = [], [], []
        for _ in range(STEPS):
            if SCENARIO == "datatable-sort":
                table.sort(ident)
                await pilot.pause()
            await pilot.pause()
            b0 = len(counter.bytes)
            counter.event.clear()
            t = time.perf_counter()
            if SCENARIO == "datatable-sort":
                table.sort(moisture)
                calls.append(time.perf_counter() - t)
            else:
                await pilot.press("down")
            await asyncio.wait_for(counter.event.wait(), 120)
            walls.append(counter.times[b0] - t)
            await pilot.pause()
            sizes.append(sum(counter.bytes[b0:]))
    med = lambda xs: sorted(xs)[len(xs) // 2]
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    split = ""
    if calls:
        frames = [wall - call for wall, call in zip(walls, calls)]
        split = f"sort-call(med)={1000 * med(calls):.1f} ms frame-after(med)={1000 * med(frames):.2f} ms "
    print(
        f"textual {SCENARIO:16s} N={N:7d} {W}x{H}: add_rows+first-frame={1000 * (t_ready - t0):9.1f} ms | "
        f"step latency-to-bytes(med)={1000 * med(walls):8.2f} ms (min {1000 * min(walls):.2f}) "
        f"{split}bytes(med)={med(sizes)} peak-rss={peak:.0f} MB"
    )


asyncio.run(main())
