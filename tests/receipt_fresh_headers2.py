"""A second set of receipt headers docflow has never seen, for COMPANY name extraction (issue 9, generalising
the name line's choice to unseen receipts). Made up, not taken from any sample set, and written before the
code was run on them: shops of many kinds (grocers, hardware, restaurants, clinics, hotels, petrol stations,
bookshops, bakeries) in Malaysia, Singapore, Indonesia, the Philippines, Thailand, India, Australia, the UK,
Germany, France, the USA and Hong Kong, their header lines as a ppocr-style OCR gives them.

Same format as tests/receipt_fresh_headers.py: (ocr text, company, address), built with its `R` and read with
its `receipt_ocr` (a leading "^" prints the line in a tall font, "~" with low OCR confidence). The truth follows
the SROIE convention: the registered name as printed (with its legal form, "(M)", a bracketed part inside the
name and its dots), without a registration number, tax id, branch or address printed after it; where a
trading name (a logo, a brand) and the legal name are both printed, the legal name; where only a trading name
is printed, that name. An address of None is not scored.

Scored with `score()` (tests/receipt_fresh_headers.score: stages.nlp.extract with the receipts schema, judged on
the raw text as the SROIE benchmark judges it):
    untouched (main at 4ec6b90), FRESH_HEADERS2, 40 receipts:
        company ci 0.950, strict 0.950, near 0.975; address ci 0.868 (misses: an address begun on the name's line
        after the legal form kept in the name; "SDN.BHD." lost its last dot)
    after the changes of branch receipts4 (capitals, business-kind words, one-word and greeting lines, titles):
        company ci 1.000, strict 1.000, near 1.000; address ci 0.868
    CHECK_HEADERS2, 20 receipts, scored once with those changes, and once untouched:
        untouched company ci 0.850, strict 0.850; after company ci 0.800, strict 0.800 (address ci 0.944 both):
        capitals lifted a logo "^... & CO" over the registered name printed in title case (a new miss), and kept
        the untouched misses ("PUBLIC COMPANY LIMITED" refused, "TAX ID" line chosen; " .." debris; "PRIVATE" /
        "LIMITED" over two lines)
    then four changes prompted by those misses, each with its own test in other wording (the check set is no longer
    unseen after this): capitals only without a legal form, a business-kind word weighs less than the schema's
    cues, a legal form of several terms stripped whole, an id label's line never the name, debris marks dropped:
        FRESH_HEADERS2 company ci 1.000; CHECK_HEADERS2 company ci 0.950 (left: "PRIVATE" / "LIMITED")
"""

from __future__ import annotations

from tests.receipt_fresh_headers import R, receipt_ocr, score as _score  # noqa: F401  (receipt_ocr re-exported)

