"""OCR stage against real tesseract and pdfium, on fixtures drawn here with Pillow and reportlab."""

from __future__ import annotations

import hashlib
import io
import re
from pathlib import Path

import pytest
import pytesseract
from PIL import Image, ImageDraw, ImageFont
from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas

from stages import tesseract_engine
from stages.ocr import OCR_CONFIG_VERSION, OcrSettings, TesseractNotInstalled, content_hash, run_ocr
from status.models import DocumentError, OcrResult

FONT_PATH = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
SAMPLE_BAD = Path(__file__).resolve().parent.parent / "sample_docs" / "bad"

LINES_A = ["INVOICE 4471 from Northwind Traders", "Total due 1,250.00 EUR", "Payment within 30 days"]
LINES_B = ["Refund approved for order 88213", "Amount 42.50 USD executed"]


# --------------------------------------------------------------------------- fixture makers


def font(size: int) -> ImageFont.FreeTypeFont:
    if FONT_PATH.is_file():
        return ImageFont.truetype(str(FONT_PATH), size)
    return ImageFont.load_default(size=size)


def text_image(lines: list[str], size: int = 34, width: int = 1100, mode: str = "RGB") -> Image.Image:
    """Black text on white, one line per entry, like a clean scan at ~200 dpi."""
    line_h = int(size * 1.8)
    img = Image.new(mode, (width, 60 + line_h * len(lines)), "white")
    draw = ImageDraw.Draw(img)
    for i, line in enumerate(lines):
        draw.text((40, 30 + i * line_h), line, fill="black", font=font(size))
    return img


def text_pdf(path: Path, pages: list[list[str]]) -> Path:
    """A PDF with a real text layer, one list of lines per page."""
    c = canvas.Canvas(str(path), pagesize=A4)
    for lines in pages:
        c.setFont("Helvetica", 14)
        for i, line in enumerate(lines):
            c.drawString(72, 760 - i * 24, line)
        c.showPage()
    c.save()
    return path


def image_pdf(path: Path, pages: list[Image.Image | list[str]], **canvas_kw) -> Path:
    """A PDF whose pages are either scanned-looking images (no text layer) or text lines."""
    c = canvas.Canvas(str(path), pagesize=A4, **canvas_kw)
    for page in pages:
        if isinstance(page, Image.Image):
            w, h = A4
            scale = (w - 72) / page.width
            c.drawImage(ImageReader(page), 36, h - 36 - page.height * scale, page.width * scale, page.height * scale)
        else:
            c.setFont("Helvetica", 14)
            for i, line in enumerate(page):
                c.drawString(72, 760 - i * 24, line)
        c.showPage()
    c.save()
    return path


def words_of(lines: list[str]) -> list[str]:
    return [w for line in lines for w in line.split()]


def assert_offsets_exact(result: OcrResult) -> None:
    for page in result.pages:
        assert result.text[page.start : page.start + len(page.text)] == page.text
        for w in page.words:
            assert result.text[w.start : w.start + len(w.text)] == w.text
            assert result.page_of(w.start) == page.page


def assert_has_words(text: str, lines: list[str], at_least: float = 1.0) -> None:
    found = [w for w in words_of(lines) if w in text]
    assert len(found) >= at_least * len(words_of(lines)), (found, text)


# --------------------------------------------------------------------------- images


def test_png_words_offsets_confidence(tmp_path: Path):
    path = tmp_path / "invoice.png"
    text_image(LINES_A).save(path)
    result = run_ocr(path, doc_id="doc-1")

    assert result.doc_id == "doc-1"
    assert result.source_format == "image"
    assert result.content_hash == hashlib.sha256(path.read_bytes()).hexdigest()
    [page] = result.pages
    assert page.method == "tesseract" and page.page == 1 and page.start == 0
    assert (page.width, page.height) == Image.open(path).size
    assert_has_words(result.text, LINES_A)
    assert_offsets_exact(result)
    # one text line per OCR line
    assert [line for line in result.text.split("\n") if line.strip()] == LINES_A
    assert page.mean_conf is not None and 80 <= page.mean_conf <= 100
    assert all(0 <= w.conf <= 100 for w in page.words)
    assert page.mean_conf == pytest.approx(sum(w.conf for w in page.words) / len(page.words), abs=0.01)


