"""Extraction accuracy: per-field exact match, precision and recall on the synthetic
sample batch (split by format) and on the real SROIE receipts, with a naive
tesseract + regex baseline printed beside, in the same run.

OCR goes through stages.ocr.run_ocr: sample_docs with tesseract (docflow's
default, --engine), the SROIE receipts with ppocr (what README recommends for
photographed receipts, --sroie-engine); the baseline always reads tesseract's
text. OCR results are cached as JSON under
--cache-dir (default tmp/.cache/ocr), keyed by the file's content hash and the OCR
configuration version, so a rerun only pays for extraction; delete the folder to
OCR again.

Scoring
- sample_docs: every non-null truth field is compared with the extracted
  normalised value (money "1234.56", ISO dates, percent "12", text collapsed
  without a trailing period; unresolved dates by their words). A field counts
  for precision when a value was extracted, for recall when the truth has one.
- SROIE: company, address and date compare the raw printed text (whitespace
  collapsed, case-insensitive: the SROIE truth is upper-cased even where the
  receipt prints mixed case); total compares the amount (truth "$8.20" and a
  printed "8.20" are the same amount; `total_str` in the table is the strict
  string comparison of the printed token).

Last line: RESULT sroie_total=... sroie_date=... sroie_company=... sroie_address=...
synth_clean=... synth_noisy=... null_coverage=... reverse_ok=...
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import sys
import time
from collections import defaultdict
from datetime import date
from pathlib import Path

os.environ.setdefault("OMP_THREAD_LIMIT", "1")
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from stages.nlp import extract  # noqa: E402
from stages.normalize import (  # noqa: E402
    ABS_DATE_RE,
    MONEY_RE,
    PERCENT_RE,
    collapse,
    date_order,
    format_money,
    normalize_text,
    parse_date,
    parse_money,
    parse_percent,
)
from stages.ocr import OcrSettings, run_ocr  # noqa: E402
from stages.ocr_ppocr import ppocr_version  # noqa: E402
from stages.validate import reverse_check, validate  # noqa: E402
from status.models import DocumentError, OcrResult  # noqa: E402
from status.schema import Schema, load_schema  # noqa: E402

CLEAN_FORMATS = ("clean_image", "pdf_text", "pdf_scan", "text")
FORMATS = CLEAN_FORMATS + ("noisy_scan",)
SROIE_FIELDS = ("company", "date", "address", "total")


# --------------------------------------------------------------------------- OCR with a cache


def cached_ocr(path: Path, cache_dir: Path, settings: OcrSettings) -> OcrResult:
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    key = hashlib.sha256(f"{digest}|{settings.config_version}".encode()).hexdigest()[:32]
    hit = cache_dir / f"{key}.json"
    if hit.is_file():
        ocr = OcrResult.model_validate_json(hit.read_text())
        return ocr.model_copy(update={"doc_id": path.name})
    ocr = run_ocr(path, settings, doc_id=path.name)
    cache_dir.mkdir(parents=True, exist_ok=True)
    tmp = hit.with_suffix(".tmp")
    tmp.write_text(ocr.model_dump_json())
    tmp.replace(hit)
    return ocr


def tesseract_ocr(path: Path, cache_dir: Path, settings: OcrSettings, ocr: OcrResult) -> OcrResult:
    """What the naive baseline reads: always tesseract's text, whichever engine `ocr` came from."""
    if settings.engine == "tesseract":
        return ocr
    return cached_ocr(path, cache_dir, settings.model_copy(update={"engine": "tesseract"}))


# --------------------------------------------------------------------------- counting


class Tally:
    """Exact-match, precision and recall counters for one group of fields."""

    def __init__(self) -> None:
        self.truth = self.extracted = self.correct = 0

    def add(self, truth_present: bool, got_present: bool, correct: bool) -> None:
        self.truth += truth_present
        self.extracted += got_present
        self.correct += correct and truth_present and got_present

    @property
    def exact(self) -> float:
        return self.correct / self.truth if self.truth else 1.0

    @property
    def precision(self) -> float:
        return self.correct / self.extracted if self.extracted else 1.0

    @property
    def recall(self) -> float:
        return self.exact


def fmt(x: float) -> str:
    return f"{x:.3f}"


# --------------------------------------------------------------------------- sample_docs


def truth_value(t: dict) -> str | None:
    return t.get("value")


