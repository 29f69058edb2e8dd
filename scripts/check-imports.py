#!/usr/bin/env python3
"""Checks that every target imports only what Package.swift declares for it (issue 43: each part
shows what it may use), that the dependency graph has no cycle, that no source target passes
10,000 lines, and that no target the binary ships depends on test support.

Reads `swift package dump-package`; run by `make lint`. Prints one line per finding and exits 1
if there is any.
"""
import json, pathlib, re, subprocess, sys

root = pathlib.Path(__file__).resolve().parent.parent
dump = json.loads(subprocess.run(["swift", "package", "dump-package"], cwd=root, check=True,
                                 capture_output=True, text=True).stdout)
targets = {t["name"]: t for t in dump["targets"]}
default_dir = {"test": "Tests", "regular": "Sources", "executable": "Sources", "system": "Sources"}
MAX_LINES = 10_000
findings = []

def declared(target):
    out = set()
    for dep in target["dependencies"]:
        for kind in ("byName", "target", "product"):
            if kind in dep:
                out.add(dep[kind][0])
    return out

imports_pattern = re.compile(r"^\s*(?:@testable\s+|@_spi\([^)]*\)\s+)?import\s+(?:(?:struct|enum|class|func)\s+)?(\w+)", re.M)
for name, target in targets.items():
    if target["type"] == "system":
        continue
    folder = root / (target.get("path") or f"{default_dir[target['type']]}/{name}")
    files = sorted(folder.rglob("*.swift"))
    if sources := target.get("sources"):
        files = [folder / s for s in sources]
    lines = 0
    deps = declared(target)
    for path in files:
        text = path.read_text(encoding="utf-8")
        lines += text.count("\n")
        for module in imports_pattern.findall(text):
            if module in targets and module != name and module not in deps:
                findings.append(f"{path.relative_to(root)}: imports {module}, which Package.swift does not "
                                f"declare for {name}; add it to {name}'s dependencies or drop the import")
    if target["type"] in ("regular", "executable") and lines > MAX_LINES and not str(folder).startswith(str(root / "Tests")):
        findings.append(f"{name}: {lines} lines, over the {MAX_LINES} a target may hold; cut it along its jobs")

# No cycle, and nothing the binary links reaches test support.
def reach(name, seen=None):
    seen = set() if seen is None else seen
    for dep in declared(targets[name]):
        if dep in targets and dep not in seen:
            seen.add(dep)
            reach(dep, seen)
    return seen

for name in targets:
    if name in reach(name):
        findings.append(f"{name}: depends on itself through {sorted(reach(name))}: the graph has a cycle")
for name, target in targets.items():
    if target["type"] == "executable":
        for dep in reach(name):
            path = targets[dep].get("path") or ""
            if path.startswith("Tests"):
                findings.append(f"{name}: links test support {dep} ({path}); test support must not ship")

for line in findings:
    print("error: " + line)
sys.exit(1 if findings else 0)