@pytest.mark.parametrize("fmt,ext", [("JPEG", ".jpg"), ("BMP", ".bmp"), ("WEBP", ".webp")])
def test_other_image_formats(tmp_path: Path, fmt: str, ext: str):
    path = tmp_path / f"letter{ext}"
    text_image(LINES_B).save(path, format=fmt, **({"quality": 92} if fmt in ("JPEG", "WEBP") else {}))
    result = run_ocr(path)
    assert result.doc_id == path.name
    assert_has_words(result.text, LINES_B)
    assert_offsets_exact(result)


def test_multiframe_tiff_is_one_page_per_frame(tmp_path: Path):
    path = tmp_path / "scan.tiff"
    first, second = text_image(LINES_A, mode="L"), text_image(LINES_B, mode="L")
    first.save(path, save_all=True, append_images=[second], compression="tiff_lzw")
    result = run_ocr(path)

    assert [p.page for p in result.pages] == [1, 2]
    assert result.text.count("\f") == 1
    page1, page2 = result.text.split("\f")
    assert_has_words(page1, LINES_A)
    assert_has_words(page2, LINES_B)
    assert result.pages[1].start == len(page1) + 1
    assert_offsets_exact(result)


def test_small_image_is_upscaled_but_boxes_stay_in_original_pixels(tmp_path: Path):
    path = tmp_path / "small.png"
    img = text_image(["Receipt 5521 total 17.40"], size=15, width=420)
    img.save(path)
    result = run_ocr(path, OcrSettings(upscale_below=1000))
    assert_has_words(result.text, ["Receipt 5521 total 17.40"])
    page = result.pages[0]
    assert (page.width, page.height) == img.size
    for w in page.words:
        assert 0 <= w.left and w.left + w.width <= img.width + 2
        assert 0 <= w.top and w.top + w.height <= img.height + 2


def test_transparent_png_text_is_read(tmp_path: Path):
    img = Image.new("RGBA", (1000, 120), (0, 0, 0, 0))
    ImageDraw.Draw(img).text((30, 30), "Shipping notice 7781", fill=(0, 0, 0, 255), font=font(36))
    path = tmp_path / "alpha.png"
    img.save(path)
    assert_has_words(run_ocr(path).text, ["Shipping notice 7781"])


def test_magic_bytes_beat_the_extension(tmp_path: Path):
    path = tmp_path / "misnamed.pdf"
    text_image(LINES_B).save(path, format="PNG")
    result = run_ocr(path)
    assert result.source_format == "image"
    assert_has_words(result.text, LINES_B)


# --------------------------------------------------------------------------- PDFs


def test_pdf_text_layer_two_pages(tmp_path: Path):
    path = text_pdf(tmp_path / "two.pdf", [LINES_A, LINES_B])
    result = run_ocr(path)

    assert result.source_format == "pdf"
    assert [p.method for p in result.pages] == ["text_layer", "text_layer"]
    assert all(p.mean_conf is None for p in result.pages)
    assert result.text.split("\f") == ["\n".join(LINES_A), "\n".join(LINES_B)]
    assert result.pages[1].start == len("\n".join(LINES_A)) + 1
    assert result.page_of(result.text.index("88213")) == 2
    assert_offsets_exact(result)


def test_image_only_pdf_is_rendered_and_ocred(tmp_path: Path):
    path = image_pdf(tmp_path / "scan.pdf", [text_image(LINES_A)])
    result = run_ocr(path)
    [page] = result.pages
    assert page.method == "tesseract"
    assert page.mean_conf is not None and page.mean_conf > 70
    # rendered at 300 dpi: A4 is 2480 x 3508 px
    assert abs(page.width - 2480) <= 1 and abs(page.height - 3508) <= 1
    assert_has_words(result.text, LINES_A)
    assert_offsets_exact(result)


def test_mixed_pdf_uses_text_layer_where_present(tmp_path: Path):
    path = image_pdf(tmp_path / "mixed.pdf", [LINES_A, text_image(LINES_B)])
    result = run_ocr(path, OcrSettings(dpi=200))
    assert [p.method for p in result.pages] == ["text_layer", "tesseract"]
    assert abs(result.pages[1].width - 1654) <= 1 and abs(result.pages[1].height - 2339) <= 1
    assert_has_words(result.text.split("\f")[1], LINES_B)
    assert result.mean_conf == result.pages[1].mean_conf
    assert_offsets_exact(result)


