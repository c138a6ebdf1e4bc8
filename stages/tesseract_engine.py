"""Kept-loaded tesseract engines for this process: a small pool of `stages.tesseract_worker`
processes, one per page being read at once (the OCR engine gate bounds how many), reused page
after page and document after document.

`image_to_data` returns what `pytesseract.image_to_data(..., output_type=DICT)` returns for the
same page and settings, so the OCR stage reads one shape whichever way tesseract ran. Where
libtesseract's C API is not installed (only the command is), `available()` is False and the OCR
stage calls the command per page as before.

A worker that crashes, hangs past the time limit or answers garbage is killed and forgotten; the
page fails with a clear error and the next page gets a fresh worker.
"""

from __future__ import annotations

import atexit
import json
import logging
import os
import subprocess
import sys
import threading
from concurrent.futures import Future
from functools import lru_cache
from pathlib import Path

import numpy as np
from PIL import Image
from pytesseract.pytesseract import file_to_dict

from stages.tesseract_worker import load_library

log = logging.getLogger(__name__)
TSV_HEADER = "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext\n"
WORKER_SCRIPT = str(Path(__file__).with_name("tesseract_worker.py"))
COMMAND_DPI = 96  # what pytesseract's temporary BMP says
GRACE_S = 10.0  # beyond the engine's own deadline before the worker is killed
START_TIMEOUT_S = 60.0  # loading a model takes ~0.1 s idle; a very busy machine may take far longer


class EngineError(RuntimeError):
    """The engine could not read this page: `timeout` tells a time limit from a failure."""

    def __init__(self, message: str, timeout: bool = False):
        super().__init__(message)
        self.timeout = timeout


class EngineUnavailable(EngineError):
    """A worker would not start for a reason of this machine, not of the page: this process
    uses the tesseract command from now on."""


_disabled: str | None = None  # why workers stopped being used in this process


def available() -> bool:
    """libtesseract's C API can be loaded here and its workers start."""
    return _disabled is None and _library_found()


@lru_cache(maxsize=1)
def _library_found() -> bool:
    if os.environ.get("DOCFLOW_TESSERACT_COMMAND") == "1":  # force the per-page command (comparisons, debugging)
        return False
    return load_library() is not None


class _Worker:
    def __init__(self, lang: str):
        env = {**os.environ, "OMP_THREAD_LIMIT": os.environ.get("OMP_THREAD_LIMIT", "1")}
        self.lang = lang
        # run by path: the worker needs only the standard library, wherever docflow is imported from
        self.proc = subprocess.Popen([sys.executable, WORKER_SCRIPT, lang], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
        try:
            hello = self._read_answer(START_TIMEOUT_S, "start")
        except (EngineError, ValueError) as exc:
            raise EngineUnavailable(f"tesseract engine did not start: {exc}") from exc
        if not hello.get("ok"):
            self.close()
            if hello.get("language"):  # the command would fail on the same missing language data
                raise EngineError(f"tesseract engine did not start: {hello['error']}")
            raise EngineUnavailable(f"tesseract engine did not start: {hello.get('error', 'no answer')}")

    def _read_answer(self, limit_s: float, what: str) -> dict:
        fired = threading.Event()

        def kill() -> None:
            fired.set()
            self.proc.kill()

        timer = threading.Timer(limit_s, kill)
        timer.start()
        try:
            line = self.proc.stdout.readline()
        finally:
            timer.cancel()
        if not line:
            self.close()
            if fired.is_set():
                raise EngineError(f"tesseract did not answer within {limit_s:.0f}s ({what})", timeout=True)
            raise EngineError(f"tesseract engine stopped while reading a page ({what}; exit code {self.proc.returncode})")
        return json.loads(line)

    def recognize(self, pixels: bytes | memoryview, width: int, height: int, psm: int, dpi: int, timeout_s: float) -> str:
        header = {"width": width, "height": height, "psm": psm, "dpi": dpi, "timeout_ms": int(timeout_s * 1000)}
        try:
            self.proc.stdin.write(json.dumps(header).encode() + b"\n")
            self.proc.stdin.write(pixels)
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError) as exc:
            self.close()
            raise EngineError(f"tesseract engine stopped before reading the page: {exc}") from exc
        answer = self._read_answer(timeout_s + GRACE_S, "page")
        if not answer.get("ok"):
            raise EngineError(f"tesseract stopped: {answer.get('error')}", timeout=bool(answer.get("timeout")))
        return self.proc.stdout.read(answer["n"]).decode("utf-8", errors="replace")

    def close(self) -> None:
        try:
            self.proc.stdin.close()
        except OSError:
            pass
        if self.proc.poll() is None:
            try:
                self.proc.wait(timeout=2)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


_idle: list[_Worker] = []
_starting: list[tuple[str, Future]] = []  # workers `prestart` began, each taken once (by `_take`) when ready
_lock = threading.Lock()


