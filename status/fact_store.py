"""FactStore: ingest validated documents into cases, keep facts, render the block.

A document is identified by (batch_id, doc_id); its content hash is its version.
Each ingest stores the document's validated fields as an immutable input row and
recomputes the whole case view from the current inputs of its case (`status.cases`; the cases
are `group`'s partition, as the benchmark groups), so documents may arrive in any order,
twice, or in parallel, and the stored facts are the same. A later document that links two cases merges them: the old case views
are replaced by the merged one. Nothing a document said is ever deleted: older
values stay as superseded / historical rows, with their sources, and a replaced
document version stays in `facts_input` (listed under `replaced_versions` in the
full record).
"""

from __future__ import annotations

import json
import uuid
from dataclasses import asdict, dataclass, field
from collections.abc import Collection
from typing import Any, Callable

from sqlalchemy import bindparam, delete, func, inspect, text, update
from sqlalchemy import select as core_select
from sqlalchemy.engine import Engine
from sqlalchemy.exc import DBAPIError, IntegrityError
from sqlmodel import Session, SQLModel, select

from status.cases import (
    CONTENT_KEY,
    SYSTEM_DOC_TYPE,
    BadValue,
    CaseView,
    DocInput,
    Resolution,
    derive_case,
    display,
    doc_ref,
    group,
    keys_of,
    parse_value,
)
from status.facts import (
    DERIVED_TABLES,
    AliasRow,
    CaseDocRow,
    CaseRow,
    ConflictRow,
    EntityRow,
    FactInputKeyRow,
    FactInputRow,
    FactLockRow,
    FactReadRow,
    FactRecordRow,
    ResolutionEventRow,
)
from status.models import DocumentError, FactValue, Validation
from status.schema import Schema, load_schema


class FactStoreError(ValueError):
    """A request the store cannot honour (unknown case, unknown field, bad value)."""


class MixedSchemaError(FactStoreError):
    """Inputs ingested with different schemas would form one case."""


@dataclass
class IngestReport:
    case_id: str
    doc_id: str
    new: bool  # False: this document version was already ingested (nothing changed)
    facts_written: int  # fact records of this document in the case view
    conflicts: list[str] = field(default_factory=list)  # open conflicts of the case, "field[subject]"
    needs_review: bool = False
    merged_cases: list[str] = field(default_factory=list)  # case ids this ingest folded into case_id
    batch_id: str = ""
    content_hash: str = ""  # the document's current version
    replaced: str | None = None  # content hash of the version this ingest superseded


@dataclass
class ResolveReport:
    case_id: str
    field: str
    subject: str
    value: str  # the stored value as displayed ("1234.56 EUR", "2026-02-01")
    conflict: ConflictRow | None  # the (now resolved) conflict, or None when there was none
    needs_review: bool  # of the case, after the resolution


@dataclass
class CaseSummary:
    case_id: str
    needs_review: bool
    open_conflicts: int
    doc_count: int
    issues: int
    latest_document_date: str | None


def _jsonable(row: SQLModel, drop: tuple[str, ...] = ()) -> dict[str, Any]:
    data = row.model_dump(mode="json")
    for key in drop:
        data.pop(key, None)
    return data


GET_CASE_FACTS_TOOL: dict[str, Any] = {
    "name": "get_case_facts",
    "description": (
        "The full stored record of a case (every value with its source, validity and state, "
        "conflicts, entities and aliases), or the whole history of one field. Use it when the "
        "Case Facts block says facts were not shown, or to see where a value came from."
    ),
    "input_schema": {
        "type": "object",
        "properties": {
            "case_id": {"type": "string", "description": "The case id from the block heading, e.g. CASE-2026-0001."},
            "field": {"type": "string", "description": "A schema field name (e.g. refund_approved); omit for the full record."},
        },
        "required": ["case_id"],
        "additionalProperties": False,
    },
}
"""Tool definition (Anthropic `tools` shape) for `FactStore.get_case_facts`."""

Ref = tuple[str, str]  # a document's identity: (batch_id, doc_id)


