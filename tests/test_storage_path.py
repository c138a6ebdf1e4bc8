"""The storage path's shortcuts keep their answers: cached settings follow the environment,
an old store gets the per-document key index."""

from __future__ import annotations

import os

import sqlalchemy

from status.settings import get_settings


def test_settings_follow_the_environment(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DOCFLOW_CASE_BLOCK_TOKENS", "700")
    assert get_settings().case_block_tokens == 700
    assert get_settings() is get_settings()  # built once per environment
    monkeypatch.setenv("DOCFLOW_CASE_BLOCK_TOKENS", "701")
    assert get_settings().case_block_tokens == 701
    monkeypatch.delenv("DOCFLOW_CASE_BLOCK_TOKENS")
    (tmp_path / ".env").write_text("DOCFLOW_CASE_BLOCK_TOKENS=702\n")
    assert get_settings().case_block_tokens == 702
    (tmp_path / ".env").write_text("DOCFLOW_CASE_BLOCK_TOKENS=7030\n")
    os.utime(tmp_path / ".env", ns=(1, 1))
    assert get_settings().case_block_tokens == 7030
    assert get_settings(case_block_tokens=5).case_block_tokens == 5


def test_old_store_gets_the_key_index(tmp_path):
    from status.fact_store import FactStore
    from status.schema import load_schema

    engine = sqlalchemy.create_engine(f"sqlite:///{tmp_path}/old.db")
    with engine.begin() as conn:  # facts_input_key as stores made before the index had it
        conn.execute(sqlalchemy.text(
            "CREATE TABLE facts_input_key (key VARCHAR NOT NULL, batch_id VARCHAR NOT NULL, doc_id VARCHAR NOT NULL, "
            "content_hash VARCHAR NOT NULL, PRIMARY KEY (key, batch_id, doc_id))"))
    FactStore(engine, load_schema("default"))
    FactStore(engine, load_schema("default"))  # a second open finds it there
    names = {i["name"] for i in sqlalchemy.inspect(engine).get_indexes("facts_input_key")}
    assert "ix_facts_input_key_doc" in names
