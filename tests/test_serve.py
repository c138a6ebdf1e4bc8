"""The scheduler path for real: `prefect server start`, `docflow serve inbox/ --interval N`,
scheduled flow runs executed by the served deployment. Checks that runs never share a
batch, that each document is processed by exactly one run, and that runs over an
unchanged inbox process nothing. Slow (a server, several flow-run processes)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from flows.orchestrator import stop_local_server
from tests.conftest import REPO, SAMPLE_DIR

pytestmark = pytest.mark.slow

SERVER_START_TIMEOUT_S = float(os.environ.get("DOCFLOW_TEST_SERVER_TIMEOUT_S", "240"))
RUNS_TIMEOUT_S = float(os.environ.get("DOCFLOW_TEST_SERVE_TIMEOUT_S", "600"))
DOCFLOW = Path(sys.executable).parent / "docflow"
# Runs are scheduled every 5 s and last longer, so the served runner always has late runs waiting. Prefect's
# default lets it run five flow-run processes at once: on two cores they starve the run that has documents
# to process (the test waits for it) and the test took minutes. Two at once still overlap (a run over the
# inbox starts while another is taking documents, which is what "never share a batch" is about); a 2 s poll
# starts the next waiting run soon after one ends.
RUNNER_SETTINGS = {"PREFECT_RUNNER_PROCESS_LIMIT": "2", "PREFECT_RUNNER_POLL_FREQUENCY": "2"}


@pytest.fixture()
def prefect_server(tmp_path: Path):
    """A real Prefect server on a free port with its own home and database; skipped if it cannot start."""
    from flows.orchestrator import OrchestratorUnavailable, start_local_server

    try:
        proc, url = start_local_server(tmp_path / "prefect-server", SERVER_START_TIMEOUT_S)
    except OrchestratorUnavailable as exc:
        pytest.skip(f"prefect server did not start: {exc}")
    try:
        yield url
    finally:
        stop_local_server(proc)


def _flow_runs(url: str) -> list:
    from prefect.client.orchestration import get_client
    from prefect.settings import PREFECT_API_URL, temporary_settings

    with temporary_settings({PREFECT_API_URL: url}):
        with get_client(sync_client=True) as client:
            return client.read_flow_runs()


def _wait_for(url: str, condition, what: str, serve_log: Path):
    deadline = time.monotonic() + RUNS_TIMEOUT_S
    while time.monotonic() < deadline:
        runs = _flow_runs(url)
        if condition(runs):
            return runs
        time.sleep(2)
    pytest.fail(f"timed out waiting for {what}; runs: {[(r.name, r.state_name) for r in _flow_runs(url)]}\n"
                f"serve log: {serve_log.read_text()[-3000:]}")


def test_scheduled_runs_take_each_document_once(prefect_server: str, tmp_path: Path):
    from status.coordinator import Coordinator
    from status.db import get_engine

    inbox = tmp_path / "inbox"
    inbox.mkdir()
    texts = sorted((SAMPLE_DIR / "batch").glob("*.txt"))[:5]
    for p in texts[:3]:
        shutil.copy(p, inbox / p.name)
    db_url = f"sqlite:///{tmp_path / 'docflow.db'}"
    env = {**os.environ, "PREFECT_API_URL": prefect_server, "PREFECT_HOME": str(tmp_path / "prefect-client"),
           "DOCFLOW_DATABASE_URL": db_url, "DOCFLOW_HOME": str(tmp_path / "home"), "DOCFLOW_CONCURRENCY": "2",
           "PYTHONPATH": str(REPO), "PREFECT_SERVER_ANALYTICS_ENABLED": "false", "PREFECT_LOGGING_LEVEL": "WARNING",
           **RUNNER_SETTINGS}
    serve_log = tmp_path / "serve.log"
    with open(serve_log, "wb") as log:
        serve = subprocess.Popen([str(DOCFLOW), "serve", str(inbox), "--interval", "5", "--name", "t-inbox"],
                                 env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    coordinator = Coordinator(get_engine(db_url))

    def finished(runs):
        return [r for r in runs if r.state and r.state.is_final()]

    def all_documents_done() -> bool:
        states = [s.state.value for b in coordinator.batches() for s in coordinator.document_statuses(b.batch_id)]
        return len(states) >= len(texts) and all(s in ("succeeded", "needs_review") for s in states)

    try:
        _wait_for(prefect_server, lambda runs: len(finished(runs)) >= 1, "a first scheduled run", serve_log)
        for p in texts[3:]:  # two new documents arrive
            shutil.copy(p, inbox / p.name)
        added_at = max(r.end_time for r in finished(_flow_runs(prefect_server)))
        # wait until three runs that started after the new files arrived have finished
        seen = _wait_for(prefect_server, lambda runs: all_documents_done() and len(
            [r for r in finished(runs) if r.start_time and r.start_time > added_at]) >= 3, "three runs after the new documents", serve_log)
    finally:
        stop_local_server(serve)  # runs still in flight end Crashed: only those finished before are judged

    runs = finished(seen)
    assert all(r.state.is_completed() for r in runs), [(r.name, r.state_name, r.state.message) for r in runs]
    assert all(r.auto_scheduled for r in runs)  # created by the server's scheduler, not by hand
    names = [r.name for r in runs]
    assert len(set(names)) == len(names) and all(n.startswith("batch-r-") for n in names)  # no two runs share a batch

    taken = [(b.batch_id, s.doc_id) for b in coordinator.batches() for s in coordinator.document_statuses(b.batch_id)]
    assert sorted(doc for _, doc in taken) == sorted(p.name for p in texts)  # each document in exactly one batch
    assert all(s.state.value in ("succeeded", "needs_review") for b in coordinator.batches() for s in coordinator.document_statuses(b.batch_id))
    with_docs = {f"batch-{b}" for b, _ in taken}
    for run in runs:
        if run.name in with_docs:
            assert f"batch:{run.name.removeprefix('batch-')}" in run.tags and "engine:tesseract" in run.tags
        else:  # a run over an inbox with nothing new processes nothing, and says what it skipped
            assert run.state.name == "NothingNew" and "0 new documents" in run.state.message and "skipped" in run.state.message
    assert any(r.state.name == "NothingNew" and "5 skipped" in r.state.message for r in runs)  # the unchanged inbox, all taken
