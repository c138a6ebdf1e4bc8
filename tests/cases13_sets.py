"""Shared helpers of the cases13 CHECK and TUNE sets (issue 9: case grouping on other shops).

A set is a list of (true case id, doc type, extracted fields) as extraction + validation would
hand them to `status.cases.keys_of`: only the doc type's own fields, values in the stored
canonical form (money "149.00", dates ISO, ids as printed/read). Scored as
`benchmarks/extraction_accuracy.py` scores a shop: `keys_of` + `group`, pairwise P/R/F1.
"""

from __future__ import annotations

from status.models import FactValue, Validation
from status.schema import load_schema

SCHEMA = load_schema("default")

Doc = tuple[str, str, dict[str, str]]


def validation(doc_id: str, doc_type: str, values: dict[str, str]) -> Validation:
    """A Validation with the doc type's fields: the given values (authoritative), the rest null."""
    fields = {}
    for name in SCHEMA.doc_types[doc_type].fields:
        spec = SCHEMA.fields[name]
        fields[name] = FactValue(field=name, type=spec.type, qualifier=spec.qualifier)
    for name, value in values.items():
        assert name in SCHEMA.doc_types[doc_type].fields, (doc_type, name)
        spec = SCHEMA.fields[name]
        fields[name] = FactValue(field=name, type=spec.type, qualifier=spec.qualifier, value=value, raw=value,
                                 extractor="rule", confidence=0.9, authoritative=True,
                                 currency="EUR" if spec.type == "money" else None)
    return Validation(doc_id=doc_id, content_hash=f"h-{doc_id}", doc_type=doc_type, fields=fields)


def grouping(docs: list[Doc]) -> dict[str, int]:
    from status.cases import group, keys_of

    keys = {f"d{i:03d}": keys_of(SCHEMA, dt, validation(f"d{i:03d}", dt, vals)) for i, (_, dt, vals) in enumerate(docs)}
    return {doc: n for n, g in enumerate(group(keys)) for doc in g}


def score(docs: list[Doc]) -> tuple[float, float, float, int, int]:
    """Pairwise precision, recall, F1, groups found, true cases."""
    from benchmarks.scoring import pairwise

    pred = grouping(docs)
    p, r, f = pairwise(pred, {f"d{i:03d}": case for i, (case, _, _) in enumerate(docs)})
    return p, r, f, len(set(pred.values())), len({c for c, _, _ in docs})


def report(name: str, docs: list[Doc]) -> str:
    p, r, f, g, t = score(docs)
    return f"{name}: precision {p:.3f} recall {r:.3f} F1 {f:.3f} ({g} groups for {t} true cases, {len(docs)} docs)"
