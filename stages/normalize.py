"""Normalisers: turn printed money, dates, percents and text into one canonical form.

Extraction stores the canonical form; validation's reverse check parses the text at
the recorded span again with the same functions and compares. Keeping both sides
on one set of parsers is what makes the reverse check meaningful.

Libraries do the parsing: price-parser for amounts (thousand/decimal separators,
currency symbols), dateparser for dates and weekday-relative phrases. Only the
"on the 12th" rule is ours, because dateparser resolves it against today's month
in ways that are not what a letter means.
"""

from __future__ import annotations

import calendar
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from decimal import Decimal, InvalidOperation
from functools import lru_cache

import dateparser
from price_parser import Price
from rapidfuzz.distance import Levenshtein

# --------------------------------------------------------------------------- money
#
# Currencies come from price-parser's ISO 4217 table (codes, symbols, national symbols, minor
# units). What the table cannot say is which currency a symbol that several share means when
# nothing else on the page decides: "$" is US dollars, "kr" Swedish kronor, "C$" Canadian
# dollars (the table has the Nicaraguan cordoba) - the readers' convention, kept below.
# A document that names its currency unambiguously anywhere ("NZD", "NZ$") decides for its
# bare "$" (see `dominant_currency`; `parse_money(raw, default_currency)`).

try:  # the table is data of the library, not API: degrade to the conventional symbols without it
    from price_parser._currencies import CURRENCIES as _LIB_CURRENCIES, REPLACED_BY_EURO as _LIB_RETIRED
except ImportError:  # pragma: no cover
    _LIB_CURRENCIES, _LIB_RETIRED = {}, {}

# The currency a shared or library-missing symbol means on its own (a document's own currency wins).
SYMBOL_DEFAULTS = {
    "$": "USD", "US$": "USD", "A$": "AUD", "AU$": "AUD", "C$": "CAD", "CA$": "CAD", "NZ$": "NZD", "S$": "SGD",
    "HK$": "HKD", "£": "GBP", "¥": "JPY", "€": "EUR", "kr": "SEK", "Rs": "INR", "₨": "INR", "RM": "MYR",
    "Fr.": "CHF", "₩": "KRW", "₱": "PHP", "CN¥": "CNY", "NT$": "TWD",
    "FCFA": "XOF",  # the CFA francs of West and Central Africa print one sign; at par, the western one by convention
    "Birr": "ETB",
}
# The signs of current currencies in Unicode's Currency Symbols block (and the dram's) that price-parser's table lacks.
UNICODE_CURRENCY_SIGNS = {"\u20b5": "GHS", "\u20b8": "KZT", "\u20ba": "TRY", "\u20bc": "AZN", "\u20bd": "RUB",
                          "\u20be": "GEL", "\u20c0": "KGS", "\u058f": "AMD"}


# Turkish dotless "ı" has no decomposition in Unicode: folded to "i" as ICU's Latin-ASCII transliteration does, so
# "NUMARASI" and "Numarası" are one word (dotted "İ" lower-cases to "i" and a combining dot, which NFD drops).
DOTLESS_I = str.maketrans({"ı": "i"})


def without_accents(text: str) -> str:
    """The text with the accents of its Latin letters dropped ("número" -> "numero", "razão" -> "razao", Turkish
    "sipariş numarası" -> "siparis numarasi"); other letters ("ß", "ø", "ł") as they are."""
    if text.isascii():
        return text
    return "".join(c for c in unicodedata.normalize("NFD", text.translate(DOTLESS_I)) if not unicodedata.combining(c))


def _currency_table() -> tuple[dict[str, frozenset[str]], dict[str, int]]:
    """symbol -> the ISO codes that print it; code -> its minor-unit digits."""
    symbols: dict[str, set[str]] = {}
    minor: dict[str, int] = {}
    for code, info in _LIB_CURRENCIES.items():
        if code in _LIB_RETIRED or not re.fullmatch(r"[A-Z]{3}", code):
            continue
        minor[code] = int(info.get("d", 2))
        for sym in [info.get("s"), info.get("sn"), *info.get("sn2", [])]:
            sym = (sym or "").strip()
            if sym and sym != code:
                symbols.setdefault(sym, set()).add(code)
    for sym, code in {**UNICODE_CURRENCY_SIGNS, **SYMBOL_DEFAULTS}.items():
        symbols.setdefault(sym, set()).add(code)
        minor.setdefault(code, 2)
    for code in sorted(symbols.get("$", ())):  # a dollar marked with its country: "FJ$", "TT$", "SG$" (ISO 4217's
        symbols.setdefault(code[:2] + "$", {code})  # first two letters name the country), where the table has none
    for sym, codes in list(symbols.items()):  # a symbol of letters printed in other capitals: "KSh" for "Ksh"
        if len(sym) >= 3 and sym.isalpha() and sym.isascii() and not sym.isupper():
            for variant in (sym[0] + sym[1].upper() + sym[2:], sym.capitalize()):
                if variant.upper() not in minor:  # never an ISO code's letters ("KSH" is none)
                    symbols.setdefault(variant, set()).update(codes)
    for sym, codes in list(symbols.items()):  # a sign of accented letters as keyboards without them print it: the
        if any(not c.isascii() and c.isalpha() for c in sym):  # koruna's "Kc" for "Kč", the zloty's "zl" for "zł"
            plain = without_accents(sym.replace("ł", "l").replace("Ł", "L"))
            if plain.isascii() and plain != sym:
                symbols.setdefault(plain, set(codes))
    return {s: frozenset(c) for s, c in symbols.items()}, minor



_SYMBOL_CODES, _MINOR_DIGITS = _currency_table()
ISO_CURRENCIES = frozenset(_MINOR_DIGITS)


def _printable_symbol(sym: str) -> bool:
    """Symbols worth finding in running text: not a single letter ("R", "K" are initials), not an
    all-capitals pair of letters ("KM", "SR", "YR" are units and abbreviations; RM excepted,
    Malaysia's ringgit everywhere on its receipts), not a placeholder."""
    if sym in SYMBOL_DEFAULTS:
        return True
    if len(sym) < 2 or sym.strip("-") == "" or " " in sym:
        return len(sym) == 1 and not sym.isalnum() and sym != "-"
    letters = sym.rstrip(".")
    return not (letters.isalpha() and letters.isascii() and (letters.isupper() or len(letters) > 5))


_PRINTED_SYMBOLS = sorted((s for s in _SYMBOL_CODES if _printable_symbol(s)), key=len, reverse=True)
# A one-letter symbol of one currency ("R" rand, "P" pula, "Q" quetzal): an initial elsewhere, so a marker only
# glued or next to an amount printed with its cents ("R 495,00", "R2 150,00"), never before a bare number.
_LETTER_SYMBOLS = sorted(s for s, c in _SYMBOL_CODES.items()
                         if len(s) == 1 and s.isascii() and s.isalpha() and s.isupper() and len(c) == 1)
_LETTER_SYMBOL_AMOUNT = r"(?=[ \t\u00a0]?\d{1,3}(?:[ \u00a0\u202f\u2009,.]\d{3})*[.,]\d{2}(?![\d.,]))"
# A symbol of two capitals of one currency ("KM" the Bosnian convertible mark, "TL" the Turkish lira, "QR", "KD"): a
# unit or an abbreviation elsewhere ("KM 12, Jalan Ipoh": kilometre 12), so a marker only next to an amount printed with
# its cents, before it ("KM 120,00") or after it ("120,00 KM").
_PAIR_SYMBOLS = sorted(s for s, c in _SYMBOL_CODES.items() if len(s) == 2 and s.isascii() and s.isalpha() and s.isupper()
                       and len(c) == 1 and s not in SYMBOL_DEFAULTS and s not in _MINOR_DIGITS)
_PAIR_AFTER_CENTS = (r"(?:(?<=\d[.,]\d\d)|(?<=\d[.,]\d\d[ \t\u00a0]))(?:" + "|".join(_PAIR_SYMBOLS)
                     + r")(?![A-Za-z])")


def _trie_regex(words: list[str]) -> str:
    """An alternation of literal words as a prefix tree ("NZ$|NZD" -> "NZ(?:\\$|D)"), longest
    first at each branch: the same matches as a flat alternation, tried in a fraction of the time
    (MONEY_RE runs over every candidate window)."""
    tree: dict = {}
    for w in words:
        node = tree
        for ch in w:
            node = node.setdefault(ch, {})
        node[""] = {}

    def walk(node: dict) -> str:
        branches = [re.escape(ch) + walk(child) for ch, child in sorted(node.items(), key=lambda kv: -_depth(kv[1])) if ch]
        optional = "" in node
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        return ("(?:" + body + ")?") if optional else body

    return walk(tree)


def _depth(node: dict) -> int:
    return 1 + max((_depth(c) for c in node.values()), default=0)


_SYMBOL_ALT = _trie_regex(_PRINTED_SYMBOLS)
_CODE_ALT = _trie_regex(sorted(ISO_CURRENCIES))
# A currency marker: an ISO code (capitals, a word of its own) or a symbol ("Rs." and "Fr." may
# carry their period; a symbol that ends in a letter is not glued to a word).
# A code glued to digits by a hyphen is an id's prefix: Switzerland's "CHE-123.456.789" (its UID) is no WIR franc.
CURRENCY_MARKER = (r"(?:(?<![A-Za-z])(?:" + _CODE_ALT + r")(?![A-Za-z]|-\d)\.?|(?<![A-Za-z])(?:" + _SYMBOL_ALT
                   + r")(?:(?<=[A-Za-z])\.?(?![A-Za-z])|(?<![A-Za-z]))"
                   + r"|(?<![\w.,/-])(?:" + "|".join(_LETTER_SYMBOLS + _PAIR_SYMBOLS) + r")" + _LETTER_SYMBOL_AMOUNT
                   + r"|" + _PAIR_AFTER_CENTS + r")")
# After its number a marker takes no period of its own: "... comes to 500 kr." ends a sentence.
_MARKER_AFTER = r"(?:(?<![A-Za-z])(?:" + _CODE_ALT + "|" + _SYMBOL_ALT + r")(?![A-Za-z])|" + _PAIR_AFTER_CENTS + r")"
_CURRENCY_MARKER_RE = re.compile(CURRENCY_MARKER)

# Digit grouping: one separator used throughout (, . ' ’ or a space: no-break, narrow no-break,
# thin, or - next to a currency marker only - a plain space), groups of three; or India's lakh
# grouping (1,23,456.00). Then a decimal part of one or two digits, or a whole-units mark
# ("/-", ":-", ",-", ".–"). A plain space groups only where a marker says "this is an amount":
# "2 100.00" on a line of quantities and prices is two numbers.
_SPACES = "\u00a0\u202f\u2009"
_TIGHT_SEP = r"[,.'’" + _SPACES + "]"
_NUMBER_BODY = (
    # grouped with one mark, three decimals after the other: the ISO 4217 currencies of three minor digits
    # (OMR, KWD, BHD, JOD, TND, LYD, IQD) print "1,240.500"
    r"(?:\d{1,3}(?:,\d{3})+\.\d{3}(?!\d)|\d{1,3}(?:\.\d{3})+,\d{3}(?!\d)"
    r"|\d{1,2}(?:,\d{2})+,\d{3}"  # lakh: 1,23,456 / 12,34,56,789
    r"|\d{1,3}(?:(?P<GROUP>SEP)\d{3}(?:(?P=GROUP)\d{3})*)?"  # 1,234,567 / 1.234 / 1 234 / 1'234
    r"|\d{4,9})"
)
_DECIMALS = r"(?:[.,]\d{1,2}(?![\d])|[/:.,][-–](?![-\w)(]))?"
_NUMBER_TIGHT = _NUMBER_BODY.replace("GROUP", "t").replace("SEP", _TIGHT_SEP) + _DECIMALS
# After a marker, OCR's split decimals count too, a space after the decimal mark or before it: "NZD 146. 85",
# "EUR75 .67" (parse_money joins them).
_NUMBER_SPACED_BEFORE = (_NUMBER_BODY.replace("GROUP", "b").replace("SEP", r"[,.'’ " + _SPACES + "]")
                         + r"(?:[.,] \d{2}(?![\d.,])| [.,]\d{2}(?![\d.,]))?" + _DECIMALS)
# Before its currency marker, OCR's space inside a whole-units mark counts too ("127.899, - Ft": ",-" read apart).
_NUMBER_SPACED_AFTER = (_NUMBER_BODY.replace("GROUP", "a").replace("SEP", r"[,.'’ " + _SPACES + "]")
                        + _DECIMALS.replace("[/:.,][-–]", "[/:.,] ?[-–]"))
_MARKER_GAP = r"[ \t" + _SPACES + r"]{0,2}"
# A marker followed by a number is that number's ("Qty 1 Rs. 24,912.00"): never the one before it;
# nor is one whose period ends a search window ("1 Rs. " cut before its number).
_NOT_BEFORE_AMOUNT = r"(?!\.?[ \t" + _SPACES + r"]{0,2}-?[.,]?\d[\d.,]|\.[ \t" + _SPACES + r"]*\Z)"  # ("1 BDT 1,28,000.00"; not "SEK 3 parcels")

# An amount as printed: an optional minus, a currency marker before or after (or none), the
# number. Used to find candidates; `parse_money` reads them.
MONEY_RE = re.compile(
    r"(?<![\w.,/])"
    r"(?:-\s?(?=\D))?"  # "-£12.00": a credit's minus before its currency
    r"(?:"
    r"(?:" + CURRENCY_MARKER + r")" + _MARKER_GAP + r"(?:-\s?)?(?:" + _NUMBER_SPACED_BEFORE + r"|[.,]\d{2})"
    + r"(?:" + _MARKER_GAP + _MARKER_AFTER + _NOT_BEFORE_AMOUNT + r")?"  # "$1,234.50 NZD"
    + r"|(?:-\s?)?(?:" + _NUMBER_SPACED_AFTER + r")" + _MARKER_GAP + _MARKER_AFTER + _NOT_BEFORE_AMOUNT  # "1 234,56 kr"
    + r"|(?:-\s?)?(?:" + _NUMBER_TIGHT + r"|[.,]\d{2})"  # "1,007.50", "RM .40" (its marker read apart)
    r")"
    r"(?![\w%]|[.,/]\d|\s?%)",  # not a percentage, not part of an id ("$0/26/23855": OCR's "SO/26/23855")
)
AMOUNT_ONLY_RE = re.compile(r"-?\d+(?:[.,]\d{1,2})?")
# A whole-units mark after an amount: "Rs. 12,499/-", "1 234:-", "CHF 80.–".
WHOLE_UNITS_RE = re.compile(r"\d\s?[/:.,][-–]$")


