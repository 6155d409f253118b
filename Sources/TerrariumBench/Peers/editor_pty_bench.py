"""Keystroke latency and peak memory of real editors on large files, through a pseudo-terminal.

usage: python3 editor_pty_bench.py [--keys N] [--warm-up N] [--size COLSxROWS] [--only NAMES]
                                   [--files NAMES] NOTES_BINARY

Generates its files in a temporary folder: `lines.md`, 1,000,000 lines of 100 bytes (100 MB,
the text `terrarium-bench editor-keystroke` edits), and `line.md`, one line of 5 MB. Opens each
in terrarium-notes (the path given), vim and nano (when installed) on a pty of the given size,
waits for the first screen to settle, then types `x` at the start of the file: a warm-up, then
the measured keys. A key's latency is the time from writing it to the pty until the last byte
of the screen output it caused, the output being taken as settled once it has been quiet for
the quiet period (and held the typed character). Prints p50 and p95, and the peak resident
memory (VmHWM of /proc/PID/status) after typing and after a save.
"""

import argparse
import os
import pty
import select
import shutil
import signal
import statistics
import struct
import sys
import tempfile
import time
import fcntl
import termios

FILLER = b"the quick brown fern jumps over the lazy moss; "
QUIET = 0.030          # output quiet this long counts as settled
KEY_TIMEOUT = 10.0     # a key without output this long fails the run
OPEN_TIMEOUT = 300.0   # opening a 100 MB file in a slow editor


