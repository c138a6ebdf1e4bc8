"""The on-disk cache of what a process works out before its first document (stages.warm_cache) gives exactly what
the computation gives: the same compiled regexes, the same cue lemmas; and it is never needed."""

from __future__ import annotations

import re

import pytest

from stages import warm_cache


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("DOCFLOW_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


def _patterns() -> list[str]:
    from stages import rules
    from status.schema import load_schema

    schema = load_schema("default")
    cue_lists = sorted((spec.cues for spec in schema.fields.values() if spec.cues), key=len, reverse=True)[:6]
    built = [rules._cue_regex.__wrapped__(tuple(cues), False).pattern for cues in cue_lists]
    return built + [r"(?P<day>\d{1,2})[./-](?P<month>\d{1,2})", r"(?i)caf\u00e9|stra\u00dfe", r"(a)|(?P<b>b)\1?"]


def test_compiled_regex_from_the_cache_equals_re_compile(cache):
    patterns = _patterns()
    for flags in (0, re.I, re.I | re.M):
        for pattern in patterns:
            first = warm_cache.compile_regex(pattern, flags)  # computed, written
            again = warm_cache.compile_regex(pattern, flags)  # read back
            plain = re.compile(pattern, flags)
            assert first == plain and again == plain  # Pattern equality compares the program
            assert (again.flags, again.groups, again.groupindex) == (plain.flags, plain.groups, plain.groupindex)
    assert any(cache.glob("regex-*.json"))


def test_a_damaged_or_absent_cache_only_costs_time(cache, monkeypatch):
    pattern = r"(?<![\w-])(?:order\.?(?:[ _]?\(?|[ \t]*\n[ \t]*)(?:no|number)|invoice)(?![\w-])"
    warm_cache.compile_regex(pattern, re.I)
    for path in cache.glob("regex-*.json"):
        path.write_text('{"key": "someone else\'s", "value": [[1, 2, 3], 0, 0, {}, []]}')
    assert warm_cache.compile_regex(pattern, re.I) == re.compile(pattern, re.I)
    for path in cache.glob("regex-*.json"):
        path.write_text("not json")
    assert warm_cache.compile_regex(pattern, re.I) == re.compile(pattern, re.I)
    monkeypatch.setenv("DOCFLOW_CACHE_DIR", "off")
    assert warm_cache.cache_dir() is None
    assert warm_cache.compile_regex(pattern, re.I) == re.compile(pattern, re.I)


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
