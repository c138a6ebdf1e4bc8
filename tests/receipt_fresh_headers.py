"""Receipt headers docflow has never seen, written for COMPANY name extraction (issue 9, item 5) before
any company rule was changed, and scored untouched first. Made up, not taken from any sample set: shops
in Malaysia, Singapore, Indonesia, the Philippines, Australia, the UK, New Zealand and Thailand, their
header lines as a ppocr-style OCR gives them (one text line per printed line; sometimes a printed line
split in two, two printed items on one line, an OCR slip).

Each entry: (ocr text, company, address). The truth follows the SROIE convention: the legal name as
printed, with the words that belong to it (the legal form, "(M)", a bracketed part printed inside the
name), without a registration number, tax id or a branch printed after the name; a name printed on two
lines is both lines. The address is the lines after the name up to the phone / tax / date lines, as
printed. Line markup: a leading "^" prints the line in a tall font (a heading), "~" with low OCR
confidence (a logo or a stamp); the marks are not part of the text.

Scored with `score()` through stages.nlp.extract with the receipts schema (what
benchmarks/extraction_accuracy.py runs on SROIE), judged on the raw text with benchmarks.scoring's
sroie_equal_ci / sroie_equal_strict / sroie_near:
    untouched (main at e34cdae, and again at 2f1cd01, before any change for item 5), 40 receipts:
        company ci 0.400, strict 0.400, near 0.575; address ci 0.650, strict 0.650, near 0.650
    after the item-5 fixes (commits 392288b..c97f288 on branch receipts3), 40 receipts:
        company ci 0.975, strict 0.975, near 0.975; address ci 0.950, strict 0.950, near 0.950
    CHECK_HEADERS (15 more, written after those fixes, scored once with them):
        company ci 0.667, strict 0.667, near 0.800; address ci 0.733, strict 0.733, near 0.800
        (main untouched on the same 15: company ci 0.533, near 0.733; address ci 0.400, near 0.467)
    then four more method changes prompted by the check set's misses (each with its own test in other wording;
    the check set is no longer unseen after this): headline lines in one large font joined before a legal form
    whatever the stem, a short legal form alone on the next line ("INC."), a bracketed branch with a number cut
    whole, a two-line headline name read down from its first line:
        FRESH_HEADERS company ci 1.000, address ci 0.950; CHECK_HEADERS company ci 0.933, address ci 0.733
    Left: a name over two lines in body font with several words before the legal form on the second line (the
    shape of a brand/outlet line above a registered name on real receipts, so not joined), a store/branch or
    "Registered in England No." line before the address, "GSTIN", an address line with no digit or cue word.
    Misses untouched: the second line of a two-line name alone ("MURNI SDN BHD", "INDAH PLT", "ENTERPRISE",
    "TRADING"), the first alone ("... SDN" / "BHD", "... PTY" / "LTD", "... PTE." / "LTD."), a 12-digit
    registration or "UEN"/"ABN"/"Company No." left on the name's line or the line refused, a "Co-REG:" line
    refused, a branch after the legal form kept, a brand line chosen over the legal name, a branch line
    chosen, "PT"/"CV" names, a trailing abbreviation dot dropped ("INC.", "CORP.", "CO., LTD.").
"""

from __future__ import annotations

import hashlib

from status.models import OcrPage, OcrResult, OcrWord

LINE_HEIGHT = 30
TALL = 1.7


