"""The model extraction pass (stages/model_extract.py) against a fake chat-completions model:
only values printed in the text are kept, marked with their model; rule values are never
touched; bad answers and a failing model change nothing; backend none calls nothing; the
request is built by the door with the case's block first; and the hook in the per-document
pipeline (stage summary warning, validation, fact store, export)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import httpx
import pytest

from stages import model_extract
from stages.model_extract import extraction_request, fill_nulls, parse_answer
from stages.nlp import nlp_config_version
from status.case_block import heading
from status.llm import INSTRUCTION_HEADING, Deadline, LlmError, call_model
from status.models import Extraction, FactValue, OcrPage, OcrResult
from status.schema import load_schema
from status.settings import Settings
from tests.test_ask import FakeModel
from tests.test_facts import IDS, memory_store, refund_case
from tests.test_llm import _raising

SCHEMA = load_schema("default")
MODEL = "model:openai/fake-1"

TEXT = """Refund request
Case number: CASE-2026-0001
Order: ORD-100001
I am returning the speaker because it hums. Please send back USD 79.00 to my card.
Earlier order ORD-999999 was fine.
Regards,
Anna Schmidt
"""


def _settings(**kw) -> Settings:
    return Settings(**({"llm_backend": "openai", "llm_base_url": "http://fake/v1", "llm_model": "fake-1",
                        "llm_retries": 0, "llm_retry_backoff_s": 0} | kw))


def ocr_of(text: str) -> OcrResult:
    return OcrResult(doc_id="req.txt", content_hash=hashlib.sha256(text.encode()).hexdigest(), source_format="text",
                     pages=[OcrPage(page=1, text=text, method="plain_text")], text=text)


def extraction_of(ocr: OcrResult, doc_type: str = "refund_request", **found: str) -> Extraction:
    """What rules extraction would give if it had found exactly `found` (each printed in the text)."""
    fields = {}
    for name in SCHEMA.doc_types[doc_type].fields:
        spec = SCHEMA.fields[name]
        fields[name] = FactValue(field=name, type=spec.type, qualifier=spec.qualifier)
        if name in found:
            start = ocr.text.index(found[name])
            fields[name] = fields[name].model_copy(update={
                "value": found[name], "raw": found[name], "span": (start, start + len(found[name])), "page": 1,
                "extractor": "rule", "confidence": 0.9})
    return Extraction(doc_id=ocr.doc_id, content_hash=ocr.content_hash, schema_name="default", doc_type=doc_type,
                      doc_type_confidence=0.9, fields=fields)


def run_pass(answer: dict | str, text: str = TEXT, store=None, **kw):
    ocr = ocr_of(text)
    ex = extraction_of(ocr, case_number="CASE-2026-0001", order_id="ORD-100001")
    fake = FakeModel(lambda body: {"content": answer if isinstance(answer, str) else json.dumps(answer)})
    out = fill_nulls(ex, ocr, SCHEMA, _settings(**kw), store=store, transport=httpx.MockTransport(fake))
    return ex, out, fake


def test_a_value_printed_in_the_text_is_accepted_marked_and_reverse_checked():
    ex, out, _ = run_pass({"refund_requested": "USD 79.00", "customer_name": "Anna  Schmidt"})
    fv = out.fields["refund_requested"]
    assert (fv.value, fv.currency, fv.extractor) == ("79.00", "USD", MODEL)
    assert TEXT[fv.span[0]:fv.span[1]] == fv.raw == "USD 79.00"
    assert 0 < fv.confidence < min(f.confidence for f in ex.fields.values() if f.value is not None)  # below any rule value
    name = out.fields["customer_name"]  # the quote's whitespace differs from the text: found all the same
    assert (name.value, name.extractor) == ("Anna Schmidt", MODEL)
    assert sorted(out.model_pass.accepted) == ["customer_name", "refund_requested"] and out.model_pass.warning is None
    from stages.validate import validate

    checked = validate(out, ocr_of(TEXT), SCHEMA)  # validation accepts it by the same checks
    assert checked.fields["refund_requested"].authoritative and checked.fields["refund_requested"].extractor == MODEL


def test_a_value_not_printed_in_the_text_is_rejected_with_its_reason_and_never_stored():
    _, out, _ = run_pass({"customer_id": "CUST-00001", "refund_requested": "79.50", "return_reason": "it hums loudly",
                          "document_date": "79.00"})
    for name in ("customer_id", "refund_requested", "return_reason", "document_date"):
        assert out.fields[name].value is None and out.fields[name].extractor == "none", name
    rejected = out.model_pass.rejected
    assert rejected["customer_id"] == rejected["refund_requested"] == "not found in the document text"
    assert rejected["return_reason"] == "not found in the document text"
    assert "not printed as a date" in rejected["document_date"]  # printed, but not as what was asked
    assert out.model_pass.accepted == []


def test_a_field_the_rules_found_is_never_asked_for_nor_overwritten():
    ex, out, fake = run_pass({"order_id": "ORD-999999", "case_number": "CASE-2026-0001", "refund_requested": None})
    assert out.fields["order_id"] == ex.fields["order_id"]  # ORD-999999 is printed too; the rule value stands
    assert out.model_pass.ignored == {"not_asked": 2} and "order_id" not in out.model_pass.asked
    task = fake.asks()[-1]["messages"][-1]["content"]
    assert "- order_id:" not in task and "- refund_requested:" in task


@pytest.mark.parametrize("answer, reason", [
    ("I could not find anything useful.", "malformed_json"),
    ('{"refund_requested": "USD 79.00",', "malformed_json"),
    ('["USD 79.00"]', "not_an_object"),
    ('{"refund_requested": 79.0}', "wrong_type"),
    ('{"refund_requested": {"value": "USD 79.00"}}', "wrong_type"),
    ('{"refund_total": "USD 79.00"}', "unknown_field"),
])
def test_malformed_answers_are_ignored_and_counted(answer, reason):
    ex, out, _ = run_pass(answer)
    assert out.fields == ex.fields
    assert out.model_pass.ignored == {reason: 1} and out.model_pass.warning is None


def test_json_wrapped_in_prose_or_a_fence_is_read():
    fields = ["refund_requested"]
    assert parse_answer('Here you are:\n```json\n{"refund_requested": "USD 79.00"}\n```', fields)[0] == {"refund_requested": "USD 79.00"}
    assert parse_answer('Sure. {"refund_requested": null} Hope it helps.', fields)[0] == {"refund_requested": None}


@pytest.mark.parametrize("failure, code", [(httpx.ReadTimeout, "model_slow"), (httpx.ConnectError, "model_unreachable"),
                                           ("deadline", "model_deadline")])
def test_a_failing_model_leaves_the_rule_values_and_a_warning(failure, code):
    ocr = ocr_of(TEXT)
    ex = extraction_of(ocr, case_number="CASE-2026-0001", order_id="ORD-100001")
    calls: list = []
    transport = httpx.MockTransport(_raising(httpx.ReadTimeout if failure == "deadline" else failure, calls))
    deadline = Deadline(0) if failure == "deadline" else None
    out = fill_nulls(ex, ocr, SCHEMA, _settings(), transport=transport, deadline=deadline)
    assert out.fields == ex.fields
    assert out.model_pass.warning.startswith(code + ":") and out.model_pass.accepted == []
    assert len(calls) == (0 if failure == "deadline" else 1)


def test_with_backend_none_or_the_pass_off_nothing_is_called(monkeypatch):
    ocr = ocr_of(TEXT)
    ex = extraction_of(ocr, order_id="ORD-100001")

    def refuse(*args, **kwargs):
        raise AssertionError("the model was called")

    monkeypatch.setattr(model_extract, "call_model", refuse)
    assert fill_nulls(ex, ocr, SCHEMA, Settings(llm_backend="none")) is ex
    assert fill_nulls(ex, ocr, SCHEMA, _settings(model_extract="off")) is ex
    assert nlp_config_version(SCHEMA, Settings(llm_backend="none")) == nlp_config_version(SCHEMA)
    assert nlp_config_version(SCHEMA, _settings(model_extract="off")) == nlp_config_version(SCHEMA)
    on = nlp_config_version(SCHEMA, _settings())
    assert on != nlp_config_version(SCHEMA) and on != nlp_config_version(SCHEMA, _settings(llm_model="other"))


def test_the_request_is_built_by_the_door_with_the_case_block_first():
    store = memory_store()
    case = refund_case(store)  # holds CASE-2026-0001 / ORD-100001 and an order total of 499.00
    _, out, fake = run_pass({"refund_requested": "USD 79.00"}, store=store)
    system = fake.asks()[-1]["messages"][0]["content"]
    assert system.startswith(INSTRUCTION_HEADING)
    assert system.split("\n\n", 1)[1].startswith(heading(case))  # the case's block right after the instruction
    assert "Refund request\nCase number" not in system  # the document is the task, never in the system region
    assert out.fields["refund_requested"].extractor == MODEL
    # signed: the request the pass sends is one call_model takes, and refuses once altered
    ex = extraction_of(ocr_of(TEXT), **{k: IDS[k] for k in ("case_number", "order_id")})
    request = extraction_request(ex, ocr_of(TEXT), SCHEMA, ["refund_requested"], [store.case_block(case)], _settings())
    assert call_model(request, Settings(llm_backend="none")).harness_card["blocks"] == [heading(case)]
    with pytest.raises(LlmError, match="altered"):
        call_model(request.model_copy(update={"system": "no blocks"}), Settings(llm_backend="none"))


def test_no_request_goes_without_the_case_block(monkeypatch):
    store = memory_store()
    refund_case(store)
    monkeypatch.setenv("DOCFLOW_CASE_BLOCK_TOKENS", "10")  # the case's pinned facts do not fit: no block
    ex, out, fake = run_pass({"refund_requested": "USD 79.00"}, store=store)
    assert fake.bodies == [] and out.fields == ex.fields
    assert out.model_pass.warning.startswith("case_block:") and "DOCFLOW_CASE_BLOCK_TOKENS" in out.model_pass.warning


def test_a_value_from_the_case_block_is_not_taken_for_this_document():
    store = memory_store()
    refund_case(store)  # the case block says order_total 499.00; this document never prints it
    ocr = ocr_of(TEXT)
    ex = extraction_of(ocr, "invoice", order_id="ORD-100001")
    fake = FakeModel(lambda body: {"content": json.dumps({"order_total": "499.00", "customer_name": "Anna Schmidt"})})
    out = fill_nulls(ex, ocr, SCHEMA, _settings(), store=store, transport=httpx.MockTransport(fake))
    assert "499.00" in fake.asks()[-1]["messages"][0]["content"]
    assert out.fields["order_total"].value is None and out.model_pass.rejected["order_total"] == "not found in the document text"
    assert out.fields["customer_name"].value == "Anna Schmidt"


def test_model_values_are_marked_in_the_case_block():
    store = memory_store()
    case = refund_case(store)
    ocr = ocr_of(TEXT)
    ex = extraction_of(ocr, case_number="CASE-2026-0001", order_id="ORD-100001")
    fake = FakeModel(lambda body: {"content": json.dumps({"return_reason": "it hums"})})
    out = fill_nulls(ex, ocr, SCHEMA, _settings(), store=store, transport=httpx.MockTransport(fake))
    from stages.validate import validate

    store.ingest(validate(out, ocr, SCHEMA), batch_id="b1", doc_id="req2", document_date="2026-01-11")
    line = next(line for line in store.case_block(case).splitlines() if line.startswith("- return_reason"))
    assert f"read by {MODEL}" in line
    rows = store.history(case, "return_reason")
    assert rows[-1]["source"]["extractor"] == MODEL


# --------------------------------------------------------------------------- the hook in the pipeline

NOTE_SCHEMA = """
name: mxnote
version: "1"
fields:
  order_id: {type: identifier, entity: order, pattern: "ORD-\\\\d{6}", cues: ["order"], pinned: true}
  order_total: {type: money, entity: order, cues: ["total"]}
  gift_message: {type: text, entity: order, description: "the greeting printed on the gift card"}
