#!/usr/bin/env bash
# Fills corpus/<target>/ with seeds built from the repository's sample data:
# tests/data/gravon/*.xml (Gravon records) and www/examples/*/*.txt (rule examples).
# Run from anywhere; existing corpus files are kept.
set -euo pipefail
cd "$(dirname "$0")"
root=..
mkdir -p corpus/position corpus/gravon corpus/validate_move

for f in "$root"/tests/data/gravon/*.xml; do
  [ -e "$f" ] || continue
  b=$(basename "$f" .xml)
  cp "$f" "corpus/gravon/$b.xml"
  field=$(grep -o 'content="[^"]*"' "$f" | head -n 1 | sed 's/^content="//; s/"$//')
  moves=$(grep -o 'source="[^"]*" *target="[^"]*"' "$f" \
    | sed 's/source="\([^"]*\)" *target="\([^"]*\)"/\1-\2/')
  last=$(printf '%s\n' "$moves" | tail -n 1)
  history=$(printf '%s\n' "$moves" | sed '$d' | tr '\n' ' ')
  printf '%s' "$field" > "corpus/position/$b.field"
  printf '%s b' "$field" > "corpus/position/$b.field-blue"
  printf '%s\n%s\n%s' "$field" "$history" "$last" > "corpus/validate_move/$b"
  printf '!s\n%s\n%s\n%s' "$field" "$history" "$last" > "corpus/validate_move/$b.from-start"
done

for f in "$root"/www/examples/*/*.txt; do
  [ -e "$f" ] || continue
  b=$(basename "$f" .txt)
  position=$(sed -n 's/^position: *//p' "$f" | head -n 1)
  moves=$(sed -n 's/^moves: *//p' "$f" | head -n 1)
  forbidden=$(sed -n 's/^forbidden: *//p' "$f" | head -n 1 | awk '{print $1}')
  printf '%s' "$position" > "corpus/position/$b"
  printf '%s\n%s\n%s' "$position" "$moves" "${forbidden:-A1-A2}" > "corpus/validate_move/$b"
  printf '!jn3\n%s\n%s\n%s' "$position" "$moves" "${forbidden:-A1-A2}" > "corpus/validate_move/$b.jumbo"
done

# A few hand-made shapes the samples do not cover.
printf '10/10/10/10/10/10/10/10/10/10 b' > corpus/position/empty-blue
printf '4j5/10/10/10/10/10/10/10/1O8/U9 r' > corpus/position/unknown
printf '<stratego><game type="duell"><!-- c --><field content=%s/></game></stratego>' \
  "'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA__AA__AAAA__AA__AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'" \
  > corpus/gravon/empty-field
printf '10/10/10/10/10/10/10/10/1O8/10 r\nB2-B3 B4-C4\nB3-C3' > corpus/validate_move/short
echo "seeded: $(ls corpus/position | wc -l) position, $(ls corpus/gravon | wc -l) gravon, $(ls corpus/validate_move | wc -l) validate_move"