class FactStore:
    """The case facts store. `schema` is what new inputs are ingested with; a case
    is read with the schema its inputs were ingested with, loaded by `schema_loader`
    (default: `status.schema.load_schema`, by bundled name)."""

    def __init__(self, engine: Engine, schema: Schema, schema_loader: Callable[[str], Schema] | None = None):
        self.engine = engine
        self.schema = schema
        self._load_schema = schema_loader or load_schema
        # (batch, doc, content hash) -> (schema, validation JSON, parsed validation, keys_of): see `_parsed_input`
        self._input_cache: dict[tuple[str, str, str], tuple[Schema, str, Validation, list[str]]] = {}
        old_inputs = _take_old_layout(engine)
        SQLModel.metadata.create_all(engine, tables=[t.__table__ for t in (
            FactInputRow, FactInputKeyRow, ResolutionEventRow, FactReadRow, FactLockRow, *DERIVED_TABLES)])
        _ensure_indexes(engine, FactInputKeyRow.__table__)  # stores made before the index was declared get it too
        with Session(engine) as s:
            if s.get(FactLockRow, 1) is None:
                s.add(FactLockRow(id=1, n=0))
                try:
                    s.commit()
                except IntegrityError:  # another process created it first
                    s.rollback()
        if old_inputs is not None:
            self._migrate(old_inputs)

    def _migrate(self, rows: list[dict[str, Any]]) -> None:
        """Re-insert inputs of the old layout: per (batch, doc) the last ingested version is current."""
        newest: dict[Ref, dict[str, Any]] = {}
        for r in sorted(rows, key=lambda r: str(r["ingested_at"])):
            newest[(r["batch_id"], r["doc_id"])] = r
        with Session(self.engine) as s:
            for r in rows:
                ref = (r["batch_id"], r["doc_id"])
                current = newest[ref] is r
                s.add(FactInputRow(
                    batch_id=r["batch_id"], doc_id=r["doc_id"], content_hash=r["content_hash"], current=current,
                    superseded_by=None if current else newest[ref]["content_hash"], schema_name=self.schema.name,
                    doc_type=r["doc_type"], document_date=r["document_date"], evidence=bool(r["evidence"]),
                    source_kind=r["source_kind"], validation_json=r["validation_json"],
                ))
                if current:
                    v = Validation.model_validate_json(r["validation_json"])
                    for key in keys_of(self.schema, r["doc_type"], v) + [CONTENT_KEY + r["content_hash"]]:
                        s.add(FactInputKeyRow(key=key, batch_id=r["batch_id"], doc_id=r["doc_id"], content_hash=r["content_hash"]))
            s.commit()
        self.rebuild()

    def schema_named(self, name: str) -> Schema:
        """The schema inputs were ingested with (the store's own, or loaded by name)."""
        if name == self.schema.name:
            return self.schema
        try:
            return self._load_schema(name)
        except Exception as exc:
            raise FactStoreError(f"schema {name!r} (the one this case was ingested with) cannot be loaded: {exc}") from exc

    def case_schema(self, case_id: str) -> Schema:
        with Session(self.engine) as s:
            case = s.get(CaseRow, case_id)
            if case is None:
                raise FactStoreError(f"unknown case {case_id!r}")
            return self.schema_named(case.schema_name)

    # ------------------------------------------------------------------ writing

    def ingest(self, validation: Validation, *, batch_id: str, doc_id: str | None = None, document_date: str | None = None,
               trusted: bool = False) -> IngestReport:
        """Store one validated document and recompute its case.

        A document is (batch_id, doc_id); its content hash is its version. The same
        version again changes nothing; a new version supersedes the previous one
        (a corrected re-scan never conflicts with its own old reading).

        `trusted`: the document comes from a source a person configured as trusted
        (DOCFLOW_TRUSTED_SOURCES). Only then does an evidence doc type (a payment
        notice) count as evidence of execution; from anywhere else its execution
        values are claims, however much the document looks like a payment notice.
        """
        doc_id = doc_id or validation.doc_id
        if validation.doc_type not in self.schema.doc_types:
            raise DocumentError(
                f"{doc_id}: doc type {validation.doc_type!r} is not in schema {self.schema.name!r}", code="unknown_doc_type"
            )
        dt = self.schema.doc_types[validation.doc_type]
        try:
            return self._ingest_input(
                validation,
                batch_id=batch_id,
                doc_id=doc_id,
                document_date=document_date or self._document_date(validation),
                evidence=dt.evidence and trusted,
                source_kind="document",
            )
        except MixedSchemaError as exc:
            raise DocumentError(f"{doc_id}: {exc}", code="schema_mismatch") from exc

    def record_system_event(
        self, *, event_id: str, source: str, fields: dict[str, str], at: str | None = None, batch_id: str = "system"
    ) -> IngestReport:
        """Evidence from a system or tool (e.g. the payment system confirms a refund).

        `fields` must include at least one case identifier (order_id, case_number, ...)
        so the event lands in its case; its values count as evidence.
        """
        unknown = sorted(set(fields) - set(self.schema.fields))
        if unknown:
            raise FactStoreError(f"system event {event_id}: unknown fields {unknown}")
        values = {}
        for name, value in fields.items():
            spec = self.schema.fields[name]
            values[name] = FactValue(
                field=name, type=spec.type, qualifier=spec.qualifier, value=str(value), raw=str(value),
                authoritative=True, confidence=1.0, reason=f"system event from {source}",
            )
        doc_id = f"system:{source}:{event_id}"
        validation = Validation(doc_id=doc_id, content_hash=event_id, doc_type=SYSTEM_DOC_TYPE, fields=values)
        if not keys_of(self.schema, SYSTEM_DOC_TYPE, validation):
            raise FactStoreError(f"system event {event_id}: no case identifier among {sorted(fields)}")
        return self._ingest_input(validation, batch_id=batch_id, doc_id=doc_id, document_date=at, evidence=True, source_kind="system")

    def _document_date(self, validation: Validation) -> str | None:
        for name, fv in sorted(validation.fields.items()):
            spec = self.schema.fields.get(name)
            if spec and spec.entity == "document" and spec.type == "date" and fv.value:
                return fv.value
        return None

    def _lock(self, s: Session) -> None:
        """Take the store's write lock first, before any read in this transaction."""
        s.connection().execute(_SQL_LOCK)

    def _ingest_input(
        self, validation: Validation, *, batch_id: str, doc_id: str, document_date: str | None, evidence: bool, source_kind: str
    ) -> IngestReport:
        content_hash = validation.content_hash
        ref = (batch_id, doc_id)
        with Session(self.engine) as s:
            self._lock(s)
            conn = s.connection()  # Core statements built once: an ingest runs per document, ORM units of work cost more
            versions = conn.execute(_SQL_VERSIONS, {"b": batch_id, "d": doc_id}).all()  # this document's, in one read
            if any(v.content_hash == content_hash for v in versions):
                s.rollback()
                return self._report(ref, new=False, merged=[], replaced=None)
            before: dict[Ref, list[str]] = {}  # the raw component's keys before this ingest
            previous = next((v for v in versions if v.current), None)
            if previous is not None:  # a new version: the old one leaves its case (which may split)
                before = self._component(s, {ref: self._keys_for(s, ref)})
                conn.execute(_SQL_SUPERSEDE, {"b": batch_id, "d": doc_id, "h": previous.content_hash, "by": content_hash})
                conn.execute(_SQL_DELETE_KEYS, {"b": batch_id, "d": doc_id})
            # keyed as the stored JSON reads back, and remembered so: the case derived below does not parse and key it again
            validation_json = validation.model_dump_json()
            _, doc_keys = self._remember_input(self.schema, (batch_id, doc_id, content_hash), validation.doc_type, validation_json)
            keys = doc_keys + [CONTENT_KEY + content_hash]
            conn.execute(_INPUT.insert(), _row_values(FactInputRow(
                batch_id=batch_id, doc_id=doc_id, content_hash=content_hash, current=True, schema_name=self.schema.name,
                doc_type=validation.doc_type, document_date=document_date, evidence=evidence, source_kind=source_kind,
                validation_json=validation_json,
            )))
            conn.execute(_KEY.insert(), [{"key": key, "batch_id": batch_id, "doc_id": doc_id, "content_hash": content_hash}
                                         for key in keys])
            after = self._component(s, {ref: keys})
            # the other documents' keys are the same before and after: only this document's changed
            after = {**before, **after}
            before = {**after, **before} if previous is not None else {r: held for r, held in after.items() if r != ref}
            case_of = self._case_of(s, after)
            # grouped over the whole raw component (a key this document makes a constant splits a case elsewhere), but
            # derived only where the cases change: a party's constant links the whole batch into one raw component
            groups, constants = _partition(after)
            changed = _changed_groups(groups, constants, after, before, case_of, ref)
            old_cases = sorted({case_of[r] for members in changed for r in members if r in case_of})
            views = self._recompute(s, old_cases, (changed, constants))
            view_ids = {v.case.case_id for v in views}
            replaced = previous.content_hash if previous else None
            merged = [c for c in old_cases if c not in view_ids]
            report = _report_from_views(ref, views, merged=merged, replaced=replaced)  # the rows this transaction writes
            s.commit()
        return report

    def _keys_for(self, s: Session, ref: Ref) -> list[str]:
        return [key for (key,) in s.connection().execute(_SQL_KEYS_OF_DOC, {"b": ref[0], "d": ref[1]})]

    def _case_of(self, s: Session, refs: Collection[Ref]) -> dict[Ref, str]:
        """The stored case of each of `refs` that has one, in one query."""
        rows = s.connection().execute(_SQL_CASES_OF, {  # both key columns: the primary key index answers it
            "batches": sorted({b for b, _ in refs}), "docs": sorted({d for _, d in refs})})
        return {(batch_id, doc_id): case_id for batch_id, doc_id, case_id in rows if (batch_id, doc_id) in refs}

    def _cases_of(self, s: Session, refs: set[Ref]) -> list[str]:
        return sorted(set(self._case_of(s, refs).values()))

    def _component(self, s: Session, start: dict[Ref, list[str]]) -> dict[Ref, list[str]]:
        """All current inputs linked to `start` (documents with the keys to follow from them) through shared keys,
        breadth-first, each with its stored keys, read once: the raw component, a union of whole cases (`_partition`
        partitions it)."""
        conn = s.connection()
        members = dict(start)
        seen_keys: set[str] = set()
        frontier = {key for held in start.values() for key in held}
        while frontier:
            seen_keys |= frontier
            rows = conn.execute(_SQL_DOCS_WITH_KEYS, {"keys": sorted(frontier)})
            new_members = {(batch_id, doc_id) for batch_id, doc_id in rows} - members.keys()
            frontier = set()
            if new_members:
                found = self._stored_keys(s, new_members)
                members.update(found)
                frontier = {key for held in found.values() for key in held} - seen_keys
        return members

    def _stored_keys(self, s: Session, refs: set[Ref]) -> dict[Ref, list[str]]:
        """The stored keys of each of `refs`, in one query."""
        return _keys_by_ref(refs, s.connection().execute(_SQL_KEYS_OF_DOCS, {
            "batches": sorted({b for b, _ in refs}), "docs": sorted({d for _, d in refs})}))

    def _recompute(self, s: Session, old_cases: list[str], partition: Partition) -> list[CaseView]:
        """Derive the cases of `partition` (`_partition`); replace the old case views `old_cases`."""
        s.flush()  # what the caller added through the session first: the reads and writes below are Core statements
        components, constants = partition
        views = [self._derive(s, members, constants) for members in components]
        ids = [v.case.case_id for v in views]
        for cid in sorted(set(ids)):
            if ids.count(cid) > 1 or (cid not in old_cases and s.connection().execute(_SQL_CASE_EXISTS, {"c": cid}).first()):
                raise FactStoreError(f"two separate groups of documents would both be case {cid!r}")
        # only old cases have rows to delete: a new case id was just checked to have no case row, and a
        # case's derived rows are written and deleted together with its case row (six deletes per new case saved)
        _replace_case_rows(s.connection(), sorted(old_cases), views)
        return views

    def _derive(self, s: Session, members: set[Ref], constants: frozenset[str] | set[str] = frozenset()) -> CaseView:
        """The case view of `members`; `constants`: keys held in other cases too (`_partition`), joining nothing."""
        rows = _current_inputs(s.connection(), members)
        schemas = sorted({row.schema_name for row in rows})
        if len(schemas) > 1:
            docs = ", ".join(f"{r.batch_id}/{r.doc_id} ({r.schema_name})" for r in rows)
            raise MixedSchemaError(f"documents ingested with different schemas {schemas} share identifiers: {docs}")
        schema = self.schema_named(schemas[0])
        docs, known_keys = [], {}
        for row in rows:
            validation, keys = self._parsed_input(schema, row)
            doc = DocInput(
                batch_id=row.batch_id, doc_id=row.doc_id, content_hash=row.content_hash, doc_type=row.doc_type,
                document_date=row.document_date, evidence=row.evidence, source_kind=row.source_kind, validation=validation,
            )
            docs.append(doc)
            known_keys[doc_ref(doc)] = [key for key in keys if key not in constants]
        resolutions = [
            Resolution(
                event_id=r.event_id, anchor_keys=frozenset(json.loads(r.anchor_keys_json)), field=r.field,
                subject=r.subject, value=r.value, by=r.by, note=r.note,
                seen_values=frozenset(json.loads(r.seen_values_json)), at=r.at.isoformat(),
            )
            for r in s.connection().execute(_SQL_RESOLUTIONS)
        ]
        return derive_case(schema, docs, resolutions, known_keys)

    def _parsed_input(self, schema: Schema, row) -> tuple[Validation, list[str]]:
        """An input row's validation (parsed from its JSON) and its `keys_of`, remembered per document version:
        every ingest re-derives each document of its case, so parsing and keying them again made an ingest's
        cost grow with its case. A version's stored row never changes (a new version is a new row); the entry is
        used only for the same JSON text and schema object, so a reused (batch, doc, hash) is read afresh."""
        ref = (row.batch_id, row.doc_id, row.content_hash)
        hit = self._input_cache.get(ref)
        if hit is not None and hit[0] is schema and hit[1] == row.validation_json:
            return hit[2], hit[3]
        return self._remember_input(schema, ref, row.doc_type, row.validation_json)

    def _remember_input(self, schema: Schema, ref: tuple[str, str, str], doc_type: str,
                        validation_json: str) -> tuple[Validation, list[str]]:
        """A document version's validation parsed from its stored JSON and its `keys_of`, put in `_parsed_input`'s
        cache."""
        validation = Validation.model_validate_json(validation_json)
        keys = keys_of(schema, doc_type, validation)
        if len(self._input_cache) >= _INPUT_CACHE_SIZE:
            self._input_cache.clear()
        self._input_cache[ref] = (schema, validation_json, validation, keys)
        return validation, keys

    def _report(self, ref: Ref, *, new: bool, merged: list[str], replaced: str | None) -> IngestReport:
        with Session(self.engine) as s:
            doc = s.get(CaseDocRow, ref)
            case = s.get(CaseRow, doc.case_id)
            facts = s.exec(select(func.count()).select_from(FactRecordRow).where(
                FactRecordRow.case_id == case.case_id, FactRecordRow.batch_id == ref[0], FactRecordRow.doc_id == ref[1],
                FactRecordRow.content_hash == doc.content_hash)).one()
            conflicts = s.exec(select(ConflictRow).where(ConflictRow.case_id == case.case_id, ConflictRow.status == "open")).all()
            return IngestReport(
                case_id=case.case_id, doc_id=ref[1], batch_id=ref[0], content_hash=doc.content_hash, new=new,
                facts_written=int(facts), conflicts=sorted(f"{c.field}[{c.subject}]" for c in conflicts),
                needs_review=case.needs_review, merged_cases=merged, replaced=replaced,
            )

    def rebuild(self) -> int:
        """Recompute every case from the stored current inputs (the derived tables are disposable)."""
        with Session(self.engine) as s:
            self._lock(s)
            for table in DERIVED_TABLES:
                s.exec(delete(table))
            s.flush()
            refs = {(r[0], r[1]) for r in s.exec(select(FactInputRow.batch_id, FactInputRow.doc_id).where(FactInputRow.current)).all()}
            count = len(self._recompute(s, [], _partition(_keys_by_ref(refs, s.connection().execute(_SQL_ALL_KEYS)))))
            s.commit()
        return count

    def resolve(self, case_id: str, field: str, value: str, by: str, note: str | None = None, subject: str | None = None) -> ResolveReport:
        """A person settles a field: recorded as an event; the case view is recomputed.

        `value` is parsed by the field's schema type with the extraction's parsers and
        checked against the schema's bounds / pattern / allowed values; a value that
        does not fit raises FactStoreError. The stored value is the canonical form
        extraction uses (money "1234.56" + currency, ISO dates).
        """
        schema = self.case_schema(case_id)
        spec = schema.fields.get(field)
        if spec is None:
            raise FactStoreError(f"unknown field {field!r} (schema {schema.name})")
        if not by.strip():
            raise FactStoreError("resolve needs --by NAME: who settled it")
        with Session(self.engine) as s:
            self._lock(s)
            case = s.get(CaseRow, case_id)
            if case is None:
                raise FactStoreError(f"unknown case {case_id!r}")
            conflicts = s.exec(select(ConflictRow).where(ConflictRow.case_id == case_id, ConflictRow.field == field)).all()
            subjects = sorted({c.subject for c in conflicts})
            if subject is None:
                if len(subjects) > 1:
                    raise FactStoreError(f"{field} has conflicts for several subjects {subjects}: pass --subject")
                if not subjects:
                    held = sorted({f.subject for f in s.exec(select(FactRecordRow).where(
                        FactRecordRow.case_id == case_id, FactRecordRow.field == field)).all()})
                    if len(held) > 1:
                        raise FactStoreError(f"{field} has values for several subjects {held}: pass --subject")
                    subject = held[0] if held else case_id
                else:
                    subject = subjects[0]
            conflict = next((c for c in conflicts if c.subject == subject), None)
            currency = None
            if spec.type == "money":
                held_rows = s.exec(select(FactRecordRow).where(
                    FactRecordRow.case_id == case_id, FactRecordRow.field == field, FactRecordRow.subject == subject)).all()
                currency = next((r.currency for r in held_rows if r.currency), None)
            try:
                parsed, parsed_currency = parse_value(spec, value, currency)
            except BadValue as exc:
                raise FactStoreError(f"bad value for {field}: {exc}") from exc
            stored = f"{parsed} {parsed_currency}" if parsed_currency else parsed  # canonical, as the record shows it
            seen = sorted(v["norm"] for v in json.loads(conflict.values_json)) if conflict else []
            case_docs = s.exec(select(CaseDocRow).where(CaseDocRow.case_id == case_id)).all()
            members = {(d.batch_id, d.doc_id) for d in case_docs}
            anchors = json.loads(case.keys_json) or [CONTENT_KEY + d.content_hash for d in case_docs]
            s.add(ResolutionEventRow(
                event_id=uuid.uuid4().hex, case_id=case_id, anchor_keys_json=json.dumps(sorted(anchors)), field=field,
                subject=subject, value=stored, by=by.strip(), note=note, seen_values_json=json.dumps(seen),
            ))
            s.flush()
            _, constants = _partition(self._component(s, self._stored_keys(s, members)))
            (view,) = self._recompute(s, [case_id], ([members], constants))  # a resolution moves no key
            resolved = next((c for c in view.conflicts if c.field == field and c.subject == subject), None)
            s.commit()  # `resolved` is the row as written (Core insert): already detached, nothing to refresh
        shown = f"{stored}%" if spec.type == "percent" else stored
        return ResolveReport(
            case_id=case_id, field=field, subject=subject, value=shown, conflict=resolved,
            needs_review=self._needs_review(case_id),
        )

    def _needs_review(self, case_id: str) -> bool:
        with Session(self.engine) as s:
            case = s.get(CaseRow, case_id)
            return bool(case and case.needs_review)

    def record_read(self, case_id: str, fields: list[str], turn: int) -> None:
        """An LLM step read these fields at this turn (drives eviction from the block).
        One Core insert of all the rows (the ORM sent one INSERT ... RETURNING per field: a case review records ~12)."""
        rows = [_row_values(FactReadRow(case_id=case_id, field=f, turn=turn)) for f in sorted(set(fields))]
        if rows:
            with self.engine.begin() as conn:
                conn.execute(FactReadRow.__table__.insert(), rows)

    # ------------------------------------------------------------------ reading

    def cases(self) -> list[CaseSummary]:
        """Every case, needs_review first, then by id."""
        with Session(self.engine) as s:
            rows = s.exec(select(CaseRow)).all()
            out = [
                CaseSummary(r.case_id, r.needs_review, r.open_conflicts, r.doc_count, len(json.loads(r.issues_json)), r.latest_document_date)
                for r in rows
            ]
        return sorted(out, key=lambda c: (not c.needs_review, c.case_id))

    def is_evidence(self, doc_id: str, batch_id: str) -> bool:
        """Whether the current version of this document counts as trusted evidence (the export asks per document)."""
        with self.engine.connect() as conn:
            row = conn.execute(_SQL_CURRENT_EVIDENCE, {"b": batch_id, "d": doc_id}).first()
        return bool(row and row.evidence)

    def evidence_documents(self, batch_id: str) -> set[str]:
        """The documents of a batch whose current version counts as trusted evidence (`is_evidence` of
        each, in one query: the export asks for every document of the batch)."""
        with self.engine.connect() as conn:
            return {doc_id for (doc_id,) in conn.execute(_SQL_EVIDENCE_OF_BATCH, {"b": batch_id})}

    def case_for_document(self, doc_id: str, batch_id: str) -> str | None:
        """The case of document `doc_id` of batch `batch_id` (its current version), or None."""
        with Session(self.engine) as s:
            row = s.get(CaseDocRow, (batch_id, doc_id))
            return row.case_id if row else None

    def cases_of_documents(self, batch_id: str) -> dict[str, str]:
        """{doc_id: case_id} for every document of batch `batch_id` in a case (its current version):
        `case_for_document` for a whole batch in one query."""
        with self.engine.connect() as conn:
            return {doc_id: case_id for doc_id, case_id in conn.execute(_SQL_CASES_OF_BATCH, {"b": batch_id})}

    def cases_with_keys(self, keys: list[str]) -> list[str]:
        """The cases (sorted) of the current documents holding any of `keys` ("order_id:ORD-1",
        "@content:<hash>"): where a document not yet ingested will land, before it is."""
        with Session(self.engine) as s:
            refs = {(r.batch_id, r.doc_id) for r in s.exec(select(FactInputKeyRow).where(FactInputKeyRow.key.in_(sorted(set(keys))))).all()}
            return self._cases_of(s, refs) if refs else []

    def load_view(self, case_id: str) -> CaseView:
        with Session(self.engine) as s:
            case = s.get(CaseRow, case_id)
            if case is None:
                raise FactStoreError(f"unknown case {case_id!r}")
            view = CaseView(
                case=case,
                docs=list(s.exec(select(CaseDocRow).where(CaseDocRow.case_id == case_id).order_by(CaseDocRow.doc_id, CaseDocRow.batch_id)).all()),
                entities=list(s.exec(select(EntityRow).where(EntityRow.case_id == case_id).order_by(EntityRow.entity_id)).all()),
                aliases=list(s.exec(select(AliasRow).where(AliasRow.case_id == case_id).order_by(AliasRow.entity_id, AliasRow.alias)).all()),
                facts=list(s.exec(select(FactRecordRow).where(FactRecordRow.case_id == case_id).order_by(FactRecordRow.id)).all()),
                conflicts=list(s.exec(select(ConflictRow).where(ConflictRow.case_id == case_id).order_by(ConflictRow.field, ConflictRow.subject)).all()),
                issues=json.loads(case.issues_json),
            )
            s.expunge_all()
            return view

    def reads(self, case_id: str) -> list[tuple[str, int]]:
        with Session(self.engine) as s:
            return [(r.field, r.turn) for r in s.exec(select(FactReadRow).where(FactReadRow.case_id == case_id)).all()]

    def render(self, case_id: str, max_tokens: int | None = None, evict_after_turns: int | None = None):
        """The case block with what it shows and leaves out (status.case_block.RenderedBlock)."""
        from status.case_block import render_case_block
        from status.settings import get_settings

        settings = get_settings()
        view = self.load_view(case_id)
        return render_case_block(
            view,
            self.schema_named(view.case.schema_name),
            max_tokens=max_tokens if max_tokens is not None else settings.case_block_tokens,
            reads=self.reads(case_id),
            evict_after_turns=evict_after_turns if evict_after_turns is not None else settings.evict_after_turns,
        )

    def case_block(self, case_id: str, max_tokens: int | None = None) -> str:
        return self.render(case_id, max_tokens).text

    def history(self, case_id: str, field: str) -> list[dict[str, Any]]:
        """Every value a field ever had in the case, oldest first, with source and validity."""
        view = self.load_view(case_id)
        schema = self.schema_named(view.case.schema_name)
        if field not in schema.fields:
            raise FactStoreError(f"unknown field {field!r} (schema {schema.name})")
        rows = [f for f in view.facts if f.field == field]
        rows.sort(key=lambda f: (f.subject, f.source_time or "", f.doc_id))
        return [_fact_dict(f) for f in rows]

    def resolutions(self, case_id: str, field: str | None = None) -> list[dict[str, Any]]:
        """Every `facts resolve` decision recorded for the case, oldest first (later ones override)."""
        with Session(self.engine) as s:
            query = select(ResolutionEventRow).where(ResolutionEventRow.case_id == case_id)
            if field:
                query = query.where(ResolutionEventRow.field == field)
            rows = s.exec(query.order_by(ResolutionEventRow.at, ResolutionEventRow.event_id)).all()
            return [{"field": r.field, "subject": r.subject, "value": r.value, "by": r.by, "note": r.note,
                     "at": r.at.isoformat(), "event_id": r.event_id} for r in rows]

    def full_record(self, case_id: str) -> dict[str, Any]:
        """The whole stored record of a case (the second tier behind the block)."""
        view = self.load_view(case_id)
        return {
            "resolutions": self.resolutions(case_id),
            "case": _jsonable(view.case, drop=("updated_at",)) | {"keys": json.loads(view.case.keys_json), "issues": view.issues},
            "documents": [_jsonable(d) for d in view.docs],
            "replaced_versions": self._replaced_versions(view),
            "entities": [_jsonable(e) for e in view.entities],
            "aliases": [_jsonable(a) for a in view.aliases],
            "facts": [_fact_dict(f) for f in sorted(view.facts, key=_fact_order)],
            "conflicts": [_conflict_dict(c) for c in view.conflicts],
        }

    def _replaced_versions(self, view: CaseView) -> list[dict[str, Any]]:
        refs = {(d.batch_id, d.doc_id) for d in view.docs}
        with Session(self.engine) as s:
            rows = s.exec(select(FactInputRow).where(
                FactInputRow.doc_id.in_(sorted({d for _, d in refs})), FactInputRow.current == False)).all()  # noqa: E712
            return sorted(
                ({"batch_id": r.batch_id, "doc_id": r.doc_id, "content_hash": r.content_hash, "superseded_by": r.superseded_by,
                  "ingested_at": r.ingested_at.isoformat()} for r in rows if (r.batch_id, r.doc_id) in refs),
                key=lambda d: (d["batch_id"], d["doc_id"], d["ingested_at"]),
            )

    def get_case_facts(self, case_id: str, field: str | None = None, turn: int | None = None) -> str:
        """Tool function for LLM steps (definition: GET_CASE_FACTS_TOOL): the full
        record, or one field's history, as JSON.

        With `turn`, the read is recorded so the field stays in the active block.
        """
        try:
            if field is None:
                data: Any = self.full_record(case_id)
            else:
                data = {"case_id": case_id, "field": field, "history": self.history(case_id, field)}
        except FactStoreError as exc:
            return json.dumps({"error": str(exc)})
        if turn is not None:
            self.record_read(case_id, [field] if field else sorted({f["field"] for f in data["facts"]}), turn)
        return json.dumps(data, sort_keys=True)

    def answer_tool_call(self, args: dict[str, Any], turn: int | None = None) -> str:
        """Answer a model's get_case_facts call (arguments as GET_CASE_FACTS_TOOL
        describes them); wrong arguments come back as a JSON error the model can read."""
        allowed = set(GET_CASE_FACTS_TOOL["input_schema"]["properties"])
        unknown = sorted(set(args) - allowed)
        case_id, field_name = args.get("case_id"), args.get("field")
        if unknown or not isinstance(case_id, str) or not (field_name is None or isinstance(field_name, str)):
            return json.dumps({"error": f"get_case_facts takes case_id (string) and optional field (string); got {sorted(args)}"})
        return self.get_case_facts(case_id, field_name, turn=turn)

    def snapshot(self) -> dict[str, Any]:
        """Canonical content of every derived table (no row ids, no timestamps): for tests."""
        out: dict[str, Any] = {}
        with Session(self.engine) as s:
            for table in DERIVED_TABLES:
                rows = [_jsonable(r, drop=("id", "updated_at")) for r in s.exec(select(table)).all()]
                out[table.__tablename__] = sorted(rows, key=lambda r: json.dumps(r, sort_keys=True))
        return out


