"""Scheduled inbox runs: batch ids that never collide, documents taken once per deployment,
finished files moved out of the inbox. Fast: no Prefect server (see test_serve.py for that)."""

from __future__ import annotations

from pathlib import Path

from flows.documents import batch_id_for_flow_run, check_batch_id
from status.coordinator import DocumentRef


def test_flow_runs_created_in_one_burst_get_distinct_batch_ids():
    """The scheduler creates runs ahead in bursts; their UUIDv7 ids share the time prefix."""
    from prefect._internal.uuid7 import uuid7

    same_ms = 1_764_583_200_000  # a fake clock: every run created in the same millisecond
    ids = [uuid7(ms=same_ms) for _ in range(100)]
    assert len({str(i)[:8] for i in ids}) == 1  # what the old `b-<first 8 hex>` ids collided on
    batch_ids = [check_batch_id(batch_id_for_flow_run(i)) for i in ids]
    assert len(set(batch_ids)) == 100
    assert batch_id_for_flow_run(ids[0]) == batch_id_for_flow_run(str(ids[0]))  # a retried run keeps its batch


def _doc(tmp: Path, name: str, text: str) -> DocumentRef:
    from stages.ocr import content_hash

    path = tmp / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return DocumentRef(doc_id=name, path=str(path), content_hash=content_hash(path))


def test_a_deployment_takes_each_document_once(tmp_path: Path, engine):
    from status.inbox import claim_documents

    a, b = _doc(tmp_path, "a.txt", "Invoice A"), _doc(tmp_path, "b.txt", "Invoice B")
    taken, skipped = claim_documents(engine, "process_batch/inbox", "run-1", [a, b])
    assert (taken, skipped) == ([a, b], [])
    c = _doc(tmp_path, "c.txt", "Invoice C")
    a_renamed = a.model_copy(update={"doc_id": "renamed.txt"})  # same bytes under another name: not new
    taken, skipped = claim_documents(engine, "process_batch/inbox", "run-2", [a_renamed, b, c])
    assert taken == [c] and skipped == [a_renamed, b]
    assert claim_documents(engine, "process_batch/inbox", "run-3", [a, b, c]) == ([], [a, b, c])
    # a retry of run-1 (same batch) takes its own documents again; another deployment is independent
    assert claim_documents(engine, "process_batch/inbox", "run-1", [a, b, c]) == ([a, b], [c])
    assert claim_documents(engine, "process_batch/other", "run-9", [a]) == ([a], [])


def test_changed_bytes_are_a_new_document(tmp_path: Path, engine):
    from status.inbox import claim_documents

    a = _doc(tmp_path, "a.txt", "Invoice A")
    claim_documents(engine, "d", "run-1", [a])
    fixed = _doc(tmp_path, "a.txt", "Invoice A, corrected")
    assert claim_documents(engine, "d", "run-2", [fixed]) == ([fixed], [])


def test_move_done_moves_only_finished_files(tmp_path: Path):
    from flows.batch import move_done

    inbox, done = tmp_path / "inbox", tmp_path / "done"
    ok, sub, bad = _doc(inbox, "ok.txt", "1"), _doc(inbox, "sub/ok2.txt", "2"), _doc(inbox, "bad.txt", "")
    (done).mkdir()
    (done / "ok.txt").write_text("an earlier ok.txt")
    moved, problems = move_done([ok, sub, bad], {"ok.txt", "sub/ok2.txt"}, done)
    assert (moved, problems) == (2, [])
    assert not Path(ok.path).exists() and not Path(sub.path).exists() and Path(bad.path).exists()
    assert (done / "sub" / "ok2.txt").read_text() == "2"
    assert (done / "ok.txt").read_text() == "an earlier ok.txt"  # kept; the new one sits beside it
    assert (done / f"ok-{ok.content_hash[:8]}.txt").read_text() == "1"


def test_a_file_still_being_written_is_left_for_the_next_run(tmp_path: Path):
    """A scheduled run that hashed a file mid-copy would claim its half-written bytes, and the next
    run would take the whole file again: files changed within the settle time wait one run."""
    import os
    import time

    from status.inbox import settled

    old, new = _doc(tmp_path, "old.txt", "Order 1"), _doc(tmp_path, "new.txt", "Order 2")
    later = time.time() + 60  # both files written a minute ago, seen from then
    gone = DocumentRef(doc_id="gone.txt", path=str(tmp_path / "gone.txt"), content_hash="unreadable")
    assert settled([old, gone], settle_s=2.0, now=later) == ([old, gone], [])
    now = time.time()
    ready, writing = settled([old, new, gone], settle_s=2.0, now=now)
    assert [d.doc_id for d in ready] == ["gone.txt"] and [d.doc_id for d in writing] == ["old.txt", "new.txt"]
    assert settled([old, new], settle_s=0, now=now) == ([old, new], [])  # 0 turns the wait off


def test_a_copy_that_keeps_the_old_modification_time_still_waits(tmp_path: Path):
    """`cp -p` / `rsync -t` stamp the source's old modification time on a file while or after
    writing it; its change time still says it was just written."""
    import os
    import time

    from status.inbox import settled

    copied = _doc(tmp_path, "copied.txt", "Order 3")
    os.utime(copied.path, (time.time() - 3600, time.time() - 3600))
    assert settled([copied], settle_s=2.0) == ([], [copied])
    assert settled([copied], settle_s=2.0, now=time.time() + 60) == ([copied], [])
