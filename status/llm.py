"""The only door to a language model: one request builder, three backends.

`build_request` always lays a request out the same way:

    system   = === INSTRUCTION === consult instruction
               then every block (Pipeline Status, Case Facts, ...) under its fixed heading
    messages = running summary (continuity only) + the last N turns
               + tool results trimmed to the fields each tool is used for
               + the task

so established facts sit first, in the system region, never inside a user turn or
in the middle of the window, and the instruction to ground answers in them always
travels with them.

Backends (`Settings.llm_backend`):
- `none` (default): records the exact request as a *harness card* (characters,
  estimated tokens, which blocks) and marks the item for review — offline, always.
- `anthropic`: Messages API over httpx (`Settings.llm_api_key`).
- `openai`: any OpenAI-compatible chat-completions endpoint (`Settings.llm_base_url`:
  Ollama, vLLM, llama.cpp server, ...).

No other module may import a model client or name a model endpoint; a test scans
the source tree for that.
"""

from __future__ import annotations

import json
from typing import Any, Callable

import httpx
from pydantic import BaseModel, Field

from status.models import TransientError
from status.tokens import estimate_tokens

CONSULT_INSTRUCTION = (
    "The blocks below hold established facts maintained by code. Ground every answer in them; "
    "if a needed fact is missing or contested, say so rather than guess."
)
INSTRUCTION_HEADING = "=== INSTRUCTION ==="
SUMMARY_PREFIX = "Running summary (for continuity only; facts come from the blocks in the system region):"
TOOL_PREFIX = "Tool results (trimmed to the fields used):"
ANTHROPIC_URL = "https://api.anthropic.com/v1/messages"
ANTHROPIC_VERSION = "2023-06-01"
MAX_OUTPUT_TOKENS = 1024
TIMEOUT_S = 60.0


class LlmError(RuntimeError):
    """A model call failed in a way retrying will not fix (bad key, bad request, bad reply)."""


class ToolSpec(BaseModel):
    """A tool the model may call (e.g. get_case_facts: the full record, one call away)."""

    name: str
    description: str
    input_schema: dict[str, Any]


ToolHandler = Callable[[dict[str, Any]], str]
MAX_TOOL_ROUNDS = 3


class LlmRequest(BaseModel):
    system: str
    messages: list[dict[str, str]]
    block_headings: list[str] = Field(default_factory=list)
    tools: list[ToolSpec] = Field(default_factory=list)

    def harness_card(self) -> dict[str, Any]:
        """What would be sent, measured: for offline runs, reviews and tests."""
        text = self.system + "".join(m["content"] for m in self.messages)
        return {
            "blocks": self.block_headings,
            "tools": [t.name for t in self.tools],
            "system_chars": len(self.system),
            "message_count": len(self.messages),
            "chars": len(text),
            "estimated_tokens": estimate_tokens(self.system) + sum(estimate_tokens(m["content"]) for m in self.messages),
            "request": {"system": self.system, "messages": self.messages},
        }


class LlmResponse(BaseModel):
    backend: str
    answer: str | None
    harness_card: dict[str, Any]
    needs_review: bool


def _heading(block: str) -> str:
    return block.strip().splitlines()[0] if block.strip() else ""


def trim_tool_result(result: Any, fields: list[str] | None) -> Any:
    """Keep only the fields a tool is used for (dicts, or lists of dicts); None keeps all."""
    if fields is None:
        return result
    if isinstance(result, dict):
        return {k: result[k] for k in fields if k in result}
    if isinstance(result, list):
        return [trim_tool_result(item, fields) for item in result]
    return result


