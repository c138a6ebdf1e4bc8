"""A CHECK set for customer_name (helper names17): made-up shops and people (not taken from shops 1-7), OCR-like text.
Written BEFORE any change of the round; scored once before and once after with

    PYTHONPATH=. python -m tests.fields14_score tests.data.names17_check:CHECK17_DOCS

Shapes: the shop's letterhead and signature (the sender is not the customer), street and town lines, label words,
names in body text (a technician, a courier), OCR-damaged labels, a colon-less "Invoice to" in a customer's form,
French labels, faxes, chats, and null slots where no customer is named (a wrong name is worse than none).

    before (names17 from main cce1d5d): customer_name recall 14/16, precision 14/15, hallucinated 1 of 6 null slots
    (missed: 9 "Narne:" label, 13 a street taken from "Sold to:", 19 "Last narne:")
    after (end of round, 5fc73b9): recall 16/16, precision 16/16, hallucinated 0 of 6. Caveat: the three misses above
    were seen when scoring before, and two of the round's methods (no address place as a name; "rn" read for "m" in a
    name label) answer them, so this set is no longer blind for those two; CHECK was also scored once mid-round by
    mistake (same 16/16, after those two changes). Re-scored on the final code (0aed812, the colon-less destination
    line taken out again): 16/16, precision 16/16, 0 of 6.
"""

from __future__ import annotations

