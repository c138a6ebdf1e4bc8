"""Check set for wrong case merges by a party's constant (invented batches, no shop's text).

A number the seller prints on every document (its bank account, phone, company registration, a till or
terminal id) read into a key field joins every document that prints it; so does a customer-level id
shared by documents of different customers. Each batch below holds such a number AND the right joins
that must survive it (a customer's documents linked by customer id, a case linked only by its case
number, an OCR slip with the same amount, a B2B case naming a person in one document and the firm in
another). Scored as the benchmark scores a shop: `keys_of` + `group`, pairwise P/R/F1.
"""

from __future__ import annotations

from tests.cases13_sets import Doc

OC, INV, RR, RA, RE, SN, WF, CL = ("order_confirmation", "invoice", "refund_request", "refund_approval",
                                   "refund_execution", "shipping_notice", "warranty_form", "customer_letter")

REG = "HRB-4471902"  # the seller's company registration, printed in every footer
# A: the seller's registration read as the customer number on every document; five customers
SELLER_CUSTOMER_ID: list[Doc] = [
    ("A1", OC, dict(order_id="SO-310442", customer_id=REG, customer_name="Kiosk Amsel GmbH", order_total="412.80")),
    ("A1", INV, dict(order_id="SO-310442", customer_id=REG, invoice_number="RE-88120", order_total="412.80")),
    ("A1", SN, dict(order_id="SO 310442", customer_id=REG, customer_name="Kiosk Amsel GmbH")),
    ("A2", OC, dict(order_id="SO-310517", customer_id=REG, customer_name="Yusuf Demir", order_total="96.40")),
    ("A2", RR, dict(order_id="SO-310517", customer_id=REG, customer_name="Yusuf Demir", refund_requested="24.10")),
    ("A3", OC, dict(order_id="SO-310602", customer_id=REG, customer_name="Trading House Okafor", order_total="1290.00")),
    ("A3", INV, dict(order_id="SO-310602", customer_id=REG, customer_name="Trading House Okafor", order_total="1290.00")),
    ("A4", WF, dict(case_number="WR-2207", order_id="SO-309981", customer_id=REG, customer_name="Marta Lindgren")),
    ("A4", CL, dict(case_number="WR-2207", customer_id=REG, customer_name="Marta Lindgren")),
    ("A5", OC, dict(order_id="SO-311046", customer_id=REG, customer_name="Corner Shop Patel", order_total="58.25")),
    ("A5", RA, dict(case_number="RA-5521", order_id="SO-311046", customer_id=REG, customer_name="Corner Shop Patel",
                    refund_approved="58.25")),
]

IBAN_TAIL = "40012298761"  # the seller's bank account, read as the payment reference of every refund advice
# B: the seller's account as payment reference on every refund execution; each case has its case number
SELLER_PAYMENT_REFERENCE: list[Doc] = [
    ("B1", RA, dict(case_number="CS-70211", order_id="PO-55102", customer_name="Lena Vogt", refund_approved="30.00")),
    ("B1", RE, dict(case_number="CS-70211", payment_reference=IBAN_TAIL, customer_name="Lena Vogt", refund_executed="30.00")),
    ("B2", RA, dict(case_number="CS-70288", order_id="PO-55190", customer_name="Ahmed Rahimi", refund_approved="12.50")),
    ("B2", RE, dict(case_number="CS-70288", payment_reference=IBAN_TAIL, customer_name="Ahmed Rahimi", refund_executed="12.50")),
    ("B3", RA, dict(case_number="CS-70345", order_id="PO-55243", customer_name="Mini Market Sol", refund_approved="88.00")),
    ("B3", RE, dict(case_number="CS-70345", payment_reference=IBAN_TAIL, customer_name="Mini Market Sol", refund_executed="88.00")),
    ("B4", RE, dict(case_number="CS-70399", payment_reference=IBAN_TAIL, customer_name="Sara Kimura", refund_executed="41.00")),
    ("B4", CL, dict(case_number="CS-70399", customer_name="Sara Kimura")),
]

