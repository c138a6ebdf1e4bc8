"""Money totals of invoices and confirmations (helper money15, issue 9): a cue heading an items table's column is no
total's label, the sum the schema states picks among each field's amounts, a money label printed as its modifier
alone, OCR's space before a decimal mark. Each test in its own wording, not a document of the round's sets."""

from __future__ import annotations

from status.schema import load_schema

SCHEMA = load_schema("default")


def _specs(doc_type: str = "invoice"):
    return {n: SCHEMA.fields[n] for n in SCHEMA.doc_types[doc_type].fields}


def _money(text: str, field: str, doc_type: str = "invoice", arithmetic: bool = True):
    from stages import rules

    specs = _specs(doc_type)
    hits = rules.cue_hits(text, list(specs.values()))
    same = {n for n, s in specs.items() if s.type == "money"}
    sums = [(r.field, r.parts) for r in SCHEMA.document_rules if r.op == "sum_of"] if arithmetic else []
    found = rules.find_money(text, specs[field], hits, same, None, sums, specs)
    return found.value if found else None


def test_items_column_header_is_no_totals_label():
    from stages.rules import CueHit, items_column_header

    text = "Part   Qty   Unit   Total\nHinge set   2   4.50   9.00\nTotal due   11.25\n"
    at = text.index("Total")
    assert items_column_header(text, CueHit("order_total", at, at + 5))
    grid = "Subtotal   VAT   Total\n£10.00   £2.00   £12.00\n"  # a row of amounts alone: the totals' own grid
    at = grid.index("Total", 5)
    assert not items_column_header(grid, CueHit("order_total", at, at + 5))


def test_total_column_of_the_items_loses_to_the_totals_line():
    text = ("INVOICE 5520\nItem Qty Price Total\nRake head 1 £14.20 £14.20\nSpade 1 £22.80 £22.80\n"
            "Subtotal £37.00\nVAT £7.40\nTotal incl. tax £44.40\n")
    assert _money(text, "order_total") == "44.40"


def test_the_sum_picks_the_total_among_labelled_amounts():
    text = ("Invoice 3307\nSubtotal          £100.00\nVAT 20%            £20.00\nTotal             £120.00\n"
            "Amount due          £0.00\n")  # paid by card: the longer label names what is left, not the order's total
    assert _money(text, "order_total", arithmetic=False) == "0.00"
    assert _money(text, "order_total") == "120.00"


def test_the_sum_counts_shipping_and_a_discount_among_the_totals_lines():
    from stages.rules import Found, _amounts_among

    text = "Subtotal  $50.00\nDelivery  $6.00\nDiscount  -$5.00\nTax  $4.00\nTotal  $55.00\n"
    spans = [(text.index("$50.00"), text.index("$50.00") + 6), (text.index("$4.00"), text.index("$4.00") + 5)]
    founds = [Found("50.00", "$50.00", spans[0]), Found("4.00", "$4.00", spans[1])]
    assert str(_amounts_among(text, founds)) == "1.00"


def test_a_labels_modifier_alone_labels_the_amount():
    text = "SALES INVOICE 88120\nDescription Qty Unit price Line total\nTrellis panel 2 40.00 euro 80.00 euro\n" \
           "Merchandise: 80.00 euro\nVAT @ 23%: 18.40 euro\nInvoice total: 98.40 euro\n"
    assert _money(text, "subtotal") == "80.00"


def test_a_modifier_another_field_opens_a_label_with_is_no_label():
    from stages.rules import _ellipsis_words

    specs = _specs()
    words = _ellipsis_words("order_total", tuple((n, tuple(s.cues)) for n, s in specs.items()))
    assert "order" not in words and "invoice" not in words  # ("Order: 4471", "Invoice 2026-1": their ids)


def test_ocr_space_before_a_decimal_mark_after_a_marker():
    from stages.normalize import MONEY_RE, parse_money

    m = MONEY_RE.search("Tax GBP12 .35\n")
    assert m.group(0) == "GBP12 .35" and str(parse_money(m.group(0)).amount) == "12.35"


def test_french_and_plural_totals_labels():
    text = "FACTURE 2210\nSous-total   200,00 $\nTPS 5 %   10,00 $\nTVQ 9,975 %   19,95 $\nTotal des taxes   29,95 $\n" \
           "Total   229,95 $\n"
    assert _money(text, "subtotal") == "200.00"
    assert _money(text, "tax_amount") == "29.95"
    assert _money(text, "order_total") == "229.95"


def test_a_labels_modifier_alone_over_its_amount():
    text = "Tax invoice no.:\n55120\nArticle Units Rate Net\nPen tray 1 12.00 CHF 12.00 CHF\nMerchandise:\n12.00 CHF\n" \
           "VAT amount:\n0.97 CHF\nTotal paid:\n12.97 CHF\n"
    assert _money(text, "subtotal") == "12.00"


def test_a_labels_modifier_alone_in_a_row_of_labels():
    text = "Invoice 4410\nItem Qty Price Line total\nBread bin 1 GBP 30.00 GBP 30.00\nMerchandise VAT Total paid\n" \
           "GBP 30.00 GBP 6.00 GBP 36.00\n"
    assert _money(text, "subtotal") == "30.00"


def test_the_sum_reads_a_part_printed_under_the_totals_word():
    text = "Invoice 8120\nTotal          €300.00\nVAT 9%          €27.00\nTotal          €327.00\n"
    assert _money(text, "order_total", arithmetic=False) == "300.00"  # (the first of two equal labels)
    assert _money(text, "order_total") == "327.00"
