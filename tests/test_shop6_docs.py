"""Shop 6, a fresh validation shop (nobody tunes on it): complete and valid truth, real variety
(another trade and three other locales: ZAR, EUR in Ireland, USD in North Carolina; chat
transcripts, WhatsApp exports, web-form dumps, terse operator mails, credit memos in accounting
brackets), planted conflicts, reproducible."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from sample_docs.render import render_body
from sample_docs.shop6.documents import DEFAULT_SEED, _voiced, build_batch
from sample_docs.shop6.generate import generate
from sample_docs.shop6.values import DATE_STYLES, MONEY_STYLES, credit_text, date_text, money_text
from tests.sample_shop_checks import ROOT, TuningShopChecks


class TestShop6(TuningShopChecks):
    shop = ROOT / "sample_docs" / "shop6"
    seed = DEFAULT_SEED
    build_batch = build_batch
    generate = generate
    min_docs, min_cases = 60, 13
    currencies = ("ZAR", "EUR", "USD")
    identifier = r"[A-Za-z0-9][A-Za-z0-9/_-]*[A-Za-z0-9]"
    min_label_variants = 4

    def test_what_sets_shop6_apart_is_in_the_batch(self, batch):
        """Chats, WhatsApp, web forms, terse mails, credit memos, proof of payment, dotted leaders, pipe lines,
        the customer's PO number and a payment due date beside the shop's own references."""
        texts = {d.doc_id: render_body(d) for d in batch.docs}
        every = "\n".join(texts.values())
        for marker in ("Chat ended by visitor.", "Messages and calls are end-to-end encrypted.", "Form: Request a return",
                       "Credit memo #", "Beneficiary reference", "Due date", "Your PO", "....", "  |  "):
            assert marker in every, marker
        assert any(d.doc_type == "warranty_form" and "Form: " in texts[d.doc_id] for d in batch.docs)
        assert {bool(d.style.get("letter")) for d in batch.docs if d.doc_type == "warranty_form"} == {True, False}
        assert any(b[0] == "line" and b[1].startswith("- ") for d in batch.docs for b in d.blocks
                   if d.doc_type == "refund_approval")  # a terse operator mail signed with a first name

    def test_labels_follow_the_locale(self, batch):
        """A label one country uses is not printed on another country's documents."""
        from sample_docs.shop6.vocab import LOCAL_LABELS

        for d in batch.docs:
            cur = next(c.currency for c in batch.cases if c.cid == d.case_id)
            labels = {b[1] for b in d.blocks if b[0] in ("kv", "rkv")} | {b[3] for b in d.blocks if b[0] == "kv2"}
            foreign = set().union(*(w for c, w in LOCAL_LABELS.items() if c != cur)) - LOCAL_LABELS[cur]
            assert not labels & foreign, (d.doc_id, labels & foreign)

    def test_practices_write_we_and_people_write_i(self, rows, batch):
        by_case = {c.cid: c for c in batch.cases}
        for r in rows:
            exp = r["fields"].get("customer_expectation", {}).get("value")
            if exp:
                we = "we" in by_case[r["case_id"]].flags
                assert not (we and any(w in exp.split() for w in ("I", "my", "me"))), r["doc_id"]


def test_money_and_date_styles_follow_the_locale():
    d = date(2026, 3, 4)
    plain = lambda s: s.replace("\u00a0", " ")  # noqa: E731
    assert {"2026/03/04", "4 Mar 2026"} <= {plain(date_text(d, s)) for s in DATE_STYLES["ZAR"]}
    assert {"04/03/2026", "4th Mar 2026", "Wednesday 4th March 2026"} <= {plain(date_text(d, s))
                                                                         for s in DATE_STYLES["EUR"]}
    assert {"3/4/2026", "Mar. 4, 2026", "04-MAR-26", "03/04/26"} <= {plain(date_text(d, s))
                                                                     for s in DATE_STYLES["USD"]}
    assert plain(date_text(date(2026, 5, 4), "mon_dot")) == "May 4, 2026"
    rand = {plain(money_text(Decimal("1234.5"), "ZAR", s)) for s in MONEY_STYLES["ZAR"]}
    assert {"R1 234.50", "R1 234,50", "ZAR 1 234.50", "R 1,234.50"} == rand
    assert {"€1,234.50", "EUR 1,234.50", "€ 1,234.50", "1,234.50 EUR"} == {
        plain(money_text(Decimal("1234.5"), "EUR", s)) for s in MONEY_STYLES["EUR"]}
    assert plain(credit_text(Decimal("212.4"), "USD", "dollar")) == "($212.40)"


def test_voiced_turns_a_person_into_a_practice():
    assert _voiced(["I'd be grateful if the refund was back on my card by {dl}."], True) == [
        "We'd be grateful if the refund was back on our card by {dl}."]
    assert _voiced(["I am still waiting; please pay me."], True) == ["We are still waiting; please pay us."]
    assert _voiced(["I need it."], False) == ["I need it."]
