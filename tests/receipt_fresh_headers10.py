"""Receipt headers as a photographed receipt's OCR damages them, for COMPANY name extraction on unseen receipts
(branch receipts10, issue 9). Made up, not taken from any sample set, written before the code was run on them.
Where sets 1-3 (tests/receipt_fresh_headers*.py) vary the name's shapes and what is printed around it, this one
varies what the OCR does to the header: words glued ("SDNBHD", "ENTERPRISESDN BHD"), a legal form's dots read
apart or glued ("SDN.BHD", "SDN . BHD ."), a bracket misread ("(M}"), a registration glued to the name, the
name's line read as two lines or two printed lines read as one, "&" opening the second line of a name, an O read
for a 0 in the registration, a brand in a tall font over the registered name, a name printed in two sizes.

Same format as tests/receipt_fresh_headers.py: (ocr text, company, address) built with its `R` and read with its
`receipt_ocr` ("^" a tall line, "~" a low-confidence line). Truth: the SROIE convention applied to the text as the
OCR gives it (the registered name with its legal form, "(M)" and a bracketed part inside it; without a
registration number, branch or address after it): what a layout can pick from the text, damage and all.

CHECK_HEADERS10 was written first and scored once untouched and once at the end (`score()`):
    untouched (main at fa767a3), 18 receipts: company ci 0.722, strict 0.722, near 0.778;
        address ci 0.833, strict 0.833, near 0.889 (misses not looked at)
    after branch receipts10 (a bracketed registration or a document title read before the name on its row left
    out, a legal form glued to its registration keeps its last word, a lower-case "by" label; the name line mended
    by its re-reading, which these text-only headers do not exercise): company ci 0.778, strict 0.778, near 0.833;
    address ci 0.833, near 0.889. Left: a document title read after the name on its row (the name refused), a
    house number "LOT 2-1," after the legal form not taken for an address start, a name over two body-font lines
    with two words before the legal form (as in set 1's check set), " ." debris after a dotted legal form dropped.
FRESH_HEADERS10 (the tuning set, 12 receipts): company ci 0.667 before, 0.917 after (left: the " ." debris).
"""

from __future__ import annotations

from tests.receipt_fresh_headers import R, receipt_ocr, score as _score  # noqa: F401  (receipt_ocr re-exported)

