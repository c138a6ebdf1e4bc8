"""The OCR language choice (stages.ocr_language): English first, a page in a language written with diacritics read
again with tesseract's Latin-script model, so its names keep their accents."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image, ImageDraw, ImageFont

from stages import ocr_language
from stages.ocr import OcrSettings, run_ocr

FONT = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")

SPANISH = ("Factura número 4471 emitida el día 12 de marzo. Cliente: Rótulos del Bajío, León, Guanajuato. "
           "Descripción del artículo, cantidad y precio unitario. Condiciones de pago: transferencia bancaria a "
           "treinta días desde la fecha de emisión.")
POLISH = ("Faktura VAT nr 118/2026 wystawiona dnia 3 kwietnia. Nabywca: Paweł Zieliński, ulica Długa 14, Wrocław. "
          "Sposób płatności: przelew, termin płatności czternaście dni.")
ENGLISH = ("Invoice number 4471 issued on 12 March. Customer: Harbour Signs Ltd, Leeds. Description of the item, "
           "quantity and unit price. Payment terms: bank transfer within thirty days of the invoice date.")
INDONESIAN = ("Faktur nomor 4471 diterbitkan pada tanggal 12 Maret. Pelanggan: Toko Sinar Jaya, Bandung. Keterangan "
              "barang, jumlah dan harga satuan. Syarat pembayaran: transfer bank dalam tiga puluh hari.")


def _folded(text: str, conf: float = 91.0) -> dict[str, list]:
    """The words as tesseract's English model gives them (its `text` and `conf` columns): the letters without their
    diacritics."""
    import unicodedata

    words = ["".join(c for c in unicodedata.normalize("NFKD", w) if not unicodedata.combining(c)) for w in text.split()]
    return {"text": words, "conf": [conf] * len(words)}


@pytest.mark.parametrize("text", [SPANISH, POLISH])
def test_a_page_in_a_language_with_diacritics_reads_as_other(text):
    assert ocr_language.reads_as_other_language(_folded(text))


@pytest.mark.parametrize("text", [ENGLISH, INDONESIAN, "Faktura 118/2026 Wrocław", "4471 12.03.2026 1.234,56"])
def test_english_plain_languages_and_short_pages_stay_english(text):
    assert not ocr_language.reads_as_other_language(_folded(text))


def test_unsure_words_say_nothing_of_the_language():
    """Grain read as short unsure words looks like any language: only words read surely are identified."""
    assert not ocr_language.reads_as_other_language(_folded(SPANISH, conf=31.0))


def test_models_by_setting(monkeypatch):
    assert ocr_language.models("deu") == ("deu", None)
    assert ocr_language.models("eng+fra") == ("eng+fra", None)
    assert ocr_language.first_model("auto") == "eng"
    monkeypatch.setattr(ocr_language, "identifier_available", lambda: True)
    monkeypatch.setattr(ocr_language, "_installed_languages", lambda: frozenset({"eng", "osd", "script/Latin"}))
    ocr_language.latin_model.cache_clear()
    assert ocr_language.models("auto") == ("eng", "script/Latin")  # tessdata's own layout names it so
    with_latin = ocr_language.version_tag("auto")
    monkeypatch.setattr(ocr_language, "_installed_languages", lambda: frozenset({"eng", "osd"}))
    ocr_language.latin_model.cache_clear()
    assert ocr_language.models("auto") == ("eng", None)
    assert ocr_language.version_tag("auto") != with_latin  # installing the model changes the OCR stage's outputs
    assert "apt-get install tesseract-ocr-script-latn" in ocr_language.describe("auto")
    monkeypatch.setattr(ocr_language, "_installed_languages", lambda: frozenset())
    assert "could not be read" in ocr_language.describe("auto")
    monkeypatch.setattr(ocr_language, "identifier_available", lambda: False)
    assert ocr_language.models("auto") == ("eng", None)
    assert "pip install py3langid" in ocr_language.describe("auto")
    ocr_language.latin_model.cache_clear()


def _page(text: str, path: Path) -> Path:
    font = ImageFont.truetype(str(FONT), 34)
    img = Image.new("L", (1700, 900), 255)
    draw = ImageDraw.Draw(img)
    words, line, y = text.split(), "", 60
    for word in words:
        if draw.textlength(f"{line} {word}", font=font) > 1560:
            draw.text((70, y), line, font=font, fill=0)
            line, y = word, y + 56
        else:
            line = f"{line} {word}".strip()
    draw.text((70, y), line, font=font, fill=0)
    img.save(path)
    return path


needs_latin = pytest.mark.skipif(not (FONT.is_file() and ocr_language.latin_installed()),
                                 reason="tesseract's Latin-script model (tesseract-ocr-script-latn) or DejaVu Sans missing")


@needs_latin
def test_a_spanish_scan_keeps_its_accents(tmp_path):
    path = _page(SPANISH, tmp_path / "factura.png")
    english_only = run_ocr(path, OcrSettings(lang="eng")).text
    auto = run_ocr(path, OcrSettings()).text
    assert "Bajío" not in english_only
    for word in ("Rótulos", "Bajío", "León", "Descripción", "emisión"):
        assert word in auto, (word, auto)


@needs_latin
def test_an_english_scan_reads_as_with_english_alone(tmp_path):
    path = _page(ENGLISH, tmp_path / "invoice.png")
    assert run_ocr(path, OcrSettings()).text == run_ocr(path, OcrSettings(lang="eng")).text
