"""Rendered, degraded whole receipts: a CHECK set for the receipt COMPANY name on receipts docflow never saw (branch
receipts13, issue 9). Written before any code change of the round, from general knowledge of how shop receipts are
printed (mostly Malaysia, some Singapore, Indonesia, Thailand, the Philippines, the UK, Australia, the US), with
no string taken from sroie-train or any other receipt set: a brand or logo line above the registered name, branch
and outlet lines, "TAX INVOICE" / "CASH BILL" titles above or below the name, GST / SST / company registration ids,
names printed over two lines, names with "(M)", "S/B", "SDN. BHD.", "ENTERPRISE", "TRADING", "RESTORAN", and
names without any legal form; then the address block, phone lines, the date and a short item body.

Each receipt is degraded one of several ways in turn (`DEGRADE`): a blurred photo, sensor noise, a low-resolution
JPEG, faded thermal print (ink lightening down and across the slip), a skewed photo, and a photo with uneven light.
Read by the ppocr engine end to end (PP-OCR page pass, tesseract's word breaks, the name line's re-reading),
scored as SROIE scores the company (the registered name as printed with its legal form; without the registration,
tax id or branch after it; the registered name where a brand line is printed above it; for a shop with no
registered name printed, its name line).

`python -m tests.receipt_rendered_receipts13 [check|check2|check3|tune] [cache dir]` (one OCR per receipt, ~5-10 s each; slow,
not run by the test suite).

Figures (company ci; each set OCR'd afresh with the code named, the name line's re-reading following its layout):
    CHECK, 45, main at 5714a95: 0.978 (one miss: a two-line name whose box heights differ 1.23x in one font)
        branch receipts13: 1.000. CHECK's miss was looked at while changing the rules.
    CHECK2, 35, main: 0.714 (in OCR text 0.857): two-column headers read as one line with their title (3), a
        slogan with a company cue, a brand over its registered name without a legal form ("SCOOP" taken for
        cleanco's S.Coop.), four-five OCR misreads on double-degraded low-resolution pages.
        branch: 0.857 (in OCR text 0.857: every miss left is a misread). Looked at while changing the rules.
    CHECK3, 30, written after the changes, scored once with each code: main 0.800, branch 0.867 (near 0.833 ->
        0.900; in OCR text 0.933 both). Left: a registration misread so that neither two-line rule fires
        ("RESTORAN" / "ANJUNG SELERA"), a two-column name over two rows ("PERNIAGAAN RUNCIT" / "HJ. YUSOF"), a
        kind-of-business line over a misread registration chosen over the name, "SDN. BHD." losing its last dot.
    TUNE, 16: 1.000 before and after.
"""

from __future__ import annotations

import random
from pathlib import Path

from PIL import Image, ImageDraw, ImageEnhance, ImageFilter, ImageFont

FONTS = Path("/usr/share/fonts/truetype/dejavu")

# Each receipt: (header lines: (text, size, bold)), truth, region of the address block and body.
# Sizes are points at the 560 px page width; 15 is the body text.
Receipt = tuple[list[tuple[str, int, int]], str, str]

