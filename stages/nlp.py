"""NLP stage: OCR text -> every schema field of the document's type, as a value or an
explicit null, each with its normalised value, raw text, qualifier, page, span,
extractor and confidence.

How a field is found is decided by its TYPE and its schema data (cues, pattern,
allowed values) through the generic extractors in `stages.rules`. Code exists only
for what data cannot say:
- receipts: layout from OCR word boxes (`stages.layout`),
- customer names: spaCy NER (PERSON) near the name cues (`stages.names`),
- the customer's expectation sentence and its deadline (relative dates resolved
  against the document date only when unambiguous),
- invoice line items.
"""

from __future__ import annotations

import re
from functools import lru_cache
from dataclasses import replace
from datetime import date

from stages import acts, amounts, layout, references, rules
from stages.blanks import Shortened
from stages.doctype import decide, quoted_spans, ranked_types, runner_up, text_voice
from stages.names import CUSTOMER_ROLES, SALUTATION_RE, _customer_name, _customer_speaker, _line_bounds
from stages.normalize import (ABS_DATE_RE, ID_DATE_GAP_RE, TODAY_RE, date_order, dominant_currency, fits_shape,
                              identifier_value, looks_like_identifier, normalize_text, parse_date, parse_money, parse_percent,
                              joined_label_words, repaired_print, spaced_groups, spaced_keys, without_accents)
from stages.rules import CueHit, Found
from stages.spacy_model import entities, with_dependencies
from stages.transcript import MESSAGE_START, Message, message_at, message_breaks, messages
from status.models import DocumentError, Extraction, FactValue, LineItem, OcrResult
from status.schema import Entity, FieldSpec, Schema, receipt_fields, shipment_field

ENTITIES: tuple[str, ...] = Entity.__args__  # what a case deals with: customer, order, case, document, company
NLP_CONFIG_VERSION = "nlp-96"  # bump when extraction code changes its output; what each version changed: docs/nlp-versions.md
MAX_TEXT_CHARS = 100_000  # ~30 pages of dense text; business documents are far shorter, cue search is quadratic


def nlp_config_version(schema: Schema, settings=None) -> str:
    """Cache key part for this stage: code version + the schema's content version (+ the
    model extraction pass and its model, when `settings` turn it on)."""
    from stages.model_extract import config_tag

    return f"{NLP_CONFIG_VERSION}+{schema.config_version}" + (config_tag(settings) if settings is not None else "")


# --------------------------------------------------------------------------- public API


def extract(ocr: OcrResult, schema: Schema) -> Extraction:
    """Extract every field of the document's type (value or explicit null). A text with runs of more blanks than any
    extractor reads is read with those runs cut short (`stages.blanks`: the patterns' work on a run grows with the
    square of its length) and every span it records mapped back here, the one place spans leave this stage."""
    text = ocr.text
    if not text or not text.strip():
        raise DocumentError(f"document {ocr.doc_id} has no text to extract from", code="no_text")
    if len(text) > MAX_TEXT_CHARS:
        raise DocumentError(
            f"document {ocr.doc_id} has {len(text):,} characters of text, more than the {MAX_TEXT_CHARS:,} extraction "
            "reads (split it into its documents)", code="text_too_long")
    short = Shortened(text)
    if not short.cut:
        return _extract(ocr, schema)
    return _spans_back(_extract(_shortened_ocr(ocr, short), schema), short)


def _shortened_ocr(ocr: OcrResult, short: Shortened) -> OcrResult:
    """The OCR result with its text shortened (`Shortened`), each page's text too, and the pages' and the words'
    offsets moved with it."""
    pages = [p.model_copy(update={
        "text": Shortened(p.text, short.limit).text, "start": short.to_short(p.start),
        "words": [w if w.start < 0 else w.model_copy(update={"start": short.to_short(w.start)}) for w in p.words]})
        for p in ocr.pages]
    return ocr.model_copy(update={"text": short.text, "pages": pages})


def _spans_back(ex: Extraction, short: Shortened) -> Extraction:
    """An extraction from the shortened text with every span (and the raw text read at it) as the original text has
    it: the reverse check reads the original at the span."""
    fields = {}
    for name, fv in ex.fields.items():
        if fv.span is not None:
            span = short.span_back(fv.span)
            raw = short.original[span[0]:span[1]] if fv.raw == short.text[fv.span[0]:fv.span[1]] else fv.raw
            fv = fv.model_copy(update={"span": span, "raw": raw})
        fields[name] = fv
    items = [it if it.span is None else it.model_copy(update={"span": short.span_back(it.span)}) for it in ex.line_items]
    return ex.model_copy(update={"fields": fields, "line_items": items})


def _extract(ocr: OcrResult, schema: Schema) -> Extraction:
    text = ocr.text
    # a table's rules read as column gaps, OCR's "O3/02" as "03/02", a dump's "client_number:" as "client number:"
    ruled = spaced_keys(repaired_print(text))  # (offsets unchanged)
    ruled = joined_label_words(ruled, _label_cue_words(schema))  # "To tal" as "Total " (a label's letters only move)
    printed = text
    if ruled != text:
        text = ruled
        ocr = ocr.model_copy(update={"text": ruled})
    doc = _parse(text) if len(schema.doc_types) > 1 else None
    ranked = ranked_types(text, schema, doc)
    doc_type, type_conf = decide(ranked)
    specs = schema.fields_for(doc_type)
    rows = value_first_rows(text, specs)
    if rows:  # a form printing each value before its label: read with the label first, spans mapped back below
        ctx = _Context(ocr.model_copy(update={"text": label_first(text, rows)}), schema, specs, doc_type)
    else:
        ctx = _Context(ocr, schema, specs, doc_type)
        ctx._doc = doc  # (the label-first text is parsed anew when asked: the doc's offsets are the printed text's)

    found: dict[str, Found | None] = {}
    layout_reader = LAYOUTS.get(schema.doc_types[doc_type].layout)
    if layout_reader is not None:
        found.update(layout_reader(ctx))
    for spec in specs:
        if spec.name not in found:
            found[spec.name] = ctx.find(spec)
    found.update(_amount_of_the_decision(ctx, found))
    found.update(amounts.settle(ctx, found))  # which amount is which: requested, approved, executed, the order's
    found.update(_eligible_as_stated(ctx, found))
    found.update(_worth_of_the_return(ctx, found))
    found.update(references.not_a_service_level(ctx, found))  # (a label's "Express shipping": no carrier's name)
    found.update(_shipment_in_prose(ctx, found))
    found.update(_carrier_in_prose(ctx, found))
    found.update(references.more(ctx, found, quoted_spans(ctx.text)))  # (delivery, carrier, payment ref: what labels left)
    found.update(_promised_by_its_verb(ctx, found))
    found.update(_fault_by_a_negated_noun(ctx, found))
    found.update(_share_of_a_fee_waived(ctx, found))
    found.update(_reason_clause(ctx, found))
    found.update(_fault_in_customer_turns(ctx, found))
    found.update(_fault_by_a_symptom(ctx, found))
    found.update(_product_given_to_the_writer(ctx, found))
    found.update(_carrier_as_subject(ctx, found))
    found.update(_id_under_title(ctx, found))
    found.update(_status_of_the_amount(ctx, found))
    found.update(_status_of_a_refusal(ctx, found))
    found.update(_void_under_status(schema, found))
    found.update(_decision_date_before_its_cue(ctx, found))
    found.update(_deadline_asked_by_a_form(ctx, found))
    found.update(_event_dates_from_document_date(ctx, found))
    found.update(_dates_after_ids(ctx, found))
    found.update(_dates_after_entity_nouns(ctx, found))
    found.update(references.key_date_of_its_own_record(ctx, found))  # (an order's acknowledgement dates it)
    found.update(amounts.tax_by_its_rate(ctx, found))  # ("IPI 5%:  4.927,10": the rate's share of the net, adding up)
    found.update(amounts.decimal_by_arithmetic(ctx, found))  # ("£14400" where subtotal + tax is 144.00)
    found.update(amounts.split_group_by_arithmetic(ctx, found))  # ("$619. 000" read "$619" where the sum is 619000)
    found.update(_case_that_is_the_order(ctx, found))
    found.update(_no_masked_ids(ctx, found))

    if rows:
        found = {k: _mapped_back(f, rows) for k, f in found.items()}
    fields = {spec.name: _as_printed(_fact(spec, found.get(spec.name), ocr), printed, text) for spec in specs}
    items = _line_items(ocr) if _sums_line_items(schema, specs) else []
    return Extraction(
        doc_id=ocr.doc_id,
        content_hash=ocr.content_hash,
        schema_name=schema.name,
        doc_type=doc_type,
        doc_type_confidence=type_conf,
        doc_type_scores=runner_up(ranked),
        fields=fields,
        line_items=items,
        document_date=ctx.document_date.isoformat() if ctx.document_date else None,
    )


def _no_masked_ids(ctx: _Context, found: dict[str, Found | None]) -> dict[str, None]:
    """An identifier read as a number printed masked ("From A/c: 0887-XXXX840", "card ****2291"; `rules.masked`), by
    whichever reader: a number shown for recognition is no key a record is filed under."""
    return {n: None for n, f in found.items() if f is not None and f.value and n in ctx.schema.fields
            and ctx.schema.fields[n].type == "identifier" and rules.masked(f.raw or f.value)}


def _void_under_status(schema: Schema, found: dict[str, Found | None]) -> dict[str, None]:
    """A field found in a document whose status is one of the field's `unless_status` holds no value of its own: a
    refusal approves nothing, so its decision's date ("Decision date") is no approval's."""
    said = {f.value for n, f in found.items() if f is not None and n in schema.fields and schema.fields[n].type == "status"}
    return {n: None for n, f in found.items() if f is not None and n in schema.fields
            and said & set(schema.fields[n].unless_status)}


def _sums_line_items(schema: Schema, specs: list[FieldSpec]) -> bool:
    """Does the type hold a field a document rule checks against the sum of the line items (an invoice's subtotal)?
    Only then are the line items read."""
    names = {s.name for s in specs}
    return any(r.op == "sum_of_line_items" and r.field in names for r in schema.document_rules)


# A row of two cells: what stands before a column gap (two spaces or a tab) and after it, nothing else.
# (the gap possessive: a non-blank follows it, so giving a blank back never matched; linear on a run of blanks)
TWO_CELL_ROW_RE = re.compile(r"(?m)^([ \t]*)(\S(?:[^\n\t]*?\S)?)((?:[ \t]{2,}+|\t)[ \t]*+)(\S(?:[^\n\t]*?\S)?)[ \t]*$")
MIN_VALUE_FIRST_ROWS = 3  # a form printed that way, not a row that happens to end in a label's word


def value_first_rows(text: str, specs: list[FieldSpec]) -> list[tuple[int, int, int, int]]:
    """The rows of a form that prints each value BEFORE its label ("FV/2026/0193      invoice no.", "Café Nord
    Customer"), as scanned forms with the labels in a right-hand column do: two cells, the right one a label
    (a cue of one of the type's fields starts in it; no digit; six words at most), the left one none. Only when
    the document has MIN_VALUE_FIRST_ROWS such rows. Each row: (start of the left cell, its length, the gap's
    length, the right cell's length)."""
    hits = rules.cue_hits(text, specs)
    out = []
    for m in TWO_CELL_ROW_RE.finditer(text):
        v0, v1, l0, l1 = m.start(2), m.end(2), m.start(4), m.end(4)
        label = m.group(4)
        if re.search(r"\d", label) or len(label.split()) > 6 or label.rstrip().endswith(":"):
            continue
        if not any(l0 <= h.start < l1 for h in hits) or any(v0 <= h.start < v1 for h in hits):
            continue
        out.append((v0, v1 - v0, l0 - v1, l1 - l0))
    return out if len(out) >= MIN_VALUE_FIRST_ROWS else []


def label_first(text: str, rows: list[tuple[int, int, int, int]]) -> str:
    """The text with each value-first row printed label first, its length and every other offset unchanged."""
    out = list(text)
    for v0, lv, lg, ll in rows:
        value, gap, label = text[v0:v0 + lv], text[v0 + lv:v0 + lv + lg], text[v0 + lv + lg:v0 + lv + lg + ll]
        out[v0:v0 + lv + lg + ll] = list(label + gap + value)
    return "".join(out)


def _mapped_back(f: Found | None, rows: list[tuple[int, int, int, int]]) -> Found | None:
    """A value found in the label-first text, its span moved to where the printed text has it."""
    if f is None or f.span is None:
        return f

    def back(p: int) -> int | None:
        for v0, lv, lg, ll in rows:
            if v0 <= p < v0 + lv + lg + ll:
                if p >= v0 + ll + lg:  # in the value, now after the label
                    return p - ll - lg
                if p < v0 + ll:  # in the label, now first
                    return p + lv + lg
                return None
        return p

    a, b = back(f.span[0]), back(f.span[1] - 1)
    if a is None or b is None or b + 1 - a != f.span[1] - f.span[0]:
        return f
    return replace(f, span=(a, b + 1))


def _parse(text: str):
    """The spaCy doc of a text (lemmas for the type, entities for names), or None without a model."""
    from stages.spacy_model import SpacyModelMissing, lemmatize

    try:
        return lemmatize(text)
    except SpacyModelMissing:
        return None


_LABEL_CUE_WORDS: dict[tuple, frozenset[str]] = {}


def _label_cue_words(schema: Schema) -> frozenset[str]:
    """The words of the schema's labels in every form a label takes (`rules.label_cues`), lower case and without
    accents (OCR's English reading drops them: "zamówienia" is read "zamowienia"): the words whose letters OCR split
    ("To tal") may be joined again. Whole words only: an accented letter splits no word into fragments ("tal" of
    "talep" would stop "To tal" from joining)."""
    # keyed by what `label_cues` reads (hashing the whole schema's JSON for its config_version cost ~0.7 ms a document)
    key = tuple((tuple(spec.cues), spec.type, bool(spec.name_like)) for spec in schema.fields.values())
    got = _LABEL_CUE_WORDS.get(key)
    if got is None:
        got = frozenset(w for spec in schema.fields.values() for cue in rules.label_cues(spec)
                        for w in re.findall(r"[^\W\d_]+", without_accents(cue.lower())) if w.isascii())
        _LABEL_CUE_WORDS[key] = got
    return got


def _as_printed(fv: FactValue, printed: str, read: str) -> FactValue:
    """A value read from the repaired text ("£12.50" where the scan printed "£12.S0") keeps the raw text as printed at
    its span: validation's reverse check finds the print there and reads it back through the same repair."""
    if fv.span is None or fv.raw is None or printed is read:
        return fv
    start, end = fv.span
    if read[start:end] == fv.raw and printed[start:end] != fv.raw:
        return fv.model_copy(update={"raw": printed[start:end]})
    return fv


def _fact(spec: FieldSpec, f: Found | None, ocr: OcrResult) -> FactValue:
    if f is None or (f.value is None and not f.unresolved):
        return FactValue(field=spec.name, type=spec.type, qualifier=spec.qualifier, extractor="none", confidence=0.0)
    return FactValue(
        field=spec.name,
        type=spec.type,
        qualifier=spec.qualifier,
        value=f.value,
        currency=f.currency if spec.type == "money" else None,
        basis=f.basis if spec.type == "percent" else None,
        raw=f.raw,
        page=f.page or ocr.page_of(f.span[0]),
        span=f.span,
        extractor=f.extractor,  # type: ignore[arg-type]
        confidence=round(f.confidence, 3),
        unresolved=f.unresolved,
    )


# --------------------------------------------------------------------------- context