# Written first; scored once before and once after the changes; not tuned on.
CHECK_HEADERS10: list[tuple[str, str, str | None]] = [
# 0 the legal form glued into one word
R("""
^SINAR PAGI
SINAR PAGI FROZEN FOODS SDNBHD
(1122334-W)
NO 8, JALAN SG BESI,
57100 KUALA LUMPUR
TEL: 03-7981 2200
""", "SINAR PAGI FROZEN FOODS SDNBHD", "NO 8, JALAN SG BESI, 57100 KUALA LUMPUR"),
# 1 the last word of the name glued to the legal form
R("""
TEGUH JAYA ENTERPRISESDN BHD
(567123-D)
LOT 4, JALAN PERDANA 2,
31650 IPOH, PERAK
TEL: 05-312 4455
""", "TEGUH JAYA ENTERPRISESDN BHD", "LOT 4, JALAN PERDANA 2, 31650 IPOH, PERAK"),
# 2 the dots of the legal form with no space after them, the registration glued on
R("""
KOPI SENJA TRADING SDN.BHD.(889900-T)
NO. 12, JALAN SS 2/64,
47300 PETALING JAYA
GST ID: 000123987654
""", "KOPI SENJA TRADING SDN.BHD.", "NO. 12, JALAN SS 2/64, 47300 PETALING JAYA"),
# 3 the dots read apart from the words
R("""
PUSAT TAYAR CEMERLANG SDN . BHD .
CO. NO. 334455-X
NO 3, JALAN KAMPUNG JAWA,
11900 BAYAN LEPAS, PENANG
""", "PUSAT TAYAR CEMERLANG SDN . BHD .", "NO 3, JALAN KAMPUNG JAWA, 11900 BAYAN LEPAS, PENANG"),
# 4 "(M)" read with a brace
R("""
ORKID MEDICAL SUPPLIES (M} SDN BHD
(220011-H)
NO 5, JALAN TUN RAZAK,
50400 KUALA LUMPUR
TEL: 03-2698 0011
""", "ORKID MEDICAL SUPPLIES (M} SDN BHD", "NO 5, JALAN TUN RAZAK, 50400 KUALA LUMPUR"),
# 5 a name over two lines, the second opening with "&"
R("""
CHUAN SENG HARDWARE
& ELECTRICAL SDN BHD
(404040-M)
NO 17, JALAN PASAR,
70000 SEREMBAN
TEL: 06-763 1212
""", "CHUAN SENG HARDWARE & ELECTRICAL SDN BHD", "NO 17, JALAN PASAR, 70000 SEREMBAN"),
# 6 the registration read with O for 0 on the line under the name
R("""
RESTORAN MEGAH WANGI
(OO3344556-P)
NO 1, JALAN MERANTI,
43650 BANDAR BARU BANGI
TEL: 03-8925 7788
""", "RESTORAN MEGAH WANGI", "NO 1, JALAN MERANTI, 43650 BANDAR BARU BANGI"),
# 7 the name's line and the registration's line read as one row, the registration first
R("""
~^MK
(770011-U) MAJU KUALITI BOOKSTORE SDN BHD
NO 9, JALAN KOTA,
05000 ALOR SETAR, KEDAH
""", "MAJU KUALITI BOOKSTORE SDN BHD", "NO 9, JALAN KOTA, 05000 ALOR SETAR, KEDAH"),
# 8 a tall brand, then the registered name in body font with a glued "S/B"
R("""
^BUDIMAN
BUDIMAN CONFECTIONERY S/B
CO REG 556677-V
NO 33, JALAN TAMAN SENTOSA,
41200 KLANG, SELANGOR
""", "BUDIMAN CONFECTIONERY S/B", "NO 33, JALAN TAMAN SENTOSA, 41200 KLANG, SELANGOR"),
# 9 one printed name line read as two lines (the legal form a little lower)
R("""
GEMILANG AUTO PARTS
SDN BHD
(661122-A)
NO 6, JALAN BESI 3,
81300 SKUDAI, JOHOR
TEL: 07-556 3210
""", "GEMILANG AUTO PARTS SDN BHD", "NO 6, JALAN BESI 3, 81300 SKUDAI, JOHOR"),
# 10 two printed lines read as one: the name and the start of the address
R("""
WARISAN KRAF SDN BHD LOT 2-1, KOMPLEKS KRAF,
JALAN CONLAY, 50450 KUALA LUMPUR
TEL: 03-2162 7459
""", "WARISAN KRAF SDN BHD", "LOT 2-1, KOMPLEKS KRAF, JALAN CONLAY, 50450 KUALA LUMPUR"),
# 11 a name in two sizes: the trade words tall, the legal form small below
R("""
^PASARAYA SURIA
^MURNI
SURIA MURNI HOLDINGS SDN BHD
(998877-K)
NO 2, JALAN SURIA,
26600 PEKAN, PAHANG
""", "SURIA MURNI HOLDINGS SDN BHD", "NO 2, JALAN SURIA, 26600 PEKAN, PAHANG"),
# 12 a greeting glued to a welcome line above, the name in title case, "Sdn Bhd" with a trailing comma
R("""
~WELCOME TO
Kedai Roti Mentari Sdn Bhd,
No 14, Jalan Mentari,
47500 Subang Jaya
Tel: 03-5631 9090
""", "Kedai Roti Mentari Sdn Bhd", "No 14, Jalan Mentari, 47500 Subang Jaya"),
# 13 the name without a legal form, registration glued to it with no space
R("""
KEDAI UBAT CINA TONG HUAT(SA0123987-K)
NO 40, JALAN BESAR,
84000 MUAR, JOHOR
TEL: 06-952 1100
""", "KEDAI UBAT CINA TONG HUAT", "NO 40, JALAN BESAR, 84000 MUAR, JOHOR"),
# 14 "TAX INVOICE" glued after the name on its row
R("""
SERI DELIMA STATIONERY SDN BHD TAX INVOICE
(123098-U)
NO 21, JALAN DELIMA,
30000 IPOH, PERAK
""", "SERI DELIMA STATIONERY SDN BHD", "NO 21, JALAN DELIMA, 30000 IPOH, PERAK"),
# 15 a three-word name wrapped before its last word and the legal form, both in body font
R("""
SYARIKAT PENGANGKUTAN
LAUT DALAM SDN BHD
(300400-D)
NO 4, JALAN PELABUHAN,
42000 PELABUHAN KLANG
""", "SYARIKAT PENGANGKUTAN LAUT DALAM SDN BHD", "NO 4, JALAN PELABUHAN, 42000 PELABUHAN KLANG"),
# 16 "PLT" name with the LLP number glued after a hyphen
R("""
ANGKASA PRINT PLT-LLP0012345
NO 7, JALAN USAHA,
08000 SUNGAI PETANI
""", "ANGKASA PRINT PLT", "NO 7, JALAN USAHA, 08000 SUNGAI PETANI"),
# 17 "&" glued inside a name, "CO." legal form with a trailing stop
R("""
LEE&SONS TRADING CO.
NO 19, LORONG KULIT,
10460 GEORGETOWN, PENANG
TEL: 04-226 0099
""", "LEE&SONS TRADING CO.", "NO 19, LORONG KULIT, 10460 GEORGETOWN, PENANG"),
]


