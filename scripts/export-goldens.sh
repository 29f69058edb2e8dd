#!/usr/bin/env bash
# Rewrites Tests/Fixtures/Exports/<id>/<format>.<ext>: every export format of every demo and
# shipped scene, as ExportGoldenTests compares them. Review the diff before committing it.
set -euo pipefail
cd "$(dirname "$0")/.."
EXPORT_GOLDENS=write swift test --no-parallel --filter ExportGoldenTests "$@"
git status --short Tests/Fixtures/Exports
