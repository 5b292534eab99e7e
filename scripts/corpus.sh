#!/usr/bin/env bash
# Extracts the two public xiangqi corpora into DIR and judges every record with the release
# `arbiter judge --json`, on one core, then prints a summary: games, moves, rule events,
# violations (refusals) by rule, record errors by reason and files not judged.
#
#   bash scripts/corpus.sh DIR
#
# Sources (git snapshots; MIRROR defaults to /work/.mirror):
#   Yvonne761/Chinese-Chess-Practical-Dataset (CC BY 4.0): Dataset/**.pgn, one game a file, Big5.
#   maksimKorzh/wukong-xiangqi (MIT): xqdb/xqdb/*.pgn.zip and xqdb/games_pgn/*.pgn, several games
#   a file (ICCS and WXF moves); each game is split into a file of its own, since a record file
#   holds one game.
# The JSON lines go to DIR/judge.jsonl; the progress bar shows when standard error is a terminal.
set -euo pipefail
dir=${1:?usage: corpus.sh DIR}
mirror=${MIRROR:-/work/.mirror}
root=$(cd "$(dirname "$0")/.." && pwd)
bin=$root/target/release/arbiter
ccpd=$mirror/Yvonne761+Chinese-Chess-Practical-Dataset/repo
wukong=$mirror/maksimKorzh+wukong-xiangqi/repo

mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
if [ ! -d "$dir/ccpd/Dataset" ]; then
  echo "extracting the Chinese Chess Practical Dataset" >&2
  mkdir -p "$dir/ccpd"
  git --git-dir="$ccpd" archive HEAD Dataset | tar -x -C "$dir/ccpd"
fi
if [ ! -d "$dir/wukong" ]; then
  echo "extracting wukong-xiangqi's xqdb" >&2
  mkdir -p "$dir/wukong.src" "$dir/wukong"
  git --git-dir="$wukong" ls-tree -r --name-only HEAD xqdb | grep -E '\.pgn(\.zip)?$' |
    while read -r f; do
      # A blob the snapshot lists but does not hold is left out (and said so).
      if ! git --git-dir="$wukong" cat-file -e "HEAD:$f" 2>/dev/null; then
        echo "  not in the snapshot: $f" >&2
        continue
      fi
      case $f in
        *.zip)
          git --git-dir="$wukong" show "HEAD:$f" >"$dir/wukong.src/$(basename "$f")"
          unzip -o -q "$dir/wukong.src/$(basename "$f")" -d "$dir/wukong.src"
          rm "$dir/wukong.src/$(basename "$f")" ;;
        *) git --git-dir="$wukong" show "HEAD:$f" >"$dir/wukong.src/$(basename "$f")" ;;
      esac
    done
  for f in "$dir"/wukong.src/*.pgn; do
    name=$(basename "$f" .pgn)
    mkdir -p "$dir/wukong/$name"
    # A game starts at its first tag after movetext (or at the file's start).
    awk -v out="$dir/wukong/$name" '
      /^\[/ { if (!intags) { n++; file = sprintf("%s/%05d.pgn", out, n) } intags = 1 }
      !/^\[/ && NF { intags = 0 }
      n { print > file }
    ' "$f"
  done
fi

[ -x "$bin" ] || cargo build --release --bin arbiter --manifest-path "$root/Cargo.toml"
echo "judging (one core)" >&2
status=0
taskset -c 0 "$bin" judge --json "$dir/ccpd/Dataset" "$dir/wukong" >"$dir/judge.jsonl" || status=$?

# The rule events by kind: each game with an event is explained again (text), its events counted.
echo "counting rule events by kind" >&2
grep -v '"events":0,' "$dir/judge.jsonl" | sed -n 's/^{"file":"\([^"]*\)","game".*/\1/p' |
  while IFS= read -r f; do
    "$bin" explain --game xiangqi --record "$f" | grep -oE '^ +\[[a-z-]+ [a-z-]+' | sed -E 's/^ +\[//' || true
  done | sort | uniq -c | sort -rn >"$dir/events.txt"

node - "$dir/judge.jsonl" "$dir/events.txt" "$dir" "$bin" <<'JS'
const fs = require("fs");
const lines = fs.readFileSync(process.argv[2], "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l));
const total = lines.find((l) => l.total).total;
const count = (xs) => [...xs.reduce((m, x) => m.set(x, (m.get(x) || 0) + 1), new Map())].sort((a, b) => b[1] - a[1]);
const games = lines.filter((l) => l.game);
const rule = (j) => (j.match(/violates (.*) at /) || [])[1];
console.log(`games judged: ${total.games}`);
console.log(`moves: ${total.plies}`);
console.log(`rule events: ${total.events} in ${games.filter((g) => g.events > 0).length} games (kind side):`);
for (const l of fs.readFileSync(process.argv[3], "utf8").split("\n").filter(Boolean)) console.log(`  ${l.trim()}`);
console.log(`violations (refused moves): ${total.violations} in ${games.filter((g) => g.violations > 0).length} games`);
for (const [r, n] of count(games.filter((g) => g.violations > 0).map((g) => `${rule(g.judged)}`))) console.log(`  first violation ${r}: ${n} games`);
for (const [r, n] of count(games.filter((g) => g.violations > 0).map((g) => g.violations)).sort((a, b) => a[0] - b[0])) console.log(`  ${n} games with ${r} refused moves`);
const folder = (f) => f.slice(process.argv[4].length + 1).split("/").slice(0, 3).join("/");
console.log("by folder: games, moves, games with a refused move");
const by = new Map();
for (const g of games) {
  const k = folder(g.file).replace(/^ccpd\/Dataset\//, "ccpd ").replace(/^wukong\/([^/]*)\/.*/, "wukong $1").replace(/^(ccpd [^/]*)\/.*/, "$1");
  const e = by.get(k) || [0, 0, 0];
  by.set(k, [e[0] + 1, e[1] + g.plies, e[2] + (g.violations > 0 ? 1 : 0)]);
}
for (const [k, [n, p, v]] of [...by].sort()) console.log(`  ${k}: ${n}, ${p}, ${v}`);
console.log(`record errors: ${total.recordErrors}`);
for (const [r, n] of count(games.filter((g) => g.reason === "record-error").map((g) => g.judged))) console.log(`  ${n} × ${r}`);
console.log(`files not judged: ${total.badFiles}`);
// The reason as xiangqi gives it (judged without --game, the reason is the last game's tried).
const { execFileSync } = require("child_process");
const xq = (f) => {
  let out = "";
  try { out = execFileSync(process.argv[5], ["judge", "--json", "--game", "xiangqi", f], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }); } catch (e) { out = e.stdout || ""; }
  const l = out.split("\n").find((x) => x.includes('"error"'));
  return l ? JSON.parse(l).error.replace(/^.*?: /, "") : "?";
};
for (const l of lines.filter((l) => l.error)) console.log(`  ${l.file.slice(process.argv[4].length + 1)}: ${xq(l.file)}`);
JS
exit "$status"
