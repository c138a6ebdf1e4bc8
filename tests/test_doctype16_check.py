"""doctype16 CHECK set (tests/data/doctype16_check.txt): scored once before and once after the round, never tuned on.

Run: python -m tests.test_doctype16_check   (per type right / wrong but flagged / wrong and silent)

    before the round (main at cce1d5d): 18/20 right, 1 wrong but flagged (#18 letter -> refund_request 0.5), 1 wrong
        and silent (#20 letter -> shipping_notice 0.786)
    after the round (scored once, at commit "doctype16: cue variants counted once per identical span only ..."):
        19/20 right, 0 flagged, 1 silent (#20 letter -> shipping_notice 0.786: the courier complaint)
"""

from __future__ import annotations

from pathlib import Path

DATA = Path(__file__).parent / "data" / "doctype16_check.txt"


def load(path: Path = DATA) -> list[tuple[str, str, str]]:
    """(doc type, note, text) per case."""
    cases: list[tuple[str, str, list[str]]] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("==="):
            want, _, note = line[3:].partition("|")
            cases.append((want.strip(), note.strip(), []))
        elif cases:
            cases[-1][2].append(line)
    return [(w, n, "\n".join(t).strip()) for w, n, t in cases]


def score(cases=None) -> dict:
    from stages.doctype import classify
    from stages.validate import MIN_TYPE_CONFIDENCE
    from status.schema import load_schema

    schema = load_schema("default")
    cases = load() if cases is None else cases
    rows = []
    for i, (want, note, text) in enumerate(cases, 1):
        got, conf = classify(text, schema)
        state = "ok" if got == want else "flagged" if conf < MIN_TYPE_CONFIDENCE else "SILENT"
        rows.append((i, want, got, conf, state, note))
    return {"rows": rows, "right": sum(r[4] == "ok" for r in rows), "docs": len(rows),
            "flagged": sum(r[4] == "flagged" for r in rows), "silent": sum(r[4] == "SILENT" for r in rows)}


def test_check_set_parses():
    cases = load()
    assert len(cases) >= 15 and all(text for _, _, text in cases)


def show_letters(path: Path) -> None:
    """Print a letters check set's score: each document's row, then the total with letters and near-misses apart
    (the letters17/letters18 sets' `python -m` entry)."""
    r = score(load(path))
    for row in r["rows"]:
        print(*row[:5], "-", row[5])
    let = [row for row in r["rows"] if row[1] == "customer_letter"]
    near = [row for row in r["rows"] if row[1] != "customer_letter"]
    print(f"TOTAL {r['right']}/{r['docs']} right, {r['flagged']} flagged, {r['silent']} silent; letters "
          f"{sum(x[4] == 'ok' for x in let)}/{len(let)}, near-misses {sum(x[4] == 'ok' for x in near)}/{len(near)}")


def wrong_rows(path: Path, known: frozenset[int] = frozenset()) -> list[tuple]:
    """The rows of a doc-type check set (`load`) typed wrong or flagged, but for the `known` misses it keeps."""
    return [row for row in score(load(path))["rows"] if row[4] != "ok" and row[0] not in known]


def show(path: Path = DATA) -> None:
    """Each row of a doc-type check set, then the totals (run after a round, to see its misses)."""
    r = score(load(path))
    for row in r["rows"]:
        print(*row[:5], "-", row[5])
    print(f"TOTAL {r['right']}/{r['docs']} right, {r['flagged']} flagged, {r['silent']} silent")


if __name__ == "__main__":
    show()
