"""OCR stage: a document file in, its text with per-word confidence and offsets out.

    run_ocr(path, settings, doc_id) -> OcrResult

Images go through tesseract; PDFs use each page's text layer when it has real
text and are rendered and OCRed otherwise; plain text passes through. Every
problem with the input is a DocumentError with a stable `code`, raised for that
document only: nothing here keeps state between documents.
"""

from __future__ import annotations

import errno
import hashlib
import os
import stat
from pathlib import Path
from typing import BinaryIO

os.environ.setdefault("OMP_THREAD_LIMIT", "1")  # before tesseract is ever started

from typing import Literal  # noqa: E402

from PIL import Image  # noqa: E402
from pydantic import BaseModel, ConfigDict, Field  # noqa: E402

from stages.filetypes import SUPPORTED_TYPES, detect_type  # noqa: E402
from stages import ocr_language  # noqa: E402
from stages.ocr_image import (  # noqa: E402
    TesseractNotInstalled,
    TesseractPage,
    engine_gate,
    iter_image_frames,
    ocr_image,
    tesseract_version,
)
from stages.ocr_ppocr import PPOCR_CODE_VERSION, PpocrNotInstalled, ppocr_page, ppocr_version  # noqa: E402
from stages.receipt_reread import reread_name  # noqa: E402
from stages.ocr_pdf import PDFIUM_BUILD, iter_pdf_pages, non_space_chars, open_pdf, page_count  # noqa: E402
from status.models import DocumentError, OcrPage, OcrResult  # noqa: E402

__all__ = [
    "OCR_CONFIG_VERSION",
    "DocumentError",
    "OcrSettings",
    "PpocrNotInstalled",
    "TesseractNotInstalled",
    "content_hash",
    "engine_gate",
    "run_ocr",
]

# Bump when code changes alter the output for the same bytes and settings.
OCR_CONFIG_VERSION = "ocr-10.4"  # ocr-10.4: a worn image page (mean word confidence < 70) read again through letter-sized blurs, grain measured through a light blur, unsure codes re-read from their crops (ocr_image, noisy10); ocr-10.3: two blocks of lines side by side at different line pitches that one psm-6 reading garbled (a "Bill to" block beside the letterhead) read again from their own crops and laid out as two columns (ocr_image.reread_side_by_side); ocr-10.2: a column of label rows with values right-aligned at one x (top-right references) read as a column (ocr_image._right_aligned_labels); ocr-10: a column of right-aligned "Label:" rows beside an address block is a column, a row of values under a row of labels is no column (ocr_image.split_columns); letters a rule or a fax streak ran through drawn back across its erased band (ocr_image.crossing_strokes); ocr-9: long straight rules (grids, boxes, underlines) painted over before tesseract (ocr_image.without_rules); ocr-8: dot leaders dropped, side-by-side columns read one after the other (ocr_image.page_text_from_data); ocr-7: image files with small print are enlarged, faxes given square pixels (ocr_image.prepare)


