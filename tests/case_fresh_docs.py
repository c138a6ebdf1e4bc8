"""Made-up cases of made-up businesses for case grouping (issue 9), written before the typecase3
changes and scored untouched first through the real path: the text's NLP extraction
(`stages.nlp.extract`), validation, `status.cases.keys_of` and `status.cases.group`, as
`benchmarks/extraction_accuracy.py` scores a shop, pairwise precision / recall / F1 against the
case ids below (`case_f1`).

The cases' ids appear in the ways people and scanners write them: with spaces or dashes ("SO 4471-2",
"SO-4471-2", "SO4471-2"), with OCR's look-alike slips (O for 0, I for 1, S for 5), only in a subject
line, only as "your order of 3 May"; other kinds of reference number stand beside them (invoice,
ticket, the shop's bank account) and must not join different cases; one customer has two cases
under one customer number (two orders: two cases, not one).

Untouched (main at aaab94a): pairwise precision 0.679, recall 0.528, F1 0.594 (17 groups for 10 cases);
doc type 30/32. Misses: one order written "SO4471-2", "SO-4471-2" and (cut by extraction) "SO4471" makes
three keys; "T-22019" and "T22019" two; the two orders of one customer merge through the customer
number; an order label misread by OCR ("0rder No") or a spaced number ("2026 / 0413") gives no key.
After typecase3 (link keys: one id printed with other separators or look-alikes): precision 0.710,
recall 0.611, F1 0.657; doc type 32/32."""
CASE_DOCS: list[tuple[str, str, str]] = [  # (case id, true doc type, text)
# ---------------------------------------------------------------- A: one order written four ways
("A", "order_confirmation", """Hollin Garden Supply
Order confirmation
Sales order: SO 4471-2
Customer no.: HG-20931
Ordered: 2 x Terracotta planter 40cm   EUR 78.00
Order total: EUR 78.00
Thank you for your order, Ms Lindqvist."""),
("A", "refund_request", """Subject: SO4471-2 broken planter

Hi, one of the two planters arrived cracked straight through the base.
I would like a refund of EUR 39.00 for it please.
Petra Lindqvist"""),
("A", "refund_approval", """Dear Ms Lindqvist,
Your return for order SO-4471-2 has been approved. We will refund EUR 39.00 to your card; there is no need to send the planter back.
Hollin Garden Supply, Customer Care"""),
("A", "refund_execution", """REFUND ISSUED
Order: SO 4471 - 2
Amount refunded: EUR 39.00
Refunded on: 14 May 2026
Payment reference: HGS-RF-00871"""),
# ---------------------------------------------------------------- B and C: one customer, two orders
("B", "order_confirmation", """Order acknowledgement
Customer number: FJ-1180 (Fenwick Joinery Ltd)
Order no: 30771
12 x Oak board 2.4m    GBP 540.00
Total incl. VAT        GBP 648.00
Delivery: week 21"""),
("B", "shipping_notice", """Despatch note
Your order 30771 left our yard today with Palletways, consignment 0044-5512-77.
Account FJ-1180. Delivery expected Thursday."""),
("B", "invoice", """INVOICE 90412
Customer: Fenwick Joinery Ltd   Account: FJ-1180
Your order: 30771
Net GBP 540.00  VAT GBP 108.00  Total due GBP 648.00
Pay to: Marlow Timber, sort code 20-44-19, account 55120931"""),
("C", "refund_request", """Hello,
Order 30815 (customer no. FJ-1180): the birch ply sheets were delivered water-stained.
We are returning the 6 sheets and claim back GBP 186.00.
Regards, Dan Fenwick"""),
("C", "refund_approval", """Dear Mr Fenwick,
Re: your order 30815. We have approved your claim: GBP 186.00 will be credited to account FJ-1180.
Marlow Timber Returns"""),
("C", "refund_execution", """Credit note CN-2209
Customer: FJ-1180
Re order: 30815
Water-stained birch ply, 6 sheets      (186.00)
Total credited GBP                     (186.00)"""),
# ---------------------------------------------------------------- D: OCR slips in a scanned order number
("D", "order_confirmation", """ORDER CONFIRMATION
0rder No: 7O55I2
Date: O3/05/2026
Customer: Ruairi Breen
Gas hob 4-burner   EUR 349.00
Total EUR 349.00"""),
("D", "shipping_notice", """Your order 705512 has been shipped with An Post.
Tracking: CE123456789IE
Expected delivery: 7 May 2026"""),
("D", "warranty_form", """Warranty claim
Order number: 7055l2
Product: Gas hob 4-burner
Serial number: GH4-88120
Fault: the front left burner will not light
Please arrange a repair."""),
# ---------------------------------------------------------------- E: the order named only by its date
("E", "order_confirmation", """Thanks for your order, Connor!
Order #88130 placed 3 May 2026
1 x Cast iron skillet 26cm   USD 64.00
Order total: USD 64.00"""),
("E", "shipping_notice", """Good news Connor - order 88130 is on its way with USPS.
Tracking number: 9400 1000 0000 0000 0000 00"""),
("E", "refund_request", """Hi,
the skillet from your order of 3 May arrived with a chipped enamel rim.
Could I have my USD 64.00 back? I can post it back to you.
Connor Quinn"""),
# ---------------------------------------------------------------- F and G: the shop's bank account on every invoice
("F", "invoice", """Tax invoice INV-2026-0311
Bill to: Aroha Bakery   Customer ID: KB-7712
Order ref: PO-5530
Flour 25kg x 10    NZD 420.00
GST                NZD  63.00
Total due          NZD 483.00
Please pay into account 12-3011-0098112-00"""),
("F", "shipping_notice", """Dispatch advice
Order ref: PO-5530
10 bags flour 25kg, sent with Mainfreight today, con note MF8823110.
Customer ID: KB-7712"""),
("F", "refund_request", """Hi there,
Two of the ten flour bags on order PO-5530 were split open. We would like a credit of NZD 84.00 for the two.
Aroha Bakery (Customer ID KB-7712)"""),
("G", "invoice", """Tax invoice INV-2026-0318
Bill to: Tui Street Cafe   Customer ID: KB-8045
Order ref: PO-5561
Rye flour 20kg x 4  NZD 156.00
GST                 NZD  23.40
Total due           NZD 179.40
Please pay into account 12-3011-0098112-00"""),
("G", "order_confirmation", """Order received - thank you!
Order ref: PO-5561
Customer ID: KB-8045
4 x Rye flour 20kg, NZD 179.40 incl. GST
Delivery on Tuesday's run."""),
("G", "customer_letter", """Hello, we still have not got the rye flour from order PO-5561, it was meant to come Tuesday. Nobody has called us.
Tui Street Cafe"""),
# ---------------------------------------------------------------- H: a ticket number carries the case
("H", "refund_request", """Support ticket #T-22019
Order: WB-40077
Customer: Greta Svensson
Message: The headphones' left side is silent. I want a refund of SEK 899.00."""),
("H", "refund_approval", """Hi Greta,
About your ticket T-22019: we have approved a refund of SEK 899.00. A return label is attached.
/Wolfberg Audio support"""),
("H", "refund_execution", """Ticket T 22019 - refund of SEK 899.00 paid to your card today.
Wolfberg Audio"""),
("H", "order_confirmation", """Order confirmation WB-40077
Thank you Greta! We received your order.
1 x Over-ear headphones   SEK 899.00
Total SEK 899.00"""),
# ---------------------------------------------------------------- I: a chat and a form about one order
("I", "refund_request", """[10:02] Yusuf: hi, order 2026/0413 - the rug is the wrong colour, can I get my money back? it was TRY 2.400
[10:05] Kilim Evi: Sorry Yusuf! Please fill the return form and we refund after we receive it."""),
("I", "refund_request", """Return form
Order number: 2026 / 0413
Name: Yusuf Demir
Reason: wrong colour delivered
Refund to: original card"""),
("I", "refund_approval", """Dear Yusuf Demir,
We received the rug back from order 2026/0413 and we approve the refund of TRY 2.400,00.
Kilim Evi"""),
# ---------------------------------------------------------------- J: an invoice and a payment with other kinds of number
("J", "invoice", """INVOICE
Invoice no.: 55120
Client: Studio Ferrante   Client code: SF-301
Job: brochure print run, order 61804
Amount due: EUR 1,150.00
Due by 30 May 2026"""),
("J", "order_confirmation", """Hi Lucia, confirming your print order 61804: 2,000 brochures A5, EUR 1,150.00, proofs Monday.
Client code SF-301.
Tipografia Nord"""),
("J", "refund_execution", """Remittance advice
Re: invoice 55120 / order 61804
Overpayment returned: EUR 150.00
Paid on: 2 June 2026 by bank transfer
Our payment ref: TN-PAY-7781"""),
]