@dataclass(frozen=True)
class Money:
    amount: Decimal
    currency: str | None

    @property
    def value(self) -> str:
        return format_money(self.amount)


def currency_code(symbol: str | None, default: str | None = None) -> str | None:
    """ISO 4217 code for a printed currency symbol or code ("$" -> "USD", "RM" -> "MYR", "kr" -> "SEK").
    A symbol several currencies share means `default` (the document's currency) when that is one of them."""
    if not symbol:
        return None
    s = symbol.strip()
    if s.upper() in ISO_CURRENCIES and (s.isupper() or len(s) == 3 and s.upper() == s.upper()):
        return s.upper()
    codes = _SYMBOL_CODES.get(s) or _SYMBOL_CODES.get(s.rstrip(".")) or _SYMBOL_CODES.get(s.rstrip(".") + ".")
    if not codes:
        codes = _SYMBOL_CODES.get(s.capitalize()) or _SYMBOL_CODES.get(s.lower()) or frozenset()
    if default in codes:
        return default
    preferred = SYMBOL_DEFAULTS.get(s) or SYMBOL_DEFAULTS.get(s.rstrip("."))
    if preferred:
        return preferred
    return min(codes) if len(codes) == 1 else None


def is_shared_symbol(symbol: str) -> bool:
    """Does a printed symbol stand for several currencies ("$", "kr", "£"), so that only the
    document can say which?"""
    return len(_SYMBOL_CODES.get(symbol.strip(), ())) > 1


def format_money(amount: Decimal) -> str:
    """Two decimals, or the amount's own where it has more (a currency of three minor digits: "62.025" OMR)."""
    cents = amount.quantize(Decimal("0.01"))
    return str(cents) if cents == amount else str(amount)


def has_money_form(raw: str) -> bool:
    """Is a MONEY_RE match printed as an amount, not as a bare number ("2 items", "order 12")?
    Decimals, a currency marker or a whole-units mark make it one."""
    return bool(re.search(r"\d[.,]\s?\d{2}(?!\d)", raw) or _CURRENCY_MARKER_RE.search(raw) or WHOLE_UNITS_RE.search(raw.rstrip()))


def parse_amount(number: str, currency: str | None = None, decimal_mark: str | None = None) -> Decimal | None:
    """The value of a printed number ("1 234,56", "1'234.50", "1,23,456.00", "12,499") or None.

    Spaces and apostrophes always group. With both "." and ",", the last one is the decimal mark.
    One mark used more than once groups. One mark used once, followed by one or two digits, is
    the decimal mark. Followed by exactly three digits ("1.234", "1,234") it is ambiguous; it is
    read as grouping, except for a currency whose minor unit has three digits (KWD, BHD, TND...)
    or when the document's own decimal mark (`decimal_mark`, e.g. from its other amounts) is
    that character: money in two-decimal currencies is never printed to a tenth of a cent."""
    text = re.sub(r"[\s'’]", "", number)
    if not re.fullmatch(r"\d[\d.,]*|[.,]\d+", text):
        return None
    marks = [c for c in text if c in ".,"]
    if not marks:
        whole, frac = text, ""
    else:
        last = max(text.rfind("."), text.rfind(","))
        mark, tail = text[last], text[last + 1:]
        if len(set(marks)) == 2:
            if marks.count(mark) > 1:
                return None  # "1.234,56,78": no reading
            whole, frac = text[:last], tail
        elif len(marks) > 1:  # one mark, repeated: grouping only
            groups = re.split(r"[.,]", text)
            lakh = mark == "," and len(groups[0]) <= 2 and all(len(g) == 2 for g in groups[1:-1])  # "1,67,900"
            if (any(len(g) != 3 for g in groups[1:-1]) and not lakh) or len(groups[-1]) != 3:
                return None
            whole, frac = text, ""
        elif len(tail) == 3 and text[0] != mark:
            three_decimals = _MINOR_DIGITS.get(currency or "", 2) == 3 or decimal_mark == mark
            whole, frac = (text[:last], tail) if three_decimals else (text, "")
        else:
            whole, frac = text[:last], tail
    whole = re.sub(r"[.,]", "", whole)
    try:
        return Decimal((whole or "0") + ("." + frac if frac else ""))
    except InvalidOperation:
        return None


# A number grouped with one mark at least twice ("1.160.012", "2,005,150"), or grouped with one before the other's cents
# ("1.234,56"): the mark the document groups thousands with.
_GROUPED_TWICE_RE = re.compile(r"(?<![\d.,])\d{1,3}([.,])\d{3}\1\d{3}(?!\d)")
_GROUPED_BEFORE_CENTS_RE = re.compile(r"(?<![\d.,])\d{1,3}([.,])\d{3}(?!\1)[.,]\d{2}(?![\d.,])")


@lru_cache(maxsize=32)  # asked once per ambiguous amount of the same text
def thousands_mark(text: str) -> str | None:
    """The mark a document's amounts group their thousands with, when its own amounts say so and say one only (a whole
    peso's "$ 1.160.012" beside "$974.800"; "R$ 1.234,56"); None otherwise. A lone group after that mark ("$974.800")
    is then a thousands group, not three decimals."""
    marks = set()
    for m in MONEY_RE.finditer(text):
        for rx in (_GROUPED_TWICE_RE, _GROUPED_BEFORE_CENTS_RE):
            marks.update(g.group(1) for g in rx.finditer(m.group(0)))
    return marks.pop() if len(marks) == 1 else None


# A space grouping thousands before the cents ("42 350,00 CZK", "PLN 7 558,23"): plain, no-break, narrow or thin.
_SPACE_GROUPED_RE = re.compile(r"(?<![\d.,])\d{1,3}(?:[ \u00a0\u202f\u2009]\d{3})+[.,]\d{2}(?![\d.,])")
# An amount grouped so without a marker of its own: a cell of a tax summary's row ("21%  13 781,00  2 894,01").
SPACE_GROUPED_AMOUNT_RE = re.compile(r"(?<![\w.,/-])-?\d{1,3}(?:[ \u00a0\u202f\u2009]\d{3})+[.,]\d{2}(?![\w%]|[.,/]\d)")


@lru_cache(maxsize=32)
def groups_with_spaces(text: str) -> bool:
    """Does a document group its amounts' thousands with a space? Its own marked amounts say so ("Celkem k úhradě:
    42 350,00 CZK", "Do zapłaty: PLN 7 558,23": Czech, Polish, French and Nordic usage), and none groups with a period or
    a comma (`thousands_mark`). Then an unmarked "13 781,00" in the same document is one amount, not two numbers."""
    spaced = False
    for m in MONEY_RE.finditer(text):
        raw = m.group(0)
        if _GROUPED_TWICE_RE.search(raw) or _GROUPED_BEFORE_CENTS_RE.search(raw):
            return False
        spaced = spaced or (bool(_CURRENCY_MARKER_RE.search(raw)) and bool(_SPACE_GROUPED_RE.search(raw)))
    return spaced


def reads_whole(text: str, m: re.Match) -> bool:
    """Is a space-grouped amount (a SPACE_GROUPED_AMOUNT_RE match) one number? Yes where the document's marked amounts
    group so (`groups_with_spaces`), or where it is the only number on its line and decimals follow a comma: a total's
    line ("Celkem s DPH 16 675,01", "refund of 42 350,00"), whose currency mark OCR may have garbled ("Kč" read "Ke").
    An item row holding a quantity beside its price holds other numbers too (a line total, a code)."""
    if groups_with_spaces(text):
        return True
    if m.group(0)[-3] != "," or thousands_mark(text) is not None:
        return False
    ls, le = text.rfind("\n", 0, m.start()) + 1, text.find("\n", m.end())
    line = text[ls:le if le >= 0 else len(text)]
    return len(re.findall(r"\d+", line)) == len(re.findall(r"\d+", m.group(0)))


def minor_digits(currency: str | None) -> int | None:
    """The digits of a currency's minor unit (ISO 4217: 2 for USD, 0 for CLP, JPY and KRW, 3 for KWD), None unknown."""
    return _MINOR_DIGITS.get(currency) if currency else None


def parse_money(raw: str, default_currency: str | None = None, decimal_mark: str | None = None) -> Money | None:
    """Parse a printed amount ("$1,234.56", "1.234,56 EUR", "RM9.00", "Rs. 12,499/-", "1 234:-") or
    return None. `default_currency` is the document's currency: it fills a missing marker and
    decides a symbol several currencies share ("$" in a New Zealand invoice is NZD)."""
    if not raw or not re.search(r"\d", raw):
        return None
    text = re.sub(r"[" + _SPACES + r"]", " ", raw).strip()
    text = re.sub(r"(\d)[.,]\s(\d{2})$", r"\1.\2", text)  # "33, 90": OCR split a decimal amount
    markers = list(_CURRENCY_MARKER_RE.finditer(text))
    marker = markers[0] if markers else None
    # "$1,234.50 NZD": the marker that names one currency says which the shared "$" is
    named = [m.group(0) for m in markers if not is_shared_symbol(m.group(0))]
    currency = currency_code((named or [m.group(0) for m in markers] or [None])[0], default_currency)
    if marker and currency is None:  # a marker the table does not know: ask price-parser
        currency = currency_code(Price.fromstring(text).currency, default_currency)
    number = re.search(r"\d[\d.,' ’]*\d|\d|[.,]\d{1,2}", text[marker.end():] if marker and marker.start() == 0 else text)
    if number is None:
        return None
    core = number.group(0)
    amount = parse_amount(core.strip(), currency or default_currency, decimal_mark)
    if amount is None:
        return None
    if re.match(r"^\s*\(|^[^\d.,]*-\s?\D{0,4}[\d.,]", raw):  # "-1.73", "RM -1.73", "-£12.00", "(12.00)": negative
        amount = -amount
    return Money(amount, currency or default_currency)


def dropped_decimal_mark(raw: str | None, value: str) -> bool:
    """Is `raw` an amount printed with its cents whose decimal mark OCR dropped, reading as `value` ("£14400" as 144.00)?
    Its number is one run of three digits or more with no mark, and its digits are the value's to the cent."""
    if not raw:
        return False
    runs = re.findall(r"\d[\d.,' ’]*", raw)
    if len(runs) != 1 or not re.fullmatch(r"\d{3,}", runs[0].strip()):
        return False
    try:
        return Decimal(runs[0].strip()) == Decimal(value) * 100
    except InvalidOperation:
        return False


# --------------------------------------------------------------------------- percent

PERCENT_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:[.,]\d+)?)\s?(?:%|per\s?cent\b|percent\b)", re.I)


def parse_percent(raw: str) -> str | None:
    """"12 %" -> "12", "12.50%" -> "12.5", "fifteen" -> None."""
    m = PERCENT_RE.search(raw or "")
    if not m:
        return None
    value = Decimal(m.group(1).replace(",", "."))
    return format_decimal(value)


def format_decimal(value: Decimal) -> str:
    text = format(value.normalize(), "f")
    return text


# --------------------------------------------------------------------------- dates

MONTHS = r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
WEEKDAYS = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"

# The months' names in the languages of European and Latin American business papers, from dateparser's locale data:
# "12. März 2026", "9 de junio de 2026", "2026. április 7." (names of four letters or more, each naming one month).
FOREIGN_DATE_LANGUAGES = ("de", "fr", "es", "pt", "it", "nl", "hu", "pl", "cs", "sk", "ro", "sv", "da", "nb", "fi", "hr",
                          "sl", "tr", "lt", "lv", "et", "ca", "sr-Latn", "bs-Latn")
# Slovene, Serbian and Bosnian print a date's month in the genitive ("7. aprila 2026", "3. januarja 2026", "1. marta"),
# which dateparser's locales of those languages lack (they list the nominative; Croatian's lists its cases).
SOUTH_SLAVIC_GENITIVE_LANGUAGES = ("sl", "sr-Latn", "bs-Latn")
_MONTH_KEYS = [m.lower() for m in calendar.month_name[1:]]
_ENGLISH_MONTH_RE = re.compile(MONTHS)


# Languages printed in Latin letters by transliteration: Greek paperwork beside English writes its months as ELOT 743
# (ISO 843) spells them ("9 Fevrouariou 2026", "7 Apriliou 2026").
TRANSLITERATED_DATE_LANGUAGES = ("el",)
_ELOT_DIGRAPHS = {"ου": "ou", "γγ": "gg", "γκ": "gk", "γξ": "nx", "γχ": "nch", "μπ": "mp", "ντ": "nt"}
_ELOT_LETTERS = str.maketrans({"α": "a", "β": "v", "γ": "g", "δ": "d", "ε": "e", "ζ": "z", "η": "i", "θ": "th",
                               "ι": "i", "κ": "k", "λ": "l", "μ": "m", "ν": "n", "ξ": "x", "ο": "o", "π": "p",
                               "ρ": "r", "σ": "s", "ς": "s", "τ": "t", "υ": "y", "φ": "f", "χ": "ch", "ψ": "ps",
                               "ω": "o"})


def elot743(word: str) -> str:
    """A lower-case Greek word in Latin letters by ELOT 743 ("φεβρουαρίου" -> "fevrouariou"): accents dropped, the
    digraphs first, "αυ" / "ευ" as "av" / "ev" before a vowel or a voiced consonant and "af" / "ef" elsewhere."""
    w = without_accents(word)
    w = re.sub(r"([αε])υ(?=[αεηιουωβγδζλμνρ])", lambda m: m.group(1) + "v", w)
    w = re.sub(r"([αε])υ", lambda m: m.group(1) + "f", w)
    for greek, latin in _ELOT_DIGRAPHS.items():
        w = w.replace(greek, latin)
    return w.translate(_ELOT_LETTERS)


def _month_names(lang: str, key: str) -> list[str]:
    """A language's names of one month, lower case, in Latin letters (`TRANSLITERATED_DATE_LANGUAGES`)."""
    from dateparser.languages import default_loader

    names = [x.lower().rstrip(".") for x in default_loader.get_locale(lang).info.get(key, []) if x.rstrip(".").isalpha()]
    return [elot743(x) for x in names] if lang in TRANSLITERATED_DATE_LANGUAGES else names


# How OCR trained on English reads a letter with a mark below or two dots above: the cedilla as a descender ("ç" as
# "g", "¢"), the diaeresis as a second stroke ("ü" as "ii"). A month's name read so is still the month's.
_OCR_ACCENT_MISREADS = {"ç": ("g", "¢"), "ü": ("ii",)}


