"""Live Prefect UI artifacts for a batch: progress, per-document table, status block.

Three artifacts per flow run, each created once and then updated in place (a new
version per update would list dozens of copies in the UI's Artifacts tab).
Throttled: at most one update per `every_s` seconds (plus a forced first and last),
so a 1,000-document batch does not flood the API. The progress is read from the batch's
counters (a few rows); the per-document table and the status block are read and rebuilt
whole, so they are refreshed at most every TABLE_EVERY x `every_s` seconds (at 1,000
documents each refresh cost ~60 ms of client and server CPU, every 2 s: ~5 ms per document). Keys are stable per batch, so
a re-run of the batch adds one version per key, not one per update. Updates go through
one API client per publisher (Prefect's update functions make a client per call: ~20 ms
of CPU each, three per update), closed after the final update.
"""

from __future__ import annotations

import json
import re
import time
from uuid import UUID

from prefect.artifacts import create_markdown_artifact, create_progress_artifact, create_table_artifact
from prefect.client.orchestration import get_client
from prefect.client.schemas.actions import ArtifactUpdate

from flows.context import contested_cases
from status.coordinator import Coordinator, finished
from status.untrusted import one_line

BUSY_FACTOR = 20  # at most 1/20 of the time goes to artifact updates
TABLE_ROW_LIMIT = 1000  # rows shown in the UI table; the CLI has all of them
TABLE_EVERY = 5  # the table and the status block: at most every this many `every_s` (forced publishes: always)


def artifact_key(batch_id: str, what: str) -> str:
    """Prefect artifact keys allow lowercase letters, digits and dashes only."""
    return re.sub(r"[^a-z0-9-]+", "-", f"{what}-{batch_id}".lower()).strip("-")


class ArtifactPublisher:
    def __init__(self, ctx, coordinator: Coordinator, every_s: float = 2.0):
        self.ctx = ctx
        self.coordinator = coordinator
        self.every_s = every_s
        self._last = 0.0
        self._last_table: float | None = None  # when the table and block were last refreshed
        self._progress_id: UUID | None = None
        self._table_id: UUID | None = None
        self._block_id: UUID | None = None
        self._last_signature = None
        self._last_progress: float | None = None
        self._cost = 0.0  # seconds the last update took
        self._client = None  # one API client for every update (opened at the first, closed after the final one)

    def publish(self, force: bool = False, final: bool = False, case_reviews: list | None = None) -> None:
        now = time.monotonic()
        if not force and now - self._last < max(self.every_s, BUSY_FACTOR * self._cost):
            return
        self._last = now
        table = force or self._last_table is None or now - self._last_table >= TABLE_EVERY * self.every_s
        try:
            self._publish(final, case_reviews, table)
        finally:
            # a big batch makes each update dearer; spacing them by their cost keeps the
            # artifacts' share of the machine (and so the cost per document) flat
            self._cost = time.monotonic() - now
            if final:
                self.close()

    def close(self) -> None:
        client, self._client = self._client, None
        if client is not None:
            client.__exit__(None, None, None)

    def _update(self, artifact_id: UUID, data) -> None:
        """Replace an artifact's data in place (the key's latest version follows it)."""
        if self._client is None:
            client = get_client(sync_client=True)
            client.__enter__()
            self._client = client
        self._client.update_artifact(artifact_id, ArtifactUpdate(data=data))

    def _publish(self, final: bool, case_reviews: list | None, table: bool = True) -> None:
        counts = self.coordinator.batch_counts(self.ctx.batch_id)
        done = finished(counts)
        progress = 100.0 * done / counts["documents"] if counts["documents"] else 100.0
        if self._progress_id is None:
            self._progress_id = create_progress_artifact(
                progress, key=artifact_key(self.ctx.batch_id, "progress"), description=f"Documents finished in batch {self.ctx.batch_id}"
            )
        elif progress != self._last_progress:
            self._update(self._progress_id, progress)  # a progress artifact's data is its percentage
        self._last_progress = progress
        if not table:
            return
        self._last_table = time.monotonic()
        statuses = self.coordinator.document_statuses(self.ctx.batch_id)
        signature = tuple((s.doc_id, _state(s), str(s.stage)) for s in statuses)
        if signature == self._last_signature and not final:
            return  # nothing changed: do not write a new table version
        self._last_signature = signature
        rows = [
            {
                "document": one_line(s.doc_id),  # file names are untrusted text
                "stage": s.stage or "",
                "state": _state(s),
                "attempts": s.attempts,
                "last error": one_line(f"{s.error_class}: {s.error_message}") if s.error_class else "",
            }
            for s in sorted(statuses, key=lambda s: (_state(s) != "failed", _state(s) != "needs_review", s.doc_id))[:TABLE_ROW_LIMIT]
        ]
        if self._table_id is None:
            self._table_id = create_table_artifact(rows, key=artifact_key(self.ctx.batch_id, "documents"),
                                                   description=f"Per-document status, batch {self.ctx.batch_id}")
        else:
            self._update(self._table_id, json.dumps(rows))
        from status.pipeline_block import render_pipeline_block

        block = render_pipeline_block(self.coordinator, self.ctx.batch_id, self.ctx.status_block_tokens)
        markdown = f"# Pipeline Status — batch `{self.ctx.batch_id}`\n\n```text\n{block}\n```\n"
        if final:
            markdown += self._contested_cases(statuses) + _case_reviews(case_reviews or [])
        if self._block_id is None:
            self._block_id = create_markdown_artifact(markdown, key=artifact_key(self.ctx.batch_id, "status-block"),
                                                      description="Pipeline Status block")
        else:
            self._update(self._block_id, markdown)

    def _contested_cases(self, statuses) -> str:
        """Case Facts blocks of every case of the batch that needs review, so conflicts show in the UI."""
        store = self.ctx.fact_store()
        blocks = [store.case_block(case_id) for case_id in contested_cases(self.ctx, [s.doc_id for s in statuses])]
        if not blocks:
            return ""
        return "\n## Cases that need review\n\n" + "\n".join(f"```text\n{b}\n```\n" for b in blocks)


def _state(s) -> str:
    return s.state.value


def _case_reviews(reviews: list) -> str:
    """What each case review asked (and the model answered), so it is not lost."""
    if not reviews:
        return ""
    parts = ["\n## Case reviews\n"]
    for r in reviews:
        from stages.review import advice_text

        card = r.harness_card
        parts.append(f"### {one_line(r.doc_id)}\n\n```text\n{card.get('question', '')}\n```\n\n{advice_text(r)}\n")  # labelled advice only
    return "\n".join(parts)

