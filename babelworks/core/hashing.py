"""Canonical JSON and the stable state hash."""

from __future__ import annotations

import hashlib
import json
from typing import Any


def canonical_json(data: Any) -> str:
    """JSON with sorted keys and no spaces: equal data gives equal text."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), allow_nan=False)


def state_hash(state: Any) -> str:
    """SHA-256 of the canonical JSON of ``state.to_dict()`` (hex, 64 characters)."""
    return hashlib.sha256(canonical_json(state.to_dict()).encode("utf-8")).hexdigest()