def receipt_ocr(markup: str, doc_id: str = "fresh.jpg") -> OcrResult:
    """An OCR result as ppocr gives a photographed receipt: one text line per printed line, each word with
    a box (centred lines, a tall font for "^" lines) and a confidence (low for "~" lines)."""
    words, parts, pos, top = [], [], 0, 20
    rows = [r.strip() for r in markup.strip("\n").splitlines()]
    for row in rows:
        if not row:
            continue
        tall, faint = row.startswith("^"), row.startswith("~")
        text = row.lstrip("^~").strip()
        h = int(LINE_HEIGHT * (TALL if tall else 1.0))
        cw = h // 2
        x = max(10, 300 - len(text) * cw // 2)
        for j, tok in enumerate(text.split()):
            if j:
                parts.append(" ")
                pos += 1
            words.append(OcrWord(text=tok, conf=45.0 if faint else 97.0, left=x, top=top, width=cw * len(tok),
                                 height=h, start=pos))
            parts.append(tok)
            pos += len(tok)
            x += cw * (len(tok) + 1)
        parts.append("\n")
        pos += 1
        top += h + 12
    text = "".join(parts)
    page = OcrPage(page=1, text=text, method="ppocr", mean_conf=95, width=600, height=top, words=words)
    return OcrResult(doc_id=doc_id, content_hash=hashlib.sha256(text.encode()).hexdigest(), source_format="image",
                     pages=[page], text=text)


TAIL = """DATE: 14/03/2019 12:41
CASHIER: 02
ITEM QTY AMOUNT
{item} 1 {amount}
TOTAL {amount}
CASH 50.00
CHANGE {change}
THANK YOU PLEASE COME AGAIN
"""


def R(head: str, company: str, address: str | None, item: str = "GOODS", amount: str = "12.40") -> tuple[str, str, str | None]:
    change = f"{50 - float(amount):.2f}"
    return head.strip("\n") + "\n" + TAIL.format(item=item, amount=amount, change=change), company, address


FRESH_HEADERS: list[tuple[str, str, str | None]] = [
# 0 Malaysia: name on two lines, the second ends in the legal form
R("""
^KEDAI RUNCIT SEGAR
^MURNI SDN BHD
(1029384-K)
NO 5, JALAN KENANGA 3,
TAMAN KENANGA, 75200 MELAKA
TEL: 06-2831 9920
""", "KEDAI RUNCIT SEGAR MURNI SDN BHD", "NO 5, JALAN KENANGA 3, TAMAN KENANGA, 75200 MELAKA"),
# 1 Malaysia: the registration number on the name's line, the new 12-digit form before the old
R("""
TAX INVOICE
BENGKEL MOTOR SINAR BAKTI SDN BHD 201701023456 (1234508-T)
LOT 22, JALAN INDUSTRI 4,
KAWASAN PERINDUSTRIAN BUKIT BERUNTUNG,
48300 RAWANG, SELANGOR
SST ID: W10-1808-32000123
""", "BENGKEL MOTOR SINAR BAKTI SDN BHD", "LOT 22, JALAN INDUSTRI 4, KAWASAN PERINDUSTRIAN BUKIT BERUNTUNG, 48300 RAWANG, SELANGOR"),
# 2 Malaysia: "Co-REG:" on the same line as the name
R("""
^PERNIAGAAN TEKUN JAYA
HASIL TANI ENTERPRISE Co-REG: 002871645-D
NO 18, JALAN PASAR LAMA,
34000 TAIPING, PERAK
TEL: 05-806 1122
""", "HASIL TANI ENTERPRISE", "NO 18, JALAN PASAR LAMA, 34000 TAIPING, PERAK"),
# 3 Malaysia: "Co-REG:" on its own line under the name
R("""
WAWASAN BAKERY & CONFECTIONERY
Co-REG: 201403001234 (SA0345671-V)
12-G, JALAN SERI PUTRA 1/2,
BANDAR SERI PUTRA, 43000 KAJANG
TEL: 03-8925 0044
""", "WAWASAN BAKERY & CONFECTIONERY", "12-G, JALAN SERI PUTRA 1/2, BANDAR SERI PUTRA, 43000 KAJANG"),
# 4 Malaysia: suffix split across lines ("SDN" / "BHD")
R("""
^SYARIKAT PERABOT LESTARI SDN
^BHD
(776512-U)
NO. 3, JALAN PERUSAHAAN 2,
81700 PASIR GUDANG, JOHOR
TEL NO: 07-251 3390
""", "SYARIKAT PERABOT LESTARI SDN BHD", "NO. 3, JALAN PERUSAHAAN 2, 81700 PASIR GUDANG, JOHOR"),
# 5 Malaysia: "ENTERPRISE" on its own line
R("""
^CAHAYA ELEKTRIK
^ENTERPRISE
(JM0781234-P)
NO 44, JALAN BESAR,
86000 KLUANG, JOHOR
TEL: 07-772 8812
""", "CAHAYA ELEKTRIK ENTERPRISE", "NO 44, JALAN BESAR, 86000 KLUANG, JOHOR"),
# 6 Malaysia: brand logo line above the legal name
R("""
~^TEHKITA
TEHKITA BEVERAGES SDN. BHD.
(1187733-W)
LOT 1-08, IOI CITY MALL,
62502 PUTRAJAYA
GST REG NO: 000987654321
""", "TEHKITA BEVERAGES SDN. BHD.", "LOT 1-08, IOI CITY MALL, 62502 PUTRAJAYA"),
# 7 Malaysia: a brand, then the company in title case, and a branch line
R("""
^Dapur Opah
Rasa Warisan Food Sdn Bhd
Cawangan Seremban 2
No. 9, Jalan S2 B11,
70300 Seremban, Negeri Sembilan
Tel: 06-601 2234
""", "Rasa Warisan Food Sdn Bhd", "No. 9, Jalan S2 B11, 70300 Seremban, Negeri Sembilan"),
# 8 Malaysia: branch in brackets after the legal form on the same line
R("""
KEDAI UBAT ANGSANA SDN BHD (CAWANGAN AMPANG)
(556123-M)
NO 2, JALAN MAMANDA 9,
68000 AMPANG, SELANGOR
TEL: 03-4251 7788
""", "KEDAI UBAT ANGSANA SDN BHD", "NO 2, JALAN MAMANDA 9, 68000 AMPANG, SELANGOR"),
# 9 Malaysia: "S/B" short form, registration in brackets on the line
R("""
MEGAH JAYA HARDWARE S/B (331907-A)
NO 71, JALAN SULTAN AZLAN SHAH,
31400 IPOH, PERAK
TEL: 05-546 0987
GST NO: 001234567890
""", "MEGAH JAYA HARDWARE S/B", "NO 71, JALAN SULTAN AZLAN SHAH, 31400 IPOH, PERAK"),
# 10 Malaysia: "TRADING" then "SDN. BHD." on the next line
R("""
^SIN HUAT SENG TRADING
^SDN. BHD.
Company No. 198801004321 (170021-D)
NO 8, LORONG PERDA 2,
14000 BUKIT MERTAJAM, PENANG
TEL: 04-538 1200
""", "SIN HUAT SENG TRADING SDN. BHD.", "NO 8, LORONG PERDA 2, 14000 BUKIT MERTAJAM, PENANG"),
# 11 Malaysia: PLT split across lines
R("""
KLINIK PERGIGIAN SENYUM
INDAH PLT
(LLP0012345-LGN)
NO 3-1, JALAN BAYU 1,
47000 SUNGAI BULOH, SELANGOR
TEL: 03-6140 2020
""", "KLINIK PERGIGIAN SENYUM INDAH PLT", "NO 3-1, JALAN BAYU 1, 47000 SUNGAI BULOH, SELANGOR"),
# 12 Malaysia: "(M)" inside the name, registration after
R("""
^TOKO BUKU ILMU (M) SDN BHD
(094512-X)
LOT F12, MID VALLEY MEGAMALL,
59200 KUALA LUMPUR
TEL: 03-2282 4411
""", "TOKO BUKU ILMU (M) SDN BHD", "LOT F12, MID VALLEY MEGAMALL, 59200 KUALA LUMPUR"),
# 13 Malaysia: OCR splits the name line in two, the form with the registration number
R("""
RESTORAN SELERA
KAMPUNG SDN BHD (1055612-H)
NO 15, JALAN TUN ISMAIL,
25000 KUANTAN, PAHANG
GST ID: 000456123789
""", "RESTORAN SELERA KAMPUNG SDN BHD", "NO 15, JALAN TUN ISMAIL, 25000 KUANTAN, PAHANG"),
# 14 Malaysia: a name with no legal form, a two-line trade name
R("""
^GERAI MAKAN
^PAK ABU
NO 2, MEDAN SELERA TAMAN MELATI,
53100 KUALA LUMPUR
TEL: 012-334 5566
""", "GERAI MAKAN PAK ABU", "NO 2, MEDAN SELERA TAMAN MELATI, 53100 KUALA LUMPUR"),
# 15 Malaysia: "TAX INVOICE" and "SIMPLIFIED" above the name
R("""
SIMPLIFIED TAX INVOICE
PASAR MINI BERKAT SDN BHD
(1198877-V)
NO 10, JALAN PJS 1/46,
46000 PETALING JAYA
SST REG: B16-1809-31001234
""", "PASAR MINI BERKAT SDN BHD", "NO 10, JALAN PJS 1/46, 46000 PETALING JAYA"),
# 16 Singapore: PTE LTD, UEN on the next line
R("""
^HARBOUR LANE CAFE PTE LTD
UEN: 201812345K
1 MARINA BOULEVARD #01-02
SINGAPORE 018989
GST REG NO: M9-0123456-7
""", "HARBOUR LANE CAFE PTE LTD", "1 MARINA BOULEVARD #01-02 SINGAPORE 018989"),
# 17 Singapore: "PTE." / "LTD." split, brand above
R("""
~^ORCHID BITES
ORCHID FOOD CONCEPTS PTE.
LTD.
Co. Reg. No. 201534567N
391 ORCHARD ROAD #B2-14
SINGAPORE 238872
""", "ORCHID FOOD CONCEPTS PTE. LTD.", "391 ORCHARD ROAD #B2-14 SINGAPORE 238872"),
# 18 Singapore: UEN on the same line as the name
R("""
TAX INVOICE
KAMPONG GLAM TRADERS PTE LTD UEN 199905678D
25 ARAB STREET
SINGAPORE 199727
TEL: 6291 2233
""", "KAMPONG GLAM TRADERS PTE LTD", "25 ARAB STREET SINGAPORE 199727"),
# 19 Singapore: a name in title case with "Pte Ltd", branch after a dash
R("""
Lion City Bakehouse Pte Ltd - Tampines
10 Tampines Central 1 #02-11
Singapore 529536
GST Reg: 201711223M
""", "Lion City Bakehouse Pte Ltd", "10 Tampines Central 1 #02-11 Singapore 529536"),
# 20 Indonesia: the legal form in front ("PT")
R("""
^PT SUMBER REZEKI ABADI
NPWP: 01.234.567.8-901.000
JL. GATOT SUBROTO NO. 12
JAKARTA SELATAN 12930
TELP: (021) 520 1188
""", "PT SUMBER REZEKI ABADI", "JL. GATOT SUBROTO NO. 12 JAKARTA SELATAN 12930"),
# 21 Indonesia: brand above, "PT." name below, branch
R("""
~^Warung Kopi Senja
PT. SENJA KULINER NUSANTARA
Cabang Bandung Dago
Jl. Ir. H. Juanda No. 88
Bandung 40135
Telp: (022) 250 3344
""", "PT. SENJA KULINER NUSANTARA", "Jl. Ir. H. Juanda No. 88 Bandung 40135"),
# 22 Indonesia: "CV" in front
R("""
CV MAJU BERSAMA ELEKTRONIK
JL. PEMUDA NO. 45
SEMARANG 50132
TELP: (024) 354 9900
NPWP: 02.345.678.9-012.000
""", "CV MAJU BERSAMA ELEKTRONIK", "JL. PEMUDA NO. 45 SEMARANG 50132"),
# 23 Philippines: CORPORATION, VAT REG TIN line
R("""
^GOLDEN PALAY RICE TRADING CORPORATION
VAT REG TIN: 204-556-781-000
123 RIZAL AVENUE, STA. CRUZ
MANILA 1003
""", "GOLDEN PALAY RICE TRADING CORPORATION", "123 RIZAL AVENUE, STA. CRUZ MANILA 1003"),
# 24 Philippines: INC., operated-by line and branch
R("""
~^KAINAN NI LOLA
Operated by: LUTONG BAHAY FOODS INC.
SM MEGAMALL BRANCH
EDSA COR. DOÑA JULIA VARGAS AVE.
MANDALUYONG CITY 1550
VAT REG TIN: 008-123-456-00012
""", "LUTONG BAHAY FOODS INC.", "EDSA COR. DOÑA JULIA VARGAS AVE. MANDALUYONG CITY 1550"),
# 25 Philippines: name split as "CORP" on the line below
R("""
PACIFIC HARDWARE SUPPLY
CORP.
45 MAGSAYSAY BLVD
SAN JUAN CITY 1500
TIN 009-876-543-000 VAT
""", "PACIFIC HARDWARE SUPPLY CORP.", "45 MAGSAYSAY BLVD SAN JUAN CITY 1500"),
# 26 Australia: PTY LTD with ABN on the same line
R("""
TAX INVOICE
BRIGHT GUMTREE NURSERY PTY LTD ABN 53 004 085 616
214 CANTERBURY ROAD
BAYSWATER VIC 3153
PH: (03) 9720 4455
""", "BRIGHT GUMTREE NURSERY PTY LTD", "214 CANTERBURY ROAD BAYSWATER VIC 3153"),
# 27 Australia: trading-as line above, ABN below
R("""
^Coastal Brew Co
Coastal Brew Holdings Pty Ltd
ABN 12 345 678 901
Shop 4, 18 Marine Parade
Coolangatta QLD 4225
""", "Coastal Brew Holdings Pty Ltd", "Shop 4, 18 Marine Parade Coolangatta QLD 4225"),
# 28 Australia: "PTY" / "LTD" split
R("""
REDGUM AUTO PARTS PTY
LTD
ABN: 98 765 432 109
77 GREAT EASTERN HWY
RIVERVALE WA 6103
""", "REDGUM AUTO PARTS PTY LTD", "77 GREAT EASTERN HWY RIVERVALE WA 6103"),
# 29 UK: LTD, VAT number line
R("""
^THE COPPER KETTLE TEAROOMS LTD
14 HIGH STREET
BATH BA1 5AW
VAT No: GB 123 4567 89
TEL: 01225 448 812
""", "THE COPPER KETTLE TEAROOMS LTD", "14 HIGH STREET BATH BA1 5AW"),
# 30 UK: brand above, "Limited" company, company number on the line
R("""
~^Fenwick & Moor
Fenwick and Moor Grocers Limited Company No. 08123456
22 Market Place
Durham DH1 3NJ
VAT Reg No. 987 6543 21
""", "Fenwick and Moor Grocers Limited", "22 Market Place Durham DH1 3NJ"),
# 31 UK: PLC, store name after a dash
R("""
NORTHGATE FOODSTORES PLC - LEEDS KIRKGATE
41 KIRKGATE
LEEDS LS2 7DJ
VAT REG: GB 222 3333 44
""", "NORTHGATE FOODSTORES PLC", "41 KIRKGATE LEEDS LS2 7DJ"),
# 32 New Zealand: LIMITED on the next line, GST number
R("""
^KOWHAI GARDEN SUPPLIES
^LIMITED
GST No: 123-456-789
88 BROADWAY
NEWMARKET AUCKLAND 1023
""", "KOWHAI GARDEN SUPPLIES LIMITED", "88 BROADWAY NEWMARKET AUCKLAND 1023"),
# 33 Thailand: CO., LTD.
R("""
SIAM ORCHID SOUVENIR CO., LTD.
TAX ID: 0105561234567
99/9 SUKHUMVIT ROAD
KLONGTOEY BANGKOK 10110
TEL: 02-123-4567
""", "SIAM ORCHID SOUVENIR CO., LTD.", "99/9 SUKHUMVIT ROAD KLONGTOEY BANGKOK 10110"),
# 34 Malaysia: OCR slip in the legal form ("SDN BHO"), registration on the line
R("""
^ANEKA BUSANA MUSLIMAH SDN BHO (889123-X)
NO 7, JALAN TUANKU ABDUL RAHMAN,
50100 KUALA LUMPUR
TEL: 03-2691 3344
""", "ANEKA BUSANA MUSLIMAH SDN BHO", "NO 7, JALAN TUANKU ABDUL RAHMAN, 50100 KUALA LUMPUR"),
# 35 Malaysia: a restaurant name, no legal form, GST id below, tall
R("""
~SELAMAT DATANG
^RESTORAN ANJUNG SELERA
(SA0123987-D)
NO 1, JALAN TELUK PULAI,
41100 KLANG, SELANGOR
GST ID NO: 001122334455
""", "RESTORAN ANJUNG SELERA", "NO 1, JALAN TELUK PULAI, 41100 KLANG, SELANGOR"),
# 36 Malaysia: two printed items on one line (the name and the phone)
R("""
KEDAI GAS SRI PETALING ENTERPRISE TEL: 03-9057 1122
NO 3, JALAN RADIN BAGUS 9,
BANDAR BARU SRI PETALING,
57000 KUALA LUMPUR
""", "KEDAI GAS SRI PETALING ENTERPRISE", "NO 3, JALAN RADIN BAGUS 9, BANDAR BARU SRI PETALING, 57000 KUALA LUMPUR"),
# 37 Malaysia: name wrapped before "TRADING"
R("""
SYARIKAT BINA WAJA
TRADING
(002456781-M)
LOT 1234, BATU 5, JALAN KAPAR,
42100 KLANG, SELANGOR
H/P: 012-678 9012
""", "SYARIKAT BINA WAJA TRADING", "LOT 1234, BATU 5, JALAN KAPAR, 42100 KLANG, SELANGOR"),
# 38 Malaysia: company reg no and GST on one line under the name, name in mixed case
R("""
Mesra Hati Pharmacy Sdn. Bhd.
(Co. Reg. No. 1093344-P) GST No: 000612345678
No. 21, Jalan Kota Raja E27/E,
40400 Shah Alam, Selangor
Tel: 03-5122 0099
""", "Mesra Hati Pharmacy Sdn. Bhd.", "No. 21, Jalan Kota Raja E27/E, 40400 Shah Alam, Selangor"),
# 39 Malaysia: name on two lines, the first ending in "&"
R("""
^LIM & TAN
^MOTOR PARTS SDN BHD
(665544-A)
NO 9, JALAN PASAR,
55100 KUALA LUMPUR
TEL: 03-9221 4455
""", "LIM & TAN MOTOR PARTS SDN BHD", "NO 9, JALAN PASAR, 55100 KUALA LUMPUR"),
]


def score(docs=None) -> dict:
    """Run docflow's receipt extraction on each header and judge company and address the way the SROIE benchmark
    does (raw text; ci, strict, near). Returns the figures and the misses."""
    from benchmarks.scoring import sroie_equal_ci, sroie_equal_strict, sroie_near
    from stages.nlp import extract
    from status.schema import load_schema

    schema = load_schema("receipts")
    docs = FRESH_HEADERS if docs is None else docs
    tally = {f: {"ci": 0, "strict": 0, "near": 0, "n": 0} for f in ("company", "address")}
    misses = []
    for i, (markup, company, address) in enumerate(docs):
        ex = extract(receipt_ocr(markup, f"fresh{i:02d}.jpg"), schema)
        for field, want in (("company", company), ("address", address)):
            if want is None:
                continue
            fv = ex.fields[field]
            got = fv.raw if fv.value is not None else None
            t = tally[field]
            t["n"] += 1
            t["ci"] += sroie_equal_ci(field, want, got)
            t["strict"] += sroie_equal_strict(field, want, got)
            t["near"] += sroie_near(field, want, got)
            if not sroie_equal_ci(field, want, got):
                misses.append((i, field, want, got))
    figures = {f"{f}_{k}": round(v[k] / v["n"], 3) for f, v in tally.items() for k in ("ci", "strict", "near") if v["n"]}
    return {"figures": figures, "misses": misses, "n": len(docs)}


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.receipt_fresh_headers
    r = score()
    for i, field, want, got in r["misses"]:
        print(f"{i:2d} {field:8s} want={want!r}\n{'':12s}got={got!r}")
    print(r["n"], r["figures"])


# A check set written AFTER the item-5 fixes, scored once (see the module docstring); not tuned on.
CHECK_HEADERS: list[tuple[str, str, str | None]] = [
# 0 Malaysia: name over two lines in body font, a two-word stem on the second
R("""
PUSAT SERVIS KERETA
AHMAD JAYA SDN BHD
(1298765-D)
LOT 5, JALAN SG 3/2,
TAMAN SRI GOMBAK, 68100 BATU CAVES
TEL: 03-6189 7711
""", "PUSAT SERVIS KERETA AHMAD JAYA SDN BHD", "LOT 5, JALAN SG 3/2, TAMAN SRI GOMBAK, 68100 BATU CAVES"),
# 1 India: PVT. LTD. with GSTIN on the next line
R("""
^SHREE GANESH SWEETS PVT. LTD.
GSTIN: 27AABCS1234F1Z5
SHOP NO 4, MG ROAD,
PUNE 411001
PH: 020-2612 3456
""", "SHREE GANESH SWEETS PVT. LTD.", "SHOP NO 4, MG ROAD, PUNE 411001"),
# 2 South Africa: (PTY) LTD, VAT line
R("""
TAX INVOICE
PROTEA BUILDERS WAREHOUSE (PTY) LTD
VAT NO: 4123456789
12 VOORTREKKER ROAD
BELLVILLE 7530
TEL: 021 945 1122
""", "PROTEA BUILDERS WAREHOUSE (PTY) LTD", "12 VOORTREKKER ROAD BELLVILLE 7530"),
# 3 USA: LLC with a store number after a hash
R("""
~^GRANITE PEAK
Granite Peak Outfitters LLC
Store #112
455 Main Street
Bozeman, MT 59715
(406) 555-0142
""", "Granite Peak Outfitters LLC", "455 Main Street Bozeman, MT 59715"),
# 4 Hong Kong: LIMITED on the same line, branch on the next
R("""
FRAGRANT HARBOUR TEA HOUSE LIMITED
TSIM SHA TSUI BRANCH
SHOP 3, 18 NATHAN ROAD
KOWLOON, HONG KONG
TEL: 2366 1234
""", "FRAGRANT HARBOUR TEA HOUSE LIMITED", "SHOP 3, 18 NATHAN ROAD KOWLOON, HONG KONG"),
# 5 Malaysia: "Co-REG" in brackets on the name line, title case
R("""
Kedai Bunga Orkid Sdn Bhd (Co-REG 201801012345)
No. 15, Jalan Bukit Bintang,
55100 Kuala Lumpur
Tel: 03-2141 5566
""", "Kedai Bunga Orkid Sdn Bhd", "No. 15, Jalan Bukit Bintang, 55100 Kuala Lumpur"),
# 6 Malaysia: registration number and GST on one line under a two-line name
R("""
^SYARIKAT SERBANEKA
^HARAPAN BARU
(SA0456789-W) GST: 001987654321
NO 22, JALAN BESAR,
45000 KUALA SELANGOR
""", "SYARIKAT SERBANEKA HARAPAN BARU", "NO 22, JALAN BESAR, 45000 KUALA SELANGOR"),
# 7 Singapore: brand in the same font above "PTE LTD"
R("""
SUNNY SIDE KOPITIAM
SSK FOOD HOLDINGS PTE LTD
UEN 201622334R
Blk 123 Ang Mo Kio Ave 3 #01-1234
Singapore 560123
""", "SSK FOOD HOLDINGS PTE LTD", "Blk 123 Ang Mo Kio Ave 3 #01-1234 Singapore 560123"),
# 8 Philippines: INC. split to the next line
R("""
MABUHAY PHARMACY AND GENERAL MERCHANDISE
INC.
VAT REG TIN 005-111-222-000
88 COLON ST., CEBU CITY 6000
""", "MABUHAY PHARMACY AND GENERAL MERCHANDISE INC.", "88 COLON ST., CEBU CITY 6000"),
# 9 Indonesia: "PT" brand line, then name with "Tbk"
R("""
PT TOKO SERBA ADA TBK
NPWP 01.555.666.7-054.000
JL. DIPONEGORO NO. 21
SURABAYA 60241
""", "PT TOKO SERBA ADA TBK", "JL. DIPONEGORO NO. 21 SURABAYA 60241"),
# 10 UK: "Ltd" with "Registered in England No." line
R("""
The Old Mill Bakery Ltd
Registered in England No. 09876543
7 Bridge Street
Hexham NE46 1JX
VAT: GB 345 6789 01
""", "The Old Mill Bakery Ltd", "7 Bridge Street Hexham NE46 1JX"),
# 11 Malaysia: OCR merged the name and the registration without a space
R("""
MEGA PRIMA HARDWARE SDN BHD(778899-T)
NO 3, JALAN PERINDUSTRIAN 5,
81400 SENAI, JOHOR
TEL: 07-599 1234
""", "MEGA PRIMA HARDWARE SDN BHD", "NO 3, JALAN PERINDUSTRIAN 5, 81400 SENAI, JOHOR"),
# 12 Australia: "Pty. Ltd." split after "Pty."
R("""
Southern Cross Pharmacy Pty.
Ltd.
ABN 44 555 666 777
21 King William Street
Adelaide SA 5000
""", "Southern Cross Pharmacy Pty. Ltd.", "21 King William Street Adelaide SA 5000"),
# 13 Thailand: branch id after the legal form
R("""
CHAO PHRAYA MINIMART CO., LTD. (BRANCH 00012)
TAX ID 0105559876543
45 CHAROEN KRUNG ROAD
BANGRAK BANGKOK 10500
""", "CHAO PHRAYA MINIMART CO., LTD.", "45 CHAROEN KRUNG ROAD BANGRAK BANGKOK 10500"),
# 14 Malaysia: welcome line, then a restaurant name and "SDN BHD" line
R("""
~WELCOME
^RESTORAN DAUN PISANG
^SRI MAJU SDN BHD
(887123-P)
NO 9, JALAN TELAWI 3,
59100 BANGSAR, KUALA LUMPUR
TEL: 03-2284 3322
""", "RESTORAN DAUN PISANG SRI MAJU SDN BHD", "NO 9, JALAN TELAWI 3, 59100 BANGSAR, KUALA LUMPUR"),
]