CHECK: list[Receipt] = [
    # a brand or logo line above the registered name
    ([("KOPI SENTRAL", 34, 1), ("KOPI SENTRAL F&B SDN BHD", 16, 0), ("(1098765-K)", 14, 0)],
     "KOPI SENTRAL F&B SDN BHD", "my"),
    ([("Bakers' Corner", 30, 1), ("BAKERS CORNER TRADING SDN. BHD.", 15, 0), ("Co. Reg. No. 1234567-W", 14, 0)],
     "BAKERS CORNER TRADING SDN. BHD.", "my"),
    ([("MAXVALU", 36, 1), ("MAXVALU RETAIL (M) SDN BHD", 15, 1), ("(502211-D)", 14, 0), ("TAMAN MELAWATI BRANCH", 15, 0)],
     "MAXVALU RETAIL (M) SDN BHD", "my"),
    ([("~ Teh Tarik Place ~", 24, 1), ("TTP RESTAURANT SDN BHD", 15, 0), ("201601012345 (1187654-A)", 14, 0)],
     "TTP RESTAURANT SDN BHD", "my"),
    ([("GREEN BASKET", 30, 1), ("Green Basket Fresh Mart Sdn Bhd", 15, 0), ("Company No: 1022334-P", 14, 0)],
     "Green Basket Fresh Mart Sdn Bhd", "my"),
    # a legal name on one line, with its registration and ids below
    ([("SYARIKAT PERNIAGAAN CHONG SENG (M) SDN BHD", 15, 1), ("(87654-T)", 14, 0)],
     "SYARIKAT PERNIAGAAN CHONG SENG (M) SDN BHD", "my"),
    ([("HENG LIAN HUAT HARDWARE S/B", 18, 1), ("(345678-M)", 14, 0)], "HENG LIAN HUAT HARDWARE S/B", "my"),
    ([("MUTIARA STATIONERY & BOOKSTORE SDN. BHD.", 15, 1), ("Co. No. 667788-X", 14, 0)],
     "MUTIARA STATIONERY & BOOKSTORE SDN. BHD.", "my"),
    ([("SINAR JAYA ELECTRICAL SDN BHD (712345-H)", 15, 1)], "SINAR JAYA ELECTRICAL SDN BHD", "my"),
    ([("KEDAI UBAT CINA TONG AN SDN BHD", 17, 1), ("ROC 200801034567", 14, 0)], "KEDAI UBAT CINA TONG AN SDN BHD", "my"),
    ([("PASARAYA SEGAR UTAMA SDN BHD", 17, 1), ("(CAWANGAN KAJANG)", 15, 0), ("(998877-U)", 14, 0)],
     "PASARAYA SEGAR UTAMA SDN BHD", "my"),
    ([("LAVENDER HOME DECOR SDN BHD - IOI MALL", 14, 1), ("(1145566-V)", 14, 0)], "LAVENDER HOME DECOR SDN BHD", "my"),
    # a title above the name
    ([("TAX INVOICE", 17, 1), ("CAHAYA BINTANG ENTERPRISE", 19, 1), ("(JM0765432-W)", 14, 0)],
     "CAHAYA BINTANG ENTERPRISE", "my"),
    ([("CASH BILL", 17, 1), ("KEDAI RUNCIT AH FOOK", 20, 1), ("(002345678-K)", 14, 0)], "KEDAI RUNCIT AH FOOK", "my"),
    ([("SIMPLIFIED TAX INVOICE", 16, 1), ("RESTORAN SELERA KAMPUNG", 20, 1), ("(SA0123987-D)", 14, 0)],
     "RESTORAN SELERA KAMPUNG", "my"),
    # a name over two lines
    ([("PERUSAHAAN PERABOT", 22, 1), ("JATI MEWAH SDN BHD", 22, 1), ("(456123-A)", 14, 0)],
     "PERUSAHAAN PERABOT JATI MEWAH SDN BHD", "my"),
    ([("WAH KEE MOTOR PARTS", 20, 1), ("TRADING", 20, 1), ("(001987654-P)", 14, 0)], "WAH KEE MOTOR PARTS TRADING", "my"),
    ([("SOON HUAT BUILDING MATERIALS", 18, 1), ("SDN. BHD.", 18, 1), ("(334455-K)", 14, 0)],
     "SOON HUAT BUILDING MATERIALS SDN. BHD.", "my"),
    ([("RESTORAN", 26, 1), ("MAMAK SRI PETALING", 26, 1), ("(SA0556677-X)", 14, 0)], "RESTORAN MAMAK SRI PETALING", "my"),
    # no legal form at all
    ([("KIM LONG SEAFOOD RESTAURANT", 20, 1), ("(JM0443322-H)", 14, 0)], "KIM LONG SEAFOOD RESTAURANT", "my"),
    ([("NASI LEMAK ANGGERIK", 24, 1)], "NASI LEMAK ANGGERIK", "my"),
    ([("Welcome to", 15, 0), ("GOLDEN PHOENIX BAKERY", 22, 1)], "GOLDEN PHOENIX BAKERY", "my"),
    ([("THANK YOU FOR SHOPPING", 14, 0), ("SENTOSA FRUITS TRADING", 20, 1), ("(002233445-V)", 14, 0)],
     "SENTOSA FRUITS TRADING", "my"),
    ([("ZAINAB CAKE HOUSE", 22, 1), ("(KT0123456-U)", 14, 0)], "ZAINAB CAKE HOUSE", "my"),
    ([("Outlet 017", 14, 0), ("TEALIVE CORNER", 24, 1), ("by Corner Brew Sdn. Bhd. (1209876-T)", 14, 0)],
     "Corner Brew Sdn. Bhd.", "my"),
    # GST / SST ids printed under the name, a store number above it
    ([("STORE 0456", 14, 0), ("SEGI FRESH SUPERMARKET SDN BHD", 17, 1), ("(778899-D)", 14, 0)],
     "SEGI FRESH SUPERMARKET SDN BHD", "my"),
    ([("UNIQUE OPTICAL & VISION CENTRE", 17, 1), ("SDN BHD", 17, 1), ("(601122-W)", 14, 0)],
     "UNIQUE OPTICAL & VISION CENTRE SDN BHD", "my"),
    ([("FAMILY MART", 30, 1), ("QL MAXINCOME SDN BHD", 15, 0), ("(1088776-H)", 14, 0)], "QL MAXINCOME SDN BHD", "my"),
    ([("TOKO ROTI SARI MURNI", 22, 1), ("(CAWANGAN BANGI)", 15, 0)], "TOKO ROTI SARI MURNI", "my"),
    ([("HUA SENG AUTO SERVICE", 20, 1), ("& TRADING", 20, 1), ("(JM0998811-T)", 14, 0)],
     "HUA SENG AUTO SERVICE & TRADING", "my"),
    # other countries
    ([("HAWKER DELIGHTS PTE. LTD.", 20, 1), ("UEN: 201723456N", 14, 0)], "HAWKER DELIGHTS PTE. LTD.", "sg"),
    ([("KOPITIAM 88", 30, 1), ("Kopitiam Eighty-Eight Pte Ltd", 15, 0), ("GST Reg No: M2-0123456-7", 14, 0)],
     "Kopitiam Eighty-Eight Pte Ltd", "sg"),
    ([("PT MAKMUR SENTOSA RETAIL", 19, 1), ("NPWP 02.345.678.9-012.000", 14, 0)], "PT MAKMUR SENTOSA RETAIL", "id"),
    ([("TOKO KUE BINTANG", 24, 1)], "TOKO KUE BINTANG", "id"),
    ([("BANGKOK SPICE CO., LTD.", 20, 1), ("TAX ID 0105561234987", 14, 0)], "BANGKOK SPICE CO., LTD.", "th"),
    ([("LUZON HARDWARE CORP.", 20, 1), ("VAT REG TIN 006-234-567-000", 14, 0)], "LUZON HARDWARE CORP.", "ph"),
    ([("THE HUNGRY FOX", 28, 1), ("Hungry Fox Kitchens Ltd", 15, 0), ("VAT No 234 5678 90", 14, 0)],
     "Hungry Fox Kitchens Ltd", "uk"),
    ([("BAYSIDE NEWSAGENCY", 22, 1), ("ABN 22 333 444 555", 14, 0)], "BAYSIDE NEWSAGENCY", "au"),
    ([("CEDAR CREEK FEED & SUPPLY", 20, 1)], "CEDAR CREEK FEED & SUPPLY", "us"),
    ([("TAX INVOICE", 16, 1), ("FRESHWAY GROCER PTY LTD", 19, 1), ("ABN 66 777 888 999", 14, 0)],
     "FRESHWAY GROCER PTY LTD", "au"),
    # a dense Malaysian header: name, branch, ids and title before the address
    ([("ECONSAVE", 32, 1), ("ECONSAVE CASH & CARRY (KL) SDN BHD", 14, 1), ("(601234-U)", 14, 0),
      ("GST ID NO: 000123456789", 14, 0)], "ECONSAVE CASH & CARRY (KL) SDN BHD", "my"),
    ([("RESTORAN YONG TAU FOO HAKKA", 18, 1), ("HAKKA FOOD ENTERPRISE", 15, 0), ("(SA0001111-A)", 14, 0)],
     "HAKKA FOOD ENTERPRISE", "my"),
    ([("MR. BEAN TRADING", 22, 1), ("(JM0112233-W)", 14, 0), ("SST ID: W10-1808-32000123", 14, 0)],
     "MR. BEAN TRADING", "my"),
    ([("LEONG KEE PHARMACY SDN BHD", 18, 1), ("Reg No: 199901012345 (480011-A)", 14, 0), ("TAX INVOICE", 16, 1)],
     "LEONG KEE PHARMACY SDN BHD", "my"),
    ([("BESTARI JAYA", 30, 1), ("MINI MARKET", 30, 1), ("(002200110-M)", 14, 0)], "BESTARI JAYA MINI MARKET", "my"),
]