def _keys_by_ref(refs: set[Ref], rows) -> dict[Ref, list[str]]:
    """Each of `refs`' keys from (key, batch_id, doc_id) rows; rows of other documents are passed over (the queries
    select by batch and doc id apart)."""
    keys: dict[Ref, list[str]] = {ref: [] for ref in refs}
    for key, batch_id, doc_id in rows:
        if (batch_id, doc_id) in keys:
            keys[(batch_id, doc_id)].append(key)
    return keys


Partition = tuple[list[set[Ref]], set[str]]  # cases (their documents) and the keys held in two cases or more


def _partition(keys: dict[Ref, list[str]]) -> Partition:
    """The cases of documents (a union of raw components: `FactStore._component`) by their stored keys: `group`'s
    partition, so the store's cases are the benchmark's; and the keys it left unjoined, held in two cases or more,
    a party's constant (`status.cases.group`), which joins no issue and names no case (case ids stay unique)."""
    ref_of = {f"{b}/{d}": (b, d) for b, d in keys}
    groups = group({name: keys[ref] for name, ref in ref_of.items()})
    case_of = {ref_of[name]: n for n, members in enumerate(groups) for name in members}
    cases_of_key: dict[str, set[int]] = {}
    for ref, held in keys.items():
        for key in held:
            cases_of_key.setdefault(key, set()).add(case_of[ref])
    constants = {key for key, cases in cases_of_key.items() if len(cases) > 1}
    return [{ref_of[name] for name in members} for members in groups], constants


