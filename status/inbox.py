"""Which documents a deployment has already taken, by content hash.

A scheduled deployment (`docflow serve inbox/`) processes the same folder again and
again. Each run claims the documents it takes; a later run skips what an earlier
run of that deployment claimed, so an unchanged inbox is processed once. The claim
is a row with a unique (deployment, content hash) key, so two runs that overlap
cannot both take a document: the insert of the second one fails and it skips it.
"""

from __future__ import annotations

import time
from datetime import datetime
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError
from sqlmodel import Field, SQLModel

from status.coordinator import DocumentRef
from status.models import utcnow


class InboxClaimRow(SQLModel, table=True):
    __tablename__ = "inbox_claim"

    deployment: str = Field(primary_key=True)  # "<flow name>/<deployment name>"
    claim_key: str = Field(primary_key=True)  # the content hash (unreadable files: per path)
    batch_id: str = Field(index=True)
    doc_id: str
    claimed_at: datetime


_CLAIM = InboxClaimRow.__table__
_READY: set[Engine] = set()


def settled(docs: list[DocumentRef], settle_s: float, now: float | None = None) -> tuple[list[DocumentRef], list[DocumentRef]]:
    """(ready, still being written): a file changed less than `settle_s` seconds ago may still be being
    copied in; hashed now, it would be claimed under its half-written bytes and taken again, whole, by
    the next run. It is left for the next run (a file that cannot be read stays ready: it fails alone).
    The inode's change time counts too: `cp -p` and `rsync -t` set an old modification time on a file
    they are still writing, but every write and that very setting renew its change time."""
    now = time.time() if now is None else now
    ready, writing = [], []
    for doc in docs:
        try:
            info = Path(doc.path).stat()
            young = now - max(info.st_mtime, info.st_ctime) < settle_s
        except OSError:
            young = False
        (writing if young else ready).append(doc)
    return ready, writing


def _claim_key(doc: DocumentRef) -> str:
    """Bytes identify a document; a file that cannot be read has no bytes, so its path does."""
    return doc.content_hash if doc.content_hash != "unreadable" else f"unreadable:{doc.path}"


def claim_documents(engine: Engine, deployment: str, batch_id: str, docs: list[DocumentRef]) -> tuple[list[DocumentRef], list[DocumentRef]]:
    """Claim `docs` for `batch_id`; returns (taken, skipped). Documents this batch claimed
    before (a retry of the same flow run) are taken again; those another batch of the
    deployment claimed are skipped."""
    if engine not in _READY:
        SQLModel.metadata.create_all(engine, tables=[_CLAIM])
        _READY.add(engine)
    taken: list[DocumentRef] = []
    skipped: list[DocumentRef] = []
    for doc in docs:
        key = _claim_key(doc)
        owner = _owner(engine, deployment, key)
        if owner is None:
            try:
                with engine.begin() as conn:
                    conn.execute(_CLAIM.insert().values(deployment=deployment, claim_key=key, batch_id=batch_id,
                                                        doc_id=doc.doc_id, claimed_at=utcnow()))
                owner = batch_id
            except IntegrityError:  # an overlapping run claimed it between the read and the insert
                owner = _owner(engine, deployment, key)
        (taken if owner == batch_id else skipped).append(doc)
    return taken, skipped


def _owner(engine: Engine, deployment: str, key: str) -> str | None:
    with engine.connect() as conn:
        return conn.execute(select(_CLAIM.c.batch_id).where(_CLAIM.c.deployment == deployment, _CLAIM.c.claim_key == key)).scalar()
