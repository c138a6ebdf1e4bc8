"""The first documents' OCR begun while the rest of a run starts.

`docflow run` spends seconds before its flow's first task run begins: importing Prefect and the
pipeline, creating the flow run, starting (or reaching) the Prefect API. Tesseract needs none of
that. `OcrPrefetch` starts reading the first documents of a new batch right after they are
found, in a few threads of this process, through the same OCR engine slots the flow's task runs
use (so no more engines run at once than the concurrency setting allows).

Nothing is recorded here: a document's task run takes its prefetched reading (waiting for it
when it is not finished) and runs the OCR stage with it as it would have run the OCR itself:
the same STARTED and final events, the same stage output saved, failures failing the same task
run. A document whose task run has begun is never started here, and once a task run has to read
its document itself (the task runs have caught up), no further document is; at most `limit`
documents are read ahead. Only this process's `run` command starts a prefetch; a reading nobody
takes (the flow never ran that document) is dropped at exit.

The module imports nothing heavy, so the command can start the prefetch before Prefect loads.
"""

from __future__ import annotations

import threading
import time
from concurrent.futures import Future
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from pathlib import Path


_SLOTS_LOCK = threading.Lock()  # the prefetch threads start together: one semaphore per engine count, never two


@lru_cache(maxsize=None)
def _slot(engines: int) -> threading.BoundedSemaphore:
    return threading.BoundedSemaphore(max(1, engines))


def ocr_slot(engines: int) -> threading.BoundedSemaphore:
    """At most `engines` OCR engines at once in this process (the concurrency setting: about
    one per core). Three times as many documents are in flight, so one document's page preparation,
    NLP, storage and Prefect work runs while others are in tesseract, instead of leaving a core idle."""
    with _SLOTS_LOCK:
        return _slot(engines)


def documents_in_flight(engines: int) -> int:
    return 3 * max(1, engines)


def read_ahead(engines: int) -> int:
    """How many of a batch's first documents may be read ahead of their task runs: enough for the engines'
    whole wait on a quiet machine (a 120-document run's task runs began ~6-7 s after launch, while two
    engines read ~5-6 pages a second, about 70 documents of the usual mix; 8 x in flight, 48, ran out)."""
    return 16 * documents_in_flight(engines)


def prefetch_threads(engines: int) -> int:
    """Threads that read ahead: two per engine, so one prepares its next page (Python, slowed by start-up's
    imports holding the interpreter) while the other's page is in tesseract; the engine slots still let
    only `engines` pages into tesseract at once."""
    return 2 * max(1, engines)


def read_document(path: str, settings, concurrency: int, doc_id: str):
    """The OCR stage's computation for one document: tesseract's calls take an engine slot, pages are
    prepared outside it; ppocr's models use the cores themselves, so a whole ppocr reading takes the slot."""
    from stages import ocr as ocr_stage

    slot = ocr_slot(concurrency)
    with ocr_stage.engine_gate(slot) if settings.engine == "tesseract" else slot:
        return ocr_stage.run_ocr(Path(path), settings, doc_id=doc_id)


@dataclass(frozen=True)
class Prefetched:
    """One document's OCR reading done ahead, with the CPU time it took (for the stage's event)."""

    result: object  # OcrResult
    cpu_s: float  # CPU time of the thread that read it
    finished: float  # perf_counter when the reading ended (the wait until its task run took it is no OCR time)


class Reading(Future):
    """A Future of `Prefetched`; `started_at` (UTC) and `started` (perf_counter) say when the reading began."""

    started_at: datetime
    started: float


def _key(doc, settings) -> tuple:
    return (doc.doc_id, doc.path, doc.content_hash, settings.model_dump_json())


class OcrPrefetch:
    """Reads the first `limit` of `docs` ahead with `threads` threads (see the module's description)."""

    def __init__(self, docs: list, settings, concurrency: int, limit: int | None = None, threads: int | None = None):
        self.settings = settings
        self.concurrency = concurrency
        self._docs = list(docs)[: limit if limit is not None else read_ahead(concurrency)]
        self._planned = {_key(doc, settings) for doc in self._docs}
        self._threads = max(1, threads or prefetch_threads(concurrency))
        self._lock = threading.Lock()
        self._futures: dict[tuple, Future] = {}
        self._claimed: set[tuple] = set()  # started here or by their task run
        self._next = 0
        self._stopped = False

    def start(self) -> "OcrPrefetch":
        for i in range(min(self._threads, len(self._docs))):
            threading.Thread(target=self._work, name=f"ocr-prefetch-{i}", daemon=True).start()
        return self

    def stop(self) -> None:
        """Start no further document (those being read are finished and kept for their task runs)."""
        with self._lock:
            self._stopped = True

    def _claim_next(self):
        with self._lock:
            while not self._stopped and self._next < len(self._docs):
                doc = self._docs[self._next]
                self._next += 1
                key = _key(doc, self.settings)
                if key in self._claimed:
                    continue
                self._claimed.add(key)
                from status.models import utcnow

                future = Reading()
                future.started_at, future.started = utcnow(), time.perf_counter()
                self._futures[key] = future
                return doc, future
        return None

    def _work(self) -> None:
        while (job := self._claim_next()) is not None:
            doc, future = job
            cpu0 = time.thread_time()
            try:
                result = read_document(doc.path, self.settings, self.concurrency, doc.doc_id)
            except BaseException as exc:  # the task run that takes it fails (or retries) with it
                future.set_exception(exc)
            else:
                future.set_result(Prefetched(result, time.thread_time() - cpu0, time.perf_counter()))

    def take(self, doc, settings) -> Reading | None:
        """The reading of `doc` begun here (a Future of Prefetched), or None: then the caller reads it
        itself, it is never started here afterwards, and no further document is: the task runs have
        caught up with the readings ahead (until then this keeps the engines busy while they take them)."""
        key = _key(doc, settings)
        with self._lock:
            self._claimed.add(key)
            future = self._futures.pop(key, None)
            if future is None and key in self._planned:  # one it would have read: the task runs are here
                self._stopped = True
            return future


_active: OcrPrefetch | None = None


def begin(docs: list, settings, concurrency: int, **kw) -> OcrPrefetch:
    """Start reading the first documents ahead; the flow's task runs of this process take them."""
    global _active
    _active = OcrPrefetch(docs, settings, concurrency, **kw).start()
    return _active


def take(doc, settings) -> Reading | None:
    """The prefetched reading of `doc` with these OCR settings, if this process began one."""
    prefetch = _active
    return prefetch.take(doc, settings) if prefetch is not None else None


def stop() -> None:
    """No further document is started ahead."""
    if _active is not None:
        _active.stop()


def end() -> None:
    """Forget the prefetch (tests; a second run in the same process)."""
    global _active
    if _active is not None:
        _active.stop()
    _active = None