class _Context:
    """Per-document state shared by the extractors: cue hits, currency, date order,
    the document date (base for relative dates) and the spaCy doc (lazily)."""

    def __init__(self, ocr: OcrResult, schema: Schema, specs: list[FieldSpec], doc_type: str = ""):
        self.ocr, self.schema, self.specs, self.doc_type = ocr, schema, specs, doc_type
        self.text = ocr.text
        self.hits: list[CueHit] = _confirmation_number_labels(self.text, schema, specs, doc_type, _bare_reference_labels(
            self.text, schema, specs, doc_type, _reference_labels(self.text, schema, specs, doc_type, _cue_hits(self.text, schema, specs))))
        self.hits = _shippers_reference_labels(self.text, schema, specs, doc_type, self.hits)
        self._lines: list[layout.Line] | None = None
        self.cell_text = self.text
        if any(p.words for p in ocr.pages):  # (a scan: its rows' cells from the word boxes)
            self.cell_text = layout.cell_text(self.text, self.lines)
            if self.cell_text != self.text:
                self.hits = rules.in_reading_order(self.hits + [h for h in rules.noun_label_hits(
                    self.cell_text, specs, self.hits) if not any(o.start < h.end and h.start < o.end for o in self.hits)])
        self.by_type: dict[str, set[str]] = {}
        for s in specs:
            self.by_type.setdefault(s.type, set()).add(s.name)
        self.currency = dominant_currency(self.text) or rules.export_currency(self.text)
        self.date_order = date_order(self.text)
        self._doc = None
        self.request_sentences: dict[tuple[str, ...] | None, list[tuple[int, int]]] = {}  # (`_request_sentences`)
        self._writer: str | None = None
        self.document_date_found: Found | None = self._document_date()
        self.document_date: date | None = (
            date.fromisoformat(self.document_date_found.value) if self.document_date_found else None
        )

    @property
    def doc(self):
        if self._doc is None:
            from stages.spacy_model import lemmatize

            self._doc = lemmatize(self.text)
        return self._doc

    @property
    def writer(self) -> str | None:
        """Who writes ("shop" / "customer"): the type's voice, else the text's (asked once)."""
        if self._writer is None:
            dt = self.schema.doc_types.get(self.doc_type)
            self._writer = (dt.voice if dt is not None else None) or text_voice(self.text) or ""
        return self._writer or None

    @property
    def lines(self) -> list[layout.Line]:
        """The pages' printed lines from their word boxes (made once, when a layout rule first asks)."""
        if self._lines is None:
            self._lines = layout.visual_lines(self.ocr)  # (a tilted page levelled: `layout.deskewed`)
        return self._lines

    def _document_date(self) -> Found | None:
        """The date the document was written: the date after a document-date cue
        ("Date:", "Dated"), else the first date standing on a line of its own (a letter's date
        line, "Berlin, 9 February 2026"); a date inside a sentence is what the sentence is about."""
        spec = next((s for s in self.schema.fields.values() if s.qualifier == "document_date"), None)
        cues = spec.cues if spec else ["date", "dated"]
        candidates = []
        if spec is not None:  # "date" inside another date's label ("Date ordered", "Due date") is not this one
            date_specs = [s for s in self.schema.fields.values() if s.type == "date"]
            date_hits = rules.cue_hits(self.text, date_specs)
            # (a cue right after another document's id dates that one: "k faktuře č. VF26-0815 ze dne 29. 11. 2026",
            # "invoice 4471 dated ..."; read after the dates under this document's own labels)
            id_ends = [h.end for h in date_hits if h.field == spec.name and _dates_an_id(self.text, h)]
            ends = [h.end for h in date_hits if h.field == spec.name and h.end not in id_ends]
            # another date's two-word cue read across a line break ("Subject: Still no refund\nDate: Fri, 20 Mar"):
            # the line's own label after the break is this one's
            ends += [m.end() for h in date_hits if h.field != spec.name and "\n" in self.text[h.start:h.end]
                     for m in rules.cue_regex(cues).finditer(self.text, self.text.index("\n", h.start, h.end) + 1, h.end)]
            ends.sort()
            starts = [h.start for h in date_hits if h.field == spec.name
                      and (self._heads_column(h) or self._heads_label_row(h))]
            # a line that carries another date's label ("Promised refund date: March 3") is not the date line
            labelled_lines = {self.text.rfind("\n", 0, h.start) + 1 for h in date_hits if h.field != spec.name}
        else:
            ends = [m.end() for m in rules.cue_regex(cues).finditer(self.text)]
            starts, labelled_lines, id_ends = [], set(), []
        candidates += self._dates_after(ends)
        for start in starts:  # "Bill to   Account   Date" over "Tidal Bay   ACC-0041   Nov 20, 2026": under its label
            below = rules.value_below(self.text, start)
            d = ABS_DATE_RE.match(self.text, below) if below is not None else None
            if d is not None:
                candidates.append(d)
        candidates += self._dates_after(id_ends)
        stamp = STAMP_OPENING_RE.match(self.text)  # "[8/21/26, 9:02 AM] Ana Ruiz: ...": a message's time stamp
        if stamp is not None:  # opening the text dates it (a messenger's export, a chat's first line)
            candidates.append(ABS_DATE_RE.match(self.text, stamp.start("date")))
        else:  # a messenger's export under its title ("WhatsApp chat with ...\n10/11/2026, 19:06 - Ana Ruiz: hi"): the
            msgs = messages(self.text)  # first message's stamp dates it
            if msgs:
                ls = self.text.rfind("\n", 0, msgs[0].name_start) + 1
                d = ABS_DATE_RE.search(self.text, ls, msgs[0].name_start)
                if d is not None and not self.text[ls:d.start()].strip(" \t[("):
                    candidates.append(d)
        for d in ABS_DATE_RE.finditer(self.text):
            ls, le = _line_bounds(self.text, d.start())
            # "txn 81 | 2026-02-27 14:22 | EUR 9": a cell of a line parted by bars stands as a line of its own
            bars = [ls + m.start() for m in re.finditer(r"[ \t]\|[ \t]", self.text[ls:le])]
            ls, le = max([b + 2 for b in bars if b < d.start()], default=ls), min([b for b in bars if b >= d.end()], default=le)
            rest = self.text[ls:d.start()] + " " + self.text[d.end():le]
            if len(re.findall(r"[A-Za-z]{2,}", rest)) <= 3 and ls not in labelled_lines \
                    and not (self._under_a_label(ls) and self._repaired(d.start(), d.end())):
                candidates.append(d)
        for d in candidates:
            parsed = parse_date(d.group(0), self.date_order)
            if parsed:
                return Found(parsed.isoformat(), d.group(0), (d.start(), d.end()), "rule", 0.8)
        return None

    def _under_a_label(self, ls: int) -> bool:
        """Does the line starting at `ls` stand right under a label of its own line ("Needed by:", "( liente precisa
        ate:" as a fax damaged it)? A date there is that label's value. `_document_date` keeps such a date as the
        letter's own only when printed whole ("Fecha NV:" over its date may well date the document): one read only by
        a repair (`_repaired`, separators lost) is too weak to stand against a label it cannot be shown to be."""
        above = self.text[self.text.rfind("\n", 0, max(ls - 1, 0)) + 1:max(ls - 1, 0)].strip()
        return ls > 0 and above.endswith(":") and re.search(r"[^\W\d_]{2,}", above) is not None

    def _repaired(self, start: int, end: int) -> bool:
        """Was text[start:end] printed otherwise (`repaired_print`: "02 06.2026" read as "02.06.2026")? Compared with
        the page's own text, which the repairs leave as printed (offsets are one for one)."""
        page = next((p for p in reversed(self.ocr.pages) if p.start <= start), None)
        if page is None or not page.text:
            return False
        return page.text[start - page.start:end - page.start] != self.text[start:end]

    def _dates_after(self, ends: list[int]) -> list[re.Match]:
        """The dates right after document-date cues ending at `ends`, on the cue's line, no sentence between."""
        out = []
        for end in ends:
            d = ABS_DATE_RE.search(self.text, end, min(len(self.text), end + 40))
            if d and "\n" not in self.text[end:d.start()].strip(" :\t") and not self._prose_gap(end, d.start()):
                out.append(d)
        return out

    def _prose_gap(self, cue_end: int, date_start: int) -> bool:
        """Is the date after a document-date cue another sentence's, or a date the cue's sentence is about, not the
        cue's value? A sentence's end between them ("The date I gave before has changed. It is now 12 March 2026"), or,
        for a cue that is a word of a sentence (words before it on its line, no label mark after it: "The date has
        changed: it is now 20 March 2026"), more than two words between them ("This letter is dated 3 March" stays)."""
        gap = self.text[cue_end:date_start]
        if rules.SENTENCE_END_RE.search(gap) or re.search(r"[.!?;]\s", gap):
            return True
        before = self.text[self.text.rfind("\n", 0, cue_end) + 1:cue_end]
        prose = re.search(r"[A-Za-z][ \t]+[A-Za-z]+\.?$", before) is not None and not re.match(r"[ \t]*[:#]", gap)
        return prose and len(re.findall(r"[A-Za-z]+", gap)) > 2

    def date_frame(self, start: int, end: int) -> str | None:
        """Past or to come: the time the sentence tells the date at text[start:end] in (`acts.date_frame`)."""
        from stages.acts import date_frame

        return date_frame(self.doc, start, end)

    def _heads_column(self, h: rules.CueHit) -> bool:
        """Is the cue a label, not words of a sentence ("Thank you for your order")? The rest of its
        line is other labels only (or nothing)."""
        le = self.text.find("\n", h.end)
        rest = self.text[h.end:le if le >= 0 else len(self.text)]
        for o in sorted(self.hits, key=lambda x: -x.start):
            if h.end <= o.start and o.end <= h.end + len(rest):
                rest = rest[:o.start - h.end] + rest[o.end - h.end:]
        return not re.search(r"[A-Za-z]{2,}", rest)

    def _heads_label_row(self, h: rules.CueHit) -> bool:
        """Is the cue a label in a row of labels whose other labels no cue names, by their marks (`rules.labels_only`:
        "Zusteller  Packstücke / Gewicht")? The cue opens its line, or follows its own translation."""
        ls = self.text.rfind("\n", 0, h.start) + 1
        le = self.text.find("\n", h.end)
        before = self.text[ls:h.start].strip(rules.JUNK)
        return (not before or bool(re.fullmatch(r"[^\W\d_]+[ \t]*/", before))) \
            and rules.labels_only(self.text[h.end:le if le >= 0 else len(self.text)])

    def under_label(self, spec: FieldSpec, hits: list[CueHit] | None = None) -> Found | None:
        """A value printed under its label in a scanned row of labels (word boxes; see layout.cell_under)."""
        if not any(p.words for p in self.ocr.pages):
            return None
        for h in self.hits if hits is None else hits:
            if h.field != spec.name or (spec.type == "text" and not self._heads_column(h) and not self._heads_label_row(h)):
                continue
            span = layout.cell_under(self.ocr, self.lines, h.start, h.end)
            if span is None:
                continue
            raw = self.text[span[0]:span[1]]
            if spec.type == "identifier":  # (a cell of words is no id run together: "Order placed on 05/02/2026")
                words = any(re.fullmatch(r"[^\W\d_]{3,}", w) for w in raw.split())
                for cand in ((raw,) if not words or spaced_groups(raw) else ()) + (raw.split()[0],):
                    value = identifier_value(cand, spec.shapes, rules.own_prefix(spec))
                    if value is not None:
                        conf = 0.7 if fits_shape(value, spec.shapes) or not spec.shapes else 0.55
                        return Found(value, cand, (span[0], span[0] + len(cand)), "layout", conf)
            elif normalize_text(raw) and not any(o.start == span[0] and o.field != spec.name for o in self.hits):
                return Found(normalize_text(raw), raw, span, "layout", 0.65)  # (a label under a label is no value)
        return None

    def typed_under_label(self, spec: FieldSpec) -> Found | None:
        """An amount or a date in the cell under its label, when the label heads a column of a
        scanned grid: its line holds other labels and no value of the type ("Amount eligible
        Authorised refund" over "EUR 33.77 EUR 35.01"). Pairs label and value by word boxes."""
        if spec.type not in ("money", "date") or not any(p.words for p in self.ocr.pages):
            return None
        find = (lambda t, a, b: rules.money_candidates(t, a, b, self.currency)) if spec.type == "money" else rules.date_candidates
        for h in self.hits:
            if h.field != spec.name:
                continue
            ls, le = self.text.rfind("\n", 0, h.start) + 1, self.text.find("\n", h.end)
            le = len(self.text) if le < 0 else le
            if find(self.text, h.end, le) or not any(o.field != spec.name and ls <= o.start < le for o in self.hits):
                continue  # the value stands beside its label, or the line is no row of labels
            if re.search(r"\w[ \t]*:[ \t]*$", self.text[ls:h.start]):
                continue  # "Status: approved": the cue's word is another label's value, no label over a cell
            if spec.type == "date" and rules.prose_cue(self.text, h) and not self._heads_column(h):
                continue  # "The date I gave before has changed.": a word of a sentence, no label over a cell
            span = layout.cell_under(self.ocr, self.lines, h.start, h.end)
            cands = find(self.text, *span) if span else []
            if not cands:
                continue
            if spec.type == "money":
                m, money = cands[0]
                return Found(money.value, m.group(0), (m.start(), m.end()), "layout", 0.7,
                             currency=money.currency or self.currency)
            found = rules.date_found(cands[0], self.document_date, self.date_order, 0.7)
            if found is not None:
                found.extractor = "layout"
                return found
        return None

    def money_beside_label(self, spec: FieldSpec) -> Found | None:
        """An amount in the cell right of its label on the printed line (`layout.cell_beside`), when the label ends
        its line of text with its mark and nothing after it (a scan's totals block whose amounts the OCR engine read
        as a column of their own, after the labels: "Net amount / Netto:" ... "CHF 2'664.34" at the text's end)."""
        if not any(p.words for p in self.ocr.pages):
            return None
        for h in self.hits:
            if h.field != spec.name:
                continue
            le = self.text.find("\n", h.end)
            le = len(self.text) if le < 0 else le
            if not re.fullmatch(r"[^\n]*:[ \t]*", self.text[h.end:le]) or re.search(r"\d[.,']\d", self.text[h.end:le]):
                continue  # (a value after its label on the line of text: the text's own readers pair it)
            span = layout.cell_beside(self.ocr, self.lines, h.start, h.end)
            cands = rules.money_candidates(self.text, *span, self.currency) if span else []
            if cands and len(cands) == 1:
                m, money = cands[0]
                return Found(money.value, m.group(0), (m.start(), m.end()), "layout", 0.7,
                             currency=money.currency or self.currency)
        return None

    def sole_amount(self, spec: FieldSpec) -> Found | None:
        """The one amount of a document whose type has one money field, wherever it stands ("I am
        asking for my €168.19 back"): only when the type is specific (not a catch-all letter) and
        the text names exactly one amount outside its e-mail headers."""
        if len(self.by_type.get("money", ())) != 1 or self.schema.doc_types[self.doc_type].generic:
            return None
        cands = [(m, money) for m, money in rules.money_candidates(self.text, 0, len(self.text), self.currency)
                 if not rules.HEADER_LINE_RE.match(self.text, self.text.rfind("\n", 0, m.start()) + 1)
                 and (re.search(r"[.,]\d{2}\b", m.group(0)) or parse_money(m.group(0)) and parse_money(m.group(0)).currency)]
        # (a whole amount counts when it names its currency: "it was 549 kr", "39 EUR")
        if len({money.amount for _, money in cands}) != 1:
            return None
        m, money = cands[0]
        return Found(money.value, m.group(0), (m.start(), m.end()), "rule", 0.6, currency=money.currency or self.currency)

    def status_done(self, spec: FieldSpec) -> Found | None:
        """A status no label gives, from what the writer's own message says was done: a status word as the
        verb of an affirmed past or perfect sentence not done by the reader ("on 2 May we approved a credit",
        "I have accepted your return") - the act of the document (`stages.acts`). Only the values the type may
        record: a payment document's (`evidence_values`), a decision's the others; quoted text is not read."""
        if self.doc_type not in self.schema.doc_types or (doc := self._doc) is None:
            return None
        evidence = self.schema.doc_types[self.doc_type].evidence
        quoted = quoted_spans(self.text)
        first_page_end = self.text.find("\f") if "\f" in self.text else len(self.text)
        keep = lambda start: start < first_page_end and not any(s0 <= start < e0 for s0, e0 in quoted)  # noqa: E731
        for sent in acts.sentences(self.text, acts.tokens(doc, keep)):
            for i, tok in enumerate(sent):
                word = self.text[tok.start:tok.end]
                if tok.tag == "VB" and acts.is_performative(sent, i):  # "we are pleased to approve your refund"
                    word = acts.past_participle(tok.lemma)
                elif tok.tag not in ("VBD", "VBN"):
                    continue
                value = spec.status_value(word)
                if value is None or (value in spec.evidence_values) != evidence:
                    continue
                if acts.is_done(sent, i) and not acts.doer_is_reader(sent, i):
                    return Found(value, self.text[tok.start:tok.end], (tok.start, tok.end), "rule", 0.6)
        return None

    def _outcome_of_the_record(self, spec: FieldSpec, found: Found) -> Found:
        """A labelled status on a record of the type's own act (an evidence type: a transfer's advice), read as that
        record's outcome (`amounts.record_outcome`: "Status: Successful" says the transfer went through)."""
        dt = self.schema.doc_types.get(self.doc_type)
        value = amounts.record_outcome(found.value, found.raw, spec.evidence_values) if dt is not None and dt.evidence else found.value
        return found if value == found.value else replace(found, value=value, confidence=min(found.confidence, 0.7))

    def head_noun_id(self, spec: FieldSpec) -> Found | None:
        """An id under the bare noun of its label, written as a label ("Customer: CH-55802", "Cust #
        ACME-0042", "Customer" heading a column of ids), or right before it in a note's or a signature's prose
        ("cust 7712-09", "Jo Brand (customer 88120-F)"): the noun before a number-word in the field's cues
        ("customer" of "customer id"), a compound's ("klant" of "klantnummer"), or a noun's abbreviation with its
        period ("acc.", "memb."). The noun alone names a party or a thing, so only a token of an id's form (digits,
        `PROSE_ID_AFTER`) after it, after its label mark, or under it in a column, counts; no label of the field gave
        one."""
        value_cues = _value_cue_words(tuple(c for s in self.schema.fields.values() if s.type in ("money", "date", "percent")
                                            for c in s.cues))  # ("payment" of "payment date")
        heads = rules.id_label_heads(spec, value_cues)
        if not heads:
            return None
        cuts = rules.abbreviated_heads(spec, heads)
        noun = r"(?<![\w-])(?:(?:" + "|".join(re.escape(h) for h in heads) + r")\.?|(?:" + "|".join(re.escape(c) for c in cuts) + r")\.)"
        rx = re.compile(noun + r"(?=[ \t]*(?:\.{2,}[ \t]*)?[:#]|[ \t]*\.{2,}[ \t]*\S|[ \t]{2,}\S|\t|[ \t]*$)", re.I | re.M)
        prose = re.compile(noun + "(?=" + PROSE_ID_AFTER + ")", re.I)
        # (in prose, not opening its line: a line's first words may be a row's label whose gap the text lost, which
        # the word boxes decide below)
        marks = [m for m in rx.finditer(self.text)] + [m for m in prose.finditer(self.text)
                                                      if self.text[self.text.rfind("\n", 0, m.start()) + 1:m.start()].strip()]
        # a line that is the noun and one token of an id's form, nothing else: a label and its value ("Customer 5531")
        whole_line = re.compile(r"(?m)^[ \t]*" + noun + r"(?=[ \t]+#?[A-Za-z0-9/-]*\d[\w/-]*[ \t]*$)", re.I)
        marks += [m for m in whole_line.finditer(self.text) if not any(m.start() == o.start() for o in marks)]
        marks += self._noun_between(spec, heads, value_cues)
        own = [CueHit(spec.name, m.start(), m.end()) for m in marks
               if not any(h.field != spec.name and h.start <= m.start() and m.end() < h.end for h in self.hits)]
        own = list({h.start: h for h in own}.values())
        if any(p.words for p in self.ocr.pages):  # on a page, a column gap printed after the noun marks it as a label too
            bare = re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(h) for h in heads) + r")\.?(?= \S)", re.I)
            own += [CueHit(spec.name, m.start(), m.end()) for m in bare.finditer(self.text)
                    if layout.column_gap_after(self.lines, m.end())
                    and not any(h.start <= m.start() and m.end() < h.end for h in self.hits)
                    and not any(o.start == m.start() for o in own)]
        if not own:
            return None
        found = rules.find_identifier(self.text, spec, rules.in_reading_order(self.hits + own))
        if found is None:  # a head noun heading a cell of a grid of labels: the id in the cell under it (word boxes)
            found = self.under_label(spec, own)
        if found is not None:  # (the field's own labels gave nothing: what is found is a head noun's value)
            found.confidence = min(found.confidence, 0.55)
        return found

    def _noun_between(self, spec: FieldSpec, heads: list[str], value_cues: frozenset[str]) -> list[re.Match]:
        """Labels with one noun more between the field's noun and its number-word ("Loyalty card number:", "Member
        club no."), before a label mark: the noun is no other identifier's ("Customer order number" is the order's) and
        names no other register's number ("Customer phone no.", "Buyer company number", `rules.OTHER_REGISTER_RE`)."""
        others = {w for s in self.schema.fields.values() if s.type == "identifier" and s.name != spec.name
                  for w in rules.id_label_heads(s, value_cues) + [c.lower() for c in s.cues if " " not in c]}
        rx = re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(h) for h in heads) + r")[ \t]+(?P<mid>[a-z]{3,})[ \t]+"
                        r"(?:number|no|nr|id|#)\.?(?=[ \t]*[:#]|[ \t]{2,}\S|\t)", re.I)
        return [m for m in rx.finditer(self.text)
                if m.group("mid").lower() not in others | rules.FUNCTION_WORDS | set(rules.ID_LABEL_TAILS)
                and not rules.OTHER_REGISTER_RE.fullmatch(m.group("mid"))]

    def answered_id(self, spec: FieldSpec) -> Found | None:
        """An id given as the answer to a question naming its label in a conversation ("What's your account
        number?" - "RL55120"): the next message of another speaker, when it is that one token of an id's form."""
        msgs = messages(self.text)
        for h in self.hits:
            said = message_at(msgs, self.text, h.start) if h.field == spec.name else None
            if said is None or not self.text[said.body_start:said.body_end].rstrip().endswith("?"):
                continue
            reply = next((m for m in msgs if m.body_start > said.body_end), None)
            body = self.text[reply.body_start:reply.body_end].strip(" \t.") if reply is not None else ""
            if reply is None or reply.speaker.lower() == said.speaker.lower() or not re.fullmatch(r"#?[\w/-]*\d[\w/-]*", body):
                continue
            raw = body.lstrip("#")
            value = identifier_value(raw, spec.shapes, rules.own_prefix(spec))
            if value is not None:
                a = self.text.index(raw, reply.body_start)
                return Found(value, raw, (a, a + len(raw)), "rule", 0.6)
        return None

    def find(self, spec: FieldSpec) -> Found | None:
        special = _special_finder(spec)
        if special is not None:
            return special(self, spec)
        same = self.by_type.get(spec.type, set())
        t = self.text
        if spec.type == "identifier":
            siblings = [s for s in self.specs if s.type == "identifier"]
            return (rules.find_identifier(t, spec, self.hits, self.writer) or self.under_label(spec)
                    or rules.find_prefixed_identifier(t, spec, siblings) or self.head_noun_id(spec)
                    or self.answered_id(spec))
        if spec.type == "money":
            sums = [(r.field, r.parts) for r in self.schema.document_rules if r.op == "sum_of"]  # (money15: arithmetic)
            return (self.typed_under_label(spec) or self.money_beside_label(spec)
                    or rules.find_money(t, spec, self.hits, same, self.currency, sums,
                                                                     {s.name: s for s in self.specs})
                    or self.sole_amount(spec))
        if spec.type == "percent":
            return rules.find_percent(t, spec, self.hits, same)
        if spec.type == "date":
            found = self.typed_under_label(spec) or rules.find_date(t, spec, self.hits, same, self.document_date,
                                                                    self.date_order, quoted_spans(t), self.date_frame)
            if spec.qualifier == "document_date" and self.document_date_found is not None and (
                    found is None or (in_spans(found.span[0], quoted_spans(t))
                                      and not in_spans(self.document_date_found.span[0], quoted_spans(t)))):
                found = self.document_date_found  # (a quoted message's "Sent:" dates that message, not this one)
            return found
        if spec.type == "status":
            labelled = rules.find_status(t, spec, self.hits)
            return (self._outcome_of_the_record(spec, labelled) if labelled is not None else None) or self.status_done(spec)
        return (rules.find_text(t, spec, self.hits) or (self.under_label(spec) if spec.name_like else None)
                or (rules.find_explained_clause(t, spec) or rules.find_why_answer(t) if spec.clause else None))


def in_spans(pos: int, spans) -> bool:
    return any(a <= pos < b for a, b in spans)


# An id's token right after a noun in prose ("cust 7712-09", "customer 88120-F", "klant 88-4471"): digits in a run of
# three or more, maybe after a few capitals, not a date, an amount or a count ("customer 3 of 5", "client since 2019").
PROSE_ID_AFTER = r"[ \t]+#?(?=[A-Z]{0,4}[-/]?\d[\d/-]*\d[\d/-]*\d[\w/-]*(?![\w.,:]\d)(?![ \t]*(?:of|x|items?|pcs)\b))(?!(?:19|20)\d\d\b)"


# A thing's term of validity ("Warranty: valid until 2027-05-01", "offer good through", "card expires"): no date a
# deadline's or a promise's preposition gives.
VALIDITY_BEFORE_RE = re.compile(r"(?<![\w-])(?:valid|validity|good|expires?|expiring|expiry)[ \t]+(?:only[ \t]+)?$",
                                re.I)


def _cue_hits(text: str, schema: Schema, specs: list[FieldSpec]) -> list[CueHit]:
    """The cue hits of the type's fields. The document date's cue ("Date") inside the label of a date field
    the type does not have is that label's word ("Date of purchase:" on a returns form), and a date cue
    right after an id ("PO 2231 dated 2 April", "Order no. LT-77      dated 10.01.2026") dates that id's
    thing: neither is the document's date. A date's preposition after a validity ("valid until") is a term, no date
    of the document's act. A payment reference's label naming the earlier sale ("Original transaction ID") labels that
    sale's id, not this payment's (`references.earlier_payment_label`; the payment's reference is the identifier field
    recording the executed step, `Schema.step_fields`)."""
    payment_refs = set(schema.step_fields(amounts.EXECUTED, "identifier"))
    hits = [h for h in rules.cue_hits(text, specs)
            if (schema.fields[h.field].type != "date" or not VALIDITY_BEFORE_RE.search(text, max(0, h.start - 20), h.start))
            and (h.field not in payment_refs or not references.earlier_payment_label(text, h.start))]
    names = {s.name for s in specs}
    other_labels = rules.cue_hits(text, [s for s in schema.fields.values() if s.type == "date" and s.name not in names])
    ids = {(h.start, h.end) for h in hits if schema.fields[h.field].type == "identifier"}
    hits = [h for h in hits if schema.fields[h.field].type != "date" or (h.start, h.end) not in ids]  # ("Sales order",
    # a date's label read without its "date", is the order's own label as printed: it names the order, not its date)
    return _with_translations(text, schema, [h for h in hits if schema.fields[h.field].qualifier != "document_date"
                                     or not (_dates_an_id(text, h) or any(o.start <= h.start and h.end <= o.end
                                                                          and o.length > h.length for o in other_labels))])


# A label's translation printed after it, before its mark: after a slash or in brackets ("Fault description /
# Fehlerbeschreibung:", "Contact person / Ansprechpartner:", "Order no. (Auftrags-Nr.):"): words of the label, no value.
TRANSLATION_RE = re.compile(r"\.?(?:[ \t]*(?:no|nr|number)\.?)?(?:[ \t]*(?:/[ \t]*[^\W\d][^:/\n]{0,40}?|\([^()\n]{1,40}\)))+"
                            r"(?=[ \t]*:)", re.I)
# Where a label may begin: its line's start or a cell's (after a column gap or a rule), past OCR debris.
CELL_START_RE = re.compile(r"(?:^|\n|\t|[ ]{2}|\|)[ \t_|*.\u2022-]*$")


def _with_translations(text: str, schema: Schema, hits: list[CueHit]) -> list[CueHit]:
    """The hits, each label that a translation follows (`TRANSLATION_RE`) reaching over it; a cue inside another's
    translation ("Klantnr." of "Customer no. / Klantnr.:") is none of its own. Only a label has a translation: a cue
    opening its line or cell, not a word inside a value or a sentence ("... as per order / Date:", "Refund paid as
    (Cash / Card):"). And a translation names the same thing: a slash's part holding a cue of another of the schema's
    fields is that field's label ("Invoice No. / Date:", "Reason / Serial No.:"), two labels sharing one mark; a
    bracket is the label's own note (a translation or an instruction, "(tick one)", "(as stated by customer)")."""
    out: list[CueHit] = []
    spans: list[tuple[int, int]] = []
    for h in hits:
        m = TRANSLATION_RE.match(text, h.end)
        if (m is not None and m.end() > h.end and CELL_START_RE.search(text, max(0, h.start - 80), h.start)
                and not _names_another_field(text[h.end:m.end()], h.field, schema)):
            spans.append((h.end, m.end()))
            out.append(CueHit(h.field, h.start, m.end()))
        else:
            out.append(h)
    return [h for h in out if not any(a <= h.start < b for a, b in spans)]


def _names_another_field(after: str, field: str, schema: Schema) -> bool:
    """Does a slash's part of the words after a label end in a cue of a field of another kind about another thing
    (type and entity both differ), its head noun ("Invoice No. / Date", "Reason / Serial No.")? Languages cut a
    thing's labels differently, so a translation may use a sibling's word ("Customer ID / Debitor", "Payment by /
    Betaling uiterlijk"); a cue modifying the part's own noun ("/ Customer Remarks") names no field; a bracket's
    words are a note, no part."""
    own = schema.fields[field]
    plain = re.sub(r"\([^()]*\)", lambda b: " " * len(b.group(0)), after)
    ends = {m.end() for m in re.finditer(r"[^/]*?(?=[ \t.#:]*(?:/|$))", plain) if m.group(0).strip()}
    specs = [s for s in schema.fields.values() if s.type != own.type and s.entity != own.entity]
    return any(h.end in ends for h in rules.cue_hits(plain, specs))


# An id token ending right before a cue on its line ("LT-PO-2207      dated"): digits in it; or before the preposition
# of a day's cue (Czech "VF26-0815 ze dne", Polish "FV/12/2026 z dnia": of the day).
ID_BEFORE_RE = re.compile(r"(?<![\w-])[A-Za-z0-9#/._-]*?\d[A-Za-z0-9/._-]*[ \t,]*(?:(?<=[ \t])(?:ze|z)[ \t]+)?$")


def _dates_an_id(text: str, h: CueHit) -> bool:
    """Is the date cue the date of the id before it ("order 4471 dated ...")? An id with digits ends
    right before the cue on its line."""
    ls = text.rfind("\n", 0, h.start) + 1
    m = ID_BEFORE_RE.search(text, ls, h.start)
    if m is not None and re.search(r":[ \t]*$", text[ls:m.start()]) and re.match(r"[ \t]*:", text[h.end:h.end + 3]):
        return False  # "Complaint No.: TKT-7731 Date: 20-Nov-2026": a row of two labels and their values, the id the first's
    return m is not None and looks_like_identifier(re.sub(r"[ \t]+z[e]?[ \t]+$", "", m.group(0)).strip(" \t,#"))


@lru_cache(maxsize=8)  # the schema's amount, date and percent cues: the same for every document
def _value_cue_words(cues: tuple[str, ...]) -> frozenset[str]:
    """The words of value labels (`rules.id_label_heads`: "payment" of "payment date" is no id's noun)."""
    return frozenset(w for c in cues for w in c.lower().split())


# --------------------------------------------------------------------------- whose reference


POSSESSIVES = {"our": "your", "your": "our"}
REFERENCE_WORDS = frozenset("ref reference references number no nr".split())  # what "our ref." says of its id: nothing


@lru_cache(maxsize=8)  # the schema's identifier fields and their cues: the same for every document
def _possessive_labels(fields: tuple[tuple[str, tuple[str, ...]], ...]) -> dict[str, str]:
    """The identifier cues that open with "our" / "your", each with its field (do not change the dict)."""
    return {" ".join(c.lower().split()): name for name, cues in fields for c in cues if c.lower().split()[0] in POSSESSIVES}


