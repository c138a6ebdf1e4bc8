"""Whose order a two-language label names: the possessive read from either language (lead47)."""

from stages.rules import BUYER, NEUTRAL, CueHit, order_side


def _side(text: str, label: str, writer: str) -> int:
    start = text.index(label)
    return order_side(text, CueHit("order_id", start, start + len(label)), writer)


def test_a_translated_your_reference_in_the_shops_words_is_the_buyers():
    text = "Kod klienta Wasz znak / Your ref.\nKH-2557 ZK/203/2026\n"
    assert _side(text, "Kod klienta Wasz znak / Your ref", "shop") == BUYER


def test_a_possessive_inside_another_word_is_none():
    text = "Tour reference / Order no.: 4471\n"
    assert _side(text, "Tour reference / Order no", "shop") == NEUTRAL


def test_a_status_word_without_its_accents_is_the_word():
    from stages.rules import cue_hits, find_status
    from status.schema import load_schema
    spec = load_schema("default").fields["refund_status"]
    text = "Vysledek / Result: schvaleno\n"
    found = find_status(text, spec, cue_hits(text, [spec]))
    assert found is not None and found.value == "approved"
