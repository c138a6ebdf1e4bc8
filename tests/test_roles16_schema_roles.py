"""Roles the schema declares instead of the default schema's names in code (roles16): a user's schema with its own doc
types and fields gets the behaviour the default's names had: a bare "Ref." on a case's document (`case_reference`),
a confirmation's number as the confirmed order's (`confirms`), the issue tracker's kinds, subjects, pending actions,
deadlines, dates and references (`issue_kinds`, `issue`, `issue_subject`, `step_actions`, `deadline`, `steps`), a
refusal's decision date (`unless_status`) and line items (a `sum_of_line_items` rule). A bad declaration is refused in
one line that names it."""

from __future__ import annotations


import pytest
from sqlalchemy import create_engine
from sqlalchemy.pool import StaticPool

from stages import nlp
from stages.rules import CueHit, Found
from status.case_block import issue_lines
from status.fact_store import FactStore
from status.models import FactValue, Validation
from status.schema import Schema, SchemaError, load_schema, parse_yaml

# a repair shop's own schema: no name of the default's
CUSTOM = """
name: fixit
version: "1"
fields:
  ticket_no: {type: identifier, entity: case, pattern: "TK-[0-9]{4}", cues: [ticket no]}
  po_number: {type: identifier, entity: order, pattern: "PO-[0-9]{4}", cues: [po number]}
  client: {type: text, entity: customer}
  asked_amount: {type: money, qualifier: asked, qualifiers: [asked, granted, paid], cues: [amount claimed]}
  payout: {type: money, qualifier: paid, qualifiers: [asked, granted, paid], cues: [amount paid]}
  net: {type: money, entity: document, cues: [net]}
  state: {type: status, allowed: [asked, granted, declined, paid], cues: [state]}
  decided_on: {type: date, steps: [granted, asked, paid], unless_status: [declined], cues: [decided on]}
  paid_on: {type: date, steps: [paid], cues: [paid on]}
  bank_ref: {type: identifier, entity: case, grouping: none, steps: [paid], cues: [bank ref]}
  reply_by: {type: date, deadline: true, cues: [reply by]}
  unit_serial: {type: identifier, entity: order, grouping: own, issue_subject: [repair claim], cues: [unit serial]}
doc_types:
  complaint:
    fields: [ticket_no, po_number, client, asked_amount, reply_by]
    case_keys: [ticket_no, po_number]
    case_reference: true
    issue: complaint
  repair_ticket:
    fields: [ticket_no, po_number, client, unit_serial, reply_by]
    case_keys: [ticket_no, po_number]
    case_reference: true
    issue: repair claim
  sales_ack:
    fields: [po_number, client, net]
    case_keys: [po_number]
    confirms: order
  payout_note:
    fields: [ticket_no, po_number, payout, paid_on, bank_ref, decided_on, state]
    case_keys: [ticket_no, po_number]
    issue: complaint
document_rules:
  - {name: lines, op: sum_of_line_items, field: net, message: "lines sum to {sum}, net is {value}"}
issue_kinds:
  - name: complaint
  - name: repair claim
    open_action: book the repair
step_actions:
  asked: decide on the claim
  granted: pay the claim
  declined: tell the client
"""


def custom(**changes) -> Schema:
    data = parse_yaml(CUSTOM)
    for path, value in changes.items():
        *head, last = path.split("__")
        node = data
        for key in head:
            node = node[key]
        node[last] = value
    return Schema.model_validate(data)


def specs(schema: Schema, doc_type: str):
    return schema.fields_for(doc_type)


# --------------------------------------------------------------------------- labels (stages.nlp)

LETTER = "Ref. TK-4471\n\nHello, the kettle I bought still leaks. Please repair it.\n"


def test_a_bare_ref_names_the_case_of_a_type_declaring_case_reference_whatever_its_names():
    s = custom()
    hits = nlp._bare_reference_labels(LETTER, s, specs(s, "complaint"), "complaint", [])
    assert [(h.field, LETTER[h.start:h.end]) for h in hits] == [("ticket_no", "Ref. ")]
    assert nlp._bare_reference_labels(LETTER, s, specs(s, "payout_note"), "payout_note", []) == []  # not declared
    default = load_schema("default")
    hits = nlp._bare_reference_labels(LETTER, default, specs(default, "warranty_form"), "warranty_form", [])
    assert [h.field for h in hits] == ["case_number"]
    assert nlp._bare_reference_labels(LETTER, default, specs(default, "refund_execution"), "refund_execution", []) == []


CONFIRMATION = "Thank you for your order.\nConfirmation #: PO-5512\nNet 40.00\n"


