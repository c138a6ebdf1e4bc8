"""A run's start-up and repeated work (issue 12, perf48): engines started ahead of the first page, the first
documents read ahead by enough threads, each file hashed once per `docflow run`."""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path

import pytest
from PIL import Image

from stages import tesseract_engine


@pytest.fixture(autouse=True)
def _no_engines_or_prefetch_left():
    from flows import prefetch

    prefetch.end()
    tesseract_engine.close_all()
    yield
    prefetch.end()
    tesseract_engine.close_all()


needs_engine = pytest.mark.skipif(not tesseract_engine.available(), reason="libtesseract's C API is not installed here")


@needs_engine
def test_prestarted_engines_are_the_ones_the_first_pages_take():
    started = []
    real = tesseract_engine._Worker.__init__

    def counting(self, lang):
        started.append(threading.current_thread().name)
        real(self, lang)

    tesseract_engine._Worker.__init__ = counting
    try:
        tesseract_engine.prestart("eng", 2)
        page = Image.new("L", (60, 40), 255)
        taken = [tesseract_engine._take("eng"), tesseract_engine._take("eng")]  # both begun ahead: none started here
        assert started == ["tesseract-start", "tesseract-start"]
        assert len({w.proc.pid for w in taken}) == 2 and all(w.proc.poll() is None for w in taken)
        for w in taken:
            tesseract_engine._give_back(w)
        assert tesseract_engine.image_to_data(page, lang="eng", psm=6, dpi=None, timeout_s=60)["text"] is not None
        tesseract_engine._take("eng")  # an idle one is reused: no third start
        assert len(started) == 2
    finally:
        tesseract_engine._Worker.__init__ = real


@needs_engine
def test_a_prestarted_engine_that_could_not_start_fails_the_page_as_its_own_start_would():
    tesseract_engine.prestart("xx_nonexistent", 1)
    with pytest.raises(tesseract_engine.EngineError, match="could not load language 'xx_nonexistent'"):
        tesseract_engine.image_to_data(Image.new("L", (40, 40), 255), lang="xx_nonexistent", psm=6, dpi=None, timeout_s=10)
    assert tesseract_engine._starting == []


def test_no_engine_is_prestarted_where_workers_cannot_be_used(monkeypatch):
    monkeypatch.setattr(tesseract_engine, "_disabled", "no library")
    tesseract_engine.prestart("eng", 2)
    assert tesseract_engine._starting == []


def test_two_threads_per_engine_read_ahead_and_the_window_covers_a_start_up():
    from flows import prefetch

    assert prefetch.prefetch_threads(2) == 4 and prefetch.prefetch_threads(0) == 2
    assert prefetch.read_ahead(2) == 96  # ~70 documents of the usual mix are read while a 120-document run starts
    ahead = prefetch.OcrPrefetch([], None, 3)
    assert ahead._threads == 6


def test_the_run_command_prestarts_engines_only_for_files_that_may_need_tesseract(tmp_path, monkeypatch):
    from flows import cli, prefetch
    from status.coordinator import DocumentRef

    monkeypatch.setenv("DOCFLOW_DATABASE_URL", f"sqlite:///{tmp_path / 'd.db'}")
    monkeypatch.setenv("DOCFLOW_CONCURRENCY", "2")
    asked: list[tuple[str, int]] = []
    monkeypatch.setattr(tesseract_engine, "prestart", lambda lang, count: asked.append((lang, count)))
    monkeypatch.setattr(prefetch, "begin", lambda todo, settings, concurrency: None)

    def docs(*names):
        return [DocumentRef(doc_id=n, path=str(tmp_path / n), content_hash=f"h-{n}") for n in names]

    cli._begin_prefetch(docs("a.txt", "b.md", "c.TXT"))
    cli._begin_prefetch(docs("a.txt", "scan.png"))
    cli._begin_prefetch(docs("a.pdf", "b.jpg", "c.eml", "d.tif"))
    assert asked == [("eng", 0), ("eng", 1), ("eng", 2)]