# A separate TUNE set, written after the CHECK set (other names and shapes): what changes may be tried against.
TUNE: list[Receipt] = [
    ([("AROMA HOUSE", 32, 1), ("AROMA HOUSE BEVERAGES SDN BHD", 15, 0), ("(1034567-T)", 14, 0)],
     "AROMA HOUSE BEVERAGES SDN BHD", "my"),
    ([("TAX INVOICE", 16, 1), ("SEJAHTERA AUTO PARTS ENTERPRISE", 17, 1), ("(JM0654321-X)", 14, 0)],
     "SEJAHTERA AUTO PARTS ENTERPRISE", "my"),
    ([("LEE BROTHERS FURNITURE", 20, 1), ("SDN BHD", 20, 1), ("(223344-U)", 14, 0)], "LEE BROTHERS FURNITURE SDN BHD", "my"),
    ([("RESTORAN NASI KANDAR ISTIMEWA", 18, 1), ("(SA0998877-P)", 14, 0)], "RESTORAN NASI KANDAR ISTIMEWA", "my"),
    ([("Welcome!", 15, 0), ("PERNIAGAAN TEKUN MAJU", 20, 1)], "PERNIAGAAN TEKUN MAJU", "my"),
    ([("SPEEDY", 34, 1), ("SPEEDY WASH LAUNDRY S/B", 15, 0), ("(887711-K)", 14, 0)], "SPEEDY WASH LAUNDRY S/B", "my"),
    ([("CHOP HENG HUAT", 24, 1), ("(002199887-D)", 14, 0)], "CHOP HENG HUAT", "my"),
    ([("ORCHID BLOOMS PTE LTD", 20, 1), ("UEN 200912345Z", 14, 0)], "ORCHID BLOOMS PTE LTD", "sg"),
    ([("CV SUMBER AIR JAYA", 22, 1)], "CV SUMBER AIR JAYA", "id"),
    ([("KAMPUNG BARU CATERING", 20, 1), ("& TRADING", 20, 1)], "KAMPUNG BARU CATERING & TRADING", "my"),
    ([("STORE 12", 14, 0), ("MEGA JIMAT SUPERSTORE SDN BHD", 17, 1), ("(556612-A)", 14, 0)],
     "MEGA JIMAT SUPERSTORE SDN BHD", "my"),
    ([("GARDEN CAFE", 30, 1), ("Garden Cafe Hospitality Sdn Bhd", 15, 0), ("(1176655-M)", 14, 0)],
     "Garden Cafe Hospitality Sdn Bhd", "my"),
    ([("SEA BREEZE TAKEAWAY", 22, 1), ("ABN 12 987 654 321", 14, 0)], "SEA BREEZE TAKEAWAY", "au"),
    ([("TECK SENG HARDWARE (M) SDN BHD", 16, 1), ("(92345-V)", 14, 0), ("GST ID: 001122334455", 14, 0)],
     "TECK SENG HARDWARE (M) SDN BHD", "my"),
    ([("CASH BILL", 16, 1), ("ANEKA KUIH TRADISI", 22, 1)], "ANEKA KUIH TRADISI", "my"),
    ([("MANILA BAY BAKESHOP INC.", 20, 1), ("VAT REG TIN 001-222-333-000", 14, 0)], "MANILA BAY BAKESHOP INC.", "ph"),
]

TOWNS = {
    "my": [("JALAN", ["BUNGA RAYA", "SS 2/24", "PUCHONG PERMAI 3", "KENANGA 5", "MERANTI 2/1", "TUN RAZAK"]),
           ["47100 PUCHONG, SELANGOR", "43000 KAJANG, SELANGOR", "81100 JOHOR BAHRU, JOHOR", "50450 KUALA LUMPUR",
            "30250 GEORGETOWN, PULAU PINANG", "40150 SHAH ALAM, SELANGOR"]],
    "sg": [("", ["BLK 221 BOON LAY PL #01-12", "8 TAMPINES CENTRAL 1 #02-05", "300 TAMPINES AVE 5 #01-03"]),
           ["SINGAPORE 640221", "SINGAPORE 529653", "SINGAPORE 520300"]],
    "id": [("JL.", ["GATOT SUBROTO NO. 12", "PEMUDA NO. 88", "DIPONEGORO NO. 5"]),
           ["JAKARTA SELATAN 12930", "SEMARANG 50132", "BANDUNG 40115"]],
    "th": [("", ["123/4 SILOM ROAD", "88 RAMA IV ROAD"]), ["BANGRAK BANGKOK 10500", "KHLONG TOEI BANGKOK 10110"]],
    "ph": [("", ["45 AYALA AVENUE", "12 TAFT AVENUE"]), ["MAKATI CITY 1226", "MANILA 1004"]],
    "uk": [("", ["21 CHAPEL STREET", "4 MARKET SQUARE"]), ["LEEDS LS2 7HT", "NORWICH NR2 1ND"]],
    "au": [("", ["Shop 4, 16 Marine Pde", "102 George St"]), ["Coogee NSW 2034", "Fremantle WA 6160"]],
    "us": [("", ["4410 County Road 12", "87 Mill Street"]), ["Ames, IA 50010", "Keene, NH 03431"]],
}


def address_block(region: str, rnd: random.Random) -> list[str]:
    """Address, phone and the date/title lines of a receipt from `region`, drawn by `rnd`."""
    (street_word, streets), towns = TOWNS[region]
    street = rnd.choice(streets)
    lines = []
    if region == "my":
        lines.append(f"NO. {rnd.randint(1, 120)}, {street_word} {street},")
        if rnd.random() < 0.5:
            lines.append(f"TAMAN {rnd.choice(['SRI MUDA', 'MELATI', 'DESA JAYA', 'BUKIT INDAH'])},")
        lines.append(rnd.choice(towns))
        lines.append(f"TEL: 0{rnd.randint(3, 9)}-{rnd.randint(100, 999)} {rnd.randint(1000, 9999)}"
                     + (f"  FAX: 03-{rnd.randint(1000, 9999)} {rnd.randint(1000, 9999)}" if rnd.random() < 0.3 else ""))
        if rnd.random() < 0.6:
            lines.append(f"GST REG NO: 00{rnd.randint(1000000000, 9999999999)}")
    else:
        lines.append(f"{street_word} {street}".strip())
        lines.append(rnd.choice(towns))
        lines.append(f"Tel: {rnd.randint(100, 999)} {rnd.randint(1000, 9999)}")
    return lines


def body(rnd: random.Random) -> list[str]:
    items = [("MINERAL WATER 500ML", 1.20), ("ROTI CANAI", 1.50), ("TEH TARIK", 2.20), ("A4 PAPER 80GSM", 12.90),
             ("CABLE TIE 8IN", 3.50), ("MILO ICE", 3.80), ("NASI GORENG", 7.50), ("PAINT BRUSH 2IN", 4.90)]
    picked = rnd.sample(items, 3)
    total = sum(p for _, p in picked)
    out = [f"DATE: {rnd.randint(1, 28):02d}/{rnd.randint(1, 12):02d}/2018  {rnd.randint(8, 21):02d}:{rnd.randint(0, 59):02d}",
           f"CASHIER: {rnd.choice(['AMIRA', 'LIM', 'RAJ', 'SITI'])}   INV NO: {rnd.randint(10000, 99999)}",
           "-" * 34]
    out += [f"{name:<22}{price:>10.2f}" for name, price in picked]
    out += ["-" * 34, f"{'TOTAL':<22}{total:>10.2f}", f"{'CASH':<22}{50:>10.2f}", f"{'CHANGE':<22}{50 - total:>10.2f}",
            "THANK YOU. PLEASE COME AGAIN"]
    return out


