"""Validation: bounds, cross-field rules, and the reverse check."""

from __future__ import annotations

from stages.nlp import extract
from stages.validate import validate
from status.schema import load_schema
from tests.test_nlp import INVOICE, REFUND_APPROVAL, REFUND_REQUEST, ocr_from_text

DEFAULT = load_schema("default")


def checked(text: str):
    ocr = ocr_from_text(text)
    ex = extract(ocr, DEFAULT)
    return ocr, ex, validate(ex, ocr, DEFAULT)


def rules(val) -> set[str]:
    return {r.rule for r in val.rules_failed}


def test_clean_invoice_is_all_authoritative():
    _, ex, val = checked(INVOICE)
    assert val.ok, val.rules_failed
    values = [fv for fv in val.fields.values() if fv.value is not None]
    assert values and all(fv.authoritative and fv.reason is None for fv in values)
    assert val.reverse_checked == len(values) and val.reverse_failed == 0
    assert set(val.fields) == set(ex.fields)


def test_total_not_matching_subtotal_plus_tax():
    _, _, val = checked(INVOICE.replace("Total:      EUR 1,414.67", "Total:      EUR 1,441.67"))
    assert "subtotal_plus_tax" in rules(val)
    assert not val.ok
    for name in ("subtotal", "tax_amount", "order_total"):
        assert val.fields[name].authoritative is False
        assert "subtotal" in val.fields[name].reason
    assert val.fields["order_total"].value == "1441.67"  # kept, only not authoritative
    assert val.fields["order_id"].authoritative


def test_line_items_must_sum_to_subtotal():
    _, _, val = checked(INVOICE.replace("HDMI 2.1 Cable 2m        2    EUR 19.90      EUR 39.80",
                                        "HDMI 2.1 Cable 2m        2    EUR 19.90      EUR 49.80"))
    assert "line_items_sum" in rules(val)
    assert val.fields["subtotal"].authoritative is False


def test_bounds_from_schema():
    _, _, val = checked(REFUND_REQUEST.replace("€219.90", "€21,900,000.00"))
    assert "bounds:refund_requested" in rules(val)
    fv = val.fields["refund_requested"]
    assert fv.value == "21900000.00" and fv.authoritative is False and "maximum" in fv.reason


def test_refund_above_order_total_is_an_error():
    ocr = ocr_from_text(INVOICE)
    ex = extract(ocr, DEFAULT)
    # a refund field next to an order total in one extraction (as a merged view would have)
    from status.models import FactValue

    ex.fields["refund_approved"] = FactValue(field="refund_approved", type="money", qualifier="approved",
                                             value="2000.00", currency="EUR", raw=None, span=None)
    val = validate(ex, ocr, DEFAULT)
    assert "refund_not_above_total" in rules(val)
    assert val.fields["refund_approved"].authoritative is False


def test_approved_above_requested_is_only_a_note():
    ocr = ocr_from_text(REFUND_APPROVAL)
    ex = extract(ocr, DEFAULT)
    from status.models import FactValue

    ex.fields["refund_requested"] = FactValue(field="refund_requested", type="money", qualifier="requested",
                                              value="200.00", currency="USD")
    val = validate(ex, ocr, DEFAULT)
    notes = [r for r in val.rules_failed if r.rule == "approved_above_requested"]
    assert notes and notes[0].severity == "warning"
    assert val.fields["refund_approved"].authoritative is True


def test_reverse_check_fails_for_a_tampered_span():
    ocr = ocr_from_text(INVOICE)
    ex = extract(ocr, DEFAULT)
    total = ex.fields["order_total"]
    sub = ex.fields["subtotal"]
    ex.fields["order_total"] = total.model_copy(update={"span": sub.span})  # points at the subtotal now
    val = validate(ex, ocr, DEFAULT)
    fv = val.fields["order_total"]
    assert fv.authoritative is False and "reverse check failed" in fv.reason
    assert "reverse:order_total" in rules(val)
    assert val.reverse_failed == 1


def test_reverse_check_fails_for_a_changed_value():
    ocr = ocr_from_text(INVOICE)
    ex = extract(ocr, DEFAULT)
    ex.fields["order_date"] = ex.fields["order_date"].model_copy(update={"value": "2026-03-11"})
    val = validate(ex, ocr, DEFAULT)
    assert val.fields["order_date"].authoritative is False
    assert "reads as '2026-03-10'" in val.fields["order_date"].reason


def test_reverse_check_catches_a_span_outside_the_text():
    ocr = ocr_from_text(INVOICE)
    ex = extract(ocr, DEFAULT)
    ex.fields["order_id"] = ex.fields["order_id"].model_copy(update={"span": (len(ocr.text) - 2, len(ocr.text) + 8)})
    val = validate(ex, ocr, DEFAULT)
    assert "outside the text" in val.fields["order_id"].reason


def test_pattern_check_on_identifiers():
    ocr = ocr_from_text(INVOICE)
    ex = extract(ocr, DEFAULT)
    ex.fields["order_id"] = ex.fields["order_id"].model_copy(update={"value": "ORD-12"})
    val = validate(ex, ocr, DEFAULT)
    assert "bounds:order_id" in rules(val)
    assert val.fields["order_id"].authoritative is False


