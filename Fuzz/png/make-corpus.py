#!/usr/bin/env python3
"""Writes the hand-made part of the PNG fuzzer's seed corpus (Fuzz/png/corpus).

The other part comes from the harness's seed mode (PNGEncoder output, 8-bit
gray/gray+alpha/RGB/RGBA); the files here cover what PNGEncoder never writes
and the malformed inputs the decoder must reject with a PNGError:

- palettes (1/2/4/8 bits, with and without tRNS), gray at 1/2/4/16 bits,
  16-bit RGB/RGBA/gray+alpha, tRNS colour keys, Adam7 interlacing, IDAT split
  into several chunks, an APNG with two frames;
- truncated files, a bad CRC, huge and zero dimensions, bad colour types and
  depths, missing IDAT/IEND, a corrupt zlib stream, an unknown filter type,
  too little image data and the bare signature (libFuzzer tries the empty
  input by itself).

    python3 Fuzz/png/make-corpus.py Fuzz/png/corpus

Only Python's standard library (zlib, struct); deterministic output.
"""
import os
import struct
import sys
import zlib

SIG = b"\x89PNG\r\n\x1a\n"


def chunk(kind, data, crc=None):
    c = zlib.crc32(kind + data) & 0xFFFFFFFF if crc is None else crc
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", c)


def ihdr(w, h, depth, ctype, interlace=0):
    return chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, depth, ctype, 0, 0, interlace))


CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


def row_bytes(w, depth, ctype):
    return (w * CHANNELS[ctype] * depth + 7) // 8


def sample_rows(w, h, depth, ctype, seed=1):
    """Deterministic pseudo-random samples, each row prefixed by filter type 0."""
    n = row_bytes(w, depth, ctype)
    x = seed
    rows = []
    for _ in range(h):
        row = bytearray()
        for _ in range(n):
            x = (x * 1103515245 + 12345) & 0x7FFFFFFF
            row.append((x >> 16) & 0xFF)
        rows.append(bytes([0]) + bytes(row))
    return rows


def adam7_data(w, h, depth, ctype):
    passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
    out = b""
    for i, (x0, y0, dx, dy) in enumerate(passes):
        pw = (w - x0 + dx - 1) // dx if w > x0 else 0
        ph = (h - y0 + dy - 1) // dy if h > y0 else 0
        if pw and ph:
            out += b"".join(sample_rows(pw, ph, depth, ctype, seed=i + 7))
    return out


