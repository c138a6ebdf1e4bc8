"""What an operator sees in the Prefect UI, read back through the Prefect API.

Runs a small batch under the test harness (a real Prefect server) and checks the
flow run name, task run names and tags, failed task runs carrying their error, and
the live artifacts (progress, per-document table, Pipeline Status block).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.conftest import SAMPLE_DIR

pytestmark = pytest.mark.slow


def test_batch_is_visible_in_the_prefect_api(prefect_harness, tmp_path: Path, monkeypatch, db_url: str):
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.filters import (
        ArtifactFilter,
        ArtifactFilterKey,
        FlowRunFilter,
        FlowRunFilterName,
        TaskRunFilter,
        TaskRunFilterTags,
    )

    from flows.artifacts import artifact_key
    from flows.batch import run_batch

    monkeypatch.setenv("DOCFLOW_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("DOCFLOW_DATABASE_URL", db_url)
    monkeypatch.setenv("DOCFLOW_ARTIFACT_EVERY_S", "0.5")
    folder = tmp_path / "ui"
    folder.mkdir()
    for p in sorted((SAMPLE_DIR / "batch").glob("*.txt"))[:3]:
        shutil.copy(p, folder / p.name)
    shutil.copy(SAMPLE_DIR / "bad" / "corrupt.pdf", folder / "corrupt.pdf")
    batch_id, state = run_batch([folder], batch_id="t-ui-1", concurrency=2)
    assert state.is_failed() and "1 of 4 documents failed" in state.message

    with get_client(sync_client=True) as client:
        runs = client.read_flow_runs(flow_run_filter=FlowRunFilter(name=FlowRunFilterName(any_=[f"batch-{batch_id}"])))
        assert len(runs) == 1
        tasks = client.read_task_runs(task_run_filter=TaskRunFilter(tags=TaskRunFilterTags(all_=[f"batch:{batch_id}"])))
        names = {t.name for t in tasks}
        good = sorted(p.name for p in folder.glob("*.txt"))
        assert {f"{stage} · {doc}" for stage in ("ocr", "nlp", "validate", "review") for doc in good} <= names
        assert "ocr · corrupt.pdf" in names
        assert all(any(tag.startswith("stage:") for tag in t.tags) for t in tasks)
        failed = [t for t in tasks if t.state and t.state.is_failed()]
        assert [t.name for t in failed] == ["ocr · corrupt.pdf"]
        assert "corrupt" in failed[0].state.message.lower()

        keys = {artifact_key(batch_id, k) for k in ("progress", "documents", "status-block")}
        artifacts = client.read_artifacts(artifact_filter=ArtifactFilter(key=ArtifactFilterKey(any_=sorted(keys))))
        by_key = {}
        for a in artifacts:
            by_key.setdefault(a.key, []).append(a)
        assert set(by_key) == keys
        progress = max(by_key[artifact_key(batch_id, "progress")], key=lambda a: a.updated)
        assert float(progress.data) == 100.0
        table = max(by_key[artifact_key(batch_id, "documents")], key=lambda a: a.created)
        assert "corrupt.pdf" in str(table.data) and "failed" in str(table.data)
        block = max(by_key[artifact_key(batch_id, "status-block")], key=lambda a: a.created)
        assert "=== PIPELINE STATUS" in block.data and "corrupt.pdf" in block.data