DEGRADE = ("blur", "noise", "lowres", "fade", "skew", "photo")


def _degrade(img: Image.Image, kind: str, rnd: random.Random) -> Image.Image:
    """A white-paper rendering made to look as a phone photo or scan of a worn receipt does."""
    if kind == "blur":
        img = img.filter(ImageFilter.GaussianBlur(1.3 + 0.3 * rnd.random()))
    elif kind == "noise":
        img = img.filter(ImageFilter.GaussianBlur(0.6))
        px = img.load()
        for y in range(img.height):
            for x in range(img.width):
                px[x, y] = max(0, min(255, int(px[x, y] + rnd.gauss(0, 22))))
    elif kind == "lowres":
        small = img.filter(ImageFilter.GaussianBlur(0.5)).resize((int(img.width * 0.5), int(img.height * 0.5)), Image.BILINEAR)
        img = small
    elif kind == "fade":  # thermal print fades: lighter ink, more so down and across the slip, some dots missing
        img = img.filter(ImageFilter.GaussianBlur(0.7))
        px = img.load()
        for y in range(img.height):
            for x in range(img.width):
                v = px[x, y]
                fade = 0.35 + 0.35 * (y / img.height) + 0.15 * (x / img.width)
                v = int(v + (255 - v) * fade)
                if v < 200 and rnd.random() < 0.08:
                    v = 235
                px[x, y] = v
    elif kind == "skew":
        img = img.filter(ImageFilter.GaussianBlur(0.8)).rotate(rnd.choice((-1, 1)) * (1.5 + 2 * rnd.random()),
                                                               resample=Image.BILINEAR, expand=True, fillcolor=245)
    elif kind == "photo":  # uneven light: a grey gradient over the page, low contrast, slight blur and tilt
        img = img.filter(ImageFilter.GaussianBlur(1.0)).rotate(rnd.uniform(-1.2, 1.2), resample=Image.BILINEAR,
                                                               expand=True, fillcolor=200)
        px = img.load()
        for y in range(img.height):
            for x in range(img.width):
                shade = 0.65 + 0.35 * (x / img.width) * (1 - 0.5 * y / img.height)
                px[x, y] = int(px[x, y] * shade)
        img = ImageEnhance.Contrast(img).enhance(0.8)
    return img.convert("RGB")


def render(i: int, receipt: Receipt, seed: int = 1300) -> Image.Image:
    """One receipt: its header lines centred (every fourth receipt left-aligned), the address block and body in a
    mono face, bold header lines in a sans, mono or serif bold face by turns; then degraded (`DEGRADE[i % 6]`)."""
    header, _, region = receipt
    rnd = random.Random(seed + i)
    rows = [(t, s, b) for t, s, b in header] + [(t, 14, 0) for t in address_block(region, rnd)] + \
        [(t, 14, 0) for t in body(rnd)]
    width = 560
    img = Image.new("L", (width, 40 + sum(s + 12 for _, s, _ in rows)), 250)
    d, y = ImageDraw.Draw(img), 20
    bold_face = ("DejaVuSans-Bold.ttf", "DejaVuSansMono-Bold.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSansCondensed-Bold.ttf")[i % 4]
    left_aligned = i % 4 == 3
    for text, size, bold in rows:
        font = ImageFont.truetype(str(FONTS / (bold_face if bold else "DejaVuSansMono.ttf")), size)
        w = d.textlength(text, font=font)
        if w > width - 20:  # a long line in a smaller font, as a printer would
            font = ImageFont.truetype(str(FONTS / (bold_face if bold else "DejaVuSansMono.ttf")), int(size * (width - 20) / w))
            w = d.textlength(text, font=font)
        x = 14 if left_aligned and size <= 16 else (width - w) / 2
        d.text((x, y), text, font=font, fill=rnd.randint(20, 70))
        y += size + 12
    return _degrade(img, DEGRADE[i % len(DEGRADE)], rnd)


def ppocr_reader(draw, cache: Path | None, tag: str):
    """`read(i, receipt, tmp)` for `company_figures`: draw receipt i (`draw(i, receipt)` -> image), save it as a JPEG
    (quality 70 for the low-resolution degradation), read it with the ppocr engine; the OCR kept in `cache` as
    {tag}NNN.json when given (the drawing is seeded, so the cache stays true)."""
    from stages.ocr import OcrSettings, run_ocr
    from status.models import OcrResult

    def read(i: int, receipt, tmp: Path) -> OcrResult:
        hit = cache / f"{tag}{i:03d}.json" if cache else None
        if hit and hit.is_file():
            return OcrResult.model_validate_json(hit.read_text())
        path = tmp / f"{i:03d}.jpg"
        draw(i, receipt).save(path, quality=70 if DEGRADE[i % len(DEGRADE)] == "lowres" else 85)
        ocr = run_ocr(path, OcrSettings(engine="ppocr"), doc_id=path.name)
        if hit:
            hit.parent.mkdir(parents=True, exist_ok=True)
            hit.write_text(ocr.model_dump_json())
        return ocr

    return read


def score(docs: list[Receipt] | None = None, cache: Path | None = None) -> dict:
    """Company ci/strict/near and the truth-in-OCR-text rate (tests.receipt_rendered_headers10.company_figures); the
    OCR results kept as JSON in `cache` when given (keyed by set and index; the drawing is seeded)."""
    from tests.receipt_rendered_headers10 import company_figures

    docs = CHECK if docs is None else docs
    seed = 1300 if docs is CHECK else 1900
    tag = "check" if docs is CHECK else "tune"

    read = ppocr_reader(lambda i, receipt: render(i, receipt, seed), cache, tag)

    return company_figures([(r, r[1]) for r in docs], read)


