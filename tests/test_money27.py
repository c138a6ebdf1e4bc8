"""Money roles on documents of shops docflow never saw (helper money27, issue 9): a totals block read as a block
(amounts before their labels, a row of labels over a row of amounts, VAT-/GST-inclusive prices, the tax named by
any common word or share of it), and refund amounts by the act that qualifies them. Each test in its own wording (no
document of tests/money27_check.py)."""

from __future__ import annotations

import pytest

from stages import amounts


def _fields(text: str, doc_type: str | None = None) -> dict:
    from tests.test_nlp import DEFAULT, run

    _, ex = run(text, DEFAULT)
    if doc_type is not None:
        assert ex.doc_type == doc_type
    return {k: (None if v is None or v.is_null else v.value) for k, v in ex.fields.items()}


def _roles(text: str, has=frozenset({amounts.APPROVED, amounts.ELIGIBLE})) -> dict:
    from stages.spacy_model import lemmatize

    return {a.value: a.role for a in amounts.read_amounts(text, lemmatize(text), set(has), None)}


TAX = amounts.TAX_WORDS | amounts.TAX_PART_WORDS


# ---------------------------------------------------------------- rows' roles by their labels

@pytest.mark.parametrize("label", ["Net of VAT", "Total before GCT", "Amount exclusive of GST", "Total (VAT exclusive)",
                                   "Pre-tax total"])
def test_a_label_leaving_the_tax_out_is_the_subtotal(label):
    assert amounts.row_kind(label, TAX)[0] == amounts.SUB


@pytest.mark.parametrize("label", ["VAT (16%) included", "GST 15% incl.", "of which VAT 5%", "Includes GST of"])
def test_a_tax_named_as_included_is_inside_the_total(label):
    assert amounts.row_kind(label, TAX)[0] == amounts.INCLUDED


@pytest.mark.parametrize("label", ["Total (VAT inclusive)", "Total incl. GST"])
def test_a_total_naming_its_included_tax_stays_the_total(label):
    assert amounts.row_kind(label, TAX)[0] == amounts.TOTAL


@pytest.mark.parametrize("label", ["GCT 15%", "CGST 9%", "SGST @ 9%"])
def test_a_tax_share_is_a_tax_row(label):
    assert amounts.row_kind(label, TAX)[0] == amounts.TAX


# ---------------------------------------------------------------- a totals block's layouts

def test_amounts_printed_before_their_labels():
    text = ("INVOICE 20-551                        Date: 08/08/2026\nLantern Lane Printers\nBill to: Ana Reyes\n\n"
            "Poster print A1 x4                 ₱2,000.00\n\n"
            "   ₱2,000.00   Subtotal\n"
            "     ₱240.00   VAT 12%\n"
            "   ₱2,240.00   Amount due\n")
    got = _fields(text, "invoice")
    assert (got["subtotal"], got["tax_amount"], got["order_total"]) == ("2000.00", "240.00", "2240.00")


def test_a_row_of_labels_over_a_row_of_amounts():  # (a guard: the cues' header cells read it before; the block now too)
    text = ("TAX INVOICE 7781-Q                  Date: 02/02/2026\nHarbourside Tiles\nCustomer: Joel Mwangi\n\n"
            "Floor tiles 20 m2                KES 20,000.00\n\n"
            "Net value        VAT 16%         Total payable\n"
            "KES 20,000.00    KES 3,200.00    KES 23,200.00\n")
    got = _fields(text, "invoice")
    assert (got["subtotal"], got["tax_amount"], got["order_total"]) == ("20000.00", "3200.00", "23200.00")


def test_vat_inclusive_total_with_the_tax_and_the_net_below_it():
    text = ("TAX INVOICE T-3390                  Date: 12/12/2026\nCedar Hill Books\nCustomer: Omar Khalid\n\n"
            "Atlas (hardback)                  AED 210.00\n"
            "Total                             AED 210.00\n"
            "VAT 5% included                    AED 10.00\n"
            "Net of VAT                        AED 200.00\n")
    got = _fields(text, "invoice")
    assert (got["subtotal"], got["tax_amount"], got["order_total"]) == ("200.00", "10.00", "210.00")


