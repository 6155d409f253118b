#!/usr/bin/env python3
"""A star rating for Terrarium, as a process speaking the widget protocol.

Docs/WidgetProtocol.md is the specification; this file is meant to be read next to it.
Properties: rating (int, written back with "value"), maximum (default 5) and ascii (draw
"*" and "." instead of stars). Keys: left/right or -/+ step, home/end go to 0 and the
maximum, a digit sets the rating, "c" copies "Rating: N/M" when the clipboard is granted.
A click on a star sets the rating to it; a click on the star of the current rating clears it.
"""

import json
import os
import sys

KEYS = ["left", "right", "home", "end", "-", "+", "c"] + [str(digit) for digit in range(10)]

incoming = sys.stdin.buffer
outgoing = sys.stdout.buffer


def send(message):
    """Writes one frame: the payload's length in bytes, a newline, the JSON and a newline."""
    payload = json.dumps(message, separators=(",", ":")).encode()
    outgoing.write(b"%d\n%s\n" % (len(payload), payload))


def receive():
    """Reads one frame exactly by its length; None at the end of input."""
    line = incoming.readline()
    if not line:
        return None
    length = int(line)
    frame = incoming.read(length + 1)
    if len(frame) != length + 1 or frame[-1:] != b"\n":
        return None
    return json.loads(frame[:length])


class Rating:
    def __init__(self):
        self.rating = 0
        self.maximum = 5
        self.ascii = False
        self.focused = False
        self.dark = True
        self.granted = set()
        self.framed = False  # nothing is drawn before the host has said how big the frame is

    def sizing(self):
        # Fixed: stars separated by spaces, one row. Leaving out min and max fixes the size.
        return {"ideal": {"width": self.maximum * 2 - 1, "height": 1}}

    def draw(self):
        if not self.framed:
            return
        filled, empty = ("*", ".") if self.ascii else ("★", "☆")
        shown = max(0, min(self.rating, self.maximum))
        on = " ".join([filled] * shown)
        off = " ".join([empty] * (self.maximum - shown))
        if on and off:
            off = " " + off
        # Yellow is hard to read on a light background: a darker gold there.
        star = {"text": on, "fg": "yellow" if self.dark else 136}
        if self.focused:
            star["bold"] = True
        send({"type": "draw", "rows": [{"y": 0, "runs": [star, {"text": off, "dim": True}]}]})

    def set_rating(self, rating):
        """Changes the rating and tells the host, which writes it to the app's binding."""
        rating = max(0, min(rating, self.maximum))
        if rating != self.rating:
            self.rating = rating
            send({"type": "value", "name": "rating", "value": rating})

    def key(self, name):
        steps = {"left": -1, "-": -1, "right": 1, "+": 1}
        if name in steps:
            self.set_rating(self.rating + steps[name])
        elif name == "home":
            self.set_rating(0)
        elif name == "end":
            self.set_rating(self.maximum)
        elif name.isdigit():
            self.set_rating(int(name))
        elif name == "c":
            if "clipboard" in self.granted:
                send({"type": "copy", "text": "Rating: %d/%d" % (self.rating, self.maximum)})
            else:
                send({"type": "log", "level": "warning", "message": "copy refused: no clipboard permission"})
            return
        self.draw()

    def mouse(self, message):
        """Whether the mouse event was used: a press on a star."""
        if message.get("kind") != "press" or message.get("button") != "left":
            return False
        star = message["x"] // 2 + 1
        if message["y"] != 0 or not 1 <= star <= self.maximum:
            return False
        self.set_rating(0 if star == self.rating else star)
        self.draw()
        return True

    def properties(self, values):
        old_maximum = self.maximum
        self.rating = int(values.get("rating", self.rating))
        self.maximum = max(1, int(values.get("maximum", self.maximum)))
        self.ascii = bool(values.get("ascii", self.ascii))
        if self.maximum != old_maximum:
            send(dict(type="size", **self.sizing()))
        self.draw()

    def handle(self, message):
        """Answers one host message; returns False when the widget should exit."""
        kind = message.get("type")
        consumed = None
        if kind == "welcome":
            if message.get("protocol") != 1:
                return False
            self.granted = set(message.get("granted", []))
        elif kind == "shutdown":
            return False
        elif kind == "environment":
            self.dark = message["values"].get("colorScheme", "dark") != "light"
            self.draw()
        elif kind == "properties":
            self.properties(message.get("values", {}))
        elif kind == "frame":
            self.framed = True
            self.draw()
        elif kind == "focus":
            self.focused = message["focused"]
            self.draw()
        elif kind == "key":
            self.key(message["key"])
            consumed = True
        elif kind == "mouse":
            consumed = self.mouse(message)
        # Every message with a sequence number is answered, after what it caused, even ones
        # this widget does not know.
        if "seq" in message:
            done = {"type": "done", "seq": message["seq"]}
            if consumed is not None:
                done["consumed"] = consumed
            send(done)
        return True


def main():
    widget = Rating()
    send({
        "type": "hello", "protocol": 1, "name": "rating.py", "focusable": True,
        "features": ["mouse", "focus"], "permissions": ["clipboard"],
        "environment": ["colorScheme"], "keys": KEYS, "sizing": widget.sizing(),
    })
    outgoing.flush()
    while True:
        message = receive()
        if message is None or not widget.handle(message):
            break
        outgoing.flush()
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:  # the host has gone: there is no one left to answer
        os._exit(0)
