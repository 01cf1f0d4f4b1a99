#!/bin/sh
# Regenerates chars.txt and NotoSansSC-Bold-subset.otf in this directory.
#
#   data/fonts/make-subset.sh                # from data/**/*.json + ui-words.txt + spec-chars.txt
#   data/fonts/make-subset.sh --specs DIR    # first rewrite spec-chars.txt from DIR/*.md
#
# Needs: python3, fonttools (pip install fonttools), fonts-noto-cjk
# (apt-get install -y fonts-noto-cjk). Set NOTO_TTC to use another copy of
# NotoSansCJK-Bold.ttc. Face 2 of the collection is "Noto Sans CJK SC".
# The output is OTF/CFF on purpose: resvg 0.45 renders it; TTF conversions were
# reported to fail silently.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
data=$(dirname "$here")
ttc=${NOTO_TTC:-/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc}

# CJK punctuation, ideographs (incl. extension A, compatibility) and full-width forms.
cjk='[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]'

if [ "${1:-}" = "--specs" ]; then
    specs=${2:?usage: make-subset.sh --specs DIR}
    python3 - "$specs" "$here/spec-chars.txt" "$cjk" <<'PY'
import glob, re, sys
specs, out, cjk = sys.argv[1], sys.argv[2], sys.argv[3]
chars = set()
for path in sorted(glob.glob(specs + "/*.md")):
    with open(path, encoding="utf-8") as f:
        chars |= set(re.findall(cjk, f.read()))
chars = "".join(sorted(chars))
with open(out, "w", encoding="utf-8") as f:
    f.write("# Every CJK character of the four rule specs (/work/shared/specs/*.md), generated once by\n")
    f.write("# `make-subset.sh --specs DIR`. One line, sorted by code point.\n")
    for i in range(0, len(chars), 50):
        f.write(chars[i:i + 50] + "\n")
print(f"spec-chars.txt: {len(chars)} characters", file=sys.stderr)
PY
fi

python3 - "$data" "$here" "$cjk" <<'PY'
import glob, os, re, sys
data, here, cjk = sys.argv[1], sys.argv[2], sys.argv[3]
sources = sorted(glob.glob(os.path.join(data, "**", "*.json"), recursive=True))
sources += sorted(glob.glob(os.path.join(data, "**", "*.ftl"), recursive=True))
sources += [os.path.join(here, "ui-words.txt"), os.path.join(here, "spec-chars.txt")]
chars = set()
for path in sources:
    with open(path, encoding="utf-8") as f:
        chars |= set(re.findall(cjk, f.read()))
chars = "".join(sorted(chars))
with open(os.path.join(here, "chars.txt"), "w", encoding="utf-8") as f:
    for i in range(0, len(chars), 50):
        f.write(chars[i:i + 50] + "\n")
print(f"chars.txt: {len(chars)} characters from {len(sources)} files", file=sys.stderr)
PY

pyftsubset "$ttc" --font-number=2 \
    --text-file="$here/chars.txt" \
    --unicodes=U+0020-007E,U+00B7,U+00BC-00BE,U+2013,U+2014,U+2212,U+FF01-FF5E \
    --layout-features='*' \
    --output-file="$here/NotoSansSC-Bold-subset.otf"
ls -l "$here/NotoSansSC-Bold-subset.otf" >&2
