"""Database engine: SQLite (WAL, busy timeout) by default, PostgreSQL by URL.

Every table module registers itself on SQLModel's metadata; `init_db` imports them
all so one `create_all` makes the whole store.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from sqlalchemy import event
from sqlalchemy.engine import Engine
from sqlmodel import SQLModel, create_engine

SQLITE_BUSY_TIMEOUT_MS = 30_000


def _sqlite_pragmas(dbapi_conn, _record) -> None:
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute(f"PRAGMA busy_timeout={SQLITE_BUSY_TIMEOUT_MS}")
    cur.execute("PRAGMA synchronous=NORMAL")
    cur.execute("PRAGMA foreign_keys=ON")
    cur.close()


@lru_cache(maxsize=8)
def get_engine(url: str) -> Engine:
    """One engine per URL per process, with its tables created."""
    if url.startswith("sqlite"):
        _make_parent_folder(url)
        engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": SQLITE_BUSY_TIMEOUT_MS / 1000})
        event.listen(engine, "connect", _sqlite_pragmas)
    else:
        engine = create_engine(url, pool_pre_ping=True, pool_size=10, max_overflow=10)
    init_db(engine)
    return engine


def _make_parent_folder(url: str) -> None:
    """SQLite creates the file but not its folder; a fresh DOCFLOW_HOME should just work."""
    from sqlalchemy.engine import make_url

    database = make_url(url).database
    if database and database != ":memory:":
        Path(database).expanduser().parent.mkdir(parents=True, exist_ok=True)


def init_db(engine: Engine) -> None:
    # Import every table module so its tables are on the metadata.
    import importlib

    for module in ("status.outputs", "status.events", "status.facts"):
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as exc:  # a module not written yet must not hide real import errors
            if exc.name != module:
                raise
    SQLModel.metadata.create_all(engine)