def test_a_confirmation_number_names_the_dealing_its_type_confirms():
    s = custom()
    hits = nlp._confirmation_number_labels(CONFIRMATION, s, specs(s, "sales_ack"), "sales_ack", [])
    assert [(h.field, CONFIRMATION[h.start:h.end]) for h in hits] == [("po_number", "Confirmation #")]
    assert nlp._confirmation_number_labels(CONFIRMATION, s, specs(s, "complaint"), "complaint", []) == []
    default = load_schema("default")
    hits = nlp._confirmation_number_labels(CONFIRMATION, default, specs(default, "order_confirmation"),
                                           "order_confirmation", [])
    assert [h.field for h in hits] == ["order_id"]
    assert nlp._confirmation_number_labels(CONFIRMATION, default, specs(default, "invoice"), "invoice", []) == []


def test_a_status_named_in_unless_status_voids_the_field_and_line_items_follow_the_rule():
    s = custom()
    found = {"state": Found("declined", "Declined", (0, 8)), "decided_on": Found("2026-03-02", "2 March", (20, 27)),
             "paid_on": Found("2026-03-05", "5 March", (30, 37))}
    assert nlp._void_under_status(s, found) == {"decided_on": None}
    found["state"] = Found("granted", "Granted", (0, 7))
    assert nlp._void_under_status(s, found) == {}
    default = load_schema("default")
    assert nlp._void_under_status(default, {"refund_status": Found("rejected", "Refused", (0, 7)),
                                            "approval_date": Found("2026-03-02", "2 March", (9, 16))}) == {"approval_date": None}
    assert nlp._sums_line_items(s, specs(s, "sales_ack")) and not nlp._sums_line_items(s, specs(s, "complaint"))
    assert nlp._sums_line_items(default, specs(default, "invoice"))
    assert not nlp._sums_line_items(default, specs(default, "refund_request"))


# --------------------------------------------------------------------------- issue tracker (status.case_block)

def _store(schema: Schema) -> FactStore:
    return FactStore(create_engine("sqlite://", connect_args={"check_same_thread": False}, poolclass=StaticPool), schema)


def _ingest(store: FactStore, doc_id: str, doc_type: str, date: str, **values):
    schema = store.schema
    fields = {n: FactValue(field=n, type=schema.fields[n].type, qualifier=schema.fields[n].qualifier)
              for n in schema.doc_types[doc_type].fields}
    for n, value in values.items():
        spec = schema.fields[n]
        fields[n] = FactValue(field=n, type=spec.type, qualifier=spec.qualifier, value=value, raw=value, page=1,
                              span=(10, 10 + len(value)), extractor="rule", confidence=0.9, authoritative=True,
                              currency="EUR" if spec.type == "money" else None)
    v = Validation(doc_id=doc_id, content_hash=f"h-{doc_id}", doc_type=doc_type, fields=fields)
    return store.ingest(v, batch_id="b1", doc_id=doc_id, document_date=date)


def _lines(schema: Schema, docs) -> list[str]:
    store = _store(schema)
    for doc in docs:
        r = _ingest(store, *doc[:3], **doc[3])
    return issue_lines(store.load_view(r.case_id), schema)


def test_an_issue_of_a_declared_kind_is_named_by_its_subject_with_its_open_action_and_deadline():
    s = custom()
    (line,) = _lines(s, [("t1", "repair_ticket", "2026-03-01", dict(ticket_no="TK-4471", po_number="PO-5512",
                                                                       unit_serial="KX-99812", reply_by="2026-03-20"))])
    assert line == ("- repair claim for KX-99812 (TK-4471): status open; resolution: none yet; "
                    "pending: book the repair (reply by 2026-03-20)")
    # the default schema, by its declarations, as before
    d = load_schema("default")
    (line,) = _lines(d, [("w1", "warranty_form", "2026-03-01", dict(case_number="CASE-2026-0001", order_id="ORD-100001",
                                                                       serial_number="SN-AB12CD34",
                                                                       customer_deadline="2026-03-20"))])
    assert line == ("- warranty claim for SN-AB12CD34 (CASE-2026-0001): status open; resolution: none yet; "
                    "pending: assess the warranty claim (customer deadline 2026-03-20)")


