"""What one Prefect task run per document costs by itself: the floor under docflow's overhead.

    python benchmarks/prefect_floor.py [--sizes 120 1000] [--work DIR] [--tesseract-cpu-ms-per-doc MS]

Starts a Prefect server (its own home, as batch_throughput does), then for each size N runs, in a child
process, a flow that submits N task runs that do nothing, two at a time (ThreadPoolTaskRunner(2), as
`docflow run -c 2` does), and counts the CPU of that process (Prefect's client: task engine, state
changes, events) and of the server's process tree during it. These are costs docflow cannot go below
while it keeps one task run per document (the per-document state the Prefect UI shows).

With --tesseract-cpu-ms-per-doc (batch_throughput's raw tesseract CPU seconds / N on the same mix), it
also prints the share of tesseract's CPU this floor already takes: a wall-clock target of R x raw
tesseract on a machine whose cores are all busy needs every other CPU cost per document at most
(R - 1) x tesseract's, so `floor_share_of_tesseract` above (R - 1) means the target is out of reach
with one task run per document, before any OCR preparation, NLP or storage.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from benchmarks.batch_throughput import _cpu_s, server_cpu_s, start_server  # noqa: E402
from flows.orchestrator import stop_local_server  # noqa: E402

CHILD = """
import sys, time
from prefect import flow, task
from prefect.cache_policies import NO_CACHE
from prefect.task_runners import ThreadPoolTaskRunner

@task(cache_policy=NO_CACHE, persist_result=False)
def document(i: int) -> None:
    return None

@flow(task_runner=ThreadPoolTaskRunner(max_workers=2), persist_result=False)
def floor(n: int) -> None:
    futures = [document.with_options(task_run_name=f"doc-{i}").submit(i) for i in range(n)]
    for f in futures:
        f.wait()

n = int(sys.argv[1])
floor(2)  # imports, the flow's first registration: not counted
print("READY", flush=True)
sys.stdin.readline()
t0 = time.perf_counter()
floor(n)
print(f"DONE {time.perf_counter() - t0:.3f}", flush=True)
sys.stdin.readline()
"""


IDLE_CPU_PER_S = 0.05  # a server using less CPU than this per second has caught up (idle: ~0.02)


def _settled_cpu_s(server, limit_s: float = 300.0) -> float:
    """The server's CPU seconds once it has caught up: its recorder and event persister work through the
    flow's events after the flow has ended, so its CPU is read when a second passes nearly idle."""
    last, t0 = server_cpu_s(server), time.monotonic()
    while time.monotonic() - t0 < limit_s:
        time.sleep(1.0)
        now = server_cpu_s(server)
        if now - last < IDLE_CPU_PER_S:
            return now
        last = now
    return last


def measure(n: int, api_url: str, server, home: Path) -> dict:
    """Client and server CPU seconds and wall seconds of one flow of n empty task runs."""
    env = {**os.environ, "PREFECT_API_URL": api_url, "PREFECT_HOME": str(home / "client")}
    log = open(home / f"floor-{n}.log", "w+")  # Prefect's log lines: a pipe nobody reads would fill and stall it
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(n)], env=env, stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=log, text=True)

    def log_tail() -> str:
        log.seek(0)
        return log.read()[-2000:]

    line = child.stdout.readline()
    if not line.startswith("READY"):
        child.kill()
        raise SystemExit(f"the floor flow did not start: {line.strip() or log_tail()}")
    client0, server0 = sum(_cpu_s(child.pid)), server_cpu_s(server)
    child.stdin.write("\n")
    child.stdin.flush()
    done = child.stdout.readline()
    client1 = sum(_cpu_s(child.pid))
    server1 = _settled_cpu_s(server)
    child.stdin.write("\n")
    child.stdin.flush()
    child.wait(timeout=60)
    if not done.startswith("DONE"):
        raise SystemExit(f"the floor flow failed: {done.strip() or log_tail()}")
    return {"n": n, "wall_s": float(done.split()[1]), "client_s": client1 - client0, "server_s": server1 - server0}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[120, 1000])
    ap.add_argument("--work", type=Path, default=None, help="server home (default: a temporary folder)")
    ap.add_argument("--tesseract-cpu-ms-per-doc", type=float, default=None,
                    help="raw tesseract CPU ms per document on the same mix (from batch_throughput)")
    ap.add_argument("--server-timeout", type=float, default=120.0)
    args = ap.parse_args()

    home = args.work or Path(tempfile.mkdtemp(prefix="prefect_floor_"))
    home.mkdir(parents=True, exist_ok=True)
    server, api_url = start_server(home / "server", args.server_timeout)
    try:
        rows = [measure(n, api_url, server, home) for n in args.sizes]
    finally:
        stop_local_server(server)  # its whole process group, SIGKILL if it lingers

    print(f"{'task runs':>9} {'wall s':>7} {'client ms/run':>13} {'server ms/run':>13} {'total ms/run':>12}")
    result = {}
    for r in rows:
        n = r["n"]
        client, srv = 1000 * r["client_s"] / n, 1000 * r["server_s"] / n
        print(f"{n:>9} {r['wall_s']:>7.1f} {client:>13.1f} {srv:>13.1f} {client + srv:>12.1f}")
        result[f"client_ms_per_run_{n}"] = round(client, 1)
        result[f"server_ms_per_run_{n}"] = round(srv, 1)
        result[f"floor_ms_per_doc_{n}"] = round(client + srv, 1)
        if args.tesseract_cpu_ms_per_doc:
            result[f"floor_share_of_tesseract_{n}"] = round((client + srv) / args.tesseract_cpu_ms_per_doc, 3)
    if args.tesseract_cpu_ms_per_doc:
        print(f"tesseract CPU per document (given): {args.tesseract_cpu_ms_per_doc:.0f} ms; the floor takes "
              + ", ".join(f"{result['floor_share_of_tesseract_' + str(r['n'])]:.0%} of it at {r['n']}" for r in rows))
    print("RESULT " + " ".join(f"{k}={v}" for k, v in result.items()))


if __name__ == "__main__":
    main()