# CHECK2: written after CHECK's one scoring (0.978: the rendered headers of CHECK hold few of the things that make a
# real receipt's header hard) and before any code change: what photographed Malaysian receipts show that CHECK does
# not. Styles of a header line: 0 mono, 1 bold, 2 white on a black band (a reversed logo strip), 3 letter-spaced
# bold, 4 oblique bold (a script-like brand); text "<LOGO>" draws a logo graphic (a ring with marks in it); "A||B"
# puts A at the left margin and B at the right (a two-column header). The fourth element, when given, is footer
# lines printed under the body.
CHECK2: list[tuple] = [
    ([("<LOGO>", 60, 0), ("MEGA SEJATI HARDWARE SDN BHD", 17, 1), ("(778812-P)", 14, 0)],
     "MEGA SEJATI HARDWARE SDN BHD", "my"),
    ([("SYARIKAT LAI KEE TRADING||TAX INVOICE", 15, 1), ("(JM0123444-K)||No: 12345", 14, 0)],
     "SYARIKAT LAI KEE TRADING", "my"),
    ([("HOTPOT KING", 30, 2), ("HOTPOT KING (SUBANG) SDN BHD", 15, 0), ("(1156677-T)", 14, 0)],
     "HOTPOT KING (SUBANG) SDN BHD", "my"),
    ([("B O N U S", 30, 3), ("BONUS MART SDN BHD", 15, 1), ("(445566-D)", 14, 0)], "BONUS MART SDN BHD", "my"),
    ([("Sweet Treats", 30, 4), ("SWEET TREATS CONFECTIONERY", 16, 1), ("(JM0556612-X)", 14, 0)],
     "SWEET TREATS CONFECTIONERY", "my"),
    ([("Kedai Makan Selera Rasa", 22, 1), ("(SA0334455-W)", 14, 0)], "Kedai Makan Selera Rasa", "my"),
    ([("PRIMA TILES CENTRE SDN BHD", 17, 1), ("(Formerly known as Prima Tiles Trading)", 13, 0), ("(665544-M)", 14, 0)],
     "PRIMA TILES CENTRE SDN BHD", "my"),
    ([("TONG SENG CO. (M) SDN BHD", 18, 1), ("(12345-A)", 14, 0)], "TONG SENG CO. (M) SDN BHD", "my"),
    ([("KHOO & SONS", 20, 1), ("PHOTO SUPPLIES SDN BHD", 20, 1), ("(300112-K)", 14, 0)],
     "KHOO & SONS PHOTO SUPPLIES SDN BHD", "my"),
    ([("MEDIPLUS PHARMACY (BANDAR BARU BANGI) SDN BHD", 14, 1), ("(1201234-U)", 14, 0)],
     "MEDIPLUS PHARMACY (BANDAR BARU BANGI) SDN BHD", "my"),
    ([("MAJUMART", 42, 4), ("MAJUMART HOLDINGS SDN BHD", 12, 0), ("(1055443-K)", 12, 0)],
     "MAJUMART HOLDINGS SDN BHD", "my"),
    ([("ALIF BAKERY SDN BHD GST NO: 000123456789", 14, 1)], "ALIF BAKERY SDN BHD", "my"),
    ([("WAWASAN BOOKS SDN BHD", 18, 1), ("A MEMBER OF THE WAWASAN GROUP", 13, 0), ("(223311-X)", 14, 0)],
     "WAWASAN BOOKS SDN BHD", "my"),
    ([("<LOGO>", 50, 0), ("RESTORAN WONG KEE", 22, 1), ("(002345123-D)", 14, 0)], "RESTORAN WONG KEE", "my"),
    ([("7-ELEVEN", 34, 2), ("7-ELEVEN MALAYSIA SDN BHD", 14, 0), ("(183644-U)", 14, 0)], "7-ELEVEN MALAYSIA SDN BHD", "my"),
    ([("888 FOOD CORNER", 24, 1), ("(JM0778899-A)", 14, 0)], "888 FOOD CORNER", "my"),
    ([("168 FRESH FRUITS TRADING", 20, 1)], "168 FRESH FRUITS TRADING", "my"),
    ([("D'JOHAN CAFE", 26, 1), ("(SA0445566-U)", 14, 0)], "D'JOHAN CAFE", "my"),
    ([("WELCOME TO", 14, 0), ("KIOSK PANTAS", 26, 1), ("OPERATED BY: PANTAS RETAIL SDN BHD", 13, 0), ("(998812-W)", 13, 0)],
     "PANTAS RETAIL SDN BHD", "my"),
    ([("TAN BROTHERS WHOLESALE SDN BHD||INVOICE", 15, 1), ("(401122-V)||INV NO: A0098", 14, 0)],
     "TAN BROTHERS WHOLESALE SDN BHD", "my"),
    ([("SRI ANGKASA ENTERPRISE (JM0123987-V)", 17, 1)], "SRI ANGKASA ENTERPRISE", "my"),
    ([("M.K. TRADING CO.", 22, 1), ("(001234432-T)", 14, 0)], "M.K. TRADING CO.", "my"),
    ([("LEONG BROS S/B", 24, 1), ("(556677-H)", 14, 0)], "LEONG BROS S/B", "my"),
    ([("PASARAYA BESAR BERHAD", 20, 1), ("(12345-D)", 14, 0)], "PASARAYA BESAR BERHAD", "my"),
    ([("AMIR & PARTNERS PLT", 20, 1), ("(LLP0012345-LCA)", 14, 0)], "AMIR & PARTNERS PLT", "my"),
    ([("AH SENG", 30, 1), ("YOUR FRIENDLY NEIGHBOURHOOD STORE", 14, 0)], "AH SENG", "my"),
    ([("the daily grind", 30, 4), ("DAILY GRIND COFFEE SDN BHD", 15, 0), ("(1190011-A)", 14, 0)],
     "DAILY GRIND COFFEE SDN BHD", "my"),
    ([("KOPERASI PEKEBUN KECIL BERHAD", 17, 1), ("NO. PENDAFTARAN: 1234", 14, 0)], "KOPERASI PEKEBUN KECIL BERHAD", "my"),
    ([("<LOGO>", 56, 0), ("FRESH", 28, 3), ("FRESHCO GROCERS SDN BHD", 14, 0), ("(1166554-X)", 14, 0)],
     "FRESHCO GROCERS SDN BHD", "my"),
    ([("Tax Invoice", 16, 0), ("Rasa Sayang Catering", 22, 1), ("(002211009-P)", 14, 0)], "Rasa Sayang Catering", "my"),
    ([("GOLDEN SCOOP", 30, 2), ("Golden Scoop Desserts", 16, 0), ("SST No: B16-1809-31000456", 13, 0)],
     "Golden Scoop Desserts", "my"),
    ([("SUN LEE KONG", 26, 1), ("MOTOR WORKSHOP", 26, 1), ("(JM0321123-H)", 14, 0)], "SUN LEE KONG MOTOR WORKSHOP", "my"),
    ([("JAYA GROCER", 32, 1), ("Jaya Grocer (Desa ParkCity) Sdn. Bhd.", 14, 0), ("(1012123-V)", 14, 0)],
     "Jaya Grocer (Desa ParkCity) Sdn. Bhd.", "my"),
    ([("SINGH BROTHERS TEXTILE||CASH SALE", 15, 1), ("(001199224-M)||No. 4431", 14, 0)], "SINGH BROTHERS TEXTILE", "my"),
    ([("HAI PENG", 30, 3), ("HAI PENG KOPITIAM SDN BHD", 15, 1), ("(1133221-K)", 14, 0)], "HAI PENG KOPITIAM SDN BHD", "my"),
]


