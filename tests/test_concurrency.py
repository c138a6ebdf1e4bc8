"""`--concurrency N`: N OCR engines at once, 2N documents in flight (flows.batch.ocr_slot)."""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor


def test_at_most_n_documents_in_ocr_while_twice_as_many_are_in_flight(tmp_path, monkeypatch):
    import flows.batch as fb
    from flows.context import BatchContext
    from flows.documents import discover
    from status.coordinator import Coordinator

    inbox = tmp_path / "in"
    inbox.mkdir()
    for i in range(8):
        (inbox / f"d{i}.txt").write_text(f"Order confirmation\nOrder number: ORD-10000{i}\nOrder total: $1{i}.00\n")
    ctx = BatchContext.create(batch_id="slots", database_url=f"sqlite:///{tmp_path / 'db.sqlite'}", review=False)
    ctx = ctx.model_copy(update={"concurrency": 2})
    docs = discover([str(inbox)], "*")
    Coordinator(ctx.engine()).register_batch(ctx.batch_id, docs, schema_name=ctx.schema_name, source=str(inbox),
                                             ocr_engine=ctx.ocr_engine)

    lock, now, peak = threading.Lock(), [0], [0]
    real_ocr = fb.ocr_stage.run_ocr

    def slow_ocr(*args, **kw):
        with lock:
            now[0] += 1
            peak[0] = max(peak[0], now[0])
        time.sleep(0.2)  # long enough for every thread to be waiting at the slot
        try:
            return real_ocr(*args, **kw)
        finally:
            with lock:
                now[0] -= 1

    monkeypatch.setattr(fb.ocr_stage, "run_ocr", slow_ocr)
    with ThreadPoolExecutor(max_workers=fb.documents_in_flight(ctx.concurrency)) as pool:
        list(pool.map(lambda d: fb.process_document(ctx, d, []), docs))
    assert fb.documents_in_flight(2) == 4
    assert peak[0] == 2
    states = {s.doc_id: s.state.value for s in Coordinator(ctx.engine()).document_statuses(ctx.batch_id)}
    assert len(states) == 8 and set(states.values()) <= {"succeeded", "needs_review"}
