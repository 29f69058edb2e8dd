#!/usr/bin/env bash
# Rewrites Exports/Runtime/vectors.tsv from the playground's own decisions (SceneGeometry's, for
# every shipped scene and the salon), after a change that moves them on purpose. The playground's
# tests regenerate the file in memory and fail while the committed one differs
# (Tests/ExportTests/Exact/RuntimeVectorFileTests.swift); the runtimes' checks
# (RuntimeLanguageTests) then show whether SnapLayout.swift, .kt and snap_layout.dart still agree.
#
#   scripts/export-vectors.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests
RUNTIME_VECTORS_WRITE=1 swift test --skip-build --no-parallel \
  --filter 'RuntimeVectorFileTests/theCommittedVectorsAreThePlaygroundsDecisions'
git diff --stat -- Exports/Runtime/vectors.tsv