def _reference_labels(text: str, schema: Schema, specs: list[FieldSpec], doc_type: str, hits: list[CueHit]) -> list[CueHit]:
    """"Our ref." / "Your reference" name a reference by whose it is, so which id they label depends on who
    writes. The schema's possessive cues are the shop's view ("our reference": the case the shop keeps;
    "your reference": the customer's order); in the customer's voice (the type's, else the text's: a form's
    pronouns are few) "our" and "your" trade places. A
    reference label names the first of the type's case keys that no label of its own names when the
    field it points to is not in the type (the shop's "Our ref." on a sales order is the order) or is
    labelled elsewhere ("Our ref, Complaint no." heading two columns)."""
    owners = _possessive_labels(tuple((s.name, tuple(s.cues)) for s in schema.fields.values() if s.type == "identifier"))
    if not owners or not re.search(r"(?<![\w-])(?:our|your)\s", text, re.I):
        return hits
    in_type = {s.name for s in specs}
    keys = [k for k in schema.doc_types[doc_type].case_keys if k in in_type] if doc_type in schema.doc_types else []
    writer = (schema.doc_types[doc_type].voice if doc_type in schema.doc_types else None) or text_voice(text)
    out = list(hits)
    for m in rules.cue_regex(list(owners)).finditer(text):
        ws = re.findall(r"[a-z]+", m.group(0).lower())
        if not set(ws[1:]) <= REFERENCE_WORDS and owners.get(" ".join(ws)) in in_type:
            continue  # "your order", "your PO no": the label names its thing, whose ever it is (a customer's form too)
        if writer == "customer":
            ws[0] = POSSESSIVES[ws[0]]
        field = owners.get(" ".join(ws))
        named = {h.field for h in out if not (h.start < m.end() and m.start() < h.end) and h.field in keys
                 and rules.labelled_id(text, h, out) is not None}
        if field not in in_type or field in named:  # a reference names a dealing (an order, a case), not a party
            field = next((k for k in keys if k not in named and schema.fields[k].entity != "customer"), None)
        if field is None:
            continue
        out = [h for h in out if not (h.start < m.end() and m.start() < h.end)] + [CueHit(field, m.start(), m.end())]
    return rules.in_reading_order(out)


# A reference printed bare, as a letter's or a note's heading prints its file: "Ref. TF-0219", "- Ref: 26-04418", "Reference
# no. 8812"; opening its line or after a separator (a subject's dash, a bar, a bracket), no word of another label before.
BARE_REFERENCE_RE = re.compile(r"(?:^|(?<=[-\u2013|(,;][ \t])|(?<=^[ \t]))[ \t]*(ref\.?|reference)(?:[ \t]*(?:no|nr|number|#)\.?)?[ \t]*[:#.]?"
                               r"(?=[ \t]*[A-Za-z0-9][A-Za-z0-9/_.-]*\d)", re.I | re.M)
# The types whose dealing is a case (a request, its decision, a repair, a letter chasing one) declare it in the schema
# (`case_reference: true`): their bare "Ref." is the case's file. Not a payment's (its reference is the payment's), nor
# an order's or an invoice's (a buyer's PO, the document's own number: either could stand there).


# The two parties of a consignment as a carrier's or a forwarder's paper labels them, each opening its line ("Shipper:",
# "Consignor:", "Consignee:"): the paper is written by a third party, the carrier, for the shipper.
SHIPPER_LABEL_RE = re.compile(r"(?im)^[ \t]*(?:shipper|consignor|sender)[ \t]*(?:/[^:\n]{1,30})?:")
CONSIGNEE_LABEL_RE = re.compile(r"(?im)^[ \t]*(?:consignee|receiver|recipient)[ \t]*(?:/[^:\n]{1,30})?:")
REFERENCE_WORD_RE = re.compile(r"(?<![\w-])(?:ref|reference)(?![\w-])", re.I)


def _shippers_reference_labels(text: str, schema: Schema, specs: list[FieldSpec], doc_type: str,
                               hits: list[CueHit]) -> list[CueHit]:
    """On a carrier's paper naming both parties of the consignment (`SHIPPER_LABEL_RE`, `CONSIGNEE_LABEL_RE`), the
    "customer reference" is the reference the carrier's customer, the shipper, gave the consignment: the seller's
    order, not the buyer's account (the shipper's reference of the freight trade). A customer's reference label moves to
    the type's order key."""
    if not (SHIPPER_LABEL_RE.search(text) and CONSIGNEE_LABEL_RE.search(text)):
        return hits
    order = _key_field(schema, specs, doc_type, "order")
    if order is None:
        return hits
    return [CueHit(order, h.start, h.end) if schema.fields[h.field].entity == "customer"
            and schema.fields[h.field].type == "identifier" and REFERENCE_WORD_RE.search(text, h.start, h.end) else h
            for h in hits]


def _key_field(schema: Schema, specs: list[FieldSpec], doc_type: str, entity: str) -> str | None:
    """The identifier that names the document's case or order (`entity`): its type's case key of that entity,
    by the schema's roles ("case_number", "order_id" in the default schema; a user's "ticket_no", "po_number")."""
    dt = schema.doc_types.get(doc_type)
    names = {s.name for s in specs}
    return next((k for k in (dt.case_keys if dt else []) if k in names and schema.fields[k].entity == entity
                 and schema.fields[k].type == "identifier"), None)


def _case_that_is_the_order(ctx: _Context, found: dict[str, Found | None]) -> dict[str, None]:
    """A case's number read as the very id the order's number is ("Subject: Re: Your order OD6532469 has been
    delivered" taken for the case's file): one id is the order's, and the case has none of its own here. By the
    schema's roles (`_key_field`), not the fields' names."""
    case = _key_field(ctx.schema, ctx.specs, ctx.doc_type, "case")
    order = _key_field(ctx.schema, ctx.specs, ctx.doc_type, "order")
    c, o = found.get(case) if case else None, found.get(order) if order else None
    if c is None or o is None or c.value is None or o.value is None:
        return {}
    return {case: None} if c.value == o.value else {}


def _bare_reference_labels(text: str, schema: Schema, specs: list[FieldSpec], doc_type: str, hits: list[CueHit]) -> list[CueHit]:
    """A bare "Ref." (`BARE_REFERENCE_RE`) labels the case number in a document of a type whose dealing is a case
    (the schema's `case_reference: true`), when no label of the case's own is in the text and the word is no other
    label's."""
    dt = schema.doc_types.get(doc_type)
    case_field = _key_field(schema, specs, doc_type, "case")
    if dt is None or not dt.case_reference or case_field is None or any(h.field == case_field for h in hits):
        return hits
    out = list(hits)
    for m in BARE_REFERENCE_RE.finditer(text):
        a, b = m.start(1), m.end(0)
        if any(h.start < b and a < h.end for h in hits):
            continue  # the word of a label the type knows ("Payment ref")
        out.append(CueHit(case_field, a, b))
        break
    return rules.in_reading_order(out)


# The number of a confirmation: "Confirmation #", "Confirmation no.", "Confirmation number" as a label (not a sentence's word).
CONFIRMATION_NUMBER_RE = re.compile(r"(?<![\w-])confirmation[ \t]*(?:#|no\.?|nr\.?|number|id)(?![\w-])\.?", re.I)


def _confirmation_number_labels(text: str, schema: Schema, specs: list[FieldSpec], doc_type: str, hits: list[CueHit]) -> list[CueHit]:
    """An order confirmation's own number ("Confirmation #: OB-26-0551") is the number of the order it confirms (the
    seller's order response carries the order's number, UBL OrderResponse / EDIFACT ORDRSP): it labels the id of the
    dealing its type `confirms` (the schema's: `order`) when no label of that id's own is in the text. In no other
    type (a payment's or a booking's confirmation number is that payment's)."""
    dt = schema.doc_types.get(doc_type)
    order_field = _key_field(schema, specs, doc_type, dt.confirms) if dt is not None and dt.confirms else None
    if order_field is None \
            or any(h.field == order_field and rules.labelled_id(text, h, hits) is not None for h in hits):
        return hits
    m = CONFIRMATION_NUMBER_RE.search(text)
    if m is None or any(h.start < m.end() and m.start() < h.end for h in hits):
        return hits
    return rules.in_reading_order(hits + [CueHit(order_field, m.start(), m.end())])


# --------------------------------------------------------------------------- special fields


# A time stamp in brackets opening a text, its date first: "[8/21/26, 9:02 AM]", "[Sat, 15 Aug 2026 4:12 PM]".
STAMP_OPENING_RE = re.compile(r"\s*\[(?:[A-Za-z]{3,9},?[ \t]+)?(?P<date>(?=" + ABS_DATE_RE.pattern + r"))[^\]\n]{4,30}?\d{1,2}:\d{2}[^\]\n]{0,6}\]", re.I)


# A word that opens a spoken sentence before its subject ("ok, I expect ...", "So, I need ..."): the
# sentence is what follows it.
DISCOURSE_MARKER = r"(?:ok|okay|so|well|also|anyway|and|but|now|yes|right|alright|fine)[ \t]*,?[ \t]+"


# The pronoun "I" as OCR reads its one upright stroke: as itself, "l", "1", "|", "!" or a backslash, or doubled by a speck
# beside it ("Il expect ..."): one or two such strokes (a regex's text, escaped for re.sub's replacement).
PRONOUN_I = r"[iI|l1!\\\\]{1,2}"
PRONOUN_I_RE = re.compile(r"[iI|l1!\\]{1,2}")


def _sentences_starting(text: str, cues: list[str]) -> list[tuple[int, int]]:
    """Spans of sentences that start with one of the cue phrases (sentence = up to . ! ? or a blank line)."""
    # OCR reads the pronoun "I" as "|" or "l" often enough to allow for it
    starts = rules.cue_regex([re.sub(r"^i\\s\+", PRONOUN_I + r"\\s+", r"\s+".join(re.escape(w) for w in c.split())) for c in cues],
                             raw=True)
    out = []
    for m in starts.finditer(text):
        start = m.start()
        both = COMPOUND_WRITER_RE.search(text, max(0, start - 40), start) if m.group(0)[:1] in "iIwW|l1" else None
        if both is not None:  # "my husband and I would like ...": the writer with another, the sentence's subject
            start = both.start()
        before = text[max(0, start - 16):start]
        if start > 0 and not re.search(r"(?:^|[.!?]\s*|\n\s*|(?<=[\w)]):[ \t]+)(?:" + DISCOURSE_MARKER + r")?$", before):
            continue
        end = SENTENCE_END_RE.search(text, m.end())
        while end is not None and end.group(0) == "." and _inside_an_amount(text, end.start()):
            end = SENTENCE_END_RE.search(text, end.end())  # "refund Rs. 12,978.82 before ...": the currency's period
        out.append((start, end.start() if end else len(text)))
    return out


SENTENCE_END_RE = re.compile(r"[.!?](?=\s|$)|\n(?>\s*\n)(?=\s*+[A-Z|])|\f")  # (atomic: the run's last newline once)


def _inside_an_amount(text: str, pos: int) -> bool:
    """Is the period at `pos` inside an amount as the money reader takes it: a currency's abbreviation ("Rs. 3,450.00",
    "Dhs. 245") on the same line as its number? Or inside a date as the date reader takes it (the continental day's
    and month's periods: "by 9. Nov. 2026")? Such a period ends no sentence."""
    ls = text.rfind("\n", 0, pos) + 1
    le = text.find("\n", pos)
    le = len(text) if le < 0 else le
    return any(m.start() <= pos < m.end() for m, _ in rules.money_candidates(text, max(ls, pos - 12), min(le, pos + 40))) \
        or any(m.start() <= pos < m.end() - 1 for m in rules.date_candidates(text, max(ls, pos - 12), min(le, pos + 24)))


# The writer named with another as one subject before the writer's pronoun: "my husband and", "Tom and", "my colleague
# Ana and" (a possessive and a noun, or a capitalised name, up to three words, then "and").
COMPOUND_WRITER_RE = re.compile(r"(?:(?<![\w-])(?:my|our)[ \t]+[a-z]+(?:[ \t]+[A-Z][a-z]+)?|(?<![\w-])[A-Z][a-z]+)[ \t]+and[ \t]+$")


def _customer_expectation(ctx: _Context, spec: FieldSpec) -> Found | None:
    """The customer's wish as a form's field names it (`_labelled_wish`), else the customer's request sentence
    (`_request_sentences`): the best one, in the customer's words."""
    remedies = _act_lemmas(ctx.schema) | OUTCOME_LEMMAS
    labelled = _labelled_wish(ctx.text, remedies) or _answered_wish(ctx.text) or _answered_on_its_line(ctx.text, remedies)
    if labelled is not None:
        return labelled
    spans = _request_sentences(ctx, spec) or _subject_request(ctx)
    if not spans:
        return None
    s, e = spans[0]
    raw = ctx.text[s:e]
    return Found(_pronoun_repaired(normalize_text(raw)), raw, (s, e), "rule", 0.85)


# The writer's "I" opening a wish as OCR damaged it: one or two upright strokes ("Il expect", "1 need"), or a lost or
# misread stroke before a contraction ("\\'d appreciate", "'d like").
DAMAGED_I_RE = re.compile(r"^(?:[|l1!\\]|[iI|l1!\\][Il1|!])(?=[ \t])")
LOST_I_RE = re.compile(r"^[^\w\s]?['\u2019](?=(?:d|ll|m|ve)[ \t])")


def _pronoun_repaired(value: str) -> str:
    """A wish sentence's opening pronoun as printed, not as OCR read it (the truth of a wish is its words)."""
    value = DAMAGED_I_RE.sub("I", value, count=1)
    return LOST_I_RE.sub("I'", value, count=1)


# A form's field for what the customer wants done: a label of up to four words that ends in a noun of the outcome
# asked for (English, German, French, Spanish, Italian, Dutch, Portuguese), then its mark or a column gap, then words.
OUTCOME_NOUNS = (r"outcome|resolution|remedy|expectations?|request|wish(?:es)?|preference|solution|demand|"
                 r"wunsch|l[öo]sung|anliegen|souhait|demande|soluci[óo]n|solicitud|petici[óo]n|richiesta|soluzione|"
                 r"wens|verzoek|oplossing|solu[çc][ãa]o|pretens[ãa]o")
WISH_LABEL_RE = re.compile(rf"(?im)^[ \t]*(?:[^\W\d_][\w'-]*[ \t]+){{0,3}}(?:{OUTCOME_NOUNS})"
                           # (the noun and its participle after it: "Resolution requested:", "Outcome wanted:"; the
                           # choices in brackets: "Preferred outcome (refund/replacement):")
                           r"(?:[ \t]+(?:requested|wanted|desired|sought|preferred|expected|required))?"
                           r"(?:[ \t]*\([^()\n]{1,60}\))?"
                           # its value on the line, or on the next line under a label that ends with its mark
                           r"(?:[ \t]*(?::|\t|[ \t]{2,})[ \t]*|[ \t]*:[ \t]*\n(?:[ \t]*\n)?[ \t]*(?![^\n]{1,30}:))"
                           r"(?P<value>[^\n]*[^\W\d_]{2,}[^\n]*?)[ \t.]*$")


def _labelled_wish(text: str, remedies: frozenset[str] = frozenset()) -> Found | None:
    """The value of a form's field for the outcome the customer asks ("Preferred outcome: exchange for the blue one",
    "Requested resolution   Refund to card"): words, not an amount, a date or an id alone ("Refund request: EUR 40",
    "Request no: 4471"); not an e-mail's header. One word only when it names a remedy (`remedies`: the case's acts
    and outcomes, "Desired outcome: Replacement")."""
    for m in WISH_LABEL_RE.finditer(text):
        raw = m.group("value")
        words = re.findall(r"[^\W\d_]{2,}", raw)
        if HEADER_LINE_RE.match(text, m.start()) or len(words) < 2 and not (
                len(words) == 1 and len(raw.split()) == 1 and words[0].lower() in remedies):
            continue
        return Found(normalize_text(raw), raw, (m.start("value"), m.start("value") + len(raw)), "rule", 0.8)
    return None


# A form's question for what the customer wants done, on a line of its own: one that asks the reader's wish ("What would
# you like us to do?", "How would you prefer us to resolve this?", "Which outcome do you want?") - "you" and a wishing
# verb (`DESIRE_LEMMAS`' forms) - or names the outcome asked (`OUTCOME_NOUNS`: "Preferred resolution?").
WISH_QUESTION_RE = re.compile(rf"(?im)^[ \t]*(?:\d+[.)][ \t]*)?(?P<q>[^\n:?]{{4,80}}\?)[ \t]*\n(?:[ \t]*\n)?[ \t]*(?P<value>[^\n]*[^\s.])[ \t.]*$")
WISH_QUESTION_WORDS_RE = re.compile(rf"(?i)\byou\b.*\b(?:like|want|prefer|wish|expect)\b.*\b(?:us|we|do|happen|resolved?|handled)\b|"
                                    rf"^[ \t]*(?!(?:has|have|had|is|was|were|are|did|does|do|can|could|will|would)\b)"
                                    rf"(?:[^\W\d_]+[ \t]+){{0,2}}(?:{OUTCOME_NOUNS})\b")
YES_NO_RE = re.compile(r"(?i)[ \t]*(?:yes|no|yep|nope|ok|okay|sure|n/?a)\b[ \t.!]*$")  # an answer that asks for nothing
CLOSING_WORDS = frozenset("thanks thank regards best kind yours sincerely cheers many warm".split())


def _answered_wish(text: str) -> Found | None:
    """The answer a form prints under its question for the customer's wish (`WISH_QUESTION_RE`): the next line with
    words that is no question and no label of its own ("What would you like us to do?" over "Refund to my credit card
    please"); not in a quoted message, not a speaker's line of a conversation (an agent's "Would you like a refund?")."""
    quoted = quoted_spans(text)
    for m in WISH_QUESTION_RE.finditer(text):
        q, raw = m.group("q"), m.group("value")
        if not WISH_QUESTION_WORDS_RE.search(q) or in_spans(m.start("q"), quoted) or LINE_SPEAKER_RE.match(q + " ") \
                or LINE_SPEAKER_RE.match(raw) or raw.rstrip().endswith("?") or HEADER_LINE_RE.match(raw) \
                or not re.search(r"[^\W\d_]{2,}", raw) or raw.lstrip().startswith(">") or len(q.split()) > 12 \
                or re.search(r"[.!](?=\s)", q) or raw.split()[0].lower().strip(",.!") in CLOSING_WORDS or YES_NO_RE.match(raw):
            continue  # (a form's short question, not a letter's sentence; its answer, not a closing)
        start = m.start("value")
        return Found(normalize_text(raw), raw, (start, start + len(raw)), "rule", 0.75)
    return None


# A form's question for the customer's wish and its answer on the same line ("What would you like? Exchange"): the
# question asks the reader's wish ("you" and a wishing verb), the answer names a remedy among its first three words.
INLINE_ANSWER_RE = re.compile(r"(?im)^[ \t]*(?:\d+[.)][ \t]*)?(?P<q>[^\n:?]{4,80}\?)[ \t]+(?P<value>[^\W\d_][^\n?]*?)[ \t.]*$")
WISH_ASKED_RE = re.compile(r"(?i)\byou\b.*\b(?:like|want|prefer|wish|expect)\b")


def _answered_on_its_line(text: str, remedies: frozenset[str]) -> Found | None:
    """The answer a form prints after its question for the customer's wish on the same line (`INLINE_ANSWER_RE`), when
    it names a remedy among its first words (`remedies`: "Exchange", "A refund of the fee"); not a quoted line nor a
    speaker's."""
    quoted = quoted_spans(text)
    for m in INLINE_ANSWER_RE.finditer(text):
        q, raw = m.group("q"), m.group("value")
        if not WISH_ASKED_RE.search(q) or in_spans(m.start("q"), quoted) or LINE_SPEAKER_RE.match(q + " ") \
                or len(raw.split()) > 12 or not {w.lower() for w in re.findall(r"[^\W\d_]+", raw)[:3]} & remedies:
            continue
        start = m.start("value")
        return Found(normalize_text(raw), raw, (start, start + len(raw)), "rule", 0.7)
    return None


HEADER_LINE_RE = rules.HEADER_LINE_RE
FORM_LABEL_RE = re.compile(r"[A-Za-z][\w /-]{0,24}:[ \t]+(?=[A-Za-z]|[|1!\\][ \t'])")  # "Message: ", "Comments: " before a sentence
SENTENCE_RE = re.compile(rf"(?:[^.!?\n]|[.](?=\w))+(?:\n(?![ \t]*\n)(?!{MESSAGE_START})(?:[^.!?\n]|[.](?=\w))+)*(?:[.!?](?=\s|$))?")  # "20.00" ends none
# Words that make a first-person sentence a wish or a demand ("I need", "I'd be grateful", "I expect").
DESIRE_LEMMAS = frozenset("""need want expect like prefer appreciate hope ask request require insist must wish grateful
demand""".split())
# Words that make an impersonal sentence one ("It is important that ...", "It would help ...").
IMPERSONAL_LEMMAS = frozenset("important essential urgent help vital necessary crucial".split())
# Words by which a conditional sentence wishes ("It would be great to ...", "Would be really helpful to get ...").
EVALUATIVE_LEMMAS = frozenset("great helpful good nice ideal appreciated appreciate perfect lovely wonderful brilliant fantastic grand".split())
# Imperatives that point the reader at something rather than ask for it ("Please note ...", "Please find attached").
ATTENTION_LEMMAS = frozenset("note find see refer bear disregard ignore".split())
ATTENTION_STATES = frozenset("aware advised informed".split())  # "Please be aware ..."
# Verbs of necessity after a subject other than the writer ("The order has to land by ...", "They need to arrive ...").
NECESSITY_RE = re.compile(r"(?:has|have|needs?)[ \t]+to|must(?![ \t]+have\b|'ve)|got[ \t]+to|"
                          r"(?<![\w-])(?:(?:is|are)[ \t]+)?(?:required|needed)[ \t]+(?:by|before|no[ \t]+later)\b", re.I)  # ("Delivery required by ...")  # ("must have been
# dropped" guesses; it asks for nothing)


def _request_sentences(ctx: _Context, spec: FieldSpec | None) -> list[tuple[int, int]]:
    """Sentences in which the customer asks for something, best first, by grammar rather than one
    opening phrase: one that starts with a cue of the field ("I need", first), an imperative ("Please
    ...", "Kindly ...", "Send ..."), a first-person wish ("I'd be grateful if ...", "We would
    prefer ..."), or an impersonal one ("It is important that ..."), or the asking clause after a
    reporting one ("Already sent photos, please send a new lid"). Ranked by what they ask: one that
    names no act of the case (`_names_schema_act`: a plea for help) ranks lower, a cue's opening
    counts only with such an act; a sentence that states when (a date) ranks higher; one that
    states an amount lower (less when it asks an act: the money asked back); later ones win ties
    (an expectation closes a letter). Quoted replies and headers are left out. Found once per document and
    cues: the expectation and the deadline ask for them (do not change the list)."""
    key = tuple(spec.cues) if spec else None
    if key not in ctx.request_sentences:
        ctx.request_sentences[key] = _find_request_sentences(ctx, spec)
    return ctx.request_sentences[key]


# A wish said as a hope ("We hope to receive ...", "Hoping to hear ..."): of two asks alike, the weaker (a want, a need, an
# expectation, "would like" ask more).
HOPE_RE = re.compile(r"(?:(?:i|we)[ \t]+(?:do[ \t]+|really[ \t]+|sincerely[ \t]+|truly[ \t]+)?hope|hoping)(?![\w-])", re.I)
HOPE_POINTS = 0.25


