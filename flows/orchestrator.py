"""Make sure the Prefect API is there before a batch starts, or say in one line why not.

Without PREFECT_API_URL every run starts a temporary local Prefect API (a uvicorn
subprocess). Prefect waits 20 s for it by default; on a busy 2-core machine that
start takes longer, and the failure surfaced as a long traceback after the batch
had been announced. Here the temporary API is started up front with a generous,
configurable wait (DOCFLOW_ORCHESTRATOR_START_TIMEOUT_S), started once more if its
process died, and a configured PREFECT_API_URL is checked with retries. Prefect's
own client then finds the server running (one instance per process) and reuses it.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path


class OrchestratorUnavailable(RuntimeError):
    """The Prefect API cannot be started or reached; nothing of the batch has run."""


def ensure_orchestrator(timeout_s: float) -> str:
    """Start (or reach) the Prefect API within `timeout_s`; return its URL or raise OrchestratorUnavailable."""
    from prefect.settings import PREFECT_API_URL, PREFECT_SERVER_EPHEMERAL_ENABLED

    url = PREFECT_API_URL.value()
    if url:
        return _reach(url, timeout_s, named=" (PREFECT_API_URL)")
    if not PREFECT_SERVER_EPHEMERAL_ENABLED.value():
        raise OrchestratorUnavailable("no Prefect API: set PREFECT_API_URL, or allow Prefect's temporary local server")
    return _start_ephemeral(timeout_s)


def _reach(url: str, timeout_s: float, alive=lambda: True, named: str = "") -> str:
    """Poll the API's health until it answers, `timeout_s` passes or `alive()` turns false."""
    import httpx

    deadline = time.monotonic() + timeout_s
    last = "no answer"
    while True:
        try:
            response = httpx.get(url.rstrip("/") + "/health", timeout=min(10.0, max(0.5, timeout_s)))
            if response.status_code == 200:
                return url
            last = f"HTTP {response.status_code}"
        except httpx.HTTPError as exc:
            last = type(exc).__name__ + (f": {exc}" if str(exc) else "")
        if time.monotonic() >= deadline or not alive():
            raise OrchestratorUnavailable(f"the Prefect API at {url}{named} is not reachable ({last})")
        time.sleep(1.0)


def _start_ephemeral(timeout_s: float) -> str:
    from prefect.server.api.server import SubprocessASGIServer

    problem = ""
    for _ in range(2):  # once more when the first server process died (e.g. a port taken meanwhile)
        server = SubprocessASGIServer()  # the per-process instance Prefect's client will reuse
        try:
            server.start(timeout=timeout_s)  # type: ignore[arg-type]  (seconds; fractions work)
            return server.api_url
        except Exception as exc:  # Prefect raises RuntimeError with the server's output, or httpx errors
            problem = str(exc).splitlines()[0][:200] if str(exc) else type(exc).__name__
            died = server.server_process is not None and server.server_process.poll() is not None
            server.stop()
            if not died:
                break
    raise OrchestratorUnavailable(
        f"the temporary Prefect API did not start within {timeout_s:g} s ({problem}); the machine may be overloaded: "
        "raise DOCFLOW_ORCHESTRATOR_START_TIMEOUT_S or run `prefect server start` and set PREFECT_API_URL"
    )


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_local_server(home: Path, timeout_s: float) -> tuple[subprocess.Popen, str]:
    """`prefect server start` on a free port with its own home and database (tests, benchmarks);
    returns (process, API URL) once it answers, else stops it and raises OrchestratorUnavailable."""
    home = Path(home)
    home.mkdir(parents=True, exist_ok=True)
    port = free_port()
    env = {**os.environ, "PREFECT_HOME": str(home), "PREFECT_SERVER_ANALYTICS_ENABLED": "false",
           "PREFECT_API_DATABASE_CONNECTION_URL": f"sqlite+aiosqlite:///{home / 'prefect.db'}",
           "PREFECT_SERVER_UI_ENABLED": "false"}
    env.pop("PREFECT_API_URL", None)
    with open(home / "server.log", "wb") as log:
        proc = subprocess.Popen([str(Path(sys.executable).parent / "prefect"), "server", "start", "--host", "127.0.0.1",
                                 "--port", str(port)], env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    url = f"http://127.0.0.1:{port}/api"
    try:
        return proc, _reach(url, timeout_s, alive=lambda: proc.poll() is None)
    except OrchestratorUnavailable as exc:
        stop_local_server(proc)
        tail = (home / "server.log").read_text(errors="replace")[-500:]
        raise OrchestratorUnavailable(f"{exc}; server log: {tail}") from None


def stop_local_server(proc: subprocess.Popen) -> None:
    """Stop a server started by `start_local_server` (its whole process group)."""
    if proc.poll() is None:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)
