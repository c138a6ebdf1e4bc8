"""A run's fixed costs: what its processes import, when the Prefect API starts, work done once instead of per thread."""

from __future__ import annotations

import logging
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

REPO = Path(__file__).resolve().parent.parent
HEAVY = ("prefect", "spacy", "sqlmodel", "sqlalchemy", "pydantic", "numpy", "cv2", "PIL", "flows", "status", "stages")


def test_a_tesseract_worker_process_imports_the_standard_library_only():
    """Each kept-loaded engine is a process of its own: it must not pay for Prefect, spaCy or the store."""
    proc = subprocess.run([sys.executable, "-X", "importtime", str(REPO / "stages" / "tesseract_worker.py"), "eng"],
                          input=b"", capture_output=True, timeout=120, cwd=REPO)
    imported = {line.rsplit("|", 1)[-1].strip().split(".")[0] for line in proc.stderr.decode(errors="replace").splitlines()
                if line.startswith("import time:") and "|" in line}
    assert "json" in imported  # the import log was read
    assert not imported & set(HEAVY), sorted(imported & set(HEAVY))


def _fake_run(monkeypatch, tmp_path, calls: list[str]):
    import flows.batch as batch
    import flows.cli as cli
    import stages.spacy_model as spacy_model

    monkeypatch.setenv("DOCFLOW_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("DOCFLOW_DATABASE_URL", f"sqlite:///{tmp_path / 'd.db'}")
    monkeypatch.setattr(cli, "_begin_orchestrator", lambda: calls.append("api") or (lambda: None))
    monkeypatch.setattr(cli, "_await_orchestrator", lambda wait, verbose: wait())
    monkeypatch.setattr(cli, "_begin_prefetch", lambda docs: None)
    monkeypatch.setattr(spacy_model, "warm_up", lambda: None)
    real_nothing_to_do = batch.nothing_to_do
    monkeypatch.setattr(batch, "nothing_to_do", lambda *a, **k: calls.append("nothing_to_do") or real_nothing_to_do(*a, **k))
    def run_batch(paths, **kw):
        from flows.documents import discover
        from status.coordinator import Coordinator
        from status.db import get_engine

        calls.append("run")
        Coordinator(get_engine(f"sqlite:///{tmp_path / 'd.db'}")).register_batch(kw["batch_id"], discover(paths, "*"), schema_name="default", source="t")
        return kw["batch_id"], None

    monkeypatch.setattr(batch, "run_batch", run_batch)
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "a.txt").write_text("Invoice 7\nTotal 12.00\n")


def test_a_new_batch_with_a_given_id_starts_the_prefect_api_before_loading_the_pipeline(tmp_path, monkeypatch):
    """A batch id no batch has yet is a new batch: it has work, so the API boots while the rest loads (as without an id)."""
    from flows.cli import app

    calls: list[str] = []
    _fake_run(monkeypatch, tmp_path, calls)
    result = CliRunner().invoke(app, ["run", str(tmp_path / "in"), "--batch", "fresh-1", "--json"])
    assert result.exit_code == 1 and '"pending": 1' in result.output, result.output  # the stand-in flow ran nothing
    assert calls == ["api", "run"]


def test_an_existing_batch_id_is_still_checked_before_starting_the_prefect_api(tmp_path, monkeypatch):
    """An existing batch may be finished: the command answers without Prefect then, so the API waits for that check."""
    from flows.cli import app
    from flows.documents import discover
    from status.coordinator import Coordinator
    from status.db import get_engine

    calls: list[str] = []
    _fake_run(monkeypatch, tmp_path, calls)
    Coordinator(get_engine(f"sqlite:///{tmp_path / 'd.db'}")).register_batch("old-1", discover([str(tmp_path / "in")], "*"), schema_name="default", source="t")
    result = CliRunner().invoke(app, ["run", str(tmp_path / "in"), "--batch", "old-1", "--json"])
    assert result.exit_code == 1 and '"pending": 1' in result.output, result.output
    assert calls == ["nothing_to_do", "api", "run"]  # its document is pending: there is work


def test_the_stage_versions_are_worked_out_once_before_the_task_runs_start(tmp_path, monkeypatch):
    """The first task runs start together; each would run `tesseract --version` for the OCR stage's version."""
    import flows.batch as batch
    import stages.ocr as ocr
    import stages.spacy_model as spacy_model
    from flows.context import BatchContext, _version_chain
    from flows.documents import discover

    class Submitted(Exception):
        pass

    asked: list[int] = []
    monkeypatch.setattr(ocr, "tesseract_version", lambda: asked.append(1) or "5.0.0")
    monkeypatch.setattr(ocr, "_TESSERACT_VERSION", [])
    _version_chain.cache_clear()
    seen_at_submit: list[int] = []

    class Task:
        @staticmethod
        def submit(*a, **k):
            seen_at_submit.append(len(asked))
            raise Submitted

    monkeypatch.setattr(batch, "document_task", Task)
    monkeypatch.setattr(batch, "get_run_logger", lambda: logging.getLogger("test_perf18"))
    monkeypatch.setattr(spacy_model, "warm_up", lambda: None)
    (tmp_path / "a.txt").write_text("hello")
    ctx = BatchContext.create(batch_id="b1", database_url=f"sqlite:///{tmp_path / 'd.db'}")
    with pytest.raises(Submitted):
        batch._run(ctx, discover([str(tmp_path / "a.txt")], "*"), 1)
    assert seen_at_submit == [1]  # worked out before the first task run was submitted
    from status.models import Stage

    ctx.config_version(Stage.OCR), ctx.config_version(Stage.NLP)
    assert len(asked) == 1
    _version_chain.cache_clear()


def test_a_stage_version_that_cannot_be_worked_out_is_left_to_the_task_runs(monkeypatch):
    import flows.batch as batch
    from flows.context import BatchContext

    def broken(self, stage):
        raise RuntimeError("no schema")

    monkeypatch.setattr(BatchContext, "config_version", broken)
    batch._warm_versions(BatchContext(batch_id="b", database_url="sqlite://"))  # no error here
