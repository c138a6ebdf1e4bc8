"""Ferrow & Sons Motor Factors: what a family-run UK motor factors and garage-equipment wholesaler prints and
what its trade customers, fleet managers and mail-order motorists write. British English, GBP, day-first dates."""

from __future__ import annotations

from decimal import Decimal

SHOP = "Ferrow & Sons Motor Factors"
SHOP_SHORT = "Ferrow & Sons"
DOMAIN = "ferrowandsons.example.co.uk"
PORTAL = "trade.ferrowandsons.example.co.uk"
COMPANY_NO = "Registered in England & Wales No. 02847715"
VAT_REG = "VAT Reg No GB 318 4471 62"

# branch code -> (name, address line, phone)
BRANCHES = {
    "SHF": ("Sheffield (Head Office)", "Unit 4, Meadowhall Way Trade Park, Sheffield S9 1EJ", "0114 496 0731"),
    "GLA": ("Glasgow", "18 Hillington Park Circus, Glasgow G52 4TQ", "0141 496 0288"),
    "CDF": ("Cardiff", "Unit 9, Penarth Road Retail Park, Cardiff CF11 8TW", "029 2018 0462"),
}

# (description, trade price ex VAT)
PRODUCTS = [
    ("Front brake disc pair 288mm vented", Decimal("46.80")),
    ("Rear brake pad set (axle) low-dust", Decimal("19.45")),
    ("Front brake caliper, exchange unit", Decimal("72.60")),
    ("Oil filter spin-on (box of 10)", Decimal("38.90")),
    ("Cabin pollen filter, carbon", Decimal("9.85")),
    ("Fuel filter, diesel common rail", Decimal("17.40")),
    ("AGM start-stop battery 096 70Ah", Decimal("138.00")),
    ("Heavy duty commercial battery 644 180Ah", Decimal("214.50")),
    ("OBD2 diagnostic scan tool, multi-brand", Decimal("389.00")),
    ("EOBD code reader, handheld", Decimal("64.95")),
    ("Smart battery charger and tester 12/24V", Decimal("149.00")),
    ("Two-post workshop lift 4.0t, base plate", Decimal("2685.00")),
    ("Trolley jack 3t low profile", Decimal("118.75")),
    ("Brake fluid DOT 4, 5 litre", Decimal("21.30")),
    ("Nitrile gloves XL (box of 100)", Decimal("7.95")),
    ("Workshop blue roll 2-ply (pack of 6)", Decimal("18.60")),
    ("Wiper blade set 24in/18in flat", Decimal("14.20")),
    ("Air conditioning gas recovery station", Decimal("2140.00")),
    ("Engine oil 5W-30 C3, 20 litre", Decimal("84.50")),
    ("Clutch kit 3-piece with release bearing", Decimal("126.40")),
]
WARRANTY_PRODUCTS = [
    "AGM start-stop battery 096 70Ah", "Heavy duty commercial battery 644 180Ah",
    "OBD2 diagnostic scan tool, multi-brand", "EOBD code reader, handheld", "Smart battery charger and tester 12/24V",
    "Two-post workshop lift 4.0t, base plate", "Air conditioning gas recovery station", "Trolley jack 3t low profile",
]
TAX = {"GBP": ("VAT", Decimal("20"))}

CARRIERS = {"GBP": ["DPD", "Royal Mail Tracked 48", "Parcelforce Worldwide", "APC Overnight", "Ferrow & Sons own van"]}