def _changed_groups(groups: list[set[Ref]], constants: set[str], keys: dict[Ref, list[str]],
                    before: dict[Ref, list[str]], case_of: dict[Ref, str], ref: Ref) -> list[set[Ref]]:
    """The groups of a raw component (`_partition`: `groups`, `constants`; `keys` by document) whose case views an
    ingest of `ref` changes; `before`: the component's keys before it, `case_of`: the stored cases. A group is
    derived from its documents and their keys less the constants, so a group that is a stored case as it was, without
    `ref`, whose documents hold no key that became or ceased to be a constant, is its stored view already."""
    members_of: dict[str, set[Ref]] = {}
    for doc, case in case_of.items():
        members_of.setdefault(case, set()).add(doc)
    cases_of_key: dict[str, set[object]] = {}
    for doc, held in before.items():
        for key in held:
            cases_of_key.setdefault(key, set()).add(case_of.get(doc, doc))  # a document without a case: its own
    were_constants = {key for key, cases in cases_of_key.items() if len(cases) > 1}
    return [members for members in groups
            if ref in members or members_of.get(case_of.get(next(iter(members)), ""), set()) != members
            or any((key in constants) != (key in were_constants) for doc in members for key in keys[doc])]


def _current_inputs(conn, refs: set[Ref]) -> list:
    """The current input row (facts_input columns) of each of `refs`, in sorted order, in one query."""
    rows = conn.execute(_SQL_CURRENT_INPUTS, {"batches": sorted({b for b, _ in refs}), "docs": sorted({d for _, d in refs})})
    by_ref = {(r.batch_id, r.doc_id): r for r in rows}
    return [by_ref.get(ref) for ref in sorted(refs)]


