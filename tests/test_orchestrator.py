"""The temporary Prefect API docflow starts when no PREFECT_API_URL is set (flows/orchestrator.py)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.test_reliability import clean_env

SCRIPT = """
import sys, httpx
from flows.orchestrator import start_in_background
wait = start_in_background(300)
import flows.batch  # the batch's own imports go on while the API boots
url = wait()
from prefect.settings import PREFECT_API_URL
from prefect.client.orchestration import get_client
with get_client(sync_client=True) as client:
    client.hello()
print(url, PREFECT_API_URL.value() == url, client.api_url == url + "/" or str(client.api_url).rstrip("/") == url,
      "prefect.server.api.server" in sys.modules, httpx.get(url + "/health").status_code)
"""


@pytest.mark.slow
def test_the_temporary_api_boots_in_its_own_process_and_is_gone_after_exit(tmp_path: Path):
    """Prefect's own start imports the server application into the client first (~4-14 s on two cores);
    docflow starts the same subprocess directly, points its client at it and stops it at exit."""
    env = clean_env(PREFECT_HOME=str(tmp_path / "prefect"))
    result = subprocess.run([sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-3000:]
    url, setting_used, client_used, server_imported, health = result.stdout.split()
    assert (setting_used, client_used, server_imported, health) == ("True", "True", "False", "200")
    port = url.split(":")[2].split("/")[0]
    left = subprocess.run(["pgrep", "-f", f"uvicorn.*--port {port}"], capture_output=True, text=True)
    assert left.stdout.strip() == "", f"server left running after exit: {left.stdout}"


def test_servers_docflow_starts_record_task_runs_in_batches_unless_the_environment_says_otherwise(monkeypatch):
    from flows import orchestrator

    monkeypatch.delenv("PREFECT_SERVER_SERVICES_TASK_RUN_RECORDER_BATCH_SIZE", raising=False)
    env = orchestrator.server_environment(PREFECT_HOME="/x")
    assert env["PREFECT_SERVER_SERVICES_TASK_RUN_RECORDER_BATCH_SIZE"] == "100" and env["PREFECT_HOME"] == "/x"
    monkeypatch.setenv("PREFECT_SERVER_SERVICES_TASK_RUN_RECORDER_BATCH_SIZE", "5")
    assert orchestrator.server_environment()["PREFECT_SERVER_SERVICES_TASK_RUN_RECORDER_BATCH_SIZE"] == "5"
    # the names are Prefect's own settings (a typo would be ignored by the server without a word)
    from prefect.settings.models.server.services import ServerServicesTaskRunRecorderSettings

    for name in orchestrator.SERVER_SETTINGS:
        field = name.removeprefix("PREFECT_SERVER_SERVICES_TASK_RUN_RECORDER_").lower()
        assert field in ServerServicesTaskRunRecorderSettings.model_fields, name