CHECK17_DOCS: list[tuple[str, str, dict]] = [
# 0 invoice: letterhead firm, "Bill to:" person
("invoice", """THORNBURY MOWERS LTD
22 Quarry Road, Galway H91 X2F4
Tel 091 555 0192   accounts@thornburymowers.ie
INVOICE TM-30418          Date: 04/03/2026
Bill to: Cormac Delaney
Delaney Tree Care, 8 Forge Lane, Oranmore
Item              Qty   Price
Chainsaw chain     3    27.00
Total EUR 81.00
""", dict(customer_name="Cormac Delaney")),
# 1 shop letter, only "Dear Customer": no customer named
("customer_letter", """Thornbury Mowers Ltd
22 Quarry Road
Galway

Dear Customer,
Our workshop will be closed from 20 to 27 March for stocktaking. Orders placed in that week will ship on 30 March.
Kind regards,
Ronan Fitzgerald
Workshop Manager, Thornbury Mowers Ltd
""", dict(customer_name=None)),
# 2 customer e-mail signed, the shop's earlier reply quoted under it
("customer_letter", """From: hedda.sorensen@postmail.dk
To: service@alderbrookmachinery.co.uk
Subject: Re: strimmer repair

Hello,
The strimmer came back but the line feed still jams. I would like a replacement please.

Thanks,
Hedda Sorensen

> On 2 Feb 2026 Alderbrook Service wrote:
> Dear Ms Sorensen, your strimmer has been repaired.
> Regards, Callum Reid, Service Desk
""", dict(customer_name="Hedda Sorensen")),
# 3 fax with a damaged label
("invoice", """FAX  +353 1 555 0110   07/04/2026 16:02   P.01/01
KILMORE GARDEN EQUIPMENT
lnvoice  KG-7731
Cust0mer Narne: Petra Lindholm
Hedge trimmer blade   1   EUR 44.50
Amount due  EUR 44.50
""", dict(customer_name="Petra Lindholm")),
# 4 shop reply: greeting names the customer, the shop signs
("refund_approval", """Alderbrook Machinery
Unit 3 Riverside Park, Exeter EX2 8LB

Dear Rowena Achterberg,
We have approved a refund of GBP 129.00 for order AB-55810. It will reach your card within five days.

Yours sincerely,
Fintan Moloney
Customer Care Team Leader
""", dict(customer_name="Rowena Achterberg")),
# 5 customer letter, unsigned, body names the shop's technician
("customer_letter", """To the service department,

I brought my ride-on mower in on 12 May and your technician Gareth Doyle said it would be ready in a week.
It is now June and nobody has called me back. Order KG-5512. I want it returned repaired or a full refund.
""", dict(customer_name=None)),
# 6 ship to a firm with its legal form
("shipping_notice", """Harlow Garden Machinery
DESPATCH NOTE  HG-DN-4471
Ship to: Ferncliff Landscapes Ltd
Unit 12 Ballymount Road
Dublin 24
Despatched 14/05/2026 via Celtic Couriers
Tracking CC88120455IE
""", dict(customer_name="Ferncliff Landscapes Ltd")),
# 7 colon-less "Invoice to" in a customer's booking form
("warranty_form", """Service booking form
Harlow Garden Machinery
Date 6 April 2026
Invoice to Niamh Costello
Machine Cordless leaf blower
Serial LB-5520193
Fault Battery will not charge
I would like the blower repaired under warranty.
""", dict(customer_name="Niamh Costello")),
# 8 delivery docket, consignee a firm
("shipping_notice", """DELIVERY DOCKET   No. 30991
From: Kilmore Garden Equipment, Naas Road, Kildare
Consignee: Harcourt Groundcare
Goods: 2 x Brushcutter harness
Carrier: FastWay  Ref FW-22019
""", dict(customer_name="Harcourt Groundcare")),
# 9 noisy warranty claim, "Narne" for "Name"
("warranty_form", """WARRANTY CLAlM
Narne: Bartosz Wrona
Adress: 41 Kingsbridge Ave, Belfast BT9 7GH
Product: Petrol lawnmower 46cm
Purchase date: 02/09/2025
Problem: engine cuts out after ten minutes
I expect a repair under warranty.
""", dict(customer_name="Bartosz Wrona")),
# 10 shipping notice, no customer named, the courier and a town named
("shipping_notice", """Kilmore Garden Equipment
Your order KG-8812 left our Kildare depot today with Celtic Couriers.
Tracking number CC55123409IE. Expected delivery: Thursday 21 May 2026.
Thank you for shopping with us.
""", dict(customer_name=None)),
# 11 French label with a space before the colon
("invoice", """Outillage Beaupré inc.
1450 rue Notre-Dame, Trois-Rivières (Québec)
FACTURE  OB-22718        Date : 12 mars 2026
Client : Mathieu Gagnon
Souffleuse à neige 24 po    1   1 299,00 $
Total  1 299,00 $
""", dict(customer_name="Mathieu Gagnon")),
# 12 customer letter with the customer's own address block at the top
("customer_letter", """Hamish Carmichael
14 Braid Road
Edinburgh EH10 6AD

Alderbrook Machinery
Unit 3 Riverside Park
Exeter EX2 8LB

Dear Sir or Madam,
The cultivator I bought (order AB-60213) arrived with a cracked tine. Please send a replacement tine.
Yours faithfully,
H. Carmichael
""", dict(customer_name="Hamish Carmichael")),
# 13 invoice where "Sold to" holds only an address line
("invoice", """Harlow Garden Machinery
INVOICE HG-11823    Date 03/06/2026
Sold to: Unit 7, Ballymount Industrial Estate, Dublin 12
Spark plug x 10    EUR 32.00
Total EUR 32.00
""", dict(customer_name=None)),
# 14 shop e-mail, header addressee
("refund_approval", """From: Harlow Garden Machinery <sales@harlowgm.ie>
To: Desmond Fahy <dfahy@eirmail.ie>
Date: 9 Jun 2026
Subject: Your refund HG-R-2231

Hello,
Your refund of EUR 54.00 for the returned grass box has been approved and will be paid on 12 June.
Harlow Garden Machinery
""", dict(customer_name="Desmond Fahy")),
# 15 customer voice, the shop named as addressee, signed by the customer
("refund_request", """Attention: Service Department, Greenway Tools
Re: order GW-77120

I returned the pole saw on 3 March and I am still waiting. Please refund the EUR 189.00.

Regards,
Priya Raman
""", dict(customer_name="Priya Raman")),
# 16 chat: the customer introduces herself, the agent is named
("customer_letter", """Chat transcript 14/06/2026
Agent Siobhan: Hi, welcome to Greenway Tools support. How can I help?
Customer: hi, my hedge trimmer from order GW-80231 stopped working
Agent Siobhan: Sorry to hear that. Can I take your name?
Customer: Liam Farrelly
Agent Siobhan: Thanks Liam, I will open a repair.
""", dict(customer_name="Liam Farrelly")),
# 17 shop's letter whose only name lines are its own signature and a street
("shipping_notice", """Greenway Tools
Mill Street
Tralee

Shipping confirmation GW-S-5519
Your parcel was handed to An Post on 2 July 2026.

Kind regards,
Eimear Kavanagh
Greenway Tools Dispatch
""", dict(customer_name=None)),
# 18 invoice addressed block: person then street
("invoice", """Beaumont Tractor Parts
INVOICE BT-5521      Date: 18/07/2026
Tomasz Nowicki
27 Meadow Close
Carlow R93 E2K7
Oil filter   2   EUR 18.00
Total   EUR 18.00
""", dict(customer_name="Tomasz Nowicki")),
# 19 refund request form with split name fields on a noisy scan
("refund_request", """REFUND REQUEST
First name: Yusuf
Last narne: Demir
Order no: BT-66120
Amount: EUR 75.00
Reason: wrong size tyre delivered
I would like my money back.
""", dict(customer_name="Yusuf Demir")),
# 20 shop notice whose greeting names the town ("Dear Cork customers")
("customer_letter", """Beaumont Tractor Parts
Dear Cork Customers,
Our Cork branch moves to 5 Harbour View on 1 August. Collections from that date are at the new address.
Beaumont Tractor Parts Team
""", dict(customer_name=None)),
# 21 fax refund approval, the shop's clerk signs, "Attn" the customer
("refund_approval", """FAX TRANSMISSION   P.1 of 1
To: Attn. Sinead Moran
From: Beaumont Tractor Parts, Accounts
Re: refund BT-R-0913
Your refund of EUR 42.50 was approved on 21/07/2026.
Signed: Kieran Walsh, Accounts
""", dict(customer_name="Sinead Moran")),
]
