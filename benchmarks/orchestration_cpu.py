"""docflow's own CPU per document outside tesseract, in one process, cold and warm.

    python benchmarks/orchestration_cpu.py [--n 120] [--work DIR] [--profile OUT_PREFIX]

Starts a Prefect server (its own home), then runs `run_batch` in this process on N documents
(taken evenly from sample_docs/batch, as batch_throughput does) twice against one fresh store:
  cold  every stage computed (OCR's tesseract runs in separate engine processes, not counted)
  warm  a second batch over the same files: every stage output is reused, so what remains is
        the orchestration: Prefect client, status events, fact store folding, artifacts.
Prints this process's CPU ms per document for each (process_time: every thread of it,
tesseract's engine processes excluded) and the Prefect server's CPU ms per document.
With --profile, every thread is profiled (cProfile) and the merged stats are written to
OUT_PREFIX-cold.pstats / -warm.pstats (timer: each thread's CPU time; profiling inflates the CPU figures).
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import shutil
import sys
import threading
import time
from pathlib import Path

os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
os.environ.setdefault("OMP_THREAD_LIMIT", "1")
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

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


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=120, help="documents, taken evenly from sample_docs/batch")
    ap.add_argument("--work", default="/tmp/docflow-orch-cpu", help="working folder (store, Prefect home); emptied first")
    ap.add_argument("--profile", default=None, help="write per-thread CPU profiles to PREFIX-cold/-warm.pstats")
    ap.add_argument("--concurrency", type=int, default=2, help="documents run at once")
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

    try:
        from flows.batch import run_batch  # imports before timing: start-up is not per document

        import stages.spacy_model as sm
        sm.warm_up()
        if args.profile:
            _profile_threads()
        figures: dict[str, float] = {}
        print(f"{'run':6} {'docs':>5} {'docflow CPU ms/doc':>19} {'server CPU ms/doc':>18} {'wall s':>7}  state")
        for name in ("cold", "warm"):
            main_prof = cProfile.Profile(time.thread_time) if args.profile else None
            if main_prof:
                _PROFILES.clear()
                main_prof.enable()
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
            print(f"{name:6} {n:5} {1000 * cpu / n:19.1f} {1000 * scpu / n:18.1f} {wall:7.1f}  {state.type.value} {state.message!r}", flush=True)
            figures[f"{name}_docflow_cpu_ms_per_doc"] = round(1000 * cpu / n, 1)
            figures[f"{name}_server_cpu_ms_per_doc"] = round(1000 * scpu / n, 1)
        print("RESULT " + " ".join(f"{k}={v}" for k, v in figures.items()), flush=True)
    finally:
        stop_local_server(server)


if __name__ == "__main__":
    main()
