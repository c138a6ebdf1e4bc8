"""Keys the schema declares instead of the default schema's names in code (roles17): a date right after an id dates the
thing the id names (a date field's `dates_key`: its entity's key), the sentence reporting a type's act gives its date
(a date field's `act_date`), a document's date is an event's when its amount is found (`Schema.event_dates`, from a date field's
`steps`). The default schema with its fields and doc types renamed keeps each behaviour; without the declaration it is
gone; a bad declaration is refused in one line that names it."""

from __future__ import annotations

import copy
import hashlib

import pytest

from stages.nlp import extract
from status.models import OcrPage, OcrResult
from status.schema import SCHEMA_DIR, Schema, SchemaError, load_schema, parse_yaml

DEFAULT = parse_yaml((SCHEMA_DIR / "default.yaml").read_text())
# (values that are no field's or type's name: a qualifier, a status word, a cue, a message)
NOT_NAMES = {"qualifier", "qualifiers", "cues", "message", "description", "name_words", "context_words", "allowed",
             "synonyms", "keywords", "heads", "acts", "issue_kinds", "step_actions", "steps", "unless_status"}
RENAMED = {"order_date": "placed_on", "order_id": "purchase_ref", "ship_date": "sent_on", "shipping_notice": "dispatch_note",
           "execution_date": "paid_on", "refund_execution": "payout_note", "approval_date": "decided_on",
           "refund_approved": "granted_amount", "invoice": "bill", "refund_approval": "verdict"}


def schema_data(names: dict[str, str] | None = None, drop: tuple[str, ...] = (), **set_) -> dict:
    """The default schema's data with its fields and doc types renamed, declarations dropped ("fields.x.date_of") or
    set ("fields__x__date_of"="y")."""
    names = names or {}

    def walk(node, key=None):
        if key in NOT_NAMES:
            return node
        if isinstance(node, dict):
            return {names.get(k, k): walk(v, k) for k, v in node.items()}
        if isinstance(node, list):
            return [walk(v, key) for v in node]
        return names.get(node, node) if isinstance(node, str) else node

    data = walk(copy.deepcopy(DEFAULT))
    for path in drop:
        *head, last = path.split(".")
        node = data
        for key in head:
            node = node[key]
        node.pop(last)
    for path, value in set_.items():
        *head, last = path.split("__")
        node = data
        for key in head:
            node = node[key]
        node[last] = value
    return data


def schema(names=None, drop=()) -> Schema:
    return Schema.model_validate(schema_data(names, drop))


def run(text: str, sch: Schema) -> tuple[str, dict]:
    page = OcrPage(page=1, text=text, method="plain_text")
    r = extract(OcrResult(doc_id="t.txt", content_hash=hashlib.sha256(text.encode()).hexdigest(), source_format="text",
                          pages=[page], text=text), sch)
    return r.doc_type, {k: f.value for k, f in r.fields.items()}


INVOICE = ("Invoice INV-20931\nInvoice date: 2 April 2026\n\nThis invoice is for your order 58213 of 14 March 2026.\n\n"
           "Kettle, stainless  1  25.00  25.00\nTotal due: EUR 25.00\n")
SHIPPED = ("Dispatch notice\n\nGood news: your order ORD-552211 was shipped today, 12 May 2026, with Falcon Express.\n"
           "Tracking number: 1Z9A8B7C6D5E\n\nThe Brightlamp team")
PAID = ("Refund confirmation\n\nCase CASE-2026-0412\nWe have transferred EUR 48.50 to your bank account today, 3 June 2026.\n"
        "Payment reference: TRX-884120\n")
DECIDED = ("Refund decision\n\n21 April 2026\n\nCase CASE-2026-0413, order ORD-661020\n\n"
           "We are pleased to approve your refund of EUR 64.00.\n\nCustomer care")

CASES = [  # text, field (default name), value, the declaration that gives it
    (INVOICE, "order_date", "2026-03-14", "fields.order_date.dates_key"),
    (SHIPPED, "ship_date", "2026-05-12", "fields.ship_date.act_date"),
    (PAID, "execution_date", "2026-06-03", "fields.execution_date.act_date"),
    (DECIDED, "approval_date", "2026-04-21", "fields.approval_date.steps"),
]


@pytest.mark.parametrize("text,field,value,declaration", CASES, ids=[c[1] for c in CASES])
def test_a_renamed_schema_keeps_the_behaviour_and_the_declaration_gives_it(text, field, value, declaration):
    doc_type, fields = run(text, load_schema("default"))
    assert fields[field] == value
    renamed_type, renamed_fields = run(text, schema(RENAMED))
    assert renamed_type == RENAMED.get(doc_type, doc_type)
    assert renamed_fields[RENAMED[field]] == value
    assert {RENAMED.get(k, k): v for k, v in fields.items()} == renamed_fields
    _, without = run(text, schema(drop=(declaration,)))
    assert without[field] is None


