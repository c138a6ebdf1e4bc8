"""The review of this session's rounds: each over-match it found, as a case that must not match."""

from __future__ import annotations

from pathlib import Path

from stages import warm_cache
from stages.layout import _label_stop
from stages.nlp import _wrapped_name_end
from stages.normalize import ABS_DATE_RE


def test_a_plain_stop_word_before_a_word_starting_with_no_is_no_label():
    for name in ("GOLDEN TABLE NOODLE HOUSE", "THE ORDER NORTH", "SIN CHEW DOCUMENT NOTARY"):
        assert not _label_stop(name), name
    assert _label_stop("Order No 12") and _label_stop("ORDER NO. 5")


def test_a_comma_after_the_day_needs_a_four_digit_year():
    assert ABS_DATE_RE.search("9, Nov. 2026").group(0) == "9, Nov. 2026"
    for text in ("see page 12, March 26 onwards", "Items 3, May 15 pcs"):
        assert ABS_DATE_RE.search(text) is None, text


def test_a_closing_on_the_next_line_is_no_wrapped_name():
    text = "Your parcel left our warehouse this morning and was handed over to DHL\nRegards,\nTom"
    end = text.index("DHL") + 3
    assert _wrapped_name_end(text, end, len(text)) == end
    text = "Your parcel left our warehouse this morning and was handed over to DHL\nExpress.\nTom"
    assert _wrapped_name_end(text, end, len(text)) == text.index("Express.") + len("Express")


def test_no_home_folder_means_no_cache(monkeypatch):
    monkeypatch.delenv("DOCFLOW_CACHE_DIR", raising=False)
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)

    def no_home():
        raise RuntimeError("Could not determine home directory.")

    monkeypatch.setattr(Path, "home", staticmethod(no_home))
    assert warm_cache.cache_dir() is None
    assert warm_cache.read("lemmas", ["k"]) is None
    warm_cache.write("lemmas", ["k"], {})



def _sentence(*tagged: str):
    from stages.acts import Token

    out, at = [], 0
    for item in tagged:
        word, tag = item.rsplit("/", 1)
        out.append(Token(word.lower(), tag, at, at + len(word)))
        at += len(word) + 1
    return out


def test_an_ing_verb_after_its_auxiliary_still_arranges_the_act():
    from stages.acts import _arranged

    assert _arranged(_sentence("we/PRP", "are/VBP", "issuing/VBG", "refunds/NNS"), 3)
    assert not _arranged(_sentence("your/PRP$", "pending/VBG", "refund/NN"), 2)
    assert not _arranged(_sentence("pending/VBG", "refund/NN"), 1)