def grouping(docs: list[tuple[str, str, str]] | None = None) -> tuple[dict[str, int], dict[str, dict]]:
    """Each document's predicted group through docflow's own path (extraction, validation, case keys,
    union-find), and per document what it gave: its type and its case keys."""
    from stages.nlp import extract
    from stages.validate import validate
    from status.cases import group, keys_of
    from status.schema import load_schema
    from tests.test_nlp import ocr_from_text

    schema = load_schema("default")
    keys, seen = {}, {}
    for i, (_, _, text) in enumerate(docs if docs is not None else CASE_DOCS):
        ocr = ocr_from_text(text, doc_id=f"d{i:02d}.txt")
        ex = extract(ocr, schema)
        val = validate(ex, ocr, schema)
        keys[f"d{i:02d}"] = keys_of(schema, ex.doc_type, val)
        seen[f"d{i:02d}"] = {"doc_type": ex.doc_type, "keys": keys[f"d{i:02d}"]}
    return {doc: n for n, g in enumerate(group(keys)) for doc in g}, seen


def case_f1(docs: list[tuple[str, str, str]] | None = None) -> tuple[float, float, float]:
    """Pairwise precision, recall and F1 of the grouping against the true case ids."""
    from benchmarks.scoring import pairwise

    docs = docs if docs is not None else CASE_DOCS
    pred, _ = grouping(docs)
    return pairwise(pred, {f"d{i:02d}": case for i, (case, _, _) in enumerate(docs)})