def test_the_default_schema_declares_what_the_names_in_code_said():
    s = load_schema("default")
    assert [f.name for f in s.fields.values() if f.dates_key] == ["order_date"]
    assert s.entity_keys("order") == ["order_id"]
    assert [f.name for f in s.fields.values() if f.act_date] == ["execution_date", "ship_date"]
    assert [t for t in s.doc_types if any(s.fields[f].act_date for f in s.doc_types[t].fields)] == [
        "refund_execution", "shipping_notice"]
    assert s.event_dates() == {"approval_date": "refund_approved", "execution_date": "refund_executed"}
    assert not any(f.dates_key or f.act_date for f in load_schema("receipts").fields.values())


@pytest.mark.parametrize("change,message", [
    ({"fields__order_total__dates_key": True}, "field order_total: dates_key is for date fields, not a money field"),
    ({"fields__carrier__act_date": True}, "field carrier: act_date is for date fields, not a text field"),
    ({"fields__document_date__dates_key": True},
     "field document_date: dates_key needs a case key (an identifier) of entity document"),
    ({"fields__ship_date__act_date": "soon"}, "fields.ship_date.act_date: Input should be a valid boolean"),
])
def test_a_bad_declaration_is_refused_in_one_line_naming_it(tmp_path, change, message):
    import yaml

    path = tmp_path / "mine.yaml"
    path.write_text(yaml.safe_dump(schema_data(**change)))
    with pytest.raises(SchemaError) as err:
        load_schema(path)
    text = str(err.value)
    assert "\n" not in text and message in text, text


# --------------------------------------------------------------------------- the status field and the outcome amounts
# (by type and qualifier, not by the default's names refund_status / refund_approved / refund_executed)
STATUS_RENAMED = {**RENAMED, "refund_status": "claim_state", "refund_executed": "paid_amount"}


def _ctx(text: str, sch: Schema, doc_type: str):
    from stages import nlp

    page = OcrPage(page=1, text=text, method="plain_text")
    ocr = OcrResult(doc_id="t.txt", content_hash="h", source_format="text", pages=[page], text=text)
    return nlp._Context(ocr, sch, sch.fields_for(doc_type), doc_type)


@pytest.mark.parametrize("names", [{}, STATUS_RENAMED], ids=["default", "renamed"])
def test_an_outcome_amount_found_reads_its_status_word_into_the_status_field(names):
    from stages import nlp
    from stages.rules import Found

    sch = schema(names) if names else load_schema("default")
    n = lambda x: names.get(x, x)  # noqa: E731
    text = "Claim outcome\nThe amount below is the one granted.\nApproved refund   EUR 55.00\n"
    ctx = _ctx(text, sch, n("refund_approval"))
    at = text.index("EUR 55.00")
    found = {s.name: None for s in ctx.specs}
    found[n("refund_approved")] = Found("55.00", "EUR 55.00", (at, at + 9), "rule", 0.8, currency="EUR")
    got = nlp._status_of_the_amount(ctx, found)
    assert list(got) == [n("refund_status")] and got[n("refund_status")].value == "approved"
    found[n("refund_approved")] = None  # no outcome amount: no status read back
    assert nlp._status_of_the_amount(ctx, found) == {}


@pytest.mark.parametrize("names", [{}, STATUS_RENAMED], ids=["default", "renamed"])
def test_the_one_amount_of_the_approving_sentence_is_the_approved_amount(names):
    from stages import nlp
    from stages.rules import Found

    sch = schema(names) if names else load_schema("default")
    n = lambda x: names.get(x, x)  # noqa: E731
    text = "Dear Ms Varga,\n\nWe have looked at the lamp and we approve your refund of EUR 64.00 in full.\n\nReturns desk\n"
    ctx = _ctx(text, sch, n("refund_approval"))
    at = text.index("approve ")
    found = {s.name: None for s in ctx.specs}
    found[n("refund_status")] = Found("approved", "approve", (at, at + 7), "rule", 0.7)
    got = nlp._amount_of_the_decision(ctx, found)
    assert list(got) == [n("refund_approved")] and got[n("refund_approved")].value == "64.00"


@pytest.mark.parametrize("names", [{}, STATUS_RENAMED], ids=["default", "renamed"])
def test_a_refusal_sets_the_status_field_whatever_its_name(names):
    sch = schema(names) if names else load_schema("default")
    text = ("Refund decision\n\nCase CASE-2026-0415\n\nDear Ms Okafor,\n\nThank you for your patience. We are unable to "
            "refund the EUR 95.00 for the blender, as it was used beyond the trial period.\n\nCustomer care")
    _, fields = run(text, sch)
    assert fields[names.get("refund_status", "refund_status")] == "rejected"


def test_the_customers_name_wish_and_deadline_by_their_roles_whatever_their_names():
    """The customer's text field is their name (entity customer, type text); the fields qualified customer_expectation
    and customer_deadline are read from the customer's request sentences."""
    names = {"customer_name": "client", "customer_expectation": "wish", "customer_deadline": "wanted_by",
             "customer_letter": "letter"}
    text = ("Dear Returns team,\n\nMy order 44120 arrived with a cracked lid. I would like a replacement lid sent by "
            "20 March 2026, please.\n\nKind regards,\nTomasz Wrona\n")
    _, fields = run(text, load_schema("default"))
    assert fields["customer_name"] == "Tomasz Wrona"
    assert fields["customer_expectation"].startswith("I would like a replacement lid")
    _, renamed_fields = run(text, schema(names))
    assert renamed_fields == {names.get(k, k): v for k, v in fields.items()}


