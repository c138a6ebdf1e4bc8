"""docflow's own per-document CPU cost in the storage and status path, by part.

    python benchmarks/storage_cost.py [DOCS] [DATABASE_URL] [--source sample_docs/batch]

Drives the real per-document path, `flows.batch.process_document` (every `run_stage`:
load_output, events, STARTED / SUCCEEDED emits, save_output, the fact store ingest
of validate, the review stage) plus the `document_status` read `document_task`
makes after it, on the text documents of `--source` (*.txt). OCR, NLP and
validation are computed once beforehand (not timed) and handed back by the stage
functions, so what is timed is docflow's storage and status work, not tesseract or spaCy.
DOCS documents are the text files taken in turn; copy k > 0 of a file gets its own
doc id, content hash and identifier values (case keys suffixed), so cases keep the
sample's sizes instead of growing with DOCS.

Each part is timed in thread CPU time, exclusive of the parts it calls; `other` is
the rest of process_document (the stage runner itself, summaries, the review
stage's own work). After the batch: one `document_statuses` call (what the artifact
publisher makes every few seconds), the JSONL export, `rebuild` (must find no
difference) and digests of the export and of the fact store, which must not change
when the code gets faster (same DOCS, fresh database).

Without DATABASE_URL a fresh SQLite file in a temporary folder is used; a PostgreSQL
URL gets a throw-away schema (dropped at the end). The last line is
`RESULT name=value ...` (ms per document unless named otherwise).
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import os
import sys
import tempfile
import time
import uuid
from collections import defaultdict
from contextlib import contextmanager
from pathlib import Path

os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
os.environ.setdefault("OMP_THREAD_LIMIT", "1")
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

PARTS = ("load_output", "events", "emit", "save_output", "ingest", "doc_status", "coordinator_init", "config_version",
         "pipeline_block", "case_block", "review_compute")


# --------------------------------------------------------------------------- exclusive CPU timers


class Timers:
    """Thread CPU time per part, each part's time net of the timed parts it calls."""

    def __init__(self) -> None:
        self.total: dict[str, float] = defaultdict(float)
        self.calls: dict[str, int] = defaultdict(int)
        self._stack: list[list] = []  # [name, start, children's time]

    @contextmanager
    def part(self, name: str):
        frame = [name, time.thread_time(), 0.0]
        self._stack.append(frame)
        try:
            yield
        finally:
            self._stack.pop()
            spent = time.thread_time() - frame[1]
            self.total[name] += spent - frame[2]
            self.calls[name] += 1
            if self._stack:
                self._stack[-1][2] += spent

    def wrap(self, owner, attr: str, name: str) -> None:
        original = getattr(owner, attr)

        def timed(*args, **kwargs):
            with self.part(name):
                return original(*args, **kwargs)

        setattr(owner, attr, timed)


# --------------------------------------------------------------------------- inputs


def _suffix_keys(validation, schema, k: int):
    """Copy k of a validated document: its identifiers get a suffix, so it forms its own cases."""
    from status.cases import key_fields

    fields = dict(validation.fields)
    for name in key_fields(schema, validation.doc_type):
        fv = fields.get(name)
        if fv is not None and fv.value:
            fields[name] = fv.model_copy(update={"value": f"{fv.value}X{k}"})
    return validation.model_copy(update={"fields": fields})


