"""Shop 11's vocabulary: Kvarnfjäll Outdoor AB, a Swedish direct-to-consumer outdoor clothing
and gear brand with web shops in Sweden, Norway, Denmark, Finland, Poland and Germany.

Written blind: none of docflow's rules, schemas' cue lists or other shops were read."""

from __future__ import annotations

from decimal import Decimal

SHOP = "Kvarnfjäll Outdoor AB"
SHOP_SHORT = "Kvarnfjäll"
SHOP_ADDRESS = "Storgatan 41, 903 26 Umeå, Sweden"
ORG_LINE = "Org.nr 559312-4471 | VAT SE559312447101 | Storgatan 41, 903 26 Umeå"
FILE_PREFIX = "KF-"

# code, currency, VAT rate, VAT word, web domain, local greeting, local closing, carriers
COUNTRIES = {
    "SE": dict(currency="SEK", vat=Decimal("25"), vat_word="moms", domain="kvarnfjall.se",
               hello=["Hej", "Hej hej", "Hallå"], bye=["Mvh", "Med vänliga hälsningar", "Hälsningar"],
               carriers=["PostNord", "Budbee", "Instabox"], fee=Decimal("59.00")),
    "NO": dict(currency="NOK", vat=Decimal("25"), vat_word="MVA", domain="kvarnfjall.no",
               hello=["Hei", "Hei hei", "God dag"], bye=["Mvh", "Med vennlig hilsen", "Ha det bra"],
               carriers=["Posten Norge", "Bring", "Helthjem"], fee=Decimal("69.00")),
    "DK": dict(currency="DKK", vat=Decimal("25"), vat_word="moms", domain="kvarnfjall.dk",
               hello=["Hej", "Goddag"], bye=["Mvh", "Venlig hilsen", "Med venlig hilsen"],
               carriers=["PostNord Danmark", "GLS", "DAO"], fee=Decimal("45.00")),
    "FI": dict(currency="EUR", vat=Decimal("25.5"), vat_word="ALV", domain="kvarnfjall.fi",
               hello=["Moi", "Hei", "Terve"], bye=["Kiitos", "Ystävällisin terveisin", "Terveisin"],
               carriers=["Posti", "Matkahuolto", "Budbee"], fee=Decimal("5.95")),
    "PL": dict(currency="PLN", vat=Decimal("23"), vat_word="VAT", domain="kvarnfjall.pl",
               hello=["Dzień dobry", "Witam"], bye=["Pozdrawiam", "Z poważaniem", "Dziękuję"],
               carriers=["InPost Paczkomaty", "Poczta Polska", "DPD Polska"], fee=Decimal("19.90")),
    "DE": dict(currency="EUR", vat=Decimal("19"), vat_word="MwSt.", domain="kvarnfjall.de",
               hello=["Hallo", "Guten Tag", "Moin"], bye=["Viele Grüße", "Mit freundlichen Grüßen", "LG"],
               carriers=["DHL Paket", "Hermes", "DPD"], fee=Decimal("4.95")),
}

# a price list in SEK; the other web shops convert with these factors and round to local price points
PRICE_FACTOR = {"SEK": Decimal("1"), "NOK": Decimal("1.0"), "DKK": Decimal("0.68"),
                "EUR": Decimal("0.091"), "PLN": Decimal("0.39")}
SHIPPING = {"SEK": Decimal("49.00"), "NOK": Decimal("59.00"), "DKK": Decimal("39.00"),
            "EUR": Decimal("4.95"), "PLN": Decimal("14.99")}

# name, SEK price, (serial prefix, the faults customers describe) for items with a warranty
PRODUCTS = [
    ("Tarnvik Down Jacket W", 2899, ("DJ", [
        "the down is coming out through the seams on both sleeves",
        "a baffle seam opened on the back and the down is collecting at the bottom"])),
    ("Abisko 3-Layer Shell Jacket M", 3499, ("SH", [
        "the main zip splits open from the bottom after a few weeks of use",
        "the tape on the shoulder seams is peeling off and water comes in"])),
    ("Lapponia 2 Tunnel Tent", 5499, ("TT", [
        "one of the tent poles broke at the joint when we put up the tent in light wind",
        "the middle pole section cracked and the aluminium is split"])),
    ("Kebne 45 L Backpack", 1899, ("BP", [
        "the seam of the left shoulder strap is ripping open",
        "the zip on the lid pocket has lost teeth and does not close"])),
    ("Stuor Sleeping Bag -10", 2499, ("SB", [
        "the zip slider came off and the zip does not close anymore"])),
    ("Padjelanta Hiking Boots", 2199, ("HB", [
        "the sole is coming loose at the front of the right boot"])),
    ("Kvarn Insulated Vest", 1499, ("IV", ["the zipper puller broke off on the second day"])),
    ("Sarek Trekking Trousers", 1299, None),
    ("Merino 200 Base Layer Top", 699, None),
    ("Rimfrost Fleece Hoodie", 999, None),
    ("Trail Running Socks 3-pack", 249, None),
    ("Vinter Wool Mittens", 399, None),
    ("Lätt Rain Poncho", 499, None),
    ("Wool Neck Gaiter", 199, None),
]

# (name, country) of customers
CUSTOMERS = [
    ("Ingrid Lindqvist", "SE"), ("Johan Bergström", "SE"), ("Elin Sandberg", "SE"),
    ("Ola Haugen", "NO"), ("Kari Solberg", "NO"), ("Mette Kjærgaard", "DK"), ("Rasmus Holm", "DK"),
    ("Aino Virtanen", "FI"), ("Mikko Lehtonen", "FI"), ("Katarzyna Nowak", "PL"), ("Piotr Wiśniewski", "PL"),
    ("Jonas Becker", "DE"), ("Anna Hoffmann", "DE"), ("Sanna Eriksson", "SE"), ("Tomasz Kamiński", "PL"),
    ("Lukas Schneider", "DE"),
]

# how a name gets misspelt by a shop colleague or an autocorrect
TYPOS = {
    "Lindqvist": "Lindkvist", "Bergström": "Bergstrom", "Sandberg": "Sandbergh", "Haugen": "Haugan",
    "Solberg": "Solbjerg", "Kjærgaard": "Kjaergard", "Holm": "Holmm", "Virtanen": "Virtannen",
    "Lehtonen": "Lehtinen", "Nowak": "Novak", "Wiśniewski": "Wisniewski", "Becker": "Bäcker",
    "Hoffmann": "Hofmann", "Eriksson": "Ericsson", "Kamiński": "Kaminski", "Schneider": "Schnieder",
}

# the customer's words giving the reason for a return (they follow "because" or a portal label)
RETURN_REASONS = [
    "it is too small over the shoulders",
    "the colour is much darker than on the pictures",
    "it is too long for me even in size S",
    "I ordered two sizes and keep only the other one",
    "the size is too big, I normally wear M and this feels like L",
    "it arrived with a stain on the front",
    "the fabric feels much thinner than I expected for this price",
    "it is not warm enough for our winter here",
]

# portal drop-down reasons (printed above the customer's own comment)
PORTAL_REASONS = ["Wrong size", "Not as described", "Changed my mind", "Damaged on arrival", "Quality"]

UNRESOLVED_WHEN = [
    "before our trip to Lofoten in the spring",
    "before the ski holiday with my kids",
    "when you have checked the parcel",
    "before the winter season starts up north",
    "before my sister's wedding in the mountains",
]
