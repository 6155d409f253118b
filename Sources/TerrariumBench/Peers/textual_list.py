"""Headless Textual benchmark of the list scenarios: moving a selection and filtering by search.

Runs Textual under its HeadlessDriver (App.run_test) with is_headless flipped to False, so the
real escape-sequence generation runs and driver.write() counts the bytes, as textual_bench.py
does. Each measured step is timed from the key (or the filter call) to the frame's bytes.

usage: python textual_list.py SCENARIO N WIDTH HEIGHT
  SCENARIO: optionlist-select -> OptionList of N options; Down moves the highlight (terrarium-bench list-select)
            listview-select   -> ListView of N ListItem(Label) widgets; Down moves the highlight
            optionlist-filter -> OptionList of the N rows containing "4", replaced by those containing
                                 "42", as a search field's keystroke would (terrarium-bench search-filter)
"""
import asyncio
import os
import resource
import sys
import time

SCENARIOS = ("optionlist-select", "listview-select", "optionlist-filter")
if len(sys.argv) != 5 or sys.argv[1] not in SCENARIOS or not all(a.isdigit() for a in sys.argv[2:]):
    sys.exit(f"usage: python textual_list.py {{{'|'.join(SCENARIOS)}}} N WIDTH HEIGHT")

os.environ.setdefault("TEXTUAL_COLOR_SYSTEM", "truecolor")

from textual.app import App, ComposeResult
from textual.drivers import headless_driver
from textual.widgets import Label, ListItem, ListView, OptionList

SCENARIO, N, W, H = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
STEPS = 50

BYTES = []
WRITE_T = []
EVT = None

HD = headless_driver.HeadlessDriver
HD.is_headless = property(lambda self: False)


def _write(self, data):
    BYTES.append(len(data.encode("utf-8")))
    WRITE_T.append(time.perf_counter())
    if EVT is not None:
        EVT.set()


HD.write = _write
HD.flush = lambda self: None


def row(i):
    """The row terrarium-bench's RowsModel.row(i) draws."""
    return f"row {i:6d} lorem ipsum dolor sit amet"


ROWS = [row(i) for i in range(N)]


class Bench(App):
    def compose(self) -> ComposeResult:
        if SCENARIO == "listview-select":
            yield ListView(*(ListItem(Label(text)) for text in ROWS), id="list")
        elif SCENARIO == "optionlist-select":
            yield OptionList(*ROWS, id="list")
        else:
            yield OptionList(*(text for text in ROWS if "4" in text), id="list")


async def main():
    global EVT
    EVT = asyncio.Event()
    app = Bench()
    t0 = time.perf_counter()
    async with app.run_test(size=(W, H)) as pilot:
        await pilot.pause()
        await pilot.pause()
        t_ready = time.perf_counter()
        widget = app.query_one("#list")
        widget.focus()
        await pilot.pause()
        walls, sizes = [], []
        for k in range(STEPS):
            if SCENARIO == "optionlist-filter":
                # Back to the rows containing "4", untimed, then the keystroke's narrowing.
                widget.clear_options()
                widget.add_options([text for text in ROWS if "4" in text])
                await pilot.pause()
            await pilot.pause()
            b0 = len(BYTES)
            EVT.clear()
            t = time.perf_counter()
            if SCENARIO == "optionlist-filter":
                widget.clear_options()
                widget.add_options([text for text in ROWS if "42" in text])
            else:
                await pilot.press("down")
            await asyncio.wait_for(EVT.wait(), 60)
            walls.append(WRITE_T[b0] - t)
            await pilot.pause()
            sizes.append(sum(BYTES[b0:]))
    med = lambda xs: sorted(xs)[len(xs) // 2]
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(
        f"textual {SCENARIO:17s} N={N:7d} {W}x{H}: mount+first-frame={1000 * (t_ready - t0):9.1f} ms | "
        f"step latency-to-bytes(med)={1000 * med(walls):8.2f} ms (min {1000 * min(walls):.2f}) "
        f"bytes(med)={med(sizes)} peak-rss={peak:.0f} MB"
    )


asyncio.run(main())
