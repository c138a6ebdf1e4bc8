"""The TUNE set of helper totals28 (issue 9): invoices, order confirmations and refund decisions of its own invention the
round's rules were tuned on, beside sample_docs shops 1/3/4/5/7 (the CHECK set, tests/totals28_check.py, is scored only
before and after). Truth conventions as tests/totals28_check.py.

    PYTHONPATH=. python -m tests.totals28_tune      (aggregates and every miss)
"""

from __future__ import annotations

from tests.fields_fresh_docs import M

TUNE_DOCS: list[tuple[str, str, dict]] = [
# 0: pipes, horizontal, four columns
("invoice", """INVOICE 7781                                   Date: 02/02/2026
Ironbark Garden Supply, Perth
Customer: Lily Evans

| Subtotal  | Delivery | GST      | Total     |
| A$ 200.00 | A$ 20.00 | A$ 22.00 | A$ 242.00 |
""", dict(subtotal=M("200.00", "AUD"), tax_amount=M("22.00", "AUD"), order_total=M("242.00", "AUD"))),
# 1: spaces, horizontal, header names the currency
("invoice", """INVOICE 2026-88                                 Date: 05/03/2026
Thistle & Pine Crafts, Inverness
Customer: Fiona Reid

Goods (GBP)      Postage (GBP)      VAT (GBP)      Total (GBP)
75.00            5.00               16.00          96.00
""", dict(subtotal=M("75.00", "GBP"), tax_amount=M("16.00", "GBP"), order_total=M("96.00", "GBP"))),
# 2: box rules
("invoice", """INVOICE 311                                      Date: 09.09.2026
Nordlys Lamper AS, Tromsø
Customer: Ola Nordmann

+------------+----------+------------+
| Net        | MVA 25%  | Total      |
+------------+----------+------------+
| 800,00 kr  | 200,00 kr| 1 000,00 kr|
+------------+----------+------------+
""", dict(subtotal=M("800.00", "NOK"), tax_amount=M("200.00", "NOK"), order_total=M("1000.00", "NOK"))),
# 3: totals under the amount column, labels in the description column
("invoice", """INVOICE 4410                                     Date: 17/06/2026
Kauri Coast Timber, Whangarei
Customer: Hemi Walker

Description               Qty     Rate      Amount
Kwila decking (lm)         40    12.50      500.00
Screws box                  2    25.00       50.00
Subtotal                                    550.00
GST 15%                                      82.50
Total NZD                                   632.50
""", dict(subtotal=M("550.00", "NZD"), tax_amount=M("82.50", "NZD"), order_total=M("632.50", "NZD"))),
# 4: prose e-mail order, "came to ... including ... VAT"
("order_confirmation", """Subject: Order 44120 confirmed
Dear Sven,
thanks for your order 44120 of 9 April 2026. The 2 items came to SEK 1 250,00 including SEK 250,00 VAT.
Best regards, Nordic Brew Gear
""", dict(order_total=M("1250.00", "SEK"))),
# 5: rate-only tax
("invoice", """INVOICE 2026-31                                 Date: 14/01/2026
Lisbon Cork Design, Lisboa
Customer: Rita Santos

Cork bag                                          EUR 123,00
Total (IVA 23% incluído)                          EUR 123,00
""", dict(subtotal=None, tax_amount=None, order_total=M("123.00", "EUR"))),
# 6: amount before label with synonyms
("invoice", """Invoice 9920                                    Date: 01/08/2026
Summit Coffee Roasters, Denver CO
Bill to: Ray Holt

   $96.00    Items total
    $7.68    Sales tax
  $103.68    Total payable
""", dict(subtotal=M("96.00", "USD"), tax_amount=M("7.68", "USD"), order_total=M("103.68", "USD"))),
# 7: page 2 totals with a form feed
("invoice", """INVOICE 5001                                     Page 1/2
Danube Office Supply Kft, Budapest               Date: 2026.03.03
Customer: Kovács Béla

Toner                                 4        HUF 96 000
Paper                                10        HUF 40 000
\f
INVOICE 5001                                     Page 2/2
Subtotal                                       HUF 136 000
ÁFA 27%                                         HUF 36 720
Total                                          HUF 172 720
""", dict(subtotal=M("136000", "HUF"), tax_amount=M("36720", "HUF"), order_total=M("172720", "HUF"))),
# 8: OCR O for 0 in a horizontal table
("invoice", """INVOICE 6612                                 Date: 22/02/2026
Riverside Frames, York
Customer: Ben Hall

Subtotal        VAT 20%        Total
£5O.00          £1O.00         £6O.00
""", dict(subtotal=M("50.00", "GBP"), tax_amount=M("10.00", "GBP"), order_total=M("60.00", "GBP"))),
# 9: markdown totals table
("invoice", """## Invoice 2026-771
Sunset Boards LLC, San Diego - 04/04/2026 - Bill to: Kai Moana

| Subtotal | Shipping | Sales tax (7.75%) | Grand total |
|---|---|---|---|
| $400.00 | $25.00 | $31.00 | $456.00 |
""", dict(subtotal=M("400.00", "USD"), tax_amount=M("31.00", "USD"), order_total=M("456.00", "USD"))),
# 10: refunds: eligible stated by the shop in prose
("refund_approval", """Refund decision, case 2290                                    03/03/2026
Dear Mr Berg,
after inspection, your return is eligible for a refund of SEK 900.00. We approve SEK 850.00 after the return fee.
Nordic Brew Gear
""", dict(refund_eligible=M("900.00", "SEK"), refund_approved=M("850.00", "SEK"))),
# 11: customer's claim of entitlement only
("refund_approval", """Refund decision, case 9981                                    12/12/2026
Dear Ms Gray,
you wrote that you were entitled to USD 300.00 back. We approve a refund of USD 250.00 for the chair.
Oakline Furniture
""", dict(refund_eligible=None, refund_approved=M("250.00", "USD"))),
# 12: policy boilerplate
("refund_approval", """Refund approval, case 4410                                    07/07/2026
Dear Mr Lee,
we will refund HK$ 320.00 for the cracked bowl. Refunds up to HK$ 2,000.00 are processed without inspection.
Lotus Lane Homeware
""", dict(refund_eligible=None, refund_approved=M("320.00", "HKD"))),
# 13: "Return value" label
("refund_approval", """RETURN DECISION  RD-88                                         Date: 10/10/2026
Customer: Ama Mensah

Return value          GHS 600.00
Handling fee           GHS 30.00
Refund approved       GHS 570.00
""", dict(refund_eligible=M("600.00", "GHS"), refund_approved=M("570.00", "GHS"))),
# 14: entitlement in a chat
("refund_approval", """Chat - case TT-551 - 02/06/2026
Customer: did you get the parcel back?
Agent: We did. You're entitled to a refund of EUR 45.00 and I have approved it.
""", dict(refund_eligible=M("45.00", "EUR"), refund_approved=M("45.00", "EUR"))),
]


if __name__ == "__main__":
    from tests.fields14_score import per_field, show

    show(*per_field(TUNE_DOCS), label="totals28_tune")
