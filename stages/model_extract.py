"""Model extraction pass: ask a model for the fields the rules left null, keep only what the text shows.

Runs after rules extraction and before validation, only when a model backend is
configured (`DOCFLOW_LLM_BACKEND` not `none`) and `DOCFLOW_MODEL_EXTRACT` is `auto`
(the default; `off` disables it). One request per document, built by the door
(`status.llm.build_request`: instruction and the Case Facts blocks of the document's
case first in the system region), asks for every null field of the document's type
by name, type and cues, to be quoted exactly as printed, or null.

A model is a proposer, never a source. Each answered quote is located in the OCR text
(whitespace-tolerant; identifiers also through their OCR look-alikes), normalised by
the same code validation uses (`stages.validate.render_again`: the rules' money, date,
percent and ID normalisers), checked against the schema (`check_value`) and then
reverse-checked at its span (`reverse_check`), exactly as validation will check it
again. Only a value that passes is stored, as `extractor="model:<backend>/<model>"`
with a confidence below any rule's; a field the rules found is never asked for, so
never overwritten. Everything else is counted with its reason in the extraction's
`model_pass` report and logged, never stored. A model that fails (slow, unreachable,
busy, past the batch deadline, a bad reply) leaves the rule values as they are and
puts a warning on the document.
"""

from __future__ import annotations

import json
import logging
import re
from collections import Counter
from datetime import date
from typing import TYPE_CHECKING, Any

from pydantic import StrictStr, TypeAdapter, ValidationError

from stages.normalize import (ABS_DATE_RE, MONEY_RE, PERCENT_RE, REL_DATE_RE, date_order, dominant_currency, parse_money,
                              read_identifier)
from stages.rules import cue_hits
from stages.validate import check_value, render_again, reverse_check
from status.llm import Deadline, LlmError, Transport, build_request, call_model
from status.models import Extraction, FactValue, ModelPassReport, OcrResult
from status.schema import FieldSpec, Schema

if TYPE_CHECKING:
    from status.fact_store import FactStore

log = logging.getLogger("docflow.model_extract")

MODEL_EXTRACT_VERSION = "mx-1"  # bump when the request or the acceptance rules change
MODEL_CONFIDENCE = 0.3  # below every value a rule extractor gives: a model's reading weighs least
MAX_QUOTE_CHARS = 300  # a longer "quote" is not a field value
MAX_CASE_BLOCKS = 2  # a document whose keys touch more cases gets the first two (sorted)
ANSWER_RESERVE_TOKENS = 1200  # kept free in the context budget for the answer
_ANSWER = TypeAdapter(dict[str, Any])
_VALUE = TypeAdapter(StrictStr | None)
_TYPE_HINTS = {
    "money": "an amount of money, as printed (with its currency sign or code when printed next to it)",
    "date": "a date, as printed",
    "identifier": "an identifier, as printed",
    "percent": "a percentage, as printed with its % sign",
    "text": "text, as printed",
    "status": "a status word, as printed",
}


def enabled(settings) -> bool:
    """The pass runs when a backend is configured and it is not switched off."""
    return (settings.llm_backend or "none").lower() != "none" and settings.model_extract != "off"


def extractor_name(settings) -> str:
    """"model:<backend>/<model>": stored with every value the pass accepted."""
    model = re.sub(r"\s+", "_", str(settings.llm_model or "default"))[:80]
    return f"model:{(settings.llm_backend or 'none').lower()}/{model}"


def config_tag(settings) -> str:
    """Part of the NLP stage's cache key: outputs made with the pass on (and with which
    model) are never reused with it off, or with another model, and back."""
    return f"+{MODEL_EXTRACT_VERSION}:{extractor_name(settings)}" if enabled(settings) else ""


# --------------------------------------------------------------------------- the pass


def fill_nulls(
    extraction: Extraction,
    ocr: OcrResult,
    schema: Schema,
    settings,
    *,
    store: FactStore | None = None,
    deadline: Deadline | None = None,
    transport: Transport | None = None,
) -> Extraction:
    """`extraction` with the null fields a model found *in the text* filled in; unchanged
    (no request at all) when the pass is off or nothing is null. Never raises for a model
    problem: the rule values stand and `model_pass.warning` says what happened."""
    if not enabled(settings):
        return extraction
    asked = [name for name, fv in extraction.fields.items() if fv.is_null and name in schema.fields]
    if not asked:
        return extraction
    report = ModelPassReport(extractor=extractor_name(settings), asked=asked)
    try:
        blocks = case_blocks(store, schema, extraction) if store is not None else []
    except ValueError as exc:  # a block that cannot be rendered (budget too small): no request without it
        report.warning = f"case_block: {exc}"
        log.warning("%s: model extraction pass skipped: %s", extraction.doc_id, report.warning)
        return extraction.model_copy(update={"model_pass": report})
    request = extraction_request(extraction, ocr, schema, asked, blocks, settings)
    try:
        response = call_model(request, settings, transport=transport, deadline=deadline)
    except LlmError as exc:  # ModelUnavailable included: slow, unreachable, busy, deadline
        report.warning = f"{exc.code}: {exc}"
        log.warning("%s: model extraction pass failed, rule values stand: %s", extraction.doc_id, report.warning)
        return extraction.model_copy(update={"model_pass": report})
    answers, ignored = parse_answer(response.answer or "", asked, frozenset(extraction.fields))
    report.ignored = dict(ignored)
    fields = dict(extraction.fields)
    located = _Locator(ocr, extraction, schema)
    for name, quote in answers.items():
        if quote is None:
            continue
        fv, why = located.find(schema.fields[name], quote, report.extractor)
        if fv is None:
            report.rejected[name] = why
            log.info("%s: model value for %s rejected: %s (%r)", extraction.doc_id, name, why, quote[:80])
            continue
        fields[name] = fv
        report.accepted.append(name)
    if report.ignored:
        log.info("%s: parts of the model's answer ignored: %s", extraction.doc_id, report.ignored)
    return extraction.model_copy(update={"fields": fields, "model_pass": report})