def same(field_type: str, truth: dict, got_value: str | None, got_unresolved: bool) -> bool:
    tv = truth.get("value")
    if tv is None or got_value is None:
        return False
    if truth.get("unresolved") or got_unresolved:
        return bool(truth.get("unresolved")) == got_unresolved and collapse(tv).lower() == collapse(got_value).lower()
    if field_type == "text":
        return normalize_text(tv) == normalize_text(got_value)
    return tv == got_value


def baseline_sample(ocr: OcrResult, schema: Schema, doc_type: str) -> dict[str, str | None]:
    """Naive: identifiers by their pattern, the first amount/date/percent on the first
    line carrying one of the field's cues; text and status fields not attempted."""
    text = ocr.text.replace("\u00a0", " ")
    lines = text.splitlines()
    order = date_order(text)
    out: dict[str, str | None] = {}
    for name in schema.doc_types[doc_type].fields if doc_type in schema.doc_types else []:
        spec = schema.fields[name]
        out[name] = None
        if spec.type == "identifier" and spec.pattern:
            m = re.search(spec.pattern, text)
            out[name] = m.group(0) if m else None
            continue
        line = next((ln for ln in lines if any(c.lower() in ln.lower() for c in spec.cues)), None)
        if line is None:
            continue
        if spec.type == "money":
            m = next((m for m in MONEY_RE.finditer(line) if re.search(r"\d[.,]\d\d", m.group(0))), None)
            money = parse_money(m.group(0)) if m else None
            out[name] = format_money(money.amount) if money else None
        elif spec.type == "date":
            m = ABS_DATE_RE.search(line)
            d = parse_date(m.group(0), order) if m else None
            out[name] = d.isoformat() if d else None
        elif spec.type == "percent":
            m = PERCENT_RE.search(line)
            out[name] = parse_percent(m.group(0)) if m else None
    return out


def run_samples(sample_dir: Path, cache_dir: Path, limit: int | None, settings: OcrSettings, show_misses: bool) -> dict:
    schema = load_schema("default")
    rows = [json.loads(x) for x in (sample_dir / "truth.jsonl").read_text().splitlines() if x.strip()]
    if limit:
        rows = rows[:limit]
    by_format: dict[str, Tally] = defaultdict(Tally)
    by_format_base: dict[str, Tally] = defaultdict(Tally)
    by_field: dict[str, Tally] = defaultdict(Tally)
    by_field_base: dict[str, Tally] = defaultdict(Tally)
    slots = present = 0
    authoritative = reverse_pass = values = values_reverse_ok = 0
    type_ok = 0
    rule_counts: dict[tuple[str, str], int] = defaultdict(int)
    errors: list[str] = []
    misses: list[str] = []
    t0 = time.perf_counter()
    for row in rows:
        path = sample_dir / row["file"]
        try:
            ocr = cached_ocr(path, cache_dir, settings)
            ex = extract(ocr, schema)
            val = validate(ex, ocr, schema)
        except DocumentError as exc:
            errors.append(f"{row['doc_id']}: {exc.code}: {exc}")
            continue
        type_ok += ex.doc_type == row["doc_type"]
        for r in val.rules_failed:
            rule_counts[(r.rule.split(":")[0], r.severity)] += 1
        base = baseline_sample(tesseract_ocr(path, cache_dir, settings, ocr), schema, row["doc_type"])
        fmt_name = row["format"]
        for name, truth in row["fields"].items():
            slots += 1
            fv = val.fields.get(name)
            present += fv is not None
            spec = schema.fields[name]
            got = fv.value if fv is not None else None
            unresolved = fv.unresolved if fv is not None else False
            ok = same(spec.type, truth, got, unresolved)
            tp, gp = truth.get("value") is not None, got is not None
            by_format[fmt_name].add(tp, gp, ok)
            by_field[name].add(tp, gp, ok)
            bgot = base.get(name)
            bok = same(spec.type, truth, bgot, False)
            by_format_base[fmt_name].add(tp, bgot is not None, bok)
            by_field_base[name].add(tp, bgot is not None, bok)
            if show_misses and not ok and (tp or gp):
                misses.append(f"  {row['doc_id']:<14} {fmt_name:<11} {name:<20} truth={truth.get('value')!r} got={got!r}"
                              + (f" ({fv.reason})" if fv is not None and fv.reason else ""))
        doc_date = date.fromisoformat(ex.document_date) if ex.document_date else None
        for fv in val.fields.values():
            if fv.value is None and not fv.unresolved:
                continue
            values += 1
            ok_rev, _ = reverse_check(fv, ocr, date_order(ocr.text), doc_date, schema.fields.get(fv.field))
            values_reverse_ok += ok_rev
            if fv.authoritative:
                authoritative += 1
                reverse_pass += ok_rev
    elapsed = time.perf_counter() - t0

    print(f"\n== sample_docs: {len(rows)} documents from {sample_dir} ({elapsed:.1f}s)")
    print(f"doc type accuracy: {type_ok}/{len(rows) - len(errors)}")
    print(f"{'format':<12} {'fields':>6} {'exact':>7} {'prec':>7} {'recall':>7} | {'baseline exact':>14} {'prec':>7}")
    for f in FORMATS:
        if f in by_format:
            t, b = by_format[f], by_format_base[f]
            print(f"{f:<12} {t.truth:>6} {fmt(t.exact):>7} {fmt(t.precision):>7} {fmt(t.recall):>7} | {fmt(b.exact):>14} {fmt(b.precision):>7}")
    print(f"\n{'field':<22} {'truth':>5} {'exact':>7} {'prec':>7} {'recall':>7} | {'baseline exact':>14}")
    for name in sorted(by_field):
        t, b = by_field[name], by_field_base[name]
        print(f"{name:<22} {t.truth:>5} {fmt(t.exact):>7} {fmt(t.precision):>7} {fmt(t.recall):>7} | {fmt(b.exact):>14}")
    print("\nvalidation findings: " + (", ".join(f"{rule} ({sev}) x{n}" for (rule, sev), n in sorted(rule_counts.items())) or "none"))
    print(f"values: {values}, authoritative: {authoritative}, reverse check passed (all values): {values_reverse_ok}")
    if errors:
        print("\ndocument errors:\n  " + "\n  ".join(errors))
    if misses:
        print("\nmisses:\n" + "\n".join(misses))

    def group(formats) -> float:
        c = sum(by_format[f].correct for f in formats if f in by_format)
        n = sum(by_format[f].truth for f in formats if f in by_format)
        return c / n if n else float("nan")

    return {
        "synth_clean": group(CLEAN_FORMATS),
        "synth_noisy": group(("noisy_scan",)),
        "null_coverage": present / slots if slots else float("nan"),
        "reverse_ok": reverse_pass / authoritative if authoritative else float("nan"),
        "reverse_all": values_reverse_ok / values if values else float("nan"),
        "authoritative_share": authoritative / values if values else float("nan"),
    }


