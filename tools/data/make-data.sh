#!/usr/bin/env bash
# Rebuilds the English -> Spanish Bible corpus from nothing:
# installs Debian's World English Bible and Reina-Valera 1909 SWORD modules
# and libsword's tools, exports both verse by verse, and aligns, tokenizes and
# splits them with tools/data/bible_corpus.py (fixed seed, so the same files
# every time).
#   tools/data/make-data.sh [OUT_DIR]     default build/data/en-es
# Run as root to install what is missing; otherwise the apt-get line is printed.
set -euo pipefail
cd "$(dirname "$0")/../.."

out=${1:-build/data/en-es}
tools/install-packages.sh sword-text-web sword-text-sparv libsword-utils python3

mkdir -p "$out"
# The module names inside the Debian packages: World English Bible (2015
# edition with the deuterocanon) and Reina-Valera 1909, both with Strong's tags.
SWORD_PATH=/usr/share/sword mod2imp engWEB2015eb >"$out/web.imp"
SWORD_PATH=/usr/share/sword mod2imp spaRV1909eb >"$out/rv1909.imp"
/usr/bin/python3 tools/data/bible_corpus.py "$out/web.imp" "$out/rv1909.imp" "$out"
