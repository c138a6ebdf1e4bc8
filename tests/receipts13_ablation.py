"""Ablation of the receipt company rules (branch receipts13, issue 9): each rule or point weight of
stages.layout's company picker switched off in turn, the company re-read from cached OCR, and the receipts whose
company (SROIE ci) changes counted per half of sroie-train (A: 050-099, B: 100-149) and on a rendered set. A rule
that changes one or two training receipts and nothing else is a rule fitted to those receipts; one that changes
receipts in both halves and the rendered set carries general evidence.

The OCR is read from caches as written by benchmarks/extraction_accuracy.py (--cache-dir) and by
tests/receipt_rendered_receipts13.py; the name line's re-reading (stages.receipt_reread) is part of the cached OCR
and is not redone, so a rule's effect through the re-reading is not seen (an estimate, not a measurement).

    python -m tests.receipts13_ablation SROIE_CACHE [RENDERED_CACHE]

Findings at branch receipts13 (sroie-train OCR from the lead's cache, 96/100 right: A 47/50, B 49/50, every miss
an OCR misread; rendered CHECK/CHECK2/TUNE from their first OCR):
- Half B's 49 hold with any one rule switched off: each is carried by several kinds of evidence at once.
- Rules that only ever changed one training receipt (half A): the schema cue "restaurant" at 2 points (065, where
  the kind-of-business word list gives 1 point to "restoran", "kedai", "mart"; "store" changed none) and the
  two-line name closed by a registration (065 too); both nothing on the rendered sets. The cues were cut to the
  generic company words and 065 now holds by a name line naming its trade joining the registered line below it.
- Rules that change receipts in half A and on the rendered sets: joining the line above (8 in A, 10 rendered),
  the leading label trim (077 and two rendered).
- Rules that change nothing on sroie-train nor the rendered sets when switched off alone (redundant here, kept:
  earlier rounds' fresh header sets motivated them): line step, below-contact, lower case, height, faint,
  heads-address, capitals, one-word, 3-line headline, join below, headline pair, web, id label, lead title and
  registration trims, trailing debris, address cut, prefix forms, look-alike digits.
"""

from __future__ import annotations

import hashlib
import json
import sys
from contextlib import contextmanager
from pathlib import Path

from stages import layout

REPO = Path(__file__).resolve().parent.parent


def sroie_docs(cache: Path, folder: Path) -> list[tuple[str, object, str]]:
    """(id, OcrResult, truth) of each sroie receipt whose OCR is in `cache` (keyed as extraction_accuracy keys it)."""
    from stages.ocr import OcrSettings
    from status.models import OcrResult

    version = OcrSettings(engine="ppocr").config_version
    out = []
    for img in sorted(folder.glob("*.jpg")):
        digest = hashlib.sha256(img.read_bytes()).hexdigest()
        key = hashlib.sha256(f"{digest}|{version}".encode()).hexdigest()[:32]
        hit = cache / f"{key}.json"
        if hit.is_file():
            truth = json.loads(img.with_suffix(".json").read_text())["company"]
            out.append((img.stem, OcrResult.model_validate_json(hit.read_text()), truth))
    return out


def rendered_docs(cache: Path) -> list[tuple[str, object, str]]:
    from status.models import OcrResult
    from tests.receipt_rendered_receipts13 import CHECK, CHECK2, TUNE

    out = []
    for tag, docs in (("check", CHECK), ("check2", CHECK2), ("tune", TUNE)):
        for i, r in enumerate(docs):
            hit = cache / f"{tag}{i:03d}.json"
            if hit.is_file():
                out.append((f"{tag}{i:03d}", OcrResult.model_validate_json(hit.read_text()), r[1]))
    return out


def companies(docs, drop_cue: str | None = None) -> dict[str, bool]:
    """{doc id: company right (SROIE ci)}; `drop_cue`: one of the schema's company cues left out."""
    from benchmarks.scoring import sroie_equal_ci
    from stages.nlp import extract
    from status.schema import load_schema

    schema = load_schema("receipts")
    if drop_cue:
        spec = schema.fields["company"]
        schema = schema.model_copy(update={"fields": {**schema.fields, "company": spec.model_copy(
            update={"cues": [c for c in spec.cues if c != drop_cue]})}})
    out = {}
    for doc_id, ocr, truth in docs:
        fv = extract(ocr, schema).fields["company"]
        out[doc_id] = sroie_equal_ci("company", truth, fv.raw if fv.value is not None else None)
    return out


@contextmanager
def patched(**values):
    old = {k: getattr(layout, k) for k in values}
    for k, v in values.items():
        setattr(layout, k, v)
    layout._find_legal_form.cache_clear()
    try:
        yield
    finally:
        for k, v in old.items():
            setattr(layout, k, v)
        layout._find_legal_form.cache_clear()