class OcrSettings(BaseModel):
    """Everything that steers OCR. `config_version` names the subset that changes output."""

    model_config = ConfigDict(frozen=True)

    engine: Literal["tesseract", "ppocr"] = Field(
        "tesseract",
        description="Who reads scanned pages: tesseract, or ppocr (PP-OCRv6 characters with tesseract's word "
        "breaks; better on photographed receipts, ~8x slower; needs the ppocr extra).",
    )
    timeout_s: float = Field(120, gt=0, description="Tesseract time limit per page, seconds (fractions allowed).")
    dpi: int = Field(300, ge=50, le=1200, description="Render resolution for PDF pages without a text layer.")
    lang: str = Field(
        "auto",
        description="Tesseract language(s), e.g. 'eng' or 'eng+deu'; 'auto': English, and a page whose text reads as "
        "another language written with diacritics read again with the Latin-script model (stages.ocr_language).",
    )
    min_chars: int = Field(3, ge=0, description="A page with fewer non-space characters counts as blank.")
    max_pages: int = Field(50, gt=0, description="Documents with more pages are refused (too_many_pages).")
    # Defaults measured with benchmarks/ocr_settings.py (see its docstring and the stage report):
    # receipts/photos read best as one uniform block (psm 6); rendered PDF pages need layout
    # analysis (psm 4, a single column of variable-size text) so speckle is not read as words.
    psm_image: int = Field(6, ge=0, le=13, description="Tesseract page segmentation mode for image files.")
    psm_pdf: int = Field(4, ge=0, le=13, description="Tesseract page segmentation mode for rendered PDF pages.")
    upscale_below: int = Field(
        0, ge=0, description="Enlarge images narrower than this (px) before OCR; 0 = never (measured: no gain)."
    )
    denoise_pdf: bool = Field(True, description="3x3 median filter on PDF pages rendered at >= 200 dpi.")
    text_layer_min_chars: int = Field(
        10, ge=1, description="A PDF page's text layer is used when it has at least this many non-space characters."
    )

    @property
    def config_version(self) -> str:
        """Key for stored outputs: code, tesseract and PDFium versions and every output-affecting setting.

        timeout_s and max_pages are left out: they decide whether a document fails,
        never what a successful result contains.
        """
        return (
            f"{OCR_CONFIG_VERSION};tess={_tesseract_version() or 'missing'};pdfium={PDFIUM_BUILD}"
            f";lang={ocr_language.version_tag(self.lang)};dpi={self.dpi}"
            f";psm=img{self.psm_image},pdf{self.psm_pdf};up={self.upscale_below};denoise={int(self.denoise_pdf)}"
            f";tl={self.text_layer_min_chars};min={self.min_chars}"
            + (f";engine=ppocr-{PPOCR_CODE_VERSION}:{ppocr_version() or 'missing'}" if self.engine == "ppocr" else "")
        )


_TESSERACT_VERSION: list[str] = []  # filled once found; a missing binary is asked again next time


def _tesseract_version() -> str | None:
    if not _TESSERACT_VERSION:
        found = tesseract_version()
        if found is None:
            return None
        _TESSERACT_VERSION.append(found)
    return _TESSERACT_VERSION[0]


def content_hash(path: Path) -> str:
    """sha256 hex digest of the file's bytes (the key for stored outputs); never through a link."""
    digest = hashlib.sha256()
    with open_document(Path(path)) as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def open_document(path: Path) -> BinaryIO:
    """Open a document file for reading, or raise DocumentError saying why it cannot be.

    Discovery stores every document by its real path, so a symbolic link here is one
    that pointed out of the input folder (or was swapped in since): refused, never
    followed. Only regular files are opened (a FIFO would block, a device never ends).
    """
    try:
        st = os.lstat(path)
    except FileNotFoundError as exc:
        raise DocumentError(f"{path.name}: does not exist", code="file_not_found") from exc
    except OSError as exc:
        raise _os_error(path, exc) from exc
    if stat.S_ISLNK(st.st_mode):
        raise DocumentError(
            f"{path.name}: a symbolic link that points outside the input folder; docflow does not follow it",
            code="outside_inbox",
        )
    if stat.S_ISDIR(st.st_mode):
        if not os.access(path, os.R_OK | os.X_OK):
            raise DocumentError(f"{path.name}: the folder cannot be listed (permission denied); its files were not processed",
                                code="unreadable_folder")
        raise DocumentError(f"{path.name}: is a folder, not a file", code="not_a_file")
    if not stat.S_ISREG(st.st_mode):
        raise DocumentError(f"{path.name}: not a regular file (a pipe, socket or device); not read", code="special_file")
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    except OSError as exc:
        if exc.errno == errno.ELOOP:  # became a link after the check above
            raise DocumentError(f"{path.name}: a symbolic link; docflow does not follow it", code="outside_inbox") from exc
        raise _os_error(path, exc) from exc
    return os.fdopen(fd, "rb")


