"""Extraction accuracy per split: thirty-five sample shops and two sets of real receipts, with a
naive tesseract + regex baseline printed beside, in the same run.

Splits (each skipped cleanly when its folder is absent):
- shop1: sample_docs (Northwind Electronics, the shop the rules were grown on; `make demo`'s batch)
- shop2: sample_docs/shop2 (Oakridge Audio Supply, a held-out validation set: other wording,
  layouts, fonts and ID shapes; scored with the default schema unless --shop2-schema)
- shop3: sample_docs/shop3 (Harbourline Home & Kitchen, a tuning set for generalisation: wording,
  layouts, ID shapes, date and money styles drawn at random per document; scored with the default
  schema. Tune on shop1 and shop3, report on shop2)
- shop4: sample_docs/shop4 (Kestrel Desk & Studio, a second tuning set: staff writing "I", business
  customers writing "we", generic or missing titles, quoted earlier messages, other synonyms for each
  type's action, AUD/CAD/CHF; scored with the default schema)
- shop5: sample_docs/shop5 (Tarn & Trail Cycle Supply, a third tuning set: a bicycle parts wholesaler in
  New Zealand, India and Sweden, NZD/INR/SEK money and dates, other document titles and ID shapes,
  forwarded and untitled mails; scored with the default schema)
- shop6: sample_docs/shop6 (Caracal Clinical & Lab Supply, a fresh validation set nobody tunes on: a
  clinical and lab supplies distributor in South Africa, Ireland and the USA, ZAR/EUR/USD, chat
  transcripts, WhatsApp exports, web-form dumps, terse operator mails; scored with the default schema)
- shop7: sample_docs/shop7 (Bracken & Furrow Garden Machinery, a fourth tuning set: a garden machinery
  dealer in Ireland, Canada (Ontario, Quebec) and Northern Ireland/Britain, EUR/CAD/GBP, French-Canadian
  dates and money, dockets and consignments, quoted threads; scored with the default schema)
- shop8: sample_docs/shop8 (Saltbush Marine Supply, an unseen-shop validation set nobody tunes on: a
  chandlery and marine electronics wholesaler in Australia, New Zealand, Singapore and South Africa,
  AUD/NZD/SGD/ZAR, GST or VAT, reference strips with labels above values; scored with the default schema)
- shop9: sample_docs/shop9 (Tembo Tone Instruments, an unseen-shop validation set nobody tunes on: a
  musical-instrument supplier in Kenya, the Philippines, the UAE and Jamaica, KES/PHP/AED/JMD, VAT or GCT,
  SMS logs, chat transcripts, portal exports, M-Pesa/GCash confirmations; scored with the default schema)
- shop10: sample_docs/shop10 (Kadamb Living, written blind: an Indian and Malaysian furniture retailer, INR with lakh
  grouping, GST invoices, lorry receipts, WhatsApp exports; scored fresh once (0.886), then a tuning set)
- shop11: sample_docs/shop11 (Kvarnfjäll Outdoor, written blind: a Swedish outdoor brand's web shops in six countries,
  SEK/NOK/DKK/EUR/PLN with comma decimals, day-first dates; a validation set nobody tunes on)
- shop12: sample_docs/shop12 (Fogón Pro, written blind: a Guadalajara kitchen-equipment distributor selling in Mexico,
  Colombia, Chile and Peru, MXN/COP/CLP/PEN often as a bare "$", dot thousands, business customers; scored fresh
  once, then a tuning set)
- shop13: sample_docs/shop13 (Hanabusa Camera, written blind: an Osaka camera and lens retailer selling in Japan, Korea,
  Taiwan and Hong Kong, JPY/KRW/TWD/HKD, year-first dates, tax-inclusive prices; a validation set nobody tunes on)
- shop14: sample_docs/shop14 (Larimer & Pike Coffee Gear, written blind: a Denver coffee-equipment web shop selling in
  the USA and Canada, USD/CAD, month-first dates, helpdesk tickets, returns-portal mails, faxes from cafés; a validation
  set nobody tunes on)
- shop15: sample_docs/shop15 (Kleinmeer Meettechniek, written blind: an Eindhoven lab and industrial measuring
  instruments distributor with German and Swiss entities selling to labs, universities and factories in the Benelux,
  Germany, Austria and Switzerland, EUR/CHF with comma decimals, dotted day-first dates, bilingual labels, customers'
  own PO numbers beside the order number, forwarders' packing lists; scored fresh once, then a tuning set)
- shop16: sample_docs/shop16 (Sunbridge Mobile & Solar, written blind: a Lagos phone and solar-kit distributor with an
  Accra branch selling to kiosks, traders and buyers in Nigeria, Ghana and Cameroon, NGN/GHS, day-first dates, proforma
  invoices, motor-park waybills, bank transfer receipts, WhatsApp and SMS prose; a validation set nobody tunes on)
- shop17: sample_docs/shop17 (Al Naseem Cooling & Home Appliances, written blind: a Dubai air-conditioning and appliance
  distributor with Riyadh and Doha branches, AED/SAR/QAR and three-decimal OMR/BHD, tax invoices with TRNs, delivery
  notes with drivers and airway bills, card-refund slips with RRNs, service job sheets, WhatsApp prose; a validation set
  nobody tunes on)
- shop18: sample_docs/shop18 (Cordillera Print & Sign Supply, written blind: a large-format printing distributor in
  Mexico City with Bogota, Santiago and Sao Paulo branches, MXN/COP/CLP whole pesos with dot thousands, BRL comma
  decimals, CFDI/DANFE/delivery-guide paperwork, SPEI/PIX transfers, Spanish and Portuguese labels and status words in
  English mail; scored fresh once (0.559), then a tuning set)
- shop19: sample_docs/shop19 (Kalinis Laundry Systems, written blind: a laundry-equipment distributor in Manila with
  Jakarta and Bangkok branches, PHP/IDR/THB/USD, BIR sales invoices with VAT-inclusive totals, Faktur Pajak and Surat
  Jalan, Buddhist-era years, Viber/LINE chats, InstaPay/PromptPay/wallet refunds; a validation set nobody tunes on)
- shop20: sample_docs/shop20 (Tripoint Tools, written blind: a tools and machine-parts distributor in Wroclaw, Brno and
  Linz/Vienna, PLN/CZK/EUR with comma decimals, Faktura VAT / korygujaca, danovy doklad / dobropis, Rechnung /
  Gutschrift, NIP/ICO/UID numbers, variabilni symbol, Polish/Czech/German labels left untranslated; scored fresh once,
  then a tuning set)
- shop21: sample_docs/shop21 (Vaporella Pro, written blind: a salon, beauty and spa equipment distributor in Lyon,
  Brussels, Geneva and Milan, EUR/CHF, Facture / Avoir / Bon de livraison, Fattura / Nota di credito / DDT, SIRET,
  Partita IVA, Belgian structured communications, TWINT/Bancontact/Satispay refunds, French and Italian labels, some
  bilingual; scored fresh once (0.731), held out through nlp-90 (0.744), then a tuning set)
- shop22: sample_docs/shop22 (Egeria Hotel & Catering Supply, written blind: a hotel and catering supplier in Izmir,
  Thessaloniki and Limassol, TRY ("12.450,00 TL", "₺") and EUR, e-Arsiv invoices and e-Irsaliye dispatch notes with
  Turkish labels, Greek paperwork transliterated with English beside it, Cypriot English, EFT/FAST, IRIS and JCC refunds,
  WhatsApp Business chats; scored fresh once, then a tuning set)
- shop23: sample_docs/shop23 (Ferrow & Sons Motor Factors, written blind: a motor factors and garage-equipment
  wholesaler in Sheffield, Glasgow and Cardiff, GBP, dot-matrix trade-counter invoices, an accounting package's tax
  invoices, a parts portal's mails, Welsh/English delivery notes, BACS/Faster Payment remittances, phone photos of
  pages; a validation set nobody tunes on)
- shop24: sample_docs/shop24 (Mekong Circuit Components, written blind: an electronic components and test-equipment
  distributor in Ho Chi Minh City, Hanoi and Singapore, VND whole dong with dot thousands and SGD, Vietnamese VAT
  e-invoices with English beside the labels, Zalo/WhatsApp chats, Vietcombank/MoMo/PayNow advices; a validation set
  nobody tunes on)
- shop25: sample_docs/shop25 (Danubia Agro Parts, written blind: an agricultural spare-parts and irrigation distributor
  in Debrecen/Budapest, Cluj-Napoca/Timisoara and Plovdiv, HUF whole forints, RON comma decimals and EUR, Hungarian
  year-first dates, Hungarian/Romanian/Bulgarian paperwork with English beside the labels, Viber/WhatsApp chats,
  localised Outlook headers; scored fresh once (0.813), then a tuning set)
- shop26: sample_docs/shop26 (Atlas Solaire Pompage, written blind: a solar water-pumping and irrigation distributor in
  Casablanca, Tunis/Sfax and Cairo, MAD ("1 234,56 DH"), TND with three decimals ("1.234,560 DT") and EGP, French
  paperwork with English beside the labels, ICE/IF/RC and matricule fiscal distractors, Tunisian stamp duty, WhatsApp
  chats, French Outlook headers; a validation set nobody tunes on)
- shop27: sample_docs/shop27 (Indus & Delta Textile Machinery, written blind: a textile-mill parts and machine
  distributor in Karachi/Lahore, Dhaka/Chattogram and Colombo, PKR, BDT with lakh grouping ("Tk 1,46,000.00") and LKR,
  "Rs. 338,000/-", NTN/STRN sales tax invoices, Mushak-6.3 VAT challans, PI/LC/indent/challan distractors, WhatsApp
  chats, South-Asian business English; scored fresh once (0.884), then a tuning set)
- shop28: sample_docs/shop28 (Mwanga Dairy & Vet Supplies, written blind: a dairy and veterinary equipment distributor
  in Nairobi, Dar es Salaam and Kampala, whole shillings KES/TZS/UGX ("Kshs. 12,500/=", "USh 450,000"), eTIMS/EFD/EFRIS
  tax invoices with PIN/TIN/VRN, Paybill and till numbers as distractors, Swahili labels with English beside, M-Pesa
  and Airtel Money refunds, WhatsApp chats, East African English; a validation set nobody tunes on)
- shop29: sample_docs/shop29 (Karavai Food Machinery, written blind: a bakery and food-processing equipment distributor
  in Almaty, Tashkent and Tbilisi, KZT and UZS with space thousands and comma decimals ("1 032 400,00 tenge"), USD and
  GEL, transliterated Russian/Kazakh/Uzbek/Georgian labels and dates ("7 aprelya 2026") with English beside, BIN/STIR
  and e-invoice number distractors, Telegram chats; a validation set nobody tunes on)
- shop30: sample_docs/shop30 (Taigawood Forest Equipment, written blind: a forestry and sawmill equipment distributor in
  Tallinn, Riga, Vilnius and Vantaa/Helsinki, EUR ("1 234,56 €") and SEK, Estonian/Latvian/Lithuanian/Finnish/Swedish
  labels with English beside, register codes, VAT numbers and IBANs beside customer numbers, RF and Finnish bank
  references, SEPA refunds, parcel-machine pickups; a validation set nobody tunes on)
- shop31: sample_docs/shop31 (Alcántara Ferretería Industrial, written blind: an industrial hardware and fastening-tools
  distributor in Zaragoza, Porto and Andorra la Vella, EUR ("1.234,56 €", "€ 1 234,56"), Spanish/Portuguese/Catalan
  paperwork (Factura simplificada / rectificativa, Fatura-recibo with ATCUD, Nota de crédito, Albarán, Guia de remessa),
  CIF/NIF/NIPC/NRT distractors, Multibanco references, Bizum and MB WAY refunds, WhatsApp chats, Iberian business
  English; a validation set nobody tunes on)
- shop32: sample_docs/shop32 (Reefline Marine & Outboard, written blind: an outboard, generator and boat-parts
  distributor in Suva, Port Moresby, Apia and Port Vila, FJD/PGK/WST and whole-vatu VUV, VAT/GST/VAGST tax invoices with
  TINs, government LPO numbers, vessel and wharf-receipt dockets, M-PAiSA, bank and cheque refunds, Viber and Messenger
  chats, Pacific business English; a validation set nobody tunes on)
- shop33: sample_docs/shop33 (Sava Dental & Lab Supply, written blind: a dental-clinic and dental-lab equipment
  distributor in Ljubljana, Zagreb, Belgrade and Sarajevo, EUR, RSD ("1.234,56 din.") and BAM (KM), Slovenian,
  Croatian, Serbian and Bosnian paperwork with some English labels after a slash, dotted day-first dates with local
  month names, OIB/PIB/JIB/matični broj distractors, "poziv na broj" references, Viber and WhatsApp chats; a
  validation set nobody tunes on)
- shop34: sample_docs/shop34 (Tanabana Industrial Sewing, written blind: an industrial sewing-machine and garment-factory
  supplies distributor in Karachi/Lahore, Dhaka/Chattogram and Colombo, PKR/BDT with lakh grouping and LKR, sales-tax
  invoices and Mushak challans, amounts in words, P.O. numbers beside S.O./D.C./GRN distractors, WhatsApp and Outlook
  threads; the same region and trade as tuning shop27 by another author's wording; a validation set nobody tunes on)
- shop35: sample_docs/shop35 (Mopane Safety & Mining Supplies, written blind: mine and workshop safety equipment from
  Gaborone, Lusaka/Kitwe, Harare and Lilongwe, BWP ("P 1 234.56"), ZMW and MWK both as "K", USD and ZiG (ZWG), BURS/ZRA/
  ZIMRA/MRA tax numbers and fiscal-device blocks, customers' LPO numbers beside the order number, mobile-money and
  bank proofs of payment, forwarded WhatsApp chats; a validation set nobody tunes on)
- sroie-train: ../shared/datasets/sroie-train (100 receipts 050-149, for tuning)
- sroie-sample: ../shared/datasets/sroie-sample (50 receipts 000-049, not tuned on)

OCR goes through stages.ocr.run_ocr: the shops with tesseract (docflow's default, --engine),
the receipts with ppocr (what README recommends for photographed receipts, --sroie-engine);
the baseline always reads tesseract's text. OCR results are cached as JSON under --cache-dir
(default tmp/.cache/ocr), keyed by the file's content hash and the OCR configuration
version, so a rerun only pays for extraction; delete the folder to OCR again.

Scoring (benchmarks/scoring.py, unit-tested in tests/test_scoring.py): every field slot of a
document's type is counted, null truths too. field_acc = recall over slots whose truth has a
value; precision = right / extracted; hallucinated = a value where the truth is null;
null_coverage = share of null-truth slots left null. A document that fails counts as all
missed. reverse_pass = share of ALL extracted values whose text at the recorded span reads
back to the stored value (validation's reverse check); authoritative = share validation
marked authoritative, and how many of those are right. Case grouping: docflow's own grouping
(status.cases: union-find over the doc type's case keys) against the truth's case ids,
pairwise precision/recall/F1. SROIE: `ci` compares whitespace-collapsed text ignoring case
and the total as an amount; `strict` compares case-sensitive collapsed text and the total as
printed ("8.20" is not "$8.20"); `no-punct` ignores case and punctuation (the issue's own lenient
reading; a dropped space or a misread letter still counts as wrong).
Pooled: the tuning shops' slots together and the held-out shops' (HELD_OUT) together, overall and per
field, with the gap between them: where the rules hold only on documents they were tuned on.

Last line: RESULT shop1_field_acc=... shop2_field_acc=... shop2_clean=... shop2_noisy=...
shop2_doctype=... shop3_field_acc=... shop3_clean=... shop3_noisy=... shop4_field_acc=... shop5_field_acc=... shop6_field_acc=... shop7_field_acc=... shop8_field_acc=... shop9_field_acc=... shop10_field_acc=... shop11_field_acc=... shop12_field_acc=... shop13_field_acc=... shop14_field_acc=... shop15_field_acc=... shop16_field_acc=... shop17_field_acc=... shop18_field_acc=... shop19_field_acc=... shop20_field_acc=... shop21_field_acc=... shop22_field_acc=... shop23_field_acc=... shop24_field_acc=... shop25_field_acc=... shop26_field_acc=... shop27_field_acc=... shop28_field_acc=... shop29_field_acc=... shop30_field_acc=... shop31_field_acc=... shop32_field_acc=... shop33_field_acc=... shop34_field_acc=... shop35_field_acc=... hallucinated_rate=...
tuning_field_acc=... heldout_field_acc=... heldout_precision=...
sroie_train_total_ci=... sroie_sample_total_strict=...
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import re
import sys
import tempfile
import time
from collections import defaultdict
from datetime import date
from pathlib import Path

os.environ.setdefault("OMP_THREAD_LIMIT", "1")
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from benchmarks.scoring import Tally, field_equal, pairwise, ratio, sroie_equal_ci, sroie_equal_strict, sroie_equal_unpunctuated, sroie_near, NEAR_RATIO  # noqa: E402
from stages.nlp import extract  # noqa: E402
from stages.normalize import (  # noqa: E402
    ABS_DATE_RE,
    MONEY_RE,
    PERCENT_RE,
    collapse,
    date_order,
    format_money,
    parse_date,
    parse_money,
    parse_percent,
)
from stages.ocr import OcrSettings, run_ocr  # noqa: E402
from stages.ocr_ppocr import ppocr_version  # noqa: E402
from stages.validate import reverse_check, validate  # noqa: E402
from status.cases import group, keys_of  # noqa: E402
from status.models import DocumentError, OcrResult  # noqa: E402
from status.schema import Schema, load_schema  # noqa: E402

NOISY_FORMATS = ("noisy_scan", "noisy_pdf_scan", "fax")  # shop 1's pdf_scan (half degraded) counts as clean
SROIE_FIELDS = ("company", "date", "address", "total")
SHOP_ROLES = {  # every shop but the first: its folder is sample_docs/<split>, its role in the figures
    "shop2": "shop 2, the held-out shop",
    "shop3": "shop 3, the tuning set for generalisation",
    "shop4": "shop 4, the second tuning set",
    "shop5": "shop 5, the third tuning set",
    "shop6": "shop 6, a fresh validation set nobody tunes on",
    "shop7": "shop 7, the fourth tuning set",
    "shop8": "shop 8, an unseen-shop validation set nobody tunes on",
    "shop9": "shop 9, an unseen-shop validation set nobody tunes on",
    "shop10": "shop 10, an unseen shop written blind (a tuning set once scored fresh)",
    "shop11": "shop 11, an unseen shop written blind, a validation set nobody tunes on",
    "shop12": "shop 12, an unseen shop written blind (a tuning set once scored fresh)",
    "shop13": "shop 13, an unseen shop written blind, a validation set nobody tunes on",
    "shop14": "shop 14, an unseen shop written blind, a validation set nobody tunes on",
    "shop15": "shop 15, an unseen shop written blind (a tuning set once scored fresh)",
    "shop16": "shop 16, an unseen shop written blind, a validation set nobody tunes on",
    "shop17": "shop 17, an unseen shop written blind, a validation set nobody tunes on",
    "shop18": "shop 18, an unseen shop written blind (a tuning set once scored fresh)",
    "shop19": "shop 19, an unseen shop written blind, a validation set nobody tunes on",
    "shop20": "shop 20, an unseen shop written blind (a tuning set once scored fresh)",
    "shop21": "shop 21, written blind, scored fresh once (0.731), then a tuning set",
    "shop22": "shop 22, an unseen shop written blind (a tuning set once scored fresh)",
    "shop23": "shop 23, an unseen shop written blind, a validation set nobody tunes on",
    "shop24": "shop 24, an unseen shop written blind, a validation set nobody tunes on",
    "shop25": "shop 25, written blind, scored fresh once, then a tuning set",
    "shop26": "shop 26, an unseen shop written blind, a validation set nobody tunes on",
    "shop27": "shop 27, written blind, scored fresh once, then a tuning set",
    "shop28": "shop 28, an unseen shop written blind, a validation set nobody tunes on",
    "shop29": "shop 29, an unseen shop written blind, a validation set nobody tunes on",
    "shop30": "shop 30, an unseen shop written blind, a validation set nobody tunes on",
    "shop31": "shop 31, an unseen shop written blind, a validation set nobody tunes on",
    "shop32": "shop 32, an unseen shop written blind, a validation set nobody tunes on",
    "shop33": "shop 33, an unseen shop written blind, a validation set nobody tunes on",
    "shop34": "shop 34, an unseen shop written blind (shop27's region and trade), a validation set nobody tunes on",
    "shop35": "shop 35, an unseen shop written blind, a validation set nobody tunes on",
}
SHOP_SPLITS = ("shop1", *SHOP_ROLES)
# Shops nobody tunes on (their misses are never read while rules change): pooled apart from the tuning shops, so the
# gap between the two pools says how much of a figure comes from having seen the documents.
HELD_OUT = ("shop2", "shop6", "shop8", "shop9", "shop11", "shop13", "shop14", "shop16", "shop17", "shop19",
            "shop23", "shop24", "shop26", "shop28", "shop29", "shop30",
            "shop31", "shop32", "shop33", "shop34", "shop35")
SPLITS = (*SHOP_SPLITS, "sroie-train", "sroie-sample")


def datasets_dir() -> Path:
    """../shared/datasets beside the checkout, or beside its parent (git worktrees)."""
    for base in (REPO.parent, REPO.parent.parent):
        if (base / "shared" / "datasets").is_dir():
            return base / "shared" / "datasets"
    return REPO.parent / "shared" / "datasets"


# --------------------------------------------------------------------------- OCR with a cache


def cached_ocr(path: Path, cache_dir: Path, settings: OcrSettings) -> OcrResult:
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    key = hashlib.sha256(f"{digest}|{settings.config_version}".encode()).hexdigest()[:32]
    hit = cache_dir / f"{key}.json"
    if hit.is_file():
        ocr = OcrResult.model_validate_json(hit.read_text())
        return ocr.model_copy(update={"doc_id": path.name})
    ocr = run_ocr(path, settings, doc_id=path.name)
    cache_dir.mkdir(parents=True, exist_ok=True)
    write_atomically(hit, ocr.model_dump_json())
    return ocr


def write_atomically(path: Path, text: str) -> None:
    """Write via a temporary file of this process's own, then rename: two runs filling one cache
    each replace the file whole (a shared temporary name let one rename the other's file away)."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.stem, suffix=".tmp")
    with os.fdopen(fd, "w") as f:
        f.write(text)
    os.replace(tmp, path)


def tesseract_ocr(path: Path, cache_dir: Path, settings: OcrSettings, ocr: OcrResult) -> OcrResult:
    """What the naive baseline reads: always tesseract's text, whichever engine `ocr` came from."""
    if settings.engine == "tesseract":
        return ocr
    return cached_ocr(path, cache_dir, settings.model_copy(update={"engine": "tesseract"}))


# --------------------------------------------------------------------------- shops


def fmt(x: float) -> str:
    return "  nan" if math.isnan(x) else f"{x:.3f}"


def baseline_sample(ocr: OcrResult, schema: Schema, doc_type: str) -> dict[str, str | None]:
    """Naive: identifiers by their pattern, the first amount/date/percent on the first
    line carrying one of the field's cues; text and status fields not attempted."""
    text = ocr.text.replace("\u00a0", " ")
    lines = text.splitlines()
    order = date_order(text)
    out: dict[str, str | None] = {}
    for name in schema.doc_types[doc_type].fields if doc_type in schema.doc_types else []:
        spec = schema.fields[name]
        out[name] = None
        if spec.type == "identifier" and spec.pattern:
            m = re.search(spec.pattern, text)
            out[name] = m.group(0) if m else None
            continue
        line = next((ln for ln in lines if any(c.lower() in ln.lower() for c in spec.cues)), None)
        if line is None:
            continue
        if spec.type == "money":
            m = next((m for m in MONEY_RE.finditer(line) if re.search(r"\d[.,]\d\d", m.group(0))), None)
            money = parse_money(m.group(0)) if m else None
            out[name] = format_money(money.amount) if money else None
        elif spec.type == "date":
            m = ABS_DATE_RE.search(line)
            d = parse_date(m.group(0), order) if m else None
            out[name] = d.isoformat() if d else None
        elif spec.type == "percent":
            m = PERCENT_RE.search(line)
            out[name] = parse_percent(m.group(0)) if m else None
    return out


def run_shop(name: str, shop_dir: Path, schema: Schema, cache_dir: Path, limit: int | None, settings: OcrSettings,
             show_misses: bool, schema_label: str = "") -> dict:
    """Score one shop (truth.jsonl + batch/); print its tables; return its figures and its Tally."""
    rows = [json.loads(x) for x in (shop_dir / "truth.jsonl").read_text().splitlines() if x.strip()]
    if limit:
        rows = rows[:limit]
    by_format: dict[str, Tally] = defaultdict(Tally)
    by_format_base: dict[str, Tally] = defaultdict(Tally)
    by_field: dict[str, Tally] = defaultdict(Tally)
    by_field_base: dict[str, Tally] = defaultdict(Tally)
    values = reverse_ok = authoritative = authoritative_right = type_ok = 0
    type_by_truth: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    confusions: dict[tuple[str, str], int] = defaultdict(int)  # (true type, extracted type) where they differ
    case_keys: dict[str, list[str]] = {}
    rule_counts: dict[tuple[str, str], int] = defaultdict(int)
    errors: list[str] = []
    misses: list[str] = []
    t0 = time.perf_counter()
    for row in rows:
        path = shop_dir / row["file"]
        fmt_name = row["format"]
        try:
            ocr = cached_ocr(path, cache_dir, settings)
            ex = extract(ocr, schema)
            val = validate(ex, ocr, schema)
        except DocumentError as exc:  # counts as every field missed, the type wrong
            errors.append(f"{row['doc_id']}: {exc.code}: {exc}")
            type_by_truth[row["doc_type"]][1] += 1
            for fname, truth in row["fields"].items():
                tp = truth.get("value") is not None
                for tally in (by_format[fmt_name], by_field[fname], by_format_base[fmt_name], by_field_base[fname]):
                    tally.add(tp, False, False)
            continue
        type_ok += ex.doc_type == row["doc_type"]
        type_by_truth[row["doc_type"]][0] += ex.doc_type == row["doc_type"]
        type_by_truth[row["doc_type"]][1] += 1
        if ex.doc_type != row["doc_type"]:
            confusions[(row["doc_type"], ex.doc_type or "none")] += 1
        case_keys[row["doc_id"]] = keys_of(schema, ex.doc_type, val)
        for r in val.rules_failed:
            rule_counts[(r.rule.split(":")[0], r.severity)] += 1
        base = baseline_sample(tesseract_ocr(path, cache_dir, settings, ocr), schema, row["doc_type"])
        for fname, truth in row["fields"].items():
            spec = schema.fields.get(fname)
            ftype = spec.type if spec is not None else "text"
            fv = val.fields.get(fname)
            got = fv.value if fv is not None else None
            unresolved = fv.unresolved if fv is not None else False
            ok = field_equal(ftype, truth, got, unresolved)
            tp, gp = truth.get("value") is not None, got is not None
            by_format[fmt_name].add(tp, gp, ok)
            by_field[fname].add(tp, gp, ok)
            bgot = base.get(fname)
            bok = field_equal(ftype, truth, bgot)
            by_format_base[fmt_name].add(tp, bgot is not None, bok)
            by_field_base[fname].add(tp, bgot is not None, bok)
            if fv is not None and fv.authoritative:
                authoritative_right += ok
            if show_misses and not ok and (tp or gp):
                misses.append(f"  {row['doc_id']:<14} {fmt_name:<14} {fname:<20} truth={truth.get('value')!r} got={got!r}"
                              + (f" ({fv.reason})" if fv is not None and fv.reason else ""))
        doc_date = date.fromisoformat(ex.document_date) if ex.document_date else None
        for fv in val.fields.values():  # every value the extractor gave, whether the type is right or not
            if fv.value is None and not fv.unresolved:
                continue
            values += 1
            ok_rev, _ = reverse_check(fv, ocr, date_order(ocr.text), doc_date, schema.fields.get(fv.field))
            reverse_ok += ok_rev
            authoritative += fv.authoritative
    elapsed = time.perf_counter() - t0
    scored = len(rows)
    pred = {doc: i for i, g in enumerate(group(case_keys)) for doc in g}
    case_p, case_r, case_f1 = pairwise(pred, {r["doc_id"]: r["case_id"] for r in rows})
    total, clean, noisy = Tally(), Tally(), Tally()
    for f, t in by_format.items():
        total += t
        if f in NOISY_FORMATS:
            noisy += t
        else:
            clean += t

    print(f"\n== {name}: {scored} documents from {shop_dir} ({elapsed:.1f}s), schema {schema_label or schema.name}")
    print(f"doc type accuracy: {type_ok}/{scored} = {fmt(ratio(type_ok, scored))}   by true type: "
          + ", ".join(f"{t} {n}/{m}" for t, (n, m) in sorted(type_by_truth.items())))
    if confusions:
        print("doc type confusions (true -> extracted): "
              + ", ".join(f"{t} -> {e} x{n}" for (t, e), n in sorted(confusions.items(), key=lambda kv: (-kv[1], kv[0]))))
    print(f"case grouping (pairwise): precision {fmt(case_p)} recall {fmt(case_r)} F1 {fmt(case_f1)} "
          f"({len(set(pred.values()))} groups found, {len({r['case_id'] for r in rows})} true cases)")
    head = f"{'':<15} {'truth':>5} {'acc':>6} {'prec':>6} {'halluc':>6} {'nullcov':>7} | {'baseline acc':>12} {'prec':>6}"
    print(head)
    for label, t, b in ([(f, by_format[f], by_format_base[f]) for f in sorted(by_format)]
                        + [("= clean", clean, None), ("= noisy", noisy, None), ("= all", total, None)]):
        bpart = f"{fmt(b.recall):>12} {fmt(b.precision):>6}" if b is not None else ""
        print(f"{label:<15} {t.truth:>5} {fmt(t.recall):>6} {fmt(t.precision):>6} {t.hallucinated:>6} "
              f"{fmt(t.null_coverage):>7} | {bpart}")
    print(f"\n{'field':<22} {'truth':>5} {'acc':>6} {'prec':>6} {'halluc':>6} {'nullcov':>7} | {'baseline acc':>12}")
    for fname in sorted(by_field):
        t, b = by_field[fname], by_field_base[fname]
        print(f"{fname:<22} {t.truth:>5} {fmt(t.recall):>6} {fmt(t.precision):>6} {t.hallucinated:>6} "
              f"{fmt(t.null_coverage):>7} | {fmt(b.recall):>12}")
    print("\nvalidation findings: " + (", ".join(f"{rule} ({sev}) x{n}" for (rule, sev), n in sorted(rule_counts.items())) or "none"))
    print(f"values extracted: {values}; reverse check passed: {reverse_ok} ({fmt(ratio(reverse_ok, values))}); "
          f"authoritative: {authoritative} ({fmt(ratio(authoritative, values))}), of which right vs truth: "
          f"{authoritative_right}")
    if errors:
        print("\ndocument errors:\n  " + "\n  ".join(errors))
    if misses:
        print("\nmisses:\n" + "\n".join(misses))
    key = name.replace("-", "_")
    return {
        f"{key}_field_acc": total.recall,
        f"{key}_precision": total.precision,
        f"{key}_clean": clean.recall,
        f"{key}_noisy": noisy.recall,
        f"{key}_doctype": ratio(type_ok, scored),
        f"{key}_case_f1": case_f1,
        f"{key}_hallucinated": float(total.hallucinated),
        f"{key}_hallucinated_rate": total.hallucination_rate,
        f"{key}_null_coverage": total.null_coverage,
        f"{key}_reverse_pass": ratio(reverse_ok, values),
        "_tally": total,
        "_fields": dict(by_field),
    }


# --------------------------------------------------------------------------- SROIE


def sroie_baseline(ocr: OcrResult) -> dict[str, str | None]:
    """Naive: first non-empty line = company, next three lines = address, first date
    regex, the amount after the last "total" in the text."""
    lines = [ln.strip() for ln in ocr.text.splitlines() if ln.strip()]
    date = re.search(r"\b\d{1,2}[/-]\d{1,2}[/-]\d{2,4}\b", ocr.text)
    totals = re.findall(r"total[^\d\n]*(\d+[.,]\d{2})", ocr.text, re.I)
    return {
        "company": lines[0] if lines else None,
        "address": " ".join(lines[1:4]) if len(lines) > 1 else None,
        "date": date.group(0) if date else None,
        "total": totals[-1] if totals else None,
    }


def in_range(stem: str, numbers: tuple[int, int] | None) -> bool:
    """A receipt NNN is inside `numbers` (first, last), both included; every receipt when None."""
    return numbers is None or (stem.isdigit() and numbers[0] <= int(stem) <= numbers[1])


def parse_range(text: str) -> tuple[int, int]:
    """"050-099" -> (50, 99)."""
    m = re.fullmatch(r"\s*(\d+)\s*-\s*(\d+)\s*", text)
    if not m:
        raise argparse.ArgumentTypeError(f"expected FIRST-LAST receipt numbers, got {text!r}")
    return int(m.group(1)), int(m.group(2))


def run_sroie(name: str, sroie_dir: Path, cache_dir: Path, limit: int | None, settings: OcrSettings,
              show_misses: bool, numbers: tuple[int, int] | None = None) -> dict:
    """Score one folder of SROIE receipts (NNN.jpg + NNN.json), case-insensitive and strict;
    only receipts numbered inside `numbers` when given (a half of a split, for cross-checks)."""
    schema = load_schema("receipts")
    images = [p for p in sorted(sroie_dir.glob("*.jpg")) if in_range(p.stem, numbers)]
    if limit:
        images = images[:limit]
    ci: dict[str, Tally] = defaultdict(Tally)
    strict: dict[str, Tally] = defaultdict(Tally)
    bare: dict[str, Tally] = defaultdict(Tally)  # the lenient reading: ignoring case and punctuation
    base: dict[str, Tally] = defaultdict(Tally)
    in_text: dict[str, int] = defaultdict(int)  # the OCR ceiling: truth printed verbatim somewhere in the OCR text
    near: dict[str, int] = defaultdict(int)  # the right line, perhaps misread by OCR (scoring.sroie_near)
    misses: list[str] = []
    t0 = time.perf_counter()
    for img in images:
        truth = json.loads(img.with_suffix(".json").read_text())
        ocr = cached_ocr(img, cache_dir, settings)
        ex = extract(ocr, schema)
        b = sroie_baseline(tesseract_ocr(img, cache_dir, settings, ocr))
        for field in SROIE_FIELDS:
            if not truth.get(field):  # not annotated (sroie-train 104 has no address): not scored
                continue
            fv = ex.fields[field]
            got = fv.raw if fv.value is not None else None
            tp, gp = True, got is not None
            ok = sroie_equal_ci(field, truth[field], got)
            ci[field].add(tp, gp, ok)
            strict[field].add(tp, gp, sroie_equal_strict(field, truth[field], got))
            bare[field].add(tp, gp, sroie_equal_unpunctuated(field, truth[field], got))
            in_text[field] += tp and collapse(truth[field]).upper() in collapse(ocr.text).upper()
            near[field] += sroie_near(field, truth[field], got)
            base[field].add(tp, b[field] is not None, sroie_equal_ci(field, truth[field], b[field]))
            if show_misses and not ok:
                misses.append(f"  {img.stem} {field:<8} truth={truth[field]!r} got={got!r}")
    elapsed = time.perf_counter() - t0
    print(f"\n== {name}: {len(images)} receipts from {sroie_dir} ({elapsed:.1f}s), OCR engine {settings.engine}")
    print("ci = ignoring case, total as an amount; strict = case-sensitive, total as printed; no-punct = ignoring case "
          "and punctuation (the issue's lenient reading; spaces and letters still count); "
          "'in OCR text' = the truth appears verbatim in the OCR text (the ceiling); near = the right line, "
          f"perhaps misread by OCR ({NEAR_RATIO:.0%} alike; 1 - near = a wrong line or none; on long addresses a line more or less still counts as near)")
    print(f"{'field':<9} {'ci':>6} {'strict':>6} {'no-punct':>8} {'near':>6} {'prec':>6} {'in OCR text':>12} | {'baseline ci':>11} {'prec':>6}")
    for field in SROIE_FIELDS:
        t, st, b = ci[field], strict[field], base[field]
        print(f"{field:<9} {fmt(t.recall):>6} {fmt(st.recall):>6} {fmt(bare[field].recall):>8} {fmt(ratio(near[field], t.truth)):>6} {fmt(t.precision):>6} "
              f"{fmt(ratio(in_text[field], t.truth)):>12} | {fmt(b.recall):>11} {fmt(b.precision):>6}")
    if misses:
        print("misses:\n" + "\n".join(misses))
    key = name.replace("-", "_")
    out: dict = {}
    for field in SROIE_FIELDS:
        out[f"{key}_{field}_ci"] = ci[field].recall
        out[f"{key}_{field}_strict"] = strict[field].recall
        out[f"{key}_{field}_nopunct"] = bare[field].recall
    return out


# --------------------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    data = datasets_dir()
    ap.add_argument("--shop1", "--samples", dest="shop1", type=Path, default=REPO / "sample_docs",
                    help="shop 1: folder with truth.jsonl and batch/ (default sample_docs)")
    for split, role in SHOP_ROLES.items():
        ap.add_argument(f"--{split}", type=Path, default=REPO / "sample_docs" / split,
                        help=f"{role} (default sample_docs/{split})")
    ap.add_argument("--schema", default="default", help="schema for every shop but shop 2 (default: default)")
    ap.add_argument("--shop2-schema", default="default",
                    help="schema name or YAML path for shop 2 (default: default; e.g. a copy with the shop's ID patterns)")
    ap.add_argument("--sroie-train", type=Path, default=data / "sroie-train",
                    help=f"SROIE receipts to tune on (default {data / 'sroie-train'})")
    ap.add_argument("--sroie-sample", "--sroie", dest="sroie_sample", type=Path, default=data / "sroie-sample",
                    help=f"SROIE receipts not tuned on (default {data / 'sroie-sample'})")
    ap.add_argument("--splits", default=",".join(SPLITS), help=f"comma-separated subset of {','.join(SPLITS)}")
    ap.add_argument("--limit", type=int, default=None, help="at most N documents from each split")
    ap.add_argument("--range", dest="numbers", type=parse_range, default=None,
                    help="SROIE receipts numbered FIRST-LAST only (e.g. 050-099: half of sroie-train, for cross-checks)")
    ap.add_argument("--cache-dir", type=Path, default=REPO / "tmp" / ".cache" / "ocr",
                    help="OCR result cache, keyed by content hash + OCR config version (default tmp/.cache/ocr)")
    ap.add_argument("--misses", action="store_true", help="list every wrong or missing field")
    ap.add_argument("--engine", choices=["tesseract", "ppocr"], default="tesseract",
                    help="OCR engine for the shops (default tesseract, docflow's default)")
    ap.add_argument("--ocr-lang", default=OcrSettings.model_fields["lang"].default,
                    help="tesseract language(s) for the shops, as DOCFLOW_OCR_LANG sets them for docflow run (default: its default)")
    ap.add_argument("--sroie-engine", choices=["tesseract", "ppocr"], default="ppocr",
                    help="OCR engine for the SROIE receipts (default ppocr, the one README recommends for receipts; "
                         "tesseract when the ppocr extra is missing). The naive baseline always reads tesseract's text.")
    args = ap.parse_args(argv)
    wanted = [s.strip() for s in args.splits.split(",") if s.strip()]
    unknown = set(wanted) - set(SPLITS)
    if unknown:
        ap.error(f"unknown split(s) {sorted(unknown)}; choose from {', '.join(SPLITS)}")

    settings = OcrSettings(engine=args.engine, lang=args.ocr_lang)
    if args.sroie_engine == "ppocr" and ppocr_version() is None:
        print("ppocr engine not installed (pip install 'docflow[ppocr]'): SROIE read with tesseract")
        args.sroie_engine = "tesseract"
    print(f"OCR engine: shops {args.engine} ({settings.lang}), SROIE {args.sroie_engine}")
    result: dict = {}
    shops = {split: (getattr(args, split), args.shop2_schema if split == "shop2" else args.schema)
             for split in SHOP_SPLITS}
    receipts = {"sroie-train": args.sroie_train, "sroie-sample": args.sroie_sample}
    for split in wanted:
        if split in shops:
            folder, schema_name = shops[split]
            if (folder / "truth.jsonl").is_file():
                result.update({k if not k.startswith("_") else f"{k}_{split}": v for k, v in run_shop(
                    split, folder, load_schema(schema_name), args.cache_dir, args.limit, settings, args.misses,
                    schema_name).items()})
            else:
                print(f"\n{split}: no truth.jsonl in {folder} (skipped)")
        elif receipts[split].is_dir():
            result.update(run_sroie(split, receipts[split], args.cache_dir, args.limit,
                                    OcrSettings(engine=args.sroie_engine), args.misses, args.numbers))
        else:
            print(f"\n{split}: {receipts[split]} not found (skipped)")

    both = Tally()
    pools: dict[str, Tally] = defaultdict(Tally)
    pooled_fields: dict[str, dict[str, Tally]] = defaultdict(lambda: defaultdict(Tally))
    for split in SHOP_SPLITS:
        if f"_tally_{split}" not in result:
            continue
        pool = "heldout" if split in HELD_OUT else "tuning"
        tally = result.pop(f"_tally_{split}")
        both += tally
        pools[pool] += tally
        for fname, t in result.pop(f"_fields_{split}").items():
            pooled_fields[fname][pool] += t
    result["hallucinated_rate"] = both.hallucination_rate  # over every value the shops' extraction gave
    for pool, t in pools.items():
        result[f"{pool}_field_acc"], result[f"{pool}_precision"] = t.recall, t.precision

    print("\n== summary (figure per split; nan = split skipped or nothing to count)")
    print(f"{'split':<13} {'field acc':>9} {'clean':>6} {'noisy':>6} {'prec':>6} {'halluc':>6} {'nullcov':>7} "
          f"{'doctype':>7} {'case F1':>7} {'reverse':>7}")
    for split in SHOP_SPLITS:
        g = lambda k: result.get(f"{split}_{k}", math.nan)  # noqa: E731
        print(f"{split:<13} {fmt(g('field_acc')):>9} {fmt(g('clean')):>6} {fmt(g('noisy')):>6} {fmt(g('precision')):>6} "
              f"{g('hallucinated'):>6.0f} {fmt(g('null_coverage')):>7} {fmt(g('doctype')):>7} {fmt(g('case_f1')):>7} "
              f"{fmt(g('reverse_pass')):>7}")
    for pool, label in (("tuning", "= tuning"), ("heldout", "= held out")):
        t = pools.get(pool)
        if t is not None:
            print(f"{label:<13} {fmt(t.recall):>9} {'':>6} {'':>6} {fmt(t.precision):>6} {t.hallucinated:>6} "
                  f"{fmt(t.null_coverage):>7}   (pooled over the {pool.replace('heldout', 'held-out')} shops scored)")
    if len(pools) == 2:
        print(f"\n{'field (pooled)':<22} {'tuning':>7} {'held out':>9} {'gap':>6} {'held-out truth':>15}")
        for fname, by_pool in sorted(pooled_fields.items(), key=lambda kv: kv[1]["heldout"].recall - kv[1]["tuning"].recall):
            tu, ho = by_pool["tuning"], by_pool["heldout"]
            print(f"{fname:<22} {fmt(tu.recall):>7} {fmt(ho.recall):>9} {fmt(ho.recall - tu.recall):>6} {ho.truth:>15}")
    print(f"{'receipts':<13} " + "  ".join(f"{f + ' ci/strict/no-punct':>27}" for f in SROIE_FIELDS))
    for split in ("sroie_train", "sroie_sample"):
        print(f"{split:<13} " + "  ".join(
            f"{' / '.join(fmt(result.get(f'{split}_{f}_{m}', math.nan)) for m in ('ci', 'strict', 'nopunct')):>27}"
            for f in SROIE_FIELDS))

    keys = []
    for split in SHOP_SPLITS:
        keys += [f"{split}_{k}" for k in ("field_acc", "clean", "noisy", "precision", "hallucinated",
                                          "hallucinated_rate", "null_coverage", "doctype", "case_f1", "reverse_pass")]
    keys += ["hallucinated_rate", "tuning_field_acc", "tuning_precision", "heldout_field_acc", "heldout_precision"]
    for split in ("sroie_train", "sroie_sample"):
        keys += [f"{split}_{f}_{m}" for f in ("total", "date", "company", "address") for m in ("ci", "strict", "nopunct")]
    print("\nRESULT " + " ".join(f"{k}={result.get(k, math.nan):.3f}"
                                 if not k.endswith("_hallucinated") else f"{k}={result.get(k, math.nan):.0f}"
                                 for k in keys))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
