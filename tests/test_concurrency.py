"""`--concurrency N`: N OCR engines at once, 3N documents in flight (flows.prefetch.ocr_slot)."""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor


def test_at_most_n_documents_in_ocr_while_twice_as_many_are_in_flight(tmp_path, monkeypatch):
    """N tesseract engines at once; the other documents in flight prepare their pages meanwhile
    (inside run_ocr, outside the engine gate) or do their NLP and storage."""
    from PIL import Image, ImageDraw

    import flows.batch as fb
    import stages.ocr_image as oi
    from flows.context import BatchContext
    from flows.documents import discover
    from status.coordinator import Coordinator

    inbox = tmp_path / "in"
    inbox.mkdir()
    for i in range(8):
        img = Image.new("L", (900, 240), 255)
        ImageDraw.Draw(img).text((30, 60), f"Order confirmation  Order number: ORD-10000{i}", fill=0)
        img.resize((1800, 480)).save(inbox / f"d{i}.png")
    ctx = BatchContext.create(batch_id="slots", database_url=f"sqlite:///{tmp_path / 'db.sqlite'}", review=False)
    ctx = ctx.model_copy(update={"concurrency": 2})
    docs = discover([str(inbox)], "*")
    Coordinator(ctx.engine()).register_batch(ctx.batch_id, docs, schema_name=ctx.schema_name, source=str(inbox),
                                             ocr_engine=ctx.ocr_engine)

    lock = threading.Lock()
    in_engine, in_ocr = [0, 0], [0, 0]  # (now, peak)

    def counted(counter, call):
        def wrapper(*args, **kw):
            with lock:
                counter[0] += 1
                counter[1] = max(counter[1], counter[0])
            time.sleep(0.2)  # long enough for every thread to be waiting at the gate
            try:
                return call(*args, **kw)
            finally:
                with lock:
                    counter[0] -= 1
        return wrapper

    monkeypatch.setattr(oi.pytesseract, "image_to_data", counted(in_engine, oi.pytesseract.image_to_data))
    monkeypatch.setattr(oi.tesseract_engine, "image_to_data", counted(in_engine, oi.tesseract_engine.image_to_data))
    import stages.ocr as ocr_stage

    monkeypatch.setattr(ocr_stage, "run_ocr", counted(in_ocr, ocr_stage.run_ocr))
    with ThreadPoolExecutor(max_workers=fb.documents_in_flight(ctx.concurrency)) as pool:
        list(pool.map(lambda d: fb.process_document(ctx, d, []), docs))
    assert in_engine[1] == 2  # never more engines than the setting
    assert in_ocr[1] > 2  # while others read or prepare pages outside the gate
    assert fb.documents_in_flight(2) == 6
    states = {s.doc_id: s.state.value for s in Coordinator(ctx.engine()).document_statuses(ctx.batch_id)}
    assert len(states) == 8 and set(states.values()) <= {"succeeded", "needs_review"}
