"""Flow tests: the real stages under Prefect's test harness, on sample documents."""

from __future__ import annotations

import json
import shutil
from collections import Counter
from pathlib import Path

import pytest

from tests.conftest import SAMPLE_DIR

pytestmark = pytest.mark.slow

def expected_bad_codes(name: str) -> set[str]:
    """The code each file of sample_docs/bad must fail with (a truncated image may also read as corrupt)."""
    from sample_docs.bad import EXPECTED_CODES

    code = EXPECTED_CODES[name]
    return {code, "corrupt_image"} if code == "truncated_image" else {code}


def pick_sample_docs(n_per_format: int = 2) -> list[Path]:
    """A few documents of every format, so every OCR path runs."""
    truth = [json.loads(line) for line in (SAMPLE_DIR / "truth.jsonl").read_text().splitlines() if line.strip()]
    by_format: dict[str, list[dict]] = {}
    for row in truth:
        by_format.setdefault(row["format"], []).append(row)
    picked = [r for rows in by_format.values() for r in sorted(rows, key=lambda r: r["doc_id"])[:n_per_format]]
    return [SAMPLE_DIR / r["file"] for r in picked]


@pytest.fixture()
def batch_dir(tmp_path: Path) -> Path:
    src = pick_sample_docs(1)  # one of each format: every OCR path runs beside the bad files
    assert len(src) >= 5
    folder = tmp_path / "batch"
    folder.mkdir()
    for p in src:
        shutil.copy(p, folder / p.name)
    for p in sorted((SAMPLE_DIR / "bad").iterdir()):
        if p.name != "README.md":
            shutil.copy(p, folder / f"bad-{p.name}")
    return folder