def _os_error(path: Path, exc: OSError) -> DocumentError:
    if exc.errno in (errno.EACCES, errno.EPERM):
        return DocumentError(f"{path.name}: permission denied (the file exists but cannot be read)", code="permission_denied")
    return DocumentError(f"{path.name}: cannot be read ({exc.strerror})", code="unreadable_file")


def run_ocr(path: Path, settings: OcrSettings = OcrSettings(), doc_id: str | None = None) -> OcrResult:
    """OCR one document. Raises DocumentError (with `code`) for any problem with the file itself."""
    path = Path(path)
    try:
        with open_document(path) as fh:
            head = fh.read(2048)
    except OSError as exc:
        raise _os_error(path, exc) from exc
    if not head:
        raise DocumentError(f"{path.name}: the file is empty (0 bytes)", code="empty_file")

    ftype = detect_type(path, head)
    if ftype.kind is None:
        raise DocumentError(
            f"{path.name}: unsupported file type ({ftype.detail}); supported: {SUPPORTED_TYPES}",
            code="unsupported_type",
        )
    if ftype.kind == "image":
        pages = _image_pages(path, settings)
    elif ftype.kind == "pdf":
        pages = _pdf_pages(path, settings)
    else:
        pages = _text_pages(path, settings)

    _refuse_blank(path, pages, settings.min_chars)
    pages, text = _join(pages)
    return OcrResult(
        doc_id=doc_id or path.name,
        content_hash=content_hash(path),
        source_format=ftype.kind,
        pages=pages,
        text=text,
    )


# --------------------------------------------------------------------------- per kind


def _image_pages(path: Path, settings: OcrSettings) -> list[OcrPage]:
    pages = []
    for page_no, frame in enumerate(iter_image_frames(path, settings.max_pages), start=1):
        with frame:
            found = ocr_image(
                frame,
                page_no=page_no,
                lang=settings.lang,
                psm=settings.psm_image,
                timeout_s=settings.timeout_s,
                upscale_below=settings.upscale_below,
            )
            if non_space_chars(found.text) < RETRY_BELOW_CHARS:
                found = _second_reading(frame, page_no, settings, found)
            pages.append(_engine_page(frame, page_no, found, settings))
    return pages


RETRY_BELOW_CHARS = 20  # an image page reading this little is read once more before it may count as blank
RETRY_WIDTH = 1600  # ... enlarged to about this width (px)


def _second_reading(frame: Image.Image, page_no: int, settings: OcrSettings, first: TesseractPage) -> TesseractPage:
    """A page that reads as (nearly) blank, read again before `blank_page` is decided: enlarged
    (a small photo's letters are below the ~20 px tesseract needs: a 250 px wide receipt gives 8
    characters as it is, 115 enlarged), then, if still empty, as sparse text (psm 11). The reading
    with the most text wins; a truly blank page stays blank. Costs only on such pages."""
    best = first
    for psm in (settings.psm_image, 11):
        again = ocr_image(frame, page_no=page_no, lang=settings.lang, psm=psm, timeout_s=settings.timeout_s,
                          upscale_below=max(RETRY_WIDTH, settings.upscale_below))
        if non_space_chars(again.text) > non_space_chars(best.text):
            best = again
        if non_space_chars(best.text) >= RETRY_BELOW_CHARS:
            break
    return best


def _pdf_pages(path: Path, settings: OcrSettings) -> list[OcrPage]:
    pages = []
    with open_pdf(path) as pdf:
        n_pages = page_count(pdf)
        if n_pages > settings.max_pages:
            raise DocumentError(
                f"{path.name}: {n_pages} pages, more than the limit of {settings.max_pages}", code="too_many_pages"
            )
        for content in iter_pdf_pages(pdf, path, dpi=settings.dpi, text_layer_min_chars=settings.text_layer_min_chars):
            if content.text_layer is not None:
                pages.append(OcrPage(page=content.page_no, text=content.text_layer, method="text_layer"))
                continue
            assert content.image is not None
            with content.image as image:
                found = ocr_image(
                    image,
                    page_no=content.page_no,
                    lang=settings.lang,
                    psm=settings.psm_pdf,
                    timeout_s=settings.timeout_s,
                    upscale_below=0,  # rendered at a known dpi: already big enough
                    dpi=content.render_dpi,
                    denoise=settings.denoise_pdf and (content.render_dpi or 0) >= 200,
                )
                pages.append(_engine_page(image, content.page_no, found, settings))
    return pages


