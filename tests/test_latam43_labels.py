"""Labels in Latin scripts read with OCR's accent slips, and the writer's self-introduction naming the customer."""

from stages.cues import fuzzy_spans, word_matches
from stages.names import _self_introduction


def test_accented_labels_with_ocr_slips():
    text = "Sefiores: Publicidad Norte Ltda.\nCédigo cliente: 71078\nRazao social: Vidrios Sur S.A."
    found = {(text[a:b], cue) for a, b, cue in fuzzy_spans(text, ("señores", "código cliente", "razão social"))}
    assert ("Sefiores", "señores") in found  # OCR's "fi" for the Spanish "ñ"
    assert ("Cédigo cliente", "código cliente") in found  # one accented letter misread
    assert ("Razao social", "razão social") in found  # the accent left out


def test_fi_for_enye_only_where_the_cue_has_one():
    assert word_matches("sefiores", "señores")
    assert not word_matches("fine", "ne")


def test_self_introduction_names_the_firm_or_the_writer():
    assert _self_introduction("Good morning, this is Ana from Vidrios del\nNorte Ltda.\n10:02").value == "Vidrios del Norte Ltda"
    assert _self_introduction("Dear team,\nI write you from Talleres Ruiz S.A. de C.V. about our order").value \
        == "Talleres Ruiz S.A. de C.V"
    assert _self_introduction("Hola, Pedro from Grafix S.A.S. here again").value == "Grafix S.A.S"
    assert _self_introduction("Hi, this is Lucía Pérez Gómez\n09:10").value == "Lucía Pérez Gómez"
    assert _self_introduction("This is Tom Hale from Leeds.") is None  # no firm, and the name runs on to a place
    assert _self_introduction("I am writing about my order") is None
