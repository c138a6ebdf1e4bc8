"""Make sure the Prefect API is there before a batch starts, or say in one line why not.

Without PREFECT_API_URL every run needs a temporary local Prefect API (a uvicorn
subprocess). Prefect's own way to start it imports the whole server application into
the client process first (~4 s on a quiet 2-core machine, ~14 s on a loaded one) and
counts its wait in loop turns rather than seconds. Here the same subprocess is started
directly, in a background thread (`start_in_background`), so its boot overlaps the
batch's own imports and spaCy load; the wait is wall-clock
(DOCFLOW_ORCHESTRATOR_START_TIMEOUT_S); a process that died (a port taken meanwhile) is
started once more on another port; a configured PREFECT_API_URL is checked with retries.
The URL is then set for this process (and, through the environment, its children).
"""

from __future__ import annotations

import atexit
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Callable


class OrchestratorUnavailable(RuntimeError):
    """The Prefect API cannot be started or reached; nothing of the batch has run."""


_USED_SETTINGS: list = []

# The servers docflow starts record task runs in batches: by default Prefect's task run recorder writes one
# transaction per state change (~22 ms of server CPU per task run, measured with benchmarks/prefect_floor.py;
# ~7 ms batched). The UI then shows a state up to FLUSH_INTERVAL seconds late. A value set in the environment wins;
# the README's "Scaling out" gives the same settings for a `prefect server start` of your own.
SERVER_SETTINGS = {
    "PREFECT_SERVER_SERVICES_TASK_RUN_RECORDER_BATCH_SIZE": "100",
    "PREFECT_SERVER_SERVICES_TASK_RUN_RECORDER_FLUSH_INTERVAL": "1",
}


def server_environment(**overrides: str) -> dict[str, str]:
    """The environment for a Prefect server docflow starts: this process's, `SERVER_SETTINGS` where unset, then `overrides`."""
    return {**SERVER_SETTINGS, **os.environ, **overrides}


def ensure_orchestrator(timeout_s: float) -> str:
    """Start (or reach) the Prefect API within `timeout_s` and use it; return its URL or raise OrchestratorUnavailable."""
    return use_api(*_find_or_start(timeout_s))


def start_in_background(timeout_s: float) -> Callable[[], str]:
    """Begin `ensure_orchestrator` in a thread; the returned function (call it in the thread that
    runs the flow) waits for it, uses the API and returns its URL, or raises OrchestratorUnavailable."""
    outcome: dict = {}

    def work() -> None:
        try:
            outcome["found"] = _find_or_start(timeout_s)
        except BaseException as exc:  # handed to the waiting thread
            outcome["error"] = exc

    thread = threading.Thread(target=work, name="prefect-api-start", daemon=True)
    thread.start()

    def wait() -> str:
        thread.join()
        if "error" in outcome:
            raise outcome["error"]
        return use_api(*outcome["found"])

    return wait


def use_api(url: str, started: bool) -> str:
    """Point this process's Prefect client at `url` (a server this process started: also its
    child processes, through the environment). Settings live in a context variable, so this
    is called in the thread that runs the flow; Prefect copies the context into task threads."""
    if started:
        from prefect.settings import PREFECT_API_URL, temporary_settings

        os.environ["PREFECT_API_URL"] = url
        settings = temporary_settings(updates={PREFECT_API_URL: url})
        settings.__enter__()  # for the rest of the process; kept referenced, or collecting it would leave it
        _USED_SETTINGS.append(settings)
    return url


def _find_or_start(timeout_s: float) -> tuple[str, bool]:
    """(URL, whether this process started the server)."""
    from prefect.settings import PREFECT_API_URL, PREFECT_SERVER_EPHEMERAL_ENABLED

    url = PREFECT_API_URL.value()
    if url:
        return _reach(url, timeout_s, named=" (PREFECT_API_URL)"), False
    if not PREFECT_SERVER_EPHEMERAL_ENABLED.value():
        raise OrchestratorUnavailable("no Prefect API: set PREFECT_API_URL, or allow Prefect's temporary local server")
    return _start_ephemeral(timeout_s), True