def _find_request_sentences(ctx: _Context, spec: FieldSpec | None) -> list[tuple[int, int]]:
    cue_starts = {s for s, _ in _sentences_starting(ctx.text, spec.cues if spec else [])}
    marker = re.compile(DISCOURSE_MARKER, re.I)
    scored: list[tuple[float, int, int]] = []
    msgs = messages(ctx.text)  # a transcript: sentences start after "[09:34] Name:", and only the customer's count
    customers = _customers_message(ctx.text, msgs)
    quoted = quoted_spans(ctx.text)  # an earlier message forwarded or quoted: the other party's words
    for s, e in _segments(ctx.text):
        if any(q0 <= s < q1 for q0, q1 in quoted):
            continue
        side = _turn_side(ctx.text, s, msgs, customers)
        if side == "shop":
            continue  # "Agent: I can send it today", the agent's message: the shop's turn
        said = message_at(msgs, ctx.text, s)
        if said is not None:
            s = max(s, said.body_start)
        while s < e and ctx.text[s] in " \t\n>*;:,":  # not "|": OCR's "I"; (";" a scan's speck before it)
            s += 1
        s = _after_greeting_line(ctx.text, s, e)
        lead = marker.match(ctx.text, s, e)
        if lead is not None and lead.end() in cue_starts:  # "ok, I expect ...": the sentence is the expectation
            s = lead.end()
        lines = ctx.text[s:e].rstrip().split("\n")  # (a segment's closing line break opens no line of its own: "Visitor: I
        labelled = [k for k, ln in enumerate(lines[:-1]) if ":" in ln]  # need ...\n" is one labelled line, its words the sentence)
        if labelled:  # "Order: 4471\nComments:\nKindly ...": the lines of labels above are not the sentence
            s += sum(len(ln) + 1 for ln in lines[:labelled[-1] + 1])
        form_label = FORM_LABEL_RE.match(ctx.text, s, e)
        if form_label is not None and not HEADER_LINE_RE.match(ctx.text, s):  # "Message: I need ...": the sentence
            s = form_label.end()  # after its form's label
        s = _after_contrast(ctx.text, s, e, spec)
        raw = ctx.text[s:e].rstrip(" \t\n.!?")
        if ctx.text[s:e].rstrip(" \t\n").endswith("?"):
            raw += "?"  # the ask as a question keeps its mark ("Could you refund the full price?")
        line_start = ctx.text.rfind("\n", 0, s) + 1
        if len(raw.split()) < (2 if TERSE_ASK_RE.search(raw) else 3) or len(raw.split()) > 60 or HEADER_LINE_RE.match(raw) \
                or ctx.text[line_start:s].lstrip().startswith(">") or ":" in raw[:25]:
            continue
        score = 2.0 if s in cue_starts else _request_form(ctx, s, s + len(raw))
        if score <= 0 and side == "customer" and _verbless_ask(ctx, s, s + len(raw)):
            score = 2.0  # "a refund please, to my card": a chat message that names the thing asked for
        if score <= 0:
            subject = _fronted_wish(ctx, s, s + len(raw))
            if subject is None:
                subject = _asking_clause(ctx, s, s + len(raw))
            if subject is None:
                continue
            if CONDITION_LEAD_RE.match(ctx.text, s, subject):
                subject = s  # "If you cannot replace it, I want my money back": the wish with its condition, one sentence
            raw, s, score = raw[subject - s:], subject, 2.0  # "After three calls I am asking you to ...": from its subject
        # what is asked, not how the sentence opens: one about an act of the schema's case (a refund, a repair, a
        # dispatch, a document) over a plea for help that names none ("I need your help with order 4471"); a cue's
        # opening ("I expect ...") counts only with such an act; an amount it names is less likely a mere figure of
        # the case when the sentence asks for an act of it (the money asked back)
        schema_act = _names_schema_act(ctx, s, s + len(raw))
        if not schema_act:
            score -= PLEA_POINTS
        elif s in cue_starts:
            score += 0.5
        reason_at = _reason_clause_start(ctx, s, s + len(raw))
        if _wishes_own_return(ctx, s, s + len(raw)):
            score -= OWN_RETURN_POINTS  # "I'd like to return the boots because ...": the customer's own act, not the
            # outcome asked of the shop ("Could you refund it to my PayPal?")
        if rules.date_candidates(ctx.text, s, s + len(raw)):
            score += 1.5
        elif UNDATED_LEAD_RE.search(raw[:reason_at - s] if reason_at is not None else raw):  # "... in time for my
            score += 1.0  # trip": a deadline in words (not in a reason's clause: "because it came after the date")
        if rules.money_candidates(ctx.text, s, s + len(raw)):
            score -= 0.5 if schema_act else 1.0
        if s not in cue_starts and COURTESY_RE.search(raw) and not EVENT_CLAUSE_RE.search(raw):
            score -= 1.5  # "Please let me know if you need anything else": a letter's courtesy, no request of the matter
        if SIDE_REMARK_RE.search(ctx.text, max(0, s - 12), min(s + len(raw), s + 40)):
            score -= 0.75  # "I would also appreciate ...", "P.S. ...": a side remark after the main ask
        if HOPE_RE.match(raw):
            score -= HOPE_POINTS  # "We hope to receive a solution soon": a hope asks less than a want or a need
        scored.append((score, s, s + len(raw)))
    scored.sort(key=lambda t: (-t[0], -t[1]))
    return [(s, e) for score, s, e in scored if score > 0]


# A line opened by a speaker's or a form's label ("Customer: please send ...", "Message: The rug ..."): a sentence of
# its own, never the tail of the line above.
LINE_SPEAKER_RE = re.compile(r"[ \t]*([A-Za-z][\w ()/.-]{0,30}?)[ \t]*:[ \t]+(?=\S)")
# The shop's side of a conversation, by the role its speaker label names ("Agent:", "Support (Dana):").
SHOP_ROLES = frozenset("agent agents support staff operator advisor adviser rep representative assistant bot helpdesk "
                       "service clerk moderator seller shop store team".split())


def _speaker_side(label: str) -> str | None:
    """The side of a conversation a speaker's label names by any of its words: the shop's ("shop", `SHOP_ROLES`: "Agent",
    "Support (Dana)"), else the customer's ("customer", `CUSTOMER_ROLES`: "Customer", "You"); None for a name alone."""
    words = set(re.findall(r"[a-z]+", label.lower()))
    return "shop" if words & SHOP_ROLES else "customer" if words & CUSTOMER_ROLES else None


def _customers_message(text: str, msgs: list[Message]) -> Message | None:
    """A message of the transcript's customer (`_customer_speaker`: "Customer (Ana Ruiz)"), None when not known."""
    customer = _customer_speaker(text) if msgs else None
    return message_at(msgs, text, customer.span[0]) if customer is not None else None


def _turn_side(text: str, pos: int, msgs: list[Message], customers: Message | None) -> str | None:
    """Whose turn of a conversation holds the words at `pos` (the speaker label opening their line included): the shop's
    ("shop") when that label names a shop's role (`_speaker_side`: "Agent: I can send it today") or their transcript
    message (`msgs`) is another speaker's than the customer's (`customers`: a message of the customer's, None when not
    known); else the customer's ("customer") when they are a transcript's message or the label names the customer's
    role ("Customer: a refund please"); else None."""
    label = LINE_SPEAKER_RE.match(text, text.rfind("\n", 0, pos) + 1)
    side = _speaker_side(label.group(1)) if label is not None else None
    said = message_at(msgs, text, pos)
    if side == "shop" or (said is not None and customers is not None and said.speaker.lower() != customers.speaker.lower()):
        return "shop"
    return "customer" if said is not None else side


def _segments(text: str) -> list[tuple[int, int]]:
    """`SENTENCE_RE`'s sentences, parted where a line opens with a label and its words (`LINE_SPEAKER_RE`): the turns
    of an untimed chat and the fields of a form are sentences of their own; and where a transcript's message or line
    begins (`message_breaks`): a sentence ends with its message."""
    out = []
    breaks = message_breaks(text)
    spans: list[tuple[int, int]] = []
    for m in SENTENCE_RE.finditer(text):
        if spans and text[spans[-1][1] - 1:spans[-1][1]] == "." and not text[spans[-1][1]:m.start()].strip() \
                and "\n" not in text[spans[-1][1]:m.start()] and _inside_an_amount(text, spans[-1][1] - 1):
            spans[-1] = (spans[-1][0], m.end())  # "refund Rs. 12,978.82 before ...": the currency's period ends none
        else:
            spans.append((m.start(), m.end()))
    for s, e in spans:
        cuts = [k + 1 for k in range(s, e) if text[k] == "\n" and LINE_SPEAKER_RE.match(text, k + 1)
                and not HEADER_LINE_RE.match(text, k + 1)]
        cuts = sorted(set(cuts) | {b for b in breaks if s < b < e})
        for a, b in zip([s] + cuts, cuts + [e]):
            out.append((a, b))
    return out


# Where a sentence turns from what the writer does not want, or wants less, to what they want ("I don't want a
# voucher, I need the refund"; "I'd appreciate an apology, but above all I expect ..."): the clause after the turn.
CONTRAST_BEFORE_RE = re.compile(r"(?:[,;]|[ \t]but|[ \t]-)(?:[ \t]+(?:above all|most of all|rather|instead|mainly|really))?,?[ \t]+$",
                                re.I)
NEGATION_RE = re.compile(r"(?:n't|\bnot\b|\bno\b|\bnever\b)", re.I)


def _after_contrast(text: str, s: int, e: int, spec: FieldSpec | None) -> int:
    """The start of a sentence's last clause that opens with a cue of the field ("I need", "I expect") after a turn
    (`CONTRAST_BEFORE_RE`) from a negated wish or by "but"; else the sentence's own start."""
    if spec is None or not spec.cues:
        return s
    best = s
    for m in _cue_start_regex(tuple(spec.cues)).finditer(text, s, e):
        before = text[s:m.start()]
        turn = CONTRAST_BEFORE_RE.search(before)
        if m.start() > s and turn is not None and (NEGATION_RE.search(before) or "but" in turn.group(0).lower()
                                                   or ";" in turn.group(0)):  # (a semicolon parts two sentences)
            best = m.start()
    return best


@lru_cache(maxsize=8)
def _cue_start_regex(cues: tuple[str, ...]) -> re.Pattern:
    return rules.cue_regex([re.sub(r"^i\\s\+", PRONOUN_I + r"\\s+", r"\s+".join(re.escape(w) for w in c.split())) for c in cues],
                           raw=True)


# The subject line of the customer's own message (not a reply's "Re:" nor a forward's).
SUBJECT_RE = re.compile(r"(?im)^[ \t]*subject[ \t]*:[ \t]*(?!(?:re|aw|fwd?|wg)[ \t]*:)(\S[^\n]*)")
SUBJECT_WISH_LEMMAS = frozenset("want need request require expect".split())


def _subject_request(ctx: _Context) -> list[tuple[int, int]]:
    """The subject line as the request when no sentence of the body asks for anything and the customer writes: one
    that asks by its grammar ("Please replace the dead olive tree") or names the wish ("Refund wanted for ...")."""
    m = SUBJECT_RE.search(ctx.text)
    if m is None or ctx.writer != "customer":
        return []
    s, e = m.start(1), m.start(1) + len(m.group(1).rstrip(" \t.!"))
    span = with_dependencies(ctx.doc).char_span(s, e, alignment_mode="expand")
    wish = span is not None and any(t.lemma_.lower() in SUBJECT_WISH_LEMMAS and t.pos_ == "VERB" for t in span)
    return [(s, e)] if wish or _request_form(ctx, s, e) > 0 else []


# A question that asks the reader to act ("Could you refund ...?", "Can you send ...?", "Would you please ...?"); not an
# offer ("Would you like a refund?").
ASK_MODALS = frozenset("could can would will".split())
# Forms of wishing verbs the tagger may lemmatise wrongly ("hoping" as "hop").
DESIRE_FORMS = frozenset("hoping hoped wishing wished rather".split())  # (and "I'd rather have ...": a preference)


# The requests of a letter's courtesy, asking for nothing of the matter: to be told, contacted, answered ("Please let me
# know if ...", "Do not hesitate to call me", "Please confirm receipt", "Please keep me informed").
COURTESY_RE = re.compile(r"\b(?:let[ \t]+(?:me|us)[ \t]+know|hesitate|feel[ \t]+free|keep[ \t]+(?:me|us)[ \t]+(?:informed|updated|posted)"
                         r"|confirm[ \t]+(?:the[ \t]+)?receipt|get[ \t]+back[ \t]+to[ \t]+(?:me|us)|(?:contact|call|ring|phone|email|e-mail)"
                         r"[ \t]+(?:me|us)|reply|respond|acknowledge)\b", re.I)
# ... unless they ask to be told of the matter's event ("Simply email me once it is processed").
EVENT_CLAUSE_RE = re.compile(r"\b(?:once|as[ \t]+soon[ \t]+as|when(?![ \t]+you[ \t]+(?:can|get[ \t]+a[ \t]+chance)))\b", re.I)
# Words that make a sentence a side remark to the main ask ("I would also appreciate ...", "as well", "By the way").
SIDE_REMARK_RE = re.compile(r"\b(?:also|as[ \t]+well|by[ \t]+the[ \t]+way|btw|p\.?[ \t]?s\.?(?=[ \t:]))\b", re.I)


def _first_person(ctx: _Context, start: int, head) -> bool:
    """The writer speaks in the first person among a sentence's first words: "I" or "we", or a pronoun "I" that OCR
    damaged (`PRONOUN_I_RE`: "Il expect", "1 need") opening the sentence, or a contraction opening it whose pronoun
    OCR lost or misread ("\\'d appreciate ...": the writer's "I'd")."""
    if any(t.lower_ in ("i", "we") for t in head[:3]):
        return True
    opening = ctx.text[start:start + 6]
    return bool(re.match(r"[iI|l1!\\]{1,2}[ \t]+[a-z]|[^\w\s]?['\u2019](?:d|ll|m)[ \t]+[a-z]", opening))


def _desire_word(t, fuzzy: bool = False) -> bool:
    """A word of wishing (`DESIRE_LEMMAS`, `DESIRE_FORMS`), its lemma; or, where asked (`fuzzy`: the word right after the
    writer's pronoun or its modal, the verb's place: "I exepct a refund"), one OCR damaged by a letter (rapidfuzz's
    ratio against a lemma, 80 or more, the length a letter off at most: five letters or more)."""
    lemma = t.lemma_.lower()
    if lemma in DESIRE_LEMMAS or t.lower_ in DESIRE_FORMS:
        return True
    if not fuzzy or len(t.text) < 4 or not t.is_alpha:
        return False
    from rapidfuzz import fuzz, process
    best = process.extractOne(t.lower_, DESIRE_LEMMAS_SORTED, scorer=fuzz.ratio, score_cutoff=80)
    return best is not None and abs(len(best[0]) - len(t.text)) <= 1


DESIRE_LEMMAS_SORTED = tuple(sorted(DESIRE_LEMMAS))


# "should" of what ought to happen, not of what ought to have ("should have arrived", "should've"), before a limit's word.
OUGHT_RE = re.compile(r"(?<![\w-])should(?![ \t]+(?:have|not[ \t]+have)\b|'ve)", re.I)
LIMIT_WORD_RE = re.compile(r"(?<![\w-])(?:by|before|until|within|no[ \t]+later[ \t]+than|at[ \t]+the[ \t]+latest)(?![\w-])", re.I)


def _request_form(ctx: _Context, start: int, end: int) -> float:
    """2 when the sentence asks for something by its grammar (see `_request_sentences`), else 0."""
    span = with_dependencies(ctx.doc).char_span(start, end, alignment_mode="expand")
    toks = [t for t in span if not (t.is_space or t.is_punct)] if span is not None else []
    first = toks[0].lower_ if toks else ""
    if first in ("thank", "thanks", "many", "regards", "best", "kind", "dear", "hi", "hello"):
        return 0.0
    if 2 <= len(toks) <= 6 and TERSE_ASK_RE.search(ctx.text, start, end) \
            and toks[0].pos_ in ("NOUN", "PROPN", "DET", "ADJ", "NUM", "VERB"):
        return 2.0  # "Refund please", "A new lid pls": a thing asked for, maybe without a verb
    if len(toks) < 3:
        return 0.0
    question = ctx.text[start:end].rstrip().endswith("?") or ctx.text[end:end + 2].lstrip(" \t").startswith("?")
    if first in ASK_MODALS and toks[1].lower_ in YOU_WORDS and question \
            and not any(t.lemma_.lower() in ("like", "want", "mind") for t in toks[2:4]):
        return 2.0  # "Could you refund the full price to my card, please?"
    if first in ASK_MODALS and toks[1].lower_ in YOU_WORDS and not question:  # a chat's ask without its mark: "can u
        k = 3 if toks[2].lower_ in PLEA_WORDS | {"just"} and len(toks) > 3 else 2  # send a new one by friday"
        if toks[k].tag_ == "VB" and toks[k].lemma_.lower() not in ("like", "want", "mind", "be") \
                and _names_schema_act(ctx, start, end):
            return 2.0
    if question and first in ASK_MODALS | {"is"} and any(t.lower_ in POSSIBILITY_WORDS for t in toks[1:6]):
        return 2.0  # "Is it possible to get the mug replaced?", "Would it be possible to send it by Friday?"
    if question and first in ASK_MODALS and toks[1].lower_ in ("i", "we"):
        k = 2 + sum(1 for t in toks[2:4] if t.lower_ in PLEA_WORDS | {"just", "still", "possibly", "maybe"})
        if k < len(toks) and toks[k].lemma_.lower() in ("get", "have", "receive"):
            return 2.0  # "Can I get a replacement sent out?", "Could I please have a refund?"
    if question and first in ("any", "is", "there") and any(t.lower_ in POSSIBILITY_WORDS for t in toks[1:4]) \
            and _names_schema_act(ctx, start, end):
        return 2.0  # "Any chance of a replacement?", "Is there any way to get a refund?"
    forward = next((k for k, t in enumerate(toks[:5]) if t.lemma_.lower() == "look" and k + 1 < len(toks)
                    and toks[k + 1].lower_ == "forward"), None)  # ("forward" is a shipping act itself: the act after it)
    forward_act = forward is not None and forward + 2 < len(toks) and _names_schema_act(ctx, toks[forward + 2].idx, end)
    if toks[0].tag_ == "VBG" and _desire_word(toks[0]) and _names_schema_act(ctx, start, end) \
            or forward == 0 and forward_act:
        return 2.0  # "Requesting a refund to my card", "Looking forward to a replacement by Friday": the subject left out
    if toks[0].lemma_.lower() in BARE_WISH_LEMMAS and toks[0].tag_ in ("VB", "VBP", "NN", "NNP") \
            and toks[1].pos_ in ("DET", "NOUN", "PRON", "PART", "ADJ", "NUM") and _names_schema_act(ctx, start, end):
        return 2.0  # "Need a replacement lamp asap", "Want my money back": the writer's wish, its subject left out
    if forward is not None and forward_act and _first_person(ctx, start, toks[:3]):
        return 2.0  # "I look forward to receiving the refund" (not to a mere reply: no act of the case)
    if forward is not None and all(t.pos_ in ("PRON", "AUX", "ADV", "PART") for t in toks[:forward]):
        return 0.0  # "I look forward to hearing from you": a closing's courtesy (not "Please refund me, look forward ...")
    if first in ("my", "our") and toks[1].lemma_.lower() in WISH_NOUNS:
        return 2.0  # "My preference would be a replacement chair"
    if ctx.writer == "customer" and _names_schema_act(ctx, start, end) and any(
            t.dep_ == "relcl" and _desire_word(t) and t.head.lower_ in ("all", "what", "thing", "everything")
            and any(c.dep_ == "nsubj" and c.lower_ in ("i", "we") for c in t.children) for t in toks):
        return 2.0  # "A replacement whisk is all I need", "A refund is the only thing we want": the remedy the writer wants
    if FOREIGN_WISH_RE.match(ctx.text, start):
        return 2.0
    if _reported_wish(toks):
        return 2.0
    verb = toks[1] if toks[0].pos_ == "ADV" and first not in PLEA_WORDS else toks[0]  # "Just send me ...": an
    if first in PLEA_WORDS:  # adverb before the imperative
        attention = toks[1].lemma_.lower() in ATTENTION_LEMMAS \
            or (toks[1].lemma_.lower() == "be" and len(toks) > 2 and toks[2].lower_ in ATTENTION_STATES)
        return 0.0 if attention else 2.0  # "Please note ...", "Please be aware ...": no request
    # the imperative heads its sentence: the parse's root, or a verb whose head is a form's label on the line above,
    # parsed into one tree with it ("Additional comments:\nJust let me know ...")
    label_above = verb.head.idx < start and re.search(r":[ \t]*\n[ \t]*$", ctx.text[max(0, start - 60):start]) is not None
    if verb.tag_ == "VB" and (verb.dep_ == "ROOT" or label_above):
        return 0.0 if verb.lemma_.lower() in ATTENTION_LEMMAS else 2.0
    head = toks[:8]
    if _first_person(ctx, start, head) and any(_desire_word(t, fuzzy=k <= 2 and k > 0 and (
            head[k - 1].lower_ in ("i", "we", "would", "'d") or PRONOUN_I_RE.fullmatch(head[k - 1].text) is not None))
            for k, t in enumerate(head)):
        if len(toks) <= 8 and any(t.lower_ in ("well", "fine", "good") for t in toks) \
                and any(t.lemma_.lower() in ("hope", "trust") or t.lower_ in DESIRE_FORMS for t in head):
            return 0.0  # "I hope you are well": a greeting's courtesy
        return 2.0
    if first == "it" and any(t.lemma_.lower() in IMPERSONAL_LEMMAS for t in head[:6]):
        return 2.0
    # a remedy of the case preferred in the customer's words: the remedy as the subject of a conditional that suits or
    # is better ("A replacement would suit me better than a repair"), or the customer content with it ("Happy enough
    # with a repair if it's quicker")
    remedy = [k for k, t in enumerate(head[:4]) if t.pos_ == "NOUN" and t.lemma_.lower() in _act_lemmas(ctx.schema)]
    if ctx.writer == "customer" and remedy and any(t.lower_ in ("would", "'d") for t in head[remedy[0] + 1:remedy[0] + 3]) \
            and any(t.lemma_.lower() in PREFERENCE_LEMMAS for t in head[remedy[0] + 2:]):
        return 2.0
    if ctx.writer == "customer" and remedy and _remedy_would_suit(head[remedy[0]]):
        return 2.0  # "A refund to my card would be great": the remedy, however long its phrase, the subject of the wish
    # ... or one of the remedies the subject offers ("A bigger size or a refund would both be fine for me")
    offered = [t for t in toks[:10] if t.pos_ == "NOUN" and t.lemma_.lower() in _act_lemmas(ctx.schema) and t.dep_ == "conj"
               and t.head.dep_ in ("nsubj", "nsubjpass")]
    if ctx.writer == "customer" and offered and _remedy_would_suit(offered[0].head):
        return 2.0
    if ctx.writer == "customer" and first in CONTENT_WORDS and any(t.lower_ == "with" for t in toks[1:3]) \
            and any(t.lemma_.lower() in _act_lemmas(ctx.schema) for t in toks[2:5]):
        return 2.0
    if first in ("it", "that", "would") and any(t.lower_ in ("would", "'d") for t in head[:3]) \
            and any(t.lemma_.lower() in EVALUATIVE_LEMMAS for t in head[:6]):  # "Would be great to have it by ..."
        return 2.0
    if first not in ("i", "we", "you") and ctx.writer == "customer" and any(t.pos_ in ("NOUN", "PRON", "PROPN") for t in head[:4]):
        necessity = NECESSITY_RE.search(ctx.text, start, min(end, toks[min(len(toks), 6) - 1].idx + 1))
        if necessity is not None:  # "The order has to land before 19 Feb": what must happen, in the customer's words
            return 2.0
        # what ought to happen by a date the customer sets ("The money should be back on my card by 15 May"): "should"
        # after the subject, a limit and a date after it; not what should have happened
        ought = OUGHT_RE.search(ctx.text, start, min(end, toks[min(len(toks), 6) - 1].idx + 1))
        if ought is not None and rules.date_candidates(ctx.text, ought.end(), end) \
                and LIMIT_WORD_RE.search(ctx.text, ought.end(), end):
            return 2.0
    return 0.0


# The reader as a chat writes them ("can u send ...").
YOU_WORDS = frozenset("you u ya yu".split())
# The words that open an answer in a chat ("yes please, a refund", "ok a replacement then").
ANSWER_WORDS = frozenset("yes yeah yep yup ok okay sure".split())
# The wishing verbs that open a message without their subject ("Need a new lid", "Want my money back"); not "hope",
# "like", "wish": a greeting's "Hope you are well", a "Like" of a chat.
BARE_WISH_LEMMAS = frozenset("need want require request expect prefer demand".split())
# The words by which an imperative pleads, as written in full and in a message's shorthand ("pls call me back").
PLEA_WORDS = frozenset("please kindly pls plz pl".split())
PREFERENCE_LEMMAS = frozenset("suit better best prefer preferable ideal do work".split())  # "would suit me", "would be better"
CONTENT_WORDS = frozenset("happy content fine ok okay glad".split())  # "Happy enough with a repair"


# The words of courtesy that make a chat message naming a thing an ask ("new kettle thanks", "a spare cable please").
COURTESY_WORDS = frozenset("please pls plz thanks thank thx ta".split())


