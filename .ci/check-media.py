#!/usr/bin/env python3
"""Checks the sample media the Codecs tests leave in OQC_MEDIA_DIR.

For every sample.gif / sample.apng / sample-damage.apng with a
`<file>.expect.json` beside it (written by the tests: {"frames": N,
"durations_ms": [...]}, optionally "frame_crc32": [...]), opens the file
with Pillow, decodes every frame and compares the frame count and each
frame's duration exactly and, where given, the CRC-32 of each composed
frame's RGBA bytes (sample-damage.apng holds sub-frames at offsets, so this
checks that Pillow composes them into the frames the test wrote). For sample.mp4 (present only where ffmpeg is
installed) runs ffprobe and checks the frame count and the H.264 stream.

Usage: check-media.py DIR      Exits non-zero with a message on any mismatch.
"""
import json
import os
import zlib
import shutil
import subprocess
import sys

from PIL import Image


def fail(message):
    print(f"check-media: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def expectation(path):
    with open(path + ".expect.json") as f:
        return json.load(f)


def check_animation(path, fmt):
    want = expectation(path)
    with Image.open(path) as im:
        if im.format != fmt:
            fail(f"{path}: Pillow reads it as {im.format}, expected {fmt}")
        durations = []
        crcs = []
        for i in range(im.n_frames):
            im.seek(i)
            im.load()  # decode the frame's data, not just its header
            durations.append(im.info.get("duration"))
            if "frame_crc32" in want:
                crcs.append(zlib.crc32(im.convert("RGBA").tobytes()))
        size = im.size
    if len(durations) != want["frames"]:
        fail(f"{path}: {len(durations)} frames, the test wrote {want['frames']}")
    got = [int(round(d)) if d is not None else None for d in durations]
    if got != want["durations_ms"] or any(d is None or abs(d - round(d)) > 1e-9 for d in durations):
        fail(f"{path}: frame durations {durations} ms, the test wrote {want['durations_ms']}")
    if "frame_crc32" in want and crcs != want["frame_crc32"]:
        bad = [i for i, (a, b) in enumerate(zip(crcs, want["frame_crc32"])) if a != b]
        fail(f"{path}: composed frames {bad} differ from the frames the test wrote (CRC-32 of RGBA bytes)")
    print(f"check-media: {os.path.basename(path)} OK ({fmt} {size[0]}x{size[1]}, {len(got)} frames, "
          f"{sum(got)} ms)")


def check_mp4(path):
    want = expectation(path)
    if shutil.which("ffprobe") is None:
        fail(f"{path} exists but ffprobe is not installed")
    out = subprocess.run(
        ["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0",
         "-show_entries", "stream=codec_name,width,height,nb_read_frames,pix_fmt", "-of", "json", path],
        capture_output=True, text=True)
    if out.returncode != 0:
        fail(f"ffprobe failed on {path}: {out.stderr.strip()}")
    streams = json.loads(out.stdout).get("streams", [])
    if not streams:
        fail(f"{path}: no video stream")
    s = streams[0]
    frames = int(s.get("nb_read_frames", -1))
    if s.get("codec_name") != "h264" or s.get("pix_fmt") != "yuv420p":
        fail(f"{path}: stream is {s.get('codec_name')}/{s.get('pix_fmt')}, expected h264/yuv420p")
    if frames != want["frames"]:
        fail(f"{path}: {frames} frames, the test wrote {want['frames']}")
    if s["width"] % 2 or s["height"] % 2:
        fail(f"{path}: odd size {s['width']}x{s['height']}")
    print(f"check-media: {os.path.basename(path)} OK (h264 {s['width']}x{s['height']}, {frames} frames)")


def main():
    if len(sys.argv) != 2:
        fail("usage: check-media.py DIR")
    directory = sys.argv[1]
    required = {"sample.gif": "GIF", "sample.apng": "PNG", "sample-damage.apng": "PNG"}
    for name, fmt in required.items():
        path = os.path.join(directory, name)
        if not os.path.exists(path) or not os.path.exists(path + ".expect.json"):
            fail(f"{path} (and its .expect.json) missing: did the Codecs tests run with OQC_MEDIA_DIR set?")
        try:
            check_animation(path, fmt)
        except (OSError, SyntaxError, ValueError, EOFError) as e:
            fail(f"{path}: Pillow cannot decode it: {e}")
    mp4 = os.path.join(directory, "sample.mp4")
    if os.path.exists(mp4):
        check_mp4(mp4)
    elif shutil.which("ffmpeg") is not None:
        fail(f"ffmpeg is installed but the tests left no {mp4}")
    else:
        print("check-media: no ffmpeg here, MP4 not checked")


if __name__ == "__main__":
    main()
