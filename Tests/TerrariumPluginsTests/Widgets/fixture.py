#!/usr/bin/env python3
"""A widget for the tests: well-behaved by default, or misbehaving in the way --mode names.

  --mode good|crash-on-key (any key but l)|hang-on-key|no-hello|flood|malformed|escapes|wrong-version|
         exit-at-once|ignore-shutdown|deaf (says hello, then never reads)|
         fork-then-exit (starts children that ignore SIGTERM, records their pids, exits on a key)|
         wrap (60 characters wrapped to the width: answers every propose with a size)|
         tall (three rows, fixed)|greedy (takes "all" keys and shows the last one)|
         bad-values (sends count 8999999999999999 on right, "many" on left)
  --ask PERMISSIONS   comma-separated permissions to ask for
  --record PATH       append every message received to PATH, one JSON object per line
"""
import json, os, signal, subprocess, sys, time

args = sys.argv[1:]
def option(name, default=None):
    return args[args.index(name) + 1] if name in args else default

mode = option("--mode", "good")
asked = [p for p in option("--ask", "").split(",") if p]
record = option("--record")
stdin, stdout = sys.stdin.buffer, sys.stdout.buffer

def send(message):
    payload = json.dumps(message, separators=(",", ":")).encode()
    stdout.write(str(len(payload)).encode() + b"\n" + payload + b"\n")
    stdout.flush()

def receive():
    header = stdin.readline()
    if not header:
        return None
    payload = stdin.read(int(header))
    stdin.read(1)
    message = json.loads(payload)
    if record:
        with open(record, "a") as log:
            log.write(json.dumps(message, sort_keys=True) + "\n")
    return message

if record:
    with open(record, "a") as log:
        log.write(json.dumps({"pid": os.getpid()}) + "\n")
if mode == "ignore-shutdown":
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
if mode == "exit-at-once":
    sys.exit(0)
if mode == "no-hello":
    time.sleep(60)
    sys.exit(0)

send({"type": "hello", "protocol": 99 if mode == "wrong-version" else 1, "name": "fixture",
      "focusable": True, "features": ["mouse", "paste"], "permissions": asked,
      "environment": ["colorScheme", "accent"],
      "keys": ["left", "right", "x", "c", "r", "l", "escape", "all" if mode == "greedy" else "left"],
      "sizing": {"ideal": {"width": 30, "height": 3}} if mode == "tall" else
                {"ideal": {"width": 30, "height": 2}, "min": {"width": 10, "height": 1},
                 "max": {"width": None, "height": 2}}})

if mode == "deaf":
    time.sleep(60)

state = {"count": 0, "focused": False, "scheme": "?", "accent": "?", "width": 0, "note": ""}

WRAPPED = "abcdefghij" * 6

def wrapped_size(width):
    height = -(-len(WRAPPED) // max(width, 1))
    return {"ideal": {"width": width, "height": height}, "min": {"width": 1, "height": height},
            "max": {"width": None, "height": height}}

def draw():
    if mode == "tall":
        send({"type": "draw", "clears": True,
              "rows": [{"y": y, "runs": [{"text": "row %d" % y}]} for y in range(3)]})
        return
    if mode == "wrap":
        width = max(state["width"], 1)
        rows = [WRAPPED[i:i + width] for i in range(0, len(WRAPPED), width)]
        send({"type": "draw", "clears": True,
              "rows": [{"y": y, "runs": [{"text": row}]} for y, row in enumerate(rows)]})
        return
    line = "count=%s focus=%s scheme=%s accent=%s" % (
        state["count"], "yes" if state["focused"] else "no", state["scheme"], state["accent"])
    runs = [{"text": line}]
    if mode == "escapes":
        runs = [{"text": "A\x1b[2J\x1b]52;c;aGk=\x07B\x07C\rD\x9b31mE", "fg": "red"}]
    send({"type": "draw", "clears": True, "rows": [
        {"y": 0, "runs": runs},
        {"y": 1, "runs": [{"text": state["note"], "link": "https://example.com"}]}]})

while True:
    message = receive()
    if message is None or message["type"] == "shutdown":
        if mode == "ignore-shutdown":
            time.sleep(60)
        break
    kind, seq = message["type"], message.get("seq")
    if kind == "properties":
        state["count"] = message["values"].get("count", state["count"])
        draw()
    elif kind == "environment":
        values = message["values"]
        state["scheme"] = values.get("colorScheme", state["scheme"])
        state["accent"] = values.get("accent", state["accent"])
        draw()
    elif kind == "frame":
        state["width"] = message["width"]
        draw()
    elif kind == "propose" and mode == "wrap":
        send(dict(type="size", **wrapped_size(message["width"] or 30)))
    elif kind == "focus":
        state["focused"] = message["focused"]
        draw()
    elif kind == "key" and mode == "greedy":
        state["note"] = "got " + "+".join(message.get("modifiers", []) + [message["key"]])
        draw()
    elif kind == "key" and mode == "bad-values" and message["key"] in ("left", "right"):
        state["count"] = 8999999999999999 if message["key"] == "right" else "many"
        send({"type": "value", "name": "count", "value": state["count"]})
        draw()
    elif kind == "key":
        if mode == "crash-on-key" and message["key"] != "l":
            sys.stderr.write("Traceback (most recent call last):\nRuntimeError: boom on a key\n")
            sys.exit(3)
        if mode == "fork-then-exit":
            ignoring = lambda: signal.signal(signal.SIGTERM, signal.SIG_IGN)
            children = [subprocess.Popen(["sleep", "300"], preexec_fn=ignoring) for _ in range(3)]
            with open(record, "a") as log:
                log.write(json.dumps({"children": [child.pid for child in children]}) + "\n")
            sys.exit(4)
        if mode == "hang-on-key":
            time.sleep(60)
        if mode == "flood":
            while True:
                send({"type": "log", "level": "debug", "message": "x" * 100000})
        if mode == "malformed":
            stdout.write(b"12\nnot json at all\n")
            stdout.flush()
            time.sleep(60)
        key = message["key"]
        if key in ("left", "right"):
            state["count"] += 1 if key == "right" else -1
            send({"type": "value", "name": "count", "value": state["count"]})
            draw()
        elif key == "x":
            send({"type": "focus", "move": "next"})
        elif key == "c":
            send({"type": "copy", "text": "count is %d" % state["count"]})
        elif key == "r":
            send({"type": "run", "request": 7, "executable": "echo", "arguments": ["ran", "fine"]})
        elif key == "escape":
            state["note"] = "escape"
            draw()
        elif key == "l":
            send({"type": "log", "level": "info", "message": "hello from the widget"})
    elif kind == "mouse":
        if message["kind"] == "press":
            state["count"] = message["x"]
            send({"type": "value", "name": "count", "value": state["count"]})
            draw()
    elif kind == "paste":
        state["note"] = "pasted:" + message["text"]
        draw()
    elif kind == "ran":
        state["note"] = "ran:%s:%s" % (message.get("status"), (message.get("output") or message.get("error") or "").strip())
        draw()
    if seq is not None:
        send({"type": "done", "seq": seq})