def _remedy_would_suit(noun) -> bool:
    """Is the remedy noun the subject of a conditional that suits or pleases, by the parse ("A refund to my card would
    be great", "A replacement sent this week would suit us best"): its verb with "would" / "'d", the verb or its
    complement a word of preference, praise or content (`PREFERENCE_LEMMAS`, `EVALUATIVE_LEMMAS`, `CONTENT_WORDS`);
    or the present of content ("A refund is fine with me")?"""
    if noun.dep_ not in ("nsubj", "nsubjpass"):
        return False
    verb = noun.head
    words = PREFERENCE_LEMMAS | EVALUATIVE_LEMMAS | CONTENT_WORDS | {"acceptable"}
    suits = verb.lemma_.lower() in words or any(c.dep_ in ("acomp", "attr", "advmod") and c.lemma_.lower() in words
                                                for c in verb.children)
    if any(c.lower_ in ("would", "'d") for c in verb.children):
        return suits
    # the present of content ("Either a replacement or a refund is fine with me"): the customer content with it
    return verb.lemma_.lower() == "be" and any(c.dep_ == "acomp" and c.lemma_.lower() in CONTENT_WORDS | {"acceptable"}
                                               for c in verb.children)


def _verbless_ask(ctx: _Context, start: int, end: int) -> bool:
    """Does a chat message ask for a thing without a verb: a noun phrase (no finite verb; a participle may describe the
    thing) of two words or more with a word of courtesy after its first word ("replacement glass please", "a new jug,
    thank you"), or a question of such words ("refund of the second charge?")? A chat's asks are often this terse."""
    span = with_dependencies(ctx.doc).char_span(start, end, alignment_mode="expand")
    toks = [t for t in span if not (t.is_space or t.is_punct)] if span is not None else []
    if toks and toks[0].lower_ in ANSWER_WORDS:  # "yes please, a refund to my card": the answer's words, then the thing
        k = next((k for k, t in enumerate(toks) if t.lower_ not in ANSWER_WORDS | COURTESY_WORDS), len(toks))
        if any(t.lower_ in COURTESY_WORDS for t in toks[:k]) and k < len(toks):
            toks = toks[k:] + [t for t in toks[:k] if t.lower_ in COURTESY_WORDS]  # (its courtesy kept for the count below)
    if len(toks) < 2 or toks[0].lower_ in COURTESY_WORDS or toks[0].pos_ not in ("NOUN", "PROPN", "DET", "ADJ", "PRON"):
        return False
    if toks[0].pos_ == "PRON" and toks[0].tag_ != "PRP$":
        return False  # "it came broken": a subject, not "my money back please"
    words = [t for t in toks if t.lower_ not in COURTESY_WORDS]
    if any(t.pos_ in ("VERB", "AUX") and t.tag_ not in ("VBG", "VBN") for t in words):
        return False
    named = [t for t in words if t.pos_ in ("NOUN", "PROPN") and t.is_alpha and len(t) > 1]
    courteous = any(t.lower_ in COURTESY_WORDS for t in toks[1:])
    question = ctx.text[start:end].rstrip().endswith("?")
    return bool(named) and (courteous or (question and len(named) >= 2))


# A terse ask: a thing named, then "please" ending the sentence ("Refund please", "A replacement asap pls").
TERSE_ASK_RE = re.compile(r"[ \t,]+(?:please|pls|plz|asap)[ \t]*[.!]*$", re.I)
# The nouns of a wish the writer owns ("My preference is ...", "Our request: ...").
WISH_NOUNS = frozenset("preference wish request expectation demand hope requirement priority".split())
# The words by which a question asks whether something can be done ("Is it possible ...", "Is there any way ...").
POSSIBILITY_WORDS = frozenset("possible feasible way chance ok okay".split())
# A first-person wish or an ask opening a sentence in the languages a customer writes without English: German, French,
# Spanish, Italian, Dutch, Portuguese (I want, would like, need, ask, expect, demand; could you; please).
FOREIGN_WISH_RE = re.compile(
    r"(?:ich[ \t]+(?:m[öo]chte|will|w[üu]nsche|brauche|bitte|erwarte|h[äa]tte[ \t]+gerne?|verlange|fordere)|"
    r"k[öo]nnten[ \t]+sie|bitte[ \t]+(?=\w+[ \t]+sie)|"
    r"je[ \t]+(?:souhaite|voudrais|veux|demande|d[ée]sire|exige|aimerais|attends)|j'(?:aimerais|exige|attends)|"
    r"pourriez-vous|pouvez-vous|merci[ \t]+de[ \t]+(?:bien[ \t]+vouloir[ \t]+)?\w+|"
    r"(?:yo[ \t]+)?(?:quiero|quisiera|necesito|solicito|pido|exijo|deseo|espero[ \t]+que)|me[ \t]+gustar[íi]a|"
    r"(?:podr[íi]an|pueden|podr[íi]a)[ \t]+(?:ustedes[ \t]+)?\w+|"
    r"vorrei|voglio|chiedo|desidero|ho[ \t]+bisogno|pretendo|potreste|"
    r"ik[ \t]+(?:wil|zou[ \t]+graag|verwacht|vraag|eis|wens|verzoek)|kunt[ \t]+u|"
    r"(?:eu[ \t]+)?(?:quero|gostaria|pe[çc]o|preciso|exijo)|poderiam)(?![\w-])", re.I)
# Who a note reports wanting something ("Cust wants a new jug", "Customer asked for ..."): the customer in the third
# person.
REPORTED_SUBJECTS = frozenset("customer cust client caller buyer she he they".split())


def _reported_wish(toks: list) -> bool:
    """Does the sentence report the customer's wish, as an operator's note does: a wishing verb in the third person
    or the past opening it, its subject left out ("Wants replacement jug posted", "asked for refund to card"), or
    after the customer named in the third person ("Cust wants ...")?"""
    k = 1 if toks[0].lower_ in REPORTED_SUBJECTS and len(toks) > 3 else 0
    verb, after = toks[k], toks[k + 1].lower_
    if verb.lemma_.lower() not in DESIRE_LEMMAS or verb.lower_ == verb.lemma_.lower():
        return False  # (the bare form is the writer's own wish or an imperative: other rules read it)
    if k == 1:  # after the customer named, the inflected form is the verb ("customer requests refund": no plural noun)
        return True
    return verb.tag_ in ("VBZ", "VBD") or (verb.tag_ == "VBN" and after in ("for", "to", "that", "if", "us", "me"))


def _fronted_wish(ctx: _Context, start: int, end: int) -> int | None:
    """Where a first-person wish starts when a phrase comes before it ("After three calls I am asking you to collect
    it"): the subject "I" or "we" of a wishing verb that governs the sentence, not its first word. None otherwise."""
    span = with_dependencies(ctx.doc).char_span(start, end, alignment_mode="expand")
    if span is None:
        return None
    for t in span:
        if t.dep_ == "nsubj" and t.lower_ in ("i", "we") and t.i > span.start \
                and (t.head.lemma_.lower() in DESIRE_LEMMAS or t.head.lower_ in DESIRE_FORMS) \
                and t.head.dep_ in ("ROOT", "advcl", "conj") \
                and not any(o.dep_ == "mark" for o in t.head.children):  # ("if we need ...": a condition)
            return t.idx
    return None


_ACT_LEMMAS: dict[int, tuple[Schema, frozenset[str]]] = {}  # per schema object (kept, so its id is not reused)


def _act_lemmas(schema: Schema) -> frozenset[str]:
    """The one-word lemmas of what the case's documents do, for which a customer asks the shop: the acts of the
    schema's specific types (asked, done, promised: "refund", "repair", "replace", "send", "ship", "pay"), and the
    types' own names' words that name a document ("invoice", "confirmation"); not a generic type's reactions."""
    kept = _ACT_LEMMAS.get(id(schema))
    if kept is not None and kept[0] is schema:
        return kept[1]
    out: set[str] = set()
    for name, dt in schema.doc_types.items():
        if dt.generic:
            continue
        out.update(w for a in dt.acts if a.mood in ("asked", "done", "promised") for w in a.words if " " not in w)
        # (not a word that names an entity, the thing dealt with: an "order_confirmation"'s order)
        out.update(w for w in [name.split("_")[0], *dt.heads] if w not in ENTITIES)
    _ACT_LEMMAS[id(schema)] = (schema, frozenset(out))
    return _ACT_LEMMAS[id(schema)][1]


def _names_schema_act(ctx: _Context, start: int, end: int) -> bool:
    """Does the request sentence name an act of the case (`_act_lemmas`: "refund me", "send a new lid", "a
    replacement", "my money back", "a corrected invoice", "once the credit is processed")? A plea for help names
    none ("I need your help with order 4471", "Can you help me?")."""
    span = with_dependencies(ctx.doc).char_span(start, end, alignment_mode="expand")
    if span is None:
        return False
    lemmas = _act_lemmas(ctx.schema) | OUTCOME_LEMMAS
    return any(t.lemma_.lower() in lemmas or t.lower_ in lemmas for t in span if t.is_alpha)


# Outcomes a customer asks for that the schema's acts do not name (general vocabulary of remedies: an exchange, a swap,
# a cancellation, a delivery still owed).
OUTCOME_LEMMAS = frozenset("exchange swap substitute cancel cancellation deliver delivery".split())


# Points off a request sentence that names no act of the case: a plea for help, a wish of no matter of the schema.
PLEA_POINTS = 0.75


# A condition's clause opening a sentence before its wish ("If you cannot replace it, ...", "Should a repair not be
# possible, ...", "In case ..., ", "Unless ..., "): the wish is the whole sentence, its condition with it.
CONDITION_LEAD_RE = re.compile(r"[ \t]*(?:if|unless|in[ \t]+case|should|provided|as[ \t]+long[ \t]+as|failing[ \t]+that|"
                               r"otherwise)\b[^.!?\n]*,[ \t]*$", re.I)


# Where a clause opens inside a sentence: after a comma, a semicolon, a colon or a dash.
CLAUSE_OPEN_RE = re.compile(r"(?:[,;:]|[ \t][-\u2013\u2014])[ \t]+(?=[A-Za-z])")
# A subordinate clause of condition or reason opening without a comma: "... before the party if it cannot be repaired".
CONDITION_OPEN_RE = re.compile(r"[ \t]+(?=(?:if|unless|because|otherwise|in[ \t]+case)(?![\w'-]))", re.I)


def _asking_clause(ctx: _Context, start: int, end: int) -> int | None:
    """Where the sentence's asking clause starts when its first clause reports ("Already sent you photos, please send
    a new lid", "I've already waited a month - please cancel it"): the first later clause that asks by its grammar
    (`_request_form`), after a clause that reports by a verb of its own (not an answer's "No, please ..." nor a
    greeting's "Hi, please ..."). None otherwise."""
    span = with_dependencies(ctx.doc).char_span(start, end, alignment_mode="expand")
    if span is None:
        return None
    for m in CLAUSE_OPEN_RE.finditer(ctx.text, start, end):
        reported = any(t.pos_ in ("VERB", "AUX") and t.idx < m.start() for t in span) \
            or CONDITION_LEAD_RE.match(ctx.text, start, m.end()) is not None  # ("If possible, could you ...?")
        if reported and len(ctx.text[m.end():end].split()) >= 2 and _request_form(ctx, m.end(), end) > 0:
            return m.end()
    return None


# Points off a wish whose wanted act is the customer's own sending back of the goods, not an outcome asked of the shop.
OWN_RETURN_POINTS = 1.0
# The conjunctions that open a reason's clause ("because it leaks", "since the zip tore", "as the lid does not lock").
REASON_MARKS = frozenset("because since as cause cos coz".split())


def _reason_clause_start(ctx: _Context, start: int, end: int) -> int | None:
    """Where a clause giving a reason opens inside the sentence, by the parse: a subordinating "because", "since" or
    "as" (the mark of an adverbial clause, "because of" too), or None."""
    span = with_dependencies(ctx.doc).char_span(start, end, alignment_mode="expand")
    if span is None:
        return None
    for t in span:
        if t.lower_ in REASON_MARKS and t.i > span.start and (
                t.dep_ == "mark" and t.head.dep_ == "advcl" or t.lower_ == "because"):
            return t.idx
    return None


def _wishes_own_return(ctx: _Context, start: int, end: int) -> bool:
    """Is the wish the writer's own sending back of the goods ("I'd like to return my order", "We want to send it
    back"): a wishing verb whose infinitive complement is "return", or "send" / "ship" / "post" with "back"?"""
    span = with_dependencies(ctx.doc).char_span(start, end, alignment_mode="expand")
    if span is None:
        return False
    for t in span:
        if not _desire_word(t):
            continue
        for c in t.children:
            if c.dep_ != "xcomp":
                continue
            lemma = c.lemma_.lower()
            if lemma == "return" or lemma in ("send", "ship", "post", "bring", "take") and any(
                    g.dep_ == "prt" and g.lower_ == "back" for g in c.children):
                return True
    return False


# Words that open a deadline the customer states without a date ("before my brother's wedding").
UNDATED_LEAD_RE = re.compile(r"\b(?:sometime|before|until|after|when I|in time for)\b", re.I)


def _customer_deadline(ctx: _Context, spec: FieldSpec) -> Found | None:
    """The deadline in the customer's expectation sentence ("I need the refund by next
    Friday"): a date, resolved against the document date when unambiguous; words with
    no date ("before my brother's wedding") kept verbatim and unresolved. Without such
    a sentence, the generic cue search ("Deadline: ...") applies."""
    wish = next((f for f in ctx.schema.fields.values() if f.qualifier == "customer_expectation"), None)
    for s, e in _request_sentences(ctx, wish):
        cands = [c for c in rules.date_candidates(ctx.text, s, e) if not _event_date(ctx, c.start(), c.end(), (s, e))]
        if cands:
            return rules.date_found(cands[-1], ctx.document_date, ctx.date_order, 0.85)
        reason_at = _reason_clause_start(ctx, s, e)
        lead = UNDATED_LEAD_RE.search(ctx.text, s, reason_at if reason_at is not None else e)
        if lead is not None:  # (not in a reason's clause: "because it arrived after the date we were promised")
            cut = CLAUSE_OPEN_RE.search(ctx.text, lead.end(), e)  # the deadline's words end with their clause ("before
            e = cut.start() if cut is not None else e  # Thanksgiving, not the whole mixer")
            cond = CONDITION_OPEN_RE.search(ctx.text, lead.end(), e)  # or where a condition's or a reason's clause opens
            e = cond.start() if cond is not None else e  # ("before the party if it cannot be repaired")
        raw = ctx.text[lead.start():e].rstrip(" .?!") if lead is not None else ""
        if lead is not None and (len(raw.split()) >= 3 or _named_occasion(raw)):  # "before my brother's wedding",
            # "before Easter"; "after all" is no deadline
            return Found(normalize_text(raw), raw, (lead.start(), lead.start() + len(raw)), "rule", 0.4, unresolved=True)
    found = rules.find_date(ctx.text, spec, ctx.hits, ctx.by_type.get("date", set()), ctx.document_date, ctx.date_order,
                            quoted_spans(ctx.text))
    if found is not None and found.span is not None and (_not_the_customers(ctx, found.span[0])
                                                          or _event_date(ctx, found.span[0], found.span[1])):
        return None  # ("> please send the kettle back to us by 10 March": the shop's date in a quoted message; "I posted
        # it back before 3 May": an event's date)
    return found or _undated_deadline_label(ctx, spec)


def _undated_deadline_label(ctx: _Context, spec: FieldSpec) -> Found | None:
    """A form's deadline label whose value is words no date resolves ("Needed by: before the school holidays"): the
    words, verbatim and unresolved, as a wish sentence's would be; a label opening its line, its mark, then the words
    opening with a deadline's lead (`UNDATED_LEAD_RE`) on the rest of the line."""
    text = ctx.text
    for h in ctx.hits:
        if h.field != spec.name or text[text.rfind("\n", 0, h.start) + 1:h.start].strip():
            continue
        mark = re.compile(r"[ \t]*:[ \t]*").match(text, h.end)
        if mark is None:
            continue
        le = text.find("\n", mark.end())
        le = len(text) if le < 0 else le
        lead = UNDATED_LEAD_RE.match(text, mark.end(), le)
        raw = text[mark.end():le].rstrip(" .") if lead is not None else ""
        if lead is not None and len(raw.split()) >= 3 and not _not_the_customers(ctx, mark.end()):
            return Found(normalize_text(raw), raw, (mark.end(), mark.end() + len(raw)), "rule", 0.4, unresolved=True)
    return None


def _not_the_customers(ctx: _Context, pos: int) -> bool:
    """Is the text at pos none of the customer's own words: in a quoted or forwarded earlier message, on a quoted line,
    or in a conversation's turn of the shop's side (`_turn_side`)?"""
    text = ctx.text
    if in_spans(pos, quoted_spans(text)) or text[text.rfind("\n", 0, pos) + 1:pos].lstrip().startswith(">"):
        return True
    msgs = messages(text)
    return _turn_side(text, pos, msgs, _customers_message(text, msgs)) == "shop"


MONTH_OR_DAY_RE = re.compile(r"(?i)(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?$")


def _named_occasion(raw: str) -> bool:
    """Are the two words of an undated deadline a lead and an occasion's own name ("before Easter", "before Diwali",
    "after Ramadan"): a capitalised word, no month's or day's name (a date's, read as a date elsewhere), no pronoun?"""
    words = raw.split()
    return len(words) == 2 and words[1][:1].isupper() and words[1].isalpha() and words[1].lower() != "i" \
        and not MONTH_OR_DAY_RE.match(words[1])


# The prepositions by which a wish sets its deadline ("by", "before", "until", "within"): a date after one is the wish's.
DEADLINE_PREPS = frozenset("by before until till within latest prior than".split())  # ("no later than")


def _event_date(ctx: _Context, start: int, end: int, bounds: tuple[int, int] | None = None) -> bool:
    """Is the date in a request sentence an event's the sentence mentions, not the date its wish governs: by the parse,
    the verb the date hangs on (through its preposition) is a past one other than the wish ("a refund for the chair
    delivered on 3 April", "the order I placed on 2 May", "I posted it back before 3 May"); a participle's or a
    perfect's only when no preposition of a deadline (`DEADLINE_PREPS`) leads to it?"""
    span = with_dependencies(ctx.doc).char_span(start, end, alignment_mode="expand")
    if span is None:
        return False
    tok = span.root
    deadline_prep = False
    for _ in range(4):
        if tok.pos_ in ("VERB", "AUX") or tok.head is tok:
            break
        deadline_prep = deadline_prep or (tok.dep_ == "prep" and tok.lower_ in DEADLINE_PREPS)
        tok = tok.head
    if bounds is None:
        bounds = next(((a, b) for a, b in references._sentences(ctx.text) if a <= start < b), (start, end))
    if tok.pos_ not in ("VERB", "AUX") or _desire_word(tok) or not bounds[0] <= tok.idx < bounds[1]:
        return False  # (a verb of another sentence or of a label above, "Amount claimed:", the parse joined to it)
    if any(_desire_word(h) for h in (tok.head, tok.head.head)) and tok.dep_ in ("ccomp", "xcomp", "oprd", "acl"):
        return False  # (the wish's own complement: "I need it repaired within seven days", "a replacement sent out no
        # later than ...")
    auxes = [c for c in tok.children if c.dep_ in ("aux", "auxpass")]
    if any(a.tag_ == "MD" or a.lower_ == "to" for a in auxes):
        return False  # ("to be processed by", "will arrive on"): a time to come
    if tok.tag_ == "VBD" and not any(a.dep_ == "auxpass" for a in auxes) and tok.lemma_.lower() != "be":
        return True  # "I posted it back before 3 May": done, whatever its preposition
    return not deadline_prep and (tok.tag_ == "VBD" or (tok.tag_ == "VBN" and (
        tok.dep_ in ("acl", "relcl") or any(a.lemma_.lower() == "have" for a in auxes))))


def _amount_of_the_decision(ctx: _Context, found: dict[str, Found | None]) -> dict[str, Found]:
    """The approved amount no label gave: the one amount of the sentence whose verb made the decision the status
    was read from ("we are pleased to approve your refund of NOK 640,00"); several amounts there (a refund less
    a fee) leave it to the labels."""
    status_field, approved = _status_field(ctx.specs), _money_field(ctx.specs, "approved")
    status = found.get(status_field) if status_field else None
    if approved is None or approved not in found or found[approved] is not None or status is None \
            or status.value != "approved":
        return {}
    text = ctx.text
    starts = [m.end() for m in re.finditer(r"[.!?](?=\s)|\n[ \t]*\n", text[:status.span[0]])]
    s0 = starts[-1] if starts else 0
    end = re.compile(r"[.!?](?=\s|$)|\n[ \t]*\n").search(text, status.span[1])
    s1 = end.start() if end else len(text)
    amounts = rules.money_candidates(text, s0, s1, ctx.currency)
    if len(text[s0:s1].split()) < 6 or len({m.amount for _, m in amounts}) != 1:  # a sentence, not a label's row
        return {}
    mt, money = amounts[0]
    return {approved: Found(money.value, mt.group(0), mt.span(), "rule", 0.6, currency=money.currency)}


def _status_field(specs: list[FieldSpec]) -> str | None:
    """The document's status field (the default's refund_status), by its type, not its name."""
    return next((s.name for s in specs if s.type == "status"), None)


def _status_of_the_amount(ctx: _Context, found: dict[str, Found | None]) -> dict[str, Found]:
    """The status no label or sentence gave, when the document records the outcome's amount (`amounts.OUTCOME_QUALIFIERS`: the
    amount of the money field qualified "approved" is an approval's outcome) and prints a word of that status
    somewhere ("Approved refund QAR 5,365.00"): the first such word not negated nor quoted. No such word: no status
    (nothing to read it back from)."""
    status_field = _status_field(ctx.specs)
    status = found.get(status_field) if status_field else None
    if status_field is None or status_field not in found or (status is not None and status.value is not None):
        return {}
    spec = ctx.schema.fields[status_field]
    quoted = quoted_spans(ctx.text)  # what an earlier message says is not this one's record
    for value in amounts.OUTCOME_QUALIFIERS:
        amount_field = _money_field(ctx.specs, value)
        f = found.get(amount_field) if amount_field else None
        if f is None or f.value is None or (value in spec.evidence_values) != ctx.schema.doc_types[ctx.doc_type].evidence:
            continue
        for m in rules.cue_regex(spec.status_words).finditer(ctx.text):
            if any(a <= m.start() < b for a, b in quoted):
                continue
            if spec.status_value(m.group(0)) == value and not re.search(r"(?<![\w-])not\s+$", ctx.text[max(0, m.start() - 8):m.start()], re.I):
                return {status_field: Found(value, m.group(0), m.span(), "rule", 0.55)}
    return {}


def _money_field(specs: list[FieldSpec], qualifier: str) -> str | None:
    """The money field of a qualifier (a refund's role: eligible, approved), by the schema, not by its name."""
    return next((s.name for s in specs if s.type == "money" and s.qualifier == qualifier), None)


# A predicate of eligibility: the return or the claim qualifies, is eligible, is covered (by a guarantee, a policy), falls
# within (a window, a period), is entitled to. Lemmas of the returns and warranty trade's words for it.
ELIGIBILITY_LEMMAS = frozenset("eligible qualify entitle entitled cover refundable".split())


def _eligibility_said(sent: list, affirmed: bool = True) -> int | None:
    """The token of an eligibility predicate in a sentence (`ELIGIBILITY_LEMMAS`, "fall" before "within"; "cover" as a
    passive participle or adjective, "is covered by"), affirmed (or negated when `affirmed` is False); None."""
    for i, t in enumerate(sent):
        said = (t.lemma in ELIGIBILITY_LEMMAS and (t.lemma != "cover" or t.tag in ("VBN", "JJ"))) \
            or (t.lemma == "fall" and i + 1 < len(sent) and sent[i + 1].lemma == "within")
        if said and acts.is_negated(sent, i) != affirmed:
            return i
    return None