doc_types:
  order_note:
    cues: ["order note"]
    case_keys: [order_id]
    fields: [order_id, order_total, gift_message]
"""
NOTE = "Order note\nOrder: ORD-123456\nTotal: EUR 20.00\nCard: Happy birthday, Sam!\n"


def _process(tmp_path: Path, monkeypatch, transport: httpx.MockTransport):
    """One document through OCR -> NLP (+ the model pass) -> validate -> review, as a batch runs it."""
    from flows.batch import process_document
    from flows.context import BatchContext
    from flows.documents import hash_or_unreadable
    from status.coordinator import Coordinator, DocumentRef

    (tmp_path / "note.yaml").write_text(NOTE_SCHEMA)
    (tmp_path / "inbox").mkdir()
    path = tmp_path / "inbox" / "note.txt"
    path.write_text(NOTE)
    for key, value in {"HOME": tmp_path / "home", "DATABASE_URL": f"sqlite:///{tmp_path}/d.db", "LLM_BACKEND": "openai",
                       "LLM_BASE_URL": "http://fake/v1", "LLM_MODEL": "fake-1", "LLM_RETRIES": "0"}.items():
        monkeypatch.setenv(f"DOCFLOW_{key}", str(value))
    real = model_extract.call_model
    monkeypatch.setattr(model_extract, "call_model", lambda request, settings, **kw: real(request, settings, **(kw | {"transport": transport})))
    ctx = BatchContext.create(batch_id="mx-1", schema=str(tmp_path / "note.yaml"))
    doc = DocumentRef(doc_id="note.txt", path=str(path), content_hash=hash_or_unreadable(path))
    coordinator = Coordinator(ctx.engine())
    coordinator.register_batch(ctx.batch_id, [doc], schema_name=ctx.schema_name, source=str(path.parent))
    process_document(ctx, doc, [])
    return ctx, coordinator.document_status(ctx.batch_id, doc.doc_id)


def test_the_pipeline_stores_and_exports_a_model_value_marked_with_its_model(tmp_path, monkeypatch):
    fake = FakeModel(lambda body: {"content": json.dumps({"gift_message": "Happy birthday, Sam!", "order_total": "EUR 99.00"})})
    ctx, status = _process(tmp_path, monkeypatch, httpx.MockTransport(fake))
    assert status.state.value == "succeeded"
    nlp = status.summaries["nlp"]
    assert (nlp["model_asked"], nlp["model_accepted"], nlp["model_rejected"]) == (1, 1, 1) and "warning" not in nlp
    from flows.export import export_batch

    record = json.loads(export_batch(ctx).read_text().splitlines()[0])
    gift, total = record["fields"]["gift_message"], record["fields"]["order_total"]
    assert (gift["value"], gift["extractor"], gift["authoritative"]) == ("Happy birthday, Sam!", MODEL, True)
    assert (total["value"], total["extractor"]) == ("20.00", "rule")  # the rule value stands
    block = ctx.fact_store().case_block("ORD-123456")
    assert f"read by {MODEL}" in next(x for x in block.splitlines() if "gift_message" in x)
    from typer.testing import CliRunner

    from flows.cli import app

    for args in (["--history", "gift_message"], ["--all"]):
        shown = CliRunner().invoke(app, ["facts", "show", "ORD-123456", *args, "--db", ctx.database_url,
                                         "--schema", ctx.schema_name])
        assert shown.exit_code == 0, shown.output
        line = next(x for x in shown.output.splitlines() if "Happy birthday" in x or "gift_message" in x)
        assert f"read by {MODEL}" in line, shown.output


def test_a_model_timeout_leaves_the_document_succeeded_with_a_warning(tmp_path, monkeypatch):
    calls: list = []
    ctx, status = _process(tmp_path, monkeypatch, httpx.MockTransport(_raising(httpx.ReadTimeout, calls)))
    assert status.state.value == "succeeded" and calls
    assert status.summaries["nlp"]["warning"].startswith("model_slow:")
    assert status.summaries["nlp"]["model_accepted"] == 0
