"""One settings class for docflow: environment prefix `DOCFLOW_`, clear precedence.

Precedence (highest first): explicit CLI option > environment variable > `.env`
file in the working directory > default below.
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    home: Path = Field(Path(".docflow"), description="Where the database and exports live.")
    database_url: str | None = Field(
        None, description="SQLAlchemy URL; default sqlite:///<home>/docflow.db. PostgreSQL: postgresql+psycopg://..."
    )
    schema_name: str = Field("default", alias="DOCFLOW_SCHEMA", description="Bundled schema name or a YAML path.")
    concurrency: int = Field(default_factory=lambda: os.cpu_count() or 2, description="OCR engines running at once (about one per core); three times as many documents are in flight, so page preparation, NLP, storage and Prefect work overlap tesseract.")
    ocr_engine: Literal["tesseract", "ppocr"] = Field(
        "tesseract", description="Who reads scanned pages: tesseract, or ppocr (PP-OCRv6 + tesseract's word breaks; receipts)."
    )
    ocr_timeout_s: int = Field(120, description="Tesseract timeout per page, seconds.")
    ocr_dpi: int = Field(300, description="Render DPI for PDF pages without a text layer.")
    ocr_lang: str = "auto"
    ocr_max_pages: int = Field(50, description="Documents with more pages fail with too_many_pages.")
    cache_dir: str = Field("", description="Where a process keeps what every process works out the same way before its first document (the schema's cue lemmas); empty: $XDG_CACHE_HOME/docflow (~/.cache/docflow); off: none.")
    status_block_tokens: int = Field(1200, description="Token ceiling of the Pipeline Status block (active tier).")
    case_block_tokens: int = Field(900, description="Token ceiling of each Case Facts block (active tier).")
    evict_after_turns: int = Field(5, description="Facts unread by LLM steps for this many turns leave the block first.")
    llm_backend: str = Field("none", description="none | anthropic | openai")
    llm_model: str = "claude-sonnet-4-5"
    llm_base_url: str | None = None
    llm_api_key: SecretStr | None = Field(None, description="API key of the model backend (never printed).")
    llm_timeout_s: float = Field(30.0, gt=0, description="Longest wait for one model reply, seconds (a longer wait is 'slow').")
    llm_connect_timeout_s: float = Field(5.0, gt=0, description="Longest wait for a connection, seconds (a longer wait is 'unreachable').")
    llm_retries: int = Field(2, ge=0, description="Retries of a slow, busy or unreachable model endpoint per request.")
    llm_retry_backoff_s: float = Field(1.0, ge=0, description="First pause between retries, doubled each time.")
    llm_batch_deadline_s: float = Field(600.0, gt=0, description="One overall deadline for all model steps of a batch run, seconds.")
    model_extract: Literal["auto", "off"] = Field(
        "auto", description="Model extraction pass for fields the rules left null: auto (on whenever llm_backend is not "
        "none) or off. Every value it proposes must be found again in the document's text.",
    )
    llm_context_tokens: int = Field(8000, gt=0, description="Context budget of one model request (estimated tokens); docflow ask folds turns to stay below it.")
    ask_window_turns: int = Field(8, ge=1, description="docflow ask: turns kept word for word; older ones fold into the running summary.")
    ask_summary_tokens: int = Field(400, gt=0, description="docflow ask: token ceiling of the running summary.")
    trusted_sources: str = Field(
        "", description="Folders (separated by ':') whose documents count as evidence of execution, e.g. the "
        "payment system's export folder. Nothing else can set an executed refund, whatever it looks like.",
    )
    orchestrator_start_timeout_s: float = Field(
        120, gt=0, description="How long `docflow run`/`resume` wait for the temporary Prefect API to start (busy machines are slow)."
    )
    artifact_every_s: float = Field(2.0, description="Minimum seconds between Prefect UI artifact updates.")
    inbox_settle_s: float = Field(2.0, ge=0, description="Scheduled runs (docflow serve) leave files changed less than this many seconds ago for the next run: a file still being copied in is not taken half-written.")
    sroie_path: Path = Field(Path("../shared/datasets/sroie-sample"), description="SROIE sample folder (benchmarks, tests).")

    model_config = SettingsConfigDict(env_prefix="DOCFLOW_", env_file=".env", extra="ignore", populate_by_name=True)

    @property
    def resolved_database_url(self) -> str:
        if self.database_url:
            return self.database_url
        self.home.mkdir(parents=True, exist_ok=True)
        return f"sqlite:///{(self.home / 'docflow.db').resolve()}"

    @property
    def trusted_folders(self) -> list[str]:
        """The trusted source folders, resolved (symbolic links followed once, here)."""
        return [str(Path(p).expanduser().resolve()) for p in self.trusted_sources.split(os.pathsep) if p.strip()]

    @property
    def export_dir(self) -> Path:
        path = self.home / "exports"
        path.mkdir(parents=True, exist_ok=True)
        return path


def get_settings(**overrides) -> Settings:
    """The settings for the current environment. Without overrides, one Settings per distinct
    environment (DOCFLOW_* variables, working folder, `.env` file): building one reads the
    environment and `.env` (~1 ms), and the stage runner asks several times per document.
    Do not modify the returned object; `model_copy(update=...)` makes a changed one."""
    given = {k: v for k, v in overrides.items() if v is not None}
    if given:
        return Settings(**given)
    return _settings_for(_environment_key())


def _environment_key() -> tuple:
    """Everything Settings() reads: DOCFLOW_* variables (any case) and the `.env` file of the working folder."""
    env = tuple(sorted((k, v) for k, v in os.environ.items() if k.upper().startswith("DOCFLOW_")))
    try:
        st = os.stat(".env")
        dotenv: tuple = (os.getcwd(), st.st_ino, st.st_size, st.st_mtime_ns)
    except OSError:
        dotenv = ()
    return env, dotenv


@lru_cache(maxsize=32)
def _settings_for(key: tuple) -> Settings:
    return Settings()