def test_tax_shares_without_a_tax_total_are_summed():
    text = ("TAX INVOICE GJ/26/114                Date: 03-03-2026\nSabarmati Textiles\nBuyer: Neha Shah\n\n"
            "Cotton bales x4                  ₹ 8,000.00\n"
            "Taxable value                    ₹ 8,000.00\n"
            "CGST 6%                            ₹ 480.00\n"
            "SGST 6%                            ₹ 480.00\n"
            "Grand Total                      ₹ 8,960.00\n")
    got = _fields(text, "invoice")
    assert (got["subtotal"], got["tax_amount"], got["order_total"]) == ("8000.00", "960.00", "8960.00")


def test_a_total_before_gct_and_the_gct_row():
    text = ("INVOICE OC-4410                       Date: 09/09/2026\nOcho Rios Marine\nCustomer: Paul Grant\n\n"
            "Life jackets x6                  JMD 18,000.00\n"
            "Total before GCT                 JMD 18,000.00\n"
            "GCT 15%                           JMD 2,700.00\n"
            "Total                            JMD 20,700.00\n")
    got = _fields(text, "invoice")
    assert (got["subtotal"], got["tax_amount"], got["order_total"]) == ("18000.00", "2700.00", "20700.00")


# ---------------------------------------------------------------- refund amounts by their act

def test_an_amount_that_can_be_credited_is_the_decision_not_money_gone_back():
    assert _roles("After checking the parcel, SGD 64.00 can be credited to your card.")["64.00"] == amounts.APPROVED


def test_money_offered_is_the_decision():
    assert _roles("We would like to offer NZD 35.00 as a goodwill refund.")["35.00"] == amounts.APPROVED


def test_money_the_reader_will_receive_back_is_the_decision():
    assert _roles("You will receive ZAR 410,00 back on your card within a week.")["410.00"] == amounts.APPROVED


def test_a_ceiling_is_what_the_claim_qualifies_for():
    assert _roles("Under the warranty you can be reimbursed up to PHP 3,500.00.")["3500.00"] == amounts.ELIGIBLE


def test_an_amount_named_by_a_clause_of_entitlement_is_eligible():
    assert _roles("EUR 140.00 is the sum you are entitled to for the returned chairs.")["140.00"] == amounts.ELIGIBLE


def test_eligibility_read_by_a_verb_speaks_for_the_decision_type():
    from stages.spacy_model import lemmatize
    from tests.test_nlp import DEFAULT

    text = "Your returned speaker qualifies for a refund of KES 7,500.00 under our policy."
    assert amounts.type_evidence(text, lemmatize(text), DEFAULT, None) == {"refund_approval": amounts.ROLE_WEIGHT}


def test_a_customers_own_entitlement_is_no_decision():
    from stages.spacy_model import lemmatize
    from tests.test_nlp import DEFAULT

    text = "I believe I am entitled to a refund of KES 7,500.00 for the broken speaker."
    assert amounts.type_evidence(text, lemmatize(text), DEFAULT, None) == {}


def test_labels_after_their_amounts_with_no_sum_to_confirm():
    text = ("INVOICE 33-901                     Date: 05/05/2026\nLakeside Joinery\nCustomer: Ben Ito\n\n"
            "Oak shelf                     £120.00\n"
            "£144.00   Amount due\n"
            "£24.00    VAT 20%\n")
    got = _fields(text, "invoice")
    assert (got["tax_amount"], got["order_total"]) == ("24.00", "144.00")


def test_a_refund_label_after_its_amount_names_its_act():
    text = "Refund notice RF-2201\nOrder ORD-44102\nEUR 45.00   Amount refunded\nDate: 03/03/2026 Reference: PAY-88120\n"
    assert _roles(text)["45.00"] == amounts.EXECUTED