# --------------------------------------------------------------------------- Core statements (built once)

_INPUT = FactInputRow.__table__
_KEY = FactInputKeyRow.__table__
_CASE_DOC = CaseDocRow.__table__
_SQL_LOCK = update(FactLockRow.__table__).where(FactLockRow.__table__.c.id == 1).values(n=FactLockRow.__table__.c.n + 1)
_SQL_VERSIONS = core_select(_INPUT.c.content_hash, _INPUT.c.current).where(  # every version of a document
    _INPUT.c.batch_id == bindparam("b"), _INPUT.c.doc_id == bindparam("d"))
_SQL_CURRENT_EVIDENCE = core_select(_INPUT.c.evidence).where(
    _INPUT.c.batch_id == bindparam("b"), _INPUT.c.doc_id == bindparam("d"), _INPUT.c.current == True)  # noqa: E712
_SQL_EVIDENCE_OF_BATCH = core_select(_INPUT.c.doc_id).where(
    _INPUT.c.batch_id == bindparam("b"), _INPUT.c.current == True, _INPUT.c.evidence == True)  # noqa: E712
_SQL_CURRENT_INPUTS = core_select(_INPUT).where(
    _INPUT.c.batch_id.in_(bindparam("batches", expanding=True)), _INPUT.c.doc_id.in_(bindparam("docs", expanding=True)),
    _INPUT.c.current == True)  # noqa: E712
