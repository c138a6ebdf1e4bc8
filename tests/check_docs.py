"""The blind rounds' invented check documents: a text file of "=== type | title" blocks whose ">> field = value" lines
give the expected values, scored through the NLP stage. One loader, one scorer and one printout for every round's set
(trans39, money40, refs40, warranty41), so a set's test holds only its documents' path and its known misses."""

from __future__ import annotations

import re
from collections.abc import Collection
from pathlib import Path

NONE = "none"  # ">> subtotal = none": the document prints no such value, and none may be read

Row = tuple[int, str, str, str, "str | None", bool]  # (document number, doc type got, field, expected, got, right)


def load(path: Path) -> list[tuple[str, str, dict[str, str], str]]:
    """(doc type, title, expected fields, text) per "=== type | title" block; ">> field = value" lines expect."""
    out = []
    for block in re.split(r"(?m)^=== ", path.read_text())[1:]:
        head, _, body = block.partition("\n")
        dtype, _, title = head.partition("|")
        lines = body.splitlines()
        want = dict(ln[3:].split(" = ", 1) for ln in lines if ln.startswith(">> "))
        text = "\n".join(ln for ln in lines if not ln.startswith(">> ")) + "\n"
        out.append((dtype.strip(), title.strip(), {k.strip(): v.strip() for k, v in want.items()}, text))
    return out


def rows(path: Path, doc_type: bool = False) -> list[Row]:
    """A row for every expected field of every document (and for its type first when `doc_type`)."""
    from benchmarks.scoring import field_equal
    from status.schema import load_schema
    from tests.test_nlp import run

    schema = load_schema("default")
    out: list[Row] = []
    for i, (dtype, _title, want, text) in enumerate(load(path), 1):
        _ocr, ex = run(text, schema)
        if doc_type:
            out.append((i, ex.doc_type, "doc_type", dtype, ex.doc_type, ex.doc_type == dtype))
        for name, value in want.items():
            fv = ex.fields.get(name)
            got = fv.value if fv is not None else None
            if value == NONE:
                right = got is None
            else:
                right = got is not None and field_equal(schema.fields[name].type, {"value": value}, str(got))
            out.append((i, ex.doc_type, name, value, None if got is None else str(got), right))
    return out


def unexpected_misses(got: list[Row], known: Collection[tuple[int, str]]) -> list[Row]:
    """The misses a set's test fails on: every wrong row not listed as known."""
    return [r for r in got if not r[5] and (r[0], r[2]) not in known]


def show(got: list[Row], aside: Collection[int] = (), fields: tuple[str, ...] = ()) -> None:
    """Print every row (documents kept aside marked *), the total, the kept-aside share and, per field asked, its share."""
    for i, dtype, name, want, value, right in got:
        mark = "*" if i in aside else " "
        print(f"{'ok  ' if right else 'MISS'} #{i:<3}{mark} {dtype:<18} {name:<18} want {want!r:<36} got {value!r}")
    held = [r for r in got if r[0] in aside]
    print(f"{sum(r[5] for r in got)}/{len(got)} right" + (f"; kept aside {sum(r[5] for r in held)}/{len(held)}" if held else ""))
    for field in fields:
        sel = [r for r in got if r[2] == field]
        print(f"  {field:<18} {sum(r[5] for r in sel)}/{len(sel)}")