def test_a_tax_cue_inside_the_totals_label_gives_way_to_the_tax_row():
    text = ("INVOICE QX-7720                  Date: 11/11/2026\nHilltop Hardware, Eldoret\nCustomer: Kip Rono\n\n"
            "Water tank 1000 l                  KSh 11,600.00\n"
            "TOTAL PAYABLE (incl. VAT)          KSh 11,600.00\n"
            "VAT 16% included in the total:     KSh 1,600.00\n")
    got = _fields(text, "invoice")
    assert (got["tax_amount"], got["order_total"]) == ("1600.00", "11600.00")


@pytest.mark.parametrize("label", ["VAT @16% included in the total", "GST (15%) inclusive in price"])
def test_a_label_opening_with_the_tax_named_as_included_is_inside_the_total(label):
    assert amounts.row_kind(label, TAX)[0] == amounts.INCLUDED


def test_a_copula_whose_subject_names_a_ceiling_gives_the_eligible_amount():
    assert _roles("Sorry for the trouble. The most we can give back is NZD 75.00 for this item.")["75.00"] == amounts.ELIGIBLE


def test_a_claim_valid_for_an_amount_is_eligible():
    assert _roles("Having checked it, your claim is valid for SGD 58.00.")["58.00"] == amounts.ELIGIBLE


@pytest.mark.parametrize("dest", ["your M-Pesa", "your GCash wallet", "your mobile money number"])
def test_money_sent_to_a_mobile_wallet_is_paid_out(dest):
    assert _roles(f"We'll send KES 640.00 to {dest}.")["640.00"] == amounts.APPROVED
    assert _roles(f"We sent KES 640.00 to {dest} this morning.")["640.00"] == amounts.EXECUTED


def test_a_reimbursement_agreed_heading_over_its_amount():  # (a guard: column headings over their amounts)
    text = ("Return authorisation form\n\nRMA no.  CASE-2026-7710\nOrder   W5510021\n\n"
            "Qualifying amount   Reimbursement agreed   Credit expected by\n"
            "A$410.00            A$395.00               20 May 2026\n")
    got = _fields(text, "refund_approval")
    assert (got["refund_eligible"], got["refund_approved"]) == ("410.00", "395.00")


def test_a_dash_before_a_refund_amount_is_no_minus():
    text = "Chat transcript - order ORD-55102\n[09:01] Customer: Requesting a refund - KES 3,100.00 for the kettle\n"
    from tests.test_nlp import DEFAULT, run

    ocr, ex = run(text, DEFAULT)
    f = ex.fields["refund_requested"]
    assert f.value == "3100.00" and ocr.text[f.span[0]:f.span[1]] == f.raw == "KES 3,100.00"


# ---------------------------------------------------------------- the schema's cues (guards)

def test_a_tax_amount_label_is_no_subtotal_cue():
    text = ("VAT invoice\nVAT invoice number:\n5952001\nInvoice date:\nMar 02, 2026\nCustomer name:\nIrene Adler\n"
            "Amount before tax:\nGBP 100.00\nVAT amount:\nGBP 20.00\nTotal due:\nGBP 120.00\n")
    got = _fields(text, "invoice")
    assert (got["subtotal"], got["tax_amount"], got["order_total"]) == ("100.00", "20.00", "120.00")


def test_the_amount_in_dispute_is_the_request():  # (a guard)
    text = ("Refund request\nOrder: ZX-22019\nCustomer: Mia Park\nReason: item never arrived\n"
            "Amount in dispute: AUD 86.40\nPlease refund me by 30/06/2026.\n")
    assert _fields(text, "refund_request")["refund_requested"] == "86.40"


def test_vatable_sales_are_the_subtotal():  # (a guard)
    text = ("SALES INVOICE No. 7712                  Date: 01/07/2026\nCebu Craft Supply\nSold to: Liza Cruz\n\n"
            "Rattan baskets x5                   ₱1,500.00\n"
            "VATable Sales                       ₱1,500.00\n"
            "VAT 12%                               ₱180.00\n"
            "Total Sales (VAT Inclusive)        ₱1,680.00\n")
    got = _fields(text, "invoice")
    assert (got["subtotal"], got["tax_amount"], got["order_total"]) == ("1500.00", "180.00", "1680.00")