def test_a_type_names_word_that_names_an_entity_is_no_act():
    from stages import nlp

    lemmas = nlp._act_lemmas(load_schema("default"))
    assert "invoice" in lemmas and "refund" in lemmas
    assert not lemmas & set(nlp.ENTITIES)


# --------------------------------------------------------------------------- a receipt's layout and its address field
RECEIPT_ROWS = [  # (written for this test)
    ("SINAR PAGI HARDWARE SDN BHD", 90.0),
    ("(778812-K)", 88.0),
    ("LOT 12, JALAN KENANGA 4,", 90.0),
    ("43000 KAJANG, SELANGOR.", 90.0),
    ("TEL: 03-8737 2210", 90.0),
    ("CASH BILL", 90.0),
    ("Date: 14/06/2018", 90.0),
    ("Total 23.50", 90.0),
    ("Cash 30.00", 90.0),
    ("Change 6.50", 90.0),
]
RECEIPTS_YAML = (SCHEMA_DIR / "receipts.yaml").read_text()


def _receipts(**renames) -> Schema:
    data = parse_yaml(RECEIPTS_YAML)
    data["fields"] = {renames.get(k, k): v for k, v in data["fields"].items()}
    data["doc_types"] = {renames.get(k, k): v for k, v in data["doc_types"].items()}
    for dt in data["doc_types"].values():
        dt["fields"] = [renames.get(f, f) for f in dt["fields"]]
    return Schema.model_validate(data)


def test_a_renamed_receipts_schema_reads_the_name_and_address_by_layout():
    from tests.test_nlp import ocr_from_rows

    ocr = ocr_from_rows(RECEIPT_ROWS)
    base = extract(ocr, load_schema("receipts"))
    assert base.fields["company"].value and "SINAR PAGI" in base.fields["company"].value
    assert "KENANGA" in (base.fields["address"].value or "")
    mine = _receipts(receipt="till_slip", company="shop_name", address="shop_address", total="amount_paid")
    assert "address" not in mine.fields and mine.doc_types["till_slip"].layout == "receipt"
    got = extract(ocr, mine)
    assert got.doc_type == "till_slip"
    renamed = {"company": "shop_name", "address": "shop_address", "total": "amount_paid"}
    assert {renamed.get(k, k): (f.value, f.raw, f.span) for k, f in base.fields.items()} == \
        {k: (f.value, f.raw, f.span) for k, f in got.fields.items()}


def test_without_a_declared_address_field_the_layout_reads_no_address():
    from tests.test_nlp import ocr_from_rows

    ocr = ocr_from_rows(RECEIPT_ROWS)
    layout_address = extract(ocr, load_schema("receipts")).fields["address"]
    data = parse_yaml(RECEIPTS_YAML)
    data["fields"]["address"].pop("address")
    got = extract(ocr, Schema.model_validate(data))
    assert "SINAR PAGI" in got.fields["company"].value
    assert (got.fields["address"].value, got.fields["address"].span) != (layout_address.value, layout_address.span)
    data["doc_types"]["receipt"].pop("layout")  # no layout: the name is no longer read from the top lines
    got = extract(ocr_from_rows(RECEIPT_ROWS), Schema.model_validate(data))
    assert got.fields["company"].value is None or "SINAR PAGI" not in got.fields["company"].value


@pytest.mark.parametrize("change,message", [
    ({"fields__total__address": True}, "field total: address is for text fields, not a money field"),
    ({"doc_types__receipt__layout": "invoice"}, "doc_types.receipt.layout: Input should be 'receipt'"),
])
def test_a_bad_receipt_declaration_is_refused_in_one_line(tmp_path, change, message):
    import yaml

    data = parse_yaml(RECEIPTS_YAML)
    for path, value in change.items():
        *head, last = path.split("__")
        node = data
        for key in head:
            node = node[key]
        node[last] = value
    path = tmp_path / "mine.yaml"
    path.write_text(yaml.safe_dump(data))
    with pytest.raises(SchemaError) as err:
        load_schema(path)
    assert "\n" not in str(err.value) and message in str(err.value), str(err.value)


def test_the_earlier_sales_id_is_no_payment_reference_whatever_the_fields_name():
    """The payment's reference is the identifier recording the executed step (its `steps`), not a field by name: the
    label naming the earlier sale ("Original transaction ID") labels no value of it under another name either."""
    text = ("Refund confirmation\n\nCase CASE-2026-0502\nOriginal transaction ID: 7781-2290-1144\n"
            "We have refunded EUR 19.90 to your card.\n")
    assert run(text, load_schema("default"))[1]["payment_reference"] is None
    assert run(text, schema({"payment_reference": "bank_ref"}))[1]["bank_ref"] is None
    with_ref = text + "Refund reference: RF-550912\n"
    assert run(with_ref, schema({"payment_reference": "bank_ref"}))[1]["bank_ref"] == "RF-550912"