# --------------------------------------------------------------------------- SROIE


def sroie_baseline(ocr: OcrResult) -> dict[str, str | None]:
    """Naive: first non-empty line = company, next three lines = address, first date
    regex, the amount after the last "total" in the text."""
    lines = [ln.strip() for ln in ocr.text.splitlines() if ln.strip()]
    date = re.search(r"\b\d{1,2}[/-]\d{1,2}[/-]\d{2,4}\b", ocr.text)
    totals = re.findall(r"total[^\d\n]*(\d+[.,]\d{2})", ocr.text, re.I)
    return {
        "company": lines[0] if lines else None,
        "address": " ".join(lines[1:4]) if len(lines) > 1 else None,
        "date": date.group(0) if date else None,
        "total": totals[-1] if totals else None,
    }


def sroie_match(field: str, truth: str, got: str | None) -> bool:
    if not truth or got is None:
        return False
    if field == "total":
        t, g = parse_money(truth), parse_money(got)
        return t is not None and g is not None and t.amount == g.amount
    return collapse(truth).upper() == collapse(got).upper()


def run_sroie(sroie_dir: Path, cache_dir: Path, limit: int | None, settings: OcrSettings, show_misses: bool) -> dict:
    schema = load_schema("receipts")
    images = sorted(sroie_dir.glob("*.jpg"))
    if limit:
        images = images[:limit]
    ours: dict[str, Tally] = defaultdict(Tally)
    base: dict[str, Tally] = defaultdict(Tally)
    strict_total = 0
    in_text: dict[str, int] = defaultdict(int)  # the OCR ceiling: truth printed verbatim somewhere in the OCR text
    misses: list[str] = []
    t0 = time.perf_counter()
    for img in images:
        truth = json.loads(img.with_suffix(".json").read_text())
        ocr = cached_ocr(img, cache_dir, settings)
        ex = extract(ocr, schema)
        b = sroie_baseline(tesseract_ocr(img, cache_dir, settings, ocr))
        for field in SROIE_FIELDS:
            fv = ex.fields[field]
            got = fv.raw if fv.value is not None else None
            ok = sroie_match(field, truth[field], got)
            ours[field].add(bool(truth[field]), got is not None, ok)
            in_text[field] += bool(truth[field]) and collapse(truth[field]).upper() in collapse(ocr.text).upper()
            base[field].add(bool(truth[field]), b[field] is not None, sroie_match(field, truth[field], b[field]))
            if field == "total" and got is not None and truth[field]:
                strict_total += collapse(got) == collapse(truth[field])
            if show_misses and not ok:
                misses.append(f"  {img.stem} {field:<8} truth={truth[field]!r} got={got!r}")
    elapsed = time.perf_counter() - t0
    print(f"\n== SROIE: {len(images)} receipts from {sroie_dir} ({elapsed:.1f}s)")
    print(f"OCR engine {settings.engine}; 'in OCR text' = the truth string appears verbatim in the OCR text (the ceiling)")
    print(f"{'field':<9} {'exact':>7} {'prec':>7} {'recall':>7} {'in OCR text':>12} | {'baseline exact':>14} {'prec':>7}")
    for field in SROIE_FIELDS:
        t, b = ours[field], base[field]
        ceiling = in_text[field] / t.truth if t.truth else 0.0
        print(f"{field:<9} {fmt(t.exact):>7} {fmt(t.precision):>7} {fmt(t.recall):>7} {fmt(ceiling):>12} | "
              f"{fmt(b.exact):>14} {fmt(b.precision):>7}")
    n_total = ours["total"].truth
    print(f"total_str (printed token equals truth string): {fmt(strict_total / n_total if n_total else 0)}")
    if misses:
        print("misses:\n" + "\n".join(misses))
    return {f"sroie_{f}": ours[f].exact for f in SROIE_FIELDS}