def test_pdf_with_owner_password_only_is_readable(tmp_path: Path):
    """Permissions-only encryption (empty user password) is not a locked document."""
    from reportlab.lib.pdfencrypt import StandardEncryption

    enc = StandardEncryption(userPassword="", ownerPassword="owner-secret", canPrint=0)
    path = image_pdf(tmp_path / "perm.pdf", [LINES_B], encrypt=enc)
    assert run_ocr(path).text == "\n".join(LINES_B)


# --------------------------------------------------------------------------- plain text


def test_text_files_pass_through(tmp_path: Path):
    utf8 = tmp_path / "note.txt"
    utf8.write_text("Dear customer,\r\nyour refund of 42,50 € is approved.\n", encoding="utf-8")
    result = run_ocr(utf8)
    assert result.source_format == "text"
    assert result.pages[0].method == "plain_text"
    assert result.text == "Dear customer,\nyour refund of 42,50 € is approved.\n"

    latin1 = tmp_path / "mail.eml"
    latin1.write_bytes("Subject: Réclamation\n\nMontant: 99,00 €".encode("cp1252").replace(b"\x80", b"EUR"))
    assert "Réclamation" in run_ocr(latin1).text

    paged = tmp_path / "two.md"
    paged.write_text("# Page one\f# Page two\n")
    result = run_ocr(paged)
    assert [p.text for p in result.pages] == ["# Page one", "# Page two\n"]
    assert result.page_of(result.text.index("two")) == 2


# --------------------------------------------------------------------------- errors


def code_of(path: Path, settings: OcrSettings = OcrSettings()) -> tuple[str, str]:
    with pytest.raises(DocumentError) as info:
        run_ocr(path, settings)
    return info.value.code, str(info.value)


def test_missing_and_empty_files(tmp_path: Path):
    assert code_of(tmp_path / "nope.png")[0] == "file_not_found"
    assert code_of(tmp_path)[0] == "not_a_file"
    (tmp_path / "empty.pdf").write_bytes(b"")
    assert code_of(tmp_path / "empty.pdf")[0] == "empty_file"


