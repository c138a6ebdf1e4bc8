"""The only door to a language model: one request builder, three backends.

`build_request` always lays a request out the same way:

    system   = === INSTRUCTION === consult instruction
               then every block (Pipeline Status, Case Facts, Scratchpad, ...) under its fixed heading
    messages = running summary (continuity only) + the last N turns
               (tool results inside turns trimmed to the fields each tool declares)
               + the task
    rounds   = the tool calls of this request and their results, trimmed the same way

so established facts sit first, in the system region, never inside a user turn or
in the middle of the window, and the instruction to ground answers in them always
travels with them.

The door is sealed: `build_request` (and `followup_request`, which adds one tool
round and is the only way to do so) signs what it built with a per-process key;
`call_model` refuses anything else, including a request altered after it was
built. A request made by hand (`LlmRequest(...)`) cannot carry a valid seal.
No other module may import an HTTP client or name a model endpoint; a test scans
the source tree for that (tests/test_door.py).

Backends (`Settings.llm_backend`):
- `none` (default): records the exact request as a *harness card* (characters,
  estimated tokens, which blocks) and marks the item for review — offline, always.
- `anthropic`: Messages API over httpx (`Settings.llm_api_key`).
- `openai`: any OpenAI-compatible chat-completions endpoint (`Settings.llm_base_url`:
  Ollama, vLLM, llama.cpp server, ...).

Time: every HTTP attempt waits at most `llm_timeout_s` (less when a `Deadline` is
nearer); a slow or busy endpoint is retried `llm_retries` times, never past the
deadline; then `ModelUnavailable` says whether it was slow, unreachable, busy or
out of time. It is not a `TransientError`: the retry budget is spent here, once.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
import threading
import time
from typing import Any, Callable

import httpx
from pydantic import BaseModel, ConfigDict, Field

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
MAX_TOOL_ROUNDS = 3
MAX_TOOL_TEXT_CHARS = 2000  # a tool answer that is not JSON is clipped to this

Transport = httpx.BaseTransport  # what tests pass to reach a fake endpoint


class LlmError(RuntimeError):
    """A model call failed in a way retrying will not fix (bad key, bad request, bad reply)."""

    code = "llm_error"


class ModelUnavailable(LlmError):
    """The endpoint did not answer in time or at all, after the retry budget.

    `kind`: slow (connected, no reply within the timeout), unreachable (no connection),
    busy (429/5xx), deadline (the step's overall deadline passed)."""

    def __init__(self, kind: str, message: str):
        super().__init__(message)
        self.kind = kind
        self.code = f"model_{kind}"


class ToolSpec(BaseModel):
    """A tool the model may call. `result_fields` are the (dotted) fields of its JSON
    answer the step uses; everything else is cut before the answer reaches the model."""

    name: str
    description: str
    input_schema: dict[str, Any]
    result_fields: list[str] | None = None

    def for_model(self) -> dict[str, Any]:
        return {"name": self.name, "description": self.description, "input_schema": self.input_schema}


ToolHandler = Callable[[dict[str, Any]], str]


class ToolCall(BaseModel):
    model_config = ConfigDict(frozen=True)
    id: str
    name: str
    arguments: dict[str, Any] = Field(default_factory=dict)


class ToolRound(BaseModel):
    """One model turn that called tools, with the (trimmed) answers given back."""

    model_config = ConfigDict(frozen=True)
    text: str = ""
    calls: list[ToolCall]
    results: list[str]


class LlmRequest(BaseModel):
    """A request as the builder laid it out. Only `build_request`/`followup_request`
    produce one `call_model` accepts (see `seal`)."""

    model_config = ConfigDict(frozen=True)
    system: str
    messages: list[dict[str, str]]
    block_headings: list[str] = Field(default_factory=list)
    tools: list[ToolSpec] = Field(default_factory=list)
    rounds: list[ToolRound] = Field(default_factory=list)
    seal: str = ""

    def round_texts(self) -> list[str]:
        """The text the tool rounds add to the request (counted in the harness card)."""
        out = []
        for r in self.rounds:
            out.append(r.text + json.dumps([c.model_dump() for c in r.calls], sort_keys=True))
            out.extend(r.results)
        return out

    def estimated_tokens(self) -> int:
        return (estimate_tokens(self.system) + sum(estimate_tokens(m["content"]) for m in self.messages)
                + sum(estimate_tokens(t) for t in self.round_texts()))

    def text(self) -> str:
        """Everything the request carries, as one string (for checks and benchmarks)."""
        return "\n".join([self.system, *(m["content"] for m in self.messages), *self.round_texts()])

    def harness_card(self) -> dict[str, Any]:
        """What would be sent, measured: for offline runs, reviews and tests."""
        return {
            "blocks": self.block_headings,
            "tools": [t.name for t in self.tools],
            "system_chars": len(self.system),
            "message_count": len(self.messages),
            "tool_rounds": len(self.rounds),
            "chars": len(self.system) + sum(len(m["content"]) for m in self.messages) + sum(len(t) for t in self.round_texts()),
            "estimated_tokens": self.estimated_tokens(),
            "request": {"system": self.system, "messages": self.messages,
                        "rounds": [r.model_dump() for r in self.rounds]},
        }


class LlmResponse(BaseModel):
    backend: str
    answer: str | None
    harness_card: dict[str, Any]
    needs_review: bool


# --------------------------------------------------------------------------- the seal

_KEY = secrets.token_bytes(32)


def _digest(request: LlmRequest) -> str:
    body = request.model_dump(exclude={"seal"})
    return hmac.new(_KEY, json.dumps(body, sort_keys=True, default=str).encode(), hashlib.sha256).hexdigest()


def _sealed(request: LlmRequest) -> LlmRequest:
    return request.model_copy(update={"seal": _digest(request)})


def _check_seal(request: Any) -> None:
    if not isinstance(request, LlmRequest) or not hmac.compare_digest(request.seal, _digest(request)):
        raise LlmError("call_model takes only a request built by status.llm.build_request "
                       "(this one was made elsewhere or altered after it was built)")


# --------------------------------------------------------------------------- trimming


def _path_tree(fields: list[str]) -> dict[str, dict]:
    tree: dict[str, dict] = {}
    for path in fields:
        node = tree
        for part in path.split("."):
            node = node.setdefault(part, {})
    return tree


def _trim(value: Any, tree: dict[str, dict]) -> Any:
    if not tree:
        return value
    if isinstance(value, list):
        return [_trim(v, tree) for v in value]
    if isinstance(value, dict):
        if "*" in tree:  # every key of a mapping (e.g. fields by name), each trimmed alike
            return {k: _trim(v, tree["*"]) for k, v in value.items()}
        return {k: _trim(value[k], sub) for k, sub in tree.items() if k in value}
    return value


def trim_tool_result(result: Any, fields: list[str] | None) -> Any:
    """Keep only the declared fields (dotted paths reach into nested dicts and lists
    of dicts: "facts.source.doc_id"; "*" is every key of a mapping: "fields.*.value");
    an "error" key always stays; None keeps all."""
    if fields is None:
        return result
    return _trim(result, _path_tree([*fields, "error"]))


def trim_tool_text(text: str, fields: list[str] | None) -> str:
    """A tool's text answer trimmed: JSON to its declared fields, other text clipped."""
    try:
        data = json.loads(text)
    except (TypeError, ValueError):
        return text if len(text) <= MAX_TOOL_TEXT_CHARS else text[:MAX_TOOL_TEXT_CHARS] + " …(clipped)"
    if not isinstance(data, (dict, list)):
        return text
    return json.dumps(trim_tool_result(data, fields), sort_keys=True, separators=(",", ":"), default=str)


# --------------------------------------------------------------------------- the builder


def _heading(block: str) -> str:
    return block.strip().splitlines()[0] if block.strip() else ""


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
    `turns` are {"role": "user"|"assistant", "content": str} or, for tool answers kept
    in the window, {"role": "tool", "tool": name, "result": any JSON}; `tool_results`
    ({"tool": name, "result": any JSON}) go just before the task. Every tool answer is
    trimmed to its tool's declared `result_fields` (from `tools`, or `tool_fields[name]`).
    `tools` are offered to the model and must each declare `result_fields`.
    """
    if not task.strip():
        raise ValueError("build_request: empty task")
    for block in blocks:
        head = _heading(block)
        if not (head.startswith("===") and head.endswith("===")):
            raise ValueError(f"build_request: a block must start with its fixed '=== ... ===' heading, got {head[:60]!r}")
    for tool in tools or []:
        if tool.result_fields is None:
            raise ValueError(f"build_request: tool {tool.name!r} declares no result_fields (what its answers are trimmed to)")
    fields = {**(tool_fields or {}), **{t.name: t.result_fields for t in tools or []}}
    system = "\n\n".join([f"{INSTRUCTION_HEADING}\n{CONSULT_INSTRUCTION}", *[b.strip() for b in blocks]])

    def tool_message(results: list[dict]) -> dict[str, str]:
        trimmed = [{"tool": r.get("tool"), "result": trim_tool_result(r.get("result"), fields.get(r.get("tool")))}
                   for r in results]
        return {"role": "user", "content": f"{TOOL_PREFIX}\n{json.dumps(trimmed, sort_keys=True, separators=(',', ':'), default=str)}"}

    messages: list[dict[str, str]] = []
    if summary:
        messages.append({"role": "user", "content": f"{SUMMARY_PREFIX}\n{summary.strip()}"})
    for turn in turns[-last_n:] if last_n > 0 else []:
        role = turn.get("role")
        if role == "tool":
            messages.append(tool_message([turn]))
        elif role in ("user", "assistant"):
            messages.append({"role": role, "content": str(turn.get("content", ""))})
        else:
            raise ValueError(f"build_request: turn role must be user, assistant or tool, got {role!r}")
    if tool_results:
        messages.append(tool_message(tool_results))
    messages.append({"role": "user", "content": task.strip()})
    return _sealed(LlmRequest(system=system, messages=_alternate(messages), block_headings=[_heading(b) for b in blocks],
                              tools=list(tools or [])))


def followup_request(request: LlmRequest, text: str, calls: list[ToolCall], results: list[str]) -> LlmRequest:
    """The next round of a tool exchange: `request` plus the model's calls and the answers,
    each trimmed to its tool's declared fields. The only way a tool round enters a request."""
    _check_seal(request)
    fields = {t.name: t.result_fields for t in request.tools}
    trimmed = [trim_tool_text(r, fields.get(c.name)) for c, r in zip(calls, results)]
    added = ToolRound(text=text, calls=list(calls), results=trimmed)
    return _sealed(request.model_copy(update={"rounds": [*request.rounds, added], "seal": ""}))


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


# --------------------------------------------------------------------------- deadlines


class Deadline:
    """One overall time limit for a group of model steps (e.g. every review of a batch)."""

    def __init__(self, seconds: float | None, clock: Callable[[], float] = time.monotonic):
        self.seconds = seconds
        self._clock = clock
        self.at = None if seconds is None else clock() + seconds

    def remaining(self) -> float | None:
        return None if self.at is None else self.at - self._clock()

    def expired(self) -> bool:
        left = self.remaining()
        return left is not None and left <= 0


_BATCH_DEADLINES: dict[str, Deadline] = {}
_DEADLINE_LOCK = threading.Lock()


def start_batch_deadline(batch_id: str, seconds: float | None) -> Deadline:
    """Start (or restart, on a new run of the batch) the clock for its model steps."""
    with _DEADLINE_LOCK:
        _BATCH_DEADLINES[batch_id] = Deadline(seconds)
        return _BATCH_DEADLINES[batch_id]


def batch_deadline(batch_id: str, seconds: float | None = None) -> Deadline:
    """The batch's deadline; a process that did not start it (a Dask worker) starts its own
    clock at its first model step."""
    with _DEADLINE_LOCK:
        if batch_id not in _BATCH_DEADLINES:
            if seconds is None:
                from status.settings import get_settings

                seconds = get_settings().llm_batch_deadline_s
            _BATCH_DEADLINES[batch_id] = Deadline(seconds)
        return _BATCH_DEADLINES[batch_id]


# --------------------------------------------------------------------------- backends


def call_model(
    request: LlmRequest,
    settings,
    *,
    transport: Transport | None = None,
    tool_handlers: dict[str, ToolHandler] | None = None,
    deadline: Deadline | None = None,
) -> LlmResponse:
    """Send `request` with the configured backend, answering tool calls with `tool_handlers`
    (at most MAX_TOOL_ROUNDS rounds, each built by `followup_request`). `transport` is for
    tests (httpx.MockTransport). The harness card counts every round that was sent."""
    _check_seal(request)
    backend = (settings.llm_backend or "none").lower()
    card = request.harness_card()
    if backend == "none":
        return LlmResponse(backend="none", answer=None, harness_card=card, needs_review=True)
    if backend not in BACKENDS:
        raise LlmError(f"unknown llm backend {backend!r} (none | anthropic | openai)")
    send = BACKENDS[backend]
    handlers = tool_handlers or {}
    sent: list[dict[str, Any]] = []
    for _ in range(MAX_TOOL_ROUNDS + 1):
        sent.append({"round": len(request.rounds), "estimated_tokens": request.estimated_tokens(),
                     "tool_result_chars": sum(len(r) for r in (request.rounds[-1].results if request.rounds else []))})
        text, calls = send(request, settings, transport, deadline)
        if not calls:
            card = request.harness_card() | {"rounds_sent": sent,
                                             "estimated_tokens_all_rounds": sum(r["estimated_tokens"] for r in sent)}
            return LlmResponse(backend=backend, answer=text, harness_card=card, needs_review=False)
        request = followup_request(request, text, calls, [_run_tool(handlers, c.name, c.arguments) for c in calls])
    raise LlmError(f"the model kept calling tools after {MAX_TOOL_ROUNDS} rounds")


def _run_tool(handlers: dict[str, ToolHandler], name: str, arguments: dict[str, Any]) -> str:
    """A tool's answer as text; a failing or unknown tool answers with its error, not a crash."""
    handler = handlers.get(name)
    if handler is None:
        return json.dumps({"error": f"unknown tool {name!r}"})
    try:
        return handler(arguments)
    except Exception as exc:  # the model sees the error and can say it could not check
        return json.dumps({"error": f"{type(exc).__name__}: {exc}"})


def _post(url: str, headers: dict, payload: dict, transport, settings, deadline: Deadline | None) -> dict:
    """POST with the timeout and retry budget from settings, never past `deadline`."""
    attempts = 1 + max(0, int(settings.llm_retries))
    problem: ModelUnavailable | None = None
    for attempt in range(attempts):
        left = deadline.remaining() if deadline else None
        if left is not None and left <= 0:
            raise ModelUnavailable("deadline", f"the overall deadline for model steps ({deadline.seconds:g} s) has passed"
                                   + (f"; last error: {problem}" if problem else "; request not sent"))
        timeout = settings.llm_timeout_s if left is None else min(settings.llm_timeout_s, left)
        try:
            with httpx.Client(transport=transport, timeout=httpx.Timeout(timeout, connect=min(timeout, settings.llm_connect_timeout_s))) as client:
                resp = client.post(url, headers=headers, json=payload)
        except httpx.ConnectTimeout as exc:
            problem = ModelUnavailable("unreachable", f"model endpoint unreachable: no connection within "
                                       f"{min(timeout, settings.llm_connect_timeout_s):g} s ({exc})")
        except httpx.TimeoutException as exc:
            problem = ModelUnavailable("slow", f"model endpoint slow: connected but no reply within {timeout:g} s "
                                       f"({type(exc).__name__})")
        except httpx.TransportError as exc:
            problem = ModelUnavailable("unreachable", f"model endpoint unreachable: {type(exc).__name__}: {exc}")
        else:
            if resp.status_code == 429 or resp.status_code >= 500:
                problem = ModelUnavailable("busy", f"model endpoint returned {resp.status_code}: {resp.text[:200]}")
            elif resp.status_code >= 400:
                raise LlmError(f"model endpoint returned {resp.status_code}: {resp.text[:200]}")
            else:
                try:
                    return resp.json()
                except ValueError as exc:
                    raise LlmError(f"model endpoint returned non-JSON: {resp.text[:200]}") from exc
        if attempt + 1 < attempts:
            pause = settings.llm_retry_backoff_s * (2 ** attempt)
            left = deadline.remaining() if deadline else None
            time.sleep(max(0.0, min(pause, left if left is not None else pause)))
    assert problem is not None
    raise ModelUnavailable(problem.kind, f"{problem} (after {attempts} attempt{'s' if attempts != 1 else ''})")


def _anthropic(request: LlmRequest, settings, transport, deadline) -> tuple[str, list[ToolCall]]:
    if not settings.llm_api_key:
        raise LlmError("anthropic backend needs DOCFLOW_LLM_API_KEY")
    url = (settings.llm_base_url.rstrip("/") + "/v1/messages") if settings.llm_base_url else ANTHROPIC_URL
    headers = {"x-api-key": settings.llm_api_key.get_secret_value(), "anthropic-version": ANTHROPIC_VERSION,
               "content-type": "application/json"}
    messages: list[dict[str, Any]] = list(request.messages)
    for r in request.rounds:
        content: list[dict[str, Any]] = [{"type": "text", "text": r.text}] if r.text else []
        content += [{"type": "tool_use", "id": c.id, "name": c.name, "input": c.arguments} for c in r.calls]
        messages.append({"role": "assistant", "content": content})
        messages.append({"role": "user", "content": [{"type": "tool_result", "tool_use_id": c.id, "content": res}
                                                     for c, res in zip(r.calls, r.results)]})
    payload: dict[str, Any] = {"model": settings.llm_model, "max_tokens": MAX_OUTPUT_TOKENS, "system": request.system,
                               "messages": messages}
    if request.tools:
        payload["tools"] = [t.for_model() for t in request.tools]
    data = _post(url, headers, payload, transport, settings, deadline)
    try:
        parts = data["content"]
        text = "".join(part["text"] for part in parts if part.get("type") == "text")
        calls = [ToolCall(id=p["id"], name=p["name"], arguments=p.get("input") or {}) for p in parts if p.get("type") == "tool_use"]
    except (KeyError, TypeError, AttributeError, ValueError) as exc:
        raise LlmError(f"unexpected Messages API reply: {str(data)[:200]}") from exc
    return text, calls


def _openai(request: LlmRequest, settings, transport, deadline) -> tuple[str, list[ToolCall]]:
    if not settings.llm_base_url:
        raise LlmError("openai backend needs DOCFLOW_LLM_BASE_URL (e.g. http://localhost:11434/v1)")
    headers = {"content-type": "application/json"}
    if settings.llm_api_key:
        headers["authorization"] = f"Bearer {settings.llm_api_key.get_secret_value()}"
    messages: list[dict[str, Any]] = [{"role": "system", "content": request.system}, *request.messages]
    for r in request.rounds:
        messages.append({"role": "assistant", "content": r.text or None, "tool_calls": [
            {"id": c.id, "type": "function", "function": {"name": c.name, "arguments": json.dumps(c.arguments)}} for c in r.calls]})
        messages += [{"role": "tool", "tool_call_id": c.id, "content": res} for c, res in zip(r.calls, r.results)]
    payload: dict[str, Any] = {"model": settings.llm_model, "max_tokens": MAX_OUTPUT_TOKENS, "messages": messages}
    if request.tools:
        payload["tools"] = [{"type": "function", "function": {"name": t.name, "description": t.description,
                                                              "parameters": t.input_schema}} for t in request.tools]
    data = _post(settings.llm_base_url.rstrip("/") + "/chat/completions", headers, payload, transport, settings, deadline)
    try:
        message = data["choices"][0]["message"]
        calls = [ToolCall(id=c["id"], name=c["function"]["name"], arguments=json.loads(c["function"].get("arguments") or "{}"))
                 for c in message.get("tool_calls") or []]
        return message.get("content") or "", calls
    except (KeyError, IndexError, TypeError, AttributeError, ValueError) as exc:
        raise LlmError(f"unexpected chat-completions reply: {str(data)[:200]}") from exc


BACKENDS = {"anthropic": _anthropic, "openai": _openai}