MAX_TEXT_BYTES = 20_000_000  # a text or e-mail file this big is not one business document


def _text_pages(path: Path, settings: OcrSettings) -> list[OcrPage]:
    """Plain text passes through; a form feed in the file starts a new page. An e-mail
    (.eml) is parsed: its headers and text body, then its PDF and image attachments."""
    with open_document(path) as fh:
        data = fh.read(MAX_TEXT_BYTES + 1)
    if len(data) > MAX_TEXT_BYTES:
        raise DocumentError(f"{path.name}: more than {MAX_TEXT_BYTES:,} bytes of text; split it into its documents",
                            code="file_too_large")
    if path.suffix.lower() == ".eml":
        return _email_pages(data, path.name, settings)
    return _plain_pages(decode_text(data, path.name))


def _plain_pages(text: str, first: int = 1) -> list[OcrPage]:
    return [OcrPage(page=i, text=chunk, method="plain_text") for i, chunk in enumerate(text.split("\f"), start=first)]


def _email_pages(data: bytes, name: str, settings: OcrSettings) -> list[OcrPage]:
    """The message text as the first page(s), then every PDF or image attachment read
    like a file of its own (its pages follow). An e-mail with no text and only
    attachments docflow cannot read fails with `unsupported_attachment`, never
    silently empty."""
    import email
    import email.policy

    # decode the raw bytes the way plain text is decoded (8-bit headers without a charset
    # are common), then let the parser undo each part's transfer encoding and charset
    msg = email.message_from_string(decode_text(data, name), policy=email.policy.default)
    pages = _plain_pages(email_text(msg))
    body_chars = non_space_chars(_email_body(msg))
    read, skipped = 0, []
    for index, part in enumerate(msg.iter_attachments() if msg.is_multipart() else [], start=1):
        label = part.get_filename() or f"attachment {index}"
        payload = part.get_payload(decode=True) or b""
        ftype = detect_type(Path(label), payload[:2048])
        if ftype.kind not in ("pdf", "image") or not payload:
            skipped.append(f"{label} ({part.get_content_type()})")
            continue
        try:
            found = _attachment_pages(payload, ftype.kind, index, settings)
        except DocumentError as exc:
            raise DocumentError(f"{name}: attachment {label!r}: {exc}", code=exc.code) from exc
        pages += [p.model_copy(update={"page": len(pages) + i}) for i, p in enumerate(found, start=1)]
        read += 1
    if skipped and not read and body_chars < settings.min_chars:
        raise DocumentError(
            f"{name}: the e-mail has no text and its attachment(s) cannot be read: {', '.join(skipped)}; "
            f"supported: {SUPPORTED_TYPES}",
            code="unsupported_attachment",
        )
    return pages


def _attachment_pages(payload: bytes, kind: str, index: int, settings: OcrSettings) -> list[OcrPage]:
    """An attachment's pages, read from a private temporary copy (the readers take paths)."""
    import tempfile

    with tempfile.TemporaryDirectory(prefix="docflow-eml-") as tmp:
        copy = Path(tmp) / f"attachment-{index}.{'pdf' if kind == 'pdf' else 'img'}"
        copy.write_bytes(payload)
        return _pdf_pages(copy, settings) if kind == "pdf" else _image_pages(copy, settings)


def _email_body(msg) -> str:
    """The text/plain body (or the HTML body with its tags dropped), decoded."""
    import re

    part = msg.get_body(preferencelist=("plain", "html"))
    body = ""
    if part is not None:
        # an 8-bit part is already text (decode_text read the bytes); get_content() would re-encode
        # its non-ASCII characters as "\u20ac" escapes (email's raw-unicode-escape fallback)
        raw = part.get_payload()
        eight_bit = str(part.get("Content-Transfer-Encoding", "7bit")).strip().lower() in ("7bit", "8bit", "binary")
        body = raw if eight_bit and isinstance(raw, str) else part.get_content()
    if part is not None and part.get_content_subtype() == "html":
        body = re.sub(r"<[^>]+>", " ", body)
    return body


