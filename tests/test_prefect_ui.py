"""What an operator sees in the Prefect UI, read back through the Prefect API.

Runs a small batch under the test harness (a real Prefect server) and checks the
flow run name and tags, one task run per document with a state that names what
became of it (failed documents carry their error, documents for review are
"NeedsReview"), three artifacts per flow run updated in place, and that a re-run
shows only the document that did something.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.conftest import SAMPLE_DIR

pytestmark = pytest.mark.slow


def _flow_run(client, name: str):
    from prefect.client.schemas.filters import FlowRunFilter, FlowRunFilterName

    runs = client.read_flow_runs(flow_run_filter=FlowRunFilter(name=FlowRunFilterName(any_=[name])))
    assert len(runs) == 1, [r.name for r in runs]
    return runs[0]


def _task_runs(client, flow_run_id):
    from prefect.client.schemas.filters import FlowRunFilter, FlowRunFilterId

    return client.read_task_runs(flow_run_filter=FlowRunFilter(id=FlowRunFilterId(any_=[flow_run_id])))


def _artifacts(client, flow_run_id):
    from prefect.client.schemas.filters import ArtifactFilter, ArtifactFilterFlowRunId

    return client.read_artifacts(artifact_filter=ArtifactFilter(flow_run_id=ArtifactFilterFlowRunId(any_=[flow_run_id])))


def test_batch_is_visible_in_the_prefect_api(prefect_harness, tmp_path: Path, monkeypatch, db_url: str):
    from prefect.client.orchestration import get_client

    from flows.artifacts import artifact_key
    from flows.batch import run_batch

    monkeypatch.setenv("DOCFLOW_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("DOCFLOW_DATABASE_URL", db_url)
    monkeypatch.setenv("DOCFLOW_ARTIFACT_EVERY_S", "0.2")  # many updates: each must change the artifact in place
    folder = tmp_path / "ui"
    folder.mkdir()
    texts = sorted((SAMPLE_DIR / "batch").glob("*.txt"))[:3]
    for p in texts:
        shutil.copy(p, folder / p.name)
    shutil.copy(SAMPLE_DIR / "bad" / "corrupt.pdf", folder / "corrupt.pdf")
    (folder / "empty.txt").write_bytes(b"")
    (folder / "minutes.txt").write_text("Minutes of the team meeting.\nWe discussed the summer party.\n")  # nothing of the schema
    batch_id, state = run_batch([folder], batch_id="t-ui-1", concurrency=2)
    assert state.is_failed() and "2 of 6 documents failed" in state.message

    with get_client(sync_client=True) as client:
        run = _flow_run(client, f"batch-{batch_id}")
        assert {f"batch:{batch_id}", "schema:default", "engine:tesseract"} <= set(run.tags)
        tasks = _task_runs(client, run.id)
        by_name = {t.name: t for t in tasks}
        assert set(by_name) == {f"doc · {p.name}" for p in folder.iterdir()}  # one task run per document, no stage tasks left NotReady
        assert all(t.tags == [] for t in tasks)  # a tagged task run costs two concurrency-slot API calls
        failed = sorted(t.name for t in tasks if t.state.is_failed())
        assert failed == ["doc · corrupt.pdf", "doc · empty.txt"]
        assert by_name["doc · corrupt.pdf"].state.name == "OcrFailed"
        assert "corrupt.pdf" in by_name["doc · corrupt.pdf"].state.message and "corrupt" in by_name["doc · corrupt.pdf"].state.message.lower()
        review = by_name["doc · minutes.txt"].state
        assert review.is_completed() and review.name == "NeedsReview" and "no_fields" in review.message

        artifacts = _artifacts(client, run.id)
        keys = {artifact_key(batch_id, k) for k in ("progress", "documents", "status-block")}
        assert len(artifacts) == 3 and {a.key for a in artifacts} == keys  # updated in place, not one version per update
        by_key = {a.key: a for a in artifacts}
        assert float(by_key[artifact_key(batch_id, "progress")].data) == 100.0
        table = str(by_key[artifact_key(batch_id, "documents")].data)
        assert "corrupt.pdf" in table and "failed" in table and "needs_review" in table
        block = by_key[artifact_key(batch_id, "status-block")].data
        assert "=== PIPELINE STATUS" in block and "corrupt.pdf" in block

    # the operator fixes one file and re-runs the batch: only that document gets a task run
    shutil.copy(texts[0], folder / "empty.txt")
    _, state = run_batch([folder], batch_id=batch_id, concurrency=2)
    assert state.is_failed() and "1 of 6 documents failed" in state.message  # corrupt.pdf is still corrupt
    with get_client(sync_client=True) as client:
        from prefect.client.schemas.filters import FlowRunFilter, FlowRunFilterName

        runs = client.read_flow_runs(flow_run_filter=FlowRunFilter(name=FlowRunFilterName(any_=[f"batch-{batch_id}"])))
        rerun = max(runs, key=lambda r: r.created)
        assert sorted(t.name for t in _task_runs(client, rerun.id)) == ["doc · corrupt.pdf", "doc · empty.txt"]
        assert len(_artifacts(client, rerun.id)) == 3
