"""What the fresh field tests share: one text's extracted values by field, and a round's set held as a floor."""

from __future__ import annotations

from tests.test_nlp import run


def values(text: str) -> tuple[str, dict]:
    """The document type docflow reads in `text`, and each field's value."""
    _, ex = run(text)
    return ex.doc_type, {k: v.value for k, v in ex.fields.items()}


def field(text: str, name: str):
    """One field's value (None when not found or not in the type's slots)."""
    return values(text)[1].get(name)


def holds_floor(r: dict, correct: int | None = None, doctype_ok: int | None = None, hallucinated: int = 0,
                **per_field: int) -> None:
    """A score() result of tests/fields_fresh_docs.py holds its floors: at least `correct` fields right overall, at
    least `per_field[name]` right for each named field, at most `hallucinated` made up, at least `doctype_ok` types."""
    if correct is not None:
        assert r["correct"] >= correct, r["misses"]
    for name, floor in per_field.items():
        assert r["per_field"][name]["correct"] >= floor, (name, r["misses"])
    assert r["hallucinated"] <= hallucinated, r["misses"]
    if doctype_ok is not None:
        assert r["doctype_ok"] >= doctype_ok, r["misses"]