def _eligible_as_stated(ctx: _Context, found: dict[str, Found | None]) -> dict[str, Found]:
    """The eligible refund no label gave, when the sentence that grants the approved amount affirms the claim's
    eligibility ("the vase is covered by our breakage guarantee, and the full USD 64.00 will be refunded", "your claim
    falls within the return window, and AUD 249.00 will be reimbursed"): what is granted because the claim qualifies is
    what it qualifies for. Only a sentence with that one amount (a part granted of a price named beside it is not the
    eligible whole), affirmed, not quoted."""
    eligible, approved = _money_field(ctx.specs, "eligible"), _money_field(ctx.specs, "approved")
    if eligible is None or approved is None or not _wanted_value(found, eligible) or ctx._doc is None:
        return {}
    f = found.get(approved)
    if f is None or f.value is None or f.span is None:
        return {}
    text = ctx.text
    quoted = quoted_spans(text)
    for sent in acts.sentences(text, acts.tokens(ctx._doc, lambda st: not any(a <= st < b for a, b in quoted))):
        if not sent or not (sent[0].start <= f.span[0] < sent[-1].end):
            continue
        if len(rules.money_candidates(text, sent[0].start, sent[-1].end, ctx.currency)) != 1:
            return {}
        if _eligibility_said(sent) is None:
            return {}
        return {eligible: Found(f.value, f.raw, f.span, "rule", min(f.confidence, 0.55), f.currency, f.basis, f.unresolved,
                                f.page)}
    return {}


def _worth_of_the_return(ctx: _Context, found: dict[str, Found | None]) -> dict[str, Found]:
    """The eligible refund no label and no approval gave, as the value of the goods returned ("The goods returned were
    worth 15.35 euro", "the items you sent back are valued at GBP 40.00"): what comes back is what a refund may give.
    A sentence whose goods are returned (a lemma "return" or "send ... back" before the value's word) and valued
    ("worth", "valued at"), with the one amount after that word; not negated, not quoted."""
    eligible = _money_field(ctx.specs, "eligible")
    if eligible is None or not _wanted_value(found, eligible) or ctx._doc is None:
        return {}
    text = ctx.text
    quoted = quoted_spans(text)
    for sent in acts.sentences(text, acts.tokens(ctx._doc, lambda st: not any(a <= st < b for a, b in quoted))):
        for i, t in enumerate(sent):
            if not (t.lemma == "worth" or (t.lemma == "value" and t.tag == "VBN")) or acts.is_negated(sent, i):
                continue
            back = any(b.lemma == "return" or (b.lemma == "send" and any(c.lemma == "back" for c in sent[:i])) for b in sent[:i])
            money = rules.money_candidates(text, t.end, sent[-1].end, ctx.currency)
            if not back or len(money) < 1 or re.search(r"[,;]|\band\b", text[t.end:money[0][0].start()]):
                continue
            m, amount = money[0]
            return {eligible: Found(amount.value, m.group(0), m.span(), "rule", 0.5, amount.currency or ctx.currency)}
    return {}


# The money named in a date's sentence or label: the refund, a payment, the funds, a credit, a transfer, the amount.
MONEY_NOUN_RE = re.compile(r"(?<![\w-])(?:money|funds?|amount|sum|payments?|pay-?out|payout|refund\w*|reimburse\w*|credit\w*|"
                           r"repay\w*|transfer\w*|remittance)(?![\w-])", re.I)
# Words of a label that date the decision or another event, not the money to come ("Approved on", "Date of decision",
# "Order date", "Received"): such a label's date is not the promise.
OTHER_EVENT_LABEL_RE = re.compile(r"(?<![\w-])(?:approv\w*|decision|decided|authori[sz]\w*|granted|accepted|received|"
                                  r"requested|request|claim\w*|order\w*|invoice\w*|issued|ship\w*|dispatch\w*|deliver\w*|"
                                  r"purchase\w*|bought|sent|returned|paid|credited|refunded|transferred|executed)(?![\w-])", re.I)
# Verbs by which the reader is told to look for the money to come ("Expect the refund by", "you will see it on").
AWAIT_LEMMAS = frozenset("expect receive see get".split())
# Verbs whose date is the money's to come when told in the future ("will be made on", "is scheduled for", "reaches").
PLANNED_LEMMAS = frozenset("schedule plan due set".split())


# The subjects that make a "no ..." sentence the writer's or the reader's state rather than the goods' ("I have no
# receipt", "You need no tools").
PERSON_SUBJECTS = frozenset("i we you".split())


def _fault_by_a_negated_noun(ctx: _Context, found: dict[str, Found | None]) -> dict[str, Found]:
    """A fault no label and no failing verb gave (`references.fault_in_prose` runs first), told by the function the goods
    lack: a noun the determiner "no" negates, the sentence's subject, root, object or what is there (a tagger may hang a
    fragment on the label above as an apposition) ("There is no picture on the
    screen", "No heat from the dryer on any setting"), in the first body sentence that has one; not the writer's or
    the reader's state (a person its subject), not a claim's own words (`references.NOT_FAULT_LEMMAS`: "no receipt"),
    not a condition nor a question, not a label row or a header line; three to forty words, as printed."""
    field = next((s.name for s in ctx.specs if s.fault and _wanted_value(found, s.name)), None)
    if field is None or ctx._doc is None:
        return {}
    doc = with_dependencies(ctx.doc)
    text = ctx.text
    for a, b in references._sentences(text):
        s0 = a + len(text[a:b]) - len(text[a:b].lstrip())
        rows = [m.end() for m in re.finditer(r"\n", text[:b]) if m.end() > s0 and m.end() < b]
        labelled = [k for k, r in enumerate([s0] + rows) if references._label_row(text, r, text.find("\n", r, b) if "\n" in text[r:b] else b)]
        if labelled and labelled[-1] < len(rows):  # the form's label rows (and a title over them) above the sentence
            s0 = rows[labelled[-1]]  # are theirs: the sentence starts on the line after the last of them
        ls = text.rfind("\n", 0, s0) + 1
        if rules.HEADER_LINE_RE.match(text, ls) or text[ls:s0].lstrip().startswith(">") or "?" in text[s0:b + 1] \
                or references._label_row(text, s0, b):
            continue
        sent = doc.char_span(s0, b, alignment_mode="expand")
        if sent is None or not 3 <= len([t for t in sent if not t.is_punct]) <= 40:
            continue
        lemmas = {t.lemma_.lower() for t in sent} | {t.lower_ for t in sent}
        if lemmas & references.NOT_FAULT_LEMMAS or lemmas & references.CONDITION_WORDS:
            continue
        if any(t.dep_ in ("nsubj", "nsubjpass") and t.lower_ in PERSON_SUBJECTS for t in sent):
            continue
        lacking = [t for t in sent if t.lower_ == "no" and t.dep_ == "det" and t.head.pos_ == "NOUN"
                   and t.head.dep_ in ("ROOT", "nsubj", "nsubjpass", "attr", "appos", "dobj") and t.head.lemma_.lower() not in references.NOT_FAULT_LEMMAS]
        if not lacking:
            continue
        raw = text[s0:b].strip().rstrip(".!;")
        if len(raw.split()) >= 3:
            return {field: Found(normalize_text(raw), raw, (s0, s0 + len(raw)), "rule", 0.5)}
    return {}


def _promised_by_its_verb(ctx: _Context, found: dict[str, Found | None]) -> dict[str, Found]:
    """The promised date no label and no sentence of the money's arrival gave, in a document whose type records one
    (the field of qualifier `promised_date`, by the schema): a date governed by a verb told as to come (the parse's
    verb over the date with a modal, "will be made on 22 July", "is scheduled for", or the reader told to expect or
    receive it: "Expect the refund on or before June 30") in a sentence naming the money; or a date whose label names
    the money to come and no other event ("Payment to you on:", "Date funds will be released" over its date). Not
    quoted, not conditional, not a date another field holds."""
    field = next((s.name for s in ctx.specs if s.type == "date" and s.qualifier == "promised_date"), None)
    if field is None or not _wanted_value(found, field) or ctx._doc is None:
        return {}
    text = ctx.text
    quoted = quoted_spans(text)
    taken = [f.span for f in found.values() if f is not None and f.span is not None]
    dep = with_dependencies(ctx.doc)
    for m in rules.date_candidates(text, 0, len(text)):
        if in_spans(m.start(), quoted) or any(a < m.end() and m.start() < b for a, b in taken) \
                or rules.HEADER_LINE_RE.match(text, text.rfind("\n", 0, m.start()) + 1):
            continue
        ls = text.rfind("\n", 0, m.start()) + 1
        label, over = text[ls:m.start()], False
        if not label.strip() and ls > 0:  # a label over its value
            label, over = text[text.rfind("\n", 0, ls - 1) + 1:ls - 1], True
        label_cell = re.split(r"[ \t]{2,}|\t|[ \t]\|[ \t]", label.rstrip(" \t:|"))[-1]
        is_label = label.rstrip().endswith(":") or (over and len(label_cell.split()) <= 6) \
            or re.search(r"(?:[ \t]{2,}|\t)$", label) is not None
        if is_label:
            if MONEY_NOUN_RE.search(label_cell) and not OTHER_EVENT_LABEL_RE.search(label_cell) \
                    and len(label_cell.split()) <= 6 and not re.search(r"[.!?]", label_cell):
                f = rules.date_found(m, ctx.document_date, ctx.date_order, 0.55)
                if f is not None and f.value:
                    return {field: f}
            continue
        span = dep.char_span(m.start(), m.end(), alignment_mode="expand")
        if span is None:
            continue
        tok = span.root
        for _ in range(acts.FRAME_REACH):
            if tok.pos_ in ("VERB", "AUX") or tok.head is tok:
                break
            tok = tok.head
        if tok.pos_ not in ("VERB", "AUX") or not ABS_DATE_RE.fullmatch(m.group(0)):
            continue  # (a span of days told by a verb, "will be made within 7 working days", is no date promised here)
        sent = tok.sent
        if not (MONEY_NOUN_RE.search(sent.text) or rules.money_candidates(text, sent.start_char, sent.end_char)):
            continue
        if references.CONDITION_RE.search(text, sent.start_char, sent.end_char):
            continue
        auxes = [c for c in tok.children if c.dep_ in ("aux", "auxpass")]
        negated = any(c.dep_ == "neg" for c in tok.children)
        future = any(a.tag_ == "MD" and a.lower_ not in ("could", "might") for a in auxes)
        lemma = tok.lemma_.lower()
        awaited = lemma in AWAIT_LEMMAS and tok.tag_ in ("VB", "VBP") and not any(a.tag_ == "VBD" for a in auxes) \
            and (tok.i == sent.start or not any(c.dep_ == "nsubj" and c.lower_ in ("i", "we") for c in tok.children))
        planned = lemma in PLANNED_LEMMAS and tok.tag_ == "VBN" and any(a.lemma_ == "be" and a.tag_ in ("VBZ", "VBP")
                                                                        for a in auxes)
        if negated or not (future or awaited or planned):
            continue
        f = rules.date_found(m, ctx.document_date, ctx.date_order, 0.55, frame="future")
        if f is not None and f.value:
            return {field: f}
    return {}


# A share of a fee: the percentage, "of", the fee's noun phrase ("50% of the restocking charge", "60% of the usual
# restocking fee"): the noun that heads it is a fee's (general words of charges).
SHARE_OF_FEE_RE = re.compile(r"\s+of\s+(?:the\s+|your\s+|our\s+|any\s+|this\s+)?"
                             r"(?P<basis>(?:[a-z][a-z-]*\s+){0,3}?(?:fee|fees|charge|charges|surcharge|deduction|penalty|"
                             r"cost|costs))(?![\w-])", re.I)
# Verbs by which a shop lets a fee go (`_share_of_a_fee_waived`): a fee dropped, cancelled, covered, absorbed, refunded.
RELIEF_LEMMAS = frozenset("waive drop remove cancel absorb cover forgive scrap lift write refund return reimburse "
                          "credit exempt spare".split())
# Verbs of taking a fee, which let it go when negated ("we will not charge 60% of the fee").
CHARGE_LEMMAS = frozenset("charge deduct apply bill take keep withhold levy collect".split())


def _share_of_a_fee_waived(ctx: _Context, found: dict[str, Found | None]) -> dict[str, Found]:
    """The waived share of a fee no cue gave, in a document whose type records it (the percent field of qualifier
    "approved", by the schema): a percentage of a fee ("X% of the restocking charge") whose governing verb in the parse
    lets the fee go (`RELIEF_LEMMAS`: "we're dropping 50% of the restocking charge") or takes it, negated ("we will not
    charge 60% of the usual fee"). The fee's noun phrase is the basis. Not quoted, not a condition."""
    spec = next((s for s in ctx.specs if s.type == "percent" and s.qualifier == "approved"), None)
    if spec is None or not _wanted_value(found, spec.name) or ctx._doc is None:
        return {}
    text = ctx.text
    quoted = quoted_spans(text)
    dep = with_dependencies(ctx.doc)
    for m in rules.PERCENT_RE.finditer(text):
        share = SHARE_OF_FEE_RE.match(text, m.end())
        if share is None or in_spans(m.start(), quoted):
            continue
        span = dep.char_span(m.start(), m.end(), alignment_mode="expand")
        if span is None:
            continue
        tok = span.root
        for _ in range(3):
            if tok.pos_ in ("VERB", "AUX") or tok.head is tok:
                break
            tok = tok.head
        if tok.pos_ not in ("VERB", "AUX") or any(c.dep_ == "mark" and c.lower_ in ("if", "unless") for c in tok.children):
            continue
        negated = any(c.dep_ == "neg" for c in tok.children)
        lemma = tok.lemma_.lower()
        if (lemma in RELIEF_LEMMAS and not negated) or (lemma in CHARGE_LEMMAS and negated):
            basis = normalize_text(share.group("basis")).lower()
            basis = re.sub(r"^(?:usual|normal|standard|full|whole)[ \t]+", "", basis)
            return {spec.name: Found(parse_percent(m.group(0)), m.group(0), m.span(), "rule", 0.6, basis=basis)}
    return {}


# A consequence connector after a clause: what comes before it is the reason of what follows ("the jug leaks at the base,
# which is why I want to return it", "the zip broke, so I am sending it back").
CONSEQUENCE_RE = re.compile(r",?[ \t]+(?:which|that)(?:[ \t]+is|'s)[ \t]+why[ \t]+(?=(?:i|we)[ \t'])|"
                            r"[,;][ \t]+(?:so|therefore|hence|thus)[ \t,]+(?=(?:i|we)[ \t'])", re.I)
GREETING_LEAD_RE = re.compile(r"(?:hi|hello|hey|dear[ \t]+\w+|good[ \t]+(?:morning|afternoon|evening))(?:[ \t]+[A-Z]\w*)?[ \t]*[,!][ \t]*",
                              re.I)
# The acts a reason explains: sending the goods back, asking the money back.
RETURN_ACT_LEMMAS = frozenset("return send refund exchange replace cancel want need like".split())


def _reason_clause(ctx: _Context, found: dict[str, Found | None]) -> dict[str, Found | None]:
    """A reason (the `clause` text field) as its clause, by the parse: a reason read after its conjunction ends where
    its clause does, before a coordinated verb in the base form that has no subject of its own and follows the
    clause's finite verb ("because one of them snapped on the first walk and ask for a refund": "ask" goes with the
    writer's "want to send back", not with "snapped"). A reason no cue gave: the clause before a consequence
    connector whose clause is the writer's act of returning ("the blender jug leaks at the base, which is why I want
    to return it"), without a greeting before it."""
    spec = next((s for s in ctx.specs if s.type == "text" and s.clause), None)
    if spec is None or spec.name not in found or ctx._doc is None:
        return {}
    text = ctx.text
    f = found.get(spec.name)
    dep = with_dependencies(ctx.doc)
    out: dict[str, Found | None] = {}
    if f is not None and f.value is not None and f.span is not None:
        prepositions = _prepositional_cues(ctx, spec, dep)
        if any(not text[h.end:f.span[0]].strip() for h in prepositions):
            # read after an "as" or "since" that is a preposition ("logged as a return request", "since Monday"): no
            # reason's clause; the reason is another cue's, or none
            f = out[spec.name] = rules.find_text(text, spec, [h for h in ctx.hits if h not in prepositions])
            if f is None or f.value is None or f.span is None:
                return out
        span = dep.char_span(f.span[0], f.span[1], alignment_mode="expand")
        if span is None:
            return out
        finite = False
        for t in span:
            if t.tag_ in ("MD", "TO"):
                return out  # ("because I can't use it and return it": the base form goes with the modal)
            if t.tag_ in ("VBD", "VBZ", "VBP"):
                finite = True
            if t.dep_ == "cc" and finite and t.i + 1 < span.end:
                verb = next((u for u in span.doc[t.i + 1:min(span.end, t.i + 3)] if u.pos_ in ("VERB", "AUX")), None)
                if verb is not None and verb.tag_ == "VB" and not any(c.dep_ in ("nsubj", "nsubjpass") for c in verb.children):
                    end = t.idx
                    raw = text[f.span[0]:end].rstrip(" \t,;")
                    if len(raw.split()) >= 2:
                        return {spec.name: Found(normalize_text(raw), raw, (f.span[0], f.span[0] + len(raw)), f.extractor,
                                                 f.confidence, page=f.page)}
        return out
    quoted = quoted_spans(text)
    for m in CONSEQUENCE_RE.finditer(text):
        if in_spans(m.start(), quoted):
            continue
        after = dep.char_span(m.end(), min(len(text), text.find(".", m.end()) if "." in text[m.end():] else len(text)),
                              alignment_mode="expand")
        if after is None or not any(t.lemma_.lower() in RETURN_ACT_LEMMAS and t.pos_ == "VERB" for t in after):
            continue
        s0 = max([text.rfind(c, 0, m.start()) + 1 for c in ".!?\n"] + [0])
        while s0 < m.start() and text[s0] in " \t":
            s0 += 1
        lead = GREETING_LEAD_RE.match(text, s0, m.start())
        if lead is not None:
            s0 = lead.end()
        raw = text[s0:m.start()].rstrip(" \t,;")
        if len(raw.split()) >= 3 and not rules.HEADER_LINE_RE.match(text, s0):
            return {spec.name: Found(normalize_text(raw), raw, (s0, s0 + len(raw)), "rule", 0.6)}
    return {}


ONE_WORD_CONJUNCTIONS = frozenset("as since".split())  # a reason's cues that are prepositions too


def _prepositional_cues(ctx: _Context, spec: FieldSpec, dep) -> list[rules.CueHit]:
    """The field's one-word conjunction cues ("as", "since") the parse reads as no clause's mark: a preposition ("filed
    as a complaint", "use it as a backup", "since Monday")."""
    out = []
    for h in ctx.hits:
        if h.field != spec.name or ctx.text[h.start:h.end].lower() not in ONE_WORD_CONJUNCTIONS:
            continue
        span = dep.char_span(h.start, h.end, alignment_mode="expand")
        if span is None or len(span) != 1 or span[0].dep_ == "mark":
            continue
        after = []
        for t in span.doc[span[0].i + 1:span[0].sent.end]:
            if t.is_punct and t.text in ".,;:!?":
                break
            after.append(t)
        if not any(t.tag_ in FINITE_TAGS for t in after):  # (a finite verb after it: a clause the parse missed)
            out.append(h)
    return out


FINITE_TAGS = frozenset("VBD VBZ VBP MD".split())


def _customer_turns(ctx: _Context) -> list[tuple[int, int]]:
    """The bodies of the customer's turns of a conversation: a transcript's messages (`messages`) of the customer's
    speaker, or of any speaker whose label names no shop's role (`SHOP_ROLES`) when the customer's is not known; an
    untimed chat's lines whose speaker label names the customer's role (`CUSTOMER_ROLES`). Quoted text is left out."""
    text = ctx.text
    quoted = quoted_spans(text)
    msgs = messages(text)
    if msgs:
        customers = _customers_message(text, msgs)
        out = [(m.body_start, m.body_end) for m in msgs if _speaker_side(m.speaker) != "shop"
               and (customers is None or m.speaker.lower() == customers.speaker.lower())]
    else:
        out = [(sp.end(), ln.end()) for ln in re.finditer(r"(?m)^[^\n]*", text)
               if (sp := LINE_SPEAKER_RE.match(text, ln.start(), ln.end())) and _speaker_side(sp.group(1)) == "customer"]
    return [(a, b) for a, b in out if not in_spans(a, quoted)]


# What may stand before a fault's sentence on the text's first lines without being its words: a greeting on a line of its
# own ("Hi\n"), then an id's lead ("Order 5512 - ", "Re order #4471: ").
ID_LEAD_RE = re.compile(r"(?:[^\W\d_]+[ \t]+){0,3}#?[A-Za-z/-]*\d[\w/-]*[ \t]*(?:[-\u2013\u2014]|:)[ \t]+(?=[A-Za-z])")


def _faults_without_lead(ctx: _Context, found: dict[str, Found | None]) -> dict[str, Found]:
    """A fault found with a greeting's line and an id's lead before its words ("Hi\nOrder 5512 - the lamp is dead"):
    its words only ("the lamp is dead")."""
    out = {}
    for spec in ctx.specs:
        f = found.get(spec.name)
        if not spec.fault or f is None or f.span is None or f.value is None:
            continue
        s, e = f.span
        if (after := _after_greeting_line(ctx.text, s, e)) == s:
            continue
        s = after
        lead = ID_LEAD_RE.match(ctx.text, s, e)
        s = lead.end() if lead is not None else s
        raw = ctx.text[s:e]
        if len(raw.split()) >= 3:
            out[spec.name] = Found(normalize_text(raw), raw, (s, e), f.extractor, f.confidence, page=f.page)
    return out


def _fault_in_customer_turns(ctx: _Context, found: dict[str, Found | None]) -> dict[str, Found | None]:
    """A fault (the type's `fault` text fields: a warranty claim's issue, a return's reason) in the customer's turns of a
    conversation, which the prose readers pass over as label rows ("[10:02] Customer: hi, my kettle doesn't switch off
    any more"): the first sentence of a turn stating goods failing (`references._fault_token`), after a greeting and a
    leading time adverbial, no question, three to forty words. A reason found that is no reason but the customer's wish
    after a speaker's label ("Jane Doe: I want my money back ...", read as an explaining colon) is dropped first."""
    if ctx._doc is None:
        return {}
    out: dict[str, Found | None] = _faults_without_lead(ctx, found)
    turns = _customer_turns(ctx)
    if not turns:
        return out
    starts = {a + len(ctx.text[a:b]) - len(ctx.text[a:b].lstrip()) for a, b in turns}
    for spec in ctx.specs:
        f = found.get(spec.name)
        if spec.fault and spec.clause and f is not None and f.span is not None and f.span[0] in starts \
                and _request_form(ctx, f.span[0], f.span[1]) > 0:
            out[spec.name] = None
    fields = [s.name for s in ctx.specs if s.fault and _wanted_value({**found, **out}, s.name)]
    if not fields:
        return out
    doc = with_dependencies(ctx.doc)
    text = ctx.text
    for a, b in turns:
        for m in re.finditer(r"[^.!?]+[.!?]?", text[a:b]):
            s0, e0 = a + m.start(), a + m.end()
            if text[s0:e0].rstrip().endswith("?"):
                continue
            s0 += len(text[s0:e0]) - len(text[s0:e0].lstrip())
            got = _fault_sentence(text, doc, s0, e0,
                                  lambda sent: references._fault_token(sent, doc) is not None or _symptom_token(sent) is not None)
            if got is not None:
                raw, s = got
                out.update({name: Found(normalize_text(raw), raw, (s, s + len(raw)), "rule", 0.5) for name in fields})
                return out
    return out


# Symptoms of goods failing that no single failure verb names (general vocabulary of fault reports): a phrasal verb of
# stopping ("cuts out", "switches off", "shuts down", "packs up", "plays up"), "keeps" + a participle ("keeps turning
# off"), a symptom made, shown or given ("makes a grinding noise", "shows error E4", "gives off a burning smell"), a bad
# state it is in, gets or goes ("the screen is blank", "gets very hot", "the battery goes flat", "comes out cold"), the
# goods arriving in one ("it arrived late", "came crushed"), or too much of a quality ("is too tight").
PHRASAL_FAULTS = frozenset(tuple(p.split("+")) for p in """cut+out cut+off switch+off turn+off shut+off shut+down conk+out
play+up act+up give+up give+out pack+up pack+in power+off power+down trip+out trip+off cycle+off die+out""".split())
# The goods arriving in a bad state ("it arrived late", "the parcel came crushed", "the box turned up wet").
ARRIVAL_LEMMAS = frozenset("arrive come reach land".split())
ARRIVAL_STATES = frozenset("late damaged broken open opened wet crushed squashed incomplete empty used dirty smashed "
                           "soaked torn dented scratched cracked leaking".split())
