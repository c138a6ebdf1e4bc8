"""tune53: document type of credit notes and of letters naming one: a credit note is either refund stage's document (its
status, sums and acts tell which), titled in another language by the credit word alone ("AVOIR", "Gutschrift") but
only as a title; a customer's sentence naming the reader's decision names the shop's document, it is not one."""

from stages.doctype import classify, credit_titled
from status.schema import load_schema

SCHEMA = load_schema("default")


def test_a_credit_note_names_either_decided_stage():
    for name in ("refund_approval", "refund_execution"):
        cues = [c.lower() for c in SCHEMA.doc_types[name].cues]
        assert "credit note" in cues


def test_a_foreign_credit_word_titles_a_credit_note_only_as_a_title():
    assert credit_titled("MAISON ODILE\nAVOIR N° CR-2211/04\nClient : Salon Bleu\n")
    assert credit_titled("Atelier Nord\nAVOIR / GUTSCHRIFT Nr. GS-5521\n")
    assert credit_titled("Nota di credito n. 77/2026\nCliente: Studio Verde\n")
    assert not credit_titled("Bonjour,\nnous voulons avoir le remboursement du sèche-cheveux.\n")
    assert not credit_titled("FACTURE N° F-9921\nClient : Salon Bleu\n")


def test_a_french_credit_note_against_an_invoice_is_no_invoice():
    text = ("SALONS ODILE SARL\nAVOIR N° CR-2211/04\nClient : Institut Lune\nDate de l'avoir : 12.05.2026\n"
            "N° de commande : CM-55120\nSur facture : FC-20931\n"
            "Désignation Qté PU HT Montant HT\nRetour Fauteuil de coiffure 1 410,00 410,00\n"
            "Sous-total HT : 410,00 €\nTVA (20 %) : 82,00 €\nTotal avoir TTC : 492,00 €\nDécision : ACCORDÉ\n"
            "Montant à rembourser par virement au plus tard le 20.05.2026.\n")
    assert classify(text, SCHEMA)[0] == "refund_approval"


def test_a_letter_naming_the_readers_credit_note_is_a_letter():
    text = ("Dear Sir or Madam,\n\nwith your credit note of 3 March you approved a refund of EUR 812.40 for the returned "
            "centrifuge. To date, this amount has not been credited to our account.\n\nWe would like to see the money "
            "on our account no later than 30 March.\n\nYours faithfully,\nOlga Brandt\nPurchasing\n")
    assert classify(text, SCHEMA)[0] == "customer_letter"