def test_a_step_reached_shows_its_date_and_reference_and_its_declared_action():
    s = custom()
    ids = dict(ticket_no="TK-4471", po_number="PO-5512")
    (line,) = _lines(s, [("c1", "complaint", "2026-03-01", dict(ids, asked_amount="40.00")),
                         ("p1", "payout_note", "2026-03-09", dict(ids, payout="40.00", paid_on="2026-03-08",
                                                                   bank_ref="BR-20931"))])
    assert line.startswith("- complaint for PO-5512 (TK-4471): status paid; resolution: paid 40.00 EUR on 2026-03-08 "
                           "(ref BR-20931); pending: none")
    (line,) = _lines(s, [("c1", "complaint", "2026-03-01", dict(ids, asked_amount="40.00", reply_by="2026-03-20"))])
    assert line.endswith("status asked; resolution: asked 40.00 EUR; pending: decide on the claim (reply by 2026-03-20)")
    # a decision's date stands for a step without a date of its own (`steps` after the first)
    (line,) = _lines(s, [("p2", "payout_note", "2026-03-09", dict(ids, payout="40.00", decided_on="2026-03-04"))])
    assert "resolution: paid 40.00 EUR on 2026-03-04; pending: none" in line
    # a kind no document declares: the order's line, nothing pending while open
    (line,) = _lines(s, [("a1", "sales_ack", "2026-03-01", dict(po_number="PO-5512", net="40.00"))])
    assert line == "- order for PO-5512: status open; resolution: none yet; pending: none"


# --------------------------------------------------------------------------- refusals

@pytest.mark.parametrize("change, message", [
    ({"doc_types__complaint__issue": "complain"},
     "doc type complaint: issue 'complain' is not one of the schema's issue_kinds (complaint, repair claim)"),
    ({"doc_types__sales_ack__confirms": "orders"}, "doc_types.sales_ack.confirms: Input should be 'customer', "),
    ({"doc_types__sales_ack__case_reference": True},
     "doc type sales_ack: case_reference needs a case key (an identifier) of entity case"),
    ({"doc_types__complaint__confirms": "customer"},
     "doc type complaint: confirms needs a case key (an identifier) of entity customer"),
    ({"fields__paid_on__steps": ["payed"]}, "field paid_on: steps ['payed'] are neither a money field's qualifiers "
                                            "nor a status field's values (asked, granted, paid, declined)"),
    ({"fields__payout__deadline": True}, "field payout: deadline is for date fields, not a money field"),
    ({"fields__client__steps": ["paid"]}, "field client: steps are for date and identifier fields, not a text field"),
    ({"fields__unit_serial__issue_subject": ["repairs"]},
     "field unit_serial: issue_subject ['repairs'] not among the schema's issue_kinds (complaint, repair claim)"),
    ({"fields__decided_on__unless_status": ["refused"]},
     "field decided_on: unless_status ['refused'] are no status field's allowed values"),
    ({"step_actions": {"approved": "pay"}}, "step_actions: ['approved'] are neither a money field's qualifiers"),
    ({"issue_kinds": [{"name": "complaint"}, {"name": "complaint"}, {"name": "repair claim"}]},
     "issue kinds named twice: complaint"),
])
def test_a_bad_declaration_is_refused_in_one_line_naming_it(tmp_path, change, message):
    custom()  # the schema itself is good
    data = parse_yaml(CUSTOM)
    for path, value in change.items():
        *head, last = path.split("__")
        node = data
        for key in head:
            node = node[key]
        node[last] = value
    import yaml

    path = tmp_path / "fixit.yaml"
    path.write_text(yaml.safe_dump(data))
    with pytest.raises(SchemaError) as err:
        load_schema(path)
    text = str(err.value)
    assert "\n" not in text and message in text, text


def test_the_default_schema_declares_the_roles_its_names_had():
    d = load_schema("default")
    assert {n for n, t in d.doc_types.items() if t.case_reference} == {"refund_request", "refund_approval",
                                                                       "warranty_form", "customer_letter"}
    assert {n: t.confirms for n, t in d.doc_types.items() if t.confirms} == {"order_confirmation": "order"}
    assert [k.name for k in d.issue_kinds] == ["refund", "warranty claim", "shipment"]
    assert [n for n, f in d.fields.items() if f.deadline] == ["promised_date", "customer_deadline"]
    assert d.step_fields("executed", "date") == ["execution_date", "approval_date"]
    assert d.step_fields("executed", "identifier") == ["payment_reference"]
    assert d.issue_subjects("warranty claim") == ["serial_number"]
    # the pairs stages.nlp.EVENT_DATES / stages.amounts.DATE_ROLES still name, from the declarations
    assert d.event_dates() == {"approval_date": "refund_approved", "execution_date": "refund_executed"}
    assert custom().event_dates() == {"paid_on": "payout"}  # (no amount is "granted" in it)