def _ocr_misreadings(name: str) -> list[str]:
    """A month's name with each marked letter as OCR misreads it (`_OCR_ACCENT_MISREADS`), other accents dropped."""
    out = []
    for letter, reads in _OCR_ACCENT_MISREADS.items():
        if letter in name:
            out += [without_accents(name.replace(letter, "\0")).replace("\0", r) for r in reads]
    return out


def south_slavic_genitive(name: str, lang: str) -> str | None:
    """The genitive singular of a month's masculine name (`SOUTH_SLAVIC_GENITIVE_LANGUAGES`): "-a" after the stem, the
    stem's fleeting vowel dropped ("septembar" / "september" -> "septembra", Slovene "marec" -> "marca"), Slovene's
    "-r" taking "-ja" ("januar" -> "januarja"); None for a name that ends in a vowel (Bosnian "juni": not declined)."""
    if not name.isalpha() or name[-1] in "aeiou":
        return None
    if re.search(r"b[ae]r$", name):
        return name[:-2] + "ra"
    if lang == "sl" and name.endswith("ec"):
        return name[:-2] + "ca"
    if lang == "sl" and name.endswith("r"):
        return name + "ja"
    return name + "a"


def _foreign_months() -> dict[str, int]:
    seen: dict[str, set[int]] = {}
    for lang in FOREIGN_DATE_LANGUAGES + TRANSLITERATED_DATE_LANGUAGES:
        for n, key in enumerate(_MONTH_KEYS, 1):
            names = _month_names(lang, key)
            if lang in SOUTH_SLAVIC_GENITIVE_LANGUAGES:
                full = max(names, key=len) if names else ""
                names += [g for x in names if x == full and (g := south_slavic_genitive(x, lang))]
            full = max(names, key=len) if names else ""
            for name in names:
                # four letters or more, or a month's full name of three ("mai", "mei", "maj": May), not a
                # language's abbreviation of three ("set", "out", "lis"), which other words share
                if (len(name) >= 4 or name == full) and not _ENGLISH_MONTH_RE.fullmatch(name):
                    seen.setdefault(name, set()).add(n)
                    # and as printed without its accents (an ASCII keyboard's or OCR's "marco", "fevrier", "rijen")
                    if (bare := without_accents(name)) != name and not _ENGLISH_MONTH_RE.fullmatch(bare):
                        seen.setdefault(bare, set()).add(n)
                    for misread in _ocr_misreadings(name):
                        if not _ENGLISH_MONTH_RE.fullmatch(misread):
                            seen.setdefault(misread, set()).add(n)
    return {name: ns.pop() for name, ns in seen.items() if len(ns) == 1}


FOREIGN_MONTHS = _foreign_months()
_FOREIGN_MONTH = r"(?:" + _trie_regex(sorted(FOREIGN_MONTHS)) + r")(?![^\W\d_])"


def _foreign_month_abbreviations() -> dict[str, int]:
    """The languages' three-letter abbreviations of the months ("abr", "ago", "dic", "fev", "set", "out", "dez"), each
    naming one month in every language that has it and none an English month's name. Other words share them ("set",
    "out"): `FOREIGN_ABBREVIATED_DATE` reads one only between a day and a year."""
    from dateparser.languages import default_loader

    seen: dict[str, set[int]] = {}
    for lang in FOREIGN_DATE_LANGUAGES:
        info = default_loader.get_locale(lang).info
        for n, key in enumerate(_MONTH_KEYS, 1):
            for name in (x.lower().rstrip(".") for x in info.get(key, [])):
                if len(name) == 3 and name.isalpha():
                    seen.setdefault(name, set()).add(n)
    return {name: ns.pop() for name, ns in seen.items()
            if len(ns) == 1 and name not in FOREIGN_MONTHS and not _ENGLISH_MONTH_RE.fullmatch(name)}


FOREIGN_MONTH_ABBREVIATIONS = _foreign_month_abbreviations()
_ABBREVIATION = r"(" + _trie_regex(sorted(FOREIGN_MONTH_ABBREVIATIONS)) + r")"
# A day, a month's abbreviation and the year, parted as numbers are ("17-abr-2026", "08/ABR/2026", "17-dic-26"), or by
# spaces where "de" or the abbreviation's period says it is one ("5 de fev. de 2026", "17 abr. 2026"; "12 set 2026"
# may be twelve sets): the day and the year around it make the word a month's.
FOREIGN_ABBREVIATED_DATE = (r"(\d{1,2})(?:[-/.]" + _ABBREVIATION + r"\.?[-/.]|\s+de\s+" + _ABBREVIATION
                            + r"\.?,?\s+(?:del?\s+)?|\s+" + _ABBREVIATION + r"\.,?\s+)(\d{4}|(?<=[-/.])\d{2})(?!\d)")
FOREIGN_ABBREVIATED_DATE_RE = re.compile(FOREIGN_ABBREVIATED_DATE, re.I)
_FOREIGN_ABBREVIATED_UNGROUPED = re.sub(r"\((?!\?)", "(?:", FOREIGN_ABBREVIATED_DATE)  # (inside ABS_DATE_RE)
# "12. März 2026", "9 de junio de 2026"
_FOREIGN_DAY = r"(?:\d{1,2}|[lI](?=er\b))(?:er\b|[º°])?"  # "12", "1er" (French), "1º" (Spanish); OCR's "ler" for "1er"
FOREIGN_DAY_FIRST = _FOREIGN_DAY + r"[.,]?\s+(?:de\s+)?" + _FOREIGN_MONTH + r"\.?,?\s+(?:del?\s+)?\d{4}"  # ("del 2026")
FOREIGN_YEAR_FIRST = r"\d{4}\.?\s+" + _FOREIGN_MONTH + r"\.?\s+\d{1,2}\.?"  # 2026. április 7.
FOREIGN_DATE_RE = re.compile(r"(?:(\d{1,2}|[lI](?=er\b))(?:er\b|[º°])?[.,]?\s+(?:de\s+)?(" + _FOREIGN_MONTH + r")\.?,?\s+(?:del?\s+)?(\d{4})"
                             r"|(\d{4})\.?\s+(" + _FOREIGN_MONTH + r")\.?\s+(\d{1,2})\.?)", re.I)

# A day's name before a written date, in full or abbreviated ("Fri 20 Mar 2026", "Tues. 3 March 2026").
_DAY_NAME = r"(?:" + WEEKDAYS + r"|(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\.?)"
# An ISO 8601 week date: the year, "W", the week, the day of the week ("2026-W11-4", "2026W114": Thursday of week 11).
ISO_WEEK_DATE = r"(?:19|20)\d{2}-?W(?:0[1-9]|[1-4]\d|5[0-3])-?[1-7]"
ISO_WEEK_DATE_RE = re.compile(r"((?:19|20)\d{2})-?W(\d{2})-?([1-7])", re.I)

# The day the document was written, as a report of the act says it: "today", "this morning", "earlier today", "tonight"
TODAY_RE = re.compile(r"(?<![\w-])(?:today|this[ \t]+(?:morning|afternoon|evening)|tonight)\b", re.I)
# Between an id and the date that qualifies it: "of", "dated", "from", "placed on" (a comma allowed); the same
# prepositions as Polish ("z dnia": of the day), Czech ("ze dne"), German ("vom"), French ("du") and Spanish ("del") print them
ID_DATE_GAP_RE = re.compile(r",?[ \t]+(?:of|dated|from|(?:placed[ \t]+)?on|z(?:[ \t]+dnia)?|ze(?:[ \t]+dne)?|vom|du|del)[ \t]+(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?[ \t]+)?",
                            re.I)  # (and the weekday before the date: "of Wed 25 March 2026")

# Absolute dates as printed. Order matters: longer forms first.
ABS_DATE_RE = re.compile(
    r"(?<![\w/.-])(?:"
    + ISO_WEEK_DATE + r"|"
    r"\d{4}[-/.]\d{1,2}[-/.]\d{1,2}"  # ISO, 2018/04/28
    r"|(?:19|20)\d{2}\.[ \u00a0]\d{1,2}\.[ \u00a0]\d{1,2}(?=\.)"  # 2026. 04. 09.: year first, a space after each
    # period (Hungarian standard writing, AkH. 12th ed. 294)
    r"|(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])"  # 20180428
    r"|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}"  # 14/03/2026, 12-01-19, 14.03.2026
    r"|\d{1,2}[/.]\d{1,2}\.?[ \u00a0](?:19|20)\d{2}"  # 3/3 2026, 3.3. 2026: day and month, then the year
    r"|\d{1,2}\.[ \u00a0]\d{1,2}\.[ \u00a0]?(?:19|20)\d{2}"  # 24. 1. 2027: a space after each period (Czech and Slovak
    # standard writing, CSN 01 6910; German and Polish usage)
    r"|(?:" + _DAY_NAME + r",?\s+(?:the\s+)?)?(?:\d{1,2}|(?-i:[1-3]?[Il])(?=st\b))(?:st|nd|rd|th)?(?:\s+(?:of\s+)?|[-/.]\s?|,[ \t](?=" + MONTHS + r"\.?,?\s+(?:19|20)\d{2}\b))"
    + MONTHS + r"\.?,?(?:\s+|[-/.]\s?)(?:\d{2,4}|['\u2019]\d{2})"  # 14 March 2026, 9, Nov. 2026 (a day's period read as a comma: a four-digit year only),
    # 05-AUG-2017, 4 March '26 (the year's two digits after an apostrophe)
    r"|" + MONTHS + r"[-/.]\d{1,2}[-/.](?:19|20)\d{2}"  # Mar-04-2026: the month's name first, parted as the numbers are
    r"|(?:" + _DAY_NAME + r",?\s+)?" + MONTHS + r"(?:\.\s*|\s+)(?:the\s+)?(?:\d{1,2}|(?-i:[1-3]?[Il])(?=st\b))(?:st|nd|rd|th)?,?"
    r"\s+(?:\d{4}|['\u2019]\d{2})"  # March 14, 2026; Feb.15, 2026
    r"|" + FOREIGN_DAY_FIRST + r"|" + FOREIGN_YEAR_FIRST + r"|" + _FOREIGN_ABBREVIATED_UNGROUPED +
    r")(?:(?![\w/]|[.-]\d)|(?<=[/.-]\d{4})(?=\d{1,2}:\d{2})|(?<=\d)(?=T\d{2}:\d{2}))",  # "29/12/201711:41": a time glued
    # to the year; ISO 8601's "2026-10-02T17:44:00Z" (a system's time stamp)
    re.I,
)
# A count of days as printed: digits or a small number's word.
_COUNT_WORDS = {w: n for n, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve".split())}
_COUNT = r"(?:\d{1,2}|" + "|".join(w for w in _COUNT_WORDS if w != "zero") + r")"
# A count of days from another event than the document ("within 5 working days of receipt", "3 days after we receive
# it"): no date the document's own date gives.
_NOT_FROM_AN_EVENT = r"(?![ \t]+(?:of|after|from|following|once|when|upon|on[ \t]+receipt)(?![\w-]))"
_WEEKDAY_JOIN = r"\s+(?:and|or|to|until|till|through|thru|-|\u2013)\s+"
# Relative phrases we may resolve (weekday, tomorrow, in N days/weeks, N working days, the Nth) or keep verbatim.
_DAY_ABBREVIATION = r"(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\.?"
_YEARLESS_DAY_NAME = r"(?:" + WEEKDAYS + r",?\s+(?:the\s+)?)"  # "Tuesday 3rd of March", "Thursday, March 5th"
REL_DATE_RE = re.compile(
    r"\b(?:"
    # a day's name with its day and month and no year: one date, the name its check (before the bare day's name)
    r"" + _YEARLESS_DAY_NAME + r"(?:(?<![\d/.-])\d{1,2}(?:st|nd|rd|th)?(?:(?:\s+of)?\s+|-)(?!(?-i:may)\b)" + MONTHS +
    r"(?!\.?,?[\s/.-]*\d)|(?!(?-i:may)\b)" + MONTHS + r"(?:\.?\s+|-)\d{1,2}(?:st|nd|rd|th)?(?!,?\s*\d|[\w/-]|\.\d))"
    r"|" + WEEKDAYS + r",?\s+(?:of\s+)?next\s+week"  # "Monday next week": that day of the week after the base's
    r"|(?:next|this|coming|on)\s+" + WEEKDAYS +
    r"|(?<=\b(?:by|on)\s)" + _DAY_ABBREVIATION + r"(?![\w-])"  # "by Wed", "on Thurs."
    r"|" + WEEKDAYS + r"(?=\s*(?:[.,;]|$)|\s+at\s+the\s+latest\b)"  # "by Thursday at the latest"
    r"|" + WEEKDAYS + r"(?=" + _WEEKDAY_JOIN + WEEKDAYS + r")"  # "between Thursday and Saturday": the first day
    r"|(?:the\s+)?day\s+after\s+tomorrow|tomorrow|today"
    r"|(?:(?:with)?in\s+(?:the\s+next\s+)?)?" + _COUNT + r"(?:\s*(?:-|\u2013|to|or)\s*" + _COUNT + r")?\s+"
    r"(?:working|business|work|week)\s*days?" + _NOT_FROM_AN_EVENT +  # a count of working days, a range of counts too

    r"|(?:within|inside|in)\s+(?:the\s+next\s+)?(?:(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|fourteen)\s+"
    r"(?:(?:calendar\s+)?days?|weeks?)|(?:a|one)\s+(?:week|fortnight)|the\s+fortnight)"  # "within the fortnight",
    # "inside ten days", "within 7 calendar days" (not hours: "claims within 48 hours" is a span for something else)
    r"|(?:on\s+|by\s+)?the\s+\d{1,2}(?:st|nd|rd|th)(?!\s+(?:of\s+)?" + MONTHS + r")"
    r"|(?:the\s+)?end\s+of\s+(?:this|the|next)\s+(?:week|month)"
    r"|next\s+(?:week|month)|as\s+soon\s+as\s+possible|asap"
    r"|(?<![\d/.-])\d{1,2}(?:st|nd|rd|th)?(?:(?:\s+of)?\s+|-)(?!(?-i:may)\b)" + MONTHS + r"(?!\.?,?[\s/.-]*\d)"  # 4 March, 09-Mar (no year)
    r"|(?<![\w-])(?!(?-i:may)\b)" + MONTHS + r"(?:\.?\s+|-)\d{1,2}(?:st|nd|rd|th)?(?!,?\s*\d|[\w/-]|\.\d)"  # March 4, Mar-09
    r")\b",
    re.I,
)
# A day and month printed without a year ("on 4 March", "March 4th"): the year is the document's.
YEARLESS_RE = re.compile(r"(?:" + WEEKDAYS + r",?\s+(?:the\s+)?)?(?:(\d{1,2})(?:st|nd|rd|th)?(?:(?:\s+of)?\s+|-)(" + MONTHS + r")|(" + MONTHS + r")(?:\.?\s+|-)(\d{1,2})(?:st|nd|rd|th)?)$", re.I)
ORDINAL_RE = re.compile(r"the\s+(\d{1,2})(?:st|nd|rd|th)\b", re.I)
# Phrases that name a span of time, not a day: never resolved to a date.
VAGUE_RE = re.compile(r"next\s+(?:week|month)|end\s+of\s+(?:the\s+|this\s+|next\s+)?week|as\s+soon|asap", re.I)
MONTH_END_RE = re.compile(r"end\s+of\s+(?:this|the)\s+month", re.I)


def _order(date_order: str) -> dict:
    return {"DATE_ORDER": date_order, "PREFER_DAY_OF_MONTH": "first", "RETURN_AS_TIMEZONE_AWARE": False}


MONTH_NUMBERS = {name.lower(): n for names in (calendar.month_name, calendar.month_abbr) for n, name in enumerate(names) if name}
MONTH_NUMBERS["sept"] = 9  # (its own name: MONTHS is the month regex above, which the date patterns use)
_WEEKDAY = r"(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+(?:the\s+)?)?"
DAY_MONTH_YEAR_RE = re.compile(_WEEKDAY + r"(\d{1,2})(?:st|nd|rd|th)?(?:\s+of)?[\s.-]+([a-z]+)\.?[\s.,-]+(\d{4}|\d{2})", re.I)
MONTH_DAY_YEAR_RE = re.compile(_WEEKDAY + r"([a-z]+)\.?\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?,?\s+['\u2019]?(\d{4}|(?<=['\u2019])\d{2})", re.I)


def _written_date(text: str) -> date | None:
    """"4 March 2026", "Mar 4, 2026", "Wed, 04-Feb-2026" read directly: the common written
    forms without dateparser's ~5 ms per call. None when the text is not one of them."""
    for regex, day_group in ((DAY_MONTH_YEAR_RE, 1), (MONTH_DAY_YEAR_RE, 2)):
        m = regex.fullmatch(text)
        month = MONTH_NUMBERS.get(m.group(3 - day_group).lower()) if m else None
        if month:
            year = int(m.group(3))
            try:
                return date(year + 2000 if year < 100 else year, month, int(m.group(day_group)))
            except ValueError:
                return None
    return None


# The month, then two days, then the year: "June 9-11, 2026", "Apr 13 to 15 2026" (a window, read as its last day).
MONTH_DAY_RANGE_RE = re.compile(r"(?<![\w-])(" + MONTHS + r")\.?[ \t]+\d{1,2}(?:st|nd|rd|th)?[ \t]*(?:[-\u2013]|to|until|through)"
                                r"[ \t]*(\d{1,2})(?:st|nd|rd|th)?,?[ \t]+((?:19|20)\d{2})(?![\w/-])", re.I)


def month_day_range_end(raw: str) -> date | None:
    """The last day of a window printed as a month, two days and the year ("June 9-11, 2026": 11 June 2026); None
    for any other text."""
    m = MONTH_DAY_RANGE_RE.fullmatch(raw.strip())
    month = MONTH_NUMBERS.get(m.group(1).lower().rstrip(".")) if m else None
    if month is None:
        return None
    try:
        return date(int(m.group(3)), month, int(m.group(2)))
    except ValueError:
        return None


# OCR reads the "1" of the ordinal "1st" as "I" or "l" ("May Ist, 2026", "2lst March 2026"): a day of the date forms.
_OCR_FIRST_RE = re.compile(r"(?<![A-Za-z])([1-3]?)[Il](?=st\b)")


@lru_cache(maxsize=8192)  # pure, and a document asks for the same dates several times
def parse_date(raw: str, date_order: str = "MDY") -> date | None:
    """Parse an absolute printed date. ISO and other year-first forms win regardless of
    `date_order`; a numeric date with a part > 12 says itself which part is the day; a numeric
    date whose both readings are valid ("03/04/2026") follows `date_order` ("DMY"/"MDY", see
    `date_order()`), and with no order ("": nothing in the document decides) is not read at all."""
    if not raw:
        return None
    text = _OCR_FIRST_RE.sub(lambda m: m.group(1) + "1", raw.strip().rstrip(".,"))
    week = ISO_WEEK_DATE_RE.fullmatch(text)
    if week:  # "2026-W11-4": the ISO calendar's week and weekday
        try:
            return date.fromisocalendar(*(int(x) for x in week.groups()))
        except ValueError:
            return None
    ymd = re.fullmatch(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})|(\d{4})(\d{2})(\d{2})|(\d{4})\.[ \u00a0](\d{1,2})\.[ \u00a0](\d{1,2})",
                       text)
    if ymd:  # year first (ISO, 2018/04/28, 20180428): never day/month ambiguous
        y, m, d = (int(x) for x in ymd.groups() if x is not None)
        try:
            return date(y, m, d)
        except ValueError:
            return None
    m = NUMERIC_DATE_RE.fullmatch(text)
    if m:
        return _numeric_date(*_numeric_parts(m), date_order)
    written = _written_date(text)
    if written is not None:
        return written
    foreign = FOREIGN_DATE_RE.fullmatch(text)
    if foreign is not None:
        day, name, year = foreign.group(1, 2, 3) if foreign.group(1) else foreign.group(6, 5, 4)
        try:
            return date(int(year), FOREIGN_MONTHS[name.lower()], 1 if day in ("l", "I") else int(day))
        except ValueError:
            return None
    abbreviated = FOREIGN_ABBREVIATED_DATE_RE.fullmatch(text)
    if abbreviated is not None:
        day, year = abbreviated.group(1, 5)
        name = next(g for g in abbreviated.group(2, 3, 4) if g)
        try:
            return date(int(year) + (2000 if len(year) == 2 else 0), FOREIGN_MONTH_ABBREVIATIONS[name.lower()], int(day))
        except ValueError:
            return None
    settings = {**_order(date_order or "DMY"), "REQUIRE_PARTS": ["day", "month", "year"]}
    parsed = dateparser.parse(text, languages=["en"], settings=settings)
    return parsed.date() if parsed else None


