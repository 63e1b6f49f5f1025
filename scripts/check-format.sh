#!/usr/bin/env bash
# Checks that every C++ source follows .clang-format: prints each
# difference and fails if there is one. Fix with:
#   scripts/check-format.sh --fix
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t sources < <(find include src tests testing bench examples \
  \( -name '*.hpp' -o -name '*.cpp' -o -name '*.inc' \) -type f | sort)
if [[ "${1:-}" == --fix ]]; then
  clang-format -i "${sources[@]}"
else
  clang-format --dry-run -Werror "${sources[@]}"
  echo "clang-format: ${#sources[@]} files follow .clang-format"
fi