_SQL_SUPERSEDE = update(_INPUT).where(
    _INPUT.c.batch_id == bindparam("b"), _INPUT.c.doc_id == bindparam("d"), _INPUT.c.content_hash == bindparam("h"),
).values(current=False, superseded_by=bindparam("by"))
_SQL_DELETE_KEYS = delete(_KEY).where(_KEY.c.batch_id == bindparam("b"), _KEY.c.doc_id == bindparam("d"))
_SQL_KEYS_OF_DOC = core_select(_KEY.c.key).where(_KEY.c.batch_id == bindparam("b"), _KEY.c.doc_id == bindparam("d"))
_SQL_KEYS_OF_DOCS = core_select(_KEY.c.key, _KEY.c.batch_id, _KEY.c.doc_id).where(
    _KEY.c.batch_id.in_(bindparam("batches", expanding=True)), _KEY.c.doc_id.in_(bindparam("docs", expanding=True)))
_SQL_ALL_KEYS = core_select(_KEY.c.key, _KEY.c.batch_id, _KEY.c.doc_id)
_SQL_DOCS_WITH_KEYS = core_select(_KEY.c.batch_id, _KEY.c.doc_id).where(_KEY.c.key.in_(bindparam("keys", expanding=True))).distinct()
_SQL_CASES_OF = core_select(_CASE_DOC.c.batch_id, _CASE_DOC.c.doc_id, _CASE_DOC.c.case_id).where(
    _CASE_DOC.c.batch_id.in_(bindparam("batches", expanding=True)), _CASE_DOC.c.doc_id.in_(bindparam("docs", expanding=True)))
