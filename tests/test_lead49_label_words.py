"""The label words OCR's split letters may join again: whole words, accents dropped (lead49)."""

from stages.nlp import _label_cue_words
from status.schema import load_schema


def test_accented_cues_give_whole_words_without_accents():
    words = _label_cue_words(load_schema("default"))
    assert "zamowienia" in words  # "zamówienia", as OCR's English reading prints it
    assert "wienia" not in words  # no fragment after the accented letter
    assert all(w.isascii() for w in words)
