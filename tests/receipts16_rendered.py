"""CHECK6 and TUNE6 (branch receipts16, issue 9): rendered, degraded receipts whose made-up company names carry the
characters that real receipts lose between the picked name line and the value: '&' between words, dotted
abbreviations ("S.K.", "SDN. BHD."), hyphens inside words ("TIP-TOP"), brackets ("(M)", "(KL)"), apostrophes, and
names printed over two lines, some broken with a hyphen at the line's end where the next line goes on with the
name. Written before any code change of the round, from general knowledge (no string from sroie-train or the earlier
sets); CHECK6 is scored once before and once after, TUNE6 (with sroie-train) is what the round looks at.

Drawn like receipts13's CHECK2 (`render2`: styles 0 mono, 1 bold, 2 white on a black band, 3 letter-spaced,
4 oblique; "<LOGO>"; "A||B" two columns; each receipt degraded one of six ways, two ways on every third).

    python -m tests.receipts16_rendered [check|tune] [cache dir]   (one OCR per receipt, ~5-10 s each; slow, not
    run by the test suite)

Figures (company ci; each set OCR'd afresh with the code named):
    CHECK6, 24, unseen: main c743eea 0.708 (strict 0.708, near 1.000, in OCR text 0.708); branch receipts16 at
        04dbaf2 0.833 (strict 0.833, near 1.000, in OCR text 0.792). Mended: a name broken "BOOK-" / "CO." over two
        lines, two words split inside by a tesseract break. Left: a hyphen the OCR dropped ("TIPTOP"), "(M)" read
        "(MO)", a first word misread, a syllable break "PACK-" / "AGING" (joined with a space: no word list says
        "PACKAGING" is one word), "J & J" read "J 6".
    TUNE6, 16: 0.750 before and after (misreads of "(M)" / "BHD" / a letter on low-resolution pages, "GLASS-" /
        "WARE" a compound broken at its hyphen).
"""

from __future__ import annotations

from pathlib import Path

from tests.receipt_rendered_receipts13 import DEGRADE, ppocr_reader, render2

CHECK6: list[tuple] = [
    ([("A & W AUTO PARTS SDN BHD", 18, 1), ("(661122-K)", 14, 0)], "A & W AUTO PARTS SDN BHD", "my"),
    ([("S.K. LIM & SONS TRADING", 20, 1), ("(JM0445566-P)", 14, 0)], "S.K. LIM & SONS TRADING", "my"),
    ([("TIP-TOP LAUNDRY (M) SDN. BHD.", 17, 1), ("(334455-T)", 14, 0)], "TIP-TOP LAUNDRY (M) SDN. BHD.", "my"),
    ([("SINAR PAGI BOOK-", 20, 1), ("CO. (M) SDN BHD", 20, 1), ("(12876-A)", 14, 0)],
     "SINAR PAGI BOOK CO. (M) SDN BHD", "my"),
    ([("DR. K.S. WONG DENTAL CLINIC", 18, 1), ("(SA0667788-U)", 14, 0)], "DR. K.S. WONG DENTAL CLINIC", "my"),
    ([("JOHN'S FISH & CHIPS LTD", 18, 1), ("VAT No. 392 1188 40", 13, 0)], "JOHN'S FISH & CHIPS LTD", "uk"),
    ([("BEE-HOON EXPRESS (KL) SDN BHD", 16, 1), ("(1188220-X)", 14, 0)], "BEE-HOON EXPRESS (KL) SDN BHD", "my"),
    ([("T & T FURNITURE CENTRE", 20, 1), ("(CA0098712-W)", 14, 0)], "T & T FURNITURE CENTRE", "my"),
    ([("SRI MURNI CATERING &", 20, 1), ("EVENTS SDN BHD", 20, 1), ("(1055221-H)", 14, 0)],
     "SRI MURNI CATERING & EVENTS SDN BHD", "my"),
    ([("N.Y. BAGEL CO.", 24, 1), ("Tel: 555 0142", 13, 0)], "N.Y. BAGEL CO.", "us"),
    ([("LEE & LEE (MELAKA) S/B", 20, 1), ("(443322-M)", 14, 0)], "LEE & LEE (MELAKA) S/B", "my"),
    ([("O'BRIEN'S HARDWARE PTY. LTD.", 17, 1), ("ABN 44 321 765 098", 14, 0)], "O'BRIEN'S HARDWARE PTY. LTD.", "au"),
    ([("<LOGO>", 50, 0), ("KHAN BROS. TEXTILES", 20, 1), ("(KT0011998-D)", 14, 0)], "KHAN BROS. TEXTILES", "my"),
    ([("A-ONE COPY & PRINT CENTRE", 18, 1), ("(JM0776655-V)", 14, 0)], "A-ONE COPY & PRINT CENTRE", "my"),
    ([("WING ON", 26, 1), ("TRADING CO.", 26, 1), ("(NS0022113-K)", 14, 0)], "WING ON TRADING CO.", "my"),
    ([("MEGA-MART (BANGI) SDN BHD", 18, 1), ("(1044332-P)", 14, 0)], "MEGA-MART (BANGI) SDN BHD", "my"),
    ([("K.L. GOLDEN TOOLS & MACHINERY SDN BHD", 15, 1), ("(508812-T)", 14, 0)],
     "K.L. GOLDEN TOOLS & MACHINERY SDN BHD", "my"),
    ([("AL-AMIN BOOKSTORE", 22, 1), ("(PG0033445-A)", 14, 0)], "AL-AMIN BOOKSTORE", "my"),
    ([("EVERGREEN AGRO-TECH ENTERPRISE", 16, 1), ("(JM0887766-X)", 14, 0)], "EVERGREEN AGRO-TECH ENTERPRISE", "my"),
    ([("UNITED PAPER & PACK-", 18, 1), ("AGING (M) SDN BHD", 18, 1), ("(221133-U)", 14, 0)],
     "UNITED PAPER & PACKAGING (M) SDN BHD", "my"),
    ([("SYARIKAT J & J MOTOR", 20, 1), ("(TR0044551-M)", 14, 0)], "SYARIKAT J & J MOTOR", "my"),
    ([("TAX INVOICE", 15, 0), ("P.K. RAJU & CO.", 22, 1), ("(JM0012345-H)", 14, 0)], "P.K. RAJU & CO.", "my"),
    ([("SUN-RISE", 30, 2), ("SUN-RISE BAKERY & CAFE SDN. BHD.", 15, 0), ("(1199002-W)", 14, 0)],
     "SUN-RISE BAKERY & CAFE SDN. BHD.", "my"),
    ([("PT. MAJU JAYA ABADI", 20, 1), ("NPWP 02.345.678.9-012.000", 13, 0)], "PT. MAJU JAYA ABADI", "id"),
]

