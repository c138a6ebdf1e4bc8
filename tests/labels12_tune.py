"""The TUNING set of issue 9 (helper labels12): lines of several "Label: value" pairs, tuned on (the CHECK set is
`tests/labels12_check.py`, scored only before and after). Made-up shops and people; carriers that exist.

Truth conventions as `tests/fields_fresh_docs.py`.
"""

from __future__ import annotations

SH = "Dispatch note - your parcel is on its way\n"
WF = "Warranty registration and claim\n"

TUNE12_DOCS: list[tuple[str, str, dict]] = [
("shipping_notice", SH + "Order: 1180 Carrier: Poste Italiane Crono Tracking: PI33009912\n",
 dict(order_id="1180", carrier="Poste Italiane Crono", tracking_number="PI33009912")),
("shipping_notice", SH + "Carrier: La Poste Colissimo Parcel No: 6A12345678901 Customer: Jean Moreau\n",
 dict(carrier="La Poste Colissimo", customer_name="Jean Moreau")),
("shipping_notice", SH + "Customer: Kofi Mensah Carrier: DHL Express Worldwide AWB: 1234567890\n",
 dict(customer_name="Kofi Mensah", carrier="DHL Express Worldwide")),
("shipping_notice", SH + "Date of Dispatch: 2026-03-04 Carrier: UPS Standard Tracking ID: 1Z999AA10123456784\n",
 dict(carrier="UPS Standard", tracking_number="1Z999AA10123456784", ship_date="2026-03-04")),
("shipping_notice", SH + "ship to: Ella Novak carrier: Yodel Direct tracking no: JD0002211445566\n",
 dict(customer_name="Ella Novak", carrier="Yodel Direct", tracking_number="JD0002211445566")),
("shipping_notice", "Versandinfo\nIhr Paket ist unterwegs.\nKunde: Anna Schulz Paketdienst: GLS Germany Sendungsnr: 12345678901\n",
 dict(customer_name="Anna Schulz", carrier="GLS Germany")),
("shipping_notice", "Aviso de envío\nSu paquete está en camino.\nCliente: Lucía Navarro Transportista: SEUR Frío Pedido: 99120\n",
 dict(customer_name="Lucía Navarro", carrier="SEUR Frío", order_id="99120")),
("shipping_notice", SH + "Courier: TNT Economy Express Con Note: TNT7712004 Order #: 4410\n",
 dict(carrier="TNT Economy Express", order_id="4410")),
("warranty_form", WF + "Customer: Ines Duarte Product: Cafe Deluxe Grinder Serial No: CDG-55001234\nFault: Burrs do not turn.\n",
 dict(customer_name="Ines Duarte", product_name="Cafe Deluxe Grinder", serial_number="CDG-55001234")),
("warranty_form", WF + "Model: Hydra Pressure Washer 2200 Serial: HPW-22001199 Name: Tom Becker\nProblem: Pump leaks.\n",
 dict(product_name="Hydra Pressure Washer 2200", serial_number="HPW-22001199", customer_name="Tom Becker")),
("warranty_form", WF + "Device: Pixel Buds Pro Order: 77310 Customer: Mei Lin Wong\nIssue: Left bud does not charge.\n",
 dict(product_name="Pixel Buds Pro", order_id="77310", customer_name="Mei Lin Wong")),
("warranty_form", WF + "Article: Trekker Hiking Boot Date of Purchase: 2026-01-12 Name: Paul Grant\nDefect: Sole came off.\n",
 dict(product_name="Trekker Hiking Boot", customer_name="Paul Grant")),
]


def score() -> dict:
    from tests.fields_fresh_docs import score as score_docs

    return score_docs(TUNE12_DOCS)


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.labels12_tune
    from tests.fields_fresh_docs import report

    report(score())
