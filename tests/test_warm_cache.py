"""The on-disk cache of what a process works out before its first document (stages.warm_cache) gives exactly what
the computation gives: the same cue lemmas; and it is never needed."""

from __future__ import annotations

import pytest

from stages import warm_cache


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("DOCFLOW_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


def test_a_damaged_or_absent_cache_only_costs_time(cache, monkeypatch):
    warm_cache.write("lemmas", ["k"], {"order": [["order", "order"]]})
    assert warm_cache.read("lemmas", ["k"]) == {"order": [["order", "order"]]}
    assert warm_cache.read("lemmas", ["other key"]) is None
    for path in cache.glob("lemmas-*.json"):
        path.write_text("not json")
    assert warm_cache.read("lemmas", ["k"]) is None
    monkeypatch.setenv("DOCFLOW_CACHE_DIR", "off")
    assert warm_cache.cache_dir() is None
    warm_cache.write("lemmas", ["k"], {})
    assert warm_cache.read("lemmas", ["k"]) is None


def test_cue_lemmas_from_the_cache_equal_the_warming(cache):
    from stages import doctype
    from status.schema import load_schema

    schema = load_schema("default")
    saved = dict(doctype._PRELEMMATIZED), set(doctype._WARM_SCHEMAS)
    try:
        doctype._PRELEMMATIZED.clear(), doctype._WARM_SCHEMAS.clear()
        doctype._warm_cue_lemmas(schema)  # lemmatized with spaCy, written
        computed = dict(doctype._PRELEMMATIZED)
        assert any(cache.glob("lemmas-*.json"))
        doctype._PRELEMMATIZED.clear(), doctype._WARM_SCHEMAS.clear()
        doctype._warm_cue_lemmas(schema)  # read back
        assert doctype._PRELEMMATIZED == computed
        assert all(type(v) is tuple and all(type(p) is tuple for p in v) for v in doctype._PRELEMMATIZED.values())
    finally:
        doctype._PRELEMMATIZED.clear(), doctype._WARM_SCHEMAS.clear()
        doctype._PRELEMMATIZED.update(saved[0]), doctype._WARM_SCHEMAS.update(saved[1])