def test_corrupt_and_truncated_images(tmp_path: Path):
    garbage = tmp_path / "garbage.png"
    garbage.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 8)
    assert code_of(garbage)[0] == "corrupt_image"

    renamed = tmp_path / "photo.jpg"  # right extension, bytes of nothing known
    renamed.write_bytes(b"this is not a jpeg at all" * 10)
    assert code_of(renamed)[0] == "corrupt_image"

    buf = io.BytesIO()
    text_image(LINES_A).save(buf, format="JPEG", quality=90)
    truncated = tmp_path / "cut.jpg"
    truncated.write_bytes(buf.getvalue()[: len(buf.getvalue()) // 2])
    code, message = code_of(truncated)
    assert code == "truncated_image" and "cut.jpg" in message

    buf = io.BytesIO()
    text_image(LINES_A).save(buf, format="PNG")
    truncated_png = tmp_path / "cut.png"
    truncated_png.write_bytes(buf.getvalue()[: len(buf.getvalue()) // 2])
    assert code_of(truncated_png)[0] == "truncated_image"


def test_corrupt_pdf(tmp_path: Path):
    bad = tmp_path / "bad.pdf"
    bad.write_bytes(b"%PDF-1.7\n" + b"\x00garbage" * 200)
    assert code_of(bad)[0] == "corrupt_pdf"
    renamed = tmp_path / "notreally.pdf"
    renamed.write_bytes(b"hello, I am text with a .pdf name")
    assert code_of(renamed)[0] == "corrupt_pdf"


def test_encrypted_pdf_is_named_as_such(tmp_path: Path):
    path = image_pdf(tmp_path / "locked.pdf", [LINES_A], encrypt="user-secret")
    code, message = code_of(path)
    assert code == "encrypted_pdf"
    assert "password" in message


def test_unsupported_type_lists_supported(tmp_path: Path):
    path = tmp_path / "report.docx"
    path.write_bytes(b"PK\x03\x04" + b"\x00" * 100)
    code, message = code_of(path)
    assert code == "unsupported_type"
    assert "PDF" in message and "PNG" in message and ".txt" in message
    binary_txt = tmp_path / "data.txt"
    binary_txt.write_bytes(b"abc\x00\x01\x02")
    assert code_of(binary_txt)[0] == "unsupported_type"


def test_blank_pages_say_which(tmp_path: Path):
    white = tmp_path / "white.png"
    Image.new("L", (800, 600), 255).save(white)
    assert code_of(white)[0] == "blank_page"

    blank_pdf = image_pdf(tmp_path / "blank.pdf", [[], []], )
    code, message = code_of(blank_pdf, OcrSettings(dpi=100))
    assert code == "blank_page" and "1, 2 of 2" in message

    whitespace = tmp_path / "space.txt"
    whitespace.write_text(" \n\t \n")
    assert code_of(whitespace)[0] == "blank_page"


def test_a_small_readable_photo_is_read_again_before_it_counts_as_blank(tmp_path: Path):
    """Letters of ~7 px: tesseract reads nothing at the photo's own size (once: blank_page); the
    second reading, enlarged, finds the words. Boxes stay in the photo's pixels."""
    from stages.ocr_image import ocr_image

    img = text_image(["Receipt 5521 total 17.40", "Cash 20.00 change 2.60"], size=7, width=220)
    assert ocr_image(img, page_no=1, lang="eng", psm=6, timeout_s=30, upscale_below=0).text.strip() == ""
    path = tmp_path / "tiny.png"
    img.save(path)
    result = run_ocr(path)
    assert "5521" in result.text and "17.40" in result.text
    assert all(w.left + w.width <= img.width + 2 for w in result.pages[0].words)


def test_one_blank_page_among_text_pages_is_fine(tmp_path: Path):
    path = text_pdf(tmp_path / "p.pdf", [LINES_A, []])
    result = run_ocr(path, OcrSettings(dpi=100))
    assert [p.page for p in result.pages] == [1, 2]
    assert result.pages[1].text == "" and result.pages[1].mean_conf is None


def test_too_many_pages(tmp_path: Path):
    path = text_pdf(tmp_path / "long.pdf", [[f"page {i} text here"] for i in range(4)])
    code, message = code_of(path, OcrSettings(max_pages=3))
    assert code == "too_many_pages" and "4 pages" in message
    assert len(run_ocr(path, OcrSettings(max_pages=4)).pages) == 4

    tiff = tmp_path / "many.tif"
    frames = [Image.new("L", (50, 50), 255) for _ in range(3)]
    frames[0].save(tiff, save_all=True, append_images=frames[1:])
    assert code_of(tiff, OcrSettings(max_pages=2))[0] == "too_many_pages"


def test_timeout_is_a_document_error_with_page(tmp_path: Path):
    path = tmp_path / "slow.png"
    text_image(LINES_A).save(path)
    code, message = code_of(path, OcrSettings(timeout_s=0.001))
    assert code == "ocr_timeout" and "page 1" in message


def test_missing_tesseract_says_how_to_install(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    png = tmp_path / "a.png"
    text_image(LINES_B).save(png)
    pdf = text_pdf(tmp_path / "a.pdf", [LINES_B])
    monkeypatch.setattr(pytesseract.pytesseract, "tesseract_cmd", str(tmp_path / "no-such-tesseract"))
    monkeypatch.setattr(tesseract_engine, "available", lambda: False)  # nor its library
    with pytest.raises(TesseractNotInstalled, match="apt-get install tesseract-ocr"):
        run_ocr(png)
    assert run_ocr(pdf).pages[0].method == "text_layer"  # text layers need no tesseract


def test_a_bad_document_does_not_affect_the_next(tmp_path: Path):
    good = tmp_path / "good.png"
    text_image(LINES_B).save(good)
    bad = tmp_path / "bad.jpg"
    bad.write_bytes(b"\xff\xd8\xff\xe0" + b"\x00" * 50)
    assert code_of(bad)[0] in ("corrupt_image", "truncated_image")
    assert_has_words(run_ocr(good).text, LINES_B)


# --------------------------------------------------------------------------- settings and hashing


def test_config_version_tracks_output_affecting_settings():
    base = OcrSettings()
    version = base.config_version
    assert version.startswith(OCR_CONFIG_VERSION)
    assert f"tess={pytesseract.get_tesseract_version()}" in version
    for change in ({"dpi": 200}, {"lang": "eng+osd"}, {"psm_image": 11}, {"psm_pdf": 3}, {"upscale_below": 1000}, {"denoise_pdf": False}):
        assert OcrSettings(**change).config_version != version, change
    assert OcrSettings(timeout_s=5, max_pages=3).config_version == version


def test_content_hash(tmp_path: Path):
    path = tmp_path / "x.bin"
    path.write_bytes(b"docflow" * 100_000)
    assert content_hash(path) == hashlib.sha256(b"docflow" * 100_000).hexdigest()


def test_sroie_receipt(sroie_dir: Path):
    """A real scanned receipt nobody here wrote: offsets exact, confident, total found."""
    result = run_ocr(sroie_dir / "000.jpg")
    assert_offsets_exact(result)
    assert result.mean_conf is not None and result.mean_conf > 60
    assert "9.00" in result.text
    assert re.search(r"25/12/2018", result.text)


# --------------------------------------------------------------------------- sample_docs/bad


def bad_samples() -> list[tuple[str, set[str]]]:
    """(file, accepted codes) from the table in sample_docs/bad/README.md: `| file | `code` ... |`.

    The first back-ticked code in the second column is expected; others named there
    ("`corrupt_image` also acceptable") are accepted too.
    """
    readme = SAMPLE_BAD / "README.md"
    if not readme.is_file():
        return []
    pairs = []
    for line in readme.read_text().splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 2 or not (SAMPLE_BAD / cells[0]).is_file():
            continue
        codes = set(re.findall(r"`([a-z_]+)`", cells[1]))
        if codes:
            pairs.append((cells[0], codes))
    return pairs


@pytest.mark.skipif(not bad_samples(), reason="sample_docs/bad/README.md not present")
@pytest.mark.parametrize("name,codes", bad_samples())
def test_sample_bad_documents(name: str, codes: set[str]):
    assert code_of(SAMPLE_BAD / name)[0] in codes


def test_sample_bad_readme_is_understood():
    if not (SAMPLE_BAD / "README.md").is_file():
        pytest.skip("sample_docs/bad/README.md not present")
    listed = {name for name, _ in bad_samples()}
    present = {p.name for p in SAMPLE_BAD.iterdir() if p.name != "README.md"}
    assert listed == present, "every bad sample must have its expected code parsed from the README"


def test_concurrent_documents_in_threads(tmp_path: Path):
    """The flow runs documents in a thread pool; PDFium is not thread-safe, so the stage serialises it."""
    from concurrent.futures import ThreadPoolExecutor

    paths = [image_pdf(tmp_path / f"scan{i}.pdf", [text_image(LINES_B), LINES_A]) for i in range(4)]
    settings = OcrSettings(dpi=150)
    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(lambda p: run_ocr(p, settings), paths))
    assert len({r.text for r in results}) == 1
    for r in results:
        assert [p.method for p in r.pages] == ["tesseract", "text_layer"]
        assert_has_words(r.text, LINES_B + LINES_A)


def test_text_that_mentions_pdf_magic_stays_text(tmp_path: Path):
    note = tmp_path / "README.md"
    note.write_text("A file starting with a `%PDF-1.4` header is a PDF.\n")
    assert run_ocr(note).source_format == "text"
    real = text_pdf(tmp_path / "real.pdf", [LINES_B])
    junk_first = tmp_path / "scan.bin"  # header after junk, name says nothing: still a PDF
    junk_first.write_bytes(b"JUNK\n" + real.read_bytes())
    result = run_ocr(junk_first)
    assert result.source_format == "pdf" and "88213" in result.text


def test_exif_orientation_is_applied(tmp_path: Path):
    """Phone photos are stored sideways with an EXIF Orientation tag; honour it before OCR."""
    upright = text_image(LINES_B)
    stored = upright.rotate(90, expand=True)  # pixels lie on their side
    exif = Image.Exif()
    exif[0x0112] = 6  # "rotate 90 clockwise to display"
    path = tmp_path / "photo.jpg"
    stored.save(path, format="JPEG", quality=92, exif=exif)
    result = run_ocr(path)
    assert_has_words(result.text, LINES_B)
    page = result.pages[0]
    assert (page.width, page.height) == upright.size  # boxes and size in display orientation
    assert all(w.left + w.width <= page.width + 2 for w in page.words)


def test_windows_1252_text_keeps_the_euro_sign(tmp_path):
    from stages.ocr import run_ocr

    path = tmp_path / "win.txt"
    path.write_bytes("Refund of 129,99 \u20ac approved".encode("cp1252"))
    assert "129,99 \u20ac" in run_ocr(path).text


def test_eml_bodies_are_decoded(tmp_path):
    from email.message import EmailMessage

    from stages.ocr import run_ocr

    msg = EmailMessage()
    msg["From"] = "anna@example.com"
    msg["To"] = "support@northwind.example"
    msg["Subject"] = "Refund request ORD-123456"
    msg.set_content("Please refund 129,99 \u20ac for order ORD-123456.\n", cte="quoted-printable")
    path = tmp_path / "mail.eml"
    path.write_bytes(bytes(msg))
    assert b"=E2=82=AC" in path.read_bytes()  # really encoded on disk
    text = run_ocr(path).text
    assert "Subject: Refund request ORD-123456" in text and "129,99 \u20ac" in text


def test_an_8bit_eml_body_keeps_its_non_ascii_characters(tmp_path):
    """An 8-bit UTF-8 text part (no transfer encoding): the euro sign stays a euro sign, not "\\u20ac"."""
    from stages.ocr import run_ocr

    path = tmp_path / "mail.eml"
    path.write_bytes(("From: anna@example.com\nTo: support@shop.example\nSubject: Refund\nMIME-Version: 1.0\n"
                      "Content-Type: text/plain; charset=\"utf-8\"\nContent-Transfer-Encoding: 8bit\n\n"
                      "I am asking for my \u20ac168.19 back.\n").encode("utf-8"))
    text = run_ocr(path).text
    assert "\u20ac168.19" in text and "\\u20ac" not in text


def test_huge_image_is_refused_before_decoding(tmp_path):
    from PIL import Image

    from stages.ocr import run_ocr
    from stages.ocr_image import MAX_IMAGE_PIXELS
    from status.models import DocumentError

    side = int(MAX_IMAGE_PIXELS**0.5) + 10
    path = tmp_path / "huge.png"
    Image.new("1", (side, side), 1).save(path)  # 1-bit: small on disk, big when decoded
    with pytest.raises(DocumentError) as err:
        run_ocr(path)
    assert err.value.code == "image_too_large"


def tesseract_data(words: list[tuple[str, int, int, int, int, int]]) -> dict[str, list]:
    """image_to_data-like dict from (text, left, top, width, block, line) with height 30."""
    keys = ["level", "text", "conf", "left", "top", "width", "height", "block_num", "par_num", "line_num"]
    data: dict[str, list] = {k: [] for k in keys}
    for text, left, top, width, block, line in words:
        for k, v in zip(keys, [5, text, 90, left, top, width, 30, block, 1, line]):
            data[k].append(v)
    return data


def test_paragraph_cut_into_columns_is_put_back_together():
    """Tesseract read one paragraph as two blocks side by side; the text reads as printed."""
    from stages.ocr_image import page_text_from_data

    data = tesseract_data([
        ("s", 505, 100, 15, 1, 1), ("Mouse", 540, 100, 90, 1, 1), ("because", 650, 100, 110, 1, 1),
        ("fund", 505, 150, 60, 2, 2), ("of", 580, 150, 30, 2, 2), ("EUR", 620, 150, 50, 2, 2),
        ("I", 100, 102, 10, 2, 1), ("am", 130, 102, 40, 2, 1), ("Wireles", 400, 102, 100, 2, 1),
        ("a", 100, 152, 15, 3, 1), ("re", 460, 152, 40, 3, 1),
        ("Letterhead", 100, 300, 150, 4, 1), ("12 March 2026", 900, 300, 200, 5, 1),  # far apart: not joined
    ])
    text, words = page_text_from_data(data)
    assert text == "I am Wireless Mouse because\na refund of EUR\n\nLetterhead\n\n12 March 2026"
    assert all(text[w.start:w.start + len(w.text)] == w.text for w in words)
    whole = next(w for w in words if w.text == "refund")
    assert (whole.left, whole.width) == (460, 105)


def test_real_columns_and_punctuation_are_not_rejoined():
    from stages.ocr_image import page_text_from_data

    data = tesseract_data([
        ("Acme", 100, 100, 80, 1, 1), ("Trading", 190, 100, 110, 1, 1),  # gutter of 1.3 line heights
        ("Invoice", 340, 100, 100, 2, 1), ("No", 450, 100, 40, 2, 1),
        ("Total:", 100, 200, 90, 3, 1), ("9.00", 196, 200, 60, 4, 1),  # close, but not a cut word
    ])
    text, _ = page_text_from_data(data)
    assert text == "Acme Trading\n\nInvoice No\n\nTotal: 9.00"
