"""Property tests of the fact store: order, replay, history, budget, planted conflicts."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from status.case_block import BlockBudgetError
from tests.test_facts import SCHEMA, make_val, memory_store

PROPS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])

AMOUNTS = ["100.00", "120.00", "150.00"]
DATES = ["2026-01-05", "2026-01-09", "2026-01-12"]
NAMES = ["Anna Schmidt", "Ana Schmidt"]


@st.composite
def documents(draw):
    """A small world: 1-2 customers, 1-2 orders each, documents drawing values from tiny pools
    (so agreements, disagreements and tied dates all happen), in two batches; sometimes
    the same bytes arrive again in the other batch under the same doc id (one source)."""
    docs = []
    n_customers = draw(st.integers(1, 2))
    for c in range(n_customers):
        cust = f"CUST-0000{c}"
        for o in range(draw(st.integers(1, 2))):
            order = f"ORD-10{c}{o}00"
            case_no = f"CASE-2026-0{c}{o}0"
            for k in range(draw(st.integers(1, 4))):
                doc_type = draw(st.sampled_from(["invoice", "refund_request", "refund_approval", "customer_letter",
                                                 "refund_execution", "shipping_notice"]))
                allowed = set(SCHEMA.doc_types[doc_type].fields)
                values = {"order_id": order, "customer_id": cust}
                if "case_number" in allowed and draw(st.booleans()):
                    values["case_number"] = case_no
                for name, pool in (("customer_name", NAMES), ("order_total", AMOUNTS), ("refund_requested", AMOUNTS),
                                   ("refund_approved", AMOUNTS), ("refund_executed", AMOUNTS),
                                   ("customer_deadline", DATES), ("delivery_estimate", DATES), ("carrier", ["DHL", "UPS"])):
                    if name in allowed and draw(st.booleans()):
                        values[name] = draw(st.sampled_from(pool))
                if draw(st.booleans()):  # sometimes an identifier is missing: the doc must still land
                    values.pop("customer_id")
                doc_id = f"d{c}{o}{k}"
                batch = draw(st.sampled_from(["b1", "b2"]))
                date = draw(st.sampled_from(DATES + [None]))
                docs.append((batch, doc_id, doc_type, date, values))
                if draw(st.integers(0, 3)) == 0:  # a copy in the other batch
                    docs.append(("b2" if batch == "b1" else "b1", doc_id, doc_type, date, values))
    return docs


def _hash(doc_id: str) -> str:
    return f"h-{doc_id}"  # a copy has the same bytes: the same hash in either batch


def _ingest_all(store, docs):
    for batch, doc_id, doc_type, date, values in docs:
        store.ingest(make_val(doc_id, doc_type, content_hash=_hash(doc_id), **values), batch_id=batch, doc_id=doc_id,
                     document_date=date)


@PROPS
@given(docs=documents(), data=st.data())
def test_any_order_gives_the_same_facts(docs, data):
    a, b = memory_store(), memory_store()
    _ingest_all(a, docs)
    _ingest_all(b, data.draw(st.permutations(docs)))
    assert a.snapshot() == b.snapshot()


@PROPS
@given(docs=documents())
def test_rebuild_equals_live_and_counts_every_case(docs):
    store = memory_store()
    _ingest_all(store, docs)
    live = store.snapshot()
    assert store.rebuild() == len(store.cases())
    assert store.snapshot() == live


@PROPS
@given(docs=documents(), data=st.data())
def test_replay_changes_nothing(docs, data):
    store = memory_store()
    _ingest_all(store, docs)
    before = store.snapshot()
    replay = data.draw(st.lists(st.sampled_from(docs), min_size=1, max_size=4))
    _ingest_all(store, replay)
    assert store.snapshot() == before


@PROPS
@given(docs=documents())
def test_no_value_ever_disappears_from_history(docs):
    store = memory_store()
    for i, doc in enumerate(docs):
        _ingest_all(store, [doc])
        for batch, earlier_id, _, _, earlier in docs[: i + 1]:
            case = store.case_for_document(earlier_id, batch)
            record = store.full_record(case)
            held = {(f["field"], f["value"]) for f in record["facts"] if f["source"]["content_hash"] == _hash(earlier_id)}
            assert {(k, v) for k, v in earlier.items()} <= held


@PROPS
@given(docs=documents(), ceiling=st.integers(60, 900), data=st.data())
def test_block_never_exceeds_its_ceiling_and_keeps_every_pinned_fact(docs, ceiling, data):
    store = memory_store()
    _ingest_all(store, docs)
    for summary in store.cases():
        record = store.full_record(summary.case_id)
        fields = sorted({f["field"] for f in record["facts"]})
        if fields:  # some turns of reads, so eviction by staleness is exercised too
            for turn in range(data.draw(st.integers(0, 8))):
                store.record_read(summary.case_id, data.draw(st.lists(st.sampled_from(fields), max_size=3)), turn)
        try:
            block = store.render(summary.case_id, max_tokens=ceiling, evict_after_turns=3)
        except BlockBudgetError as exc:
            assert exc.minimum > ceiling  # only refused when the must-keep part cannot fit
            continue
        assert block.tokens <= ceiling
        pinned = [f for f in record["facts"] if f["current"] and SCHEMA.fields[f["field"]].pinned]
        for f in pinned:
            assert f["display"] in block.text, (f, block.text)
            assert f["field"] in block.text


@PROPS
@given(docs=documents(), amounts=st.lists(st.sampled_from(AMOUNTS), min_size=2, max_size=2, unique=True))
def test_a_planted_conflict_is_always_detected(docs, amounts):
    store = memory_store()
    _ingest_all(store, docs)
    ids = {"case_number": "CASE-2026-0999", "order_id": "ORD-109900", "customer_id": "CUST-00999"}
    store.ingest(make_val("p1", "refund_approval", **ids, refund_approved=amounts[0]), batch_id="b1", doc_id="p1",
                 document_date="2026-01-10")
    r = store.ingest(make_val("p2", "customer_letter", **ids, refund_approved=amounts[1]), batch_id="b2", doc_id="p2",
                     document_date="2026-01-11")
    assert r.needs_review and "refund_approved[CASE-2026-0999]" in r.conflicts
    block = store.case_block(r.case_id)
    assert all(f"{a} EUR" in block for a in amounts)
