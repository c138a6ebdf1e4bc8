"""perf26: a stage's output written in the transaction of its final event (one transaction per stage less)."""

from __future__ import annotations

from pathlib import Path

from tests.test_perf16 import _batch


def test_an_output_already_stored_keeps_the_first_and_the_events_beside_it_are_written(tmp_path: Path):
    from status.coordinator import Coordinator, DocumentRef
    from status.db import get_engine
    from status.models import ReviewResult, Stage, StageState, StageStatus
    from status.outputs import load_output, output_row, save_output

    engine = get_engine(f"sqlite:///{tmp_path / 'o.db'}")
    coordinator = Coordinator(engine)
    coordinator.register_batch("b1", [DocumentRef(doc_id="a.txt", path="/in/a.txt", content_hash="h")], schema_name="default", source="/in")
    first, second = (ReviewResult(doc_id="a.txt", backend=b, needs_review=False) for b in ("first", "second"))
    save_output(engine, "h", "review", "v1", "a.txt", first)
    event = StageStatus(event_id="e1", batch_id="b1", doc_id="a.txt", content_hash="h", stage=Stage.OCR, state=StageState.STARTED, attempt=1)
    assert coordinator.emit_many([event], outputs=[output_row("h", "review", "v1", "a.txt", second),
                                                   output_row("h", "nlp", "v1", "a.txt", second)]) == 1
    assert load_output(engine, "h", "review", "v1", ReviewResult) == first  # the key already there: no error, first kept
    assert load_output(engine, "h", "nlp", "v1", ReviewResult) == second
    assert coordinator.document_status("b1", "a.txt").state.value == "running"
    # outputs with events all known already: the outputs are still written
    assert coordinator.emit_many([event], outputs=[output_row("h", "validate", "v1", "a.txt", second)]) == 0
    assert load_output(engine, "h", "validate", "v1", ReviewResult) == second


def test_a_finished_document_s_outputs_are_stored_and_reused(tmp_path: Path):
    import flows.batch as fb
    from status.models import Extraction, OcrResult, Validation
    from status.outputs import load_output

    ctx, docs, coordinator = _batch(tmp_path, "out", count=1)
    fb.process_document(ctx, docs[0], [])
    engine = ctx.engine()
    for stage, model in ((fb.Stage.OCR, OcrResult), (fb.Stage.NLP, Extraction), (fb.Stage.VALIDATE, Validation)):
        assert load_output(engine, docs[0].content_hash, stage.value, ctx.config_version(stage), model) is not None
    events = len(coordinator.events(ctx.batch_id))
    fb.process_document(ctx, docs[0], [])  # finished: nothing is written again
    assert len(coordinator.events(ctx.batch_id)) == events


class _CountingIssues(list):
    """A case's issues that count how often they are scanned."""

    scans = 0

    def __iter__(self):
        type(self).scans += 1
        return super().__iter__()


def test_case_rules_find_a_subject_s_issues_once_per_case():
    from status.case_rules import case_rule_conflicts
    from status.facts import FactRecordRow
    from status.schema import load_schema

    schema = load_schema("default")
    rule = schema.case_rules[0]
    value = "2026-01-10" if schema.fields[rule.field].type == "date" else "10.00"
    facts = [FactRecordRow(case_id="c", field=name, subject=subject, type=schema.fields[name].type, value=value,
                           doc_id=f"d{k}", content_hash=f"h{k}", doc_type="order_confirmation", state="authoritative")
             for k in range(8) for name, subject in ((rule.field, "ORD-1"), (rule.other, "ORD-2"))]
    issues = _CountingIssues([{"issue_id": "ORD-1", "keys": ["order_id:ORD-1"]}, {"issue_id": "ORD-2", "keys": ["order_id:ORD-2"]}])
    _CountingIssues.scans = 0
    case_rule_conflicts(schema, "c", facts, issues)
    assert _CountingIssues.scans <= 2  # two subjects; 8 x 8 pairs asked it 128 times