_SQL_CASES_OF_BATCH = core_select(_CASE_DOC.c.doc_id, _CASE_DOC.c.case_id).where(_CASE_DOC.c.batch_id == bindparam("b"))
_SQL_RESOLUTIONS = core_select(ResolutionEventRow.__table__)
_SQL_CASE_EXISTS = core_select(CaseRow.__table__.c.case_id).where(CaseRow.__table__.c.case_id == bindparam("c"))
_SQL_DELETE_CASE_ROWS = {table: delete(table.__table__).where(table.__table__.c.case_id.in_(bindparam("case_ids", expanding=True)))
                         for table in DERIVED_TABLES}


_INPUT_CACHE_SIZE = 50_000  # document versions whose parsed validation and keys a store remembers (then starts over)
_MISSING = object()
_COLUMN_NAMES: dict[Any, tuple[tuple[str, ...], str | None]] = {}  # table -> (column names, autoincrement column's name)


def _row_values(row: SQLModel) -> dict[str, Any]:
    """A table model's column values for a Core insert; an unset autoincrement id is left to the database.
    Read from the instance's own dict (what the instrumented attribute returns when the value is set; a case's
    rows are tens of columns times hundreds of rows per ingest), through the attribute for a value never set."""
    table = row.__table__
    known = _COLUMN_NAMES.get(table)
    if known is None:
        auto = table.autoincrement_column
        known = _COLUMN_NAMES[table] = (tuple(c.name for c in table.columns), auto.name if auto is not None else None)
    names, auto_name = known
    own = row.__dict__
    values = {name: own.get(name, _MISSING) for name in names}
    for name, value in values.items():
        if value is _MISSING:
            values[name] = getattr(row, name)
    if auto_name is not None and values[auto_name] is None:
        del values[auto_name]
    return values


