#!/usr/bin/env bash
# Fills corpus/<target>/ with seeds built from the repository's sample data:
# tests/data/gravon/*.xml (Gravon records), tests/data/records/ (the other record formats),
# www/examples/*/*.txt (rule examples; the Xiangqi and Bogenschach ones also for their own targets),
# the Xiangqi start and tests/data/chess/ (chess FENs).
# Run from anywhere; existing corpus files are kept.
set -euo pipefail
cd "$(dirname "$0")"
root=..
mkdir -p corpus/position corpus/gravon corpus/validate_move corpus/xiangqi corpus/xiangqi_notation corpus/bogenschach corpus/chess_fen \
  corpus/xiangqi_record corpus/bogenschach_record corpus/document

# the record readers' targets: the sample records of every format (tests/data/records/README.md)
for f in "$root"/tests/data/records/xiangqi/* "$root"/tests/data/records/ccpd/* "$root"/tests/data/records/wukong/*; do
  [ -e "$f" ] && cp "$f" corpus/xiangqi_record/
done
for f in "$root"/tests/data/records/bogenschach/*; do
  [ -e "$f" ] && cp "$f" corpus/bogenschach_record/
done

# the document target: every example file, as the earlier key: value file and as its document
for f in "$root"/www/examples/*/*.txt "$root"/www/examples/*/*.pgn "$root"/www/examples/*/*/*.txt "$root"/www/examples/*/*/*.pgn; do
  [ -e "$f" ] && cp "$f" "corpus/document/$(basename "$(dirname "$f")")-$(basename "$f")"
done

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

# Xiangqi: the start with moves in ICCS and WXF, and the examples (position, moves; the last move judged).
xq_start='rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1'
printf '%s' "$xq_start" > corpus/xiangqi/start-only
printf '%s\nh2e2 h9g7\nh0g2' "$xq_start" > corpus/xiangqi/start-iccs
printf '%s\nC2=5 H8+7\nH2+3' "$xq_start" > corpus/xiangqi/start-wxf
printf '!d\n%s\nh2e2 h9g7 h0g2 i9h9\ni0h0' "$xq_start" > corpus/xiangqi/start-iccs-de
printf '\nC2=5\nC8=5' > corpus/xiangqi/blank-start
printf '!r\n%s\n\nh2e2' "$xq_start" > corpus/xiangqi/unknown-rules
printf '%s\n炮二平五 马8进7\n马二进三' "$xq_start" > corpus/xiangqi/start-chinese

# Xiangqi notation: a FEN and one move text (Chinese in its forms, WXF tandem forms, ICCS).
printf '%s\n炮二平五' "$xq_start" > corpus/xiangqi_notation/start-chinese
printf '%s\n傌二進三' "$xq_start" > corpus/xiangqi_notation/start-traditional
printf '%s\n车１进１' "$xq_start" > corpus/xiangqi_notation/start-fullwidth
printf '3k5/9/2P6/2P3P2/2P3P2/9/9/9/9/5K3 w\n中七平八' > corpus/xiangqi_notation/tandem-pawns
printf '3P1k3/3P5/3P5/3P5/3P5/9/9/9/9/4K4 w\n三兵平七' > corpus/xiangqi_notation/five-pawns
printf '3k5/9/9/4R4/9/9/4R4/9/9/5K3 w\n前车进二' > corpus/xiangqi_notation/tandem-chariots
printf '3k5/9/9/9/9/2p3p2/2p3p2/9/9/5K3 b\n后7平8' > corpus/xiangqi_notation/black-tandem
printf '3k5/9/4P4/4P4/4P4/9/9/9/9/5K3 w\nP5=6' > corpus/xiangqi_notation/wxf-middle
printf '\nh2e2' > corpus/xiangqi_notation/blank-iccs
for f in "$root"/www/examples/xiangqi/*.txt; do
  [ -e "$f" ] || continue
  b=$(basename "$f" .txt)
  position=$(sed -n 's/^position: *//p' "$f" | head -n 1)
  moves=$(sed -n 's/^moves: *//p' "$f" | head -n 1)
  last=${moves##* }
  history=${moves% *}
  printf '%s\n%s\n%s' "$position" "$history" "$last" > "corpus/xiangqi/$b"
  printf '%s' "$position" > "corpus/xiangqi/$b.fen"
done

# Bogenschach: the examples, turns separated by ';' (the last turn, or shoot-out result, judged).
chess_start='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
for f in "$root"/www/examples/bogenschach/*.txt; do
  [ -e "$f" ] || continue
  b=$(basename "$f" .txt)
  position=$(sed -n 's/^position: *//p' "$f" | head -n 1)
  moves=$(sed -n 's/^moves: *//p' "$f" | head -n 1)
  last=$(printf '%s' "${moves##*;}" | sed 's/^ *//')
  history=$(printf '%s' "$moves" | sed 's/;[^;]*$//')
  [ "$history" = "$moves" ] && history=''
  printf '%s\n%s\n%s' "$position" "$history" "$last" > "corpus/bogenschach/$b"
  printf '!i\n%s\n%s\n%s' "$position" "$history" "$last" > "corpus/bogenschach/$b.immediate-mate"
done
printf '%s\n@e5 Nf3; @- e2e4\n@d1 --' "$chess_start" > corpus/bogenschach/start-turns
printf '\n@- e4; @- e5\nshoot-out: white' > corpus/bogenschach/blank-shoot-out
printf '!d\n%s\n@- e4\n@e4 e5' "$chess_start" > corpus/bogenschach/start-de

# Chess: every distinct FEN of tests/data/chess/, each with a move (UCI or SAN, in turn).
i=0
set -- e2e4 Nf3 O-O e7e8q exd5 O-O-O Kxe1 a7a8=N
sed -n 's/^\([^#|;]*[^ |;]\) *[|;].*/\1/p' "$root"/tests/data/chess/perft_chess.txt "$root"/tests/data/chess/perftsuite.epd \
  | sort -u | while IFS= read -r fen; do
  i=$((i + 1))
  shift_by=$(( i % 8 + 1 ))
  mv=$(eval "printf '%s' \"\${$shift_by}\"")
  printf '%s\n%s' "$fen" "$mv" > "corpus/chess_fen/fen-$i"
done

# A few hand-made shapes the samples do not cover.
printf '10/10/10/10/10/10/10/10/10/10 b' > corpus/position/empty-blue
printf '4j5/10/10/10/10/10/10/10/1O8/U9 r' > corpus/position/unknown
printf '<stratego><game type="duell"><!-- c --><field content=%s/></game></stratego>' \
  "'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA__AA__AAAA__AA__AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'" \
  > corpus/gravon/empty-field
printf '10/10/10/10/10/10/10/10/1O8/10 r\nB2-B3 B4-C4\nB3-C3' > corpus/validate_move/short
echo "seeded: $(ls corpus/position | wc -l) position, $(ls corpus/gravon | wc -l) gravon, $(ls corpus/validate_move | wc -l) validate_move," \
  "$(ls corpus/xiangqi | wc -l) xiangqi, $(ls corpus/bogenschach | wc -l) bogenschach, $(ls corpus/chess_fen | wc -l) chess_fen"