def prepare(source: Path, n: int, schema, ocr_settings):
    """(DocumentRef, OcrResult, Extraction, Validation) for n documents, computed once with the real stages."""
    from flows.documents import discover
    from stages import nlp as nlp_stage
    from stages import ocr as ocr_stage
    from stages import validate as validate_stage
    from status.coordinator import DocumentRef

    base = []
    for ref in discover([str(source)], "*.txt"):
        ocr = ocr_stage.run_ocr(Path(ref.path), ocr_settings, doc_id=ref.doc_id)
        extraction = nlp_stage.extract(ocr, schema)
        base.append((ref, ocr, extraction, validate_stage.validate(extraction, ocr, schema)))
    if not base:
        raise SystemExit(f"no *.txt documents in {source}")
    out = []
    for i in range(n):
        k, (ref, ocr, extraction, validation) = divmod(i, len(base))[0], base[i % len(base)]
        if k:
            h = hashlib.sha256(f"{k}:{ref.content_hash}".encode()).hexdigest()
            ident = {"doc_id": f"c{k}-{ref.doc_id}", "content_hash": h}
            ref = DocumentRef(doc_id=ident["doc_id"], path=ref.path, content_hash=h)
            ocr, extraction = ocr.model_copy(update=ident), extraction.model_copy(update=ident)
            validation = _suffix_keys(validation.model_copy(update=ident), schema, k)
        out.append((ref, ocr, extraction, validation))
    return out


# --------------------------------------------------------------------------- database


