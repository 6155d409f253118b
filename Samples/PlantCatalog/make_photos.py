#!/usr/bin/env python3
"""Draws the plant catalog's photos: one small stylised plant in a pot per genus, 32x32 RGBA PNGs.

Standard library only (zlib for the PNG's data), so anyone can make them again:
    python3 Samples/PlantCatalog/make_photos.py
writes Samples/PlantCatalog/Kit/Photos/<genus>.png, which the sample shows in a plant's detail,
and Samples/PlantCatalog/monstera-512.png, a 512x512 picture with grain like a photo's that
terrarium-bench decodes and draws.
"""
import math
import os
import struct
import zlib

SIZE = 32
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "Kit", "Photos")

POT = (186, 98, 62)
POT_RIM = (208, 120, 80)
SOIL = (74, 52, 38)


class Canvas:
    def __init__(self):
        self.pixels = [[(0, 0, 0, 0)] * SIZE for _ in range(SIZE)]

    def dot(self, x, y, color):
        x, y = int(round(x)), int(round(y))
        if 0 <= x < SIZE and 0 <= y < SIZE:
            self.pixels[y][x] = color + (255,)

    def ellipse(self, cx, cy, rx, ry, color, angle=0.0):
        c, s = math.cos(angle), math.sin(angle)
        for y in range(SIZE):
            for x in range(SIZE):
                dx, dy = x - cx, y - cy
                u, v = dx * c + dy * s, -dx * s + dy * c
                if (u / rx) ** 2 + (v / ry) ** 2 <= 1:
                    self.dot(x, y, color)

    def line(self, x0, y0, x1, y1, color, width=1):
        steps = int(max(abs(x1 - x0), abs(y1 - y0)) * 2) + 1
        for i in range(steps + 1):
            t = i / steps
            x, y = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
            for w in range(width):
                self.dot(x + w - width // 2, y, color)

    def pot(self, top=24):
        for y in range(top, SIZE):
            inset = (y - top) // 3
            for x in range(10 + inset, 22 - inset):
                self.dot(x, y, POT)
        for x in range(9, 23):
            self.dot(x, top, POT_RIM)
        for x in range(11, 21):
            self.dot(x, top - 1, SOIL)

    def png(self):
        raw = b"".join(b"\x00" + b"".join(bytes(p) for p in row) for row in self.pixels)

        def chunk(kind, data):
            return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

        header = struct.pack(">IIBBBBB", SIZE, SIZE, 8, 6, 0, 0, 0)
        return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def monstera(c):
    for (cx, cy, angle) in [(10, 10, -0.5), (21, 9, 0.5), (16, 15, 0.0)]:
        c.line(16, 23, cx, cy + 3, (46, 110, 50))
        c.ellipse(cx, cy, 6, 5, (38, 128, 62), angle)
        for k in (-2, 0, 2):  # the leaf's splits
            c.line(cx + k, cy, cx + k * 2.5, cy + 4, (20, 70, 35))
    c.pot()


def ficus(c):
    c.line(16, 23, 16, 4, (96, 70, 40), 2)
    for (cx, cy, angle) in [(12, 7, 0.6), (20, 9, -0.6), (12, 14, 0.5), (20, 16, -0.5), (16, 4, 0.0)]:
        c.ellipse(cx, cy, 4.5, 3, (52, 110, 40), angle)
        c.line(16, cy + 1, cx, cy, (120, 170, 90))
    c.pot()


def fern(c):
    for k in range(-4, 5):
        angle = k * 0.32
        for t in range(16):
            x = 16 + math.sin(angle) * t * 0.9 + k * t * t * 0.01
            y = 22 - math.cos(angle) * t * 0.9 + abs(k) * t * t * 0.015
            c.dot(x, y, (110, 180, 70))
            if t % 2 == 0 and t > 2:
                c.dot(x - 1, y, (86, 160, 60))
                c.dot(x + 1, y, (86, 160, 60))
    c.pot()


def dracaena(c):
    for (x, height, lean) in [(12, 16, -2), (15, 20, -0.5), (18, 18, 1), (21, 13, 2.5)]:
        for y in range(height):
            px = x + lean * y / height
            c.dot(px, 22 - y, (200, 190, 70))
            c.dot(px + 1, 22 - y, (44, 110, 58))
            c.dot(px + 2, 22 - y, (200, 190, 70) if y < height - 2 else (44, 110, 58))
    c.pot()


def epipremnum(c):
    c.pot(top=14)
    for (start, direction) in [(10, -1), (22, 1)]:
        for t in range(8):
            x = start + direction * math.sin(t / 3) * 2
            y = 15 + t * 2
            c.dot(x, y, (70, 130, 50))
            if t % 2 == 1:
                c.ellipse(x + direction * 1.5, y, 2, 1.5, (120, 180, 60))
                c.dot(x + direction * 1.5, y, (230, 220, 120))
    for (cx, cy) in [(12, 9), (16, 7), (20, 9), (14, 11), (18, 11)]:
        c.ellipse(cx, cy, 2.5, 2, (100, 170, 60))
        c.dot(cx, cy, (230, 220, 120))


def crassula(c):
    c.line(16, 23, 16, 14, (110, 90, 60), 2)
    c.line(16, 17, 11, 12, (110, 90, 60))
    c.line(16, 15, 21, 10, (110, 90, 60))
    for (cx, cy) in [(10, 11), (13, 9), (11, 14), (20, 9), (23, 11), (19, 12), (16, 12), (16, 9)]:
        c.ellipse(cx, cy, 2.2, 1.6, (90, 150, 90))
        c.dot(cx - 1, cy - 1, (150, 200, 140))
    c.pot()


PLANTS = {
    "monstera": monstera,
    "ficus": ficus,
    "nephrolepis": fern,
    "dracaena": dracaena,
    "epipremnum": epipremnum,
    "crassula": crassula,
}

def large_photo():
    """The monstera at 512x512: each pixel of the small picture a 16x16 tile, over a sky-to-soil
    gradient, with grain (a hash of the position) so that it compresses as a photo does."""
    small = Canvas()
    monstera(small)
    rows = []
    for y in range(512):
        row = bytearray()
        for x in range(512):
            r, g, b, a = small.pixels[y // 16][x // 16]
            if a == 0:
                r, g, b = 150 + y // 8, 190 - y // 10, 230 - y // 4
            grain = ((x * 73856093) ^ (y * 19349663)) % 7 - 3
            row += bytes((max(0, min(255, r + grain)), max(0, min(255, g + grain)), max(0, min(255, b + grain)), 255))
        rows.append(bytes(row))
    raw = b"".join(b"\x00" + row for row in rows)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", 512, 512, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    for name, draw in PLANTS.items():
        canvas = Canvas()
        draw(canvas)
        with open(os.path.join(OUT, name + ".png"), "wb") as f:
            f.write(canvas.png())
    with open(os.path.join(HERE, "monstera-512.png"), "wb") as f:
        f.write(large_photo())