SYMPTOM_NOUNS = frozenset("noise sound smell smoke spark error code message warning rattle hum whine click beep leak "
                          "crack dent scratch stain tear hole rust mould mold".split())
SYMPTOM_SHOW_LEMMAS = frozenset("make give show display throw emit have develop produce flash".split())
SYMPTOM_ADJECTIVES = frozenset("blank hot loud noisy dead dim weak blurry fuzzy wobbly stiff intermittent unstable flat "
                               "cold warm sticky unresponsive slow dull distorted".split())
STATE_LEMMAS = frozenset("be get go come run become turn stay remain seem look".split())


def _symptom_token(sent) -> object | None:
    """The word of a sentence (a spaCy span) that tells a symptom of goods failing (`PHRASAL_FAULTS`,
    `SYMPTOM_NOUNS`, `SYMPTOM_ADJECTIVES`), its subject no person (not "I", "we", "you": the writer's or the reader's
    doing), in a sentence that is no ask nor a condition (`references.NOT_FAULT_LEMMAS`, `references.CONDITION_WORDS`)."""
    for t in sent:
        if t.lemma_.lower() in references.NOT_FAULT_LEMMAS or t.lower_ in references.CONDITION_WORDS:
            return None

    def goods_subject(verb) -> bool:
        subj = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]
        if not subj and verb.dep_ in ("conj", "xcomp") and verb.head.i != verb.i:
            subj = [c for c in verb.head.children if c.dep_ in ("nsubj", "nsubjpass")]
        return bool(subj) and subj[0].lower_ not in PERSON_SUBJECTS | {"me", "us", "that", "this", "there", "which"} \
            and subj[0].pos_ in ("NOUN", "PROPN", "PRON")

    for t in sent:
        lemma = t.lemma_.lower()
        if t.pos_ != "VERB" and not (t.pos_ == "AUX" and lemma in STATE_LEMMAS):
            continue
        if any(c.dep_ == "prt" and (lemma, c.lower_) in PHRASAL_FAULTS for c in t.children) and goods_subject(t):
            return t
        if lemma in ARRIVAL_LEMMAS and any(c.dep_ in ("acomp", "advmod", "oprd", "xcomp", "advcl") and c.lower_ in ARRIVAL_STATES
                                           for c in t.children) and goods_subject(t):
            return t
        if lemma in STATE_LEMMAS and any(c.dep_ == "acomp" and any(g.lower_ == "too" for g in c.children)
                                         for c in t.children) and goods_subject(t):
            return t  # "the jacket is too tight across the shoulders"
        if lemma == "keep" and any(c.dep_ == "xcomp" and c.tag_ == "VBG" for c in t.children) and goods_subject(t):
            return t
        if lemma in SYMPTOM_SHOW_LEMMAS and any(c.dep_ == "dobj" and c.lemma_.lower() in SYMPTOM_NOUNS for c in t.children) \
                and goods_subject(t):
            return t
        if lemma in STATE_LEMMAS and any(c.dep_ in ("acomp", "oprd", "advmod", "attr") and c.lower_ in SYMPTOM_ADJECTIVES
                                         for c in t.children) and goods_subject(t):
            return t
    return None


def _fault_by_a_symptom(ctx: _Context, found: dict[str, Found | None]) -> dict[str, Found]:
    """A fault no label, no failing verb and no negated noun gave, told by a symptom (`_symptom_token`: "The display
    keeps switching off", "the motor makes a grinding noise", "the screen is blank"), in the first sentence of the body
    that tells one: not a header line, a quoted line, a label row nor a question; three to forty words, as printed,
    without a leading time adverbial."""
    field = next((s.name for s in ctx.specs if s.fault and _wanted_value(found, s.name)), None)
    if field is None or ctx._doc is None:
        return {}
    doc = with_dependencies(ctx.doc)
    text = ctx.text
    quoted = quoted_spans(text)
    for a, b in references._sentences(text):
        s0 = a + len(text[a:b]) - len(text[a:b].lstrip())
        ls = text.rfind("\n", 0, s0) + 1
        if rules.HEADER_LINE_RE.match(text, ls) or text[ls:s0].lstrip().startswith(">") or "?" in text[s0:b + 1] \
                or references._label_row(text, s0, b) or in_spans(s0, quoted) or "\n" in text[s0:b].strip():
            continue
        got = _fault_sentence(text, doc, s0, b, lambda sent: _symptom_token(sent) is not None)
        if got is not None:
            raw, s = got
            return {field: Found(normalize_text(raw), raw, (s, s + len(raw)), "rule", 0.45)}
    return {}


def _fault_sentence(text: str, doc, s0: int, e0: int, tells_fault) -> tuple[str, int] | None:
    """The fault a sentence (text[s0:e0]) states, as printed, and where it starts: after a greeting's lead, three to
    forty words that `tells_fault` (a spaCy span) accepts, without a leading time adverbial; None otherwise."""
    lead = GREETING_LEAD_RE.match(text, s0, e0)
    s0 = lead.end() if lead is not None else s0
    sent = doc.char_span(s0, e0, alignment_mode="expand")
    if sent is None or not 3 <= len([t for t in sent if not t.is_punct]) <= 40 or not tells_fault(sent):
        return None
    time_lead = references.LEADING_TIME_RE.match(text, s0, e0)
    s = time_lead.end() if time_lead is not None else s0
    raw = text[s:e0].strip().rstrip(".!;")
    return (raw, s) if len(raw.split()) >= 3 else None


# The verbs by which the shop gave the writer the goods ("you sold me a ...", "your store supplied us with ...").
GIVE_GOODS_LEMMAS = frozenset("sell supply deliver send ship provide install fit".split())


def _product_given_to_the_writer(ctx: _Context, found: dict[str, Found | None]) -> dict[str, Found]:
    """The product's name no label and no buying verb gave (`references.product_as_object` runs first; a name it took from
    the giving verb's subject is the seller's, replaced): the object of a
    verb by which the shop gave the goods to the writer, "me" or "us" its other object or after "to" / "with" ("Last
    month you sold me a Ninja AF100 air fryer", "you supplied us with two Makita DHP485 drills"): its noun phrase
    as a product's name (`references._named_chunk`), outside quoted text."""
    field = references._product_field(ctx.specs)
    if field is None or field not in found or ctx._doc is None:
        return {}
    f = found.get(field)
    doc = with_dependencies(ctx.doc)
    quoted = quoted_spans(ctx.text)
    for t in doc:
        if t.pos_ != "VERB" or t.lemma_.lower() not in GIVE_GOODS_LEMMAS or in_spans(t.idx, quoted):
            continue
        kids = list(t.children)
        to_writer = any(c.dep_ in ("dative", "iobj") and c.lower_ in ("me", "us") for c in kids) or any(
            c.dep_ in ("prep", "dative") and c.lower_ in ("to", "with") and any(g.lower_ in ("me", "us") for g in c.children)
            for c in kids)
        objs = [c for c in kids if c.dep_ == "dobj"] + [g for c in kids if c.dep_ == "prep" and c.lower_ == "with"
                                                         for g in c.children if g.dep_ == "pobj"]
        if not to_writer and not any(c.lower_ in ("me", "us") for c in kids if c.dep_ == "dobj"):
            continue
        seller = [(c.left_edge.idx, c.right_edge.idx + len(c.right_edge)) for c in kids if c.dep_ == "nsubj"]
        if not (f is None or f.value is None or (f.span is not None and any(a <= f.span[0] < b for a, b in seller))):
            continue  # (a name found is kept, unless it is the seller's: "your Nairobi branch sold me ...")
        for o in objs:
            if o.lower_ in ("me", "us"):
                continue
            span = references._named_chunk(doc, o)
            if span is not None:
                raw = ctx.text[span[0]:span[1]]
                return {field: Found(normalize_text(raw), raw, span, "rule", 0.5)}
    return {}


def _status_of_a_refusal(ctx: _Context, found: dict[str, Found | None]) -> dict[str, Found]:
    """The status no label gave, when the document refuses what it was asked (its type's act in the mood "refused":
    "we are unable to refund the GBP 95.00", "we cannot approve the refund") or denies the claim's eligibility ("it is
    not covered by our returns policy", "not eligible for a refund") and grants no amount: the status value that the
    decision's verb denied names ("not approved" -> rejected, by the status field's synonyms). Quoted text is not read."""
    status_field = _status_field(ctx.specs)
    status = found.get(status_field) if status_field else None
    spec = ctx.schema.fields.get(status_field) if status_field else None
    dt = ctx.schema.doc_types.get(ctx.doc_type)
    if status_field not in found or (status is not None and status.value is not None) or spec is None or dt is None \
            or ctx._doc is None:
        return {}
    approved = _money_field(ctx.specs, "approved")
    if approved is not None and not _wanted_value(found, approved):
        return {}
    refusals = [a for a in dt.acts if a.mood == "refused"]
    # the value that the decision's verb denied names ("not approved" -> rejected, by the status field's synonyms)
    value = next((v for a in dt.acts if a.mood == "done" for w in a.words
                  if (v := spec.status_value("not " + acts.past_participle(w.split()[0]))) is not None), None)
    if value is None:
        return {}
    text = ctx.text
    quoted = quoted_spans(text)
    sents = acts.sentences(text, acts.tokens(ctx._doc, lambda st: not any(a <= st < b for a, b in quoted)))
    granted = [a for a in dt.acts if a.mood in ("done", "promised")]
    if any(acts.act_in(text, s, a) for s in sents for a in granted):
        return {}  # something granted or done beside the refusal: a partial decision, not a rejection
    for sent in sents:
        if any(acts.act_in(text, sent, a) for a in refusals) or _eligibility_said(sent, affirmed=False) is not None:
            a, b = sent[0].start, sent[-1].end
            return {status_field: Found(value, text[a:b], (a, b), "rule", 0.5)}
    return {}


# After the verb that sends the goods, the carrier: "by", "with", "via" before a name ("sent today with Estafeta").
CARRIER_PREP_RE = re.compile(r"(?<![\w-])(?:by|with|via)(?:[ \t]+|[ \t]*\n[ \t]*)(?=[A-Z0-9])")  # (a sentence wrapped after it)
# A name's run of capitalised words ends with its sentence: "with DPD Latvija. Your parcel ..." (a period after a
# word of four small letters or more; "Co. Ltd", "Bros. Freight" go on).
SENTENCE_AFTER_NAME_RE = re.compile(r"(?:(?<=[a-z]{4})|(?<=\d))\.[ \t]+(?=[A-Z])")  # ("Royal Mail Tracked 48. Your")
# The goods given to the carrier: "handed to Ninja Van", "handed over to Posti", "passed on to", "given to".
HANDOVER_LEMMAS = frozenset("hand pass give entrust".split())
HANDED_TO_RE = re.compile(r"(?:[ \t]+(?:over|on))?[ \t]+to[ \t]+(?=[A-Z0-9])")
# ... with the goods between the verb and its "to" ("handed your order KR-3310 over to PostNord"): the verb's object, a
# noun phrase (determiners, possessives, adjectives, nouns, numbers, an id) and the particle, no verb nor clause break
OBJECT_GAP_TAGS = frozenset("DT PRP PRP$ JJ NN NNS NNP NNPS CD HYPH SYM POS RP NFP XX ADD".split())
OBJECT_GAP = 8  # tokens: "your two boxes of order 2210-4"
# Words that end the sending's clause: what follows is the arrival ("should arrive", "expected on").
ARRIVAL_RE = re.compile(r"(?<![\w-])(?:arriv|deliver|expect|estimat|eta\b|should|will|reach|due)", re.I)
# Not a carrier's name after "by": a date's words, a pronoun, an article ("by Friday", "by us", "by The ...").
NOT_CARRIER_RE = re.compile(r"(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|today|tomorrow|us|our|we|"
                            r"the|a|an|end|close|noon|midday|\d{1,2}(?:st|nd|rd|th)?)", re.I)


def _shipment_in_prose(ctx: _Context, found: dict[str, Found | None]) -> dict[str, Found]:
    """The carrier and the ship date no label gave, from the sentence that reports the goods sent (the shipping
    notice's act, done: "your order was shipped today, 2026/05/14, by Yamato Transport", "it left our warehouse
    today with Aramex"): the name after "by" / "with" / "via" following the verb, and the date of the sending's
    clause ("today" the document's date), before any word of the arrival. A payment's notice the same way: the
    date of the sentence that reports the money sent back ("we have transferred BHD 48.750 to your account
    today, 28 October 2026") is its execution date (the type's date field declared `act_date`)."""
    date_field = next((s.name for s in ctx.specs if s.type == "date" and s.act_date), None)
    cf = references.carrier_field(ctx.specs)  # (the carrier's field by its role in the schema)
    want = [f for f in (cf, date_field) if f and f in found and (found[f] is None or found[f].value is None)]
    spec = ctx.schema.doc_types.get(ctx.doc_type)
    if not want or spec is None or (doc := ctx._doc) is None:
        return {}
    done = [a for a in spec.acts if a.mood == "done"]
    verbs = {w for a in done for w in a.words if " " not in w}
    # a phrasal verb by its particle ("picked up by", "handed over to"): the verb's lemma with the particle after it
    phrasal = {tuple(w.split()[:2]) for a in done for w in a.words if len(w.split()) == 2}
    unless = {w for a in done for w in a.unless}  # "sent back" is a return, not the goods sent
    if not verbs:
        return {}
    quoted = quoted_spans(ctx.text)
    text, out = ctx.text, {}
    for sent in acts.sentences(text, acts.tokens(doc, lambda st: not any(a <= st < b for a, b in quoted))):
        for i, tok in enumerate(sent):
            particle_at = _particle_after(text, sent, i, phrasal)
            particle = particle_at is not None
            handed_at = _handed_to(text, sent, i) if tok.lemma in HANDOVER_LEMMAS else None
            handed = handed_at is not None
            if (tok.lemma not in verbs and not particle and not handed) or tok.tag not in ("VBD", "VBN") \
                    or not acts.is_done(sent, i):
                continue
            if any(t.lemma in unless for t in sent):
                continue
            if particle:
                tok = sent[particle_at]
            clause_end = sent[-1].end
            arrival = ARRIVAL_RE.search(text, tok.end, clause_end)
            clause_end = arrival.start() if arrival else clause_end
            if cf in want and cf not in out:
                for p in (CARRIER_PREP_RE.finditer(text, tok.end, clause_end) if handed_at is None else [handed_at]):
                    run = rules.NAME_RUN_RE.match(text, p.end())
                    if run is None or NOT_CARRIER_RE.fullmatch(run.group(0).split()[0].rstrip(".,")):
                        continue
                    raw = SENTENCE_AFTER_NAME_RE.split(rules._before_adverbial(run.group(0)))[0].rstrip(" .,")
                    raw = _name_before_sentence(doc, p.end(), raw)
                    if raw == run.group(0):  # (the name's line ends with it: the rest may be wrapped to the next line)
                        raw = text[p.end():_wrapped_name_end(text, run.end(), clause_end)]
                    if raw and len(raw.split()) <= 4 and not re.fullmatch(r"[\d\W]+", raw) \
                            and not ("\n" in p.group(0) and re.search(r"\d", raw.split()[0])) \
                            and not references._names_the_sender(text, raw, p.end()):  # (a value row's code; the shop)
                        out[cf] = Found(normalize_text(raw), raw, (p.end(), p.end() + len(raw)), "rule", 0.6)
                        break
            if date_field in want and date_field not in out:
                near = text[tok.end:clause_end]
                dm = ABS_DATE_RE.search(near)
                # the day's word before the verb in its clause too ("this morning we handed your order ...")
                lead = text[sent[0].start:tok.start]
                today = TODAY_RE.search(near) or (TODAY_RE.search(lead) if dm is None else None)
                if dm is not None and (today is None or dm.start() - today.end() <= 3):
                    d = parse_date(dm.group(0), ctx.date_order)
                    if d is not None:
                        a = tok.end + dm.start()
                        out[date_field] = Found(d.isoformat(), dm.group(0), (a, a + len(dm.group(0))), "rule", 0.6)
                elif today is not None and ctx.document_date_found is not None:
                    f = ctx.document_date_found
                    out[date_field] = Found(f.value, f.raw, f.span, "rule", 0.55)
        if len(out) == len(want):
            break
    return out


# A name's words carried over to the next line by a hard wrap, closing the sentence: "... with DHL\nExpress."
WRAPPED_NAME_TAIL_RE = re.compile(r"[ \t]*\n[ \t]*(?P<tail>(?:[A-Z][\w&'-]*)(?:[ \t]+[A-Z][\w&'-]*)?)(?=[.!?,;][ \t]*(?:\n|$)|[.!?][ \t]+[A-Z])")
WRAP_SHARE = 0.75  # a line this share of the text's longest prose line long or longer was broken by the wrap width
WRAP_LONGEST = 100  # (longer lines are no wrapped prose: a pasted row, a link)


def _wrapped_name_end(text: str, end: int, limit: int) -> int:
    """Where a name that ends its line really ends when plain text was hard-wrapped at a width (mail's 72-78
    columns): its last words opening the next line and closing the sentence with its punctuation ("left our
    warehouse today with DHL\nExpress."), when its line is about as long as the text's longest prose line (broken
    there because the next word did not fit), and the next line is that one or two capitalised words only, within
    the sentence (`limit`). A label's next row ("DHL\nTracking no: ...") or a new sentence goes on past them."""
    m = WRAPPED_NAME_TAIL_RE.match(text, end)
    if m is None or m.end() > limit or m.group("tail").split()[0].lower() in CLOSING_WORDS:  # "DHL\nRegards," signs
        return end
    line = text[text.rfind("\n", 0, end) + 1:end]
    longest = max((len(x) for x in text.splitlines() if len(x) <= WRAP_LONGEST), default=0)
    if longest == 0 or len(line) < WRAP_SHARE * longest:
        return end
    return m.end()


# Tags of a word that opens a sentence after a name's last word and its period, not a name's next word: a pronoun, a
# determiner, a verb, a modal, an adverb ("with PostNord. It usually takes", "via Posti. Please allow").
SENTENCE_OPENER_TAGS = frozenset("PRP PRP$ DT MD VB VBD VBG VBN VBP VBZ RB WRB WP EX IN UH CC".split())


def _name_before_sentence(doc, start: int, raw: str) -> str:
    """A name's run of capitalised words cut where a sentence starts inside it: a period, then a word the tagger
    takes for a sentence's opener (`SENTENCE_OPENER_TAGS`), not a name's ("PostNord. It usually ..." -> "PostNord";
    "Bros. Freight" stays)."""
    if doc is None or "." not in raw:
        return raw
    for m in re.finditer(r"\.[ \t]+(?=[A-Z])", raw):
        pos = start + m.end()
        tok = next((t for t in doc if t.idx == pos), None)
        if tok is not None and tok.tag_ in SENTENCE_OPENER_TAGS:
            return raw[:m.start()].rstrip(" .,")
    return raw


def _particle_after(text: str, sent: list, i: int, phrasal: set) -> int | None:
    """The index of a phrasal verb's particle (`phrasal`: the act's two-word verbs, "hand over", "pick up"): right after
    the verb, or after its object ("handed your order over", "picked the two boxes up"), the object a noun phrase of at
    most `OBJECT_GAP` tokens (`OBJECT_GAP_TAGS`); None when the verb has none."""
    words = {p for v, p in phrasal if v == sent[i].lemma}
    if not words:
        return None
    for j in range(i + 1, min(len(sent), i + 2 + OBJECT_GAP)):
        if text[sent[j].start:sent[j].end].lower() in words:
            return j
        if sent[j].tag not in OBJECT_GAP_TAGS or sent[j].tag == "RP":
            return None
    return None


def _handed_to(text: str, sent: list, i: int):
    """The "to" before the carrier's name after a verb of handing the goods over (`HANDOVER_LEMMAS`): right after the
    verb ("handed to", "handed over to") or after its object ("handed your order KR-3310 over to"), the object a noun
    phrase of at most `OBJECT_GAP` tokens (`OBJECT_GAP_TAGS`). The match of `HANDED_TO_RE`, or None."""
    at = HANDED_TO_RE.match(text, sent[i].end)
    if at is not None:
        return at
    for j in range(i + 1, min(len(sent), i + 1 + OBJECT_GAP)):
        t = sent[j]
        if t.tag not in OBJECT_GAP_TAGS and not (t.tag == "IN" and t.lemma == "of"):
            return None
        at = HANDED_TO_RE.match(text, t.end)
        if at is not None:
            return at
    return None


# A name after the words that give goods to a carrier, in English and in the languages a shop writes without English:
# "with" / "by" / "via" / "through", "in the hands (care, custody) of", "handed (over) to", Spanish / Portuguese "con" /
# "com", German "mit", French "avec" / "par", Dutch "met", Italian "con" / "tramite", Polish "przez".
CARRIER_MEANS_RE = re.compile(r"(?<![\w-])(?:by|with|via|through|in[ \t]+the[ \t]+(?:hands|care|custody)[ \t]+of|"
                              r"(?:hand(?:ed)?|pass(?:ed)?|given)(?:[ \t]+(?:over|on))?[ \t]+to|"
                              r"con|com|mit|avec|par|met|tramite|przez|por|pel[oa]s?|door|durch|"
                              # the goods given "to" a carrier in the languages a shop writes without English (only
                              # with a verb of handing over in the sentence, `HANDOVER_ABROAD_RE`)
                              r"a|an|à|aan|"
                              # a name of the trade after "for" ("works for Fenland Hauliers": only with a word of the
                              # trade in the name)
                              r"for)(?:[ \t]+|[ \t]*\n[ \t]*)(?=[A-Z0-9])")
# Verbs of handing the goods over, and of sending them, in the languages a shop writes without English (German, French,
# Dutch, Italian, Spanish, Portuguese, Polish, Turkish), as their participles and forms stand before or after the name
# ("an Zustellfix übergeben", "confié à Mondial Relay", "despachado con", "enviado pelos Correios", "mit X versandt").
HANDOVER_ABROAD_RE = re.compile(r"(?<![\w-])(?:übergeben|uebergeben|übergab\w*|confi[ée]\w*|remis\w*|overgedragen|"
                                r"overhandigd|affidat\w*|consegnat\w*|entregu\w*|entregad\w*|przekazan\w*|teslim)(?![\w-])",
                                re.I)
SENDING_ABROAD_RE = re.compile(r"(?<![\w-])(?:envi(?:ad|am|é|e)\w*|despach\w*|exp[ée]di\w*|versandt|versendet|verschickt|"
                               r"gesendet|verzonden|verstuurd|spedit\w*|inviat\w*|nadan\w*|wys[łl]an\w*|g[öo]nderil\w*|"
                               r"kargo\w*|unterwegs|onderweg|en[ \t]+route|a[ \t]+caminho|en[ \t]+camino|in[ \t]+viaggio)(?![\w-])", re.I)
NAME_SENTENCE_END_RE = re.compile(r"(?:(?<=[a-z]{3})|(?<=\d))\.[ \t]+(?=[A-Z])")  # "with NordPost. Tracking", "Tracked 48. Your", not "Co. Ltd"
GOODS_ARE_WITH_RE = re.compile(r"(?<![\w-])(?:is|are|'s)(?:[ \t]+(?:now|currently|already|still))?[ \t]+$", re.I)
CLAUSE_START_RE = re.compile(r"[.!?;:\n](?=\s)|\n")


def _after_greeting_line(text: str, s: int, e: int) -> int:
    """Where a sentence starts when a greeting's line runs into it ("Hello,\nCould you refund ..."): after the
    greeting's line (a greeting, maybe a name, its comma or mark, nothing else); else `s`."""
    if not SALUTATION_RE.match(text, s):
        return s
    line = re.compile(r"[^\n]{0,40}?[,!:]?[ \t]*\n[ \t]*").match(text, s, e)
    if line is None or line.end() >= e or re.search(r"[.?]|[^\W\d_]{2,}[ \t]+[^\W\d_]{2,}[ \t]+[^\W\d_]{2,}", line.group(0)):
        return s  # (a sentence of its own words: "Thanks for the quick reply ...")
    return line.end()