def _draw_logo(d: ImageDraw.ImageDraw, cx: float, y: int, size: int, rnd: random.Random) -> None:
    """A logo graphic: a ring with a few strokes and a letter-like mark in it."""
    r = size // 2
    d.ellipse((cx - r, y, cx + r, y + size), outline=30, width=max(3, size // 12))
    for _ in range(3):
        x0, y0 = cx + rnd.uniform(-r / 2, r / 2), y + rnd.uniform(size / 4, 3 * size / 4)
        d.line((x0, y0, x0 + rnd.uniform(-r / 2, r / 2), y0 + rnd.uniform(-r / 3, r / 3)), fill=40, width=max(2, size // 15))
    d.text((cx - size / 6, y + size / 4), rnd.choice("QMSGK"), font=ImageFont.truetype(str(FONTS / "DejaVuSerif-Bold.ttf"),
                                                                                    size // 2), fill=35)


def render2(i: int, receipt: tuple, seed: int = 1700) -> Image.Image:
    """One CHECK2 receipt (styles and columns as described above CHECK2), degraded like `render`'s, two ways at once
    on every third receipt."""
    header, _, region = receipt[:3]
    footer = receipt[3] if len(receipt) > 3 else []
    rnd = random.Random(seed + i)
    rows = list(header) + [(t, 14, 0) for t in address_block(region, rnd)] + [(t, 14, 0) for t in body(rnd)] + \
        [(t, 14, 0) for t in footer]
    width = 560
    img = Image.new("L", (width, 40 + sum(s + 12 for _, s, _ in rows)), 250)
    d, y = ImageDraw.Draw(img), 20
    bold_face = ("DejaVuSans-Bold.ttf", "DejaVuSansMono-Bold.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSansCondensed-Bold.ttf")[i % 4]
    for text, size, style in rows:
        face = {0: "DejaVuSansMono.ttf", 4: "DejaVuSerif-BoldItalic.ttf"}.get(style, bold_face)
        font = ImageFont.truetype(str(FONTS / face), size)
        ink = rnd.randint(20, 70)
        if text == "<LOGO>":
            _draw_logo(d, width / 2, y, size, rnd)
        elif "||" in text:
            left, right = text.split("||")
            d.text((14, y), left, font=font, fill=ink)
            d.text((width - 14 - d.textlength(right, font=font), y), right, font=font, fill=ink)
        else:
            if style == 3:
                text = " ".join(text.replace(" ", "  ")) if " " not in text else text
            w = d.textlength(text, font=font)
            if w > width - 20:
                font = ImageFont.truetype(str(FONTS / face), int(size * (width - 20) / w))
                w = d.textlength(text, font=font)
            x = (width - w) / 2
            if style == 2:
                d.rectangle((x - 16, y - 4, x + w + 16, y + size + 8), fill=25)
                d.text((x, y), text, font=font, fill=245)
            else:
                d.text((x, y), text, font=font, fill=ink)
        y += size + 12
    img = _degrade(img, DEGRADE[i % len(DEGRADE)], rnd).convert("L")
    if i % 3 == 2:
        img = _degrade(img, DEGRADE[(i + 1) % len(DEGRADE)], rnd).convert("L")
    return img.convert("RGB")


def score2(cache: Path | None = None) -> dict:
    """CHECK2's company figures (as `score`), OCR kept in `cache` as check2NNN.json when given."""
    from tests.receipt_rendered_headers10 import company_figures

    read = ppocr_reader(lambda i, receipt: render2(i, receipt), cache, "check2")

    return company_figures([(r, r[1]) for r in CHECK2], read)


# CHECK3: written after the round's changes (which were made looking at CHECK's and CHECK2's misses, so those two
# sets are no longer unseen) and before scoring it with any code: an unseen set for an honest before/after, scored
# with main's code and the branch's, each reading its own OCR (the name line's re-reading follows the layout).
# Same styles as CHECK2; a broad mix, including shapes the round's rules could get wrong.
CHECK3: list[tuple] = [
    ([("SERI MUTIARA FURNISHING SDN BHD", 16, 1), ("(882211-T)", 14, 0), ("TAX INVOICE", 15, 1)],
     "SERI MUTIARA FURNISHING SDN BHD", "my"),
    ([("<LOGO>", 52, 0), ("KEDAI GUNTING RAMBUT AZMAN", 18, 1), ("(PG0123987-A)", 14, 0)], "KEDAI GUNTING RAMBUT AZMAN", "my"),
    ([("LOTUS THAI SPA", 24, 1), ("(JM0667788-K)", 14, 0)], "LOTUS THAI SPA", "my"),
    ([("CASH BILL||NO: 00871", 15, 1), ("YEOW HENG AUTO PARTS SDN BHD", 17, 1), ("(334411-X)", 14, 0)],
     "YEOW HENG AUTO PARTS SDN BHD", "my"),
    ([("ONG", 34, 3), ("ONG BROTHERS MOTOR SDN BHD", 15, 1), ("(120987-W)", 14, 0)], "ONG BROTHERS MOTOR SDN BHD", "my"),
    ([("RESTORAN", 18, 1), ("ANJUNG SELERA", 18, 1), ("(SA0778812-D)", 14, 0)], "RESTORAN ANJUNG SELERA", "my"),
    ([("SUPERB LAUNDRY", 30, 2), ("Superb Laundry Services", 15, 0), ("(JM0554433-P)", 14, 0)],
     "Superb Laundry Services", "my"),
    ([("Our Family Kitchen", 24, 4), ("OFK RESTAURANT SDN BHD", 15, 0), ("(1177889-H)", 14, 0)],
     "OFK RESTAURANT SDN BHD", "my"),
    ([("CHEONG KEE", 28, 1), ("WE DELIVER - CALL US", 14, 0)], "CHEONG KEE", "my"),
    ([("TOKO BUKU ILMU", 20, 1), ("& ALAT TULIS", 20, 1), ("(002345009-H)", 14, 0)], "TOKO BUKU ILMU & ALAT TULIS", "my"),
    ([("JASMINE BEAUTY SALON", 22, 1), ("(JM0432198-U)", 14, 0), ("SST ID: J31-1809-32001122", 13, 0)],
     "JASMINE BEAUTY SALON", "my"),
    ([("TAX INVOICE", 16, 1), ("EVERRISE HARDWARE TRADING", 18, 1), ("(001122889-V)", 14, 0)],
     "EVERRISE HARDWARE TRADING", "my"),
    ([("KILANG AIS", 30, 1), ("SEJAHTERA", 30, 1), ("(445599-M)", 14, 0)], "KILANG AIS SEJAHTERA", "my"),
    ([("MYMART", 36, 4), ("MYMART RETAIL SDN. BHD.", 15, 0), ("Co. No. 1144332-A", 14, 0)], "MYMART RETAIL SDN. BHD.", "my"),
    ([("Sunrise Pharmacy", 22, 1), ("(Bandar Utama)", 15, 0), ("(JM0991122-X)", 14, 0)], "Sunrise Pharmacy", "my"),
    ([("GRAND IMPERIAL SEAFOOD", 20, 1), ("RESTAURANT", 20, 1), ("(SA0112299-U)", 14, 0)],
     "GRAND IMPERIAL SEAFOOD RESTAURANT", "my"),
    ([("PERNIAGAAN RUNCIT||RESIT", 15, 1), ("HJ. YUSOF||No: 2231", 15, 1), ("(TR0045566-K)", 14, 0)],
     "PERNIAGAAN RUNCIT HJ. YUSOF", "my"),
    ([("BEST BUY ELECTRICAL", 22, 1), ("YOUR HOME APPLIANCE SPECIALIST", 13, 0), ("(JM0227788-T)", 14, 0)],
     "BEST BUY ELECTRICAL", "my"),
    ([("PETRONAS", 30, 2), ("STESEN MINYAK SRI GOMBAK", 15, 1), ("SRI GOMBAK FUEL SDN BHD", 15, 0), ("(556633-X)", 14, 0)],
     "SRI GOMBAK FUEL SDN BHD", "my"),
    ([("WONG SOON FATT", 20, 1), ("ENTERPRISE", 20, 1), ("(JM0118822-W)", 14, 0)], "WONG SOON FATT ENTERPRISE", "my"),
    ([("NEW PARADISE CAFE", 24, 1)], "NEW PARADISE CAFE", "my"),
    ([("ASIA PACIFIC TRAVEL & TOURS SDN BHD", 14, 1), ("(KPL 4567)", 14, 0), ("(667799-K)", 14, 0)],
     "ASIA PACIFIC TRAVEL & TOURS SDN BHD", "my"),
    ([("SIM LIAN HENG", 26, 1), ("SIM LIAN HENG TRADING", 15, 0)], "SIM LIAN HENG TRADING", "my"),
    ([("BINTANG OPTICAL", 22, 1), ("Bintang Optical Centre", 15, 0)], "BINTANG OPTICAL", "my"),
    ([("HUP LEE BAKERY", 24, 1), ("EST. 1968", 14, 0), ("(JM0334455-D)", 14, 0)], "HUP LEE BAKERY", "my"),
    ([("NUSANTARA BOOKS PTE. LTD.", 18, 1), ("GST Reg No: 201512345K", 14, 0)], "NUSANTARA BOOKS PTE. LTD.", "sg"),
    ([("PT SINAR TERANG ABADI", 20, 1), ("CABANG BEKASI", 15, 0)], "PT SINAR TERANG ABADI", "id"),
    ([("K&K FRESH FISH SUPPLY", 20, 1), ("(JM0889911-A)", 14, 0)], "K&K FRESH FISH SUPPLY", "my"),
    ([("CHIN HIN", 28, 3), ("CHIN HIN CONSTRUCTION SUPPLY SDN BHD", 13, 1), ("(421188-P)", 13, 0)],
     "CHIN HIN CONSTRUCTION SUPPLY SDN BHD", "my"),
    ([("SURIA DOBI", 24, 1), ("LAUNDRY & DRY CLEANING", 15, 0), ("(JM0772211-V)", 14, 0)], "SURIA DOBI", "my"),
]


def score3(cache: Path | None = None) -> dict:
    """CHECK3's company figures (as `score`), drawn like CHECK2 (`render2`, seeds from 2100); OCR kept in `cache`
    as check3NNN.json when given."""
    from tests.receipt_rendered_headers10 import company_figures

    read = ppocr_reader(lambda i, receipt: render2(i, receipt, seed=2100), cache, "check3")

    return company_figures([(r, r[1]) for r in CHECK3], read)


# CHECK4 (branch receipts14): written before any code change of that round and scored once with main's code before
# any change: new names and layouts (none from sroie-train or the earlier sets), weighted to what the held-out
# sample's misses are said to be (the name is in the OCR text but another span is output): names printed over two
# or three lines, lines with other words beside the name (ids, phone, a date column, a branch), branch and outlet
# lines, brand or logo lines above a registered name, names without any legal form. Drawn like CHECK2 (`render2`,
# seeds from 2500).
CHECK4: list[tuple] = [
    ([("SYARIKAT KENCANA", 22, 1), ("ELEKTRIK & PAIP", 22, 1), ("(JM0412233-D)", 14, 0)],
     "SYARIKAT KENCANA ELEKTRIK & PAIP", "my"),
    ([("RESTORAN", 20, 1), ("SELERA TIMUR", 20, 1), ("(002198877-V)", 14, 0)], "RESTORAN SELERA TIMUR", "my"),
    ([("KEDAI KOPI", 24, 1), ("HOCK SOON", 24, 1)], "KEDAI KOPI HOCK SOON", "my"),
    ([("LIAN HOE AIRCOND", 18, 1), ("SERVICES SDN BHD", 18, 1), ("(774411-A)", 14, 0)],
     "LIAN HOE AIRCOND SERVICES SDN BHD", "my"),
    ([("PUSAT TAYAR JAYA MAJU  TEL: 03-8921 4455", 15, 1), ("(JM0223344-W)", 14, 0)], "PUSAT TAYAR JAYA MAJU", "my"),
    ([("TAI SENG FROZEN FOOD SDN BHD (CO. NO. 665123-U)", 14, 1)], "TAI SENG FROZEN FOOD SDN BHD", "my"),
    ([("MEGAH TOYS SDN BHD", 17, 1), ("CAWANGAN SEREMBAN 2", 15, 0), ("(880123-H)", 14, 0)], "MEGAH TOYS SDN BHD", "my"),
    ([("KEDAI EMAS PERMATA", 22, 1), ("(BRANCH: JALAN IPOH)", 14, 0)], "KEDAI EMAS PERMATA", "my"),
    ([("SUPERSAVE MART SDN BHD (SETAPAK)", 15, 1), ("(1023344-W)", 14, 0)], "SUPERSAVE MART SDN BHD", "my"),
    ([("<LOGO>", 50, 0), ("BOULANGERIE", 28, 4), ("LE PETIT FOUR SDN BHD", 15, 0), ("(1166778-D)", 14, 0)],
     "LE PETIT FOUR SDN BHD", "my"),
    ([("SPICE ROUTE", 32, 2), ("Spice Route Dining Sdn. Bhd.", 15, 0), ("(1203344-P)", 14, 0)],
     "Spice Route Dining Sdn. Bhd.", "my"),
    ([("KAYA TOAST HUB", 28, 1), ("SINCE 1985", 14, 0)], "KAYA TOAST HUB", "my"),
    ([("WARUNG PAK MAIL", 24, 1), ("NASI CAMPUR & LAUK KAMPUNG", 14, 0)], "WARUNG PAK MAIL", "my"),
    ([("AL-AMIN", 26, 1), ("TEXTILES", 26, 1)], "AL-AMIN TEXTILES", "my"),
    ([("SYARIKAT BERKAT||RESIT TUNAI", 15, 1), ("JAYA MOTOR||No: 8812", 15, 1), ("(NS0012345-T)", 14, 0)],
     "SYARIKAT BERKAT JAYA MOTOR", "my"),
    ([("HONG KEE TRADING SDN BHD||INVOICE", 15, 1), ("(210987-K)||DATE: 12/03/2018", 14, 0)],
     "HONG KEE TRADING SDN BHD", "my"),
    ([("RESIT RASMI", 16, 1), ("PERSATUAN PENDUDUK TAMAN MAWAR", 17, 1)], "PERSATUAN PENDUDUK TAMAN MAWAR", "my"),
    ([("DOUBLE D CAFE", 26, 1), ("A DIVISION OF DD FOOD VENTURES SDN BHD", 13, 0), ("(1210099-X)", 13, 0)],
     "DD FOOD VENTURES SDN BHD", "my"),
    ([("MAJU JAYA PHOTOSTAT", 22, 1), ("PRINTING * BINDING * LAMINATING", 13, 0), ("(JM0556781-P)", 14, 0)],
     "MAJU JAYA PHOTOSTAT", "my"),
    ([("PEMBORONG IKAN", 20, 1), ("LAUT DALAM (M) SDN BHD", 20, 1), ("(301122-V)", 14, 0)],
     "PEMBORONG IKAN LAUT DALAM (M) SDN BHD", "my"),
    ([("ZHEN ZHU", 30, 1), ("TEA HOUSE", 22, 1), ("(JM0998812-K)", 14, 0)], "ZHEN ZHU TEA HOUSE", "my"),
    ([("Kedai Runcit Mak Jah", 22, 1), ("(TR0087766-X)", 14, 0)], "Kedai Runcit Mak Jah", "my"),
    ([("Kim Heng Provision Shop", 22, 1), ("UEN 53123456K", 14, 0)], "Kim Heng Provision Shop", "sg"),
    ([("TOKO BANGUNAN", 22, 1), ("SUMBER REJEKI", 22, 1)], "TOKO BANGUNAN SUMBER REJEKI", "id"),
    ([("Village Bakery", 28, 4), ("Village Bakery (Lancaster) Ltd", 14, 0), ("VAT Reg 123 4567 89", 13, 0)],
     "Village Bakery (Lancaster) Ltd", "uk"),
    ([("PERNIAGAAN SRI MAJU (001234567-A) GST: 000987654321", 14, 1)], "PERNIAGAAN SRI MAJU", "my"),
    ([("CHEMPAKA FLORIST SDN. BHD.", 18, 1), ("(998866-P)", 14, 0)], "CHEMPAKA FLORIST SDN. BHD.", "my"),
    ([("HANIS", 30, 3), ("HANIS BOUTIQUE", 18, 1), ("(JM0332211-M)", 14, 0)], "HANIS BOUTIQUE", "my"),
    ([("SUPERKEDAI", 32, 2), ("SUPERKEDAI HYPERMARKET", 14, 0), ("(SELANGOR) SDN BHD", 14, 0), ("(543210-A)", 14, 0)],
     "SUPERKEDAI HYPERMARKET (SELANGOR) SDN BHD", "my"),
    ([("KAFE BUNGA RAYA", 24, 1), ("OUTLET: SUNWAY PYRAMID", 14, 0)], "KAFE BUNGA RAYA", "my"),
    ([("MANG JUAN'S EATERY", 22, 1), ("Owned & Operated by: Juan Dela Rosa", 13, 0),
      ("NON-VAT REG TIN 123-456-789-000", 13, 0)], "MANG JUAN'S EATERY", "ph"),
    ([("SYARIKAT PENGANGKUTAN", 18, 1), ("SRI NILAM BERHAD", 18, 1), ("(8899-U)", 14, 0)],
     "SYARIKAT PENGANGKUTAN SRI NILAM BERHAD", "my"),
    ([("YAP FAMILY CLINIC||17/05/2018", 15, 1), ("(JM0771100-H)", 14, 0)], "YAP FAMILY CLINIC", "my"),
    ([("PERSATUAN", 20, 1), ("BOLA SEPAK", 20, 1), ("DAERAH KLANG", 20, 1)], "PERSATUAN BOLA SEPAK DAERAH KLANG", "my"),
    ([("TAX INVOICE", 15, 1), ("AZ-ZAHRA", 26, 1), ("CATERING & EVENTS", 26, 1), ("(SA0665544-T)", 14, 0)],
     "AZ-ZAHRA CATERING & EVENTS", "my"),
    ([("CHOON HENG", 24, 1), ("ENTERPRISE", 18, 1), ("(CA0221144-M)", 14, 0)], "CHOON HENG ENTERPRISE", "my"),
]


def score4(cache: Path | None = None) -> dict:
    """CHECK4's company figures (as `score`), drawn like CHECK2 (`render2`, seeds from 2500); OCR kept in `cache`
    as check4NNN.json when given."""
    from tests.receipt_rendered_headers10 import company_figures

    read = ppocr_reader(lambda i, receipt: render2(i, receipt, seed=2500), cache, "check4")

    return company_figures([(r, r[1]) for r in CHECK4], read)


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.receipt_rendered_receipts13 [check|check2|check3|tune] [cache dir]
    import sys

    which = sys.argv[1] if sys.argv[1:] else "check"
    cache = Path(sys.argv[2]) if sys.argv[2:] else None
    r = score2(cache) if which == "check2" else score3(cache) if which == "check3" else \
        score(TUNE if which == "tune" else CHECK, cache)
    for i, want, got in r["misses"]:
        print(f"{i:2d} {DEGRADE[i % len(DEGRADE)]:6s} want={want!r} got={got!r}")
    print(r["n"], r["figures"])



# CHECK4 figures (branch receipts14; run with `score4`): main 8fb1dfe ci 0.806 (strict 0.778, near 0.889, in OCR text
# 0.861), scored once before any change; branch receipts14 ci 0.861 (strict 0.833, near 0.944, in OCR text 0.861),
# after looking at its misses. The round's unseen set is CHECK5 in tests/receipt_rendered_receipts14.py.
