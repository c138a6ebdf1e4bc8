"""Case grouping on other shops' documents (issue 9, cases13): evidence of different strengths.
Each test fails on main before cases13. Sets: tests/cases13_check.py (scored before/after only),
tests/cases13_tune.py (tuned on)."""

from __future__ import annotations

from status.cases import group, keys_of
from tests.cases13_sets import SCHEMA, validation


def _groups(*docs: tuple[str, dict[str, str]]) -> list[list[str]]:
    keys = {f"d{i}": keys_of(SCHEMA, dt, validation(f"d{i}", dt, vals)) for i, (dt, vals) in enumerate(docs)}
    return group(keys)


def test_a_delivery_update_or_a_corrected_invoice_joins_by_its_tracking_or_invoice_number():
    assert _groups(("shipping_notice", dict(order_id="ORD-440671", tracking_number="TRK0997837151")),
                   ("shipping_notice", dict(tracking_number="TRK 0997837151", carrier="GLS"))) == [["d0", "d1"]]
    assert _groups(("invoice", dict(invoice_number="2610-0070", order_id="119216758")),
                   ("invoice", dict(invoice_number="2610-0070", order_total="290.00"))) == [["d0", "d1"]]
    assert _groups(("refund_execution", dict(order_id="ORD-512273", payment_reference="PAY-21803124")),
                   ("refund_execution", dict(payment_reference="PAY 21803124"))) == [["d0", "d1"]]


def test_a_case_or_customer_number_read_into_the_order_id_field_still_joins_its_case():
    assert _groups(("refund_approval", dict(case_number="RMA-604431", order_id="PO-771903")),
                   ("customer_letter", dict(order_id="RMA 604431"))) == [["d0", "d1"]]
    assert _groups(("order_confirmation", dict(order_id="55019832", customer_id="3811936")),
                   ("customer_letter", dict(order_id="3811936"))) == [["d0", "d1"]]
    # short numbers of two numbering series meet by chance: no join across fields
    assert _groups(("refund_approval", dict(case_number="40213", order_id="PO-771903")),
                   ("customer_letter", dict(order_id="40213"))) == [["d0"], ["d1"]]


def test_an_order_id_one_ocr_digit_slip_away_joins_only_with_the_same_amount():
    assert _groups(("order_confirmation", dict(order_id="ORD-318862", order_total="349.00")),
                   ("refund_request", dict(order_id="ORD-318882", refund_requested="349.00"))) == [["d0", "d1"]]
    assert _groups(("refund_approval", dict(order_id="NW-417290", refund_approved="42.00")),
                   ("refund_execution", dict(order_id="NW-477290", refund_executed="42.00"))) == [["d0", "d1"]]
    # two orders of one customer one slip apart, other totals; sequential ids (1 -> 2 is no slip) with one price
    assert _groups(("order_confirmation", dict(order_id="ORD-551203", customer_name="Liam Porter", order_total="120.00")),
                   ("order_confirmation", dict(order_id="ORD-551208", customer_name="Liam Porter", order_total="64.90"))
                   ) == [["d0"], ["d1"]]
    assert _groups(("order_confirmation", dict(order_id="ORD-600141", order_total="19.99")),
                   ("order_confirmation", dict(order_id="ORD-600142", order_total="19.99"))) == [["d0"], ["d1"]]


def test_a_document_without_ids_joins_by_the_customers_name_and_the_amount_together():
    from status.cases import name_form

    assert name_form("Inès Moreau") == name_form("MOREAU, Ines") and name_form("Ines") is None
    assert _groups(("order_confirmation", dict(order_id="77310254", customer_name="Ines Moreau", order_total="149.00")),
                   ("refund_request", dict(customer_name="Inès Moreau", refund_requested="149.00"))) == [["d0", "d1"]]
    # the name alone, the amount alone: no join
    assert _groups(("order_confirmation", dict(order_id="77310254", customer_name="Ines Moreau", order_total="149.00")),
                   ("refund_request", dict(customer_name="Ines Moreau", refund_requested="20.00")),
                   ("refund_request", dict(customer_name="Paul Moreau", refund_requested="149.00"))
                   ) == [["d0"], ["d1"], ["d2"]]


def test_a_short_number_alone_never_joins_but_a_shops_four_digit_order_number_does():
    # a postcode read as the customer number, a year read as the case number, in unrelated documents
    assert _groups(("order_confirmation", dict(order_id="ORD-300118", customer_id="4417", customer_name="Ana Lima")),
                   ("refund_request", dict(order_id="ORD-872210", customer_id="4417", customer_name="Kurt Vogel")),
                   ) == [["d0"], ["d1"]]
    assert _groups(("customer_letter", dict(case_number="2026", order_id="ORD-245501")),
                   ("customer_letter", dict(case_number="2026", order_id="ORD-716630"))) == [["d0"], ["d1"]]
    # with the same customer's name the short number joins; "order 7781" of a small shop joins alone
    assert _groups(("order_confirmation", dict(customer_id="4417", customer_name="Ana Lima")),
                   ("refund_request", dict(customer_id="4417", customer_name="ana LIMA"))) == [["d0", "d1"]]
    assert _groups(("order_confirmation", dict(order_id="7781")), ("customer_letter", dict(order_id="7781"))) == [["d0", "d1"]]


def test_the_store_joins_a_document_by_name_and_amount_and_keeps_link_keys_out_of_the_case():
    import json

    from sqlmodel import Session

    from status.facts import CaseRow
    from tests.test_facts import memory_store

    store = memory_store()
    store.ingest(validation("oc", "order_confirmation", dict(order_id="ORD-318862", customer_name="Aiko Tanaka",
                                                              order_total="349.00")), batch_id="b1", doc_id="oc", document_date="2026-03-01")
    store.ingest(validation("rq", "refund_request", dict(customer_name="Aiko Tanaka", refund_requested="349.00")),
                 batch_id="b1", doc_id="rq", document_date="2026-03-05")
    cases = store.cases()
    assert [(c.case_id, c.doc_count) for c in cases] == [("ORD-318862", 2)]
    with Session(store.engine) as s:
        assert json.loads(s.get(CaseRow, "ORD-318862").keys_json) == ["order_id:ORD-318862"]