def test_the_run_command_begins_reading_ahead_before_it_starts_the_prefect_api_and_hashes_each_file_once(tmp_path, monkeypatch):
    """The API's start thread imports Prefect's settings while holding the interpreter; the first pages are
    prepared first, so both cores have tesseract work from the start. The flow's own `discover` reuses the
    command's hashes."""
    from typer.testing import CliRunner

    import flows.batch as batch
    import flows.cli as cli
    import stages.spacy_model as spacy_model

    calls: list[str] = []
    monkeypatch.setenv("DOCFLOW_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("DOCFLOW_DATABASE_URL", f"sqlite:///{tmp_path / 'd.db'}")
    monkeypatch.setattr(cli, "_begin_orchestrator", lambda: calls.append("api") or (lambda: None))
    monkeypatch.setattr(cli, "_await_orchestrator", lambda wait, verbose: wait())
    monkeypatch.setattr(cli, "_begin_prefetch", lambda docs: calls.append("prefetch"))
    monkeypatch.setattr(spacy_model, "warm_up", lambda: None)
    hashed = _counting_hashes(monkeypatch)

    def run_batch(paths, **kw):
        from flows.documents import discover

        calls.append("run")
        assert [d.doc_id for d in discover(paths, "*")] == ["a.txt"]  # the flow finds the documents again
        return kw["batch_id"], None

    monkeypatch.setattr(batch, "run_batch", run_batch)
    (tmp_path / "in").mkdir()
    _settled((tmp_path / "in" / "a.txt"), "Invoice 7\nTotal 12.00\n")
    CliRunner().invoke(cli.app, ["run", str(tmp_path / "in"), "--json"])
    assert calls[:3] == ["prefetch", "api", "run"]
    assert hashed == ["a.txt"]  # found twice, read and hashed once


def _counting_hashes(monkeypatch) -> list[str]:
    import flows.documents as documents

    hashed: list[str] = []
    real = documents.content_hash
    monkeypatch.setattr(documents, "content_hash", lambda path: hashed.append(Path(path).name) or real(path))
    return hashed


def _settled(path, text: str) -> None:
    """A file written, its modification time set well before now (older than a file system's clock step)."""
    import os
    import time

    path.write_text(text)
    old = time.time() - 60
    os.utime(path, (old, old))


def test_within_a_run_a_file_written_just_now_is_hashed_each_time(tmp_path, monkeypatch):
    """A file modified within a clock step of its hashing may be rewritten unseen (same size, same tick): not kept."""
    from flows.documents import discover, hashes_kept

    inbox = tmp_path / "in"
    inbox.mkdir()
    (inbox / "a.txt").write_text("alpha 1\n")
    hashed = _counting_hashes(monkeypatch)
    with hashes_kept():
        discover([str(inbox)])
        discover([str(inbox)])
    assert hashed == ["a.txt", "a.txt"]


def test_within_a_run_each_unchanged_file_is_hashed_once(tmp_path, monkeypatch):
    from flows.documents import discover, hashes_kept

    inbox = tmp_path / "in"
    inbox.mkdir()
    _settled(inbox / "a.txt", "alpha 1\n")
    _settled(inbox / "b.txt", "beta 2\n")
    hashed = _counting_hashes(monkeypatch)
    plain = discover([str(inbox)])
    assert discover([str(inbox)]) == plain and hashed == ["a.txt", "b.txt"] * 2  # outside a run: every time
    hashed.clear()
    with hashes_kept():
        first = discover([str(inbox)])
        again = discover([str(inbox)])
        assert first == again == plain and hashed == ["a.txt", "b.txt"]
    hashed.clear()
    with hashes_kept():  # a new run hashes anew
        assert discover([str(inbox)]) == plain and hashed == ["a.txt", "b.txt"]


def test_within_a_run_a_changed_or_replaced_file_is_hashed_again(tmp_path, monkeypatch):
    from flows.documents import discover, hashes_kept

    inbox = tmp_path / "in"
    inbox.mkdir()
    a, b = inbox / "a.txt", inbox / "b.txt"
    a.write_text("alpha 1\n")
    b.write_text("beta 2\n")
    hashed = _counting_hashes(monkeypatch)
    with hashes_kept():
        before = {d.doc_id: d.content_hash for d in discover([str(inbox)])}
        time.sleep(0.05)  # past the file system's clock tick: the change time moves
        stat_a = os.stat(a)
        a.write_text("alpha 9\n")  # the same size, other bytes
        os.utime(a, ns=(stat_a.st_atime_ns, stat_a.st_mtime_ns))  # even with its old modification time (ctime moves)
        replacement = inbox / "b.new"
        replacement.write_text("gamma 3\n")
        os.replace(replacement, b)  # another file under the same name (another inode)
        hashed.clear()
        after = {d.doc_id: d.content_hash for d in discover([str(inbox)])}
    assert sorted(hashed) == ["a.txt", "b.txt"]
    assert after["a.txt"] != before["a.txt"] and after["b.txt"] != before["b.txt"]
    from flows.documents import hash_or_unreadable

    assert after == {"a.txt": hash_or_unreadable(a), "b.txt": hash_or_unreadable(b)}


def test_within_a_run_an_unreadable_file_keeps_its_placeholder(tmp_path, monkeypatch):
    from flows.documents import OUTSIDE_INBOX, discover, hashes_kept

    inbox, outside = tmp_path / "in", tmp_path / "secret.txt"
    inbox.mkdir()
    outside.write_text("not yours\n")
    (inbox / "link.txt").symlink_to(outside)
    (inbox / "ok.txt").write_text("fine\n")
    with hashes_kept():
        found = {d.doc_id: d.content_hash for d in discover([str(inbox)])}
        assert found == {d.doc_id: d.content_hash for d in discover([str(inbox)])}
    assert found["link.txt"] == OUTSIDE_INBOX
