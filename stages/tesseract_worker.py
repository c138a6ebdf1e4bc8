"""A tesseract engine that stays loaded: run as `python -m stages.tesseract_worker LANG`, it loads
libtesseract (its C API, through ctypes) and the language's model once, then reads pages from
stdin and writes their TSV to stdout until stdin closes.

Starting the `tesseract` command costs ~100 ms of CPU per page before it reads a pixel (loading
the model), a fifth or more of what reading a page costs; a worker pays it once. It runs the same
library with the same settings, so the text is the same word for word. It is a process of its own,
not a thread: a page that crashes or hangs the engine takes down only the worker, which the
caller kills and replaces (`stages.tesseract_engine`).

Protocol, one page at a time: a JSON header line {"width", "height", "psm", "dpi", "timeout_ms"}
followed by width*height bytes of 8-bit grayscale pixels; the answer is a JSON line {"ok": true,
"n": N} followed by N bytes of UTF-8 TSV (no header row), or {"ok": false, "error": "..."}.
On start the worker answers once, before any page: {"ok": true, "version": ...} or an error.
Only the standard library is imported here, so a worker starts in a fraction of a second.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import json
import sys

_VOID = ctypes.c_void_p


def load_library() -> ctypes.CDLL | None:
    """libtesseract with the C API's signatures declared, or None when it is not installed."""
    name = ctypes.util.find_library("tesseract")
    if name is None:
        return None
    try:
        lib = ctypes.CDLL(name)
    except OSError:
        return None
    sigs = {
        "TessVersion": ([], ctypes.c_char_p),
        "TessBaseAPICreate": ([], _VOID),
        "TessBaseAPIDelete": ([_VOID], None),
        "TessBaseAPIInit3": ([_VOID, ctypes.c_char_p, ctypes.c_char_p], ctypes.c_int),
        "TessBaseAPISetPageSegMode": ([_VOID, ctypes.c_int], None),
        "TessBaseAPISetImage": ([_VOID, _VOID, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_int], None),
        "TessBaseAPISetSourceResolution": ([_VOID, ctypes.c_int], None),
        "TessBaseAPIRecognize": ([_VOID, _VOID], ctypes.c_int),
        "TessBaseAPIGetTsvText": ([_VOID, ctypes.c_int], _VOID),
        "TessBaseAPIClear": ([_VOID], None),
        "TessDeleteText": ([_VOID], None),
        "TessMonitorCreate": ([], _VOID),
        "TessMonitorSetDeadlineMSecs": ([_VOID, ctypes.c_int], None),
        "TessMonitorDelete": ([_VOID], None),
    }
    try:
        for fn, (args, res) in sigs.items():
            f = getattr(lib, fn)
            f.argtypes, f.restype = args, res
    except AttributeError:  # a tesseract older than the C API docflow uses (4.1)
        return None
    return lib


def _answer(out, header: dict, payload: bytes = b"") -> None:
    out.write(json.dumps(header).encode() + b"\n" + payload)
    out.flush()


def serve(lang: str) -> int:
    inp, out = sys.stdin.buffer, sys.stdout.buffer
    lib = load_library()
    if lib is None:
        _answer(out, {"ok": False, "error": "libtesseract (its C API) not found"})
        return 1
    api = lib.TessBaseAPICreate()
    if lib.TessBaseAPIInit3(api, None, lang.encode()) != 0:
        _answer(out, {"ok": False, "language": lang,
                      "error": f"tesseract could not load language {lang!r} (is its traineddata installed?)"})
        return 1
    _answer(out, {"ok": True, "version": lib.TessVersion().decode()})
    while True:
        line = inp.readline()
        if not line:
            break  # the caller closed the pipe (or died): stop
        job = json.loads(line)
        width, height = job["width"], job["height"]
        pixels = inp.read(width * height)
        if len(pixels) != width * height:
            break
        lib.TessBaseAPISetPageSegMode(api, job["psm"])
        lib.TessBaseAPISetImage(api, pixels, width, height, 1, width)
        lib.TessBaseAPISetSourceResolution(api, job["dpi"])
        monitor = lib.TessMonitorCreate()
        lib.TessMonitorSetDeadlineMSecs(monitor, job["timeout_ms"])
        rc = lib.TessBaseAPIRecognize(api, monitor)
        lib.TessMonitorDelete(monitor)
        if rc != 0:
            lib.TessBaseAPIClear(api)
            _answer(out, {"ok": False, "error": "stopped", "timeout": True})
            continue
        ptr = lib.TessBaseAPIGetTsvText(api, 0)
        tsv = ctypes.string_at(ptr) if ptr else b""
        if ptr:
            lib.TessDeleteText(ptr)
        lib.TessBaseAPIClear(api)
        _answer(out, {"ok": True, "n": len(tsv)}, tsv)
    lib.TessBaseAPIDelete(api)
    return 0


if __name__ == "__main__":
    sys.exit(serve(sys.argv[1] if len(sys.argv) > 1 else "eng"))