FRESH_HEADERS2: list[tuple[str, str, str | None]] = [
# 0 Malaysia: a tall logo line with the brand above the smaller legal name and its registration number
R("""
^KOPI SANTAI
SANTAI BEVERAGE SDN BHD (1123456-A)
NO 12, JALAN SS 2/64,
47300 PETALING JAYA, SELANGOR
TEL: 03-7877 1234
GST ID: 000123456789
TAX INVOICE
""", "SANTAI BEVERAGE SDN BHD", "NO 12, JALAN SS 2/64, 47300 PETALING JAYA, SELANGOR"),
# 1 Malaysia: "TAX INVOICE" above a dotted "SDN. BHD." name, the registration on its own line
R("""
TAX INVOICE
GOLDEN LEAF STATIONERY SDN. BHD.
(665544-W)
LOT 3-5, JALAN RADIN BAGUS,
BANDAR BARU SRI PETALING, 57000 KUALA LUMPUR
TEL: 03-9057 2211
""", "GOLDEN LEAF STATIONERY SDN. BHD.", "LOT 3-5, JALAN RADIN BAGUS, BANDAR BARU SRI PETALING, 57000 KUALA LUMPUR"),
# 2 Malaysia: "(M) SDN BHD" with the registration in brackets on the same line
R("""
SRI WANGSA BOOKSTORE (M) SDN BHD (223344-V)
NO 7, JALAN 1/27A, SEKSYEN 5,
53300 WANGSA MAJU, KUALA LUMPUR
TEL: 03-4142 8890
GST REG NO: 001122334455
""", "SRI WANGSA BOOKSTORE (M) SDN BHD", "NO 7, JALAN 1/27A, SEKSYEN 5, 53300 WANGSA MAJU, KUALA LUMPUR"),
# 3 Malaysia: an ENTERPRISE with its business number below and "CASH BILL" under the address
R("""
LEE BROTHERS ENTERPRISE
(JM0123456-T)
NO 44, JALAN KLEBANG BESAR,
75200 MELAKA
TEL: 06-315 2299
CASH BILL
""", "LEE BROTHERS ENTERPRISE", "NO 44, JALAN KLEBANG BESAR, 75200 MELAKA"),
# 4 Malaysia: a TRADING name, business number on the same line
R("""
TONG SENG HARDWARE TRADING (001234567-P)
NO 2, JALAN PASAR BARU,
41400 KLANG, SELANGOR
TEL: 03-3371 4455
""", "TONG SENG HARDWARE TRADING", "NO 2, JALAN PASAR BARU, 41400 KLANG, SELANGOR"),
# 5 Malaysia: a PLT with its LLP number
R("""
^MAJU BERSAMA GROCERIES PLT
(LLP0012345-LGN)
NO 15, JALAN MERDEKA,
83000 BATU PAHAT, JOHOR
TEL: 07-432 1188
""", "MAJU BERSAMA GROCERIES PLT", "NO 15, JALAN MERDEKA, 83000 BATU PAHAT, JOHOR"),
# 6 Singapore: PTE LTD with a GST registration line
R("""
HONG LIM PROVISION PTE LTD
GST REG NO: M2-0012345-6
Blk 531 Upper Cross Street #01-22
Singapore 050531
Tel: 6532 1188
""", "HONG LIM PROVISION PTE LTD", "Blk 531 Upper Cross Street #01-22 Singapore 050531"),
# 7 Malaysia: a trading name over two tall lines, no legal form
R("""
^SYARIKAT PERNIAGAAN
^SOON HUAT
NO 88, JALAN BESAR,
39000 TANAH RATA, PAHANG
TEL: 05-491 2233
""", "SYARIKAT PERNIAGAAN SOON HUAT", "NO 88, JALAN BESAR, 39000 TANAH RATA, PAHANG"),
# 8 Malaysia: a lower-case slogan, a tall brand, then the legal name
R("""
~your friendly neighbourhood store
^CAHAYA MART
CAHAYA RUNCIT ENTERPRISE (002345678-D)
NO 3, JALAN DATO ONN,
86000 KLUANG, JOHOR
""", "CAHAYA RUNCIT ENTERPRISE", "NO 3, JALAN DATO ONN, 86000 KLUANG, JOHOR"),
# 9 Malaysia: the address starts on the name's line (OCR joined two columns)
R("""
WING ON TRADING SDN BHD No.21, Jalan Pasar,
55100 Kuala Lumpur
Tel: 03-9221 0034
""", "WING ON TRADING SDN BHD", None),
# 10 Malaysia: OCR noise and a welcome banner above the name
R("""
~:;.-'
*** WELCOME ***
KEDAI ELEKTRIK BINTANG TIMUR SDN BHD
(901234-H)
NO 6, JALAN TUN RAZAK,
25000 KUANTAN, PAHANG
""", "KEDAI ELEKTRIK BINTANG TIMUR SDN BHD", "NO 6, JALAN TUN RAZAK, 25000 KUANTAN, PAHANG"),
# 11 Malaysia: a branch line under the legal name
R("""
SEMPURNA PHARMACY SDN BHD
(CAWANGAN SEREMBAN 2)
(712233-K)
NO 21, JALAN S2 B18,
70300 SEREMBAN, NEGERI SEMBILAN
TEL: 06-601 2244
""", "SEMPURNA PHARMACY SDN BHD", "NO 21, JALAN S2 B18, 70300 SEREMBAN, NEGERI SEMBILAN"),
# 12 Malaysia: a trading name, then the legal name in the same font
R("""
BAKERI ROTI MANIS
ROTI MANIS FOOD INDUSTRIES SDN BHD
(445566-U)
NO 9, JALAN PERDANA 4,
30000 IPOH, PERAK
TEL: 05-241 7788
""", "ROTI MANIS FOOD INDUSTRIES SDN BHD", "NO 9, JALAN PERDANA 4, 30000 IPOH, PERAK"),
# 13 Malaysia: a tall trading name above a smaller legal name and a GST line
R("""
^RESTORAN NASI KANDAR PELITA
NASI KANDAR PELITA EMAS SDN BHD
CO NO: 556677-X
GST ID NO: 000987654321
NO 1, JALAN AMPANG,
50450 KUALA LUMPUR
""", "NASI KANDAR PELITA EMAS SDN BHD", "NO 1, JALAN AMPANG, 50450 KUALA LUMPUR"),
# 14 Indonesia: a PT name, a "JL." address
R("""
PT SUMBER REJEKI MAKMUR
JL. PAHLAWAN NO. 45
SEMARANG 50241
TELP. (024) 845 1122
NPWP: 02.345.678.9-511.000
""", "PT SUMBER REJEKI MAKMUR", "JL. PAHLAWAN NO. 45 SEMARANG 50241"),
# 15 Philippines: a brand line, then the operator "INC." with its VAT TIN
R("""
^BAYAN BAKESHOP
GOLDEN CRUST FOODS INC.
VAT REG TIN: 123-456-789-000
12 RIZAL AVENUE, DAVAO CITY 8000
""", "GOLDEN CRUST FOODS INC.", "12 RIZAL AVENUE, DAVAO CITY 8000"),
# 16 UK: a shop title, the company "Ltd" and a VAT line
R("""
Hartley's Hardware
Hartley & Daughters Ltd
14 Market Place
Ripon HG4 1BP
VAT Reg No: 123 4567 89
""", "Hartley & Daughters Ltd", "14 Market Place Ripon HG4 1BP"),
# 17 Australia: "Pty Ltd" with the ABN on the same line
R("""
TAX INVOICE
Bluegum Cafe Pty Ltd ABN 12 345 678 901
88 Flinders Lane
Melbourne VIC 3000
""", "Bluegum Cafe Pty Ltd", "88 Flinders Lane Melbourne VIC 3000"),
# 18 Thailand: "CO., LTD." with a head-office note
R("""
SIAM FRESH MARKET CO., LTD.
(HEAD OFFICE)
TAX ID: 0105561234567
99 SUKHUMVIT ROAD, KHLONG TOEI
BANGKOK 10110
""", "SIAM FRESH MARKET CO., LTD.", "99 SUKHUMVIT ROAD, KHLONG TOEI BANGKOK 10110"),
# 19 India: "PVT LTD" under a brand, GSTIN after the address
R("""
^ANNAPURNA
ANNAPURNA FOOD PRODUCTS PVT LTD
23, BRIGADE ROAD
BENGALURU 560001
GSTIN: 29AABCA1234B1Z2
""", "ANNAPURNA FOOD PRODUCTS PVT LTD", "23, BRIGADE ROAD BENGALURU 560001"),
# 20 Germany: "GmbH", the address in the German order
R("""
Bäckerei Sonnenschein GmbH
Hauptstraße 12
10115 Berlin
USt-IdNr. DE123456789
""", "Bäckerei Sonnenschein GmbH", "Hauptstraße 12 10115 Berlin"),
# 21 France: "SARL" and a SIRET line
R("""
BOULANGERIE DU MARCHE SARL
12 RUE DE LA REPUBLIQUE
69002 LYON
SIRET 123 456 789 00012
""", "BOULANGERIE DU MARCHE SARL", "12 RUE DE LA REPUBLIQUE 69002 LYON"),
# 22 USA: a store name, then the company "LLC" above the street
R("""
^CORNER PANTRY
Corner Pantry Foods LLC
1208 Elm Street
Dallas, TX 75202
(214) 555-0187
""", "Corner Pantry Foods LLC", "1208 Elm Street Dallas, TX 75202"),
# 23 Malaysia: "&" in the name, "SDN. BHD" with one dot
R("""
TAN & SONS HARDWARE SDN. BHD
(334455-M)
LOT 12, JALAN KAMUNTING,
34600 KAMUNTING, PERAK
""", "TAN & SONS HARDWARE SDN. BHD", "LOT 12, JALAN KAMUNTING, 34600 KAMUNTING, PERAK"),
# 24 Malaysia: a trading name that starts with a number, tall, no legal form
R("""
^7 BINTANG MINI MARKET
NO 5, JALAN MAWAR 1,
TAMAN MAWAR, 81100 JOHOR BAHRU
TEL: 07-333 1234
""", "7 BINTANG MINI MARKET", "NO 5, JALAN MAWAR 1, TAMAN MAWAR, 81100 JOHOR BAHRU"),
# 25 Malaysia: a restaurant under a "WELCOME TO" line, its business number below
R("""
WELCOME TO
^RESTORAN SRI MELAKA
(SA0123456-K)
NO 8, JALAN HANG TUAH,
75300 MELAKA
""", "RESTORAN SRI MELAKA", "NO 8, JALAN HANG TUAH, 75300 MELAKA"),
# 26 Malaysia: "S/B" for Sdn Bhd
R("""
KLINIK GIGI SENYUM S/B
NO 2A, JALAN TEMENGGUNG 21/9,
43200 CHERAS, SELANGOR
TEL: 03-9080 1122
""", "KLINIK GIGI SENYUM S/B", "NO 2A, JALAN TEMENGGUNG 21/9, 43200 CHERAS, SELANGOR"),
# 27 Malaysia: "RECEIPT" above a title-case name
R("""
RECEIPT
Green Bowl Cafe Sdn Bhd
(1187766-P)
No. 10, Jalan Telawi 2,
59100 Bangsar, Kuala Lumpur
""", "Green Bowl Cafe Sdn Bhd", "No. 10, Jalan Telawi 2, 59100 Bangsar, Kuala Lumpur"),
# 28 Malaysia: a faint garbled logo line above the legal name
R("""
~@G&%
GADING FURNITURE SDN BHD
(123987-T)
NO 12, JALAN PERABOT,
36000 TELUK INTAN, PERAK
""", "GADING FURNITURE SDN BHD", "NO 12, JALAN PERABOT, 36000 TELUK INTAN, PERAK"),
# 29 Malaysia: the logo repeats the first words of the legal name
R("""
^HUP SENG
HUP SENG MOTOR PARTS SDN BHD
(202233-D)
NO 33, JALAN SULTAN AZLAN SHAH,
51200 KUALA LUMPUR
""", "HUP SENG MOTOR PARTS SDN BHD", "NO 33, JALAN SULTAN AZLAN SHAH, 51200 KUALA LUMPUR"),
# 30 Malaysia: a BERHAD with the registration on its line
R("""
SINAR RUNCIT BERHAD (123456-X)
LOT G-01, MENARA SINAR,
JALAN TUN PERAK, 50050 KUALA LUMPUR
""", "SINAR RUNCIT BERHAD", "LOT G-01, MENARA SINAR, JALAN TUN PERAK, 50050 KUALA LUMPUR"),
# 31 Malaysia: "SDN.BHD." without a space, outlet in brackets on the next line
R("""
MUTIARA OPTICAL SDN.BHD.
(MID VALLEY OUTLET)
LOT F-12, MID VALLEY MEGAMALL,
59200 KUALA LUMPUR
""", "MUTIARA OPTICAL SDN.BHD.", "LOT F-12, MID VALLEY MEGAMALL, 59200 KUALA LUMPUR"),
# 32 Malaysia: a title-case trading name with only a phone line after it
R("""
Kedai Runcit Ah Fook
Tel: 012-334 5566
""", "Kedai Runcit Ah Fook", None),
# 33 Malaysia: a petrol station brand over the operator's legal name
R("""
^PETROMAX
STESEN MINYAK KENANGA SDN BHD
(778812-A)
KM 12, JALAN IPOH,
52100 KUALA LUMPUR
""", "STESEN MINYAK KENANGA SDN BHD", "KM 12, JALAN IPOH, 52100 KUALA LUMPUR"),
# 34 Malaysia: a hotel name over its owner company
R("""
^HOTEL SERI PANTAI
SERI PANTAI RESORTS SDN BHD
(554321-W)
JALAN PANTAI CENANG,
07000 LANGKAWI, KEDAH
""", "SERI PANTAI RESORTS SDN BHD", "JALAN PANTAI CENANG, 07000 LANGKAWI, KEDAH"),
# 35 Malaysia: a clinic with no legal form, a registration label line below
R("""
KLINIK DR. LIM & RAKAN-RAKAN
Reg No: 1234/2010
NO 7, JALAN MAHSURI,
11950 BAYAN LEPAS, PULAU PINANG
""", "KLINIK DR. LIM & RAKAN-RAKAN", "NO 7, JALAN MAHSURI, 11950 BAYAN LEPAS, PULAU PINANG"),
# 36 Hong Kong: "LIMITED" under a Chinese-style brand romanised
R("""
^WING KEE
WING KEE NOODLE SHOP LIMITED
G/F, 27 WELLINGTON STREET
CENTRAL, HONG KONG
TEL: 2544 1122
""", "WING KEE NOODLE SHOP LIMITED", "G/F, 27 WELLINGTON STREET CENTRAL, HONG KONG"),
# 37 Malaysia: "SB" for Sdn Bhd and a GST line between the name and the address
R("""
RESTORAN MAKAN MAKAN SB
GST NO: 001234987654
NO 4, JALAN TASIK,
47100 PUCHONG, SELANGOR
""", "RESTORAN MAKAN MAKAN SB", "NO 4, JALAN TASIK, 47100 PUCHONG, SELANGOR"),
# 38 Malaysia: "CASH BILL" above the name, the business number and GST on one line below
R("""
CASH BILL
KEDAI KUNCI DAN JAM ZAINAL
(JM0765432-U) GST ID: 000555444333
NO 2, JALAN PASAR,
06000 JITRA, KEDAH
""", "KEDAI KUNCI DAN JAM ZAINAL", "NO 2, JALAN PASAR, 06000 JITRA, KEDAH"),
# 39 Singapore: a brand in a tall font, a slogan, the legal name with "PTE. LTD." and UEN
R("""
^NOODLE BAR
Slurp up happiness!
EASTWIND F&B PTE. LTD.
UEN: 201912345K
10 Tampines Central 1 #02-15
Singapore 529536
""", "EASTWIND F&B PTE. LTD.", "10 Tampines Central 1 #02-15 Singapore 529536"),
]