@pytest.fixture()
def isolated(tmp_path: Path, monkeypatch, db_url: str) -> str:
    monkeypatch.setenv("DOCFLOW_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("DOCFLOW_DATABASE_URL", db_url)
    monkeypatch.setenv("DOCFLOW_CONCURRENCY", "2")
    return db_url


def statuses(db_url: str, batch_id: str) -> dict[str, object]:
    from status.coordinator import Coordinator
    from status.db import get_engine

    return {s.doc_id: s for s in Coordinator(get_engine(db_url)).document_statuses(batch_id)}


def state_of(s) -> str:
    return s.state.value


def _planted_conflict_folder(tmp_path: Path) -> tuple[Path, dict]:
    """A folder with the documents of one planted deadline conflict (text and PDF only: fast)."""
    conflicts = json.loads((SAMPLE_DIR / "conflicts.json").read_text())
    planted = next(c for c in conflicts if c["kind"] == "deadline_changed"
                   and all(not d.endswith((".jpg", ".png")) for d in c["doc_ids"]))
    folder = tmp_path / "conflict"
    folder.mkdir()
    for doc_id in planted["doc_ids"]:
        shutil.copy(SAMPLE_DIR / "batch" / doc_id, folder / doc_id)
    return folder, planted


def test_batch_bad_documents_fail_alone(prefect_harness, isolated, batch_dir: Path):
    from flows.batch import run_batch
    from status.coordinator import Coordinator
    from status.db import get_engine

    batch_id, state = run_batch([batch_dir], batch_id="t-flow-1", concurrency=2)
    assert state.is_failed()  # some documents failed -> the flow run says so (and can be retried)
    result = statuses(isolated, batch_id)
    assert len(result) == len(list(batch_dir.iterdir()))
    for doc_id, s in result.items():
        if doc_id.startswith("bad-"):
            assert state_of(s) == "failed", doc_id
            assert s.error_class in expected_bad_codes(doc_id.removeprefix("bad-")), (doc_id, s.error_class, s.error_message)
            assert s.error_message
        else:
            assert state_of(s) in {"succeeded", "needs_review"}, (doc_id, s.error_class, s.error_message)

    # each finished stage says how much CPU it took in this process (benchmarks/batch_throughput.py sums it)
    done = [e for e in Coordinator(get_engine(isolated)).events(batch_id) if e.state.value in ("succeeded", "needs_review")]
    assert done and all(isinstance(e.summary.get("cpu_ms"), int) and e.summary["cpu_ms"] >= 0 for e in done)
    assert sum(e.summary["cpu_ms"] for e in done if e.stage.value == "nlp") > 0  # spaCy and the rules cost CPU

    # every stage event folded matches a rebuild from the log
    report = Coordinator(get_engine(isolated)).rebuild(batch_id)
    assert report.differences == []

    export = Path(isolated.replace("sqlite:///", "")).parent / "home" / "exports" / f"{batch_id}.jsonl"
    lines = [json.loads(x) for x in export.read_text().splitlines()]
    assert [r["doc_id"] for r in lines] == sorted(result)  # one line per document, failed ones too
    assert all(r["fields"] for r in lines if not r["doc_id"].startswith("bad-"))
    assert all(r["state"] == "failed" and r["error_class"] and not r["fields"] for r in lines if r["doc_id"].startswith("bad-"))


def test_resume_runs_only_unfinished_from_first_unfinished_stage(prefect_harness, isolated, tmp_path: Path):
    from flows.batch import run_batch, run_resume
    from status.coordinator import Coordinator
    from status.db import get_engine

    folder = tmp_path / "resume"
    folder.mkdir()
    good = pick_sample_docs(1)[:4]
    for p in good:
        shutil.copy(p, folder / p.name)
    broken = folder / "late.txt"
    broken.write_bytes(b"")  # fails: empty file

    batch_id, state = run_batch([folder], batch_id="t-resume-1", concurrency=2)
    assert state_of(statuses(isolated, batch_id)["late.txt"]) == "failed"
    coordinator = Coordinator(get_engine(isolated))
    before = Counter((e.doc_id, e.stage.value, e.state.value) for e in coordinator.events(batch_id))

    # the operator fixes the file, then resumes: only that document runs
    shutil.copy(SAMPLE_DIR / "batch" / good[0].name, broken)
    run_resume(batch_id, concurrency=2)
    after = Counter((e.doc_id, e.stage.value, e.state.value) for e in coordinator.events(batch_id))
    new = after - before
    assert {doc for doc, _, _ in new} == {"late.txt"}
    assert state_of(statuses(isolated, batch_id)["late.txt"]) in {"succeeded", "needs_review"}
    # nothing ran twice: one success per (document, stage)
    successes = Counter((d, st) for (d, st, s), n in after.items() for _ in range(n) if s in ("succeeded", "needs_review"))
    assert all(n == 1 for n in successes.values()), successes
    assert coordinator.rebuild(batch_id).differences == []

    # resuming a finished batch (or running it again) does nothing, and no flow run is started for it
    events_before = len(coordinator.events(batch_id))
    state = run_resume(batch_id, concurrency=2)
    assert state.is_completed() and "nothing to do" in state.message
    _, state = run_batch([folder], batch_id=batch_id, concurrency=2)
    assert state.is_completed() and "nothing to do" in state.message
    assert len(coordinator.events(batch_id)) == events_before


def test_rerunning_the_flow_run_equals_resume(prefect_harness, isolated, tmp_path: Path):
    """A retry of the flow run from the UI re-runs process_batch with the same batch id:
    like `docflow resume`, it only runs what did not finish."""
    from flows.batch import run_batch
    from status.coordinator import Coordinator
    from status.db import get_engine

    folder = tmp_path / "retry"
    folder.mkdir()
    texts = sorted((SAMPLE_DIR / "batch").glob("*.txt"))[:3]
    for p in texts:
        shutil.copy(p, folder / p.name)
    (folder / "broken.txt").write_bytes(b"")
    batch_id, state = run_batch([folder], batch_id="t-retry-1", concurrency=2)
    assert state.is_failed()
    coordinator = Coordinator(get_engine(isolated))
    before = Counter(e.event_id for e in coordinator.events(batch_id))

    shutil.copy(texts[0], folder / "broken.txt")
    _, state = run_batch([folder], batch_id=batch_id, concurrency=2)
    assert not state.is_failed()
    new_events = [e for e in coordinator.events(batch_id) if e.event_id not in before]
    assert new_events and {e.doc_id for e in new_events} == {"broken.txt"}
    finished = Counter((e.doc_id, e.stage.value) for e in coordinator.events(batch_id) if e.state.value in ("succeeded", "needs_review", "skipped"))
    assert all(n == 1 for n in finished.values()), finished


def test_dask_fan_out_gives_the_same_result(prefect_harness, isolated, tmp_path: Path):
    """Scale-out path: the same flow on a local Dask cluster (worker processes)."""
    pytest.importorskip("prefect_dask")
    from flows.batch import run_batch

    folder = tmp_path / "dask"
    folder.mkdir()
    for p in sorted((SAMPLE_DIR / "batch").glob("*.txt"))[:3]:
        shutil.copy(p, folder / p.name)
    (folder / "empty.txt").write_bytes(b"")
    batch_id, state = run_batch([folder], batch_id="t-dask-1", concurrency=2, dask="local")
    result = {d: state_of(s) for d, s in statuses(isolated, batch_id).items()}
    assert result.pop("empty.txt") == "failed"
    assert set(result.values()) <= {"succeeded", "needs_review"} and len(result) == 3


def test_resume_after_a_kill_before_the_case_reviews_reviews_the_contested_case(prefect_harness, isolated, tmp_path: Path):
    """Every document finished but the run died before its case reviews: the batch is not
    'nothing to do', and resume reviews the contested case (and nothing else)."""
    from sqlmodel import Session, delete

    from flows.batch import nothing_to_do, run_batch, run_resume
    from flows.context import BatchContext, batch_left_unreviewed
    from status.outputs import StageOutputRow

    folder, _ = _planted_conflict_folder(tmp_path)
    batch_id, _ = run_batch([folder], batch_id="t-late-kill-1", concurrency=2)
    assert batch_left_unreviewed(batch_id) == [] and nothing_to_do(batch_id, None) is not None
    ctx = BatchContext.create(batch_id=batch_id)
    with Session(ctx.engine()) as s:  # what a kill between the last document and the case reviews leaves
        s.exec(delete(StageOutputRow).where(StageOutputRow.content_hash.startswith("case:")))
        s.commit()
    (case_id,) = batch_left_unreviewed(batch_id)
    assert nothing_to_do(batch_id, None) is None
    assert nothing_to_do(batch_id, None, review=False) is not None  # --no-review: nothing left
    state = run_resume(batch_id, concurrency=2)
    assert state.is_completed() and batch_left_unreviewed(batch_id) == []


def test_contested_case_is_flagged_and_reviewed_once_per_case(prefect_harness, isolated, tmp_path: Path):
    """A planted weighty conflict (a customer moves their deadline) puts the case in
    needs_review and gets one case-level review task, after every document is in."""
    from prefect.client.orchestration import get_client
    from tests.test_prefect_ui import _flow_run, _task_runs

    from flows.batch import run_batch
    from flows.context import BatchContext

    folder, planted = _planted_conflict_folder(tmp_path)
    batch_id, _ = run_batch([folder], batch_id="t-conflict-1", concurrency=2)

    store = BatchContext.create(batch_id=batch_id).fact_store()
    case_ids = {store.case_for_document(d, batch_id) for d in planted["doc_ids"]}
    assert len(case_ids) == 1
    case_id = case_ids.pop()
    summary = next(c for c in store.cases() if c.case_id == case_id)
    assert summary.needs_review and summary.open_conflicts >= 1
    block = store.case_block(case_id)
    assert planted["field"] in block.split("Contested:")[1]

    from prefect.client.schemas.filters import ArtifactFilter, ArtifactFilterKey

    from flows.artifacts import artifact_key

    with get_client(sync_client=True) as client:
        tasks = _task_runs(client, _flow_run(client, f"batch-{batch_id}").id)  # task runs are untagged
        blocks = client.read_artifacts(artifact_filter=ArtifactFilter(key=ArtifactFilterKey(any_=[artifact_key(batch_id, "status-block")])))
    assert [t.name for t in tasks if t.name.startswith("review · CASE")] == [f"review · {case_id}"]
    final = max(blocks, key=lambda a: a.created).data
    assert "## Case reviews" in final and f"### {case_id}" in final and planted["field"] in final
    from status.review_log import case_reviews

    outcomes = case_reviews(BatchContext.create(batch_id=batch_id).engine(), batch_id)  # in the status store too
    assert [(r.case_id, r.state) for r in outcomes] == [(case_id, "recorded")]


def test_identical_copies_in_one_batch_all_finish(prefect_harness, isolated, tmp_path: Path):
    """Copies of one file share stored outputs (same bytes, same key); none may get stuck."""
    from flows.batch import run_batch

    folder = tmp_path / "dups"
    folder.mkdir()
    src = sorted((SAMPLE_DIR / "batch").glob("*.txt"))[0]
    for i in range(4):
        shutil.copy(src, folder / f"copy{i}.txt")
    (folder / "minutes.txt").write_text("Minutes of the team meeting.\nWe discussed the summer party and the new coffee machine.\n")
    batch_id, state = run_batch([folder], batch_id="t-dups-1", concurrency=4)
    assert not state.is_failed(), state.message
    result = statuses(isolated, batch_id)
    minutes = result.pop("minutes.txt")  # nothing of the schema in it: a person must look
    assert state_of(minutes) == "needs_review" and minutes.error_class == "no_fields"
    assert {state_of(s) for s in result.values()} <= {"succeeded", "needs_review"}



def test_an_unreachable_model_fails_the_case_review_on_record_and_the_batch_goes_on(prefect_harness, isolated, tmp_path: Path,
                                                                                      monkeypatch):
    """A model endpoint nobody answers on: the case review fails with `model_unreachable`, stored
    in the status store with its error; no Prefect retry layer on top of the model's own budget."""
    from flows.batch import run_batch
    from flows.context import BatchContext
    from status.review_log import case_reviews

    monkeypatch.setenv("DOCFLOW_LLM_BACKEND", "openai")
    monkeypatch.setenv("DOCFLOW_LLM_BASE_URL", "http://127.0.0.1:9/v1")  # discard port: connection refused
    monkeypatch.setenv("DOCFLOW_LLM_RETRIES", "1")
    monkeypatch.setenv("DOCFLOW_LLM_RETRY_BACKOFF_S", "0")
    folder, _ = _planted_conflict_folder(tmp_path)
    batch_id, _ = run_batch([folder], batch_id="t-unreachable-1", concurrency=2)
    ctx = BatchContext.create(batch_id=batch_id)
    failed = case_reviews(ctx.engine(), batch_id, failed_only=True)
    assert len(failed) == 1 and failed[0].error_class == "model_unreachable"
    assert "unreachable" in failed[0].error_message and "after 2 attempts" in failed[0].error_message
    docs = statuses(isolated, batch_id)
    assert all(state_of(s) in ("succeeded", "needs_review", "failed") for s in docs.values())
    for s in docs.values():  # a document whose own review needed the model failed with the same clear error
        if state_of(s) == "failed":
            assert s.error_stage == "review" and s.error_class == "model_unreachable"