def prestart(lang: str, count: int) -> None:
    """Begin starting `count` workers for `lang` in the background, for pages about to be read: a worker's
    start (its own Python, libtesseract and the language model: ~0.3 s of CPU) then runs on another core
    while this process is still loading, instead of after the first page is prepared. The first pages'
    `_take` waits for these rather than starting more; one that failed to start raises there what
    starting it then would have raised. Does nothing where workers cannot be used (`available`)."""
    if count < 1 or not available():
        return
    for _ in range(count):
        future: Future = Future()
        with _lock:
            _starting.append((lang, future))
        threading.Thread(target=_start_into, args=(lang, future), name="tesseract-start", daemon=True).start()


def _start_into(lang: str, future: Future) -> None:
    try:
        future.set_result(_Worker(lang))
    except BaseException as exc:  # handed to the `_take` that takes this start
        future.set_exception(exc)


def _take(lang: str) -> _Worker:
    with _lock:
        _idle[:] = [w for w in _idle if w.proc.poll() is None]  # a worker that died while idle is forgotten
        for i, w in enumerate(_idle):
            if w.lang == lang:
                return _idle.pop(i)
        starting = next((i for i, (wanted, _) in enumerate(_starting) if wanted == lang), None)
        future = _starting.pop(starting)[1] if starting is not None else None
    if future is not None:
        worker = future.result()  # raises what the start raised (EngineUnavailable, EngineError)
        if worker.proc.poll() is None:
            return worker
        worker.close()  # died before its first page: its pipes closed now, not at garbage collection
    return _Worker(lang)


def _give_back(worker: _Worker) -> None:
    with _lock:
        _idle.append(worker)


@atexit.register
def close_all() -> None:
    """Stop the idle workers (they also stop by themselves when this process's end closes their stdin)."""
    with _lock:
        workers, _idle[:] = list(_idle), []
        starting, _starting[:] = [f for _, f in _starting], []
    for f in starting:  # a start still under way is closed when it is done
        f.add_done_callback(lambda f: f.exception() is None and f.result().close())
    for w in workers:
        w.close()


def image_to_data(image: Image.Image | np.ndarray, *, lang: str, psm: int, dpi: int | None,
                  timeout_s: float) -> dict[str, list]:
    """tesseract's words, boxes and confidences for one page, as pytesseract's DICT output.
    `dpi` None: 96, the resolution the command reads from the BMP file pytesseract writes (PIL
    writes 96 unless told otherwise), so both paths give tesseract the same page.
    `image` may be a grayscale page as a uint8 array (rows by columns): its memory is written to
    the engine as it is, where an image's pixels are copied out first."""
    global _disabled
    if isinstance(image, np.ndarray):
        if image.ndim != 2 or image.dtype != np.uint8:
            raise ValueError(f"a grayscale page is a 2-D uint8 array, not {image.dtype} {image.shape}")
        arr = np.ascontiguousarray(image)
        width, height, pixels = arr.shape[1], arr.shape[0], memoryview(arr.reshape(-1))
    else:
        gray = image if image.mode == "L" else image.convert("L")
        width, height, pixels = gray.width, gray.height, gray.tobytes()
    if dpi is None:
        dpi = COMMAND_DPI
    try:
        worker = _take(lang)
    except EngineUnavailable as exc:
        _disabled = str(exc)
        log.warning("%s; reading pages with the tesseract command instead", exc)
        raise
    try:
        tsv = worker.recognize(pixels, width, height, psm, dpi, timeout_s)
    except EngineError as exc:
        if not exc.timeout or worker.proc.poll() is not None:
            worker.close()
        else:
            _give_back(worker)  # the engine stopped itself at its deadline and is ready for the next page
        raise
    _give_back(worker)
    return tsv_to_dict(tsv)


_COLUMNS = TSV_HEADER.rstrip("\n").split("\t")
_EXACT_INT_CHARS = 15  # int(v) == int(float(v)) for a string of an integer this short (below 2**53)


def tsv_to_dict(tsv: str) -> dict[str, list]:
    """`file_to_dict(TSV_HEADER + tsv, "\t", -1)` (pytesseract's DICT output of tesseract's TSV rows), the same
    dict built a column at a time: an integer column is read with int() in one pass where pytesseract tries
    int(float(v)) cell by cell (~4 ms a page). Rows of another width than the header's go to pytesseract's own."""
    lines = (TSV_HEADER + tsv).strip().split("\n")
    if len(lines) < 2:
        return {}
    rows = [line.split("\t") for line in lines[1:]]
    if len(rows[-1]) < len(_COLUMNS):
        rows[-1].append("")  # pytesseract's fix for a last row whose text is empty
    if any(len(row) != len(_COLUMNS) for row in rows):
        return file_to_dict(TSV_HEADER + tsv, "\t", -1)
    columns = list(zip(*rows))
    result = {name: _numbers(column) for name, column in zip(_COLUMNS[:-1], columns)}
    result[_COLUMNS[-1]] = list(columns[-1])
    return result


def _numbers(column: tuple[str, ...]) -> list:
    """pytesseract's cell values of a numeric column: int(float(v)), or v where that fails."""
    if max(map(len, column)) <= _EXACT_INT_CHARS:
        try:
            return [int(v) for v in column]
        except ValueError:
            pass
    out: list = []
    for v in column:
        try:
            out.append(int(float(v)))
        except ValueError:
            out.append(v)
    return out
