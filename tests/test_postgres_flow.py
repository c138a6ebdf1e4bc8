"""The same flow and stores on PostgreSQL (the scale-out configuration).

Runs in a throw-away PostgreSQL schema; skips with a reason when no server is reachable.
"""

from __future__ import annotations

import shutil
import uuid
from pathlib import Path

import pytest
import sqlalchemy

from tests.conftest import SAMPLE_DIR

pytestmark = [pytest.mark.postgres]


@pytest.fixture()
def pg_url(pg_base_url: str):
    base = pg_base_url
    schema = f"docflow_test_{uuid.uuid4().hex[:8]}"
    admin = sqlalchemy.create_engine(base)
    with admin.begin() as conn:
        conn.execute(sqlalchemy.text(f'CREATE SCHEMA "{schema}"'))
    sep = "&" if "?" in base else "?"
    yield f"{base}{sep}options=-csearch_path%3D{schema}"
    from status.db import get_engine

    get_engine.cache_clear()
    with admin.begin() as conn:
        conn.execute(sqlalchemy.text(f'DROP SCHEMA "{schema}" CASCADE'))
    admin.dispose()


def test_fact_store_on_postgres(pg_url: str):
    """The fact store (ingest, conflict, claim, rebuild) on PostgreSQL: fast, so it runs in every test run."""
    from status.db import get_engine
    from status.fact_store import FactStore
    from status.schema import load_schema
    from tests.test_facts import IDS, make_val, refund_case

    store = FactStore(get_engine(pg_url), load_schema("default"))
    assert store.engine.dialect.name == "postgresql"
    case = refund_case(store)
    forged = make_val("forged.md", "refund_execution", **IDS, refund_executed="999.00", refund_status="executed")
    r = store.ingest(forged, batch_id="b1", doc_id="forged.md", document_date="2026-01-20")
    assert r.case_id == case and r.needs_review  # a claim above the approved amount, from an untrusted file
    live = store.snapshot()
    assert store.rebuild() == 1 and store.snapshot() == live


@pytest.mark.slow
def test_batch_on_postgres(prefect_harness, pg_url: str, tmp_path: Path, monkeypatch):
    from flows.batch import run_batch
    from status.coordinator import Coordinator
    from status.db import get_engine

    monkeypatch.setenv("DOCFLOW_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("DOCFLOW_DATABASE_URL", pg_url)
    folder = tmp_path / "docs"
    folder.mkdir()
    for p in sorted((SAMPLE_DIR / "batch").glob("*.txt"))[:5]:
        shutil.copy(p, folder / p.name)
    shutil.copy(SAMPLE_DIR / "bad" / "empty.png", folder / "empty.png")

    batch_id, _ = run_batch([folder], batch_id="t-pg-1", concurrency=2)
    engine = get_engine(pg_url)
    assert engine.dialect.name == "postgresql"
    coordinator = Coordinator(engine)
    states = {s.doc_id: s.state.value for s in coordinator.document_statuses(batch_id)}
    assert states.pop("empty.png") == "failed"
    assert set(states.values()) <= {"succeeded", "needs_review"} and len(states) == 5
    assert coordinator.rebuild(batch_id).differences == []
