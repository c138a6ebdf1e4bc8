"""Runs of thousands of blanks (space-padded columns, a pasted spreadsheet) are read cut to MAX_BLANK_RUN blanks
(`stages.blanks`), every span mapped back to the text as printed (robust55). No time is asserted: the extractors are
shown never to read a longer run, and the output to be that of the same text with a run of MAX_BLANK_RUN blanks,
its spans moved by the blanks cut, each exact (the reverse check reads the original text at them)."""

from __future__ import annotations

import random

import pytest

from stages import nlp
from stages.blanks import LONG_BLANK_RUN_RE, MAX_BLANK_RUN, Shortened
from stages.validate import reverse_check
from status.models import OcrPage, OcrResult, OcrWord
from status.schema import load_schema


def _ocr(text: str, pages: list[OcrPage] | None = None) -> OcrResult:
    return OcrResult(doc_id="blanks.txt", content_hash="0" * 64, source_format="text",
                     pages=pages or [OcrPage(page=1, text=text, method="plain_text")], text=text)


def _invoice(gap: str, pad: str) -> str:
    return (f"Invoice INV-2041{pad}\nDate: 3 March 2026\nCustomer: Anna Smith\nOrder number:{gap}PO-7781\n\n"
            f"Item{gap}Qty{gap}Amount\nDesk lamp{gap}1{gap}EUR 40.00\nCable{gap}2{gap}EUR 10.00\n"
            f"Subtotal:{gap}EUR 50.00\nVAT 20%:{gap}EUR 10.00\nTotal:{gap}EUR 60.00\n\nKind regards,\nShop team\n")


def _fields(ex):
    return {k: (f.value, f.raw, f.span, f.page, f.currency, f.extractor, f.confidence) for k, f in ex.fields.items()}


# --------------------------------------------------------------------------- the offset map


def test_every_character_and_span_maps_back_exactly():
    rnd = random.Random(55)
    for _ in range(300):
        pieces = [rnd.choice(["a", "Total", "\n", "\t", " " * rnd.randint(1, 12), "\u00a0" * rnd.randint(1, 6), "\f"])
                  for _ in range(rnd.randint(0, 40))]
        original = "".join(pieces)
        short = Shortened(original, limit=5)
        assert not LONG_BLANK_RUN_RE.search(short.text) and not short.text.count(" " * 6)
        assert short.cut == (short.text != original)
        for p in range(len(short.text)):
            assert original[short.to_original(p)] == short.text[p]
            assert short.to_short(short.to_original(p)) == p
        assert short.to_original(len(short.text)) == len(original)
        for a in range(len(short.text)):
            for b in range(a + 1, min(len(short.text), a + 12) + 1):
                s, e = short.span_back((a, b))
                kept = {short.to_original(p) for p in range(a, b)}
                assert s == min(kept) and e == max(kept) + 1  # the same characters, the cut blanks between them again
                assert all(original[o] in " \t\u00a0" for o in range(s, e) if o not in kept)
        for o in range(len(original) + 1):
            assert 0 <= short.to_short(o) <= len(short.text)


def test_a_text_without_long_runs_is_read_as_it_is():
    text = _invoice(" " * MAX_BLANK_RUN, "")
    assert Shortened(text).text is text and not Shortened(text).cut


# --------------------------------------------------------------------------- extraction


@pytest.fixture(scope="module")
def schema():
    return load_schema("default")


def test_extractors_never_read_a_run_longer_than_the_cap(schema, monkeypatch):
    seen: list[str] = []
    original = nlp._Context.__init__

    def watching(self, ocr, *a, **k):
        seen.append(ocr.text)
        seen.extend(p.text for p in ocr.pages)
        original(self, ocr, *a, **k)

    monkeypatch.setattr(nlp._Context, "__init__", watching)
    nlp.extract(_ocr(_invoice(" " * 5000, "\t " * 2000)), schema)
    assert seen and not any(LONG_BLANK_RUN_RE.search(t) for t in seen)