# (contact name, address); the contact's business (None: a private motorist buying by mail order) is BUSINESS_OF
CUSTOMERS = {"GBP": [
    ("Gareth Pritchard", "14 Heol y Nant, Caerphilly CF83 1AB"),
    ("Siân Llewellyn", "Unit 3, Ty Glas Industrial Estate, Llanishen, Cardiff CF14 5DX"),
    ("Rhodri Morgan-Hughes", "27 Commercial Street, Newport NP20 1HW"),
    ("Alasdair McKechnie", "Unit 12, Kelvin Industrial Estate, East Kilbride G75 0YG"),
    ("Fiona Baird", "41 Dumbarton Road, Clydebank G81 1UE"),
    ("Iain Robertson", "6 Peel Park Place, Paisley PA1 2RB"),
    ("Dave Ridley", "Arches 4-5, Sidney Street, Sheffield S1 4RH"),
    ("Karen Whitworth", "Fleet Services, Holbrook Depot, Halfway, Sheffield S20 3GD"),
    ("Tariq Mahmood", "88 Attercliffe Road, Sheffield S4 7WZ"),
    ("Paul Oddie", "Unit 2, Canklow Meadows, Rotherham S60 2XL"),
    ("Joanne Hepworth", "3 Mill Lane, Holmfirth HD9 7AR"),
    ("Lee Cartwright", "Yard 6, Bentley Moor Lane, Doncaster DN6 7BD"),
    ("Mark Stansfield", "12 Bramley Close, Chesterfield S41 0PQ"),
    ("Neil Drummond", "Fleet Office, Eurocentral, Motherwell ML1 4UF"),
    ("Bethan Rees", "Transport Dept, Ty Penallta, Ystrad Mynach CF82 7PG"),
    ("Craig Sutherland", "9 Forth Street, Stirling FK8 1UD"),
    ("Amrit Sandhu", "Unit 7, Parkway Industrial Estate, Sheffield S9 4WN"),
    ("Colin Broadhurst", "The Old Forge, Main Street, Hathersage S32 1BB"),
    ("Emma Thackeray", "22 Nether Edge Road, Sheffield S7 1RU"),
    ("Hywel Jenkins", "Unit 1, Stryd Fawr, Pontypridd CF37 2TS"),
]}
BUSINESS_OF = {
    "Gareth Pritchard": "Pritchard Garage Services", "Siân Llewellyn": "Llewellyn Tyres & Exhausts",
    "Rhodri Morgan-Hughes": None, "Alasdair McKechnie": "McKechnie Auto Repairs",
    "Fiona Baird": "Baird's MOT & Service Centre", "Iain Robertson": None, "Dave Ridley": "Ridley Motors Ltd",
    "Karen Whitworth": "South Yorkshire Community Transport", "Tariq Mahmood": "Attercliffe Auto Electrics",
    "Paul Oddie": "Canklow Van Hire Ltd", "Joanne Hepworth": None, "Lee Cartwright": "Cartwright Recovery & Repairs",
    "Mark Stansfield": None, "Neil Drummond": "Clydeside Commercials Ltd",
    "Bethan Rees": "Rhymney Valley Housing Association", "Craig Sutherland": "Sutherland Motor Engineers",
    "Amrit Sandhu": "Parkway Tyre & Exhaust", "Colin Broadhurst": None, "Emma Thackeray": None,
    "Hywel Jenkins": "Garej Jenkins",
}
FLEET = {"Karen Whitworth", "Neil Drummond", "Bethan Rees", "Paul Oddie"}
# the branch that serves a customer, by the town in the address
BRANCH_TOWNS = {"CDF": ("Cardiff", "Caerphilly", "Newport", "Pontypridd", "Ystrad Mynach"),
                "GLA": ("Glasgow", "East Kilbride", "Clydebank", "Paisley", "Motherwell", "Stirling")}

FEE_BASES = ["restocking fee", "return carriage charge", "handling charge"]

RETURN_REASONS = [
    "it was ordered in error against the wrong registration",
    "the customer cancelled the job before we fitted it",
    "the box arrived crushed and the contents are damaged",
    "we were sent two of them and only ordered one",
    "it does not fit, the part number on the portal was wrong for this vehicle",
    "the van came off the road before the part arrived and is being scrapped",
    "the wrong item was picked and the label does not match what is in the box",
    "it turned up a day late and we had already sourced one locally",
]
ISSUES = [
    "Unit will not power up after the latest firmware update, screen stays blank",
    "Battery will not hold charge, drops to 11.9V overnight with nothing connected",
    "Left-hand carriage creeps down under load, hydraulic seal weeping at the ram",
    "Charger shows error E04 on every battery tested, even brand new ones",
    "Vacuum pump runs but will not pull below 5 mbar, display reports leak test fail",
    "Tool loses connection with the vehicle after a few seconds on every car tried",
    "Jack will not hold pressure, lowers slowly with a car on it",
]

