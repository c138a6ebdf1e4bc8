"""cases14 equivalence check: case grouping chosen by the schema (`grouping:` flags and each field's role) instead of
three lists of the default schema's field names must give the default schema exactly what it gave before.

Over the tuning shops' 378 documents as tesseract read them (tests/perf11_ocr.json.gz: extract + validate; never
shop2/shop6), each also damaged the ways `tests/cases13_stress.py` damages them (the order id dropped, every id
dropped, one OCR digit slip in the order id), the case_fresh_docs sets' texts, the cases13 CHECK and TUNE sets:
- `keys_of` of this worktree vs a reference `status/cases.py` (default: /work/main's), key for key;
- the case views (`derive_case`) of every group, dumped, vs the reference's;
- the default schema with every field renamed (`tests.test_cases14.renamed_schema`) groups the same documents
  into the same groups.

    python -m tests.cases14_same_keys [--main /work/main/status/cases.py]
"""

from __future__ import annotations

import argparse
import dataclasses
import gzip
import importlib.util
import json
import pickle
import random
import sys
from pathlib import Path

CACHE = Path("/tmp/cases14_validations.pkl")


def _shop_validations(schema) -> list[tuple[str, str, object]]:
    if CACHE.is_file():
        return pickle.loads(CACHE.read_bytes())
    from stages.nlp import extract
    from stages.validate import validate
    from status.models import OcrResult

    stored = json.loads(gzip.decompress(Path(__file__).with_name("perf11_ocr.json.gz").read_bytes()))
    out = []
    for d in stored["docs"]:
        ocr = OcrResult.model_validate(d)
        ex = extract(ocr, schema)
        out.append((d["doc_id"], ex.doc_type, validate(ex, ocr, schema)))
    out += _text_validations(schema)
    CACHE.write_bytes(pickle.dumps(out))
    return out


def _set_validations() -> list[tuple[str, str, object]]:
    from tests import cases13_check, cases13_tune
    from tests.cases13_sets import validation

    out = []
    for name, docs in (("check", cases13_check.CHECK), ("tune", cases13_tune.TUNE)):
        out += [(f"{name}{i:03d}", dt, validation(f"{name}{i:03d}", dt, vals)) for i, (_, dt, vals) in enumerate(docs)]
    return out


def _text_validations(schema) -> list[tuple[str, str, object]]:
    """The case_fresh_docs sets' texts through extraction and validation."""
    from stages.nlp import extract
    from stages.validate import validate
    from tests.case_fresh_docs import CASE_DOCS
    from tests.case_fresh_docs2 import CASE_DOCS2
    from tests.case_fresh_docs6 import CASE_DOCS6
    from tests.test_nlp import ocr_from_text

    out = []
    for name, docs in (("fresh", CASE_DOCS), ("fresh2", CASE_DOCS2), ("fresh6", CASE_DOCS6)):
        for i, (_, _, text) in enumerate(docs):
            ocr = ocr_from_text(text, doc_id=f"{name}{i:02d}.txt")
            ex = extract(ocr, schema)
            out.append((f"{name}{i:02d}", ex.doc_type, validate(ex, ocr, schema)))
    return out


def _damaged(items, seed: int):
    from tests.cases13_stress import damaged

    rng = random.Random(seed)
    out = []
    for mode in ("drop_order", "drop_all_ids", "slip"):
        out += [(f"{d}#{mode}{seed}", dt, damaged(v, rng, mode)) for d, dt, v in items if rng.random() < 0.5]
    return out


def _view_dump(view) -> str:
    def row(r):  # the row without the time it was built
        d = r.model_dump() if hasattr(r, "model_dump") else dataclasses.asdict(r)
        return {k: v for k, v in d.items() if k not in ("updated_at", "created_at")}

    return json.dumps({k: ([row(x) for x in v] if isinstance(v, list) and v and not isinstance(v[0], dict) else
                           (row(v) if hasattr(v, "model_dump") else v))
                       for k, v in vars(view).items()}, sort_keys=True, default=str)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--main", default="/work/main/status/cases.py")
    args = ap.parse_args()
    import status.cases as mine
    from status.schema import load_schema
    from tests.test_cases14 import renamed, renamed_schema

    spec = importlib.util.spec_from_file_location("main_cases", args.main)
    base = importlib.util.module_from_spec(spec)
    sys.modules["main_cases"] = base
    spec.loader.exec_module(base)
    schema = load_schema("default")
    other, names = renamed_schema()

    shop = _shop_validations(schema)
    items = shop + _damaged(shop, 0) + _damaged(shop, 1) + _set_validations()
    differ = [d for d, dt, v in items if mine.keys_of(schema, dt, v) != base.keys_of(schema, dt, v)]
    print(f"keys_of: {len(items)} documents, {len(differ)} with other keys than the reference {differ[:5]}")

    keys = {d: mine.keys_of(schema, dt, v) for d, dt, v in items}
    groups = mine.group(keys)
    by_id = {d: (dt, v) for d, dt, v in items}
    views_differ = 0
    for n, g in enumerate(groups):
        dumps = []
        for mod in (mine, base):
            docs = [mod.DocInput(batch_id="b", doc_id=d, content_hash=f"h{d}", doc_type=by_id[d][0],
                                 document_date=None, evidence=False, source_kind="file", validation=by_id[d][1])
                    for d in g]
            dumps.append(_view_dump(mod.derive_case(schema, docs, [])))
        views_differ += dumps[0] != dumps[1]
    print(f"derive_case: {len(groups)} case views, {views_differ} differ from the reference's")

    renamed_keys = {d: mine.keys_of(other, names[dt] if dt in names else dt, renamed(v, names)) for d, dt, v in items}
    same = mine.group(renamed_keys) == groups
    print(f"renamed schema: {len(groups)} groups by the default schema, "
          f"{len(mine.group(renamed_keys))} by the renamed copy, same groups: {same}")


if __name__ == "__main__":
    main()
