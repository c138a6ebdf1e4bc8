"""benchmarks/fact_retention.py: offline scoring, and the --backend openai path against a real
local HTTP server speaking the chat-completions protocol (no network needed)."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from benchmarks import fact_retention

SAMPLES = Path(__file__).resolve().parent.parent / "sample_docs"


@pytest.fixture()
def small_samples(tmp_path):
    rows = [json.loads(line) for line in (SAMPLES / "truth.jsonl").read_text().splitlines() if line.strip()]
    keep = [r for r in rows if r["case_id"] in ("C24", "C17")]
    (tmp_path / "truth.jsonl").write_text("\n".join(json.dumps(r) for r in keep) + "\n")
    return tmp_path


def _result(capsys) -> dict[str, float]:
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert last.startswith("RESULT ")
    return {k: float(v) for k, v in (p.split("=") for p in last.split()[1:])}


def test_offline_blocks_keep_every_value_and_cost_less(small_samples, capsys):
    fact_retention.main(["--samples", str(small_samples), "--sessions", "1", "--turns", "32"])
    result = _result(capsys)
    assert result["blocks_exact"] == 1.0 and result["blocks_trim_exact"] == 1.0
    assert result["summary_exact"] < 1.0 and result["token_ratio"] < 1.0 and result["over_budget"] == 0


class _EchoModel(BaseHTTPRequestHandler):
    """A 'model' that answers with its system region: it knows exactly what the blocks told it."""

    seen: list[dict] = []

    def do_POST(self):  # noqa: N802 (http.server's naming)
        body = json.loads(self.rfile.read(int(self.headers["content-length"])))
        type(self).seen.append({"path": self.path, "auth": self.headers.get("authorization"), "body": body})
        system = body["messages"][0]["content"] if body["messages"][0]["role"] == "system" else ""
        payload = json.dumps({"choices": [{"message": {"role": "assistant", "content": system[:4000]}}]}).encode()
        self.send_response(200)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, *args):
        pass


@pytest.mark.slow
def test_openai_backend_runs_the_sessions_against_a_server_and_scores_its_answers(small_samples, capsys):
    server = ThreadingHTTPServer(("127.0.0.1", 0), _EchoModel)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    _EchoModel.seen = []
    try:
        figures = fact_retention.main(["--samples", str(small_samples), "--sessions", "1", "--turns", "32",
                                       "--backend", "openai", "--base-url", f"http://127.0.0.1:{server.server_port}/v1",
                                       "--model", "echo", "--api-key", "k-123"])
    finally:
        server.shutdown()
    result = _result(capsys)
    assert _EchoModel.seen and all(s["path"] == "/v1/chat/completions" for s in _EchoModel.seen)
    assert all(s["auth"] == "Bearer k-123" and s["body"]["model"] == "echo" for s in _EchoModel.seen)
    # only the probe turns (and summaries) went to the model; its answers were scored
    assert result["blocks_trim_exact"] == 1.0 and result["summary_exact"] == 0.0
    assert figures["blocks"]["exact"] == 1.0