def png(w, h, depth, ctype, extra=b"", interlace=0, split=1, level=6):
    raw = adam7_data(w, h, depth, ctype) if interlace else b"".join(sample_rows(w, h, depth, ctype))
    z = zlib.compress(raw, level)
    step = max(1, (len(z) + split - 1) // split)
    idats = b"".join(chunk(b"IDAT", z[i:i + step]) for i in range(0, len(z), step))
    return SIG + ihdr(w, h, depth, ctype, interlace) + extra + idats + chunk(b"IEND", b"")


def palette(n):
    return chunk(b"PLTE", bytes((i * 47 + k * 91) & 0xFF for i in range(n) for k in range(3)))


def files():
    out = {}
    for depth in (1, 2, 4, 8):
        n = 1 << depth
        out[f"palette-{depth}bit"] = png(9, 5, depth, 3, palette(n))
        out[f"palette-{depth}bit-trns"] = png(9, 5, depth, 3, palette(n) + chunk(b"tRNS", bytes(range(0, 256, 256 // n))[: n // 2]))
    for depth in (1, 2, 4, 16):
        out[f"gray-{depth}bit"] = png(11, 3, depth, 0)
    out["gray-8bit-trns"] = png(6, 6, 8, 0, chunk(b"tRNS", b"\x00\x2a"))
    out["rgb-16bit"] = png(5, 4, 16, 2)
    out["rgb-8bit-trns"] = png(5, 4, 8, 2, chunk(b"tRNS", b"\x00\x10\x00\x20\x00\x30"))
    out["rgba-16bit"] = png(3, 7, 16, 6)
    out["gray-alpha-16bit"] = png(4, 4, 16, 4)
    out["rgba-adam7-10x9"] = png(10, 9, 8, 6, interlace=1)
    out["palette-2bit-adam7-3x3"] = png(3, 3, 2, 3, palette(4), interlace=1)
    out["rgb-idat-split-4"] = png(16, 16, 8, 2, split=4)
    # APNG: acTL, the default image as frame 0 (fcTL + IDAT), one fdAT frame.
    actl = chunk(b"acTL", struct.pack(">II", 2, 0))
    fctl0 = chunk(b"fcTL", struct.pack(">IIIIIHHBB", 0, 4, 4, 0, 0, 1, 10, 0, 0))
    fctl1 = chunk(b"fcTL", struct.pack(">IIIIIHHBB", 2, 2, 2, 1, 1, 1, 10, 1, 1))
    base = png(4, 4, 8, 6)
    frame1 = zlib.compress(b"".join(sample_rows(2, 2, 8, 6, seed=3)))
    out["apng-2-frames"] = (SIG + ihdr(4, 4, 8, 6) + actl + fctl0 + base[len(SIG) + 25:-12]
                            + fctl1 + chunk(b"fdAT", struct.pack(">I", 3) + frame1) + chunk(b"IEND", b""))

    # Malformed inputs: each must be rejected with a PNGError, never trap.
    good = png(8, 8, 8, 6)
    out["bad-truncated-in-idat"] = good[: len(good) - 30]
    out["bad-truncated-in-ihdr"] = good[:20]
    out["bad-signature-only"] = SIG
    bad_crc = bytearray(good)
    bad_crc[len(SIG) + 8 + 13] ^= 0xFF        # the IHDR chunk's CRC
    out["bad-crc-ihdr"] = bytes(bad_crc)
    body = good[len(SIG) + 25:]
    out["bad-huge-16385x1"] = SIG + ihdr(16385, 1, 8, 6) + body
    out["bad-huge-2pow31"] = SIG + ihdr(0x7FFFFFFF, 0x7FFFFFFF, 8, 6) + body
    out["bad-huge-16384x16384"] = SIG + ihdr(16384, 16384, 16, 6) + body
    out["bad-zero-width"] = SIG + ihdr(0, 8, 8, 6) + body
    out["bad-color-type-5"] = SIG + ihdr(8, 8, 8, 5) + body
    out["bad-depth-3"] = SIG + ihdr(8, 8, 3, 2) + body
    out["bad-no-idat"] = SIG + ihdr(8, 8, 8, 6) + chunk(b"IEND", b"")
    out["bad-no-iend"] = good[:-12]
    out["bad-palette-missing"] = png(4, 4, 8, 3)
    out["bad-zlib"] = SIG + ihdr(8, 8, 8, 6) + chunk(b"IDAT", b"\x78\x9c" + bytes(range(40))) + chunk(b"IEND", b"")
    rows = sample_rows(8, 8, 8, 6)
    rows[3] = bytes([9]) + rows[3][1:]        # filter type 9 does not exist
    out["bad-filter-type"] = SIG + ihdr(8, 8, 8, 6) + chunk(b"IDAT", zlib.compress(b"".join(rows))) + chunk(b"IEND", b"")
    out["bad-short-data"] = SIG + ihdr(8, 8, 8, 6) + chunk(b"IDAT", zlib.compress(b"".join(rows[:5]))) + chunk(b"IEND", b"")
    out["bad-chunk-length"] = SIG + ihdr(8, 8, 8, 6) + struct.pack(">I", 0xFFFFFFF0) + b"IDAT" + b"\x00" * 16
    return out


def main():
    directory = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "corpus")
    os.makedirs(directory, exist_ok=True)
    for name, data in sorted(files().items()):
        with open(os.path.join(directory, name + ".png"), "wb") as f:
            f.write(data)
    print(f"wrote {len(files())} PNGs to {directory}")


if __name__ == "__main__":
    main()
