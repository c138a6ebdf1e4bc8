"""perf50: the UI artifacts' progress from the batch's counters; the whole-batch table and status block less often."""

from __future__ import annotations

import flows.artifacts as art
from status.coordinator import Coordinator


class _Client:
    def __init__(self, updates):
        self.updates = updates

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        pass

    def update_artifact(self, artifact_id, update):
        self.updates.append((artifact_id, update.data))


def _publisher(monkeypatch, tmp_path, every_s):
    from tests.test_perf16 import _batch

    ctx, docs, coordinator = _batch(tmp_path, "arts50", count=2)
    updates: list = []
    ids = iter(range(100))
    monkeypatch.setattr(art, "get_client", lambda sync_client=False: _Client(updates))
    for name in ("create_progress_artifact", "create_table_artifact", "create_markdown_artifact"):
        monkeypatch.setattr(art, name, lambda *a, **k: f"id-{next(ids)}")
    return art.ArtifactPublisher(ctx, coordinator, every_s=every_s), ctx, docs, updates


def test_progress_between_table_refreshes_reads_no_document_rows(monkeypatch, tmp_path):
    import flows.batch as fb

    publisher, ctx, docs, updates = _publisher(monkeypatch, tmp_path, every_s=0.001)
    publisher.publish(force=True)  # creates the three artifacts
    read = []
    real = Coordinator.document_statuses
    monkeypatch.setattr(Coordinator, "document_statuses", lambda self, b: read.append(b) or real(self, b))
    fb.process_document(ctx, docs[0], [])
    publisher._last = 0.0  # due for an update, not for a table refresh (TABLE_EVERY x every_s has not passed)
    publisher._last_table = float("inf")
    publisher.publish()
    assert updates == [("id-0", 50.0)]  # the progress only, counted from the counters
    assert read == []
    publisher.publish(force=True, final=True)  # the last one: everything, from the documents' rows
    assert [u[0] for u in updates] == ["id-0", "id-1", "id-2"]
    assert read and set(read) == {ctx.batch_id}


def test_table_refreshed_once_its_interval_passed(monkeypatch, tmp_path):
    publisher, ctx, docs, updates = _publisher(monkeypatch, tmp_path, every_s=0.0)
    publisher.publish(force=True)
    import flows.batch as fb

    fb.process_document(ctx, docs[0], [])
    publisher._last, publisher._cost = 0.0, 0.0  # due for an update
    publisher.publish()  # every_s 0: the table's interval (TABLE_EVERY x 0) has passed too
    assert [u[0] for u in updates] == ["id-0", "id-1", "id-2"]


def test_gray_array_is_numpy_s_array_of_the_grey_page_copied_once(monkeypatch):
    import numpy as np
    from PIL import Image

    from stages import ocr_image

    rng = np.random.default_rng(50)
    rgb = Image.fromarray(rng.integers(0, 256, (37, 53, 3), dtype=np.uint8))
    gray = rgb.convert("L")
    expected = [np.asarray(gray), np.asarray(gray)]
    # the array interface copies the pixels for numpy, which copies them again: not used
    monkeypatch.setattr(Image.Image, "__array_interface__", property(lambda self: (_ for _ in ()).throw(AssertionError)))
    for img, want in zip((rgb, gray), expected):
        got = ocr_image.gray_array(img)
        assert got.dtype == np.uint8 and got.shape == (37, 53) and not got.flags.writeable
        assert np.array_equal(got, want)


def test_progress_bar_reads_the_batch_counters_not_every_document(monkeypatch, tmp_path):
    import threading

    import flows.batch as fb
    import flows.cli as cli
    from tests.test_perf16 import _batch

    ctx, docs, coordinator = _batch(tmp_path, "watch50", count=3)
    fb.process_document(ctx, docs[0], [])
    monkeypatch.setenv("DOCFLOW_DATABASE_URL", ctx.database_url)  # settings are per environment: read afresh
    monkeypatch.setattr(Coordinator, "document_statuses", lambda self, b: (_ for _ in ()).throw(AssertionError("read every row")))
    seen = []
    monkeypatch.setattr(cli.Progress, "update", lambda self, task, **kw: seen.append(kw))
    stop = threading.Event()
    stop.set()  # one poll, then the loop ends
    cli._watch(ctx.batch_id, stop, quiet=False)
    assert seen[-1]["total"] == 3 and seen[-1]["completed"] == 1
