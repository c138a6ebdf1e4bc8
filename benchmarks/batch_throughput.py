"""Whole-batch throughput of `docflow run`, side by side with raw parallel tesseract and a
naive sequential script, on the same documents, at several batch sizes.

    python benchmarks/batch_throughput.py [--sizes 120 1000] [--workers 2] [--work DIR] [--naive-max 1000] [--per-page-max N]
                                          [--compare OTHER_TREE --rounds 2]

For each size N, N documents are taken evenly from the sample generator's output
(seed 7 is `sample_docs/batch`; seeds 8, 9, ... are generated into WORK/gen once and
reused), so every format is in the mix. Then, in this one process, on those files:

  raw tesseract  the floor: every page docflow OCRs (images, PDF pages without a text
                 layer) prepared beforehand exactly as docflow prepares it (grayscale,
                 PDF rendered at the same dpi and denoised), then one `tesseract` process
                 per worker reading its share of the pages from a list file (the model is
                 loaded once per process, as docflow's kept-loaded engines do), same language,
                 psm and dpi; text files and text layers cost nothing here. Preparation is not
                 timed (docflow's time includes it). `ratio_vs_raw` is against this floor.
  raw, per page  the same pages, one `tesseract` process per page, `workers` at once (each
                 loads the model: ~0.1 s of CPU per page); `ratio_vs_raw_per_page`.
  naive          one loop, one process: tesseract (pytesseract) on the same prepared
                 pages, text files read, then a regex for a total and a date.
  docflow        `docflow run FOLDER --json -c WORKERS` as a subprocess, fresh database,
                 against a Prefect server started here beforehand (as in production);
                 then `docflow resume` of the finished batch (nothing to do).

overhead_ms_per_doc = (docflow - raw tesseract) / N: what docflow adds per document on top
of the OCR floor (NLP, validation, review, status store, Prefect). Peak RSS is the sum
over docflow's process tree (tesseract children included), sampled every 0.2 s.
CPU seconds are counted too: docflow's own Python, its tesseract children and the Prefect
server during the run; cpu_ratio_vs_raw = all three / raw tesseract's CPU. On a loaded
machine the wall-clock ratio swings with the other load; the CPU ratio barely does.
docflow's own CPU is split by stage from the `cpu_ms` each stage event carries (that thread's
CPU time; OCR's is page preparation, validate's includes the fact store), the rest being the
Prefect client, the status store's other writes and start-up: `<stage>_cpu_ms_per_doc_<N>`,
with `prefect_server_cpu_ms_per_doc_<N>`, say where the cost per document goes.
The machine is shared: compare the ratios of one run, not seconds across runs. For a before/after
of a change, `--compare /path/to/other/worktree --rounds 2` runs `docflow` from this tree and the
other one alternately on the same documents, floors and server (the median round of each is
reported, with every round's seconds and this tree's time over the other's per round).
`first_ocr_s` is launch to the first document's OCR start (its STARTED event's start time).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
os.environ.setdefault("OMP_THREAD_LIMIT", "1")
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "benchmarks"))

from flows.orchestrator import OrchestratorUnavailable, start_local_server, stop_local_server  # noqa: E402

BIN = Path(sys.executable).parent
TOTAL_RE = re.compile(r"total[^\d\n]*(\d+[.,]\d{2})", re.I)
DATE_RE = re.compile(r"\b\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}\b")


# --------------------------------------------------------------------------- inputs


def document_pool(work: Path, n: int) -> list[tuple[str, Path]]:
    """At least n (name, file) pairs from generator seeds 7, 8, ...; names carry the seed."""
    pool: list[tuple[str, Path]] = []
    seed = 7
    while len(pool) < n:
        folder = REPO / "sample_docs" / "batch" if seed == 7 else work / "gen" / f"seed-{seed}" / "batch"
        if not folder.is_dir():
            print(f"generating sample documents, seed {seed} -> {folder.parent}", flush=True)
            subprocess.run([sys.executable, "-m", "sample_docs.generate", "--seed", str(seed), "--out", str(folder.parent)],
                           check=True, cwd=REPO, stdout=subprocess.DEVNULL)
        pool += [(f"s{seed}-{p.name}", p) for p in sorted(folder.iterdir()) if p.is_file()]
        seed += 1
    return pool


def pick(pool: list, n: int) -> list:
    """n items spread evenly over the pool (keeps the mix of formats and seeds)."""
    return [pool[int(i * len(pool) / n)] for i in range(n)]


def page_jobs(path: Path, prep_dir: Path) -> tuple[list[tuple[Path, int, int | None]], str]:
    """The tesseract work docflow does for one file: (prepared page PNG, psm, dpi) per OCRed
    page, plus the text it gets without tesseract (plain text, PDF text layers)."""
    from stages.filetypes import detect_type
    from stages.ocr import OcrSettings, decode_text
    from stages.ocr_image import iter_image_frames, prepare
    from stages.ocr_pdf import iter_pdf_pages, open_pdf

    settings = OcrSettings()
    kind = detect_type(path, path.read_bytes()[:2048]).kind
    jobs, text = [], ""
    if kind == "text":
        return jobs, decode_text(path.read_bytes(), path.name)
    if kind == "image":
        frames = [(frame, settings.psm_image, None, False) for frame in iter_image_frames(path, settings.max_pages)]
    else:
        frames = []
        with open_pdf(path) as pdf:
            for content in iter_pdf_pages(pdf, path, dpi=settings.dpi, text_layer_min_chars=settings.text_layer_min_chars):
                if content.text_layer is not None:
                    text += content.text_layer
                else:
                    frames.append((content.image, settings.psm_pdf, content.render_dpi,
                                   settings.denoise_pdf and (content.render_dpi or 0) >= 200))
    for i, (image, psm, dpi, denoise) in enumerate(frames):
        prepared = prepare(image, settings.upscale_below if dpi is None else 0, denoise).pixels
        out = prep_dir / f"{path.name}.{i}.png"
        prepared.save(out)
        jobs.append((out, psm, dpi))
    return jobs, text


# --------------------------------------------------------------------------- contenders


def tesseract_cmd(png: Path, psm: int, dpi: int | None) -> list[str]:
    cmd = ["tesseract", str(png), "stdout", "-l", "eng", "--psm", str(psm)]
    return cmd + (["--dpi", str(dpi)] if dpi else []) + ["tsv"]  # docflow reads tesseract's TSV (words + boxes)


def run_raw(jobs: list[tuple[Path, int, int | None]], workers: int) -> tuple[float, float]:
    """Wall seconds and tesseract CPU seconds."""
    import resource

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    with ThreadPoolExecutor(max_workers=workers) as pool:  # each thread waits on its own tesseract process
        list(pool.map(lambda j: subprocess.run(tesseract_cmd(*j), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False), jobs))
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def run_raw_batched(jobs: list[tuple[Path, int, int | None]], workers: int, work: Path) -> tuple[float, float]:
    """Wall seconds and CPU seconds of the strictest floor: one tesseract process per worker,
    each reading its share of the pages from a list file (the model loaded once per process,
    as docflow's kept-loaded engines do). Pages that share settings (psm, dpi) share a process."""
    import resource

    groups: dict[tuple[int, int | None], list[Path]] = {}
    for png, psm, dpi in jobs:
        groups.setdefault((psm, dpi), []).append(png)
    commands = []
    for k, ((psm, dpi), pngs) in enumerate(sorted(groups.items(), key=lambda g: (g[0][0], g[0][1] or 0))):
        for w in range(workers):
            share = pngs[w::workers]
            if share:
                listing = work / f"raw-list-{k}-{w}.txt"
                listing.write_text("\n".join(str(p) for p in share) + "\n")
                commands.append(tesseract_cmd(listing, psm, dpi))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    with ThreadPoolExecutor(max_workers=workers) as pool:
        list(pool.map(lambda c: subprocess.run(c, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False), commands))
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def run_naive(docs: list[tuple[list, str]]) -> float:
    import pytesseract
    from PIL import Image

    t0 = time.perf_counter()
    found = 0
    for jobs, text in docs:
        for png, psm, dpi in jobs:
            with Image.open(png) as img:
                text += pytesseract.image_to_string(img, lang="eng", config=f"--psm {psm}" + (f" --dpi {dpi}" if dpi else ""))
        found += bool(TOTAL_RE.search(text)) + bool(DATE_RE.search(text))
    return time.perf_counter() - t0


def _tree_rss(proc) -> int:
    import psutil

    try:
        root = psutil.Process(proc.pid)
        return sum(p.memory_info().rss for p in [root, *root.children(recursive=True)])
    except psutil.Error:
        return 0


def _cpu_s(pid: int) -> tuple[float, float]:
    """(own CPU seconds, CPU seconds of its children: finished ones and those still running, such as
    the kept-loaded tesseract workers) of a process; (0, 0) once gone."""
    import psutil

    try:
        root = psutil.Process(pid)
        t = root.cpu_times()
        live = 0.0
        for child in root.children(recursive=True):
            try:
                live += sum(child.cpu_times()[:2])
            except psutil.Error:
                pass
        return t.user + t.system, t.children_user + t.children_system + live
    except psutil.Error:
        return 0.0, 0.0


def server_cpu_s(server: subprocess.Popen) -> float:
    """CPU seconds used so far by the Prefect server's process tree."""
    import psutil

    try:
        root = psutil.Process(server.pid)
        return sum(sum(p.cpu_times()[:2]) for p in [root, *root.children(recursive=True)])
    except psutil.Error:
        return 0.0


def _machine_busy_s() -> tuple[float, float]:
    """(busy, idle) CPU seconds of the whole machine since boot (every core, every process)."""
    import psutil

    t = psutil.cpu_times()
    idle = t.idle + getattr(t, "iowait", 0.0)
    return sum(t) - idle, idle


def run_docflow(args: list[str], env: dict, cwd: Path | None = None, server: subprocess.Popen | None = None
                ) -> tuple[float, float, str, tuple[float, float]]:
    """Wall seconds, peak RSS (MB) of the process tree, stdout, and CPU seconds
    (docflow's own Python, its tesseract children) sampled until just before it exits.
    `run_docflow.timeline`: one sample per 0.2 s, (seconds since launch, docflow's own CPU s, its
    tesseract's CPU s, the server's CPU s, the machine's busy and idle CPU s), for `utilisation`."""
    peak = [0]
    cpu = [(0.0, 0.0)]
    timeline: list[tuple[float, ...]] = []
    launched = time.time()
    t0 = time.perf_counter()
    proc = subprocess.Popen([str(BIN / "docflow"), *args], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=cwd)
    stop = threading.Event()

    def sample() -> None:
        while not stop.is_set():
            peak[0] = max(peak[0], _tree_rss(proc))
            own, children = _cpu_s(proc.pid)
            if own or children:
                cpu[0] = (own, children)
                timeline.append((time.perf_counter() - t0, own, children, server_cpu_s(server) if server else 0.0,
                                 *_machine_busy_s()))
            stop.wait(0.2)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    out, err = proc.communicate()
    wall = time.perf_counter() - t0
    stop.set()
    sampler.join()
    if proc.returncode not in (0, 1):  # 1: some documents failed, which the states column shows
        raise SystemExit(f"docflow {' '.join(args)} exited {proc.returncode}:\n{err[-3000:]}")
    run_docflow.span = (launched, launched + wall)  # wall-clock launch and end, for `phases`
    run_docflow.timeline = timeline
    return wall, peak[0] / 2**20, out, cpu[0]


# --------------------------------------------------------------------------- Prefect server


def start_server(home: Path, timeout_s: float) -> tuple[subprocess.Popen, str]:

    try:
        return start_local_server(home, timeout_s)
    except OrchestratorUnavailable as exc:
        raise SystemExit(f"prefect server did not start: {exc}") from None


# --------------------------------------------------------------------------- main


def measure(n: int, pool: list, work: Path, workers: int, naive: bool, server: subprocess.Popen, api_url: str,
            per_page: bool = True, trees: list[tuple[str, Path]] = (("docflow", REPO),), rounds: int = 1) -> dict:
    chosen = pick(pool, n)
    folder = work / f"docs-{n}"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    for name, path in chosen:
        shutil.copy(path, folder / name)
    prep = work / f"pages-{n}"
    shutil.rmtree(prep, ignore_errors=True)
    prep.mkdir()
    docs = [page_jobs(folder / name, prep) for name, _ in chosen]
    jobs = [j for d in docs for j in d[0]]
    print(f"\n{n} documents, {len(jobs)} pages for tesseract; {workers} workers", flush=True)

    raw_s, raw_cpu = run_raw_batched(jobs, workers, prep)
    print(f"  raw tesseract   {raw_s:8.1f} s  (tesseract CPU {raw_cpu:.1f} s; one process per worker over a page list)", flush=True)
    page_s = None
    if per_page:  # the slowest contender; --per-page-max leaves it out of big sizes
        page_s, page_cpu = run_raw(jobs, workers)
        print(f"  raw, per page   {page_s:8.1f} s  (tesseract CPU {page_cpu:.1f} s; one process per page)", flush=True)
    naive_s = run_naive(docs) if naive else None
    if naive_s is not None:
        print(f"  naive script    {naive_s:8.1f} s", flush=True)
    runs = {}
    for round_no in range(rounds):
        for label, tree in trees:
            tag = f"{label}-{round_no}" if len(trees) > 1 or rounds > 1 else ""
            if tag:
                print(f"  -- {label} (round {round_no + 1}, {tree})", flush=True)
            runs.setdefault(label, []).append(docflow_once(n, folder, work, workers, server, api_url, tree, tag))
    shutil.rmtree(prep, ignore_errors=True)
    return {"n": n, "pages": len(jobs), "raw_s": raw_s, "raw_page_s": page_s, "naive_s": naive_s, "raw_cpu": raw_cpu,
            "runs": {label: _median_run(r) for label, r in runs.items()}, "all_runs": runs}


def _median_run(runs: list[dict]) -> dict:
    """The run with the median docflow time (of an odd count; the lower middle of an even one)."""
    return sorted(runs, key=lambda r: r["docflow_s"])[(len(runs) - 1) // 2]


def docflow_once(n: int, folder: Path, work: Path, workers: int, server: subprocess.Popen, api_url: str, tree: Path, tag: str) -> dict:
    """One `docflow run` (then a `resume` with nothing to do) of the code in `tree`, with a fresh store."""
    home = work / f"home-{n}{'-' + tag if tag else ''}"
    shutil.rmtree(home, ignore_errors=True)
    env = {**os.environ, "DOCFLOW_HOME": str(home), "DOCFLOW_DATABASE_URL": f"sqlite:///{home / 'docflow.db'}",
           "PREFECT_API_URL": api_url, "PYTHONPATH": str(tree) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    batch = f"bench-{n}{'-' + tag if tag else ''}"
    server_before = server_cpu_s(server)
    docflow_s, rss, out, (py_cpu, tess_cpu) = run_docflow(["run", str(folder), "--batch", batch, "--json", "-c", str(workers)], env,
                                                          cwd=tree, server=server)
    prefect_cpu = server_cpu_s(server) - server_before
    final = json.loads(out)
    print(f"  docflow run     {docflow_s:8.1f} s  peak RSS {rss:.0f} MB  {final['counts']}", flush=True)
    for failed in final.get("failed", []):  # a resume below would finish it: say here what stopped it
        print(f"      FAILED {failed['doc_id']} at {failed['stage']}: {failed['error_class']}: {failed['error_message']}", flush=True)
    use = utilisation(run_docflow.timeline, workers)
    print("      where the time went (0.2 s samples, steady part: first to last 10% of tesseract's CPU): "
          + ", ".join(f"{k} {v}" for k, v in use.items()), flush=True)
    print(f"      CPU s: docflow python {py_cpu:.1f}, its tesseract {tess_cpu:.1f}, prefect server {prefect_cpu:.1f}", flush=True)
    stage_cpu = stage_cpu_s(home / "docflow.db")
    rest = py_cpu - sum(stage_cpu.values())
    print("      docflow python CPU ms/doc: " + ", ".join(f"{k} {1000 * v / n:.0f}" for k, v in stage_cpu.items())
          + f", the rest (Prefect client, status store, start-up) {1000 * rest / n:.0f}", flush=True)
    startup_s, winddown_s = phases(home / "docflow.db", *run_docflow.span)
    print(f"      start-up {startup_s:.1f} s (launch to the batch registered), wind-down {winddown_s:.1f} s "
          "(last stage event to the process's end)", flush=True)
    first_ocr_s = first_stage_start(home / "docflow.db", run_docflow.span[0])
    print(f"      first OCR began {first_ocr_s:.1f} s after launch", flush=True)
    resume_s, _, _, _ = run_docflow(["resume", batch, "--json"], env, cwd=tree)
    print(f"  docflow resume  {resume_s:8.1f} s  ({'nothing to do' if not final.get('failed') else 'retried the failed'})", flush=True)
    for line in failed_events(home / "docflow.db"):
        print(f"      failed event in the store: {line}", flush=True)
    return {"docflow_s": docflow_s, "rss_mb": rss, "resume_s": resume_s, "counts": final["counts"], "py_cpu": py_cpu,
            "tess_cpu": tess_cpu, "prefect_cpu": prefect_cpu, "stage_cpu": stage_cpu, "startup_s": startup_s,
            "winddown_s": winddown_s, "first_ocr_s": first_ocr_s}


def utilisation(timeline: list[tuple[float, ...]], workers: int) -> dict[str, str]:
    """Whether the cores were busy while docflow ran, and with what, over the steady part of the run (from
    when its tesseract had used 10% of its CPU to when it had used 90%: start-up and wind-down left out).
    Shares are of the machine's CPU time in that span (`workers` cores assumed): tesseract's engines, docflow's own
    Python (one process: at most one core while the GIL is the limit), the Prefect server, anything else on the
    machine, and idle. Idle near 0 with docflow's own share well below one core: the run is bound by CPU,
    and only less CPU per document makes it faster; idle well above 0: something waits."""
    if len(timeline) < 3 or timeline[-1][2] <= 0:
        return {}
    total_tess = timeline[-1][2]
    a = next(r for r in timeline if r[2] >= 0.1 * total_tess)
    b = next(r for r in timeline if r[2] >= 0.9 * total_tess)
    span = b[0] - a[0]
    if span <= 0:
        return {}
    own, tess, server = (b[i] - a[i] for i in (1, 2, 3))
    busy, idle = b[4] - a[4], b[5] - a[5]
    cores = (busy + idle) / span
    other = busy - own - tess - server
    share = lambda x: f"{100 * x / (busy + idle):.0f}%"  # noqa: E731
    return {"span_s": f"{span:.1f}", "machine_cores": f"{cores:.1f}", "tesseract": share(tess),
            "docflow_python": share(own), "python_of_one_core": f"{100 * own / span:.0f}%", "prefect_server": share(server),
            "other_processes": share(other), "idle": share(idle), "engines_busy": f"{100 * tess / (workers * span):.0f}%"}


def failed_events(db: Path) -> list[str]:
    """Every FAILED stage event of the store: a document the run's report counted failed that the resume
    after it then finished shows only here (its status is succeeded by the time the store is read)."""
    import sqlite3

    with sqlite3.connect(db) as conn:
        rows = conn.execute("SELECT doc_id, stage, attempt, error_class, error_message, duration_ms FROM stage_event "
                            "WHERE state = 'failed' ORDER BY emitted_at").fetchall()
    return [f"{doc} {stage} attempt {attempt}: {cls}: {(msg or '')[:200]} ({ms} ms)" for doc, stage, attempt, cls, msg, ms in rows]


def phases(db: Path, launched: float, ended: float) -> tuple[float, float]:
    """The fixed parts of a run's wall time: start-up (launch to the batch's registration: imports,
    settings, the Prefect flow run) and wind-down (the last stage event to the process's end: case
    reviews, the last artifacts, the export, exit)."""
    import sqlite3
    from datetime import datetime, timezone

    def seconds(stamp: str) -> float:
        return datetime.fromisoformat(stamp).replace(tzinfo=timezone.utc).timestamp()

    with sqlite3.connect(db) as conn:
        created = conn.execute("SELECT MIN(created_at) FROM batch").fetchone()[0]
        last = conn.execute("SELECT MAX(emitted_at) FROM stage_event").fetchone()[0]
    return seconds(created) - launched, ended - seconds(last)


def first_stage_start(db: Path, launched: float) -> float:
    """Seconds from launch to the start of the first document's OCR (its STARTED event's started_at)."""
    import sqlite3
    from datetime import datetime, timezone

    with sqlite3.connect(db) as conn:
        first = conn.execute("SELECT MIN(started_at) FROM stage_event WHERE stage = 'ocr'").fetchone()[0]
    return datetime.fromisoformat(first).replace(tzinfo=timezone.utc).timestamp() - launched if first else float("nan")


def stage_cpu_s(db: Path) -> dict[str, float]:
    """CPU seconds each stage spent in docflow's own process (the `cpu_ms` its events carry:
    page preparation for OCR, tesseract itself is in the engine processes; validate includes
    folding the facts into the store), summed over the batch's documents."""
    import sqlite3

    with sqlite3.connect(db) as conn:
        rows = conn.execute("SELECT stage, SUM(json_extract(summary_json, '$.cpu_ms')) FROM stage_event "
                            "WHERE json_extract(summary_json, '$.cpu_ms') IS NOT NULL GROUP BY stage").fetchall()
    order = {"ocr": 0, "nlp": 1, "validate": 2, "review": 3}
    return {stage: (ms or 0) / 1000 for stage, ms in sorted(rows, key=lambda r: order.get(r[0], 9))}


def _figure(value: float | None, width: int) -> str:
    return f"{value:>{width}.1f}" if value is not None else f"{'-':>{width}}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", type=int, nargs="+", default=[120], help="batch sizes (documents), e.g. 120 1000")
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 2, help="tesseract processes / docflow concurrency")
    ap.add_argument("--work", type=Path, default=Path(tempfile.gettempdir()) / "docflow-bench-throughput",
                    help="working folder; generated documents are kept there for the next run")
    ap.add_argument("--naive-max", type=int, default=10**9, help="run the naive script only for sizes up to this")
    ap.add_argument("--per-page-max", type=int, default=10**9, help="run the one-process-per-page floor only for sizes up to this")
    ap.add_argument("--server-timeout", type=float, default=240)
    ap.add_argument("--compare", type=Path, action="append", default=[], metavar="TREE",
                    help="A/B: also run `docflow` from this source tree (e.g. another git worktree), alternating with this one "
                         "on the same documents, floors and server; repeatable")
    ap.add_argument("--rounds", type=int, default=1, help="docflow runs per tree and size (alternated); the median is reported")
    args = ap.parse_args()

    trees = [("this", REPO)] + [(f"cmp{i + 1}" if len(args.compare) > 1 else "cmp", t.resolve()) for i, t in enumerate(args.compare)]
    if len(trees) == 1:
        trees = [("docflow", REPO)]
    args.work.mkdir(parents=True, exist_ok=True)
    pool = document_pool(args.work, max(args.sizes))
    server, url = start_server(args.work / "prefect-server", args.server_timeout)
    try:
        rows = [measure(n, pool, args.work, args.workers, n <= args.naive_max, server, url, n <= args.per_page_max,
                        trees, max(1, args.rounds)) for n in args.sizes]
    finally:
        stop_local_server(server)

    for label, tree in trees:
        if len(trees) > 1:
            print(f"\n== {label}: {tree}")
        report([{**{k: v for k, v in r.items() if k not in ("runs", "all_runs")}, **r["runs"][label]} for r in rows],
               "" if len(trees) == 1 else f"[{label}]")
    if len(trees) > 1:  # the A/B in one line: each tree's docflow seconds per round, and this tree's over the others'
        for r in rows:
            for label, _ in trees:
                print(f"{r['n']} docs, {label}: docflow s per round " + ", ".join(f"{x['docflow_s']:.1f}" for x in r["all_runs"][label])
                      + "; start-up s " + ", ".join(f"{x['startup_s']:.1f}" for x in r["all_runs"][label])
                      + "; first OCR s " + ", ".join(f"{x['first_ocr_s']:.1f}" for x in r["all_runs"][label])
                      + "; wind-down s " + ", ".join(f"{x['winddown_s']:.1f}" for x in r["all_runs"][label]))
            this = r["all_runs"]["this"]
            for label, _ in trees[1:]:
                other = r["all_runs"][label]
                pairs = [a["docflow_s"] / b["docflow_s"] for a, b in zip(this, other)]
                print(f"AB {r['n']} docs: this/{label} docflow time per round " + ", ".join(f"{x:.3f}" for x in pairs))


def report(rows: list[dict], tag: str = "") -> None:
    """The table and the RESULT line of one tree's runs (`tag` names the tree in an A/B)."""
    print(f"\n{'docs':>6}{'pages':>7}{'raw tess s':>11}{'per page s':>11}{'naive s':>9}{'docflow s':>10}{'vs raw':>8}{'vs naive':>9}"
          f"{'docs/min':>9}{'ovh ms/doc':>11}{'RSS MB':>8}{'resume s':>9}  states")
    for r in rows:
        naive = f"{r['naive_s']:9.1f}" if r["naive_s"] else f"{'-':>9}"
        speedup = f"{r['naive_s'] / r['docflow_s']:9.2f}" if r["naive_s"] else f"{'-':>9}"
        print(f"{r['n']:>6}{r['pages']:>7}{r['raw_s']:>11.1f}{_figure(r['raw_page_s'], 11)}{naive}{r['docflow_s']:>10.1f}{r['docflow_s'] / r['raw_s']:>8.2f}{speedup}"
              f"{60 * r['n'] / r['docflow_s']:>9.1f}{1000 * (r['docflow_s'] - r['raw_s']) / r['n']:>11.0f}{r['rss_mb']:>8.0f}"
              f"{r['resume_s']:>9.1f}  {r['counts']}")
    first, last = rows[0], rows[-1]
    result = {
        "docflow_s": round(first["docflow_s"], 1),
        "raw_tesseract_s": round(first["raw_s"], 1),
        "ratio_vs_raw": round(first["docflow_s"] / first["raw_s"], 3),
        "ratio_vs_raw_per_page": round(first["docflow_s"] / first["raw_page_s"], 3) if first["raw_page_s"] else "na",
        "speedup_vs_naive": round(first["naive_s"] / first["docflow_s"], 2) if first["naive_s"] else "na",
    }
    for r in rows:
        result[f"docs_per_min_{r['n']}"] = round(60 * r["n"] / r["docflow_s"], 1)
    result["peak_rss_mb"] = round(max(r["rss_mb"] for r in rows))
    for r in rows:
        result[f"cpu_ratio_vs_raw_{r['n']}"] = round((r["py_cpu"] + r["tess_cpu"] + r["prefect_cpu"]) / r["raw_cpu"], 3)
        result[f"cpu_ms_per_doc_{r['n']}"] = round(1000 * (r["py_cpu"] + r["prefect_cpu"]) / r["n"])
        for stage, cpu in r["stage_cpu"].items():
            result[f"{stage}_cpu_ms_per_doc_{r['n']}"] = round(1000 * cpu / r["n"])
        result[f"rest_cpu_ms_per_doc_{r['n']}"] = round(1000 * (r["py_cpu"] - sum(r["stage_cpu"].values())) / r["n"])
        result[f"prefect_server_cpu_ms_per_doc_{r['n']}"] = round(1000 * r["prefect_cpu"] / r["n"])
        result[f"startup_s_{r['n']}"] = round(r["startup_s"], 1)
        result[f"first_ocr_s_{r['n']}"] = round(r["first_ocr_s"], 1)
        result[f"winddown_s_{r['n']}"] = round(r["winddown_s"], 1)
    result["overhead_ms_per_doc"] = round(1000 * (last["docflow_s"] - last["raw_s"]) / last["n"])
    for r in rows:
        result[f"overhead_ms_per_doc_{r['n']}"] = round(1000 * (r["docflow_s"] - r["raw_s"]) / r["n"])
    if len(rows) > 1:
        result[f"ratio_vs_raw_{last['n']}"] = round(last["docflow_s"] / last["raw_s"], 3)
        if last["raw_page_s"]:
            result[f"ratio_vs_raw_per_page_{last['n']}"] = round(last["docflow_s"] / last["raw_page_s"], 3)
        if last["naive_s"]:
            result[f"speedup_vs_naive_{last['n']}"] = round(last["naive_s"] / last["docflow_s"], 2)
    print(f"RESULT{tag} " + " ".join(f"{k}={v}" for k, v in result.items()))


if __name__ == "__main__":
    main()