def test_relative_deadline_passes_reverse_check_and_unresolved_is_a_warning():
    _, _, val = checked(REFUND_REQUEST)
    assert val.fields["customer_deadline"].authoritative, val.fields["customer_deadline"].reason
    _, _, val = checked(REFUND_REQUEST.replace("before my trip next Friday", "sometime after the holidays"))
    dl = val.fields["customer_deadline"]
    assert dl.unresolved and dl.authoritative is False and "not resolved" in dl.reason
    assert any(r.rule == "unresolved:customer_deadline" and r.severity == "warning" for r in val.rules_failed)
    assert val.ok


def test_nulls_stay_null_and_not_authoritative():
    _, _, val = checked(REFUND_REQUEST.replace("I need the refund before my trip next Friday.", ""))
    fv = val.fields["customer_deadline"]
    assert fv.is_null and fv.authoritative is False and fv.reason is None


def test_an_amount_with_one_three_digit_group_is_kept_but_not_authoritative():
    """'€95.385' is 95385 in Germany and 95.385 in a fuel receipt: recorded, never trusted."""
    _, _, val = checked(REFUND_REQUEST.replace("€219.90", "€95.385"))
    fv = val.fields["refund_requested"]
    assert fv.value is not None and fv.authoritative is False
    assert "ambiguous" in fv.reason and "bounds:refund_requested" in rules(val)
    _, _, val = checked(REFUND_REQUEST.replace("€219.90", "€95,385.00"))  # two separators: unambiguous
    assert val.fields["refund_requested"].authoritative


def test_which_printed_amounts_are_ambiguous():
    from stages.validate import AMBIGUOUS_GROUP_RE

    ambiguous = ["95.385", "EUR 1,250", "Rs.1,250", "-1.250", "(1,250)"]
    clear = ["1,250.00", "RM 1.504,03", "$12.345,67", "0.125", "12.50", "1,234,567"]
    assert [a for a in ambiguous if not AMBIGUOUS_GROUP_RE.search(a)] == []
    assert [c for c in clear if AMBIGUOUS_GROUP_RE.search(c)] == []


def test_a_date_whose_order_the_address_decides_passes_its_reverse_check():
    """Extraction and validation read a document's numeric dates in one order (`normalize.date_order`): a date the
    address's US state decides is read back the same, not failed as unreadable."""
    text = ("INVOICE\nInvoice no.: 55-1207\nDate: 07/08/2026\nBill to: Dana Whitfield, 12 Elm St, Fargo, ND 58102\n"
            "Total: 410.00\n")
    _, ex, val = checked(text)
    assert ex.fields["document_date"].value == "2026-07-08"
    assert "reverse:document_date" not in rules(val)


def _renamed(schema, names: dict[str, str]):
    """`schema` with fields renamed everywhere (fields, doc types, rules): a user's own names."""
    import json

    text = json.dumps(schema.model_dump(mode="json"))
    for old, new in names.items():
        text = text.replace(f'"{old}"', f'"{new}"').replace("{" + old + "}", "{" + new + "}")
    return type(schema).model_validate(json.loads(text))


def test_document_rules_come_from_the_schema_not_the_field_names():
    names = {"subtotal": "net", "tax_amount": "vat", "order_total": "gross"}
    user = _renamed(DEFAULT, names)
    ocr = ocr_from_text(INVOICE.replace("Total:      EUR 1,414.67", "Total:      EUR 1,441.67"))
    ex = extract(ocr, DEFAULT)
    ex.fields = {names.get(k, k): fv.model_copy(update={"field": names.get(k, k)}) for k, fv in ex.fields.items()}
    val = validate(ex, ocr, user)
    failure = next(r for r in val.rules_failed if r.rule == "subtotal_plus_tax")
    assert failure.fields == ["net", "vat", "gross"]
    assert failure.message == "subtotal 1188.80 + tax 225.87 = 1414.67, total is 1441.67"
    assert val.fields["gross"].authoritative is False
    # without the rule, a user's schema checks nothing among those amounts
    bare = user.model_copy(update={"document_rules": []})
    assert "subtotal_plus_tax" not in rules(validate(ex, ocr, bare))


def test_a_document_rule_on_an_unknown_field_or_placeholder_is_refused_by_name():
    import pytest

    data = DEFAULT.model_dump(mode="json")
    data["document_rules"] = [{"name": "net_plus_vat", "op": "sum_of", "field": "gross", "parts": ["net", "vat"],
                               "message": "{net} + {vat} != {value}"}]
    with pytest.raises(ValueError, match=r"document rule net_plus_vat: unknown fields \['gross', 'net', 'vat'\]"):
        type(DEFAULT).model_validate(data)
    data["document_rules"] = [{"name": "typo", "op": "at_most", "field": "refund_requested", "other": "order_total",
                               "message": "{feild} too high"}]
    with pytest.raises(ValueError, match=r"document rule typo: message names \['feild'\]"):
        type(DEFAULT).model_validate(data)
    data["document_rules"] = [{"name": "lonely", "op": "at_most", "field": "refund_requested", "message": "x"}]
    with pytest.raises(ValueError, match="document rule lonely: at_most needs `other`"):
        type(DEFAULT).model_validate(data)


def test_a_document_rules_message_may_name_only_the_rules_own_fields():
    """A message naming another field would have no value to show when the rule breaks: refused when loaded."""
    import pytest

    data = DEFAULT.model_dump(mode="json")
    data["document_rules"] = [{"name": "cap", "op": "at_most", "field": "refund_requested", "other": "order_total",
                               "message": "{value} above {limit} (tax {tax_amount})"}]
    with pytest.raises(ValueError, match=r"document rule cap: message names \['tax_amount'\]"):
        type(DEFAULT).model_validate(data)