def email_text(msg) -> str:
    """From/To/Subject/Date lines, a blank line, then the body (quoted-printable and base64 decoded)."""
    head = "\n".join(f"{h}: {msg[h]}" for h in ("From", "To", "Subject", "Date") if msg[h])
    return (head + "\n\n" + _email_body(msg)).replace("\r\n", "\n").replace("\r", "\n")


def decode_text(data: bytes, name: str) -> str:
    """UTF-8 (BOM tolerated), UTF-16 when it has a BOM, else Windows-1252 (keeps the euro
    sign of Windows files), else latin-1; newlines normalised to \\n."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        text = data.decode("utf-16")
    elif (encoding := _bomless_utf16(data)) is not None:
        text = data.decode(encoding, errors="replace")
    else:
        if b"\x00" in data:
            raise DocumentError(
                f"{name}: binary data in a text file; supported: {SUPPORTED_TYPES}", code="unsupported_type"
            )
        for encoding in ("utf-8-sig", "cp1252", "latin-1"):
            try:
                text = data.decode(encoding)
                break
            except UnicodeDecodeError:
                continue
    return text.replace("\r\n", "\n").replace("\r", "\n")


def _bomless_utf16(data: bytes) -> str | None:
    """'utf-16-le'/'utf-16-be' for text saved as UTF-16 without a byte-order mark: mostly
    Latin text has a zero in every other byte. Binary junk does not look like that."""
    sample = data[:4096]
    if len(sample) < 8 or len(sample) % 2:
        return None
    for encoding, zeros in (("utf-16-le", sample[1::2]), ("utf-16-be", sample[0::2])):
        other = sample[0::2] if encoding == "utf-16-le" else sample[1::2]
        if zeros.count(0) >= 0.9 * len(zeros) and all(b >= 9 for b in other):
            return encoding
    return None


# --------------------------------------------------------------------------- assembly


def _engine_page(image: Image.Image, page_no: int, found: TesseractPage, settings: OcrSettings) -> OcrPage:
    """The page as the configured engine reads it; tesseract's reading guides ppocr's word breaks, and on the
    first page ppocr reads an unsure receipt name line a second time (stages.receipt_reread)."""
    method: Literal["tesseract", "ppocr"] = "tesseract"
    if settings.engine == "ppocr":
        found, method = ppocr_page(image, page_no, guide=found), "ppocr"
        if page_no == 1:
            found = reread_name(image, found)
    return OcrPage(
        page=page_no,
        text=found.text,
        method=method,
        mean_conf=found.mean_conf,
        width=found.width,
        height=found.height,
        words=found.words,
    )


def _refuse_blank(path: Path, pages: list[OcrPage], min_chars: int) -> None:
    blank = [p.page for p in pages if non_space_chars(p.text) < min_chars]
    if pages and len(blank) < len(pages):
        return
    which = ", ".join(str(n) for n in blank) or "none"
    raise DocumentError(
        f"{path.name}: no text found on any page (page(s) {which} of {len(pages)} have fewer than "
        f"{min_chars} non-space characters)",
        code="blank_page",
    )


def _join(pages: list[OcrPage]) -> tuple[list[OcrPage], str]:
    """Join page texts with form feeds; set each page's start and make word offsets document-wide."""
    placed: list[OcrPage] = []
    offset = 0
    for page in pages:
        # the first page's words are where they were (a copy of each would change nothing)
        words = [w.model_copy(update={"start": w.start + offset}) for w in page.words] if offset else page.words
        placed.append(page.model_copy(update={"start": offset, "words": words}))
        offset += len(page.text) + 1  # the "\f" after it
    return placed, "\f".join(p.text for p in pages)