def order_undecided(raw: str) -> bool:
    """Is a printed date one whose day and month the document leaves open: both readings valid and
    different ("03/04/2026"), so that only an order (`date_order`) reads it?"""
    return parse_date(raw, "") is None and None not in (parse_date(raw, "DMY"), parse_date(raw, "MDY"))


# Day and month as numbers, then the year: "14/03/2026", "12-01-19", "03.03.26", "3/3 2026", "3.3. 2026".
NUMERIC_DATE_RE = re.compile(r"(\d{1,2})(?:[/.-]|\.[ \u00a0])(\d{1,2})(?:[/.-](\d{2}|\d{4})|\.?[ \u00a0]((?:19|20)\d{2}))")


def _numeric_parts(m: re.Match) -> tuple[int, int, int]:
    """(first, second, year) of a NUMERIC_DATE_RE match."""
    return int(m.group(1)), int(m.group(2)), int(m.group(3) or m.group(4))


def _numeric_date(a: int, b: int, year: int, date_order: str) -> date | None:
    """The date of a numeric day/month pair in the order the evidence gives: a part > 12 is the
    day; else `date_order` decides; with no order, two different parts <= 12 are no date."""
    if year < 100:
        year += 2000
    if a > 12 or b > 12:
        day, month = (a, b) if a > 12 else (b, a)
    elif a == b or date_order in ("DMY", "MDY"):
        day, month = (a, b) if date_order != "MDY" else (b, a)
    else:
        return None
    try:
        return date(year, month, day)
    except ValueError:
        return None


# A numeric day and month without the year ("by 20/3", "Delivery estimate: 1/4"): two numbers parted by a slash, no
# third part, not a fraction of a measure or a count ("1/2 kg", "3/4 of the order" are read by `yearless_numeric`'s
# callers only after a date's preposition or a label's mark).
YEARLESS_NUMERIC_RE = re.compile(r"(?<![\w/.,-])(\d{1,2})/(\d{1,2})(?![\w/-]|[.,]\d)")


def resolve_yearless_numeric(raw: str, base: date | None, date_order: str, frame: str | None = None) -> date | None:
    """The date of a numeric day and month without its year ("20/3", "3/20"), read in the document's day/month
    order (a part over 12 is the day whatever the order; two parts <= 12 and no order: no date), in the year that
    puts it nearest the document date ("5/1" in a letter of 28 December is next January's); told in the past
    (`frame` "past"), the latest such day on or before the base within the half-year before. None without a base."""
    m = YEARLESS_NUMERIC_RE.fullmatch(raw.strip())
    if m is None or base is None:
        return None
    a, b = int(m.group(1)), int(m.group(2))
    options = [d for y in (base.year - 1, base.year, base.year + 1)
               if (d := _numeric_date(a, b, y, date_order)) is not None]
    if frame == "past":
        gone = [d for d in options if base - timedelta(days=183) <= d <= base]
        options = gone or options
    if not options:
        return None
    return min(options, key=lambda d: abs((d - base).days))


@dataclass(frozen=True)
class DateValue:
    value: str | None  # ISO, or None when unresolved
    unresolved: bool


COUNTED_DAYS_RE = re.compile(r"(?:(?:with)?in\s+(?:the\s+next\s+)?)?(" + _COUNT + r")(?:\s*(?:-|\u2013|to|or)\s*(" + _COUNT +
                             r"))?\s+(?:(working|business|work|week)\s*)?(days?|weeks?)", re.I)


def approximate_count(phrase: str) -> bool:
    """Is the phrase a count of working days or a range of counts that states no limit ("in 2-3 working days",
    "2-3 business days"), unlike "within 3-5 working days" or "in the next 2 days"? Such a count dates a delivery only
    under the estimate's own label, not as a sentence's words."""
    m = COUNTED_DAYS_RE.fullmatch(phrase.strip())
    if m is None or (m.group(2) is None and m.group(3) is None):
        return False
    return not re.match(r"within|in\s+the\s+next", phrase.strip(), re.I)


def counted_range(phrase: str) -> bool:
    """Is the phrase a range of counts of days ("within 5-7 working days", "in 3 to 5 days")? A range names no day:
    the latest day of it is an estimate's, not a promise's."""
    m = COUNTED_DAYS_RE.fullmatch(phrase.strip())
    return m is not None and m.group(2) is not None


def _count(word: str) -> int:
    return int(word) if word.isdigit() else _COUNT_WORDS[word.lower()]


def _counted_days(phrase: str, base: date) -> date | None:
    """A count of days from `base`: "within 3-5 working days" is five days Monday to Friday after it (the range's
    far end: what is promised is the latest day), "in 2-4 days" four calendar days, "in 1-2 weeks" fourteen. None
    when the phrase is no count of days."""
    m = COUNTED_DAYS_RE.fullmatch(phrase.strip())
    if m is None or (m.group(2) is None and m.group(3) is None):
        return None  # (a single count of calendar days is dateparser's, as before)
    n = max(_count(m.group(1)), _count(m.group(2) or m.group(1)))
    if m.group(3) is None:
        return base + timedelta(days=n * (7 if m.group(4).lower().startswith("week") else 1))
    d = base
    while n:
        d += timedelta(days=1)
        n -= d.weekday() < 5
    return d