@pytest.mark.parametrize("run", [5000, 200])
def test_long_runs_extract_as_the_capped_text_spans_mapped(schema, run):
    long_text, capped_text = _invoice(" " * run, " \t" * (run // 2)), _invoice(" " * MAX_BLANK_RUN, " \t" * (MAX_BLANK_RUN // 2))
    long_ex, capped_ex = nlp.extract(_ocr(long_text), schema), nlp.extract(_ocr(capped_text), schema)
    assert long_ex.doc_type == capped_ex.doc_type and long_ex.document_date == capped_ex.document_date
    short = Shortened(long_text)
    assert short.text == capped_text
    got, want = _fields(long_ex), _fields(capped_ex)
    assert got.keys() == want.keys()
    found = 0
    for k, (value, raw, span, *rest) in want.items():
        g_value, g_raw, g_span, *g_rest = got[k]
        assert (g_value, g_rest) == (value, rest), k
        if span is not None:
            found += 1
            assert g_span == short.span_back(span), k
            assert long_text[g_span[0]:g_span[1]] == capped_text[span[0]:span[1]] or LONG_BLANK_RUN_RE.search(
                long_text[g_span[0]:g_span[1]]), k
            assert g_raw == (long_text[g_span[0]:g_span[1]] if raw == capped_text[span[0]:span[1]] else raw), k
    assert found >= 4  # (the invoice's number, date, total ... were found)
    assert [(i.description, i.amount) for i in long_ex.line_items] == [(i.description, i.amount) for i in capped_ex.line_items]
    assert [i.span and short.span_back(i.span) for i in capped_ex.line_items] == [i.span for i in long_ex.line_items]


def test_reverse_check_passes_at_the_mapped_spans(schema):
    text = _invoice(" " * 5000, "")
    ex = nlp.extract(_ocr(text), schema)
    checked = 0
    for fv in ex.fields.values():
        if fv.span is not None and fv.value is not None:
            ok, why = reverse_check(fv, _ocr(text), "dmy", None, schema.fields.get(fv.field))
            assert ok, (fv.field, why)
            checked += 1
    assert checked >= 4


def test_same_output_as_forty_blanks_where_the_run_is_a_column_gap(schema):
    """The invoice whose column gaps are 5,000 blanks reads the same values as with 40 (a real document's gap)."""
    long_ex, real_ex = nlp.extract(_ocr(_invoice(" " * 5000, "")), schema), nlp.extract(_ocr(_invoice(" " * 40, "")), schema)
    assert {k: (f.value, f.currency) for k, f in long_ex.fields.items()} == \
        {k: (f.value, f.currency) for k, f in real_ex.fields.items()}


def test_pages_and_word_boxes_move_with_the_text(schema, monkeypatch):
    p1, p2 = "Invoice INV-2041" + " " * 3000 + "x\n", "Total:" + " " * 900 + "EUR 60.00\n"
    text = p1 + "\f" + p2
    words = [OcrWord(text="Total:", conf=90, left=0, top=0, width=50, height=10, start=len(p1) + 1),
             OcrWord(text="EUR", conf=90, left=500, top=0, width=30, height=10, start=len(p1) + 1 + 906),
             OcrWord(text="60.00", conf=90, left=540, top=0, width=40, height=10, start=len(p1) + 1 + 910)]
    pages = [OcrPage(page=1, text=p1, method="plain_text"),
             OcrPage(page=2, text=p2, method="tesseract", words=words, start=len(p1) + 1)]
    seen = []
    monkeypatch.setattr(nlp, "_extract", lambda ocr, schema: seen.append(ocr) or _empty(ocr, schema))
    nlp.extract(_ocr(text, pages), schema)
    (ocr,) = seen
    for p in ocr.pages:
        assert ocr.text[p.start:p.start + len(p.text)] == p.text
        for w in p.words:
            assert ocr.text[w.start:w.start + len(w.text)] == w.text


def _empty(ocr, schema):
    from status.models import Extraction
    return Extraction(doc_id=ocr.doc_id, content_hash=ocr.content_hash, schema_name=schema.name, doc_type="x", fields={})