def _in_salutation(text: str, line_start: int, pos: int) -> bool:
    """Is `pos` inside a greeting's or a closing's own clause ("Hi Tom," of "Hi Tom, order 2209 left today by UPS")? A
    one-line message goes on after its greeting's comma."""
    if not SALUTATION_RE.match(text, line_start):
        return False
    end = re.compile(r"[,!:\n]").search(text, line_start)
    return end is None or pos < end.start()


def _carrier_in_prose(ctx: _Context, found: dict[str, Found | None]) -> dict[str, Found]:
    """The carrier no label and no sending verb gave: a capitalised name after a word that gives goods to a carrier
    (`CARRIER_MEANS_RE`) in a sentence about the goods moving, or whose own words name a carrier's trade. Evidence,
    each enough: a word of the field's `name_words` inside the name ("Correos Express", "GIG Logistics", "PostNord"),
    or before the preposition in its sentence a lemma of the field's `context_words`, of the document type's act
    (its verbs and what they are about: "your parcel is now with PostNord", "travelling with Blue Dart"). Quoted
    text, e-mail headers and a greeting's or closing's own clause are not read; a handover "to" needs the handing verb."""
    spec = references.carrier_spec(ctx.specs)
    if spec is None or (found.get(cf := spec.name) is not None and found[cf].value is not None):
        return {}
    dt = ctx.schema.doc_types.get(ctx.doc_type)
    context = set(spec.context_words) | ({w.split()[0] for a in dt.acts for w in a.words} if dt is not None else set())
    # the goods named as the subject that is with the carrier ("your parcel is now with ..."); a noun elsewhere in the
    # sentence says nothing ("thank you for your order with <the shop>")
    goods = {w for a in dt.acts for w in a.about if len(w) > 3 and w.isalpha()} if dt is not None else set()
    kinds = references.trade_words(spec)
    text = ctx.text
    quoted = quoted_spans(text)
    lemmas = None
    best: tuple[tuple, Found] | None = None
    for p in CARRIER_MEANS_RE.finditer(text):
        if any(a <= p.start() < b for a, b in quoted):
            continue
        ls = text.rfind("\n", 0, p.start()) + 1
        if rules.HEADER_LINE_RE.match(text, ls) or _in_salutation(text, ls, p.start()):
            continue
        run = rules.NAME_RUN_RE.match(text, p.end())
        if run is None or NOT_CARRIER_RE.fullmatch(run.group(0).split()[0].rstrip(".,")):
            continue
        raw = NAME_SENTENCE_END_RE.split(rules._before_adverbial(run.group(0)))[0].rstrip(" .,")
        raw = _name_before_sentence(ctx.doc, p.end(), raw)
        if not raw or len(raw.split()) > 4 or re.fullmatch(r"[\d\W]+", raw) \
                or (re.search(r"\d", raw.split()[0]) and not references.code_first_word(raw.split()[0])) \
                or references._names_the_sender(text, raw, p.end()):  # (the shop that signs: "dispatched by <the shop>")
            continue
        kind = references.names_trade(raw, kinds)
        starts = [m.end() for m in CLAUSE_START_RE.finditer(text, 0, p.start())]
        sent_start = starts[-1] if starts else 0
        if lemmas is None:
            lemmas = [(t.idx, t.lemma_.lower()) for t in ctx.doc if not t.is_space]
        moving = any(sent_start <= i < p.end() and lem in context for i, lem in lemmas)  # ("handed" itself)
        # the goods' arrival promised in the clause ("it will arrive on Friday with DHL"), not a message's
        moving = moving or any(not references.NOT_GOODS_RE.match(text, w.end())
                               for w in references.ARRIVAL_WORD_RE.finditer(text, sent_start, p.start()))
        moving = moving or (GOODS_ARE_WITH_RE.search(text, sent_start, p.start()) is not None and any(
            sent_start <= i < p.start() and lem in goods for i, lem in lemmas) and p.group(0).startswith("with"))
        handed = p.group(0).rstrip().endswith(" to") or p.group(0).rstrip().endswith("\tto")
        word = p.group(0).split()[0].lower()
        ends = [m.start() for m in CLAUSE_START_RE.finditer(text, p.end())]
        sent_end = ends[0] if ends else len(text)
        if word in ("a", "an", "à", "aan"):  # ("an X übergeben", "confié à X"): a foreign handing over, or nothing
            if not HANDOVER_ABROAD_RE.search(text, sent_start, sent_end):
                continue
            moving = True
        if word == "for" and not kind:
            continue  # ("for" gives goods to no one: only a name of the trade after it, "works for Fenland Hauliers")
        # a sending in the languages a shop writes without English, its verb before or after the name ("mit X versandt")
        moving = moving or SENDING_ABROAD_RE.search(text, sent_start, sent_end) is not None
        if not (kind or moving) or (handed and not moving) or references.service_level_only(raw):
            continue
        rank = (-(kind + moving), p.start())
        if best is None or rank < best[0]:
            best = (rank, Found(normalize_text(raw), raw, (p.end(), p.end() + len(raw)), "rule", 0.55 + 0.05 * (kind + moving)))
    return {cf: best[1]} if best else {}


# What a carrier does with the goods, not what the shop does (ship, send, dispatch, hand over): a name that does it is
# the carrier ("DHL Parcel is bringing your order", "Parcelforce collected your rug").
CARRIER_ACTS = frozenset({"deliver", "bring", "carry", "transport", "collect", "pick"})
SUBJECT_GAP_POS = frozenset({"AUX", "ADV", "PART"})  # between the subject and its verb: "is", "will now", "has already"


def _carrier_as_subject(ctx: _Context, found: dict[str, Found | None]) -> dict[str, Found]:
    """The carrier no label and no preposition gave: a proper name (PROPN tokens, capitalised, four at most) as the
    subject right before a verb whose lemma is a carrier's act on the goods (`CARRIER_ACTS`), with only auxiliaries
    and adverbs between them. The sender is never its own carrier: a name that its From header, its first line or its
    last lines (the signature) hold is not read; nor quoted text, headers, or a greeting's own clause."""
    spec = references.carrier_spec(ctx.specs)
    if spec is None or (found.get(cf := spec.name) is not None and found[cf].value is not None):
        return {}
    text = ctx.text
    if not any(w in text.lower() for w in ("deliver", "bring", "brought", "carr", "transport", "collect", "pick")):
        return {}  # (no spaCy walk over a document without any of the acts)
    doc = ctx.doc
    quoted = quoted_spans(text)
    lines = [ln for ln in text.splitlines() if ln.strip()]
    # the sender's lines: a From header, a letterhead (a short first line, no sentence in it), a signature (short last
    # lines, no sentence in them)
    short = [ln for ln in lines[:1] + lines[-3:] if len(ln.split()) <= 6 and not re.search(r"[.!?](?:\s|$)", ln)]
    sender = " ".join(short + [ln for ln in lines if re.match(r"[ \t]*from[ \t]*:", ln, re.I)])
    toks = [t for t in doc if not t.is_space]
    for i, t in enumerate(toks):
        if t.pos_ != "VERB" or t.lemma_.lower() not in CARRIER_ACTS or any(a <= t.idx < b for a, b in quoted):
            continue
        j = i - 1
        while j >= 0 and toks[j].pos_ in SUBJECT_GAP_POS and "\n" not in toks[j].text:
            j -= 1
        k = j
        while k >= 0 and toks[k].pos_ == "PROPN" and toks[k].text[:1].isupper() and j - k < 4:
            k -= 1
        if k == j:
            continue
        first, last = toks[k + 1], toks[j]
        before = toks[k] if k >= 0 else None
        # the carrier's own label noun before the name, and maybe a noun of its ("Our courier partner Aramex will ...")
        labelled = any(h.field == cf and h.end <= first.idx and re.fullmatch(r"[ \t]*(?:[a-z]+[ \t]+)?", text[h.end:first.idx])
                       for h in ctx.hits)
        if before is not None and before.pos_ not in ("PUNCT", "CCONJ", "SPACE") and "\n" not in text[before.idx:first.idx] \
                and not labelled:
            continue  # a name inside a phrase ("the driver from X", "order with X"): not the verb's subject
        start, end = first.idx, last.idx + len(last.text)
        raw = text[start:end]
        ls = text.rfind("\n", 0, start) + 1
        if rules.HEADER_LINE_RE.match(text, ls) or _in_salutation(text, ls, start) or "\n" in raw:
            continue
        if NOT_CARRIER_RE.fullmatch(raw.split()[0].rstrip(".,")) or raw in sender:
            continue
        # a name of several words says it is a carrier's: a word of the trade ("Royal Mail", "Toll Express") or an
        # initialism ("DHL Parcel"); one word is a brand unless it is a person's name ("Maria will bring it")
        trade = references.names_trade(raw, references.trade_words(spec)) or any(w.isupper() and len(w) >= 2 for w in raw.split())
        person = any(e.label_ == "PERSON" and e.start_char < end and start < e.end_char for e in entities(doc))
        if not trade and person and not (k + 1 == j and _carrier_of_a_tracked_parcel(ctx, found, toks, k + 1, j)):
            continue  # ("Maria will bring it round"): a person, unless the parcel is tracked and none calls it one
        return {cf: Found(normalize_text(raw), raw, (start, end), "rule", 0.55)}
    return {}


# The nouns that say a name is a person's, before it or after it as its apposition ("our driver Tom", "Tom, our rider").
PERSON_ROLE_NOUNS = frozenset("driver rider courier man woman guy lady colleague van team owner staff member son daughter "
                              "husband wife brother sister neighbour neighbor friend mr mrs ms miss dr".split())


def _carrier_of_a_tracked_parcel(ctx: _Context, found: dict[str, Found | None], toks: list, a: int, b: int) -> bool:
    """May a one-word name the tagger takes for a person's ("Vistrano will deliver your order ...") be the carrier? When
    the goods carry a carrier's number (a tracking number was found) and nothing calls the name a person: no noun of a
    person's role beside it (`PERSON_ROLE_NOUNS`: "our driver Tom"), not the greeted customer nor the found customer's
    name, not a speaker of a chat."""
    tf = shipment_field(ctx.specs, "tracking")
    held = found.get(tf) if tf else None
    if held is None or held.value is None:
        return False
    name = toks[a].text
    near = [t.lower_.strip(".") for t in toks[max(0, a - 3):a]] + [t.lower_ for t in toks[b + 1:b + 4] if t.pos_ != "AUX"]
    if set(near) & PERSON_ROLE_NOUNS:
        return False
    who = next((found[s.name].value for s in ctx.specs if s.name in found and found[s.name] is not None
                and found[s.name].value and s.type == "text" and s.entity == "customer"), None)
    if who and name in str(who).split():
        return False
    return re.search(rf"(?m)^[ \t]*(?:hi|hello|dear|hey)[ \t]+{re.escape(name)}\b|\b{re.escape(name)}[ \t]*(?:\([^)\n]*\))?[ \t]*:",
                     ctx.text, re.I) is None


# A label that is only a number-word, marked as a label: "Number: 2026-118", "No.  0412", "#: 77"
BARE_NUMBER_LABEL_RE = re.compile(r"(?im)^[ \t]*(?:number|no\.?|nr\.?|n[º°]\.?|#)(?=[ \t]*[:#][ \t]*\S|[ \t]{2,}\S|\t)")
TITLE_LINES = 3  # a document's title stands in its first lines with text


def _id_under_title(ctx: _Context, found: dict[str, Found | None]) -> dict[str, Found]:
    """An id no label of its own gave, under a bare number-word label ("Number: 2026-118") in a document whose title
    names the id's thing: a title line (one of the first lines, four words at most) that is a one-word cue of the
    identifier field ("INVOICE" for the invoice number). Only one identifier field of the type may be so named."""
    text = ctx.text
    bare = [m for m in BARE_NUMBER_LABEL_RE.finditer(text)]
    if not bare:
        return {}
    titles = [ln.strip().strip(":").lower() for ln in text.splitlines() if ln.strip()][:TITLE_LINES]
    titles = [t for t in titles if len(t.split()) <= 4]
    named = [s for s in ctx.specs if s.type == "identifier" and any(
        c.lower() in t.split() for c in s.cues if " " not in c and len(c) > 3 for t in titles)]
    if len(named) != 1 or not _wanted_value(found, named[0].name):
        return {}
    spec = named[0]
    hits = [CueHit(spec.name, m.start(), m.end()) for m in bare]
    f = rules.find_identifier(text, spec, hits)
    if f is None or f.span is None or not any(0 <= f.span[0] - h.end <= 12 for h in hits):
        return {}
    f.confidence = min(f.confidence, 0.6)
    return {spec.name: f}


def _wanted_value(found: dict[str, Found | None], field: str) -> bool:
    return field in found and (found[field] is None or found[field].value is None)


# Between a row's date and the cue of its step on the row: a label's mark, then at most three words ("Decision
# 2026-02-06: refund approved"); before the date, the row's label only (at most three words, no figure).
DATE_THEN_STEP_RE = re.compile(r"[ \t]*[:|\u2013\u2014-][ \t]*(?:[^\W\d_]+[ \t]+){0,3}")
ROW_LABEL_RE = re.compile(r"[ \t]*(?:[^\W\d_][\w.'-]*[ \t]+){1,3}")


def _decision_date_before_its_cue(ctx: _Context, found: dict[str, Found | None]) -> dict[str, Found]:
    """A step's date (a decision's) that no label gave, printed before the step on a row of its own: the row's label,
    its date, a mark, then the step's cue ("Decision 2026-02-06: refund approved"); the row's date is the step's, not
    the document's first date (which `_event_dates_from_document_date` would take)."""
    out: dict[str, Found] = {}
    for spec in ctx.specs:
        if spec.type != "date" or not spec.steps or not _wanted_value(found, spec.name):
            continue
        step = re.compile(r"(?<![\w-])" + re.escape(spec.steps[0]) + r"(?![\w-])", re.I)  # (the step's word: "approved")
        marks = sorted([h.start for h in ctx.hits if h.field == spec.name] + [m.start() for m in step.finditer(ctx.text)])
        for at in marks:
            ls = ctx.text.rfind("\n", 0, at) + 1
            cands = rules.date_candidates(ctx.text, ls, at)
            if not cands:
                continue
            m = cands[-1]
            if not DATE_THEN_STEP_RE.fullmatch(ctx.text, m.end(), at) or not ROW_LABEL_RE.fullmatch(ctx.text, ls, m.start()):
                continue
            f = rules.date_found(m, ctx.document_date, ctx.date_order, 0.6)
            if f is not None and f.value:
                out[spec.name] = f
                break
    return out


# A form's question for the date the customer needs something by, as the label of its answer: "when", a helping verb,
# "you" (or "we"), a verb of needing, then the question's words and mark ("When do you need the service?:",
# "When would you need it back?"); the answer follows on its line or alone on the next.
NEED_QUESTION_RE = re.compile(r"(?im)^[ \t]*when[ \t]+(?:do|does|would|will|should|must)[ \t]+(?:you|we|i)[ \t]+"
                              r"(?:need|require|want)\b[^?\n]{0,60}\?[ \t]*:?[ \t]*\n?[ \t]*")


def _deadline_asked_by_a_form(ctx: _Context, found: dict[str, Found | None]) -> dict[str, Found]:
    """A customer's deadline no label gave, as the answer to a form's question asking when the goods or the service
    are needed (`NEED_QUESTION_RE`): the date that opens the answer. A question's grammar, not a label's words."""
    out: dict[str, Found] = {}
    for spec in ctx.specs:
        if spec.type != "date" or spec.qualifier != "customer_deadline" or not _wanted_value(found, spec.name):
            continue  # (the customer's own date, not the shop's promise)
        for q in NEED_QUESTION_RE.finditer(ctx.text):
            le = ctx.text.find("\n", q.end())
            cands = rules.date_candidates(ctx.text, q.end(), len(ctx.text) if le < 0 else le)
            if not cands or cands[0].start() != q.end():
                continue
            f = rules.date_found(cands[0], ctx.document_date, ctx.date_order, 0.7)
            if f is not None and (f.value or f.unresolved):
                out[spec.name] = f
                break
    return out


def _event_dates_from_document_date(ctx: _Context, found: dict[str, Found | None]) -> dict[str, Found]:
    """An event date no label or sentence gave: the document's own date, when the document records the
    event (its amount was found). A decision letter is written the day of the decision, a payment
    advice the day of the payment, unless they say otherwise; a rejection (no approved amount) has no
    approval date. Which date records which amount's event: the schema's (`Schema.event_dates`, a date field's
    first step and the money field of that qualifier). Lower confidence than a labelled date."""
    doc_date = ctx.document_date_found
    out: dict[str, Found] = {}
    for date_field, amount_field in ctx.schema.event_dates().items():  # (a decision's date by its approved amount)
        taken = doc_date is not None and any(f is not None and f.span == doc_date.span for f in found.values())
        if doc_date is not None and not taken and date_field in found and found[date_field] is None \
                and found.get(amount_field):  # (a date another field holds is that field's: "Promised: 3 March")
            out[date_field] = Found(doc_date.value, doc_date.raw, doc_date.span, "rule", 0.55)
    return out


def _dates_after_ids(ctx: _Context, found: dict[str, Found | None]) -> dict[str, Found]:
    """A date no label gave, written right after the id of what it dates ("order 4471 of 3 March",
    "order no. SO-1180 dated 2026-03-09"): a business letter's way to name a dated thing. Which date dates which
    id: the schema's (a date field declared `dates_key` dates its entity's key: "your order TT85U36397 of 2026-03-09"
    is the order date)."""
    out: dict[str, Found] = {}
    pairs = [(s.name, k) for s in ctx.schema.fields.values() if s.dates_key for k in ctx.schema.entity_keys(s.entity)]
    for date_field, id_field in pairs:
        ident = found.get(id_field)
        if date_field not in found or found[date_field] is not None or date_field in out or ident is None \
                or not ident.raw:
            continue
        for m in re.finditer(re.escape(ident.raw), ctx.text):
            gap = ID_DATE_GAP_RE.match(ctx.text, m.end())
            d = rules.date_candidates(ctx.text, gap.end(), min(len(ctx.text), gap.end() + 40)) if gap else []
            f = rules.date_found(d[0], ctx.document_date, ctx.date_order, 0.7) if d and d[0].start() == gap.end() else None
            if f is not None and f.value:
                out[date_field] = f
                break
    return out


def _dates_after_entity_nouns(ctx: _Context, found: dict[str, Found | None]) -> dict[str, Found]:
    """A date no label and no id gave, dating its entity by the entity's own noun (a field declared `dates_key` dates
    its entity; the noun is the entity's name in the schema, "order"): the noun (with its number, if any) then a
    dating preposition ("your order from 12 April 2026", "order 7712, 2 June 2026" with a comma inside a bracket);
    or a label that is the noun and a participle of no other date field's cues ("Order received: 14 May 2026",
    "Order placed" is such a cue already), the date after its mark."""
    out: dict[str, Found] = {}
    specs = [s for s in ctx.specs if s.dates_key and s.type == "date" and _wanted_value(found, s.name) and s.entity]
    if not specs:  # (most documents: the date was found, or the type dates no entity)
        return out
    other_words = {w.lower() for s in ctx.schema.fields.values() if s.type == "date" and not s.dates_key
                   for c in s.cues if len(c.split()) <= 2 for w in re.findall(r"[A-Za-z]+", c)}  # (a short label's)
    quoted = quoted_spans(ctx.text)
    text = ctx.text
    for spec in specs:
        noun = re.escape(spec.entity)
        prose = re.compile(r"(?<![\w-])" + noun + r"(?P<id>[ \t]+(?:no\.?|number|#)?[ \t]*#?[A-Za-z0-9/-]*\d[\w/-]*)?"
                           r"(?:" + ID_DATE_GAP_RE.pattern + r"|(?P<comma>,[ \t]*))", re.I)
        label = re.compile(r"(?im)^[ \t]*" + noun + r"[ \t]+(?P<word>[a-z]+ed|made|taken)[ \t]*:[ \t]*")
        for m in list(label.finditer(text)) + list(prose.finditer(text)):
            if in_spans(m.start(), quoted) or rules.HEADER_LINE_RE.match(text, text.rfind("\n", 0, m.start()) + 1):
                continue
            if "word" in m.re.groupindex and m.group("word").lower() in other_words:
                continue  # ("Order shipped:" is the ship date's)
            if "comma" in m.re.groupindex and m.group("comma") is not None:
                opened = text.rfind("(", 0, m.start()) > text.rfind(")", 0, m.start())
                if m.group("id") is None or not opened:
                    continue  # ("order 7712, 2 June 2026" as a bracket's aside only)
            d = rules.date_candidates(text, m.end(), min(len(text), m.end() + 40))
            if not d or d[0].start() != m.end() or not ABS_DATE_RE.fullmatch(d[0].group(0)):
                continue
            if any(f is not None and f.span is not None and f.span[0] <= d[0].start() < f.span[1] for f in found.values()):
                continue
            f = rules.date_found(d[0], ctx.document_date, ctx.date_order, 0.6)
            if f is not None and f.value:
                out[spec.name] = f
                break
    return out


# Fields read by their own finder, by their role in the schema rather than their name: the customer's text field is
# their name (as case grouping reads it, `status.cases`); a field qualified as the customer's wish or deadline is
# read from the customer's request sentences.
SPECIAL_QUALIFIERS = {
    "customer_expectation": _customer_expectation,
    "customer_deadline": _customer_deadline,
}


def _special_finder(spec: FieldSpec):
    """The finder of a field read by its role (`SPECIAL_QUALIFIERS`), or None."""
    if spec.type == "text" and spec.entity == "customer":
        return _customer_name
    return SPECIAL_QUALIFIERS.get(spec.qualifier) if spec.qualifier else None


# --------------------------------------------------------------------------- receipts


def _receipt(ctx: _Context) -> dict[str, Found | None]:
    """Receipts: the business's name, its address and the total from layout; date from the printed dates. The name is
    the type's first text field that is no `address` field (`receipt_fields`)."""
    out: dict[str, Found | None] = {}
    company_spec, address_spec = receipt_fields(ctx.specs)
    if company_spec is not None:
        company, address = layout.receipt_company_address(ctx.ocr, company_spec, address_spec)
        out[company_spec.name] = company
        if address_spec is not None:
            out[address_spec.name] = address
    lines = ctx.lines
    for s in ctx.specs:
        if s.type == "money" and s.name not in out:
            out[s.name] = layout.receipt_total(ctx.ocr, lines, s)
        elif s.type == "date" and s.name not in out:
            out[s.name] = layout.receipt_date(ctx.ocr, s)
    return out


# A doc type's `layout` and the reader of it
LAYOUTS = {"receipt": _receipt}


# --------------------------------------------------------------------------- line items

# (the description never ends at a blank: the blanks before the quantity went to `\s+` in the first match anyway; linear
# on a run of blanks)
LINE_ITEM_RE = re.compile(
    r"^\s*(?P<desc>[A-Za-z](?:[^\n]*?\S)?)\s+(?P<qty>\d{1,3})\s*(?:x\s+)?(?P<unit>(?:[A-Z]{3}\s|[$€£])?\s?[\d,]+\.\d{2})\s+(?P<amount>(?:[A-Z]{3}\s|[$€£])?\s?[\d,]+\.\d{2})\s*$",
)


def _line_items(ocr: OcrResult) -> list[LineItem]:
    """Table rows "description  qty  unit price  amount" (amounts with two decimals).

    Scanned tables are read from printed lines rebuilt from word boxes (tesseract
    puts table columns into separate blocks); text and PDF text layers line by line.
    """
    rows: list[tuple[str, tuple[int, int] | None]] = []
    if any(p.words for p in ocr.pages):
        for line in layout.visual_lines(ocr):
            start, end = line.words[0].start, line.words[-1].start + len(line.words[-1].text)
            contiguous = ocr.text[start:end].split() == [w.text for w in line.words]
            rows.append((line.text, (start, end) if contiguous else None))
    else:
        rows = [(tl.text, (tl.start, tl.end)) for tl in layout.text_lines(ocr.text)]
    items = []
    for text, span in rows:
        m = LINE_ITEM_RE.match(text.replace("\u00a0", " "))
        if not m or re.fullmatch(r"(?:[A-Z]{3}|[$€£])", m.group("desc").strip()):
            continue
        unit, amount = parse_money(m.group("unit")), parse_money(m.group("amount"))
        if unit is None or amount is None:
            continue
        items.append(LineItem(description=normalize_text(m.group("desc")), quantity=int(m.group("qty")),
                              unit_price=unit.amount, amount=amount.amount, span=span))
    return items
