"""The latam42 round's methods on invented lines (no sample document): a Romance noun sharing an act's Latin root is no
participle of it; the ship date's and the arrival's labels of Latin American shipping papers."""

from __future__ import annotations

import pytest

from stages.acts import foreign_mood, foreign_sentences, foreign_words, participle_of
from status.schema import load_schema


def _word(text: str):
    return foreign_words(text)[0]


@pytest.mark.parametrize("printed, english, expected", [
    ("crédito", "credit", False),  # the noun: the root "credit" and a noun's "-o"
    ("creditado", "credit", True),  # its participle: "-ado" after the root
    ("depósito", "deposit", False),
    ("reembolsado", "refund", True),
    ("aprobada", "approve", True),
])
def test_a_participle_ends_after_its_root(printed, english, expected):
    assert participle_of(_word(printed), english) is expected


def test_a_credit_notes_title_is_no_credit_done():
    text = "NOTA DE CRÉDITO - AUTORIZACIÓN\n"
    sent = foreign_sentences(text)[0]
    assert foreign_mood(text, sent, ["credit", "refund"]) != "done"


def test_ship_date_and_arrival_labels_of_latin_american_papers():
    fields = load_schema("default").fields
    sent = {c.lower() for c in fields["ship_date"].cues}
    assert {"fecha de embarque", "despachado el", "data de expedição", "etd"} <= sent
    assert "fecha de expedición" not in sent  # Spanish: the date of issue (the document date's)
    assert "entrega aproximada" in {c.lower() for c in fields["delivery_estimate"].cues}


@pytest.mark.parametrize("line, expected", [
    ("Transportadora   Cédigo de rastreio\n", True),  # a label row: the tracking label misread, still a label
    ("Carrier: Loomis tracking\n", False),  # a colon: the value follows on the line
    ("Transportista   Guía 88412\n", False),  # a digit: a value on the line
])
def test_a_carrier_label_beside_a_tracking_label(line, expected):
    from stages.references import _tracking_label_rest
    end = len(line.split()[0].rstrip(":"))  # the carrier label's end
    at = len(line) - len(line[end:].lstrip(" \t:"))
    assert _tracking_label_rest(line, end, at, line.index("\n")) is expected
