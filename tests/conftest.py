"""Shared fixtures. Prefect's test harness starts once per session, only when a
test asks for it (flow tests), so unit tests stay fast."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
os.environ.setdefault("OMP_THREAD_LIMIT", "1")

# Import Prefect before any test swaps sys.stdout (typer's CliRunner does): its console
# log handler binds to the stream it finds at import and would later write to a closed one.
import prefect.main  # noqa: E402,F401  (sets up Prefect logging now)

REPO = Path(__file__).resolve().parent.parent
SAMPLE_DIR = REPO / "sample_docs"


@pytest.fixture(scope="session")
def prefect_harness():
    from prefect.testing.utilities import prefect_test_harness

    with prefect_test_harness(server_startup_timeout=120):
        yield


@pytest.fixture()
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'docflow.db'}"


@pytest.fixture()
def engine(db_url: str):
    from status.db import get_engine

    return get_engine(db_url)


@pytest.fixture(scope="session")
def sroie_dir() -> Path:
    path = Path(os.environ.get("DOCFLOW_SROIE_PATH", REPO.parent / "shared" / "datasets" / "sroie-sample"))
    if not path.is_dir():
        pytest.skip(f"SROIE sample not found at {path} (set DOCFLOW_SROIE_PATH)")
    return path


def postgres_url() -> str | None:
    """A reachable PostgreSQL URL, or None. DOCFLOW_TEST_POSTGRES_URL overrides the default."""
    url = os.environ.get("DOCFLOW_TEST_POSTGRES_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test")
    try:
        import sqlalchemy

        eng = sqlalchemy.create_engine(url, connect_args={"connect_timeout": 2})
        with eng.connect():
            pass
        eng.dispose()
        return url
    except Exception:
        return None