PHONE = "0301234567"  # the seller's phone number, caught as "a long number" in letters that name no order
# C: letters and notices with the seller's phone as their order id; the right joins are by case number / order
SELLER_PHONE: list[Doc] = [
    ("C1", RR, dict(case_number="T-40218", order_id="AB-22019", customer_name="Kiosk am Ring", refund_requested="19.90")),
    ("C1", CL, dict(case_number="T-40218", order_id=PHONE, customer_name="Kiosk am Ring")),
    ("C2", RR, dict(case_number="T-40233", order_id="AB-22107", customer_name="Olu Adeyemi", refund_requested="64.00")),
    ("C2", CL, dict(case_number="T-40233", order_id=PHONE, customer_name="Olu Adeyemi")),
    ("C3", WF, dict(case_number="T-40290", order_id="AB-22154", customer_name="Bazar Nowak")),
    ("C3", CL, dict(case_number="T-40290", order_id=PHONE, customer_name="Bazar Nowak")),
    ("C4", OC, dict(order_id="AB-22201", customer_name="Greta Sorensen", order_total="230.00")),
    ("C4", SN, dict(order_id="AB 22201", customer_name="Greta Sorensen", tracking_number="JJD0044871230")),
]

TILL = "TID-88301"  # a terminal id printed on every till slip, read as the customer number
# D: the till id as customer number + real joins that must survive it: one customer's two orders linked by
# their customer number, a B2B case naming the contact person here and the firm there, an OCR slip
TILL_AND_RIGHT_JOINS: list[Doc] = [
    ("D1", OC, dict(order_id="K-700112", customer_id="CU-558120", customer_name="Rosa Albescu", order_total="77.00")),
    ("D1", OC, dict(order_id="K-700348", customer_id="CU-558120", customer_name="Rosa Albescu", order_total="35.00")),
    ("D1", RR, dict(order_id="K-700348", customer_id="CU 558120", customer_name="Rosa Albesku", refund_requested="35.00")),
    ("D2", INV, dict(order_id="K-700561", customer_id=TILL, customer_name="Lakeside Deli Ltd", order_total="310.00")),
    ("D2", RR, dict(order_id="K-700561", customer_id=TILL, customer_name="Tom Hendry", refund_requested="310.00")),
    ("D3", INV, dict(order_id="K-700663", customer_id=TILL, customer_name="Priya Raman", order_total="142.60")),
    ("D3", RR, dict(order_id="K-700688", customer_id=TILL, customer_name="Priya Raman", refund_requested="142.60")),
    ("D4", INV, dict(order_id="K-700742", customer_id=TILL, customer_name="Station Kiosk Berg", order_total="18.40")),
    ("D4", CL, dict(order_id="K-700742", customer_id=TILL, customer_name="Station Kiosk Berg")),
    ("D5", RA, dict(case_number="RMA-30917", customer_id=TILL, customer_name="Jonas Weller", refund_approved="60.00")),
    ("D5", CL, dict(case_number="RMA 30917", customer_name="Jonas Weller")),
]

# E: no seller constant at all: the joins of a plain batch stay as they are
RIGHT_JOINS: list[Doc] = [
    ("E1", OC, dict(order_id="SO-88120", customer_id="C-441902", customer_name="Maren Holt", order_total="212.40")),
    ("E1", OC, dict(order_id="SO-88177", customer_id="C-441902", customer_name="Maren Holt", order_total="18.00")),
    ("E1", CL, dict(customer_id="C-441902", customer_name="Holt Maren")),
    ("E2", RA, dict(case_number="CS-88104", order_id="100482231", customer_name="Hotel Bellavista", refund_approved="54.99")),
    ("E2", CL, dict(case_number="CS 88104", customer_name="Giulia Conti")),
    ("E2", RE, dict(case_number="CS-88104", payment_reference="PR-99120034", refund_executed="54.99")),
    ("E3", OC, dict(order_id="ORD-318862", customer_name="Aiko Tanaka", order_total="349.00")),
    ("E3", RR, dict(order_id="ORD-318882", customer_name="Aiko Tanaka", refund_requested="349.00")),
    ("E4", INV, dict(order_id="PV-104063", customer_id="13775", customer_name="Taqueria El Sol", order_total="920.00")),
    ("E4", RR, dict(order_id="PV-104063", customer_name="Sofia Camarena", refund_requested="120.00")),
    ("E4", CL, dict(order_id="PV-104063", customer_id="13775", customer_name="Ana Ruiz")),
]

SETS: dict[str, list[Doc]] = {
    "seller id as customer number": SELLER_CUSTOMER_ID,
    "seller account as payment reference": SELLER_PAYMENT_REFERENCE,
    "seller phone as order id": SELLER_PHONE,
    "till id as customer number + right joins": TILL_AND_RIGHT_JOINS,
    "right joins only": RIGHT_JOINS,
}

if __name__ == "__main__":
    from tests.cases13_sets import report

    for name, docs in SETS.items():
        print(report(name, docs))
