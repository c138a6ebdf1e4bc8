"""CHECK set of the ids38 round: field misses of the tuning shop 15 (a B2B distributor writing continental English)
whose cause is general, listed with their expected values BEFORE any change of the round; fields right already are
listed as guards (a change must not take them away).

Families:
  po      the buyer's own purchase-order number ("Your PO no.", "our PO" in the buyer's mail) taken as the order_id,
          pushing the seller's order number into case_number
  date    a continental date "9. Nov. 2026" in prose cut at the day's dot: the expectation and its deadline lost
  name    a label word kept in the contact name, a given name lost before a particle, an institution taken over the
          named contact, an "Attn." / "z. Hd." contact missed
  label   a bilingual label "Fault description / Fehlerbeschreibung:" whose translation was kept in the value
  money   continental money on scans: totals missed
  fwd     a forwarded carrier mail: tracking, carrier and ship date missed
  approve approval forms on scans: approval fields missed

Scored on the OCR of the shop's documents (cached in --cache-dir, run once by benchmarks/extraction_accuracy.py).

    PYTHONPATH=. python -m tests.ids38_check [--cache-dir /tmp/ocr_ids38] [--misses]

    before the round (main at dcd7df9): targets 6 of 38 right, guards 7 of 7
    after the round: targets 30 of 38 right, guards 7 of 7 (left: the forwarded carrier mails and two credit notes
        typed as another document, whose fields that type does not hold; an order number read "order:no." by the scan;
        the contact beside a firm's forwarder label in a forwarded mail typed as the customer's letter)
    after the lead dropped the addressee-line rule (an "Attn." person over the firm when the shop writes: on two held-out
        shops whose truth names the business it took the person, shop14 0.925 -> 0.919, shop16 0.791 -> 0.785; README's
        convention is that a customer or company label naming the business wins): targets 36 of 38, guards 7 of 7
"""

from __future__ import annotations

from pathlib import Path

from tests import shop_check_score


# (shop, document, field, expected, family); family "guard" marks a value right before the round
CHECK38: list[tuple[str, str, str, str | None, str]] = [
    ("shop15", 'KMI-0001.txt', 'order_id', '26-04491', 'po'),
    ("shop15", 'KMI-0001.txt', 'case_number', None, 'po'),
    ("shop15", 'KMI-0002.eml', 'order_id', '26-04337', 'po'),
    ("shop15", 'KMI-0004.pdf', 'order_id', '264323', 'po'),
    ("shop15", 'KMI-0007.txt', 'order_id', '264084', 'po'),
    ("shop15", 'KMI-0007.txt', 'case_number', None, 'po'),
    ("shop15", 'KMI-0010.eml', 'order_id', 'BS/26/4532', 'po'),
    ("shop15", 'KMI-0014.jpg', 'order_id', 'AC2604214', 'po'),
    ("shop15", 'KMI-0036.png', 'order_id', '26-04156', 'po'),
    ("shop15", 'KMI-0049.eml', 'order_id', '26-04156', 'po'),
    ("shop15", 'KMI-0049.eml', 'case_number', None, 'po'),
    ("shop15", 'KMI-0081.tif', 'case_number', None, 'po'),
    ("shop15", 'KMI-0088.pdf', 'order_id', 'BS/26/4532', 'po'),
    ("shop15", 'KMI-0066.txt', 'order_id', '26-04025', 'po'),
    ("shop15", 'KMI-0041.eml', 'customer_deadline', '2026-11-09', 'date'),
    ("shop15", 'KMI-0041.eml', 'customer_expectation', 'We therefore expect the transfer of the approved amount by 9. Nov. 2026', 'date'),
    ("shop15", 'KMI-0066.txt', 'customer_deadline', '2026-11-09', 'date'),
    ("shop15", 'KMI-0053.pdf', 'customer_deadline', '2026-10-26', 'date'),
    ("shop15", 'KMI-0002.eml', 'customer_name', 'Sanne van der Meulen', 'name'),
    ("shop15", 'KMI-0037.txt', 'customer_name', 'Lieselot Van Damme', 'name'),
    ("shop15", 'KMI-0044.png', 'customer_name', 'Maarten Verhoeven', 'name'),
    ("shop15", 'KMI-0067.pdf', 'customer_name', 'Thomas Große-Kleimann', 'name'),
    ("shop15", 'KMI-0051.eml', 'customer_name', 'Hendrik Wiersma', 'name'),
    ("shop15", 'KMI-0012.pdf', 'customer_name', 'Sanne van der Meulen', 'name'),
    ("shop15", 'KMI-0042.pdf', 'customer_name', 'Hendrik Wiersma', 'name'),
    ("shop15", 'KMI-0079.pdf', 'customer_name', 'Jürgen Maier', 'name'),
    ("shop15", 'KMI-0073.pdf', 'issue_description', 'USB interface is no longer recognised by the PC software', 'label'),
    ("shop15", 'KMI-0027.pdf', 'issue_description', 'Readings drift continuously after calibration, approx. 0,5 % of reading per hour', 'label'),
    ("shop15", 'KMI-0073.pdf', 'product_name', 'Ultrasonic thickness gauge UTG-10', 'label'),
    ("shop15", 'KMI-0009.png', 'order_total', '2880.15', 'money'),
    ("shop15", 'KMI-0083.pdf', 'subtotal', '1199.00', 'money'),
    ("shop15", 'KMI-0088.pdf', 'order_total', '1675.11', 'money'),
    ("shop15", 'KMI-0039.eml', 'tracking_number', '5636541031', 'fwd'),
    ("shop15", 'KMI-0039.eml', 'carrier', 'DHL Express', 'fwd'),
    ("shop15", 'KMI-0051.eml', 'tracking_number', '02090977057794', 'fwd'),
    ("shop15", 'KMI-0075.eml', 'tracking_number', 'CD280561759NL', 'fwd'),
    ("shop15", 'KMI-0038.pdf', 'refund_approved', '2499.00', 'approve'),
    ("shop15", 'KMI-0055.png', 'approval_date', '2026-10-05', 'approve'),
    ("shop15", 'KMI-0003.png', 'order_id', 'BS/26/4532', 'guard'),
    ("shop15", 'KMI-0003.png', 'case_number', 'RMA/26/535', 'guard'),
    ("shop15", 'KMI-0016.pdf', 'order_id', 'AC2604214', 'guard'),
    ("shop15", 'KMI-0016.pdf', 'order_total', '2822.68', 'guard'),
    ("shop15", 'KMI-0016.pdf', 'customer_name', 'Thomas Große-Kleimann', 'guard'),
    ("shop15", 'KMI-0020.pdf', 'case_number', 'RMA-26-0445', 'guard'),
    ("shop15", 'KMI-0020.pdf', 'order_id', 'AC2604266', 'guard'),
]



def score(cache_dir: Path, show_misses: bool = False) -> dict:
    return shop_check_score.score(CHECK38, cache_dir, show_misses)


if __name__ == "__main__":
    shop_check_score.main(CHECK38, "/tmp/ocr_ids38")
