"""What kind of file is this? Magic bytes first, the extension second.

Magic bytes win because files arrive misnamed (a PNG saved as `.pdf`, a scan
mailed as `.dat`). The extension only decides when the bytes say nothing, which
is the normal case for plain text, and it also tells a damaged image or PDF
(right name, unrecognisable bytes) from a file type we never handle.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal

Kind = Literal["image", "pdf", "text"]

IMAGE_EXTENSIONS = {".png", ".jpg", ".jpeg", ".tif", ".tiff", ".bmp", ".webp"}
PDF_EXTENSIONS = {".pdf"}
TEXT_EXTENSIONS = {".txt", ".eml", ".md"}

SUPPORTED_TYPES = "PNG, JPEG, TIFF (multi-page too), BMP, WEBP images; PDF; plain text (.txt, .eml, .md)"

# (prefix at offset 0, image format name); WEBP is checked separately (RIFF....WEBP).
_IMAGE_MAGIC: tuple[tuple[bytes, str], ...] = (
    (b"\x89PNG\r\n\x1a\n", "PNG"),
    (b"\xff\xd8\xff", "JPEG"),
    (b"II*\x00", "TIFF"),
    (b"MM\x00*", "TIFF"),
    (b"II+\x00", "TIFF"),  # BigTIFF
    (b"MM\x00+", "TIFF"),
    (b"BM", "BMP"),
)


@dataclass(frozen=True)
class FileType:
    kind: Kind | None  # None: not a type we handle
    detail: str  # "PNG", "PDF", "text", or what was found (for messages)
    by_magic: bool  # True when the bytes said so, False when only the extension did


def sniff_bytes(head: bytes) -> FileType | None:
    """The type the first bytes announce, or None when they announce nothing we know."""
    for magic, name in _IMAGE_MAGIC:
        if head.startswith(magic):
            return FileType("image", name, True)
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return FileType("image", "WEBP", True)
    if head.lstrip(b"\x00\t\n\r\f ").startswith(b"%PDF-"):
        return FileType("pdf", "PDF", True)
    return None


def detect_type(path: Path, head: bytes) -> FileType:
    """Decide from magic bytes, then from the extension. `head` is the file's first 2 KiB."""
    found = sniff_bytes(head)
    if found is not None:
        return found
    ext = path.suffix.lower()
    if ext in IMAGE_EXTENSIONS:
        return FileType("image", ext.lstrip(".").upper(), False)
    if ext in PDF_EXTENSIONS:
        return FileType("pdf", "PDF", False)
    if ext in TEXT_EXTENSIONS:
        return FileType("text", "text", False)
    # PDF readers accept a header after some junk within the first KiB; only trust
    # that when the name says nothing else (a .md file may well mention "%PDF-").
    if b"%PDF-" in head[:1024]:
        return FileType("pdf", "PDF", True)
    return FileType(None, _describe_unknown(ext, head), False)


def _describe_unknown(ext: str, head: bytes) -> str:
    known = {
        b"GIF8": "GIF image",
        b"PK\x03\x04": "ZIP archive (or DOCX/XLSX)",
        b"\xd0\xcf\x11\xe0": "legacy Office document",
        b"\x1f\x8b": "gzip archive",
        b"{\\rtf": "RTF document",
    }
    for magic, name in known.items():
        if head.startswith(magic):
            return name
    return f"'{ext}' file" if ext else "file without extension"