@contextmanager
def database(url: str | None):
    if not url:
        with tempfile.TemporaryDirectory(prefix="storage_cost_") as tmp:
            yield f"sqlite:///{tmp}/docflow.db"
        return
    if not url.startswith("postgresql"):
        yield url
        return
    import sqlalchemy

    schema = f"storage_cost_{uuid.uuid4().hex[:8]}"
    admin = sqlalchemy.create_engine(url)
    with admin.begin() as conn:
        conn.execute(sqlalchemy.text(f'CREATE SCHEMA "{schema}"'))
    scoped = f"{url}{'&' if '?' in url else '?'}options=-csearch_path%3D{schema}"
    try:
        yield scoped
    finally:
        from status.db import get_engine

        get_engine(scoped).dispose()
        get_engine.cache_clear()
        with admin.begin() as conn:
            conn.execute(sqlalchemy.text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()


# --------------------------------------------------------------------------- run


def instrument(timers: Timers) -> None:
    import flows.batch as batch
    import stages.review as review
    import status.pipeline_block as pipeline_block
    from flows.context import BatchContext
    from status.coordinator import Coordinator
    from status.fact_store import FactStore

    timers.wrap(batch, "load_output", "load_output")
    timers.wrap(batch, "save_output", "save_output")
    timers.wrap(Coordinator, "events", "events")
    if hasattr(Coordinator, "stage_states"):  # the stage runner's history query (older code: events)
        timers.wrap(Coordinator, "stage_states", "events")
    timers.wrap(Coordinator, "emit", "emit")
    timers.wrap(Coordinator, "document_status", "doc_status")
    timers.wrap(Coordinator, "__init__", "coordinator_init")
    timers.wrap(BatchContext, "config_version", "config_version")
    timers.wrap(FactStore, "ingest", "ingest")
    timers.wrap(FactStore, "render", "case_block")
    timers.wrap(pipeline_block, "render_pipeline_block", "pipeline_block")
    timers.wrap(review, "review", "review_compute")


def stub_stages(current: dict) -> None:
    """The OCR / NLP / validate functions hand back the precomputed outputs of the document in `current`."""
    import flows.batch as batch

    batch.ocr_stage = type("Ocr", (), {"run_ocr": staticmethod(lambda *a, **k: current["ocr"]),
                                       "engine_gate": staticmethod(lambda slot: contextlib.nullcontext())})
    batch.nlp_stage = type("Nlp", (), {"extract": staticmethod(lambda *a, **k: current["extraction"])})
    batch.validate_stage = type("Validate", (), {"validate": staticmethod(lambda *a, **k: current["validation"])})


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def run(n: int, url: str | None, source: Path) -> dict:
    home = tempfile.mkdtemp(prefix="storage_cost_home_")
    os.environ["DOCFLOW_HOME"] = home  # exports go here
    os.environ.setdefault("DOCFLOW_LLM_BACKEND", "none")
    from flows.batch import process_document
    from flows.context import BatchContext
    from flows.export import export_batch
    from status.coordinator import Coordinator

    with database(url) as db_url:
        batch_id = "storage-cost"
        ctx = BatchContext.create(batch_id=batch_id, database_url=db_url, review=True)
        docs = prepare(source, n, ctx.schema(), ctx.ocr_settings())
        coordinator = Coordinator(ctx.engine())
        ctx.fact_store()  # opened once per process, as in a run
        t = time.thread_time()
        coordinator.register_batch(batch_id, [d[0] for d in docs], schema_name=ctx.schema_name, source=str(source))
        register_ms = (time.thread_time() - t) * 1000
        current: dict = {}
        stub_stages(current)
        timers = Timers()
        instrument(timers)
        wall = time.perf_counter()
        for ref, ocr, extraction, validation in docs:
            current.update(ocr=ocr, extraction=extraction, validation=validation)
            with timers.part("other"):
                process_document(ctx, ref, [])
                Coordinator(ctx.engine()).document_status(batch_id, ref.doc_id)
        wall = time.perf_counter() - wall
        t = time.thread_time()
        statuses = coordinator.document_statuses(batch_id)
        statuses_ms = (time.thread_time() - t) * 1000
        t = time.thread_time()
        export = export_batch(ctx)
        export_ms = (time.thread_time() - t) * 1000
        report = coordinator.rebuild(batch_id)
        snapshot = json.dumps(ctx.fact_store().snapshot(), sort_keys=True)
        states = {s.state.value for s in statuses}
        return {
            "timers": timers, "wall": wall, "register_ms": register_ms, "statuses_ms": statuses_ms, "export_ms": export_ms,
            "differences": len(report.differences), "export_sha": _digest(export.read_text()), "facts_sha": _digest(snapshot),
            "states": sorted(states), "dialect": ctx.engine().dialect.name,
        }


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("docs", nargs="?", type=int, default=200, help="documents (default 200)")
    p.add_argument("database_url", nargs="?", default=None, help="SQLAlchemy URL (default: a fresh SQLite file)")
    p.add_argument("--source", type=Path, default=REPO / "sample_docs" / "batch", help="folder of *.txt documents")
    args = p.parse_args()
    r = run(args.docs, args.database_url, args.source)
    timers: Timers = r["timers"]
    n = args.docs
    per_doc = {name: 1000 * timers.total.get(name, 0.0) / n for name in (*PARTS, "other")}
    total = sum(per_doc.values())
    print(f"{n} documents on {r['dialect']}; thread CPU ms per document, each part net of the parts it calls")
    print(f"{'part':<18}{'ms/doc':>9}{'calls/doc':>11}{'share':>8}")
    for name, ms in per_doc.items():
        print(f"{name:<18}{ms:>9.2f}{timers.calls.get(name, 0) / n:>11.2f}{ms / total:>8.1%}")
    print(f"{'total':<18}{total:>9.2f}")
    print(f"wall {r['wall'] / n * 1000:.2f} ms/doc; register_batch {r['register_ms']:.1f} ms; document_statuses (one "
          f"publish) {r['statuses_ms']:.1f} ms; export {r['export_ms'] / n:.2f} ms/doc")
    print(f"rebuild differences {r['differences']}; states {r['states']}; export sha {r['export_sha']}; facts sha {r['facts_sha']}")
    fields = {"docs": n, "total_ms": f"{total:.2f}", **{f"{k}_ms": f"{v:.2f}" for k, v in per_doc.items()},
              "statuses_call_ms": f"{r['statuses_ms']:.1f}", "export_ms": f"{r['export_ms'] / n:.2f}",
              "rebuild_differences": r["differences"], "export_sha": r["export_sha"], "facts_sha": r["facts_sha"]}
    print("RESULT " + " ".join(f"{k}={v}" for k, v in fields.items()))


if __name__ == "__main__":
    main()
