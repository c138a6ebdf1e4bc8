"""Status fold throughput and Pipeline Status block size at several batch sizes.

For each size N: register N synthetic documents, deliver their stage events the
way a run does (7 per document: ocr/nlp/validate started+succeeded, review skipped;
~5% fail at nlp, ~4% end needs_review, ~1% never start), shuffled across documents,
through `Coordinator.emit` (one transaction per event: the emit path). Then time
`Coordinator.rebuild` (the whole batch refolded from the log, compared with the live
tables) and render the block under the token ceiling.

    .venv/bin/python benchmarks/status_fold.py [--docs 100 1000 10000] [--db URL]
        [--threads 1] [--emit-max-events 20000] [--tokens 1200]

Without --db a throwaway SQLite file is used; with --db the bench batches
(ids `bench-<n>-<random>`) are deleted again at the end unless --keep is given. --emit-max-events caps the events
sent through the emit path per size (the rest go through `emit_many`, so the block
still covers every document); the emit rate is per event and does not depend on N.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import threading
import time
import uuid
from datetime import datetime, timedelta, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from status.coordinator import Coordinator, DocumentRef  # noqa: E402
from status.db import get_engine  # noqa: E402
from status.models import Stage, StageState, StageStatus  # noqa: E402
from status.pipeline_block import render_pipeline_block  # noqa: E402
from status.settings import get_settings  # noqa: E402
from status.tokens import estimate_tokens  # noqa: E402

T0 = datetime(2026, 1, 1, tzinfo=timezone.utc)
ERRORS = ["ValueError", "TesseractError", "DocumentError", "TimeoutError", "UnicodeDecodeError"]


def synthetic(n: int, batch: str, seed: int) -> tuple[list[DocumentRef], list[StageStatus]]:
    rng = random.Random(seed)
    refs = [DocumentRef(doc_id=f"doc-{i:06d}", path=f"/inbox/doc-{i:06d}.pdf", content_hash=uuid.UUID(int=rng.getrandbits(128)).hex * 2)
            for i in range(n)]
    events: list[StageStatus] = []
    for i, ref in enumerate(refs):
        roll = rng.random()
        if roll < 0.01:
            continue  # never started
        plan = [(Stage.OCR, StageState.SUCCEEDED), (Stage.NLP, StageState.SUCCEEDED), (Stage.VALIDATE, StageState.SUCCEEDED)]
        if roll < 0.06:
            plan = plan[:1] + [(Stage.NLP, StageState.FAILED)]
        elif roll < 0.10:
            plan[-1] = (Stage.VALIDATE, StageState.NEEDS_REVIEW)
        at = i * 10
        for stage, end in plan:
            common = dict(batch_id=batch, doc_id=ref.doc_id, content_hash=ref.content_hash, stage=stage, attempt=1)
            events.append(StageStatus(**common, event_id=f"{batch}:{ref.doc_id}:{stage.value}:started", state=StageState.STARTED,
                                      emitted_at=T0 + timedelta(seconds=at)))
            bad = end in (StageState.FAILED, StageState.NEEDS_REVIEW)
            events.append(StageStatus(
                **common, event_id=f"{batch}:{ref.doc_id}:{stage.value}:{end.value}", state=end,
                summary={"pages": 1 + i % 3, "fields": 12, "mean_conf": 88.5} if not bad else {"rules_failed": 1},
                error_class=rng.choice(ERRORS) if bad else None,
                error_message=f"page {1 + i % 3}: could not parse the total" if bad else None,
                duration_ms=rng.randint(50, 3000), emitted_at=T0 + timedelta(seconds=at + 1)))
            at += 2
        if plan[-1][1] is StageState.SUCCEEDED:
            events.append(StageStatus(batch_id=batch, doc_id=ref.doc_id, content_hash=ref.content_hash, stage=Stage.REVIEW,
                                      state=StageState.SKIPPED, event_id=f"{batch}:{ref.doc_id}:review:skipped",
                                      emitted_at=T0 + timedelta(seconds=at)))
    rng.shuffle(events)  # arrival order is not document order; the fold must not care
    return refs, events


def emit_all(coord: Coordinator, events: list[StageStatus], threads: int) -> float:
    start = time.perf_counter()
    if threads <= 1:
        for e in events:
            coord.emit(e)
    else:
        pool = [threading.Thread(target=lambda chunk: [coord.emit(e) for e in chunk], args=(events[k::threads],)) for k in range(threads)]
        for t in pool:
            t.start()
        for t in pool:
            t.join()
    return time.perf_counter() - start


def delete_batches(coord: Coordinator, batch_ids: list[str]) -> None:
    """Remove the bench's own batches from a shared database (the status API itself never deletes)."""
    from status.events import BatchCounterRow, BatchDocumentRow, BatchRow, DocumentStatusRow, StageEventRow

    with coord.engine.begin() as conn:
        for model in (StageEventRow, DocumentStatusRow, BatchCounterRow, BatchDocumentRow, BatchRow):
            table = model.__table__
            conn.execute(table.delete().where(table.c.batch_id.in_(batch_ids)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--docs", type=int, nargs="+", default=[100, 1000, 10_000])
    parser.add_argument("--db", default=None, help="SQLAlchemy URL (default: a throwaway SQLite file)")
    parser.add_argument("--threads", type=int, default=1, help="threads delivering events on the emit path")
    parser.add_argument("--emit-max-events", type=int, default=20_000, help="cap on events sent through emit() per size")
    parser.add_argument("--tokens", type=int, default=None, help="block ceiling (default DOCFLOW_STATUS_BLOCK_TOKENS)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--keep", action="store_true", help="keep the bench batches in a --db database")
    args = parser.parse_args()
    ceiling = args.tokens or get_settings().status_block_tokens
    url = args.db or f"sqlite:///{Path(tempfile.mkdtemp(prefix='docflow-bench-')) / 'status.db'}"
    coord = Coordinator(get_engine(url))
    print(f"database: {url.split('@')[-1]}   threads: {args.threads}   block ceiling: {ceiling} tokens (estimated, status/tokens.py)")
    header = f"{'docs':>7} {'events':>7} {'emitted':>8} {'emit ev/s':>10} {'rebuild ev/s':>13} {'rebuild ok':>10} {'block tok':>10} {'block ms':>9}"
    print(header)
    print("-" * len(header))
    results = {}
    created: list[str] = []
    for n in args.docs:
        batch = f"bench-{n}-{uuid.uuid4().hex[:6]}"
        created.append(batch)
        refs, events = synthetic(n, batch, args.seed)
        coord.register_batch(batch, refs, schema_name="default", source="/inbox")
        via_emit, bulk = events[: args.emit_max_events], events[args.emit_max_events :]
        emit_s = emit_all(coord, via_emit, args.threads)
        if bulk:
            coord.emit_many(bulk)
        start = time.perf_counter()
        report = coord.rebuild(batch)
        rebuild_s = time.perf_counter() - start
        start = time.perf_counter()
        block = render_pipeline_block(coord, batch, ceiling)
        block_ms = (time.perf_counter() - start) * 1000
        tokens = estimate_tokens(block)
        results[n] = (len(via_emit) / emit_s, report.events_total / rebuild_s, tokens)
        print(f"{n:>7} {len(events):>7} {len(via_emit):>8} {results[n][0]:>10.0f} {results[n][1]:>13.0f} "
              f"{str(report.ok):>10} {tokens:>10} {block_ms:>9.1f}")
        if not report.ok:
            print(f"  rebuild differences: {[str(d) for d in report.differences[:5]]}")
    if args.db and not args.keep:
        delete_batches(coord, created)
    largest = max(args.docs)
    fields = [f"fold_events_per_s={results[largest][0]:.0f}", f"rebuild_events_per_s={results[largest][1]:.0f}"]
    fields += [f"block_tokens_{n}={results[n][2]}" for n in args.docs]
    print("RESULT " + " ".join(fields))


if __name__ == "__main__":
    main()
