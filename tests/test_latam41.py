"""The latam41 round's methods on invented lines (no sample document): Spanish and Portuguese dates, Romance id labels,
a document's thousands mark, the date order of dollar amounts printed in a day-first country."""

from __future__ import annotations

from datetime import date

import pytest

from stages.normalize import ABS_DATE_RE, date_order, parse_date, thousands_mark
from stages.rules import label_cues, without_accents
from status.schema import load_schema


@pytest.mark.parametrize("printed, iso", [
    ("03-ene-2027", "2027-01-03"),  # Spanish, parted as numbers are
    ("21/DIC/2026", "2026-12-21"),
    ("9-ago-26", "2026-08-09"),  # a two-digit year after a hyphen
    ("2 de fev. de 2027", "2027-02-02"),  # Portuguese, "de" on both sides
    ("28 out. 2026", "2026-10-28"),  # the abbreviation's period says it is one
    ("30 de Junio del 2026", "2026-06-30"),  # "del" before the year
])
def test_foreign_month_abbreviations_between_day_and_year(printed, iso):
    assert [m.group(0) for m in ABS_DATE_RE.finditer(f"Fecha: {printed} ok")] == [printed]
    assert parse_date(printed, "") == date.fromisoformat(iso)


def test_a_shared_abbreviation_with_spaces_only_stays_unread():
    assert list(ABS_DATE_RE.finditer("3 out 2026")) == []  # ("out", "set": other words too)


def test_romance_number_word_forms_of_one_cue():
    cues = {c.lower() for c in label_cues(load_schema("default").fields["customer_id"])}
    assert {"no de cliente", "nº cliente", "n° do cliente", "núm de cliente", "numero de cliente"} <= cues
    assert "no cliente" not in cues  # ("no" is a word of its own without its preposition)


def test_accents_dropped_keep_the_ordinal_sign():
    assert without_accents("número de reclamação") == "numero de reclamacao"
    assert without_accents("nº cliente") == "nº cliente"


def test_thousands_mark_from_the_documents_own_amounts():
    assert thousands_mark("Neto $ 3.410.000\nIVA $ 647.900") == "."
    assert thousands_mark("Total R$ 2.345,10") == "."
    assert thousands_mark("Total $ 647.900") is None  # (one lone group says nothing)


def test_dollars_of_a_day_first_country_are_dated_day_first():
    assert date_order("Guadalajara, Jalisco, México\nFecha: 05/03/2026\nTotal USD 1,200.00") == "DMY"
    assert date_order("Austin, TX 78701\nDate: 05/03/2026\nTotal USD 1,200.00") == "MDY"