def resolve_relative(phrase: str, base: date | None, frame: str | None = None) -> DateValue:
    """Resolve a relative date against the document date when that is unambiguous.

    Weekdays ("next Friday": the first Friday after the base), "tomorrow", "in N
    days/weeks" go through dateparser with RELATIVE_BASE and PREFER_DATES_FROM
    future. "the 12th" is the first 12th on or after the base date; "the end of
    this month" is its last day. Vague phrases ("next week", "end of next month", "as soon as possible") and anything without a
    base date stay unresolved: the words are kept, no date is invented.

    `frame` "past" (the verb governing the date tells of the past: `acts.date_frame`) reads a day named without its
    month or year backwards: "left our studio on the 2nd" in a letter of the 4th is the 2nd just gone, "it was approved
    on Monday" the last Monday, "returned on 28 February" the last 28 February. Counts, "next ..." and "tomorrow" are
    read as they are.
    """
    if base is None or (VAGUE_RE.search(phrase) and not re.match(WEEKDAYS + r",?\s+(?:of\s+)?next\s+week$", phrase.strip(), re.I)):
        return DateValue(None, True)
    yearless = YEARLESS_RE.search(phrase.strip())
    if yearless:  # the day nearest the document date: "on 4 March" in a letter of 6 March, "by 5 January" in late December
        day = int(yearless.group(1) or yearless.group(4))
        month_name = (yearless.group(2) or yearless.group(3)).lower()[:3]
        month = [m.lower() for m in calendar.month_abbr].index(month_name)
        options = []
        for y in (base.year - 1, base.year, base.year + 1):
            try:
                options.append(date(y, month, day))
            except ValueError:
                continue
        gone = [d for d in options if base - timedelta(days=183) <= d <= base]
        if frame == "past" and gone:  # the latest such day within the half-year before (one after the base stays no past)
            options = gone
        named = re.match(WEEKDAYS, phrase.strip(), re.I)
        if named:  # "Tuesday 3rd of March": the year whose 3 March is a Tuesday, if one of them is
            weekday = [d.lower() for d in calendar.day_name].index(named.group(0).lower())
            options = [d for d in options if d.weekday() == weekday] or options
        if not options:
            return DateValue(None, True)
        return DateValue(min(options, key=lambda d: abs((d - base).days)).isoformat(), False)
    next_week = re.match(r"(" + WEEKDAYS + r"),?\s+(?:of\s+)?next\s+week$", phrase.strip(), re.I)
    if next_week:  # "Monday next week": the Monday of the week (Monday to Sunday) after the base's
        weekday = [d.lower() for d in calendar.day_name].index(next_week.group(1).lower())
        return DateValue((base + timedelta(days=7 - base.weekday() + weekday)).isoformat(), False)
    if MONTH_END_RE.search(phrase):
        return DateValue(date(base.year, base.month, calendar.monthrange(base.year, base.month)[1]).isoformat(), False)
    m = ORDINAL_RE.search(phrase)
    if m and frame == "past":  # "on the 2nd" told in the past: the latest 2nd on or before the base
        for months_back in range(0, 3):
            y, mo = base.year, base.month - months_back
            y, mo = y + (mo - 1) // 12, (mo - 1) % 12 + 1
            try:
                candidate = date(y, mo, int(m.group(1)))
            except ValueError:
                continue
            if candidate <= base:
                return DateValue(candidate.isoformat(), False)
        return DateValue(None, True)
    if m:
        day = int(m.group(1))
        for months_ahead in range(0, 3):
            y, mo = base.year, base.month + months_ahead
            y, mo = y + (mo - 1) // 12, (mo - 1) % 12 + 1
            try:
                candidate = date(y, mo, day)
            except ValueError:
                continue
            if candidate >= base:
                return DateValue(candidate.isoformat(), False)
        return DateValue(None, True)
    counted = _counted_days(phrase, base)
    if counted is not None:
        return DateValue(counted.isoformat(), False)
    bare_day = re.fullmatch(r"(?:on\s+)?(" + WEEKDAYS + r")", phrase.strip(), re.I)
    if bare_day and frame == "past":  # "it was approved on Monday": the last Monday, the base's own day included
        weekday = [d.lower() for d in calendar.day_name].index(bare_day.group(1).lower())
        return DateValue((base - timedelta(days=(base.weekday() - weekday) % 7)).isoformat(), False)
    text = re.sub(r"^(?:on|by)\s+", "", phrase.strip(), flags=re.I)
    text = re.sub(r"^coming\s+", "next ", text, flags=re.I)
    text = re.sub(r"^(?:within|inside)\s+(?:the\s+next\s+)?", "in ", text, flags=re.I)
    text = re.sub(r"\bcalendar\s+(?=days?\b)", "", text, flags=re.I)  # "7 calendar days": seven days
    abbreviated = re.fullmatch(_DAY_ABBREVIATION, text, re.I)
    if abbreviated:  # "Thurs.": the day's full name
        text = next(d for d in calendar.day_name if d.lower().startswith(text.lower().rstrip(".")[:3]))
    text = re.sub(r"\b(?:a|one|the)\s+fortnight\b", "14 days", re.sub(r"\b(?:a|one)\s+week\b", "7 days", text, flags=re.I),
                  flags=re.I)
    settings = {"RELATIVE_BASE": datetime.combine(base, datetime.min.time()), "PREFER_DATES_FROM": "future",
                "RETURN_AS_TIMEZONE_AWARE": False}
    parsed = dateparser.parse(text, languages=["en"], settings=settings)
    if parsed is None:
        return DateValue(None, True)
    resolved = parsed.date()
    if re.search(WEEKDAYS, text, re.I) and resolved <= base:
        resolved += timedelta(days=7)  # "Friday" written on a Friday means the next one
    return DateValue(resolved.isoformat(), False)


@lru_cache(maxsize=32)  # a document's text is asked four times (its context, its type's evidence, its date order)
def dominant_currency(text: str) -> str | None:
    """The currency of a document's amounts (ISO code), or None when none carries a marker.

    Markers that name one currency ("NZD", "NZ$", "₹", "SEK") count for it; a symbol several
    currencies share ("$", "kr") counts for the one of them the document names elsewhere (an
    amount's marker, or a code on its own: "All prices in NZD"), else for its usual reading."""
    counts: dict[str, int] = {}
    shared: list[str] = []
    for m in MONEY_RE.finditer(text):
        for marker in _CURRENCY_MARKER_RE.findall(m.group(0)):
            if is_shared_symbol(marker):
                shared.append(marker)
            elif (code := currency_code(marker)) is not None:
                counts[code] = counts.get(code, 0) + 1
    if shared:
        named = set(counts) | set(re.findall(r"\b(?:" + _CODE_ALT + r")\b", text))
        for marker in shared:
            codes = sorted(c for c in _SYMBOL_CODES.get(marker, ()) if c in named)
            code = max(codes, key=lambda c: counts.get(c, 0)) if codes else currency_code(marker)
            if code is not None:
                counts[code] = counts.get(code, 0) + 1
    if not counts and not shared:  # bare amounts under a label or a note that names one currency: "Total (INR)"
        named = set(re.findall(r"(?:\([ \t]*|(?<![\w-])in[ \t]+)(" + _CODE_ALT + r")(?![A-Za-z])", text))  # "(INR)", "in NZD"
        # a total's code before its amount in the next column: "Total CHF        1'777.55"
        named |= set(re.findall(r"(?<![A-Za-z])(" + _CODE_ALT + r")(?:[ \t]{3,}|\t)[ \t]*-?\d", text))
        for sym in re.findall(r"\([ \t]*(" + _SYMBOL_ALT + r")[ \t]*\)", text):  # a column's "Price (KSh)", "Amount (₹)"
            if not is_shared_symbol(sym) and (code := currency_code(sym)) is not None:
                named.add(code)
        return named.pop() if len(named) == 1 else None
    return max(counts, key=counts.get) if counts else None


# Where a currency says how its country writes numeric dates: month first (the US), either
# (Canada prints both). Every other currency's country writes day first.
MONTH_FIRST_CURRENCIES = frozenset({"USD"})
EITHER_ORDER_CURRENCIES = frozenset({"CAD"})


def _order_by_printed_dates(text: str) -> str:
    """"DMY" or "MDY" for a document's numeric dates, by the evidence of its dates, or "" when they do not decide.

    An unambiguous numeric date (13/03/2026) decides; else the reading that puts the numeric
    dates closest to the document's written-out dates ("Wed, 04 Feb 2026" makes 02/04/2026 the
    4th of February). (Then the currency of its amounts and the place it names: `date_order`.)"""
    numeric, dotted = [], True
    for m in re.finditer(r"(?<![\d/.-])" + NUMERIC_DATE_RE.pattern + r"(?![\d/-]|\.\d)", text):  # (a sentence's period
        # after the date, "... on 03/10/2026.", is no part of a number)
        a, b, y = _numeric_parts(m)
        if not (1 <= a <= 31 and 1 <= b <= 31) or min(a, b) > 12:
            continue  # no date in either reading ("12.50 2026" is an amount and a year)
        if a > 12 >= b:
            return "DMY"
        if b > 12 >= a:
            return "MDY"
        numeric.append((a, b, y + 2000 if y < 100 else y))
        dotted = dotted and bool(re.fullmatch(r"\d{1,2}\.\d{1,2}\.(?:\d{4}|\d{2})", m.group(0)))
    written = []
    for m in ABS_DATE_RE.finditer(text):
        if re.search(r"[A-Za-z]", m.group(0)) or re.fullmatch(r"\d{4}-\d{1,2}-\d{1,2}", m.group(0)):
            d = parse_date(m.group(0), "DMY")
            if d:
                written.append(d)
    if numeric and dotted:  # "09.07.2026": the dotted numeric date is day first wherever it is printed
        return "DMY"  # (DIN 5008, and the national formats of continental Europe; month-first writes slashes)
    if numeric and written:
        def distance(order: str) -> int:
            total = 0
            for a, b, y in numeric:
                try:
                    d = date(y, b, a) if order == "DMY" else date(y, a, b)
                except ValueError:
                    return 10**9
                total += min(abs((d - w).days) for w in written)
            return total
        dmy, mdy = distance("DMY"), distance("MDY")
        if dmy != mdy:
            return "DMY" if dmy < mdy else "MDY"
    return ""


def _order_by_currency(text: str) -> str:
    """The order the currency of a document's amounts writes dates in: US dollars month first, Canadian dollars
    undecided, any other day first; "" for no currency."""
    currency = dominant_currency(text)
    if currency is None or currency in EITHER_ORDER_CURRENCIES:
        return ""
    return "MDY" if currency in MONTH_FIRST_CURRENCIES else "DMY"


# --------------------------------------------------------------------------- text


# A table's row as plain text prints it, ruled: "| Invoice no. | 2291 |" (a bar opens AND closes the line;
# box-drawing bars too). Its bars that stand apart (a space or the line's edge on both sides) are the cells'
# rules. OCR reads a line's first "I" as a bar ("| need the parcel ... | look forward"), never closing the line
# with one; a bar touching a letter or a digit is OCR's "I", "l" or "1" ("|NV-2231") and stays; a line that only
# joins items with " | " ("Order 7781 | Cust 0042") is no ruled row and is read as it is.
_BARS = "|\u2502\u2503\u00a6"
RULED_ROW_RE = re.compile(r"(?m)^[ \t]*[" + _BARS + r"][ \t].*[ \t][" + _BARS + r"][ \t]*$")
_RULE_RE = re.compile(r"(?:(?<=^)|(?<=[ \t]))[" + _BARS + r"](?=[ \t]|$)")


# --------------------------------------------------------------------------- the numeric dates' order by the place

# The countries that write a numeric date month first (CLDR's short date pattern M/d/y for en-US and en-PH); Canada
# prints both orders; every other country named on a document writes day first. Names as addresses print them
# (ISO 3166 English short names, common forms and the country's own name for the trading partners of Europe's shops).
MONTH_FIRST_PLACE_RE = re.compile(r"(?<![\w-])(?:United[ \t]+States(?:[ \t]+of[ \t]+America)?|U\.?S\.?A\.?|U\.S\.|"
                                  r"Philippines)(?![\w-])")
EITHER_ORDER_PLACE_RE = re.compile(r"(?<![\w-])Canada(?![\w-])")
DAY_FIRST_PLACE_RE = re.compile(
    r"(?<![\w-])(?:United[ \t]+Kingdom|U\.?K\.?|Great[ \t]+Britain|England|Scotland|Wales|Northern[ \t]+Ireland|Ireland|"
    r"Australia|New[ \t]+Zealand|India|Singapore|Malaysia|South[ \t]+Africa|Kenya|Nigeria|Germany|Deutschland|Austria|"
    r"[ÖO]sterreich|Switzerland|Schweiz|Suisse|Svizzera|France|Belgium|Belgique|Belgi[eë]|Netherlands|Nederland|"
    r"Luxembourg|Spain|Espa[ñn]a|Portugal|Italy|Italia|Poland|Polska|Czech(?:ia|[ \t]+Republic)|Slovakia|Hungary|"
    r"Denmark|Danmark|Norway|Norge|Sweden|Sverige|Finland|Suomi|Greece|Romania|Bulgaria|Croatia|Slovenia|Estonia|"
    r"Latvia|Lithuania|Brazil|Brasil|Argentina|Chile|Colombia|Mexico|M[ée]xico|Peru|Turkey|T[üu]rkiye|Israel|"
    r"United[ \t]+Arab[ \t]+Emirates|UAE|Saudi[ \t]+Arabia|Egypt|Pakistan|Indonesia|Thailand|Vietnam)(?![\w-])")
# A US address's state and ZIP code ("Dayton, Ohio 45402", "Boise, ID 83702"): USPS's two-letter codes after the city's
# comma and the states' names, before a five-digit ZIP (ZIP+4 too).
US_STATES = ("AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK "
             "OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC").split()
US_STATE_NAMES = ("Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|"
                  "Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|"
                  "Mississippi|Missouri|Montana|Nebraska|Nevada|New[ \t]+Hampshire|New[ \t]+Jersey|New[ \t]+Mexico|"
                  "New[ \t]+York|North[ \t]+Carolina|North[ \t]+Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode[ \t]+Island|"
                  "South[ \t]+Carolina|South[ \t]+Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|"
                  "West[ \t]+Virginia|Wisconsin|Wyoming")
US_ZIP_RE = re.compile(r"(?:,[ \t]*(?:" + "|".join(US_STATES) + r")|(?<![\w-])(?:" + US_STATE_NAMES + r"))[ \t]+\d{5}(?:-\d{4})?"
                       r"(?![\d-])")  # (a code after its city's comma: "Customer ID 55120" names no Idaho)
# The word "date" in the day-first languages a shop prints its labels in (German, Dutch, Scandinavian "datum" alone or
# ending a compound, "Rechnungsdatum"; Spanish "fecha"; Italian, Portuguese and Polish "data"; French "date de/du/d'")
# as the label of a numeric date: the label's language writes it day first.
DAY_FIRST_DATE_LABEL_RE = re.compile(
    r"(?i)(?:[a-zäöüß]*datum|fecha|(?<![\w-])data|(?<![\w-])date[ \t]+(?:de|du|d')[ \t]*[\w'’-]*)"
    r"(?:[ \t]+[\w'’-]+){0,3}[ \t]*[:.]?[ \t]*\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}")


@lru_cache(maxsize=32)  # asked by extraction and again by validation of the same text
def date_order(text: str) -> str:
    """"DMY" or "MDY" for a document's numeric dates: the evidence of its dates (an unambiguous date, the written-out
    dates: `_order_by_printed_dates`) first, then the currency (`_order_by_currency`; US dollars give way to an address
    of a day-first country or a date's label in a day-first language, no month-first place named: the dollar is the
    money of trade and of countries that write the day first, "$" the sign of many pesos); when
    that leaves it undecided, the place (the country or a US state's ZIP an address names, one order only) and then
    the language a date's own label is printed in. "" when nothing decides."""
    printed = _order_by_printed_dates(text)
    if printed:
        return printed
    month_first = bool(MONTH_FIRST_PLACE_RE.search(text) or US_ZIP_RE.search(text))
    day_first = bool(DAY_FIRST_PLACE_RE.search(text))
    order = _order_by_currency(text)
    if order == "MDY" and not month_first and not EITHER_ORDER_PLACE_RE.search(text) \
            and (day_first or DAY_FIRST_DATE_LABEL_RE.search(text)):
        return "DMY"  # the dollar is the money of trade and "$" many countries' peso: a day-first country's or language's
    if order:
        return order
    if EITHER_ORDER_PLACE_RE.search(text) or month_first == day_first:
        return "DMY" if not month_first and DAY_FIRST_DATE_LABEL_RE.search(text) else ""
    return "MDY" if month_first else "DMY"


def blank_table_rules(text: str) -> str:
    """The text with a ruled table's cell rules read as the column gaps they are: each bar that stands apart
    in a ruled row becomes a space, so every offset stays where it was (spans index the printed text as
    before) and a label and its value in two cells of one row read as "label   value"."""
    if not any(b in text for b in _BARS):
        return text
    return RULED_ROW_RE.sub(lambda m: _RULE_RE.sub(" ", m.group(0)), text)


