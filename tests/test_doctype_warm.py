"""The schema's cue lemmas are warmed once, and a thread that asks while another warms waits for it:
a thread let through early would lemmatize cues one by one, so output could depend on timing."""

import threading
import time

from stages import doctype, spacy_model
from status.schema import load_schema


def test_threads_asking_together_all_return_with_every_cue_lemmatized(monkeypatch):
    schema = load_schema("default")
    cues = list(dict.fromkeys(c for dt in schema.doc_types.values() for c in dt.cues))
    monkeypatch.setattr(doctype, "_WARM_SCHEMAS", set())
    monkeypatch.setattr(doctype, "_PRELEMMATIZED", {})
    monkeypatch.setenv("DOCFLOW_CACHE_DIR", "off")  # lemmatized here, not read from an earlier process's (warm_cache)
    real, calls = spacy_model.lemmatize_many, []

    def slow(texts):
        calls.append(len(texts))
        time.sleep(0.2)  # widen the window a second thread would slip through
        return real(texts)

    monkeypatch.setattr(spacy_model, "lemmatize_many", slow)
    missing: list[int] = []

    def ask():
        doctype._warm_cue_lemmas(schema)
        missing.append(sum(c not in doctype._PRELEMMATIZED for c in cues))

    threads = [threading.Thread(target=ask) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert missing == [0, 0, 0]
    assert len(calls) == 2  # the phrases, then their "of" forms: once, not once per thread
