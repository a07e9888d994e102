"""Helpers for the export tests: Khronos' validator, reading .glb files back, glTF transforms."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pygltflib
import pytest

REPO = Path(__file__).resolve().parents[2]
VALIDATOR_SCRIPT = Path(__file__).with_name("validate_gltf.js")
VALIDATOR_DIR = REPO / ".cache" / "npm" / "node_modules" / "gltf-validator"
BOOTSTRAP_HINT = "run `bash packaging/bootstrap.sh test` to install Node and gltf-validator"


def validation_report(path: Path) -> dict:
    """Khronos glTF-Validator's report on a file; the test fails if the validator is missing."""
    node = shutil.which("node")
    if node is None:
        pytest.fail(f"Node.js is missing, so the glTF validator cannot run: {BOOTSTRAP_HINT}")
    if not (VALIDATOR_DIR / "package.json").is_file():
        pytest.fail(f"glTF-Validator is not installed at {VALIDATOR_DIR}: {BOOTSTRAP_HINT}")
    done = subprocess.run(
        [node, str(VALIDATOR_SCRIPT), str(path), str(VALIDATOR_DIR)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def assert_valid(path: Path, allowed: frozenset = frozenset()) -> dict:
    """Assert zero errors, warnings and infos (an unused accessor is an info); return the report."""
    report = validation_report(path)
    issues = report["issues"]
    messages = [
        f"{m['code']} at {m.get('pointer', '?')}: {m['message']}"
        for m in issues["messages"]
        if m["severity"] <= 2 and m["code"] not in allowed
    ]
    assert not messages, "\n".join(messages[:20])
    return report


def read_glb(data: bytes) -> pygltflib.GLTF2:
    """Parse .glb bytes with pygltflib (an independent reader)."""
    return pygltflib.GLTF2.load_from_bytes(data)


def accessor_array(gltf: pygltflib.GLTF2, index: int) -> np.ndarray:
    """A float32 VEC3 accessor's data as an (N, 3) array."""
    accessor = gltf.accessors[index]
    view = gltf.bufferViews[accessor.bufferView]
    blob = gltf.binary_blob()
    start = view.byteOffset + (accessor.byteOffset or 0)
    assert accessor.componentType == pygltflib.FLOAT and accessor.type == "VEC3"
    return np.frombuffer(blob, dtype="<f4", count=3 * accessor.count, offset=start).reshape(-1, 3)


def triangles(gltf: pygltflib.GLTF2, primitive) -> tuple[np.ndarray, np.ndarray]:
    """An indexed primitive's triangles: (corners, normals), each (F, 3, 3), in index order."""
    accessor = gltf.accessors[primitive.indices]
    view = gltf.bufferViews[accessor.bufferView]
    dtype = {pygltflib.UNSIGNED_SHORT: "<u2", pygltflib.UNSIGNED_INT: "<u4"}[accessor.componentType]
    assert accessor.type == "SCALAR" and view.target == pygltflib.ELEMENT_ARRAY_BUFFER
    indices = np.frombuffer(
        gltf.binary_blob(),
        dtype=dtype,
        count=accessor.count,
        offset=view.byteOffset + (accessor.byteOffset or 0),
    )
    positions = accessor_array(gltf, primitive.attributes.POSITION)
    normals = accessor_array(gltf, primitive.attributes.NORMAL)
    return positions[indices].reshape(-1, 3, 3), normals[indices].reshape(-1, 3, 3)


def local_matrix(node: pygltflib.Node) -> np.ndarray:
    """A node's 4x4 transform: translation * rotation * scale, as glTF defines it."""
    x, y, z, w = node.rotation or (0.0, 0.0, 0.0, 1.0)
    rotation = np.array(
        [
            [1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)],
            [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)],
            [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)],
        ]
    )
    matrix = np.eye(4)
    matrix[:3, :3] = rotation * np.asarray(node.scale or (1.0, 1.0, 1.0))
    matrix[:3, 3] = node.translation or (0.0, 0.0, 0.0)
    return matrix


def world_matrices(gltf: pygltflib.GLTF2) -> dict[int, np.ndarray]:
    """Every node's world transform in the default scene, by node index."""
    found: dict[int, np.ndarray] = {}
    pending = [(index, np.eye(4)) for index in gltf.scenes[gltf.scene].nodes]
    while pending:
        index, parent = pending.pop()
        node = gltf.nodes[index]
        found[index] = parent @ local_matrix(node)
        pending += [(child, found[index]) for child in node.children or []]
    return found


def nodes_with_mesh(gltf: pygltflib.GLTF2) -> list[int]:
    """Indices of the nodes that draw something (the pieces)."""
    return [i for i, node in enumerate(gltf.nodes) if node.mesh is not None]