def build_request(
    *,
    task: str,
    blocks: list[str],
    summary: str | None,
    turns: list[dict],
    tool_results: list[dict] | None = None,
    tool_fields: dict[str, list[str]] | None = None,
    last_n: int = 6,
    tools: list[ToolSpec] | None = None,
) -> LlmRequest:
    """Lay out one model request: instruction + blocks first in system, then the rolling window.

    `blocks` are rendered blocks whose first line is their fixed heading ("=== ... ===");
    `turns` are {"role": "user"|"assistant", "content": str}; `tool_results` are
    {"tool": name, "result": any JSON}, trimmed by `tool_fields[name]`; `tools` are
    offered to the model (answered by `call_model`'s `tool_handlers`).
    """
    if not task.strip():
        raise ValueError("build_request: empty task")
    for block in blocks:
        head = _heading(block)
        if not (head.startswith("===") and head.endswith("===")):
            raise ValueError(f"build_request: a block must start with its fixed '=== ... ===' heading, got {head[:60]!r}")
    system = "\n\n".join([f"{INSTRUCTION_HEADING}\n{CONSULT_INSTRUCTION}", *[b.strip() for b in blocks]])

    messages: list[dict[str, str]] = []
    if summary:
        messages.append({"role": "user", "content": f"{SUMMARY_PREFIX}\n{summary.strip()}"})
    for turn in turns[-last_n:] if last_n > 0 else []:
        role = turn.get("role")
        if role not in ("user", "assistant"):
            raise ValueError(f"build_request: turn role must be user or assistant, got {role!r}")
        messages.append({"role": role, "content": str(turn.get("content", ""))})
    if tool_results:
        trimmed = [
            {"tool": r.get("tool"), "result": trim_tool_result(r.get("result"), (tool_fields or {}).get(r.get("tool")))}
            for r in tool_results
        ]
        messages.append({"role": "user", "content": f"{TOOL_PREFIX}\n{json.dumps(trimmed, sort_keys=True, default=str)}"})
    messages.append({"role": "user", "content": task.strip()})
    return LlmRequest(system=system, messages=_alternate(messages), block_headings=[_heading(b) for b in blocks],
                      tools=list(tools or []))


def _alternate(messages: list[dict[str, str]]) -> list[dict[str, str]]:
    """Merge consecutive same-role messages and start with a user turn (Messages API rules)."""
    out: list[dict[str, str]] = []
    for m in messages:
        if out and out[-1]["role"] == m["role"]:
            out[-1] = {"role": m["role"], "content": out[-1]["content"] + "\n\n" + m["content"]}
        else:
            out.append(dict(m))
    if out and out[0]["role"] != "user":
        out.insert(0, {"role": "user", "content": "(conversation continues)"})
    return out


# --------------------------------------------------------------------------- backends


def call_model(
    request: LlmRequest,
    settings,
    *,
    transport: httpx.BaseTransport | None = None,
    tool_handlers: dict[str, ToolHandler] | None = None,
) -> LlmResponse:
    """Send `request` with the configured backend, answering tool calls with `tool_handlers`
    (at most MAX_TOOL_ROUNDS rounds). `transport` is for tests (httpx.MockTransport)."""
    backend = (settings.llm_backend or "none").lower()
    card = request.harness_card()
    if backend == "none":
        return LlmResponse(backend="none", answer=None, harness_card=card, needs_review=True)
    if backend == "anthropic":
        answer = _anthropic(request, settings, transport, tool_handlers or {})
    elif backend == "openai":
        answer = _openai(request, settings, transport, tool_handlers or {})
    else:
        raise LlmError(f"unknown llm backend {backend!r} (none | anthropic | openai)")
    return LlmResponse(backend=backend, answer=answer, harness_card=card, needs_review=False)


def _run_tool(handlers: dict[str, ToolHandler], name: str, arguments: dict[str, Any]) -> str:
    """A tool's answer as text; a failing or unknown tool answers with its error, not a crash."""
    handler = handlers.get(name)
    if handler is None:
        return f"error: unknown tool {name!r}"
    try:
        return handler(arguments)
    except Exception as exc:  # the model sees the error and can say it could not check
        return f"error: {type(exc).__name__}: {exc}"


