"""cases13 TUNE set: the cases the linking method was tuned on (the CHECK set, `tests/cases13_check.py`,
was written first and is scored only before and after). Same kind of documents, other ids, names and slips.
"""

from __future__ import annotations

from tests.cases13_check import CL, INV, OC, RA, RE, RR, SN, WF
from tests.cases13_sets import Doc, report

TUNE: list[Doc] = [
    ("U01", OC, dict(order_id="BX-301177", customer_name="Greta Stein", order_total="89.50")),
    ("U01", RR, dict(order_id="BX-3O1177", refund_requested="89.50")),
    ("U01", RA, dict(order_id="BX 301177", case_number="RT-44120")),
    # OCR slip 0/8 with the same amount
    ("U02", INV, dict(order_id="70448120", order_total="233.10", invoice_number="INV-99120")),
    ("U02", RR, dict(order_id="78448120", refund_requested="233.10")),
    # no id: the name and the amount
    ("U03", OC, dict(order_id="PK-88301", customer_name="Lucas Ferreira", order_total="412.00")),
    ("U03", CL, dict(customer_name="LUCAS FERREIRA", refund_approved="412.00")),
    # case number read as the order id
    ("U04", RR, dict(case_number="TCK-700215", order_id="ZE-550901")),
    ("U04", CL, dict(order_id="TCK 700215")),
    # customer number as the order id
    ("U05", INV, dict(order_id="903311", customer_id="ACC-19-8062")),
    ("U05", CL, dict(order_id="ACC198062")),
    # tracking only
    ("U06", SN, dict(order_id="ORD-333019", tracking_number="00340434817511631615")),
    ("U06", SN, dict(tracking_number="0034 0434 8175 1163 1615")),
    # payment reference only
    ("U07", RE, dict(order_id="ORD-512273", payment_reference="PAY-21803124", refund_executed="18.00")),
    ("U07", RE, dict(payment_reference="PAY 21803124", refund_status="completed")),
    # slip 5/6 in the case number, same amount
    ("U08", RA, dict(case_number="CLM-250417", refund_approved="66.00")),
    ("U08", RE, dict(case_number="CLM-260417", refund_executed="66.00")),
    # normal
    ("U09", OC, dict(order_id="ORD-700700", customer_id="CUST-09558")),
    ("U09", SN, dict(customer_id="CUST 09558", tracking_number="TRK1895559797")),
    # traps
    ("V10a", OC, dict(order_id="WEB-88013", customer_name="Nils Ek", order_total="45.00")),
    ("V10b", OC, dict(order_id="WEB-88018", customer_name="Nils Ek", order_total="210.00")),
    ("V11a", OC, dict(order_id="ORD-102938", customer_id="1050")),
    ("V11b", RR, dict(order_id="ORD-564738", customer_id="1050")),
    ("V12a", OC, dict(order_id="ORD-810001", order_total="9.99")),
    ("V12b", OC, dict(order_id="ORD-810002", order_total="9.99")),
    ("V13a", RR, dict(case_number="12", order_id="ORD-330201")),
    ("V13b", RR, dict(case_number="12", order_id="ORD-442019")),
    ("V14a", OC, dict(order_id="ORD-118273", customer_name="Tom Baker", order_total="30.00")),
    ("V14b", RR, dict(order_id="ORD-990431", customer_name="Anna Baker", refund_requested="30.00")),
]

if __name__ == "__main__":
    print(report("cases13 TUNE", TUNE))