UNRESOLVED_DEADLINES = [
    "before the van's MOT comes round again", "once the fleet budget is signed off",
    "before our busy spell at the end of the quarter", "when the workshop reopens after the refit",
    "before the lads break up for the Christmas shutdown",
]

# relative deadlines: (words, days after the document date or "month_end")
RELATIVE_DEADLINES = [
    ("within 14 days", 14), ("within the next fortnight", 14), ("within 7 days", 7),
    ("within a week", 7), ("by the end of this month", "month_end"),
    ("before the end of the month", "month_end"),
]
DEADLINE_WORDS = ["by {}", "no later than {}", "before {}", "by {} at the latest", "on or before {}"]

EXPECT_REFUND_DL = [
    "I need the credit on our account {dl}.",
    "I expect the money back on the card {dl}.",
    "I would like this credited back {dl}.",
    "Please make sure the refund is in our bank account {dl}.",
    "We need the credit note raised and paid {dl}.",
    "Can you get the money back to me {dl}.",
]
EXPECT_REFUND_NO_DL = [
    "I expect a full refund to the card I paid with.",
    "Please put the credit back on our trade account.",
    "I would like the money back rather than a credit note.",
    "We need this credited, not swapped for another part.",
]
EXPECT_REPAIR_DL = [
    "I need it repaired or swapped {dl}.",
    "We need the unit back in the workshop {dl}.",
    "I expect a working replacement {dl}.",
    "Please get a replacement out to us {dl}.",
]
EXPECT_REPAIR_NO_DL = [
    "I expect a replacement under the warranty, not a repair.",
    "We need a loan unit while this one is away.",
    "Please arrange collection and a replacement.",
]
EXPECT_DELIVERY_DL = [
    "I need the parts here {dl} or the car sits on the ramp.",
    "We need the delivery {dl}, otherwise cancel and refund the order.",
    "Please get it to us {dl}.",
]
EXPECT_REJECTED = [
    "I expect you to look at this again and credit the account.",
    "I would like the decision reviewed by someone senior.",
    "We need this sorted, otherwise we will take our account elsewhere.",
]

GARAGE_SIGN_OFFS = ["Cheers", "Ta", "Thanks", "Rgds", "Thanks mate"]
FORMAL_SIGN_OFFS = ["Yours sincerely", "Kind regards", "Yours faithfully", "Regards"]
GREETINGS = ["Hi", "Morning", "Afternoon", "Hello", "Hiya"]
WELSH_GREETINGS = ["Shwmae", "Bore da", "Helo"]  # Cardiff-branch customers, now and then
WELSH_SIGN_OFFS = ["Diolch", "Diolch yn fawr", "Hwyl"]
PHONE_FOOTERS = ["Sent from my iPhone", "Sent from my Galaxy", "Sent from Outlook for Android", ""]

TERMS_PAGE = [
    "Conditions of Sale (extract)",
    "Title in the goods remains with Ferrow & Sons Motor Factors until payment in full has been received. "
    "Trade accounts are payable by the end of the month following the invoice date.",
    "Exchange units carry a core surcharge which is credited when the old unit is returned complete, undrained "
    "where applicable and in a boxed, re-manufacturable condition within 30 days.",
    "Electrical parts, special-order items and fluids once opened cannot be returned. Returns must carry a "
    "Returns Authorisation number issued by the branch.",
    "Nothing in these conditions affects the statutory rights of a consumer under the Consumer Rights Act 2015.",
]