def _replace_case_rows(conn, case_ids: list[str], views: list[CaseView]) -> None:
    """Delete the derived rows of `case_ids` and insert the views' rows, one statement per table
    (facts in the order derived, so their ids keep that order)."""
    if case_ids:
        for table in DERIVED_TABLES:
            conn.execute(_SQL_DELETE_CASE_ROWS[table], {"case_ids": case_ids})
    rows: dict[type, list[dict[str, Any]]] = {table: [] for table in DERIVED_TABLES}
    for view in views:
        for row in [view.case, *view.docs, *view.entities, *view.aliases, *view.facts, *view.conflicts]:
            rows[type(row)].append(_row_values(row))
    for table in DERIVED_TABLES:
        if rows[table]:
            conn.execute(table.__table__.insert(), rows[table])


def _report_from_views(ref: Ref, views: list[CaseView], *, merged: list[str], replaced: str | None) -> IngestReport:
    """The report `_report` would read back after the commit, taken from the case views being written."""
    view = next(v for v in views if any((d.batch_id, d.doc_id) == ref for d in v.docs))
    doc = next(d for d in view.docs if (d.batch_id, d.doc_id) == ref)
    case = view.case
    facts = sum(1 for f in view.facts if (f.case_id, f.batch_id, f.doc_id, f.content_hash) == (case.case_id, *ref, doc.content_hash))
    conflicts = [c for c in view.conflicts if c.case_id == case.case_id and c.status == "open"]
    return IngestReport(
        case_id=case.case_id, doc_id=ref[1], batch_id=ref[0], content_hash=doc.content_hash, new=True,
        facts_written=facts, conflicts=sorted(f"{c.field}[{c.subject}]" for c in conflicts),
        needs_review=case.needs_review, merged_cases=merged, replaced=replaced,
    )


def _ensure_indexes(engine: Engine, table) -> None:
    """Create the declared indexes `create_all` skips because their table already exists."""
    def present() -> set[str]:
        return {i["name"] for i in inspect(engine).get_indexes(table.name)}

    have = present()
    for index in table.indexes:
        if index.name in have:
            continue
        try:
            index.create(engine)
        except DBAPIError:
            if index.name not in present():  # not a concurrent process creating it first
                raise


def _take_old_layout(engine: Engine) -> list[dict[str, Any]] | None:
    """Inputs of a store from before per-batch document identity (facts_input keyed
    by doc id and content hash), or None. The old tables are dropped (their inputs
    are returned, to be re-inserted under the new keys; derived tables are disposable)."""
    insp = inspect(engine)
    if "facts_input" not in insp.get_table_names():
        return None
    if "schema_name" in {c["name"] for c in insp.get_columns("facts_input")}:
        return None
    with engine.begin() as conn:
        rows = [dict(r._mapping) for r in conn.execute(text(
            "SELECT doc_id, content_hash, batch_id, doc_type, document_date, evidence, source_kind, validation_json, "
            "ingested_at FROM facts_input"))]
        for table in ("facts_input", "facts_input_key", *(t.__tablename__ for t in DERIVED_TABLES)):
            conn.execute(text(f"DROP TABLE IF EXISTS {table}"))
    return rows


def _fact_order(f: FactRecordRow) -> tuple:
    return (f.field, f.subject, f.source_time or "", f.doc_id, f.batch_id, f.content_hash)


def _fact_dict(f: FactRecordRow) -> dict[str, Any]:
    return {
        "field": f.field,
        "subject": f.subject,
        "qualifier": f.qualifier,
        "value": f.value,
        "display": display(f),
        "currency": f.currency,
        "state": f.state,
        "current": f.current,
        "reason": f.reason,
        "valid_from": f.valid_from,
        "valid_to": f.valid_to,
        "agree_docs": f.agree_docs,
        "source": {
            "doc_id": f.doc_id,
            "batch_id": f.batch_id,
            "content_hash": f.content_hash,
            "doc_type": f.doc_type,
            "stage": f.stage,
            "page": f.page,
            "span": [f.span_start, f.span_end] if f.span_start is not None else None,
            "quote": f.quote,
            "extractor": f.extractor,
            "time": f.source_time,
        },
    }


def _conflict_dict(c: ConflictRow) -> dict[str, Any]:
    data = _jsonable(c)
    data["values"] = json.loads(data.pop("values_json"))
    return data


def summary_dict(c: CaseSummary) -> dict[str, Any]:
    return asdict(c)
