"""The TUNE set of helper noisy29: noisy-scan snippets of its own, looked at while tuning (the CHECK set is not).

    PYTHONPATH=. python -m tests.fields14_score tests.noisy29_tune:TUNE_DOCS
"""

from __future__ import annotations

from tests.fields_fresh_docs import M

TUNE_DOCS: list[tuple[str, str, dict]] = [
("invoice", """INVOICE No. MB-3301              Date: 02/02/2026
Marlow Bakeware, Reading
Customer: Tom Hardy

Subtotal                        £7O.00
VAT 20%                         £14.0O
Total                           £84.S0
""", dict(subtotal=M("70.00", "GBP"), tax_amount=M("14.00", "GBP"), order_total=M("84.50", "GBP"))),
("order_confirmation", """ORDER CONFIRMATION
Order no.: QX-77120     Date: 03/14/2026
Total                         US$ 2,l49.99
""", dict(order_id="QX-77120", order_total=M("2149.99", "USD"))),
("refund_request", """Dear team, please refund €3B,50 for order EU-55102, the lamp was broken.
Regards, Ana Silva
""", dict(order_id="EU-55102", refund_requested=M("38.50", "EUR"))),
("invoice", """Invoice 8812   Date: 11/11/2026
Total due                  2 4S0,00 kr
""", dict(order_total=M("2450.00", "SEK"))),
("invoice", """INVOICE  Z-1002         Date: 05/05/2026
Subtotal            $60..00
Tax                  $4.80
Total               $64,.80
""", dict(subtotal=M("60.00", "USD"), tax_amount=M("4.80", "USD"), order_total=M("64.80", "USD"))),
("invoice", """INVOICE  Z-1003         Date: 05/05/2026
Tota1                    $99.00
""", dict(order_total=M("99.00", "USD"))),
("shipping_notice", """Shipped: 2O26-03-O4
Carrier: FedEx
Tracking: 7781 2290 1145
Order: AB-22019
""", dict(ship_date="2026-03-04", carrier="FedEx", order_id="AB-22019")),
("invoice", """INVOICE  Q-2201      Date: 0l/03/2026
Subtotal       A$ 200.00
GST            A$ 20.00
Total          A$ 2200O
""", dict(subtotal=M("200.00", "AUD"), tax_amount=M("20.00", "AUD"), order_total=M("220.00", "AUD"))),
]