# OCR's look-alike slips in a scan's numbers and words: "O3/02/2026", "16,5OO.00", "2l.04.2026", "TS-R-2026-1l8" (a
# letter O or l inside a run of digits), "0rder", "APPR0VED", "DECISl0N" (a zero or a small l inside a word). A run of
# digits and look-alikes (no other letter) in a number-like token of at least MIN_DIGITS digits is a number; a zero
# among letters alone is an O; an "l" between capitals is an "I". Real ids keep their letters: a letter beside another
# letter ("SO-26", "NO-441", "A4", "YG-O-5510") is no slip. A capital I read as "l" before a consonant opens no word
# ("lnvoice", "lkeja"; "lb" and "lt" stay: pounds, "ltd").
_DIGIT_RUN_RE = re.compile(r"(?<![A-Za-z0-9])(?=[0-9OoIl]*\d)(?=[0-9]*[OoIl])[0-9OoIl]+(?![A-Za-z0-9])")
_NUMBER_TOKEN_CHARS = "0123456789OoIl.,/:'-"
MIN_DIGITS = 4  # "0.5l", "12l" (litres) stay: a date, an amount with its cents or an id has four digits or more
MAX_LOOKALIKES = 2
_ZERO_IN_WORD_RE = re.compile(r"(?<![A-Za-z0-9])(?:[A-Za-z]+0[A-Za-z]+|0[A-Za-z]{3,})(?![A-Za-z0-9])")
# The slash of a two-letter abbreviation OCR read as a small l, a capital I or a bar ("A/c No." as "Alc No.", "P/O no" as
# "PIO no"): before a number word ("No", "Nr", "#") a three-letter token whose middle is one of those and whose last letter
# is a consonant other than the middle's is the abbreviation (a word ends in a vowel or doubles its l: "Ali", "All"); in
# capitals, a capital I between two capitals ("PIO", "AIC").
_SLASH_AS_L_RE = re.compile(r"(?<![\w/.-])(?:([A-Za-z])[lI|]([bcdfghjkmnpqrstvwxzBCDFGHJKMNPQRSTVWXZ])|([A-Z])[I|]([A-HJ-Z]))"
                            r"(?=\.?[ \t]*(?:[Nn][oOr]\b\.?|#))")
_L_AMONG_CAPITALS_RE = re.compile(r"(?<=[A-Z])l(?=[A-Z]{2})|(?<=[A-Z]{2})l(?=[A-Z])|(?<![A-Za-z])l(?=[A-Z]{3})"
                                  r"|(?<![\w-])l(?=[cdfghjkmnpqrsvwxz][a-z])")  # "lnvoice": no word opens with "ln"


# A currency sign inside a code of letters and digits ("1Z9X40£80361148201", "RF4$0912"): OCR's reading of the letter it
# looks like. No money is printed so: a sign stands before or after its number, and where letters run into it they are
# the currency's own ("US$120", "NZ$342.70": no digit before the sign). Left, the stray sign made the page's money
# British and its dates day-first. Only inside a code with a digit before the sign and a letter in it.
_SIGN_IN_CODE_RE = re.compile(r"(?<![\w£$€.,])(?=[A-Za-z0-9]*\d)([A-Za-z0-9]+)[£$€]([A-Za-z0-9]+)(?![\w£$€])")
_SIGN_LETTER = {"£": "E", "€": "E", "$": "S"}
# A "!" glued to a word's final "l" with the line going on ("Rachel! Dunmore", "Thermal! Label Printer"): OCR read the
# stem twice (the letter, then its foot and a speck as "!"). Read as the space it stands in, the words are the name or
# title as printed (a sentence a real "!" ends is rarely one a field is read from; the tuning shops' texts have none).
_STEM_BANG_RE = re.compile(r"(?<=[A-Za-z]l)!(?=[ \t][A-Za-z])")
MIN_CODE_CHARS = 6  # letters and digits around the sign: shorter is no code


def _sign_as_letter(m: re.Match) -> str:
    code = m.group(1) + m.group(2)
    if len(code) < MIN_CODE_CHARS or not any(c.isalpha() for c in code):
        return m.group(0)
    sign = m.group(0)[len(m.group(1))]
    return m.group(1) + _SIGN_LETTER[sign] + m.group(2)


def _number_token(text: str, start: int, end: int) -> str:
    while start > 0 and text[start - 1] in _NUMBER_TOKEN_CHARS:
        start -= 1
    while end < len(text) and text[end] in _NUMBER_TOKEN_CHARS:
        end += 1
    return text[start:end]


def _as_digits(m: re.Match, text: str) -> str:
    run = m.group(0)
    slips = sum(c in "OoIl" for c in run)
    digits = sum(c.isdigit() for c in _number_token(text, m.start(), m.end()))
    if slips > MAX_LOOKALIKES or digits < MIN_DIGITS:
        return run
    return run.translate(str.maketrans("OoIl", "0011"))


def _zero_as_o(m: re.Match) -> str:
    word = m.group(0)
    i = word.index("0")
    lower = i > 0 and sum(c.islower() for c in word if c != "l") > sum(c.isupper() for c in word)
    return word[:i] + ("o" if lower else "O") + word[i + 1:]


# An amount beside its currency marker ("£12.S0", "€5O,00", "$l45.00", "NZ$ S0O.00", "1 2O5,00 kr"): the marker says
# "this is money", so a letter that looks like a digit (O o D Q for 0, I l | for 1, S for 5, B for 8, Z for 2, G for 6)
# in a token printed as an amount (its cents after a decimal mark) is that digit, however short the number. At most
# MAX_LOOKALIKES slips, at least two real digits, and the repaired token must read as an amount with its cents.
_MONEY_SLIPS = str.maketrans("OoDQIl|SBZG", "00001115826")
_SLIP_CHAR = "[0-9OoDQIl|SBZG]"
_MARKER_WORD = (r"(?:(?<![A-Za-z])(?:" + _CODE_ALT + r")(?![A-Za-z])\.?|(?<![A-Za-z])(?:" + _SYMBOL_ALT
                + r")(?:(?<=[A-Za-z])\.?(?![A-Za-z])|(?<![A-Za-z])))")
_MARKED_SLIP_RE = re.compile(
    r"(?P<m1>" + _MARKER_WORD + r")(?P<g1>[ \t\u00a0]{0,2})(?P<n1>-?" + _SLIP_CHAR + r"[0-9OoDQIl|SBZG.,'’:]*" + _SLIP_CHAR
    + r")(?![\w%])"
    r"|(?<![\w.,])(?P<n2>" + _SLIP_CHAR + r"(?:[0-9OoDQIl|SBZG.,'’]| (?=" + _SLIP_CHAR + r"{3}(?!\w)))*" + _SLIP_CHAR
    + r")(?P<g2>[ \t\u00a0]{0,2})(?P<m2>" + _MARKER_AFTER + r")")
_CENTS_AMOUNT_RE = re.compile(r"-?\d{1,3}(?:[.,'’ ]?\d{3})*[.,]\d{2}|-?\d{1,2}(?:,\d{2})+,\d{3}\.\d{2}")


def _marked_amount(m: re.Match) -> str:
    name = "n1" if m.group("n1") is not None else "n2"
    token = m.group(name)
    slips = sum(c in "OoDQIl|SBZG:" for c in token)
    fixed = token.translate(_MONEY_SLIPS)
    if ":" in fixed:  # "$1,303:55": a decimal point read as a colon (the other mark, if any, groups)
        fixed = re.sub(r":(?=\d{2}$)", "," if "." in fixed else ".", fixed)
    if not slips or slips > MAX_LOOKALIKES or sum(c.isdigit() for c in token) < 2 \
            or not _CENTS_AMOUNT_RE.fullmatch(fixed):
        return m.group(0)
    a, b = m.span(name)
    return m.group(0)[:a - m.start()] + fixed + m.group(0)[b - m.start():]


# A decimal mark printed twice ("£85..00", "€245,.50"): OCR read a speck beside the mark as another. The second mark
# reads as the gap OCR's split decimals leave ("85. 00"), which an amount after its marker is read across.
_DOUBLED_MARK_RE = re.compile(r"(?<=\d)([.,])[.,](?=\d{2}(?![\d.,]))")


# A dollar symbol read with its "$" as an "S", glued to its amount ("CAS1,473.01", "NZS59.00", "USS12.00"): the letters
# before it are a printed dollar symbol's own ("CA$", "NZ$", "US$"), and an amount with its cents follows.
_DOLLAR_PREFIXES = sorted({s[:-1] for s in _PRINTED_SYMBOLS if s.endswith("$") and s[:-1].isalpha() and s[:-1].isupper()},
                          key=len, reverse=True)
_DOLLAR_AS_S_RE = re.compile(r"(?<![A-Za-z0-9])(?:" + "|".join(map(re.escape, _DOLLAR_PREFIXES)) + r")(S)"
                             r"(?=-?\d{1,3}(?:[,.' ]?\d{3})*[.,]\d{2}(?![\d.,]))") if _DOLLAR_PREFIXES else None
# A "$" opening a code of slashed or hyphenated groups ("$0/26/23855", "$O-221-77"): OCR's reading of an "S"; no amount
# goes on with a slash or a hyphen and more digits.
_SIGN_OPENS_CODE_RE = re.compile(r"(?<![\w$£€.,])\$(?=[0-9A-Za-z]{1,4}[/-]\d+[/-][0-9A-Za-z])")
# A scan's specks around a value ("CS-26-35444 | 09-May-2026 ‘ ~ '_WEB167241", "Order ref: — B2B-1710-QH"): a tilde,
# an underscore or a lone quote mark standing between spaces, an underscore (after a quote mark) glued before a code,
# and a long dash between a label's colon and a value with a letter in it, read as the gaps they stand in.
_SPECK_RE = re.compile(r"(?<=[ \t])(?:[~_]+|['‘’`])(?=[ \t])|(?<=[ \t])['‘’`]?_+(?=[A-Z0-9])"
                       r"|(?P<dash>(?<=:)[ \t]+—(?=[ \t]+[A-Za-z0-9/-]*[A-Za-z]))")


def _speck_as_gap(m: re.Match) -> str:
    if m.group("dash") is not None:
        return m.group(0)[:-1] + " "
    return " " * len(m.group(0))


# A date whose month name or day OCR damaged ("14 Apri1 2026", "22 Marcn 2026", "8 Decernber 2026", "Nov. l2, 2026",
# "Feb 3O, 2026"): between a day and a year (or before a day and a year) a word one edit from one month's name and no
# other (a three-letter abbreviation only by a look-alike letter: "Mav" for "May") is that month, written over the
# damaged word (a shorter name padded with spaces: "rn" read for "m"); the day's look-alike letters are its digits.
# Numeric dates with one separator damaged ("15,03.2026", "15.03,2026": a comma parts no date) take the other.
_MONTH_NAMES = tuple(m.lower() for m in calendar.month_name[1:]) + tuple(m.lower() for m in calendar.month_abbr[1:]) + ("sept",)
_LOOKALIKE_LETTERS = {frozenset(p) for p in ("vy", "nu", "ce", "oa", "rn", "il", "ij", "ao", "hn", "bh")}
_DAY = r"[0-9OoIl]{1,2}(?<=\d)(?:st|nd|rd|th)?|(?=[OoIl]\d|\d[OoIl])[0-9OoIl]{2}(?:st|nd|rd|th)?"
_DAMAGED_MONTH_RE = re.compile(
    r"(?<![\w/.-])(?P<d1>" + _DAY + r")(?P<s1>\.?[ \t]+)(?P<m1>[^\W\d_](?:[^\W_]|[|!\]]){2,11})(?=\.?,?[ \t]+(?:19|20)\d{2}(?!\d))"
    r"|(?<![\w/.-])(?P<m2>[A-Za-z][A-Za-z0-9]{2,9})(?P<s2>\.?[ \t]+)(?P<d2>" + _DAY + r")(?=,?[ \t]+(?:19|20)\d{2}(?!\d))"
    # year first (2026. február 19.): a month of another language only (`_month_of`'s foreign=True)
    r"|(?<![\w/.,-])(?:19|20)\d{2}\.?[ \t]+(?P<m3>[^\W\d_][^\W_]{3,11})(?P<s3>\.?[ \t]+)(?P<d3>\d{1,2})(?=\.?(?![\w/,-]|\.\d))")
_MIXED_SEPARATORS_RE = re.compile(r"(?<![\w/.,-])(\d{1,2})([.,])(\d{1,2})([.,])((?:19|20)\d{2})(?![\w/.,-])")
# A currency sign of Latin letters with a marked one ("Kč", "zł") printed after an amount with that letter read as
# another marked letter ("10 034,00 Ké", "99,00 zŀ"): the sign, one character for one.
_MARKED_SIGNS = [sym for sym in _PRINTED_SYMBOLS if len(sym) > 1 and not sym.isascii()
                 and all(c.isalpha() and ("A" <= c <= "z" or "\u00c0" <= c <= "\u024f") for c in sym)]
_MARKED_SIGN_SLIP_RE = re.compile(r"(?<=\d)([ \t\u00a0]?)(" + "|".join(
    "".join(re.escape(c) if c.isascii() else r"[\u00c0-\u024f]" for c in sym) for sym in _MARKED_SIGNS)
    + r")(?![^\W\d_])") if _MARKED_SIGNS else None


def _marked_sign(m: re.Match) -> str:
    word = m.group(2)
    sign = next((sym for sym in _MARKED_SIGNS if len(sym) == len(word) and all(
        a == b or not a.isascii() and not b.isascii() for a, b in zip(sym, word))), None)
    return m.group(0) if sign is None else m.group(1) + sign


# A label's dotted initials with a letter OCR read as a digit or sign ("$.0. No.:", "P.0. #", "A.8.N.:"): two or three
# single characters each followed by its period, each a capital or a look-alike of one, at least one of them no
# digit (a version "5.0." stays), before the label's colon or number sign (a number word between): the capitals.
_DOTTED_INITIALS_RE = re.compile(r"(?<![\w$.,/-])((?:[A-Z$0158]\.){2,3})(?=[ \t]*(?:(?:[A-Z][a-z]{0,5}|[Nn][ºo°])\.?[ \t]*)?[:#])")
_INITIAL_LOOKALIKES = str.maketrans("$0158", "SOISB")


def _dotted_initials(m: re.Match) -> str:
    token = m.group(1)
    if not re.search(r"[$0158]", token) or not re.search(r"[A-Z$]", token):
        return token
    return token.translate(_INITIAL_LOOKALIKES)


