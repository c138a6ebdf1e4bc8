"""Fixed vocabulary of the fictional shop: people, products, carriers, phrases.

Plain data, so the generator's randomness only picks from here and a change in
wording is a change in one place.
"""

from __future__ import annotations

from decimal import Decimal

CUSTOMERS = [
    # (name, city line)
    ("Maria Keller", "Lindenstrasse 12, 10115 Berlin"),
    ("Jonathan Pierce", "14 Elm Grove, Bristol BS8 2PL"),
    ("Sofia Marquez", "Calle Mayor 8, 28013 Madrid"),
    ("Lukas Brandt", "Am Markt 3, 04109 Leipzig"),
    ("Emma Johansson", "Storgatan 21, 11455 Stockholm"),
    ("Daniel Novak", "Vinohradska 40, 12000 Prague"),
    ("Claire Dubois", "12 rue des Lilas, 69003 Lyon"),
    ("Thomas Becker", "Koenigsallee 55, 40212 Duesseldorf"),
    ("Hannah Schulz", "Rosenweg 7, 80331 Munich"),
    ("Oliver Grant", "221 Baker Road, Leeds LS6 1AA"),
    ("Anna Kowalska", "ul. Lipowa 9, 00-120 Warsaw"),
    ("Marco Rossi", "Via Roma 17, 20121 Milan"),
    ("Julia Hoffmann", "Bergstrasse 28, 69120 Heidelberg"),
    ("Peter Lindqvist", "Havnegade 4, 1058 Copenhagen"),
    ("Laura Fischer", "Gartenweg 15, 50667 Cologne"),
    ("Niklas Weber", "Schillerplatz 2, 70173 Stuttgart"),
    ("Isabel Costa", "Rua Augusta 101, 1100-048 Lisbon"),
    ("Felix Wagner", "Hauptstrasse 88, 60311 Frankfurt"),
    ("Sarah Mitchell", "1820 Pine Street, Portland, OR 97205"),
    ("Kevin Walsh", "77 Lake Shore Drive, Chicago, IL 60611"),
    ("Emily Carter", "405 Maple Avenue, Austin, TX 78701"),
    ("Michael Reyes", "2300 Ocean Blvd, San Diego, CA 92109"),
    ("Charlotte Meyer", "Elbchaussee 140, 22763 Hamburg"),
    ("Tobias Krueger", "Parkallee 6, 28209 Bremen"),
    ("Elena Popescu", "Strada Florilor 5, 010101 Bucharest"),
    ("Jakob Neumann", "Muehlenweg 19, 30159 Hanover"),
    ("Victoria Hughes", "3 Castle Street, Edinburgh EH2 3AH"),
    ("Martin Vogel", "Seestrasse 31, 8002 Zurich"),
    ("Lena Zimmermann", "Kirchplatz 11, 01067 Dresden"),
    ("Robert Klein", "Domstrasse 23, 20095 Hamburg"),
]
# Names whose address is in the USA: their orders are billed in USD.
USD_CUSTOMERS = {"Sarah Mitchell", "Kevin Walsh", "Emily Carter", "Michael Reyes"}

PRODUCTS = [
    ("Aurora X15 Laptop", Decimal("1149.00")),
    ("Lumen 27 4K Monitor", Decimal("389.00")),
    ("Pulse ANC Headphones", Decimal("219.90")),
    ("Volt 65W USB-C Charger", Decimal("39.90")),
    ("Nimbus Wi-Fi 6 Router", Decimal("129.00")),
    ("Orbit Smartwatch S2", Decimal("249.00")),
    ("Echo Mini Bluetooth Speaker", Decimal("59.90")),
    ("Kestrel Mechanical Keyboard", Decimal("119.00")),
    ("Glide Wireless Mouse", Decimal("34.99")),
    ("Tera 2TB Portable SSD", Decimal("149.00")),
    ("Focus 4K Webcam", Decimal("89.00")),
    ("Nova 10 Tablet", Decimal("329.00")),
    ("Strato Gaming Headset", Decimal("79.90")),
    ("Core USB-C Dock", Decimal("179.00")),
    ("Photon Action Camera", Decimal("299.00")),
    ("Atlas Power Bank 20000", Decimal("49.90")),
    ("Zephyr Robot Vacuum", Decimal("449.00")),
    ("Prism E-Reader", Decimal("139.00")),
    ("HDMI 2.1 Cable 2m", Decimal("19.90")),
    ("Vista Smart Doorbell", Decimal("159.00")),
]
# Products that can plausibly have a warranty fault (electronics with a serial number).
WARRANTY_PRODUCTS = [
    "Aurora X15 Laptop", "Lumen 27 4K Monitor", "Pulse ANC Headphones", "Nimbus Wi-Fi 6 Router",
    "Orbit Smartwatch S2", "Nova 10 Tablet", "Photon Action Camera", "Zephyr Robot Vacuum",
    "Prism E-Reader", "Core USB-C Dock", "Vista Smart Doorbell", "Tera 2TB Portable SSD",
]