def make_lines(path, lines=1_000_000):
    """Numbered lines of 99 bytes and a line feed, as terrarium-bench's editor text."""
    with open(path, "wb") as out:
        filler = (FILLER * 3)[:99]
        for number in range(lines):
            label = (b"MIDDLE-MARKER " if number == lines // 2 else b"line %d " % number)
            out.write(label + filler[len(label):] + b"\n")


def make_single_line(path, size=5_000_000):
    """One line of `size` bytes and no line break."""
    with open(path, "wb") as out:
        out.write((FILLER * (size // len(FILLER) + 1))[:size])


class Session:
    """A program on a pty of its own, its output read and timed."""

    def __init__(self, argv, cwd, env, cols, rows):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
            os.chdir(cwd)
            os.execvpe(argv[0], argv, env)
        self.last_output = time.perf_counter()

    def read_until_quiet(self, quiet, timeout, needle=None):
        """Reads until `needle` was seen (if given) and then nothing came for `quiet` seconds;
        returns the time of the last output, or None on timeout."""
        deadline = time.perf_counter() + timeout
        seen = needle is None
        last = None
        tail = b""
        while True:
            now = time.perf_counter()
            if now > deadline:
                return None
            wait = quiet if seen and last is not None else min(0.5, deadline - now)
            ready, _, _ = select.select([self.fd], [], [], wait)
            if not ready:
                if seen and last is not None:
                    return last
                continue
            try:
                data = os.read(self.fd, 1 << 16)
            except OSError:
                return None
            if not data:
                return None
            last = time.perf_counter()
            if not seen:
                tail = (tail + data)[-4096:]
                seen = needle in tail

    def write(self, data):
        os.write(self.fd, data)

    def peak_memory_mb(self):
        with open(f"/proc/{self.pid}/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
        return float("nan")

    def close(self):
        for sig in (signal.SIGTERM, signal.SIGKILL):
            try:
                os.kill(self.pid, sig)
            except ProcessLookupError:
                break
            for _ in range(50):
                if os.waitpid(self.pid, os.WNOHANG)[0]:
                    os.close(self.fd)
                    return
                self.drain()
                time.sleep(0.1)
        os.close(self.fd)

    def drain(self):
        while select.select([self.fd], [], [], 0)[0]:
            try:
                if not os.read(self.fd, 1 << 16):
                    return
            except OSError:
                return


EDITORS = {
    # name: (argv before the file, keys before typing, keys that save)
    "terrarium-notes": ([], b"", b"\x13"),
    "vim": (["vim", "-u", "NONE", "-i", "NONE", "-N", "-n"], b"i", b"\x1b:w\r"),
    "nano": (["nano", "--ignorercfiles"], b"", b"\x0f\r"),
}


def run(name, argv, path, args, env, workdir):
    cols, rows = args.cols, args.rows
    _, before, save = EDITORS[name]
    original_size = os.path.getsize(path)
    session = Session(argv + [path], workdir, env, cols, rows)
    try:
        opened = session.read_until_quiet(1.0, OPEN_TIMEOUT, needle=b"the quick")
        if opened is None:
            return None
        if before:
            session.write(before)
            session.read_until_quiet(0.2, KEY_TIMEOUT)
        times = []
        for index in range(args.warm_up + args.keys):
            start = time.perf_counter()
            session.write(b"x")
            last = session.read_until_quiet(QUIET, KEY_TIMEOUT, needle=b"x")
            if last is None:
                return None
            if index >= args.warm_up:
                times.append((last - start) * 1000)
        typed = session.peak_memory_mb()
        session.write(save)
        # Quiet for two seconds and the file grown by the keys typed (vim and nano may add a final
        # line break): the save is done.
        deadline = time.perf_counter() + OPEN_TIMEOUT
        while True:
            session.read_until_quiet(2.0, OPEN_TIMEOUT)
            grown = os.path.getsize(path) >= original_size + args.warm_up + args.keys
            if grown or time.perf_counter() > deadline:
                break
        saved = session.peak_memory_mb()
        times.sort()
        return {
            "p50": statistics.median(times),
            "p95": times[int(len(times) * 0.95) - 1],
            "peak_typed": typed,
            "peak_saved": saved,
            "saved": grown,
        }
    finally:
        session.close()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("notes", help="the terrarium-notes binary, built in release")
    parser.add_argument("--keys", type=int, default=200)
    parser.add_argument("--warm-up", type=int, default=20)
    parser.add_argument("--size", default="120x40")
    parser.add_argument("--only", default="terrarium-notes,vim,nano")
    parser.add_argument("--files", default="lines,line")
    args = parser.parse_args()
    args.cols, args.rows = (int(part) for part in args.size.split("x"))
    workdir = tempfile.mkdtemp(prefix="editor-pty-bench-")
    try:
        env = dict(os.environ, TERM="xterm-256color", HOME=workdir, XDG_STATE_HOME=workdir,
                   XDG_CONFIG_HOME=workdir, XDG_DATA_HOME=workdir, LANG="C.UTF-8", LC_ALL="C.UTF-8")
        files = {
            "lines": ("100 MB, 1,000,000 lines", make_lines),
            "line": ("5 MB, one line", make_single_line),
        }
        print(f"{'editor':16} {'file':24} {'p50 ms':>8} {'p95 ms':>8} {'file MB':>8} "
              f"{'peak MB typed':>14} {'peak MB saved':>14} {'x file':>7}")
        for file_name in args.files.split(","):
            label, make = files[file_name]
            for name in args.only.split(","):
                argv = [os.path.abspath(args.notes)] if name == "terrarium-notes" else EDITORS[name][0]
                if not shutil.which(argv[0]):
                    print(f"{name:16} {label:24} not installed")
                    continue
                # Each editor gets a fresh copy, so earlier saves and typing do not carry over.
                path = os.path.join(workdir, f"{file_name}.md")
                for leftover in os.listdir(workdir):
                    full = os.path.join(workdir, leftover)
                    if os.path.isfile(full):
                        os.remove(full)
                make(path)
                megabytes = os.path.getsize(path) / 1_048_576
                result = run(name, argv, path, args, env, workdir)
                if result is None:
                    print(f"{name:16} {label:24} timed out")
                    continue
                print(f"{name:16} {label:24} {result['p50']:8.2f} {result['p95']:8.2f} {megabytes:8.1f} "
                      f"{result['peak_typed']:14.0f} {result['peak_saved']:14.0f} "
                      f"{max(result['peak_typed'], result['peak_saved']) / megabytes:7.2f}"
                      f"{'' if result['saved'] else '  (not saved)'}", flush=True)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