# A numeric date whose separators OCR lost or misread ("22:04 2026", "03 05 2026", "14;02.2026"): two two-digit
# numbers (a day and a month either way round, each 1..31, one of them at most 12) and a four-digit year, parted by
# spaces, colons or semicolons (a period or comma on one side only), with no number before or after the three (a
# phone number's groups run on; a time is followed by no year alone). Read with periods, one character for one.
_LOST_SEPARATORS_DATE_RE = re.compile(r"(?<![\w/.,:;+-])(?<!\d[ \t])(\d{2})([ :;.])(\d{2})([ :;.,])((?:19|20)\d{2})"
                                      r"(?![\w/-]|[.,:]\d|[ \t]+\d)")


def _lost_separators_date(m: re.Match) -> str:
    a, b = int(m.group(1)), int(m.group(3))
    if m.group(2) in ".," and m.group(4) in ".," or not (1 <= a <= 31 and 1 <= b <= 31 and min(a, b) <= 12):
        return m.group(0)
    return m.group(1) + "." + m.group(3) + "." + m.group(5)


# A numeric date whose two-digit month OCR split with a space ("18/1 1/2026" for 18/11/2026): a day and its separator,
# one digit, a space, one digit, the same separator and a four-digit year. "1/2026" alone is no date and "18/1" no
# whole one, so the space is a slip: read as the date with the space moved after it, one character for one.
_SPLIT_MONTH_DATE_RE = re.compile(r"(?<![\w/.,-])(\d{1,2})([/.-])(\d) (\d)\2((?:19|20)\d{2})(?![\w/-]|[.,]\d)")


def _month_of(word: str) -> str | None:
    """The month name a damaged word stands for, or None (a month already, no month, or more than one)."""
    w = word.lower().translate(str.maketrans("01|5!]", "ollsll"))  # (a bracket or a bang for an "l": "Apri]")
    if word.lower() in _MONTH_NAMES or re.fullmatch(MONTHS, word.lower()) or word.lower() in FOREIGN_MONTHS:
        return None  # (a month of another language is its own word: "Juni", "mars")
    if w in _MONTH_NAMES:  # "Apri1", "0ctober": a digit for a letter
        return w
    folded = w.replace("rn", "m").replace("vv", "w")
    near = set()
    for name in _MONTH_NAMES:
        if len(name) >= 4 and Levenshtein.distance(folded, name, score_cutoff=1) <= 1 and folded[:1] == name[:1]:
            near.add(name)
        elif len(name) == 3 and len(w) == 3 and w[0] == name[0] and sum(
                a != b and frozenset((a, b)) not in _LOOKALIKE_LETTERS for a, b in zip(w, name)) == 0 and w != name:
            near.add(name)
    full = {n for n in near if len(n) > 4 or n in ("june", "july", "sept")} or near
    if len(full) == 1:
        return next(iter(full))
    return None if full else _foreign_month_of(w)


def _foreign_month_of(w: str) -> str | None:
    """A damaged word one edit from a month's name of another language (five letters or more, its first letter
    kept: "februdr" for "február", "rnarca" no): that name when every such name is the one month's (the one closest
    and of the word's length first, so it writes over the word), else None."""
    if len(w) < 5:
        return None
    near = sorted((Levenshtein.distance(w, name), len(name) != len(w), name) for name in FOREIGN_MONTHS
                  if len(name) >= 5 and name[0] == w[0] and abs(len(name) - len(w)) <= 1
                  and Levenshtein.distance(w, name, score_cutoff=1) <= 1)
    if not near or len({FOREIGN_MONTHS[n] for _, _, n in near}) != 1:
        return None
    return near[0][2]


def _month_repaired(m: re.Match) -> str:
    word_group = next(g for g in ("m1", "m2", "m3") if m.group(g) is not None)
    day_group = "d" + word_group[1]
    word = m.group(word_group)
    if not word.isascii() and word.lower() not in FOREIGN_MONTHS:  # (an accented word: a foreign name's slip only)
        month = _foreign_month_of(word.lower())
    else:
        month = _month_of(word) if word_group != "m3" else (
            None if word.lower() in FOREIGN_MONTHS else _foreign_month_of(word.lower()))
    if word_group == "m3" and month is None:
        return m.group(0)
    day = m.group(day_group)
    fixed_day = day[:2].translate(str.maketrans("OoIl", "0011")) + day[2:]
    if month is None and (not re.search(r"[OoIl]", day[:2]) or not (word.lower() in _MONTH_NAMES
                                                                     or re.fullmatch(MONTHS, word.lower()))):
        return m.group(0)
    if month is not None:
        if len(month) > len(word):
            return m.group(0)
        month = (word[0] + month[1:]) if word[0].isupper() else month
        if word[1:].isupper():
            month = month.upper()
        word = month + " " * (len(word) - len(month))
    out, base = m.group(0), m.start()
    for name, value in sorted(((word_group, word), (day_group, fixed_day)), key=lambda g: -m.start(g[0])):
        a, b = m.start(name) - base, m.end(name) - base
        out = out[:a] + value + out[b:]
    return out


# A label's colon read as a semicolon by OCR after a number-word ("Customer No.; PE-30710", "Invoice nr; 4471"): a
# semicolon after "no"/"nr"/"nº" and before a value with a digit ends no clause; it is the label's colon.
_SEMICOLON_AFTER_NUMBER_WORD_RE = re.compile(r"(?<![^\W\d_])((?:no|nr|n[º°])\.?);(?=[ \t]+[A-Za-z]{0,6}[-/]?\d)", re.I)


# A cent sign inside or opening a word of small letters, or alone before a period after a word ("Zakaznické ¢islo",
# "Odbératel ¢."): OCR's reading of a "c" with a caron or a cedilla (č, ç), which the sign's stroke resembles. A price's
# cents follow their number ("99¢"); Ghana's cedi follows capitals ("GH¢ 1,200.00"): both stay.
_CENT_AS_C_RE = re.compile(r"(?<=[a-z\u00df-\u024f])¢(?=[^\W\d_])|(?<![\w¢])¢(?=[a-z\u00df-\u024f]{2})"
                           r"|(?<=[a-z\u00df-\u024f][ \t])¢(?=\.)")


def repair_lookalikes(text: str) -> str:
    """The text with OCR's look-alike slips in numbers and words read as what they stand for (see above); one
    character for one, so every offset stays where it was."""
    text = _SEMICOLON_AFTER_NUMBER_WORD_RE.sub(r"\1:", _CENT_AS_C_RE.sub("c", text))
    text = _SIGN_IN_CODE_RE.sub(_sign_as_letter, _STEM_BANG_RE.sub(" ", text))
    text = _SPECK_RE.sub(_speck_as_gap, _SIGN_OPENS_CODE_RE.sub("S", text))
    if _DOLLAR_AS_S_RE is not None:
        text = _DOLLAR_AS_S_RE.sub(lambda m: m.group(0)[:-1] + "$", text)
    text = _DOUBLED_MARK_RE.sub(r"\1 ", _MARKED_SLIP_RE.sub(_marked_amount, text))
    text = _DIGIT_RUN_RE.sub(lambda m: _as_digits(m, text), text)
    text = _DAMAGED_MONTH_RE.sub(_month_repaired, text)
    text = _MIXED_SEPARATORS_RE.sub(lambda m: m.group(0) if m.group(2) == m.group(4) else
                                    m.group(1) + "." + m.group(3) + "." + m.group(5), text)
    text = _LOST_SEPARATORS_DATE_RE.sub(_lost_separators_date, text)
    text = _DOTTED_INITIALS_RE.sub(_dotted_initials, text)
    if _MARKED_SIGN_SLIP_RE is not None:
        text = _MARKED_SIGN_SLIP_RE.sub(_marked_sign, text)
    text = _SPLIT_MONTH_DATE_RE.sub(lambda m: m.group(1) + m.group(2) + m.group(3) + m.group(4) + m.group(2)
                                    + m.group(5) + " ", text)
    text = _ZERO_IN_WORD_RE.sub(_zero_as_o, text)
    text = _SLASH_AS_L_RE.sub(lambda m: (m.group(1) or m.group(3)) + "/" + (m.group(2) or m.group(4)), text)
    text = _DEGREE_AS_APOSTROPHE_RE.sub(r"\1'", text)
    return _L_AMONG_CAPITALS_RE.sub("I", text)


# The Swiss apostrophe that groups an amount's thousands read as a degree sign or a backtick ("CHF 1°675.11"): between
# one to three digits and a group of three with its decimals, it is that apostrophe (no temperature has decimals so).
_DEGREE_AS_APOSTROPHE_RE = re.compile(r"(?<![\d'])(\d{1,3})[°`´](?=\d{3}[.,]\d{2}(?!\d))")


# A key of a form's or a system's dump written as one identifier ("client_number: TE-55018", "amount_requested = 85000",
# "orderReference: 7731"): its words are the label's words.
SNAKE_KEY_RE = re.compile(r"(?m)^([ \t]*)([A-Za-z]+(?:_[A-Za-z]+)+)(?=[ \t]*[:=])")


# A dump's "key=value" line (a web form's or a URL's encoding, an INI file): the "=" is the label's colon.
EQUALS_KEY_RE = re.compile(r"(?m)^([ \t]*[A-Za-z][\w .-]{0,40}?[ \t]*)=(?=[ \t]*[^\s=])")
# A JSON dump's quoted key and quoted value ("order_ref": "55-1209"): the quotes are no part of the label or the value.
JSON_PAIR_RE = re.compile(r'"([A-Za-z][\w .-]{0,40})"([ \t]*:[ \t]*)(?:"([^"\n]*)")?')


# A label word OCR split in two ("To tal", "Inv oice No.", "Or der no"): two letter runs parted by one space on one line
# whose join is a label word (`joined_label_words`: the schema's cue words of five letters or more), and that are not
# both words of that vocabulary themselves, read as the word with the space moved after it ("Total " for "To tal"), one
# character for one: only a label's own letters move, a value's offsets stay.
_SPLIT_PAIR_RE = re.compile(r"(?<![A-Za-z0-9])([A-Za-z]{1,8}) ([a-z]{1,8})(?![A-Za-z0-9])")


def joined_label_words(text: str, label_words: frozenset[str]) -> str:
    """The text with label words OCR split in two joined (see above)."""
    def join(m: re.Match) -> str:
        a, b = m.group(1), m.group(2)
        word = (a + b).lower()
        if len(word) < 5 or word not in label_words or (a.lower() in label_words and b.lower() in label_words) \
                or len(a) + len(b) < 5:
            return m.group(0)
        return a + b + " "
    return _SPLIT_PAIR_RE.sub(join, text) if " " in text else text


def _json_pair(m: re.Match) -> str:
    key = " " + m.group(1).replace("_", " ") + " " + m.group(2)
    return key + (" " + m.group(3) + " " if m.group(3) is not None else "")


# A capital I that OCR read as a small l opening a word of a personal name ("Venkatesh lyer", "Customer: Anil lqbal"):
# a name's words are capitalised, and a word of a name that opens with a small l before a consonant is that slip
# ("Iyer", "Iqbal", "Ivanova"). Vowels after the l stay ("de la Cruz", "le Roux"), and so do the l-words of
# `_L_AMONG_CAPITALS_RE`'s exceptions in other text: this reading is asked only of a value a name's evidence gave.
# The same slip after a Gaelic surname's "Mac"/"Mc" ("Maclsaac", "Mclntyre" for MacIsaac, McIntyre): an l there before a
# consonant is the I of the name the prefix joins; before a vowel it is the name's own l ("Maclean", "McLeod").
_L_OPENS_NAME_WORD_RE = re.compile(r"(?<![\w'-])l(?=[bcdfghjkmnpqrstvwxyz][a-z]{2,}(?![\w-]))"
                                   r"|(?<=(?<![\w'-])Mac)l(?=[bcdfghjkmnpqrstvwxz][a-z]{2,}(?![\w-]))"
                                   r"|(?<=(?<![\w'-])Mc)l(?=[bcdfghjkmnpqrstvwxz][a-z]{2,}(?![\w-]))")


# A capital I that OCR read twice inside a name's word, as a small l and the I ("MaclIsaac" for MacIsaac): no name is
# spelt with a small l before a capital I and a small letter.
_DOUBLED_I_RE = re.compile(r"(?<=[A-Za-z])l(?=I[a-z])")


def name_read(text: str) -> str:
    """A personal name's value as OCR's slips in it are read (`name_lookalikes`, then the doubled I dropped); unlike
    `name_lookalikes` not one character for one: for a name's value, never for offsets."""
    return _DOUBLED_I_RE.sub("", name_lookalikes(text))


def name_lookalikes(text: str) -> str:
    """A personal name with OCR's small l for a capital I opening a word read as the I (see above); one character for
    one. Only when another word of the text is capitalised (a name's shape), else the text as it is."""
    if not re.search(r"(?<![\w'-])[A-Z][a-z]", text):
        return text
    return _L_OPENS_NAME_WORD_RE.sub("I", text)


@lru_cache(maxsize=8)  # extraction asks once, the reverse check once per value of the same text
def repaired_print(text: str) -> str:
    """The text values are read from: a table's rules as column gaps, OCR's look-alike slips repaired
    (`repair_lookalikes`), one character for one, so an offset indexes the printed text and this alike."""
    return repair_lookalikes(blank_table_rules(text))


def spaced_keys(text: str) -> str:
    """The text with each line-opening key written as an identifier read as its words ("full_name:" as
    "full name:"), a dump's "key=value" read as "key:value", and a JSON dump's quotes around keys and values left
    out ("order_ref": "55-1209" as  order ref :  55-1209 ); one character for one, so every offset stays where it was."""
    text = SNAKE_KEY_RE.sub(lambda m: m.group(1) + m.group(2).replace("_", " "), text)
    if len(JSON_PAIR_RE.findall(text)) >= 2:  # (its braces too: no part of the last value)
        text = JSON_PAIR_RE.sub(_json_pair, text).translate(str.maketrans("{}", "  "))
    return EQUALS_KEY_RE.sub(lambda m: m.group(1) + ":", text)


def collapse(text: str) -> str:
    """Whitespace collapsed to single spaces, stripped."""
    return re.sub(r"\s+", " ", text or "").strip()


def normalize_text(text: str) -> str:
    """Canonical text value: whitespace collapsed, no trailing period or comma; a
    leading "| " (OCR's reading of the pronoun "I") becomes "I "."""
    return re.sub(r"^[|l1](?= )", "I", collapse(text).rstrip(" .,;:"))


