"""Headless Textual benchmark: mount and first frame, then one-row updates.

Runs Textual under its HeadlessDriver (App.run_test) but flips is_headless to False so the real
escape-sequence generation (CompositorUpdate.render_segments) runs; driver.write() counts bytes
instead of writing to a terminal. Colours are truecolor, as in terrarium-bench, unless
TEXTUAL_COLOR_SYSTEM says otherwise.

usage: python textual_bench.py SCENARIO N WIDTH HEIGHT
  SCENARIO: widgets          -> VerticalScroll of N Static widgets (one per row)
            widgets-nolayout -> the same, updated with layout=False
            datatable        -> one DataTable with N rows x 3 columns (virtualised)
            static           -> one Static holding N lines of text (one big widget)
"""
import asyncio
import os
import sys
import time

SCENARIOS = ("widgets", "widgets-nolayout", "datatable", "static")
if len(sys.argv) != 5 or sys.argv[1] not in SCENARIOS or not all(a.isdigit() for a in sys.argv[2:]):
    sys.exit(f"usage: python textual_bench.py {{{'|'.join(SCENARIOS)}}} N WIDTH HEIGHT")

# Textual reads the colour system when it is imported; without a truecolor terminal in the
# environment it would pick 16 colours and emit fewer bytes than a real session.
os.environ.setdefault("TEXTUAL_COLOR_SYSTEM", "truecolor")

from textual.app import App, ComposeResult
from textual.containers import VerticalScroll
from textual.coordinate import Coordinate
from textual.drivers import headless_driver
from textual.screen import Screen
from textual.widgets import DataTable, Static

SCENARIO, N, W, H = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])

BYTES = []          # bytes per driver.write() call (one per displayed frame)
FRAME_NS = []       # wall time of each Screen._on_timer_update (layout+composite+emit)

HD = headless_driver.HeadlessDriver
HD.is_headless = property(lambda self: False)   # make App._display really render
WRITE_T = []
EVT = None


def _write(self, data):
    BYTES.append(len(data.encode("utf-8")))
    WRITE_T.append(time.perf_counter())
    if EVT is not None:
        EVT.set()


HD.write = _write
HD.flush = lambda self: None

_orig = Screen._on_timer_update


def _timed(self):
    t = time.perf_counter_ns()
    _orig(self)
    FRAME_NS.append(time.perf_counter_ns() - t)


Screen._on_timer_update = _timed


class Bench(App):
    CSS = "Static { height: 1; }"

    def compose(self) -> ComposeResult:
        if SCENARIO.startswith("widgets"):
            with VerticalScroll(id="vs"):
                for i in range(N):
                    yield Static(f"row {i:6d} lorem ipsum dolor sit amet", id=f"r{i}")
        elif SCENARIO == "datatable":
            yield DataTable(id="dt")
        elif SCENARIO == "static":
            yield Static("\n".join(f"row {i:6d} lorem ipsum dolor sit amet" for i in range(N)), id="big")

    def on_mount(self) -> None:
        if SCENARIO == "datatable":
            dt = self.query_one(DataTable)
            dt.add_column("id", key="id")
            dt.add_column("name", key="name")
            dt.add_column("value", key="value")
            dt.add_rows([(i, f"name {i}", f"value {i * 7}") for i in range(N)])


async def main():
    global EVT
    EVT = asyncio.Event()
    app = Bench()
    t0 = time.perf_counter()
    async with app.run_test(size=(W, H)) as pilot:
        await pilot.pause()
        await pilot.pause()
        t_ready = time.perf_counter()
        nb_first, nf_first = sum(BYTES), len(FRAME_NS)
        frame_first = sum(FRAME_NS)
        # ---- change one visible row, 20 times, measure each update
        upd_wall, upd_bytes, upd_frame = [], [], []
        for k in range(20):
            await pilot.pause()
            b0, f0 = len(BYTES), len(FRAME_NS)
            EVT.clear()
            t = time.perf_counter()
            if SCENARIO == "widgets":
                app.query_one("#r3", Static).update(f"row      3 CHANGED {k}")
            elif SCENARIO == "widgets-nolayout":
                app.query_one("#r3", Static).update(f"row      3 CHANGED {k}", layout=False)
            elif SCENARIO == "datatable":
                app.query_one(DataTable).update_cell_at(Coordinate(3, 1), f"CHANGED {k}")
            elif SCENARIO == "static":
                lines = [f"row {i:6d} lorem ipsum dolor sit amet" for i in range(N)]
                lines[3] = f"row      3 CHANGED {k}"
                app.query_one("#big", Static).update("\n".join(lines))
            await asyncio.wait_for(EVT.wait(), 30)
            upd_wall.append(WRITE_T[b0] - t)
            await pilot.pause()
            await pilot.pause()
            upd_bytes.append(sum(BYTES[b0:]))
            upd_frame.append(sum(FRAME_NS[f0:]))
    med = lambda xs: sorted(xs)[len(xs) // 2]
    print(
        f"textual {SCENARIO:9s} N={N:6d} {W}x{H}: "
        f"mount+first-frame wall={1000 * (t_ready - t0):8.1f} ms "
        f"(frames={nf_first}, frame-cpu={frame_first / 1e6:7.1f} ms, bytes={nb_first}) | "
        f"1-row update: latency-to-bytes(med)={1000 * med(upd_wall):6.2f} ms "
        f"frame-cpu(med)={med(upd_frame) / 1e6:6.2f} ms bytes(med)={med(upd_bytes)}"
    )


asyncio.run(main())
