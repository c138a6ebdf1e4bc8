"""warranty41 CHECK set (tests/data/warranty41_check.txt): product name, serial number, fault and the customer's
deadline read from invented warranty claim forms, job sheets, repair tickets, RMA requests, technician and site-visit
reports, call logs, customer e-mails, letters and chats from many trades (appliances, tools, bikes, medical and dental
devices, machinery, phones, furniture, cars) and countries. The product stands under many labels (appliance, tool,
bike, equipment, unit, machine, description, article, part description, a table's item column, a question "Which
product?") or as the object of a sentence; the fault as a label's value, a symptom sentence, a ticked box, or the
customer's complaint beside the technician's finding; serial numbers beside model numbers, asset tags, GC numbers,
lot numbers, IMEI and VIN. Written before reading the code.

Convention (sample_docs/README.md "Truth format": text as printed, whitespace collapsed, no trailing period):
product_name is the value of the label naming the product itself (not a model or article number printed under its
own label), or the product as the customer names it in a sentence; issue_description is the fault as the customer
reported it: the reported fault on a job sheet or a technician's report (never the finding), the ticked box's words,
or in prose the sentence stating the goods failing; serial_number is the serial's value, not an asset tag, a lot or
a model number printed beside it; customer_deadline the date the customer wants the repair by.

Held aside as a final check, not tuned on: #5, #12, #17, #23, #26, #30.

Run: python -m tests.test_warranty41_check

    before the round (main at 3620a04): 93/128 right (held aside 16/25); doc_type 28/31, product_name 18/31,
        serial_number 18/25, issue_description 20/31, customer_deadline 9/10. Misses: an RMA table (#5) typed a
        refund request, a docket with labels above values (#14) a shipping notice, a letter (#30) a customer letter;
        the product taken from "Model No." ("No", #1), a fault's subject (#3), "RMA number" (#15), a heading (#29), or
        none when the product is the object of a sentence (#4, #9, #18, #24, #27) or under "Description:" (#13);
        the fault as the first unticked box (#7, #22), none in a chat (#9) or under "Failure:" (#28), the product under
        "Description:" (#13), the wrong sentence (#15), a question label's run-on (#29); the serial as the asset tag
        (#6) or the lot number (#17), none after "PIN:" (#28), a spaced serial joined (#1); no deadline from
        "Requested intervention date:" (#10)
    the set corrected after the first run, before any change: #4's fault without its leading time adverbial ("Since
        last week"), the project's convention (`references.fault_in_prose`, the shops' truth); #4's and #18's serials
        (printed in the text, left out when written) expected. Main at 3620a04 on the corrected set: 96/130 (held aside
        16/25); product_name 18/31, serial_number 20/27, issue_description 21/31
    after the round (warranty41): 103/130 (held aside 16/25, unchanged: #5, #17, #30 left); product_name 22/31
        (#1, #4, #18, #27), issue_description 24/31 (#7, #22, #28), the rest in KNOWN
"""

from __future__ import annotations

from pathlib import Path

from tests import check_docs

DATA = Path(__file__).parent / "data" / "warranty41_check.txt"
HELD_ASIDE = {5, 12, 17, 23, 26, 30}

# Left: a spaced serial joined (#1: ids17 joins an id OCR split; the truth prints it spaced); a bike's own label (#3:
# "Bike:" no goods noun); an RMA table typed a refund request, a docket of labels above values a shipping notice, a
# letter a customer letter (#5, #14, #30: `stages.doctype`); the serial under "Serial" after an asset tag's or a lot
# number's label (#6, #17: the first label of the field wins); a chat's "stays black" and the goods after "on my" (#9);
# "Requested intervention date:" (#10); "Description:" of a guarantee claim read as the fault's label (#13); a cue in
# prose ("We have a problem with ...", #15) and an "RMA number" asked for taken for the product; a subject line's
# name after the claim's noun (#15, #24); question labels "Which product?" / "What's wrong with it?" (#29); "PIN:"
# (ISO 10261's product identification number, #28: not added, a phone form's unlock PIN has the same label).
KNOWN: set[tuple[int, str]] = {(1, "serial_number"), (3, "product_name"), (5, "doc_type"), (5, "product_name"),
                               (5, "serial_number"), (5, "issue_description"), (6, "serial_number"),
                               (9, "product_name"), (9, "issue_description"), (10, "customer_deadline"),
                               (13, "product_name"), (13, "issue_description"), (14, "doc_type"), (14, "product_name"),
                               (14, "serial_number"), (14, "issue_description"), (15, "product_name"),
                               (15, "issue_description"), (17, "serial_number"), (24, "product_name"),
                               (28, "serial_number"), (29, "product_name"), (29, "issue_description"),
                               (30, "doc_type"), (30, "product_name"), (30, "serial_number"),
                               (30, "issue_description")}


def test_warranty41_check_set():
    assert not check_docs.unexpected_misses(check_docs.rows(DATA, doc_type=True), KNOWN)


if __name__ == "__main__":
    check_docs.show(check_docs.rows(DATA, doc_type=True), aside=HELD_ASIDE,
                    fields=("doc_type", "product_name", "serial_number", "issue_description", "customer_deadline"))
