# docflow: the two commands are `make demo` and `make test`.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
SUDO   := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
export PREFECT_SERVER_ANALYTICS_ENABLED ?= false
export OMP_THREAD_LIMIT ?= 1

.PHONY: setup system demo test test-fast clean

## setup: tesseract with its English and Latin-script models, python3-venv and libgl1 (apt-get, when missing), a virtualenv, docflow with the spaCy model and test extras
setup: system $(BIN)/.installed

system:
	@$(PYTHON) -c "import ensurepip, venv" 2>/dev/null || { \
	  echo "installing python3-venv with apt-get"; \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq python3-venv; }
	@command -v tesseract >/dev/null 2>&1 || { \
	  echo "installing tesseract-ocr with apt-get"; \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq tesseract-ocr; }
	@tesseract --list-langs 2>/dev/null | grep -qx Latin || { \
	  echo "installing tesseract-ocr-script-latn with apt-get (pages in other Latin-script languages, with diacritics)"; \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq tesseract-ocr-script-latn; }
	@ldconfig -p 2>/dev/null | grep -q 'libGL.so.1 ' || { \
	  echo "installing libgl1 with apt-get (OpenCV, used by the ppocr OCR engine)"; \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libgl1 libglib2.0-0; }
	@tesseract --version 2>&1 | head -1

$(BIN)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[model,test]'
	touch $@

## demo: set up, then run the sample batch (120+ documents) and print its summary
demo: setup
	$(BIN)/docflow run sample_docs/batch

## test: set up, then run the whole test suite
test: setup
	$(BIN)/pytest -q

## test-fast: the unit tests only (no slow integration tests)
test-fast: setup
	$(BIN)/pytest -q -m "not slow"

clean:
	rm -rf .docflow .pytest_cache