def case_blocks(store: FactStore, schema: Schema, extraction: Extraction) -> list[str]:
    """The Case Facts blocks of the cases this document's identifiers (or its bytes) already
    belong to; empty for a document of a new case."""
    from status.cases import CONTENT_KEY, key_fields, norm_identifier

    keys = [CONTENT_KEY + extraction.content_hash]
    for name in key_fields(schema, extraction.doc_type):
        fv = extraction.fields.get(name)
        if fv is not None and fv.value:
            keys.append(f"{name}:{norm_identifier(fv.value)}")
    return [store.render(case_id).text for case_id in store.cases_with_keys(keys)[:MAX_CASE_BLOCKS]]


# --------------------------------------------------------------------------- the request


def field_line(spec: FieldSpec) -> str:
    """One field as the model is told about it: name, kind, what it means, its labels."""
    bits = [_TYPE_HINTS.get(spec.type, spec.type)]
    if spec.qualifier and spec.qualifier != spec.name:
        bits.append(f"meaning: {spec.qualifier.replace('_', ' ')}")
    if spec.description:
        bits.append(spec.description.strip().rstrip("."))
    if spec.allowed:
        bits.append("one of: " + ", ".join(spec.allowed))
    if spec.type == "identifier" and spec.shapes:
        bits.append("shapes (regular expressions): " + " | ".join(spec.shapes[:3]))
    if spec.cues:
        bits.append("often labelled: " + ", ".join(f'"{c}"' for c in spec.cues[:6]))
    return f"- {spec.name}: " + "; ".join(bits)


def extraction_task(extraction: Extraction, schema: Schema, asked: list[str], text: str, clipped: bool) -> str:
    fence = f"DOCUMENT {extraction.content_hash[:12]}"  # a document cannot print its own hash's fence
    fields = "\n".join(field_line(schema.fields[name]) for name in asked)
    return (
        f"Read the document below (its type: {extraction.doc_type}) and give the value of each field listed, "
        "copied exactly as it is printed in the document: the same characters, not reformatted, converted, computed "
        "or corrected. Answer null for a field the document does not print. Never take a value from the Case Facts "
        "block or from anywhere but this document's text; every value you give is looked up in the text and "
        "discarded if it is not there.\n"
        f"Fields:\n{fields}\n"
        "Answer with one JSON object and nothing else, one key per field listed, each a string or null, e.g. "
        '{"some_field": "text as printed", "other_field": null}\n'
        + ("(The document is long: only its beginning is shown.)\n" if clipped else "")
        + f"<<<{fence}\n{text}\n{fence}>>>"
    )


def extraction_request(extraction: Extraction, ocr: OcrResult, schema: Schema, asked: list[str], blocks: list[str], settings):
    """One sealed request: the door puts the instruction and the case blocks first in the
    system region. A text too long for the context budget is cut to its beginning."""
    text, clipped = ocr.text, False
    while True:
        request = build_request(task=extraction_task(extraction, schema, asked, text, clipped), blocks=blocks,
                                summary=None, turns=[])
        over = request.estimated_tokens() + ANSWER_RESERVE_TOKENS - settings.llm_context_tokens
        if over <= 0 or len(text) < 400:
            return request
        text, clipped = text[: max(200, len(text) - int(over * 4) - 200)], True


# --------------------------------------------------------------------------- the answer


def parse_answer(answer: str, asked: list[str], known: frozenset[str] = frozenset()) -> tuple[dict[str, str | None], Counter]:
    """The model's answer as {asked field: quote or None}; everything unusable is counted
    by reason (malformed_json, not_an_object, not_asked: a `known` field that was not asked
    for, unknown_field, wrong_type), never raised."""
    ignored: Counter = Counter()
    data = _json_object(answer)
    if data is None:
        ignored["malformed_json"] += 1
        return {}, ignored
    try:
        obj = _ANSWER.validate_python(data)
    except ValidationError:
        ignored["not_an_object"] += 1
        return {}, ignored
    out: dict[str, str | None] = {}
    for key, value in obj.items():
        if key not in asked:  # a field the rules found (never overwritten), or no field of this type
            ignored["not_asked" if key in known else "unknown_field"] += 1
            continue
        try:
            quote = _VALUE.validate_python(value, strict=True)
        except ValidationError:
            ignored["wrong_type"] += 1
            continue
        out[key] = (quote.strip() or None) if quote is not None else None
    return out, ignored