# --------------------------------------------------------------------------- identifiers

# What OCR mistakes for what in printed ids: each character and the one it is read as
# (letters for digits in a prefix, digits for letters in a number).
OCR_SWAPS = {"O": "0", "0": "O", "o": "0", "D": "0", "Q": "0", "I": "1", "1": "I", "l": "1", "|": "1", "L": "1",
             "S": "5", "5": "S", "B": "8", "8": "B", "Z": "2", "2": "Z", "G": "6", "6": "G"}
# The look-alikes an id scheme avoids because people confuse them too (O and 0, I and l and 1): a
# letter of these inside a run of digits, or a digit inside a run of letters, is a slip whatever the
# shape. Other letters (B, D, G, L, S, Z) are used in ids ("B2B-5249", "26D594367"): read as slips only
# where a shape with its own letters ("ORD-\\d{6}") says which character stands there.
AMBIGUOUS_SWAPS = {k: v for k, v in OCR_SWAPS.items() if k in "O0oQI1l|"}
MAX_SWAPS = 3  # more slips than this in one id: not a confident repair
# Widen a pattern's character classes for finding OCR-damaged candidates in text.
_DIGIT_LOOKALIKES = "OoDQIl|SBZG"
_LETTER_LOOKALIKES = "0125868|"


def as_patterns(patterns: str | list[str] | tuple[str, ...] | None) -> tuple[str, ...]:
    """One pattern or several, as a tuple (None: none)."""
    if not patterns:
        return ()
    return (patterns,) if isinstance(patterns, str) else tuple(p for p in patterns if p)


def literal_prefix(pattern: str) -> str:
    """The literal letters a pattern starts with ("ORD-\\d{6}" -> "ORD"): a shape with a
    prefix of two letters or more names itself and may be found anywhere in a text;
    one without (a generic "[A-Z]{2,4}-?\\d{4,10}") only as the value of its label."""
    m = re.match(r"[A-Za-z]+", pattern)
    return m.group(0) if m else ""


def _tolerant(pattern: str) -> str:
    """The pattern with OCR's look-alikes allowed: literal letters may be read as digits and
    digits as letters, a hyphen may be spaced or dropped. Used to FIND candidates only;
    `read_identifier` decides what each candidate stands for."""
    out, i = [], 0
    while i < len(pattern):
        ch = pattern[i]
        if ch == "\\" and i + 1 < len(pattern):
            esc = pattern[i:i + 2]
            out.append(r"[\d" + re.escape(_DIGIT_LOOKALIKES) + "]" if esc == r"\d" else r"[ \t]?-?[ \t]?" if esc == r"\-" else esc)
            i += 2
            continue
        if ch == "[":
            j = pattern.index("]", i + 1)
            body = pattern[i + 1:j]
            extra = (_LETTER_LOOKALIKES if "A-Z" in body else "") + (_DIGIT_LOOKALIKES if ("0-9" in body or r"\d" in body) else "")
            out.append("[" + body + re.escape(extra) + "]")
            i = j + 1
            continue
        if ch == "{":  # a quantifier is copied as it is
            j = pattern.index("}", i)
            out.append(pattern[i:j + 1])
            i = j + 1
            continue
        if ch.isalnum():
            alt = OCR_SWAPS.get(ch.upper()) or OCR_SWAPS.get(ch)
            out.append("[" + re.escape(ch) + (re.escape(alt) if alt else "") + "]")
        elif ch == "-":
            out.append(r"[ \t]?-?[ \t]?")
        else:
            out.append(ch)
        i += 1
    return "".join(out)


def identifier_regex(patterns: str | list[str] | tuple[str, ...]) -> re.Pattern:
    """Finds printed ids of the given shapes as OCR may have damaged them: a space
    around or instead of a hyphen ("ORD -729270", "CUST81717"), lower case ("cusT-"),
    look-alike characters in the prefix and the number ("S0-1234", "ORD-72927O")."""
    return _identifier_regex(as_patterns(patterns))


@lru_cache(maxsize=256)
def _identifier_regex(patterns: tuple[str, ...]) -> re.Pattern:
    if not patterns:
        return re.compile(r"(?!x)x")
    body = "|".join(_tolerant(p) for p in sorted(patterns, key=len, reverse=True))
    return re.compile(r"(?<![\w-])(?:" + body + r")(?![\w-])", re.I)


# An id never starts with a currency sign: a "$" before its first group is OCR's reading of "S"
# ("$0/26/95162" is "SO/26/95162").
OCR_DOLLAR_S_RE = re.compile(r"^\$(?=[0-9A-Za-z]+[-/])")


def read_identifier(raw: str, patterns: str | list[str] | tuple[str, ...] | None) -> str | None:
    """The identifier a printed (or OCR-read) string stands for, or None when it fits
    none of the field's declared shapes even after forgiving OCR slips.

    Readings tried, fewest changes first, each against every shape in declared order: the id
    as printed (whitespace dropped; a printed gap between a shape's own letters and its number
    read as the hyphen it stands for); then upper case and a hyphen put back that OCR lost; then
    up to MAX_SWAPS look-alike swaps (`_repair`). An id in small letters OCR does not confuse with capitals
    (`LOWER_PRINTED_RE`) that fits a generic shape in capitals is kept as printed.

    An id that fits any shape as printed is never changed to fit another: "CUST21509" and "B2B-5249" are other
    shops' numbering, not slips."""
    text = OCR_DOLLAR_S_RE.sub("S", re.sub(r"\s+", "", raw or ""))
    shapes = as_patterns(patterns)
    if not shapes:
        return text or None
    spaced = re.match(r"\s*([A-Za-z]{2,})[ \t]+(?=\d)", raw or "")
    printed = [text[:len(spaced.group(1))] + "-" + text[len(spaced.group(1)):]] if spaced else []
    for shape in shapes:
        named = len(literal_prefix(shape)) >= 2  # only a shape with its own letters says where a hyphen was
        for reading in (printed if named else []) + [text]:
            if re.fullmatch(shape, reading):
                return reading
    for swaps in (0, MAX_SWAPS):
        for shape in shapes:  # declared order: a shop's own shape before the generic ones
            fixed = _repair(text, shape, swaps)
            if fixed is not None and fixed == text.upper() and LOWER_PRINTED_RE.search(text) \
                    and len(literal_prefix(shape)) < 2:  # (a shop's own "ORD-..." is its capitals, however typed)
                return text  # "m-220417", "psy0412": another numbering printed in small letters, no case slip
            if fixed is not None:
                return fixed
    return None


# An identifier by its form alone: letters and digits in groups joined by - / . _ ("PC/2026/00871",
# "44-1902-A", "HX_55120", "9F2K-77X1-0032"). Used only for a label's own value.
_ID_FORM_RE = re.compile(r"[A-Za-z0-9]+(?:[-/._][A-Za-z0-9]+){0,6}")
# Forms that are something else: an ordinal or a quantity with its unit ("2nd", "64GB", "12kg").
_NOT_ID_RE = re.compile(r"\d{1,4}[A-Za-z]{1,3}")


# An id led by capitals that may say what it numbers ("RMA-7HFVS"): the prefix, then the code.
# An accounting package's account code: a name's first letters in capitals, then a running number of two
# digits or more (Sage's "SMIT001"); four letters or more, so no unit or model ("MP3", "USB30") reads as one.
_ACCOUNT_CODE_RE = re.compile(r"[A-Z]{4,6}\d{2,3}")
_PREFIXED_FORM_RE = re.compile(r"([A-Z]{2,6})[-_/.#]?((?=[A-Za-z0-9]*\d)[A-Za-z0-9]{4,}(?:[-/._][A-Za-z0-9]+)*)")


# A written date whose spaces a scan lost ("12March2026", "Mar4,2026" read as one word): no id, however many digits.
_RUN_TOGETHER_DATE_RE = re.compile(r"\d{1,2}(?:st|nd|rd|th)?" + _ENGLISH_MONTH_RE.pattern + r"\.?(?:19|20)\d\d"
                                   r"|" + _ENGLISH_MONTH_RE.pattern + r"\.?\d{1,2}(?:st|nd|rd|th)?,?(?:19|20)\d\d", re.I)


def looks_like_identifier(token: str, own_prefix: Callable[[str], bool] | None = None) -> bool:
    """Does a token have the form of an identifier whatever the shop: a run of four digits or
    more, or letters mixed with digits (three digits or more), in groups joined by - / . _ ?
    Not a date, an amount, an ordinal or a quantity with its unit.
    `own_prefix`: do leading capitals name the field asked about ("RMA" for a case number)? Such a
    prefix says what the token is, so a code of four characters or more with one digit is enough."""
    t = token or ""
    if not 4 <= len(t) <= 40 or not _ID_FORM_RE.fullmatch(t) or _NOT_ID_RE.fullmatch(t):
        return False
    digits = sum(c.isdigit() for c in t)
    if digits < 3:
        if _ACCOUNT_CODE_RE.fullmatch(t):  # "HOLM01", "SMIT002": an account code, the name's letters numbered
            return True
        named = _PREFIXED_FORM_RE.fullmatch(t)
        return bool(named and own_prefix is not None and own_prefix(named.group(1)))
    if ABS_DATE_RE.fullmatch(t) or _RUN_TOGETHER_DATE_RE.fullmatch(t) or re.fullmatch(r"\d{1,3}(?:[.,]\d{3})*[.,]\d{1,2}", t):
        return False
    if not re.search(r"[A-Za-z]", t):  # numbers only: one long run ("118734"), groups ("2026-118734"), or
        groups = re.findall(r"\d+", t)  # three groups or more ("687.737.158"; a date was excluded above)
        return (max(len(g) for g in groups) >= 4 or len(groups) >= 3 and digits >= 7) and not re.fullmatch(r"(?:19|20)\d\d", t)
    return True


# Small letters OCR does not read for capitals (unlike c, k, o, p, s, u, v, w, x, z, alike in both cases): an id that
# prints one is in small letters as printed.
LOWER_PRINTED_RE = re.compile(r"[abdefghijlmnqrty]")


def identifier_value(raw: str, patterns: str | list[str] | tuple[str, ...] | None,
                     own_prefix: Callable[[str], bool] | None = None) -> str | None:
    """The value of an identifier printed as a label's value: a declared shape when one fits
    (OCR slips repaired, `read_identifier`), else the token as printed when it has the form of an
    identifier (another shop's numbering the schema does not know; `looks_like_identifier`), else
    None. Extraction and validation's reverse check read labelled ids through this one function."""
    shaped = read_identifier(raw, patterns)
    grouped = spaced_groups(raw)
    if shaped is not None and (grouped is None or any(len(literal_prefix(p)) >= 2 and re.fullmatch(p, shaped)
                                                      for p in as_patterns(patterns))):
        return shaped  # a shop's own numbering (its letters name it) is read in its own form
    text = re.sub(r"\s+", "", raw or "")
    if not looks_like_identifier(text, own_prefix):
        return shaped
    return grouped or shaped or text


# An id printed in groups set apart by single spaces, as numbering schemes print long numbers for reading
# aloud and copying ("ZK 0412 26", "1000 6643 2201 7"; the UPU S10 / GS1 way of grouping): the groups are the
# id as printed. Groups are short runs of digits (six at most), the first may be a prefix of capitals ("KBC 004
# 118"); a word ("ending 3391"), a long code beside another ("793810AM8950 26D594367": two ids whose column gap
# a scan closed), a hyphen or a double space is another layout.
# A first group of letters and digits mixed ("9B31 7720 1145", a parcel's number in blocks of four) opens an id when two
# groups of three digits or more follow it.
SPACED_GROUPS_RE = re.compile(r"(?:[A-Z]{1,5}|\d{1,6})(?: \d{1,6})+"
                              r"|(?=[A-Z]*\d)(?=[0-9]*[A-Z])[A-Z0-9]{3,6}(?: \d{3,6}){2,}")


def spaced_groups(raw: str) -> str | None:
    """The id as printed when it is grouped by single spaces (`SPACED_GROUPS_RE`) with a run of three digits
    or more, else None."""
    t = (raw or "").strip()
    if not SPACED_GROUPS_RE.fullmatch(t) or not re.search(r"\d{3}", t):
        return None
    return t


def fits_shape(value: str, patterns: str | list[str] | tuple[str, ...] | None) -> bool:
    """Does a stored identifier fully match one of the declared shapes?"""
    return any(re.fullmatch(p, value) for p in as_patterns(patterns))


def _slip_plausible(s: str, i: int, alt: str) -> bool:
    """A look-alike is a slip only inside a run of the other kind: a digit read for a letter
    next to a letter ("S0-" -> "SO-"), a letter read for a digit next to a digit ("72927O").
    "2026-9209" is a number, never "Z026-9209"."""
    near = s[max(0, i - 1):i] + s[i + 1:i + 2]
    return any(c.isalpha() for c in near) if alt.isalpha() else any(c.isdigit() for c in near)


@lru_cache(maxsize=4096)
def _repair(text: str, shape: str, max_swaps: int = MAX_SWAPS) -> str | None:
    compiled = re.compile(shape)

    def fits(s: str) -> bool:
        return compiled.fullmatch(s) is not None

    bases = [text]
    if text.upper() != text:
        bases.append(text.upper())
    named = len(literal_prefix(shape)) >= 2  # only a shape with its own letters says where a hyphen was lost
    for b in list(bases):  # "CUST81717" -> "CUST-81717": a hyphen OCR lost between prefix and number
        m = re.match(r"([A-Za-z]{2,})(?=[\dOIl|])", b)
        if named and m and "-" not in b:
            bases.append(b[:m.end()] + "-" + b[m.end():])
    swaps = OCR_SWAPS if named else AMBIGUOUS_SWAPS
    # each candidate keeps the string it was repaired from: a slip is judged by its printed
    # neighbours, never by an earlier repair ("26M..." is not "2GM...", so never "ZGM...")
    frontier = [(b, b) for b in dict.fromkeys(bases)]
    seen = {s for s, _ in frontier}
    for _ in range(max_swaps + 1):
        hits = [s for s, _ in frontier if fits(s)]
        if hits:
            return hits[0]
        nxt = []
        for s, printed in frontier:
            for i, ch in enumerate(s):
                alt = swaps.get(ch)
                if alt is None or not _slip_plausible(printed, i, alt):
                    continue
                cand = s[:i] + alt + s[i + 1:]
                if cand not in seen:
                    seen.add(cand)
                    nxt.append((cand, printed))
        frontier = nxt
        if len(frontier) > 20_000:
            break
    return None
