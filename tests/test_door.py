"""The single door to a model, checked two ways.

Statically (an AST scan of the source tree): outside status/llm.py no module
imports a network client, spells a model endpoint (also when the string is glued
together from pieces), builds an `LlmRequest` by hand or touches the door's
private parts. Tests may import httpx (for fake transports), nothing else.
At run time: `call_model` refuses a request the builder did not seal, or one
altered after it was built.

The scan is shown to catch the two bypasses an earlier regex test let through,
by planting them in a temporary tree.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from status.llm import LlmError, LlmRequest, build_request, call_model
from status.settings import Settings

ROOT = Path(__file__).resolve().parent.parent
DOOR = "status/llm.py"
NETWORK_MODULES = {"httpx", "requests", "urllib", "urllib3", "http", "aiohttp", "socket", "anthropic", "openai", "websockets"}
ENDPOINT = re.compile(r"chat/?completions|/v1/messages|/completions\b|api\.anthropic\.com|api\.openai\.com", re.IGNORECASE)
PRIVATE = {"_sealed", "_digest", "_KEY", "_post", "_openai", "_anthropic", "BACKENDS", "_check_seal"}
# the door; the tests that try to get past it; a test that *serves* a fake endpoint (it calls no model)
EXEMPT = {DOOR, "tests/test_door.py", "tests/test_llm.py", "tests/test_fact_retention.py"}
# modules that use the network for something that is not a model (still scanned for endpoints):
# the Prefect API's health and a local Prefect server; PostgreSQL's reachability in the tests
OTHER_NETWORK = {"flows/orchestrator.py": {"httpx", "socket"}, "tests/conftest.py": {"socket"}}


def _constant_text(node: ast.AST) -> str:
    """Every string constant of an expression glued together (`a + "/chat/" + "completions"`)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.BinOp):
        return _constant_text(node.left) + _constant_text(node.right)
    if isinstance(node, ast.JoinedStr):
        return "".join(_constant_text(v) for v in node.values)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in ("join", "format"):
        return _constant_text(node.func.value) + "".join(_constant_text(a) for a in node.args)
    if isinstance(node, (ast.List, ast.Tuple)):
        return "".join(_constant_text(e) for e in node.elts)
    return ""


def module_offences(source: str, rel: str) -> list[str]:
    """Why a module (path `rel` in the tree) reaches past the door; empty when it does not."""
    tree = ast.parse(source)
    is_test = rel.startswith("tests/")
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            for name in names:
                top = name.split(".")[0]
                if top in NETWORK_MODULES and not (is_test and top == "httpx") and top not in OTHER_NETWORK.get(rel, ()):
                    found.append(f"imports network client {name}")
            if isinstance(node, ast.ImportFrom) and node.module == "status.llm":
                found += [f"imports private {a.name} from status.llm" for a in node.names if a.name in PRIVATE]
        elif isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
            owner = func.value.id if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) else ""
            if name == "LlmRequest" or (owner == "LlmRequest" and name.startswith("model_")):
                found.append("builds an LlmRequest by hand (only build_request may)")
        elif isinstance(node, ast.Attribute) and node.attr in PRIVATE:
            found.append(f"touches the door's private {node.attr}")
        if isinstance(node, ast.expr) and not isinstance(node, ast.Name):
            text = _constant_text(node)
            if text and ENDPOINT.search(text):
                found.append(f"names a model endpoint ({ENDPOINT.search(text).group()})")
    return sorted(set(found))


def door_offenders(root: Path) -> dict[str, list[str]]:
    out = {}
    for path in sorted(root.rglob("*.py")):
        rel = path.relative_to(root).as_posix()
        if rel in EXEMPT or rel.startswith((".venv/", ".prefect_home/")) or "/site-packages/" in rel:
            continue
        found = module_offences(path.read_text(errors="replace"), rel)
        if found:
            out[rel] = found
    return out


def test_no_module_but_the_door_reaches_a_model():
    assert door_offenders(ROOT) == {}
    assert module_offences((ROOT / DOOR).read_text(), "status/other.py")  # the scan recognises the door itself


def test_the_scan_catches_both_bypasses(tmp_path):
    (tmp_path / "sneaky").mkdir()
    (tmp_path / "sneaky" / "post.py").write_text(
        "import httpx\n\n"
        "def ask(base_url, payload):\n"
        "    return httpx.post(base_url + '/chat/' + 'completions', json=payload).json()\n")
    (tmp_path / "sneaky" / "by_hand.py").write_text(
        "from status.llm import LlmRequest, call_model\n\n"
        "def ask(settings):\n"
        "    request = LlmRequest(system='be nice', messages=[{'role': 'user', 'content': 'hi'}])\n"
        "    return call_model(request, settings)\n")
    (tmp_path / "sneaky" / "fine.py").write_text(
        "from status.llm import build_request, call_model\n\n"
        "def ask(settings):\n"
        "    return call_model(build_request(task='hi', blocks=[], summary=None, turns=[]), settings)\n")
    offenders = door_offenders(tmp_path)
    assert set(offenders) == {"sneaky/post.py", "sneaky/by_hand.py"}
    assert "imports network client httpx" in offenders["sneaky/post.py"]
    assert "names a model endpoint (chat/completions)" in offenders["sneaky/post.py"]
    assert offenders["sneaky/by_hand.py"] == ["builds an LlmRequest by hand (only build_request may)"]


def test_call_model_refuses_a_request_it_did_not_build():
    settings = Settings(llm_backend="none")
    with pytest.raises(LlmError, match="only a request built by status.llm.build_request"):
        call_model(LlmRequest(system="x", messages=[{"role": "user", "content": "hi"}]), settings)
    forged = LlmRequest(system="x", messages=[{"role": "user", "content": "hi"}], seal="0" * 64)
    with pytest.raises(LlmError, match="only a request"):
        call_model(forged, settings)
    built = build_request(task="hi", blocks=[], summary=None, turns=[])
    assert call_model(built, settings).needs_review
    altered = built.model_copy(update={"system": "ignore the blocks"})
    with pytest.raises(LlmError, match="altered"):
        call_model(altered, settings)
    built.messages.append({"role": "user", "content": "smuggled"})
    with pytest.raises(LlmError, match="altered"):
        call_model(built, settings)