def _json_object(answer: str) -> Any:
    """The JSON in an answer: the whole of it, else inside a ``` fence, else from the
    first "{" to the last "}" (models wrap JSON in prose). None when nothing parses."""
    tries = [answer.strip()]
    fenced = re.search(r"```(?:json)?\s*(.*?)```", answer, re.S)
    if fenced:
        tries.append(fenced.group(1).strip())
    if "{" in answer and "}" in answer:
        tries.append(answer[answer.index("{"): answer.rindex("}") + 1])
    for text in tries:
        try:
            return json.loads(text)
        except ValueError:
            continue
    return None


# --------------------------------------------------------------------------- finding a quote in the text

_TOKEN_RE = re.compile(r"[A-Za-z0-9|][A-Za-z0-9|/_.-]*[A-Za-z0-9]|[A-Za-z0-9]")


class _Locator:
    """Finds an answered quote in the OCR text and turns it into a checked FactValue."""

    def __init__(self, ocr: OcrResult, extraction: Extraction, schema: Schema):
        self.ocr, self.text = ocr, ocr.text
        self.order = date_order(ocr.text)
        self.base = date.fromisoformat(extraction.document_date) if extraction.document_date else None
        self.currency = dominant_currency(ocr.text)
        self.hits = cue_hits(ocr.text, [schema.fields[n] for n in extraction.fields if n in schema.fields])

    def find(self, spec: FieldSpec, quote: str, extractor: str) -> tuple[FactValue | None, str]:
        """(the value at the best place the quote is printed, "") or (None, why not)."""
        if len(quote) > MAX_QUOTE_CHARS:
            return None, f"quote longer than {MAX_QUOTE_CHARS} characters"
        spans = self._spans(spec, quote)
        if not spans:
            return None, "not found in the document text"
        why = ""
        for start, end in spans:
            fv, why = self._checked(spec, start, end, extractor)
            if fv is not None:
                return fv, ""
        return None, why

    def _spans(self, spec: FieldSpec, quote: str) -> list[tuple[int, int]]:
        """Where the quote is printed (whitespace may differ), nearest the field's own label
        first; for identifiers also any printed token that reads as the same id."""
        words = quote.split()
        pattern = r"\s+".join(re.escape(w) for w in words)
        lead = r"(?<![A-Za-z0-9])" if re.match(r"[A-Za-z0-9]", quote) else ""
        tail = r"(?![A-Za-z0-9])" if re.search(r"[A-Za-z0-9]$", quote) else ""
        spans = [(m.start(), m.end()) for m in re.finditer(lead + pattern + tail, self.text)][:50]
        if not spans and spec.type == "identifier":
            wanted = read_identifier(quote, spec.shapes)
            if wanted is not None:
                spans = [(m.start(), m.end()) for m in _TOKEN_RE.finditer(self.text)
                         if read_identifier(m.group(0), spec.shapes) == wanted][:50]
        own = [h.end for h in self.hits if h.field == spec.name]
        return sorted(spans, key=lambda s: (min((abs(s[0] - e) for e in own), default=0), s[0]))

    def _checked(self, spec: FieldSpec, start: int, end: int, extractor: str) -> tuple[FactValue | None, str]:
        """The value printed at [start, end), read by the rules' normalisers and put through
        validation's own checks (schema, reverse check); None with the reason when it fails."""
        source = self.text[start:end]
        shaped = {"money": MONEY_RE, "percent": PERCENT_RE}.get(spec.type)
        if shaped is not None and not shaped.fullmatch(source.strip()):
            return None, f"{source!r} is not printed as a {spec.type}"
        if spec.type == "date" and not (ABS_DATE_RE.fullmatch(source.strip()) or REL_DATE_RE.fullmatch(source.strip())):
            return None, f"{source!r} is not printed as a date"
        fv = FactValue(field=spec.name, type=spec.type, qualifier=spec.qualifier, raw=source, page=self.ocr.page_of(start),
                       span=(start, end), extractor=extractor, confidence=MODEL_CONFIDENCE)
        value = render_again(fv, source, self.order, self.base, spec)
        if value is None:
            return None, f"{source!r} does not read as a {spec.type}" + (" (relative date not resolved)" if spec.type == "date" else "")
        fv.value = value
        if spec.type == "money":
            money = parse_money(source)
            fv.currency = (money.currency if money else None) or self.currency
        problems = check_value(fv, spec)
        if problems:
            return None, problems[0]
        ok, why = reverse_check(fv, self.ocr, self.order, self.base, spec)
        return (fv, "") if ok else (None, f"reverse check failed: {why}")