def _reach(url: str, timeout_s: float, alive=lambda: True, named: str = "") -> str:
    """Poll the API's health until it answers, `timeout_s` passes or `alive()` turns false.
    One client for every poll: a client per poll built a TLS context each time (~30 ms of CPU,
    ~40 polls while a temporary server boots on a busy machine)."""
    import httpx

    deadline = time.monotonic() + timeout_s
    last = "no answer"
    with httpx.Client() as client:
        while True:
            try:
                response = client.get(url.rstrip("/") + "/health", timeout=min(10.0, max(0.5, deadline - time.monotonic())))
                if response.status_code == 200:
                    return url
                last = f"HTTP {response.status_code}"
            except httpx.HTTPError as exc:
                last = type(exc).__name__ + (f": {exc}" if str(exc) else "")
            if time.monotonic() >= deadline or not alive():
                raise OrchestratorUnavailable(f"the Prefect API at {url}{named} is not reachable ({last})")
            time.sleep(0.25)


def _start_ephemeral(timeout_s: float) -> str:
    """The temporary API Prefect itself would start (same command and environment), stopped at exit."""
    deadline = time.monotonic() + timeout_s
    problem = ""
    for _ in range(2):  # once more when the first server process died (e.g. its port taken meanwhile)
        port = free_port()
        proc = _spawn_temporary_server(port)
        atexit.register(_stop, proc)
        url = f"http://127.0.0.1:{port}/api"
        try:
            return _reach(url, max(0.0, deadline - time.monotonic()), alive=lambda: proc.poll() is None)
        except OrchestratorUnavailable as exc:
            problem = str(exc)
            died = proc.poll() is not None
            _stop(proc)
            if not died or time.monotonic() >= deadline:
                break
            problem += f", its process exited with code {proc.returncode}"
    raise OrchestratorUnavailable(
        f"the temporary Prefect API did not start within {timeout_s:g} s ({problem}); the machine may be overloaded: "
        "raise DOCFLOW_ORCHESTRATOR_START_TIMEOUT_S or run `prefect server start` and set PREFECT_API_URL"
    )


def _spawn_temporary_server(port: int) -> subprocess.Popen:
    """Prefect's ephemeral server command (prefect.server.api.server.SubprocessASGIServer), without
    importing the server application into this process."""
    import prefect
    from prefect.settings import get_current_settings

    env = server_environment(PREFECT_UI_ENABLED="0", PREFECT__SERVER_EPHEMERAL="1", PREFECT__SERVER_FINAL="1",
                             **get_current_settings().to_environment_variables(exclude_unset=True))
    command = [sys.executable, "-m", "uvicorn", "--app-dir", str(Path(prefect.__file__).parent.parent),
               "--factory", "prefect.server.api.server:create_app", "--host", "127.0.0.1", "--port", str(port),
               "--log-level", "error", "--lifespan", "on"]
    return subprocess.Popen(command, env=env, stdin=subprocess.DEVNULL)


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
    env = server_environment(PREFECT_HOME=str(home), PREFECT_SERVER_ANALYTICS_ENABLED="false",
                             PREFECT_API_DATABASE_CONNECTION_URL=f"sqlite+aiosqlite:///{home / 'prefect.db'}",
                             PREFECT_SERVER_UI_ENABLED="false")
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
    _stop(proc, group=True, grace_s=30)


def _stop(proc: subprocess.Popen, group: bool = False, grace_s: float = 10) -> None:
    """SIGTERM (to the process, or its whole group), then SIGKILL after `grace_s` seconds."""
    if proc.poll() is not None:
        return
    send = (lambda sig: os.killpg(proc.pid, sig)) if group else proc.send_signal
    send(signal.SIGTERM)
    try:
        proc.wait(timeout=grace_s)
    except subprocess.TimeoutExpired:
        send(signal.SIGKILL)
        proc.wait(timeout=10)
