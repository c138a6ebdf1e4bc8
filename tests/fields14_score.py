"""Per-field recall, precision and hallucinations of a field round's sets (helper fields14), scored with the benchmark's
comparison (benchmarks/scoring.py's field_equal, through tests/fields_fresh_docs.py's conventions).

    PYTHONPATH=. python -m tests.fields14_score tests.fields14_check:CHECK14_DOCS [more module:NAME ...]
"""

from __future__ import annotations

import importlib
import sys
from collections import Counter, defaultdict


def per_field(docs, schema=None) -> tuple[dict, list]:
    from benchmarks.scoring import field_equal
    from tests.fields_fresh_docs import _slot
    from tests.test_nlp import DEFAULT, run

    schema = schema or DEFAULT
    counts: dict[str, Counter] = defaultdict(Counter)
    misses = []
    for i, (doc_type, text, truth) in enumerate(docs):
        _, ex = run(text, schema)
        for name, want in truth.items():
            slot, _ = _slot(want)
            got = ex.fields.get(name)
            value = None if got is None or got.is_null else got.value
            c = counts[name]
            c["extracted"] += value is not None
            if slot["value"] is None:
                c["null"] += 1
                c["hallucinated"] += value is not None
                if value is not None:
                    misses.append((i, ex.doc_type, name, None, value))
                continue
            c["stated"] += 1
            ok = field_equal(schema.fields[name].type, slot, value, bool(got is not None and got.unresolved))
            c["correct"] += ok
            if not ok:
                misses.append((i, ex.doc_type, name, slot["value"], value))
    return counts, misses


def show(counts: dict, misses: list, label: str = "") -> None:
    for m in misses:
        print("   miss", m)
    tot = Counter()
    for name, c in sorted(counts.items()):
        tot.update(c)
        print(f"{label:28s} {name:20s} recall {c['correct']}/{c['stated']}"
              f" precision {c['correct']}/{c['extracted']}"
              f" hallucinated {c['hallucinated']}/{c['null']}")
    print(f"{label:28s} {'ALL':20s} recall {tot['correct']}/{tot['stated']} precision {tot['correct']}/{tot['extracted']}"
          f" hallucinated {tot['hallucinated']}/{tot['null']}")



def show_right_wrong_missed(counts: dict) -> None:
    """Each field's right / wrong / missed of the stated values and hallucinated of the null slots, then all fields."""
    tot = Counter()
    for name, c in sorted(counts.items()):
        tot.update(c)
    for name, c in [*sorted(counts.items()), ("ALL", tot)]:
        wrong = c["extracted"] - c["correct"] - c["hallucinated"]
        print(f"{name:18s} right {c['correct']}/{c['stated']}  wrong {wrong}  missed {c['stated'] - c['correct'] - wrong}"
              f"  hallucinated {c['hallucinated']}/{c['null']}")

if __name__ == "__main__":
    for arg in sys.argv[1:]:
        mod, name = arg.split(":")
        docs = getattr(importlib.import_module(mod), name)
        show(*per_field(docs), label=arg.split(":")[0].split(".")[-1])