# Written at the same time as FRESH_HEADERS2 and scored once, at the end; not tuned on.
CHECK_HEADERS2: list[tuple[str, str, str | None]] = [
# 0 Malaysia: a tall brand above a "(M) SDN BHD" legal name with its number below
R("""
^CITRA MAKMUR
CITRA MAKMUR TRADING (M) SDN BHD
(334411-D)
NO 18, JALAN PERUSAHAAN 1,
14000 BUKIT MERTAJAM, PULAU PINANG
""", "CITRA MAKMUR TRADING (M) SDN BHD", "NO 18, JALAN PERUSAHAAN 1, 14000 BUKIT MERTAJAM, PULAU PINANG"),
# 1 Malaysia: "TAX INVOICE" then an ENTERPRISE with its number and GST on the same line
R("""
TAX INVOICE
SERI INDAH ENTERPRISE (SA0332211-M) GST: 001100220033
NO 4, JALAN BATU UNJUR,
41200 KLANG, SELANGOR
""", "SERI INDAH ENTERPRISE", "NO 4, JALAN BATU UNJUR, 41200 KLANG, SELANGOR"),
# 2 Singapore: a brand line, then "PTE LTD" and UEN
R("""
^KAYA TOAST HOUSE
KTH HOLDINGS PTE LTD
UEN: 201555667M
1 Raffles Place #B1-05
Singapore 048616
""", "KTH HOLDINGS PTE LTD", "1 Raffles Place #B1-05 Singapore 048616"),
# 3 Malaysia: a name over two tall lines ending in "SDN. BHD."
R("""
^PUSAT PERUBATAN
^SEJAHTERA SDN. BHD.
(665577-V)
NO 3, JALAN KOLAM AIR,
88300 KOTA KINABALU, SABAH
""", "PUSAT PERUBATAN SEJAHTERA SDN. BHD.", "NO 3, JALAN KOLAM AIR, 88300 KOTA KINABALU, SABAH"),
# 4 Malaysia: a lower-case slogan under the name, then the address
R("""
DAPUR NENEK CATERING
~sedap macam masakan nenek
NO 77, JALAN KUCHING,
93200 KUCHING, SARAWAK
TEL: 082-412 345
""", "DAPUR NENEK CATERING", "NO 77, JALAN KUCHING, 93200 KUCHING, SARAWAK"),
# 5 Malaysia: OCR noise after the legal form
R("""
BINTANG EMAS JEWELLERY SDN BHD ..
(889900-A)
NO 12, JALAN BENDAHARA,
75100 MELAKA
""", "BINTANG EMAS JEWELLERY SDN BHD", "NO 12, JALAN BENDAHARA, 75100 MELAKA"),
# 6 Philippines: a brand, a "CORPORATION" legal name, a branch
R("""
^KAPE NI JUAN
JUAN BREWS CORPORATION
Quezon Ave. Branch
VAT REG TIN: 222-333-444-00001
101 Quezon Avenue, Quezon City
""", "JUAN BREWS CORPORATION", None),
# 7 UK: "Limited" with company number, a brand above
R("""
THE RED LION
Red Lion Inns Limited
Company No. 04567890
3 Church Street
Woodstock OX20 1SN
""", "Red Lion Inns Limited", "3 Church Street Woodstock OX20 1SN"),
# 8 Malaysia: a TRADING name with "CO." inside
R("""
CHOP HENG LEE TRADING CO.
(001987654-K)
NO 8, JALAN PASAR BESAR,
84000 MUAR, JOHOR
""", "CHOP HENG LEE TRADING CO.", "NO 8, JALAN PASAR BESAR, 84000 MUAR, JOHOR"),
# 9 Malaysia: a "CASH RECEIPT" title, a trading name, no registration
R("""
CASH RECEIPT
^GERAI BUAH-BUAHAN PAK ALI
LOT 5, PASAR TANI,
16100 KOTA BHARU, KELANTAN
""", "GERAI BUAH-BUAHAN PAK ALI", "LOT 5, PASAR TANI, 16100 KOTA BHARU, KELANTAN"),
# 10 Indonesia: a brand above "PT ... TBK"
R("""
^SEGAR MART
PT SEGAR RITEL NUSANTARA TBK
JL. SUDIRMAN KAV. 21
JAKARTA 12920
""", "PT SEGAR RITEL NUSANTARA TBK", "JL. SUDIRMAN KAV. 21 JAKARTA 12920"),
# 11 Malaysia: the address starts on the line after a name whose registration has a new 12-digit form
R("""
MAJU JAYA BATTERY SERVICE SDN BHD 201901012345 (1311112-W)
NO 1, JALAN RAJA UDA,
12300 BUTTERWORTH, PULAU PINANG
""", "MAJU JAYA BATTERY SERVICE SDN BHD", "NO 1, JALAN RAJA UDA, 12300 BUTTERWORTH, PULAU PINANG"),
# 12 Australia: a tall brand, then "Pty. Ltd." and ABN on the next line
R("""
^WATTLE & CO
Wattle Homewares Pty. Ltd.
ABN 98 765 432 109
45 Rundle Mall
Adelaide SA 5000
""", "Wattle Homewares Pty. Ltd.", "45 Rundle Mall Adelaide SA 5000"),
# 13 Malaysia: a "PLT" with a branch after a dash
R("""
ARAS KOPI PLT - SETIA ALAM
(LLP0023456-LGN)
NO 9, JALAN SETIA PRIMA,
40170 SHAH ALAM, SELANGOR
""", "ARAS KOPI PLT", "NO 9, JALAN SETIA PRIMA, 40170 SHAH ALAM, SELANGOR"),
# 14 India: "PRIVATE LIMITED" over two lines
R("""
SRI KRISHNA TEXTILES PRIVATE
LIMITED
45, T. NAGAR MAIN ROAD
CHENNAI 600017
GSTIN: 33AABCS9876K1Z9
""", "SRI KRISHNA TEXTILES PRIVATE LIMITED", "45, T. NAGAR MAIN ROAD CHENNAI 600017"),
# 15 Malaysia: a GST line above the name
R("""
GST REG NO: 000888777666
KEDAI UBAT CINA POH SENG SDN BHD
(101010-T)
NO 23, JALAN SULTAN,
50000 KUALA LUMPUR
""", "KEDAI UBAT CINA POH SENG SDN BHD", "NO 23, JALAN SULTAN, 50000 KUALA LUMPUR"),
# 16 USA: "Inc." with a store number
R("""
Harbor Light Books, Inc.
Store #7
210 Water Street
Portland, ME 04101
""", "Harbor Light Books, Inc.", None),
# 17 Malaysia: a trading name in title case, a slogan and the legal name below
R("""
^Mee Rebus Haji
Since 1975
HAJI ABU FOOD SDN BHD
(228877-P)
NO 6, JALAN TAMAN,
80000 JOHOR BAHRU
""", "HAJI ABU FOOD SDN BHD", "NO 6, JALAN TAMAN, 80000 JOHOR BAHRU"),
# 18 Thailand: "PUBLIC COMPANY LIMITED"
R("""
SIAM MODERN RETAIL PUBLIC COMPANY LIMITED
TAX ID 0107537000123
1 RAMA IV ROAD
BANGKOK 10330
""", "SIAM MODERN RETAIL PUBLIC COMPANY LIMITED", "1 RAMA IV ROAD BANGKOK 10330"),
# 19 Malaysia: faint noise, a "RECEIPT" title below the name, then the address
R("""
~'.,
KILANG ROTI CEMERLANG SDN BHD
RECEIPT
NO 14, JALAN INDUSTRI 2,
08000 SUNGAI PETANI, KEDAH
""", "KILANG ROTI CEMERLANG SDN BHD", "NO 14, JALAN INDUSTRI 2, 08000 SUNGAI PETANI, KEDAH"),
]


def score(docs=None) -> dict:
    """The figures of tests/receipt_fresh_headers.score on this set (FRESH_HEADERS2 unless `docs`)."""
    return _score(FRESH_HEADERS2 if docs is None else docs)


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.receipt_fresh_headers2 [check]
    import sys
    r = score(CHECK_HEADERS2 if sys.argv[1:] == ["check"] else None)
    for i, field, want, got in r["misses"]:
        print(f"{i:2d} {field:8s} want={want!r}\n{'':12s}got={got!r}")
    print(r["n"], r["figures"])
