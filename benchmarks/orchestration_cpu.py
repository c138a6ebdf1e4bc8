"""docflow's own CPU per document outside tesseract, in one process, cold and warm.

    python benchmarks/orchestration_cpu.py [--n 120] [--work DIR] [--profile OUT_PREFIX] [--tree OTHER_CHECKOUT]

Starts a Prefect server (its own home), then runs `run_batch` in this process on N documents
(taken evenly from sample_docs/batch, as batch_throughput does) twice against one fresh store:
  cold  every stage computed (OCR's tesseract runs in separate engine processes, not counted)
  warm  a second batch over the same files: every stage output is reused, so what remains is
        the orchestration: Prefect client, status events, fact store folding, artifacts.
Prints this process's CPU ms per document for each (process_time: every thread of it,
tesseract's engine processes excluded), the Prefect server's CPU ms per document, and the SQL
statements and transactions (commits) per document on docflow's store (counted, not timed: the
same on a busy machine as on a quiet one).
With --profile, every thread is profiled (cProfile) and the merged stats are written to
OUT_PREFIX-cold.pstats / -warm.pstats (timer: each thread's CPU time; profiling inflates the CPU figures).
With --dump FILE, the store's tables are written to FILE after both runs (sorted rows; timestamps, row ids, durations
and CPU figures left out): two dumps of the same documents, from two versions of the code, must be equal.
With --sql-top K, the K most frequent SQL statements of each run are listed (per document), to see where they come from.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import re
import shutil
import sys
import threading
import time
from pathlib import Path

os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
os.environ.setdefault("OMP_THREAD_LIMIT", "1")
REPO = Path(__file__).resolve().parent.parent
# --tree: run another checkout's docflow (its flows, stages, status) on this tree's documents: an A/B in separate runs
TREE = Path(sys.argv[sys.argv.index("--tree") + 1]).resolve() if "--tree" in sys.argv[:-1] else REPO
sys.path.insert(0, str(TREE))

_PROFILES: list[cProfile.Profile] = []
_LOCK = threading.Lock()


def _profile_threads() -> None:
    original = threading.Thread.run

    def run(self):
        prof = cProfile.Profile(time.thread_time)
        with _LOCK:
            _PROFILES.append(prof)
        prof.enable()
        try:
            original(self)
        finally:
            prof.disable()

    threading.Thread.run = run


_VARYING = {"id", "duration_ms", "cpu_ms"}  # row ids and timings: differ between any two runs


_CLOCK = re.compile(r"\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d[.\d]*(\+00:00|Z)?")  # a wall-clock time, in any column


def _steady(value):
    """A column value without what differs between two runs of the same documents (clock times, timings inside JSON too)."""
    if isinstance(value, str) and _CLOCK.fullmatch(value):
        return "<time>"
    if isinstance(value, str) and value[:1] in "{[":
        import json

        try:
            parsed = json.loads(value)
        except ValueError:
            return value

        def strip(x):
            if isinstance(x, dict):
                return {k: strip(v) for k, v in x.items() if k not in _VARYING}
            if isinstance(x, list):
                return [strip(v) for v in x]
            return "<time>" if isinstance(x, str) and _CLOCK.fullmatch(x) else x

        return json.dumps(strip(parsed), sort_keys=True)
    return value


def dump_store(db: Path, out: Path) -> None:
    """Every table of the store as sorted text rows, minus timestamps (*_at), row ids and timings."""
    import sqlite3

    con = sqlite3.connect(db)
    lines = []
    for (table,) in con.execute("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name"):
        cur = con.execute(f'SELECT * FROM "{table}"')
        names = [d[0] for d in cur.description]
        keep = [i for i, n in enumerate(names) if not n.endswith("_at") and n not in _VARYING]
        rows = sorted(repr([_steady(r[i]) for i in keep]) for r in cur)
        lines.append(f"## {table} {[names[i] for i in keep]} {len(rows)} rows")
        lines.extend(rows)
    con.close()
    out.write_text("\n".join(lines) + "\n")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=120, help="documents, taken evenly from sample_docs/batch")
    ap.add_argument("--work", default="/tmp/docflow-orch-cpu", help="working folder (store, Prefect home); emptied first")
    ap.add_argument("--profile", default=None, help="write per-thread CPU profiles to PREFIX-cold/-warm.pstats")
    ap.add_argument("--concurrency", type=int, default=2, help="documents run at once")
    ap.add_argument("--tree", default=str(REPO), help="the checkout whose docflow code runs (default: this one)")
    ap.add_argument("--dump", default=None, help="write the store's tables (minus timestamps, ids, timings) to this file")
    ap.add_argument("--sql-top", type=int, default=0, help="list the K most frequent SQL statements of each run")
    args = ap.parse_args()
    work = Path(args.work)
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    pool = sorted(p for p in (REPO / "sample_docs" / "batch").iterdir() if p.is_file())
    chosen = [pool[int(i * len(pool) / args.n)] for i in range(args.n)] if args.n <= len(pool) else pool
    folder = work / "docs"
    folder.mkdir()
    for p in chosen:
        shutil.copy(p, folder / p.name)
    n = len(list(folder.iterdir()))

    from flows.orchestrator import start_local_server, stop_local_server

    server, url = start_local_server(work / "prefect-server", 120)
    os.environ["PREFECT_API_URL"] = url
    os.environ["DOCFLOW_HOME"] = str(work / "home")
    os.environ["DOCFLOW_DATABASE_URL"] = f"sqlite:///{work / 'home' / 'docflow.db'}"
    import psutil

    def server_cpu() -> float:
        root = psutil.Process(server.pid)
        return sum(sum(p.cpu_times()[:2]) for p in [root, *root.children(recursive=True)])

    from sqlalchemy import event

    from status.db import get_engine

    from collections import Counter

    sql = {"statements": 0, "commits": 0}
    texts: Counter = Counter()

    def counted(conn, cursor, statement, *rest) -> None:
        sql["statements"] += 1
        if args.sql_top:
            texts[" ".join(statement.split())[:110]] += 1

    store = get_engine(os.environ["DOCFLOW_DATABASE_URL"])
    event.listen(store, "before_cursor_execute", counted)
    event.listen(store, "commit", lambda *a: sql.__setitem__("commits", sql["commits"] + 1))
    try:
        from flows.batch import run_batch  # imports before timing: start-up is not per document

        import stages.spacy_model as sm
        sm.warm_up()
        if args.profile:
            _profile_threads()
        figures: dict[str, float] = {}
        print(f"{'run':6} {'docs':>5} {'docflow CPU ms/doc':>19} {'server CPU ms/doc':>18} {'wall s':>7} {'SQL/doc':>8} "
              f"{'commits/doc':>11}  state")
        for name in ("cold", "warm"):
            main_prof = cProfile.Profile(time.thread_time) if args.profile else None
            if main_prof:
                _PROFILES.clear()
                main_prof.enable()
            q0 = dict(sql)
            texts.clear()
            s0, c0, t0 = server_cpu(), time.process_time(), time.perf_counter()
            _, state = run_batch([str(folder)], batch_id=f"orch-{name}", concurrency=args.concurrency)
            cpu, wall, scpu = time.process_time() - c0, time.perf_counter() - t0, server_cpu() - s0
            if main_prof:
                main_prof.disable()
                stats = pstats.Stats(main_prof)
                for p in _PROFILES:
                    try:
                        stats.add(p)
                    except TypeError:
                        pass
                stats.dump_stats(f"{args.profile}-{name}.pstats")
            statements, commits = (sql[k] - q0[k] for k in ("statements", "commits"))
            print(f"{name:6} {n:5} {1000 * cpu / n:19.1f} {1000 * scpu / n:18.1f} {wall:7.1f} {statements / n:8.1f} {commits / n:11.1f}"
                  f"  {state.type.value} {state.message!r}", flush=True)
            for statement, count in texts.most_common(args.sql_top):
                print(f"    {count / n:6.2f}  {statement}")
            figures[f"{name}_docflow_cpu_ms_per_doc"] = round(1000 * cpu / n, 1)
            figures[f"{name}_server_cpu_ms_per_doc"] = round(1000 * scpu / n, 1)
            figures[f"{name}_sql_per_doc"] = round(statements / n, 1)
            figures[f"{name}_commits_per_doc"] = round(commits / n, 1)
        print("RESULT " + " ".join(f"{k}={v}" for k, v in figures.items()), flush=True)
        if args.dump:
            dump_store(work / "home" / "docflow.db", Path(args.dump))
    finally:
        stop_local_server(server)


if __name__ == "__main__":
    main()
