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
