"""One scorer for the check sets listed as (shop, document, field, expected, family) rows over the sample shops'
cached OCR (tests/fields37_check.py, tests/ids38_check.py): targets and guards counted apart, misses listed.

A row whose family is "guard" was right before its round (a change must not take it away); every other row is a
target. `expected` None means the field must stay empty."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

Row = tuple[str, str, str, "str | None", str]


def score(rows: list[Row], cache_dir: Path, show_misses: bool = False) -> dict:
    """Right counts of targets and guards; the misses listed when asked."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from benchmarks.extraction_accuracy import cached_ocr
    from benchmarks.scoring import field_equal
    from stages.nlp import extract
    from stages.ocr import OcrSettings
    from stages.validate import validate
    from status.schema import load_schema

    schema = load_schema("default")
    settings = OcrSettings()
    cache: dict[tuple[str, str], dict] = {}
    out = {"target": [0, 0], "guard": [0, 0], "misses": []}
    for shop, doc, name, expected, family in rows:
        if (shop, doc) not in cache:
            truth = {json.loads(x)["doc_id"]: json.loads(x) for x in (ROOT / "sample_docs" / shop / "truth.jsonl")
                     .read_text().splitlines() if x.strip()}
            ocr = cached_ocr(ROOT / "sample_docs" / shop / truth[doc]["file"], cache_dir, settings)
            cache[(shop, doc)] = dict(validate(extract(ocr, schema), ocr, schema).fields)
        fv = cache[(shop, doc)].get(name)
        got = fv.value if fv is not None else None
        ok = got is None if expected is None else field_equal(schema.fields[name].type, {"value": expected}, got,
                                                             fv.unresolved if fv is not None else False)
        key = "guard" if family == "guard" else "target"
        out[key][0] += ok
        out[key][1] += 1
        if not ok:
            out["misses"].append(f"{shop} {doc} {name} [{family}] expected={expected!r} got={got!r}")
    if show_misses:
        print("\n".join(out["misses"]))
    return out


def main(rows: list[Row], default_cache: str) -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cache-dir", type=Path, default=Path(default_cache))
    ap.add_argument("--misses", action="store_true")
    args = ap.parse_args()
    r = score(rows, args.cache_dir, args.misses)
    print(f"targets {r['target'][0]} of {r['target'][1]} right, guards {r['guard'][0]} of {r['guard'][1]}")
