"""Issue 12 (perf12): cuts of docflow's own CPU and wall time that must not change what it does. No timings asserted."""

from __future__ import annotations

import numpy as np
import pytest
import typer
import yaml


def test_ink_per_line_counts_as_numpy_does():
    from stages.ocr_image import ink_per_line

    rng = np.random.default_rng(12)
    for shape in [(1, 1), (1, 37), (53, 1), (301, 211)]:
        ink = rng.choice(np.array([0, 1, 17, 255], np.uint8), size=shape, p=[0.7, 0.1, 0.1, 0.1])
        for vertical in (True, False):
            assert ink_per_line(ink, vertical).tolist() == np.count_nonzero(ink, axis=0 if vertical else 1).tolist()


def test_schema_parsed_by_libyaml_is_the_same_data():
    from status.schema import SAFE_LOADER, SCHEMA_DIR

    for path in sorted(SCHEMA_DIR.glob("*.yaml")):
        text = path.read_text()
        assert yaml.load(text, Loader=SAFE_LOADER) == yaml.safe_load(text), path.name


def test_exit_now_in_a_test_process_is_a_typer_exit():
    from flows.cli import exit_now

    with pytest.raises(typer.Exit) as exc:
        exit_now(1)
    assert exc.value.exit_code == 1


def test_exit_now_in_the_command_runs_exit_handlers_then_ends(monkeypatch):
    import atexit
    import os

    from flows import cli

    calls = []
    monkeypatch.setattr(cli, "_own_process", lambda: True)
    monkeypatch.setattr(atexit, "_run_exitfuncs", lambda: calls.append("atexit"))
    monkeypatch.setattr(os, "_exit", lambda code: calls.append(("exit", code)))
    cli.exit_now(0)
    assert calls == ["atexit", ("exit", 0)]


def test_documents_start_before_the_flow_runs_first_api_calls(monkeypatch):
    """The flow run's tags and first artifacts (API calls, slow on a busy server) come after every
    document was submitted, so the first pages are read meanwhile."""
    import logging
    from types import SimpleNamespace

    from flows import batch

    calls = []

    class Publisher:
        def __init__(self, *a, **kw):
            calls.append("publisher")

        def publish(self, force=False, final=False, case_reviews=None):
            calls.append("publish-final" if final else "publish")

        def close(self):
            calls.append("close")

    monkeypatch.setattr(batch, "get_run_logger", lambda: logging.getLogger("test"))
    monkeypatch.setattr(batch, "Coordinator", lambda engine: SimpleNamespace(document_statuses=lambda b: []))
    monkeypatch.setattr(batch, "_tag_flow_run", lambda ctx: calls.append("tag"))
    monkeypatch.setattr(batch, "ArtifactPublisher", Publisher)
    monkeypatch.setattr(batch.document_task, "submit", lambda ctx, doc, doc_id: calls.append(f"submit {doc_id}"))
    monkeypatch.setattr(batch, "wait_publishing", lambda futures, publisher, every_s: calls.append("wait"))
    monkeypatch.setattr(batch, "export_batch", lambda ctx: "/dev/null")
    monkeypatch.setattr("stages.spacy_model.warm_up", lambda: None)
    monkeypatch.setattr("stages.spacy_model.installed_model", lambda: "model")
    ctx = SimpleNamespace(batch_id="b", engine=lambda: None, review=False, concurrency=2, artifact_every_s=2.0,
                          settings=lambda: SimpleNamespace(llm_batch_deadline_s=None))
    docs = [SimpleNamespace(doc_id=d) for d in ("a", "b")]
    batch._run(ctx, docs, 2)
    assert calls[:2] == ["submit a", "submit b"]
    assert calls.index("tag") < calls.index("publish") < calls.index("wait") < calls.index("publish-final")
