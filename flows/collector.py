"""The cyclic garbage collector around a batch's start-up (imports nothing heavy: the command calls it first).

Start-up (importing Prefect, the pipeline and spaCy, the flow run's set-up) leaves almost no garbage cycles, yet its
growing heap sets off the collector's full passes (~0.4 s of CPU before the first document on a 120-document
`docflow run`, in the thread loading spaCy or the main one, collecting next to nothing). Then, during the batch,
each full pass walked all of it again (~0.4 s more over 120 documents, mostly in the document threads). So the
command starts up with the collector off (`pause_for_start_up`), and the batch, before its first document, freezes
what start-up made (it lives as long as the run) and turns the collector on again (`freeze_start_up`).
"""

from __future__ import annotations

import gc

_paused: list[bool] = []


def pause_for_start_up() -> None:
    """Turn the collector off until `freeze_start_up` (when it is on)."""
    if gc.isenabled():
        gc.disable()
        _paused.append(True)


def freeze_start_up() -> None:
    """After `pause_for_start_up` (a `docflow run` process, one batch): move every object there is now to the
    collector's permanent generation (full passes skip it) and turn the collector on again. A long-lived process
    (`docflow serve`, tests) does not pause it, and freezes nothing: each of its batches would freeze what garbage
    its last one left."""
    if _paused:
        gc.freeze()
    resume()


def resume() -> None:
    """Turn the collector on again if `pause_for_start_up` turned it off (a command that ends before any batch)."""
    if _paused:
        _paused.clear()
        gc.enable()