# --------------------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--samples", type=Path, default=REPO / "sample_docs", help="folder with truth.jsonl and batch/ (default sample_docs)")
    ap.add_argument("--sroie", type=Path, default=REPO.parent / "shared" / "datasets" / "sroie-sample",
                    help="SROIE sample folder (NNN.jpg + NNN.json); skipped when absent")
    ap.add_argument("--limit", type=int, default=None, help="at most N documents from each set")
    ap.add_argument("--cache-dir", type=Path, default=REPO / "tmp" / ".cache" / "ocr",
                    help="OCR result cache, keyed by content hash + OCR config version (default tmp/.cache/ocr)")
    ap.add_argument("--misses", action="store_true", help="list every wrong or missing field")
    ap.add_argument("--engine", choices=["tesseract", "ppocr"], default="tesseract",
                    help="OCR engine for sample_docs (default tesseract, docflow's default)")
    ap.add_argument("--sroie-engine", choices=["tesseract", "ppocr"], default="ppocr",
                    help="OCR engine for the SROIE receipts (default ppocr, the one README recommends for receipts; "
                         "tesseract when the ppocr extra is missing). The naive baseline always reads tesseract's text.")
    args = ap.parse_args(argv)

    settings = OcrSettings(engine=args.engine)
    if args.sroie_engine == "ppocr" and ppocr_version() is None:
        print("ppocr engine not installed (pip install 'docflow[ppocr]'): SROIE read with tesseract")
        args.sroie_engine = "tesseract"
    print(f"OCR engine: sample_docs {args.engine}, SROIE {args.sroie_engine}")
    result: dict[str, float] = {}
    if (args.samples / "truth.jsonl").is_file():
        result.update(run_samples(args.samples, args.cache_dir, args.limit, settings, args.misses))
    else:
        print(f"sample batch not found: {args.samples / 'truth.jsonl'} (skipped)")
    if args.sroie.is_dir():
        result.update(run_sroie(args.sroie, args.cache_dir, args.limit, OcrSettings(engine=args.sroie_engine), args.misses))
    else:
        print(f"SROIE sample not found at {args.sroie} (skipped)")

    keys = ["sroie_total", "sroie_date", "sroie_company", "sroie_address", "synth_clean", "synth_noisy", "null_coverage", "reverse_ok"]
    print("\nRESULT " + " ".join(f"{k}={result[k]:.3f}" if k in result else f"{k}=nan" for k in keys))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