TUNE6: list[tuple] = [
    ([("H & M PRINTING SERVICES", 20, 1), ("(JM0551234-A)", 14, 0)], "H & M PRINTING SERVICES", "my"),
    ([("ST. ANNE'S PHARMACY", 22, 1), ("(PG0099123-K)", 14, 0)], "ST. ANNE'S PHARMACY", "my"),
    ([("SRI-JAYA HOLDINGS (M) SDN. BHD.", 16, 1), ("(700123-H)", 14, 0)], "SRI-JAYA HOLDINGS (M) SDN. BHD.", "my"),
    ([("PERMATA GLASS-", 22, 1), ("WARE TRADING", 22, 1), ("(SA0110022-X)", 14, 0)], "PERMATA GLASSWARE TRADING", "my"),
    ([("R & R REST STOP SDN BHD", 18, 1), ("(1177889-U)", 14, 0)], "R & R REST STOP SDN BHD", "my"),
    ([("M.S. ALI PROVISION", 22, 1), ("(KT0033221-P)", 14, 0)], "M.S. ALI PROVISION", "my"),
    ([("CHOP SENG HUAT", 24, 1), ("& SONS SDN BHD", 24, 1), ("(102030-V)", 14, 0)], "CHOP SENG HUAT & SONS SDN BHD", "my"),
    ([("EURO-ASIA MOTOR (PENANG) SDN BHD", 15, 1), ("(556600-M)", 14, 0)], "EURO-ASIA MOTOR (PENANG) SDN BHD", "my"),
    ([("KWONG FOOK BOOK-", 20, 1), ("STORE (M) SDN BHD", 20, 1), ("(88123-D)", 14, 0)],
     "KWONG FOOK BOOK STORE (M) SDN BHD", "my"),
    ([("D & D CURTAIN CENTRE", 20, 1), ("(CA0011442-T)", 14, 0)], "D & D CURTAIN CENTRE", "my"),
    ([("PETER'S PIE CO. LTD", 20, 1), ("VAT No. 118 2233 77", 13, 0)], "PETER'S PIE CO. LTD", "uk"),
    ([("Q-BAKE CONFECTIONERY", 20, 1), ("(JM0998877-K)", 14, 0)], "Q-BAKE CONFECTIONERY", "my"),
    ([("<LOGO>", 50, 0), ("B.T. HOCK TYRE SERVICE", 20, 1), ("(NS0044112-W)", 14, 0)], "B.T. HOCK TYRE SERVICE", "my"),
    ([("SIM & TAN", 26, 1), ("LAW OFFICE", 26, 1), ("(LLP0044221-LCA)", 14, 0)], "SIM & TAN LAW OFFICE", "my"),
    ([("GO-GREEN RECYCLE ENTERPRISE", 17, 1), ("(JM0661199-H)", 14, 0)], "GO-GREEN RECYCLE ENTERPRISE", "my"),
    ([("BINTANG (KL) PRINTING & SUPPLIES SDN BHD", 14, 1), ("(401199-D)", 14, 0)],
     "BINTANG (KL) PRINTING & SUPPLIES SDN BHD", "my"),
]

SEEDS = {"check": (CHECK6, 3100), "tune": (TUNE6, 3300)}


def score6(which: str = "check", cache: Path | None = None) -> dict:
    """Company figures of CHECK6 or TUNE6 (tests.receipt_rendered_headers10.company_figures), each receipt's OCR kept
    in `cache` as {which}6NNN.json when given."""
    from tests.receipt_rendered_headers10 import company_figures

    docs, seed = SEEDS[which]

    read = ppocr_reader(lambda i, receipt: render2(i, receipt, seed=seed), cache, f"{which}6")

    return company_figures([(r, r[1]) for r in docs], read)


if __name__ == "__main__":
    import sys

    which = sys.argv[1] if sys.argv[1:] else "check"
    r = score6(which, Path(sys.argv[2]) if sys.argv[2:] else None)
    for i, want, got in r["misses"]:
        print(f"{i:2d} {DEGRADE[i % len(DEGRADE)]:6s} want={want!r} got={got!r}")
    print(r["n"], r["figures"])
