"""cases13 stress diagnostic on the tuning shops (1/3/4/5; never shop2/shop6): the shops' own extracted
documents, with a quarter of them damaged the way another shop's documents come out of extraction (the order
id missed; every id missed; one OCR digit slip in the order id), grouped by main's `status/cases.py` and by
this worktree's, pairwise P/R/F1 averaged over 5 seeds. Usage (OCR cache as for the benchmark):

    python -m tests.cases13_stress --cache-dir /tmp/ocr_x [--main /work/main/status/cases.py]
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import random
import sys
from pathlib import Path

SHOPS = [("shop1", "sample_docs"), ("shop3", "sample_docs/shop3"), ("shop4", "sample_docs/shop4"), ("shop5", "sample_docs/shop5")]
SLIP = {"3": "8", "8": "3", "6": "8", "0": "8", "5": "6", "1": "7", "7": "1", "9": "8"}


def damaged(val, rng: random.Random, mode: str):
    fields = dict(val.fields)

    def drop(name: str) -> None:
        if name in fields and fields[name].value:
            fields[name] = fields[name].model_copy(update={"value": None})

    if mode == "drop_order":
        drop("order_id")
    elif mode == "drop_all_ids":
        for name in ("order_id", "case_number", "customer_id"):
            drop(name)
    elif mode == "slip" and fields.get("order_id") is not None and fields["order_id"].value:
        v = fields["order_id"].value
        pos = [i for i, c in enumerate(v) if c in SLIP]
        if pos:
            i = rng.choice(pos)
            fields["order_id"] = fields["order_id"].model_copy(update={"value": v[:i] + SLIP[v[i]] + v[i + 1:]})
    return val.model_copy(update={"fields": fields})


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cache-dir", required=True)
    ap.add_argument("--main", default="/work/main/status/cases.py")
    args = ap.parse_args()
    sys.argv = sys.argv[:1]
    import benchmarks.extraction_accuracy as ea
    import status.cases as mine
    from benchmarks.scoring import pairwise
    from stages.nlp import extract
    from stages.validate import validate
    from status.schema import load_schema

    spec = importlib.util.spec_from_file_location("main_cases", args.main)
    base = importlib.util.module_from_spec(spec)
    sys.modules["main_cases"] = base
    spec.loader.exec_module(base)
    schema = load_schema("default")
    settings = ea.OcrSettings(engine="tesseract")
    data = {}
    for shop, folder in SHOPS:
        rows = [json.loads(x) for x in (Path(folder) / "truth.jsonl").read_text().splitlines() if x.strip()]
        items = []
        for r in rows:
            ocr = ea.cached_ocr(Path(folder) / r["file"], Path(args.cache_dir), settings)
            ex = extract(ocr, schema)
            items.append((r["doc_id"], r["case_id"], ex.doc_type, validate(ex, ocr, schema)))
        data[shop] = items
    for mode in ("drop_order", "drop_all_ids", "slip"):
        for shop, items in data.items():
            res: dict[str, list] = {"main": [], "this": []}
            for seed in range(5):
                rng = random.Random(seed)
                vals = {d: (dt, damaged(v, rng, mode) if rng.random() < 0.25 else v) for d, _, dt, v in items}
                truth = {d: c for d, c, _, _ in items}
                for name, mod in (("main", base), ("this", mine)):
                    keys = {d: mod.keys_of(schema, dt, v) for d, (dt, v) in vals.items()}
                    pred = {d: i for i, g in enumerate(mod.group(keys)) for d in g}
                    res[name].append(pairwise(pred, truth))
            avg = [[sum(x[k] for x in res[n]) / len(res[n]) for k in range(3)] for n in ("main", "this")]
            print(f"{mode:13s} {shop}: main P {avg[0][0]:.3f} R {avg[0][1]:.3f} F1 {avg[0][2]:.3f} | "
                  f"this P {avg[1][0]:.3f} R {avg[1][1]:.3f} F1 {avg[1][2]:.3f}")


if __name__ == "__main__":
    main()