CARRIERS_EUR = ["DHL Express", "DPD", "UPS Standard", "GLS", "Hermes"]
CARRIERS_USD = ["UPS Ground", "FedEx Home Delivery", "USPS Priority Mail"]

RETURN_REASONS = [
    "it stopped working after a few days",
    "it arrived with a scratched housing",
    "the colour is different from the product photos",
    "it was delivered too late for the event it was meant for",
    "it is not compatible with my other devices",
    "the package was missing the power cable",
    "it makes a loud buzzing noise when switched on",
    "it arrived damaged in a dented box",
    "the wrong model was delivered",
    "it is much heavier than described on your website",
    "it restarts on its own several times a day",
    "it gets very hot after a short time",
]

ISSUES = [
    "Device does not power on after a firmware update",
    "Screen shows vertical lines on the left side",
    "Charging port is loose and charging stops intermittently",
    "Right speaker produces no sound",
    "Touch input is not registered in the lower half of the screen",
    "Overheats and shuts down during video calls",
    "Wi-Fi connection drops every few minutes",
    "Battery swells and the case no longer closes",
]

# Customer expectations. "{dl}" is the deadline phrase; the truth is the whole
# sentence without its final period.
EXPECT_REFUND_DL = [
    "I need the refund {dl}.",
    "I expect the money back on my card {dl}.",
    "I would like the refund to be processed {dl}.",
    "I must have the money back {dl}.",
]
EXPECT_REFUND_NO_DL = [
    "I would like a short confirmation when the return has arrived at your warehouse.",
    "I expect a short confirmation once the refund has been processed.",
    "I would like to know when the refund will be processed.",
]
EXPECT_REPAIR_DL = [
    "I need the repaired unit back {dl}.",
    "I must have a working replacement {dl}.",
    "I would like a replacement device {dl}.",
]
EXPECT_REPAIR_NO_DL = [
    "I would like a replacement rather than a repair.",
    "I expect the device to be repaired free of charge under the warranty.",
]
EXPECT_DELIVERY_DL = [
    "I need the parcel {dl}.",
    "I must receive my order {dl}.",
]
EXPECT_REJECTED = [
    "I expect you to review this decision again.",
    "I would like the decision to be reconsidered by a supervisor.",
]
# Deadlines that no document date can resolve: the truth keeps these words.
UNRESOLVED_DEADLINES = [
    "sometime after the holidays",
    "before my brother's wedding",
    "when I am back from my trip",
]

GREETINGS_LETTER = ["Dear Northwind Electronics team,", "Dear Customer Service,", "Dear Sir or Madam,"]
GREETINGS_REQUEST = ["Dear Northwind Electronics team,", "Dear Customer Service,", "Hello,"]
CLOSINGS = ["Kind regards,", "Sincerely,", "Best regards,", "Regards,"]

SHOP_EUR = "Northwind Electronics GmbH | Hafenstrasse 21 | Hamburg | Germany | www.northwind-electronics.example"
SHOP_USD = "Northwind Electronics Inc. | 400 Harbor Way | Seattle, WA | www.northwind-electronics.example"

TERMS_PAGE = [
    "Returns and repairs",
    "Northwind Electronics accepts returns of unused products in their original packaging within the "
    "statutory return period. Please enclose the return slip and keep the proof of postage until your "
    "return has been processed.",
    "Repairs under guarantee are handled by our service centre. Please quote your order number in all "
    "correspondence so that we can find your purchase quickly.",
    "Our customer service team is available Monday to Friday. Thank you for shopping with Northwind "
    "Electronics.",
]
