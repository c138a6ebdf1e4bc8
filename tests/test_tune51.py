"""tune51: document type and status of paperwork in French, Italian and other languages read through `stages.acts`'
general vocabulary: codes and accented-word pieces are no person words, a status cell in another language states its
value, a chaser's words and the reader's own acts count in another language, a conjunction ends a cue's phrase."""

from stages import acts, doctype
from stages.cues import text_positions
from stages.doctype import classify, spoken, status_stage, writer_voice
from stages.rules import find_status, cue_hits
from status.schema import load_schema

SCHEMA = load_schema("default")
STATUS = SCHEMA.fields["refund_status"]


def test_a_split_accented_word_or_a_unit_is_no_pronoun():
    text = "Atelier Lumen · Tél. +33 4 11 22 33 44\nBouilloire 12 L\nLivraison le méme jour\n"
    printed = spoken(text, text_positions(text)[0])
    assert not [w.text for w in printed if w.text in doctype.PERSON_WORDS]
    assert writer_voice(text_positions(text)[0], [], text) == (None, 0.0)


def test_country_and_province_codes_are_no_grammar_words():
    text = ("Avviso di pagamento\nBeneficiario Carla Neri\nData esecuzione 02/05/2026\nIBAN IT* 99 X0000\n"
            "End-to-end ID : NONE\nSede: Torino (TO) - 10100/TO\nStato per la pratica\n")
    assert acts.is_foreign(text)
    assert acts.foreign_voice("Via Roma 3 - 20100 Milano (MI)\nDDT n. 12/MI\nVettore: Rapido") is None


def test_a_status_in_another_language_states_its_value():
    assert acts.foreign_status("ACCORDÉ", STATUS) == "approved"
    assert acts.foreign_status("Retour accepté", STATUS) == "approved"
    assert acts.foreign_status("ESEGUITO", STATUS) == "executed"
    assert acts.foreign_status("non accordé", STATUS) == "rejected"
    assert acts.foreign_status("OK to credit", STATUS) is None  # English is the schema's own words' to read
    text = "Décision SAV - retour\nN° dossier: RT-1\nRemboursement prévu\nStatut:\nACCORDÉ\nMontant accordé: 90,00 €\n"
    assert status_stage(text, SCHEMA) == "approved"
    found = find_status(text, STATUS, cue_hits(text, [STATUS]))
    assert found is not None and found.value == "approved"


def test_a_foreign_form_with_a_status_line_is_its_stage():
    text = ("Maison Corail SARL\nRue des Lilas 4 - 1000 Bruxelles - Tél. +32 2 000 00 00\n\nDécision SAV - Retour\n"
            "Client:\nAnne Dubois\nN° RMA:\nRT/26/0001\nDate d'accord:\n02-04-2026\nStatut:\nACCORDE\n"
            "Montant remboursable:\n80,00 €\nRemboursement prévu le:\n10-04-2026\n"
            "Le remboursement sera effectué par le même moyen de paiement que la commande.\n")
    assert classify(text, SCHEMA)[0] == "refund_approval"


def test_a_chaser_in_french_is_a_letter_not_a_new_request():
    text = ("Atelier Lumen\nMarie Blanc\n12 rue Haute\n69001 Lyon\n\nLyon, le 3 mai 2026\n"
            "Objet : dossier R-77-26, commande C-1234\nBonjour,\n\n"
            "Vous avez accepté de nous rembourser 120,00 EUR mais le virement n'est toujours pas arrivé.\n\n"
            "Nous avons besoin du remboursement avant la fin du mois.\n\nCordialement,\nMarie Blanc\n")
    assert classify(text, SCHEMA)[0] == "customer_letter"


def test_the_readers_own_act_and_a_conjunction_in_another_language():
    sent = acts.foreign_sentences("Vous avez accepté le retour")[0]
    assert acts.reader_did(sent)
    assert not acts.reader_did(acts.foreign_sentences("Vous avez été remboursé")[0])
    words = acts.foreign_sentences("revoir votre décision et de rembourser le montant")[0]
    assert not doctype._foreign_phrase(words, ["refund", "decision"], "customer")
    assert doctype._foreign_phrase(acts.foreign_sentences("la décision de remboursement")[0], ["refund", "decision"], None)
    assert acts.foreign_voice("Nous contestons votre refus. Je vous demande de revoir votre décision.") == "customer"