def _post(url: str, headers: dict, payload: dict, transport: httpx.BaseTransport | None) -> dict:
    try:
        with httpx.Client(transport=transport, timeout=TIMEOUT_S) as client:
            resp = client.post(url, headers=headers, json=payload)
    except httpx.TransportError as exc:
        raise TransientError(f"model endpoint unreachable: {exc}") from exc
    if resp.status_code == 429 or resp.status_code >= 500:
        raise TransientError(f"model endpoint returned {resp.status_code}: {resp.text[:200]}")
    if resp.status_code >= 400:
        raise LlmError(f"model endpoint returned {resp.status_code}: {resp.text[:200]}")
    try:
        return resp.json()
    except ValueError as exc:
        raise LlmError(f"model endpoint returned non-JSON: {resp.text[:200]}") from exc


def _anthropic(request: LlmRequest, settings, transport, handlers: dict[str, ToolHandler]) -> str:
    if not settings.llm_api_key:
        raise LlmError("anthropic backend needs DOCFLOW_LLM_API_KEY")
    url = (settings.llm_base_url.rstrip("/") + "/v1/messages") if settings.llm_base_url else ANTHROPIC_URL
    headers = {"x-api-key": settings.llm_api_key.get_secret_value(), "anthropic-version": ANTHROPIC_VERSION,
               "content-type": "application/json"}
    messages: list[dict[str, Any]] = list(request.messages)
    for _ in range(MAX_TOOL_ROUNDS + 1):
        payload: dict[str, Any] = {"model": settings.llm_model, "max_tokens": MAX_OUTPUT_TOKENS, "system": request.system,
                                   "messages": messages}
        if request.tools:
            payload["tools"] = [t.model_dump() for t in request.tools]
        data = _post(url, headers, payload, transport)
        try:
            content = data["content"]
            calls = [part for part in content if part.get("type") == "tool_use"]
            if not calls:
                return "".join(part["text"] for part in content if part.get("type") == "text")
            messages.append({"role": "assistant", "content": content})
            messages.append({"role": "user", "content": [
                {"type": "tool_result", "tool_use_id": c["id"], "content": _run_tool(handlers, c["name"], c.get("input") or {})}
                for c in calls
            ]})
        except (KeyError, TypeError, AttributeError) as exc:
            raise LlmError(f"unexpected Messages API reply: {str(data)[:200]}") from exc
    raise LlmError(f"the model kept calling tools after {MAX_TOOL_ROUNDS} rounds")


def _openai(request: LlmRequest, settings, transport, handlers: dict[str, ToolHandler]) -> str:
    if not settings.llm_base_url:
        raise LlmError("openai backend needs DOCFLOW_LLM_BASE_URL (e.g. http://localhost:11434/v1)")
    headers = {"content-type": "application/json"}
    if settings.llm_api_key:
        headers["authorization"] = f"Bearer {settings.llm_api_key.get_secret_value()}"
    messages: list[dict[str, Any]] = [{"role": "system", "content": request.system}, *request.messages]
    for _ in range(MAX_TOOL_ROUNDS + 1):
        payload: dict[str, Any] = {"model": settings.llm_model, "max_tokens": MAX_OUTPUT_TOKENS, "messages": messages}
        if request.tools:
            payload["tools"] = [{"type": "function", "function": {"name": t.name, "description": t.description,
                                                                  "parameters": t.input_schema}} for t in request.tools]
        data = _post(settings.llm_base_url.rstrip("/") + "/chat/completions", headers, payload, transport)
        try:
            message = data["choices"][0]["message"]
            calls = message.get("tool_calls") or []
            if not calls:
                return message.get("content") or ""
            messages.append(message)
            for c in calls:
                arguments = json.loads(c["function"].get("arguments") or "{}")
                messages.append({"role": "tool", "tool_call_id": c["id"], "content": _run_tool(handlers, c["function"]["name"], arguments)})
        except (KeyError, IndexError, TypeError, AttributeError, ValueError) as exc:
            raise LlmError(f"unexpected chat-completions reply: {str(data)[:200]}") from exc
    raise LlmError(f"the model kept calling tools after {MAX_TOOL_ROUNDS} rounds")
