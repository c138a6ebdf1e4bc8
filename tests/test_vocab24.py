"""Warranty and returns forms printed in other languages (vocab24): the twenty-fourth standard-vocabulary pass of the
default schema, a name's label after a reference-word, Romance participles after a label's noun, and Romance names
joined by short words. Each test fails on the code before the change."""

from __future__ import annotations

import pytest

from stages.nlp import extract
from status.schema import load_schema
from tests.test_model_extract import ocr_of

SCHEMA = load_schema("default")


def _fields(text: str) -> dict:
    ex = extract(ocr_of(text), SCHEMA)
    return {k: (v.value if v is not None else None) for k, v in ex.fields.items()}


@pytest.mark.parametrize("labels", [
    ("Numéro de série", "Désignation du produit", "Description de la panne", "Motif du retour"),
    ("Numero di serie", "Descrizione prodotto", "Descrizione del guasto", "Motivo del reso"),
    ("Número de serie", "Descripción del producto", "Descripción de la avería", "Motivo de la devolución"),
    ("Serienummer", "Productnaam", "Omschrijving storing", "Retourreden"),
])
def test_a_claim_form_in_another_language_gives_its_labels_values(labels):
    """A warranty claim form printed without English: serial, product and fault under their own language's labels."""
    serial, product, fault, reason = labels
    text = ("Garantie / Garanzia / Garantía / Garantie\nRMA: RMA-40112\nDate: 12/05/2026\n"
            f"{serial}: KX4471902\n{product}: Vortex Pro 300 steam unit\n{fault}:\n"
            "the heating element stays cold after ten minutes\n")
    f = _fields(text)
    assert f.get("serial_number") == "KX4471902"
    assert f.get("product_name") == "Vortex Pro 300 steam unit"
    assert f.get("issue_description", "").startswith("the heating element stays cold")


def test_the_label_of_the_goods_code_is_not_the_label_of_their_name():
    """"Réf. article: VP-1174" is the article's code; the name is under the product's own label."""
    text = ("Fiche retour SAV\nN° RMA: RMA-26371\nDate: 05/05/2026\nNuméro de série: OND140413353\n"
            "Réf. article: VP-1174\nAppareil: Fauteuil Onda\nPanne constatée:\nle levier est bloqué\n")
    assert _fields(text).get("product_name") == "Fauteuil Onda"


def test_a_romance_participle_after_the_label_noun():
    """"Produit concerné:" is the product's label as "Product purchased:" is."""
    text = ("Demande d'intervention sous garantie\nN° RMA: RMA-26201\nNuméro de série: TP23-8DSL8C\n"
            "Produit concerné: Chauffe-serviettes Tepido 23 L UV-C\nDescription de la panne:\nla lampe ne s'allume pas\n")
    assert _fields(text).get("product_name") == "Chauffe-serviettes Tepido 23 L UV-C"


def test_a_romance_name_joined_by_short_words_is_one_name():
    """Nine words, three of them "de"/"spa": a product's name, not a sentence."""
    text = ("Fiche retour SAV - Garantie\nN° RMA: RMA-26371\nNuméro de série: OND140413353\n"
            "Désignation de l'appareil:\nFauteuil de pédicure spa Onda avec bain de pieds\n"
            "Panne constatée:\nle levier du dossier est bloqué\n")
    assert _fields(text).get("product_name") == "Fauteuil de pédicure spa Onda avec bain de pieds"


def test_a_reference_word_in_the_cell_before_is_no_part_of_the_label():
    """A column gap parts "Ref" from "Courier": two columns' headings, the carrier under its own (the first version of
    the reference-word rule read across the gap and lost the carrier)."""
    text = ("Shipment\n\n| Ref     | Courier | Arrival    |\n|---------|---------|------------|\n"
            "| Q-77120 | Evri    | 2026-06-05 |\n")
    assert _fields(text).get("carrier") == "Evri"
