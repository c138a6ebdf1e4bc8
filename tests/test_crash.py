"""Crash safety: SIGKILL the batch process mid-run, then `docflow resume` finishes it.

Every document ends processed exactly once per stage: no duplicate success events,
no lost documents, and the live tables equal a rebuild from the event log.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest

from tests.conftest import SAMPLE_DIR

pytestmark = pytest.mark.slow


def _docflow(*args: str, env: dict) -> list[str]:
    return [sys.executable, "-m", "flows.cli", *args]


def test_sigkill_mid_batch_then_resume(tmp_path: Path):
    from status.coordinator import Coordinator
    from status.db import get_engine

    folder = tmp_path / "batch"
    folder.mkdir()
    docs = sorted((SAMPLE_DIR / "batch").iterdir())[:14]
    for p in docs:
        shutil.copy(p, folder / p.name)
    db_url = f"sqlite:///{tmp_path / 'crash.db'}"
    env = {
        **os.environ,
        "DOCFLOW_DATABASE_URL": db_url,
        "DOCFLOW_HOME": str(tmp_path / "home"),
        "DOCFLOW_CONCURRENCY": "2",
        "PREFECT_SERVER_ANALYTICS_ENABLED": "false",
        "PREFECT_HOME": str(tmp_path / "prefect"),
    }
    batch_id = "t-crash-1"
    proc = subprocess.Popen(_docflow("run", str(folder), "--batch", batch_id, "--json", env=env), env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    coordinator = Coordinator(get_engine(db_url))
    deadline = time.monotonic() + 300
    # wait until some documents are finished but not all, then kill the whole process group
    while time.monotonic() < deadline:
        time.sleep(0.5)
        if proc.poll() is not None:
            pytest.fail("batch finished before it could be killed; use more documents")
        try:
            done = sum(1 for s in coordinator.document_statuses(batch_id) if s.state.value in ("succeeded", "needs_review"))
        except Exception:
            continue
        if done >= 3:
            break
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()

    before = coordinator.document_statuses(batch_id)
    assert any(s.state.value not in ("succeeded", "needs_review") for s in before)

    resumed = subprocess.run(_docflow("resume", batch_id, "--json", env=env), env=env, capture_output=True, text=True, timeout=900)
    assert resumed.returncode == 0, resumed.stdout[-2000:] + resumed.stderr[-4000:]

    after = coordinator.document_statuses(batch_id)
    assert len(after) == len(docs)
    assert all(s.state.value in ("succeeded", "needs_review") for s in after), [
        (s.doc_id, s.state, s.error_message) for s in after
    ]
    finished = Counter(
        (e.doc_id, e.stage.value) for e in coordinator.events(batch_id) if e.state.value in ("succeeded", "needs_review", "skipped")
    )
    assert all(n == 1 for n in finished.values()), [k for k, n in finished.items() if n > 1]
    assert {d for d, _ in finished} == {p.name for p in docs}
    assert coordinator.rebuild(batch_id).differences == []
