"""Counts the bytes Textual's HeadlessDriver writes, and when, with is_headless flipped to False
so the real escape-sequence generation runs: what the table harness times its frames by."""
import asyncio
import time

from textual.drivers import headless_driver


class Counter:
    """The bytes of each write, the time of each, and an event set by every write."""

    def __init__(self):
        self.bytes = []
        self.times = []
        self.event = asyncio.Event()

    def install(self):
        counter = self
        driver = headless_driver.HeadlessDriver
        driver.is_headless = property(lambda self: False)

        def write(self, data):
            counter.bytes.append(len(data.encode("utf-8")))
            counter.times.append(time.perf_counter())
            counter.event.set()

        driver.write = write
        driver.flush = lambda self: None