NEVER = staticmethod(lambda *a, **k: False)
KNOBS = {
    "legal form points": dict(LEGAL_FORM_POINTS=0.0),
    "schema cue points": dict(CUE_POINTS=0.0),
    "kind word points": dict(KIND_WORD_POINTS=0.0),
    "capitals points": dict(CAPITALS_POINTS=0.0),
    "one-word penalty": dict(ONE_WORD_PENALTY=0.0),
    "greeting penalty": dict(GREETING_PENALTY=0.0),
    "line step penalty": dict(LINE_STEP_PENALTY=0.0),
    "below-contact penalty": dict(BELOW_CONTACT_PENALTY=0.0),
    "lower-case penalty": dict(LOWER_CASE_PENALTY=0.0),
    "height points": dict(HEIGHT_POINTS=0.0),
    "faint penalty": dict(FAINT_PENALTY=0.0),
    "registered points": dict(REGISTERED_POINTS=0.0),
    "heads-address points": dict(HEADS_ADDRESS_POINTS=0.0),
    "join above (_begins_name)": dict(_begins_name=lambda *a: False),
    "3-line headline (_headline_above)": dict(_headline_above=lambda *a: False),
    "join below (_ends_name)": dict(_ends_name=lambda *a: False),
    "closed by registration": dict(_closed_by_registration=lambda *a: False),
    "headline pair below": dict(_headline_pair=lambda *a: False),
    "web line excluded": dict(WEB_RE=__import__("re").compile(r"(?!)")),
    "id label line excluded": dict(_id_label_line=lambda *a: False),
    "lead label trim": dict(LEAD_LABEL_RE=__import__("re").compile(r"(?!)")),
    "lead title trim": dict(LEAD_TITLE_RE=__import__("re").compile(r"(?!)")),
    "lead registration trim": dict(LEAD_REGISTRATION_RE=__import__("re").compile(r"(?!)")),
    "id tail trim": dict(ID_TAIL_RE=__import__("re").compile(r"(?!)")),
    "branch trim": dict(_before_branch=lambda text, s, e: e),
    "trailing debris trim": dict(TRAIL_DEBRIS_RE=__import__("re").compile(r"(?!)")),
    "address-after-form cut": dict(ADDRESS_START_RE=__import__("re").compile(r"(?!)")),
    "prefix legal forms": dict(PREFIX_LEGAL_FORMS=frozenset()),
    "look-alike digits": dict(LOOKALIKE_LETTERS={}),
    # receipts13's own rules
    "r13 header columns": dict(_name_column=lambda ocr, tl, cue: tl),
    "r13 slogan penalty": dict(SLOGAN_RE=__import__("re").compile(r"(?!)")),
    "r13 pitch in same print": dict(SAME_PRINT_LOOSE=1.2),
    "r13 pitch in tall": dict(TALL_PITCH=99.0),
    "r13 brand penalty": dict(BRAND_PENALTY=0.0),
    "r13 kind above registered": dict(_kind_above_registered=lambda *a: False),
}


def main() -> None:
    sroie = sroie_docs(Path(sys.argv[1]), REPO.parent.parent / "shared" / "datasets" / "sroie-train") \
        if sys.argv[1:] and sys.argv[1] != "-" else []
    if not sroie and sys.argv[1:] and sys.argv[1] != "-":
        sroie = sroie_docs(Path(sys.argv[1]), Path("/work/shared/datasets/sroie-train"))
    rendered = rendered_docs(Path(sys.argv[2])) if sys.argv[2:] else []
    docs = sroie + rendered
    base = companies(docs)

    def tally(res: dict[str, bool]) -> str:
        a = sum(v for k, v in res.items() if k.isdigit() and int(k) < 100)
        b = sum(v for k, v in res.items() if k.isdigit() and int(k) >= 100)
        c = sum(v for k, v in res.items() if k.startswith("check") and not k.startswith("check2"))
        c2 = sum(v for k, v in res.items() if k.startswith("check2"))
        t = sum(v for k, v in res.items() if k.startswith("tune"))
        return f"A {a} B {b} check {c} check2 {c2} tune {t}"

    print(f"{len(sroie)} sroie, {len(rendered)} rendered; base: {tally(base)}")
    for name, values in KNOBS.items():
        with patched(**values):
            res = companies(docs)
        changed = {k: (base[k], res[k]) for k in base if base[k] != res[k]}
        lost = sorted(k for k, (b, r) in changed.items() if b and not r)
        won = sorted(k for k, (b, r) in changed.items() if r and not b)
        print(f"{name:34s} off: {tally(res)} | lost {lost} won {won}")
    from status.schema import load_schema

    for cue in load_schema("receipts").fields["company"].cues:
        res = companies(docs, drop_cue=cue)
        changed = {k: (base[k], res[k]) for k in base if base[k] != res[k]}
        lost = sorted(k for k, (b, r) in changed.items() if b and not r)
        won = sorted(k for k, (b, r) in changed.items() if r and not b)
        print(f"{'cue ' + repr(cue):34s} off: {tally(res)} | lost {lost} won {won}")


if __name__ == "__main__":
    main()
