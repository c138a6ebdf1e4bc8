"""Fixed vocabulary of the second shop, Oakridge Audio Supply: people, products, wording.

Nothing here is shared with the first shop (sample_docs/catalog.py) on purpose: this shop
is a held-out validation set, written the way another company writes its documents.
Plain data, so the generator only picks from here.
"""

from __future__ import annotations

from decimal import Decimal

SHOP = "Oakridge Audio Supply"
SHOP_LEGAL = "Oakridge Audio Supply LLC"
SHOP_ADDRESS = "1180 Foundry Street, Suite 4 · Columbus, OH 43215 · (614) 555-0187"
SHOP_DOMAIN = "oakridge-audio.example"

CLIENTS = [
    # (name, street, city line, state sales-tax rate in percent)
    ("Oskar Brennan", "52 Willow Lane", "Dayton, OH 45402", Decimal("7.5")),
    ("Priya Raman", "918 Cedar Court", "Ann Arbor, MI 48104", Decimal("6")),
    ("Marcus DeLuca", "7 Harbor View Apt 3B", "Providence, RI 02903", Decimal("7")),
    ("Ingrid Solberg", "2214 Birchwood Dr", "Madison, WI 53711", Decimal("5.5")),
    ("Tomás Aguilar", "480 Mesa Road", "Tucson, AZ 85705", Decimal("8.7")),
    ("Grace O'Neill", "31 Beacon Terrace", "Worcester, MA 01609", Decimal("6.25")),
    ("Hiroshi Tanaka", "1650 Alder Street", "Eugene, OR 97401", Decimal("0")),
    ("Danielle Fournier", "77 Rue Lafayette", "Burlington, VT 05401", Decimal("6")),
    ("Kwame Mensah", "3302 Peachtree Pl", "Decatur, GA 30030", Decimal("8")),
    ("Beatriz Santos", "1209 Coral Way", "Miami, FL 33145", Decimal("7")),
    ("Aleksander Nowak", "65 Orchard Row", "Erie, PA 16501", Decimal("6")),
    ("Fiona MacLeod", "440 Summit Ave", "St. Paul, MN 55102", Decimal("7.875")),
    ("Rahul Mehta", "18 Linden Circle", "Naperville, IL 60540", Decimal("7.75")),
    ("Sienna Whitaker", "902 Magnolia Blvd", "Asheville, NC 28801", Decimal("7")),
]

# (name, unit price): prices are what this shop prints, many in whole dollars.
PRODUCTS = [
    ("Halden HX-7 Bookshelf Speakers (pair)", Decimal("349.00")),
    ("Corvid BT-2 Belt-Drive Turntable", Decimal("229.95")),
    ("Sable 5.1 Soundbar with Subwoofer", Decimal("499.00")),
    ("Tamarack Studio Monitor Headphones", Decimal("149.50")),
    ("Wren Desktop DAC / Headphone Amp", Decimal("189.00")),
    ("Loon Portable Bluetooth Speaker", Decimal("79.00")),
    ("Alder MM Phono Preamp", Decimal("119.00")),
    ("Marten 10in Powered Subwoofer", Decimal("399.00")),
    ("Birch Speaker Wall Mount Kit", Decimal("34.50")),
    ("Ferrule RCA Interconnect 3 ft", Decimal("12.99")),
    ("Quill USB Condenser Microphone", Decimal("129.00")),
    ("Heron Stereo Receiver R-40", Decimal("379.00")),
]
SHIPPING = [Decimal("0"), Decimal("9.95"), Decimal("14.50")]

# (carrier as printed, tracking-number shape)
CARRIERS = [("UPS Ground", "ups"), ("FedEx Home Delivery", "fedex"), ("USPS Priority Mail", "usps")]

RETURN_REASONS = [
    "the left channel cuts out whenever the volume is above half",
    "the tonearm lift does not lower the stylus",
    "one of the speaker grilles arrived cracked",
    "it hums loudly through every input",
    "the remote control was missing from the box",
    "it is too large for the shelf it was bought for",
    "the headband snapped within the first week",
    "the Bluetooth pairing drops every few minutes",
]

# Customer expectation sentences ({dl}: the deadline words). Truth: the sentence without its period.
EXPECT_DL = [
    "Please make sure the money is back on my card {dl}.",
    "I'd appreciate having the refund {dl}.",
    "I am counting on the credit {dl}.",
    "Kindly process the refund {dl}.",
]
EXPECT_NO_DL = [
    "Please let me know once the return has been received.",
    "I'd appreciate a confirmation e-mail when the credit goes through.",
]
EXPECT_LETTER_DL = [
    "Please make sure the credit reaches my account {dl}.",
    "I really need this sorted out {dl}.",
]
EXPECT_DELIVERY_DL = [
    "I need the order delivered {dl}.",
    "Please get the package to me {dl}.",
]
EXPECT_REJECTED = [
    "I am asking you to reconsider the decision.",
    "Please have a manager look at this again.",
]
UNRESOLVED_DEADLINES = ["before the semester starts", "ahead of our housewarming party"]

GREETINGS = ["Hi there,", "Hello Oakridge team,", "To whom it may concern,", "Good afternoon,"]
SIGN_OFFS = ["Thanks,", "Many thanks,", "Cheers,", "Yours truly,", "Thank you,"]

FOOTER = ("Questions? Reply to this message or call (614) 555-0187, Mon-Fri 9am-6pm ET. "
          "Oakridge Audio Supply LLC is not responsible for delays caused by the carrier.")
RETURN_POLICY = [
    "Return policy",
    "Unopened items may be returned within 30 days of delivery for a full refund. Opened items are "
    "subject to a 15% restocking fee unless they are defective. Refunds are issued to the original "
    "form of payment; allow 5-7 business days for your bank to post the credit.",
    "Please write your RMA number on the outside of the box. Parcels without an RMA number may be "
    "refused at our dock.",
]
