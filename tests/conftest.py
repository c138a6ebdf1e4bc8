"""Shared fixtures. Prefect's test harness starts once per session, only when a
test asks for it (flow tests), so unit tests stay fast."""

from __future__ import annotations

import gc
import os
from pathlib import Path

import pytest

os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
os.environ.setdefault("OMP_THREAD_LIMIT", "1")

# The session holds a large heap (spaCy models, schemas, caches), so the collector's default thresholds make it walk
# the old generations often: about a tenth of the suite's CPU on two cores. Collecting young objects less often and
# the old ones rarely keeps that to a few seconds; reference counting still frees everything not in a cycle at once.
gc.set_threshold(50_000, 20, 20)

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


DEFAULT_POSTGRES_URLS = (
    "postgresql+psycopg://postgres@127.0.0.1:5432/test",  # the trust-auth server of the project's machines
    "postgresql+psycopg://{user}@127.0.0.1:5432/test",
    "postgresql+psycopg:///test",  # the local socket
)


def find_postgres() -> tuple[str | None, str]:
    """(a usable PostgreSQL URL, "") or (None, why not). DOCFLOW_TEST_POSTGRES_URL overrides the defaults.

    Each reason is specific (driver missing, role or database missing, server down), so a
    skip says what to fix instead of hiding a misconfiguration.
    """
    import getpass

    try:
        import psycopg  # noqa: F401
    except ImportError:
        return None, "the psycopg driver is not installed (pip install -e '.[postgres]')"
    import sqlalchemy

    override = os.environ.get("DOCFLOW_TEST_POSTGRES_URL")
    candidates = [override] if override else [u.format(user=getpass.getuser()) for u in DEFAULT_POSTGRES_URLS]
    reasons = []
    for url in candidates:
        eng = sqlalchemy.create_engine(url, connect_args={"connect_timeout": 10})
        try:
            with eng.connect() as conn:
                conn.exec_driver_sql("SELECT 1")
            return url, ""
        except Exception as exc:  # noqa: BLE001 - every failure is a reason to report
            reasons.append(f"{url}: {' '.join(str(exc).split())[:200]}")
        finally:
            eng.dispose()
    return None, "no usable PostgreSQL: " + " | ".join(reasons)


def postgres_port_open(host: str = "127.0.0.1", port: int = 5432) -> bool:
    import socket

    try:
        with socket.create_connection((host, port), timeout=2):
            return True
    except OSError:
        return False


def postgres_url() -> str | None:
    """A reachable PostgreSQL URL, or None (see `find_postgres` for the reason)."""
    return find_postgres()[0]


@pytest.fixture(scope="session")
def pg_base_url() -> str:
    """A usable PostgreSQL URL. Skips only where no server listens; a server that listens
    but cannot be used (no driver, no role, no database) fails the test with the reason."""
    url, reason = find_postgres()
    if url:
        return url
    if postgres_port_open() and not os.environ.get("DOCFLOW_TEST_POSTGRES_URL"):
        pytest.fail(f"PostgreSQL listens on 127.0.0.1:5432 but the tests cannot use it: {reason}")
    pytest.skip(reason)