# The tuning set, written after the check set was scored once; the method is fixed on its misses, never a phrase.
FRESH_HEADERS10: list[tuple[str, str, str | None]] = [
# 0 "&" opening the second line of a name in body font
R("""
SIN HENG CHUAN AUTO PARTS
& ACCESSORIES SDN BHD
(512233-K)
NO 45, JALAN KLANG LAMA,
58100 KUALA LUMPUR
TEL: 03-7980 1234
""", "SIN HENG CHUAN AUTO PARTS & ACCESSORIES SDN BHD", "NO 45, JALAN KLANG LAMA, 58100 KUALA LUMPUR"),
# 1 the legal form glued to the registration with no space or bracket
R("""
BERKAT MAKMUR SDN BHD1234567-A
LOT 9, JALAN SERI,
35900 TANJONG MALIM
TEL: 05-459 1212
""", "BERKAT MAKMUR SDN BHD", "LOT 9, JALAN SERI, 35900 TANJONG MALIM"),
# 2 glued words inside the name and the legal form
R("""
^KAYUMAS
KAYUMASFURNITURE SDNBHD
(224466-T)
NO 2, JALAN MUAR,
84000 MUAR, JOHOR
""", "KAYUMASFURNITURE SDNBHD", "NO 2, JALAN MUAR, 84000 MUAR, JOHOR"),
# 3 "(M)" glued both sides
R("""
HIKARI ELECTRONICS(M)SDN.BHD.
(345678-D)
NO 88, JALAN IMBI,
55100 KUALA LUMPUR
TEL: 03-2144 0000
""", "HIKARI ELECTRONICS(M)SDN.BHD.", "NO 88, JALAN IMBI, 55100 KUALA LUMPUR"),
# 4 the registration before the name on the same row, a brand above
R("""
^TOKO
(889911-W) TOKO BUKU RAKYAT SDN BHD
NO 3, JALAN TEMPLER,
46000 PETALING JAYA
""", "TOKO BUKU RAKYAT SDN BHD", "NO 3, JALAN TEMPLER, 46000 PETALING JAYA"),
# 5 name then "GST REG" glued on its row
R("""
PRIMA DELIMA MART SDN BHD GST REG:001122334455
NO 6, JALAN KENARI,
47100 PUCHONG
""", "PRIMA DELIMA MART SDN BHD", "NO 6, JALAN KENARI, 47100 PUCHONG"),
# 6 a name in two lines with the first line ending in "&"
R("""
HUP LEE TIMBER &
HARDWARE SDN BHD
(102030-V)
NO 1, JALAN KAYU,
34000 TAIPING
""", "HUP LEE TIMBER & HARDWARE SDN BHD", "NO 1, JALAN KAYU, 34000 TAIPING"),
# 7 the legal form dotted with a space before each dot
R("""
TERANG BULAN TRADING SDN . BHD .
(567001-P)
NO 12, JALAN BULAN,
80300 JOHOR BAHRU
""", "TERANG BULAN TRADING SDN . BHD .", "NO 12, JALAN BULAN, 80300 JOHOR BAHRU"),
# 8 a name without a legal form, the registration with an O for the 0, brackets
R("""
KEDAI KASUT SRI INDAH
(SAOO12345-X)
NO 5, JALAN PASAR BESAR,
27600 RAUB, PAHANG
""", "KEDAI KASUT SRI INDAH", "NO 5, JALAN PASAR BESAR, 27600 RAUB, PAHANG"),
# 9 TAX INVOICE glued before the name
R("""
TAX INVOICE CAHAYA LAMPU ELECTRICAL SDN BHD
(909090-H)
NO 7, JALAN LAMPU,
41050 KLANG
""", "CAHAYA LAMPU ELECTRICAL SDN BHD", "NO 7, JALAN LAMPU, 41050 KLANG"),
# 10 a two-line name where OCR read the legal form as a separate short line with a trailing comma
R("""
MEGA TILES CENTRE
SDN BHD,
(778800-U)
NO 19, JALAN JUBIN,
70200 SEREMBAN
""", "MEGA TILES CENTRE SDN BHD", "NO 19, JALAN JUBIN, 70200 SEREMBAN"),
# 11 "S/B" glued to the name
R("""
WAH SENG MOTORS/B
(123321-K)
NO 4, JALAN MOTOR,
08000 SUNGAI PETANI
""", "WAH SENG MOTORS/B", "NO 4, JALAN MOTOR, 08000 SUNGAI PETANI"),
]


def score(docs=None) -> dict:
    return _score(CHECK_HEADERS10 if docs is None else docs)


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.receipt_fresh_headers10 [check]
    import sys

    r = score(CHECK_HEADERS10 if sys.argv[1:] == ["check"] else FRESH_HEADERS10)
    for i, field, want, got in r["misses"]:
        print(f"{i:2d} {field:8s} want={want!r}\n{'':12s}got={got!r}")
    print(r["n"], r["figures"])
