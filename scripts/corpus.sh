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
#   a file (ICCS and WXF moves), judged as they are: `judge` names the Nth game of a file FILE#N.
# The JSON lines go to DIR/judge.jsonl (each game's rule events by kind and side in `eventKinds`);
# the progress bar shows when standard error is a terminal.
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
  mkdir -p "$dir/wukong"
  git --git-dir="$wukong" ls-tree -r --name-only HEAD xqdb | grep -E '\.pgn(\.zip)?$' |
    while read -r f; do
      # A blob the snapshot lists but does not hold is left out (and said so).
      if ! git --git-dir="$wukong" cat-file -e "HEAD:$f" 2>/dev/null; then
        echo "  not in the snapshot: $f" >&2
        continue
      fi
      case $f in
        *.zip)
          git --git-dir="$wukong" show "HEAD:$f" >"$dir/wukong/$(basename "$f")"
          unzip -o -q "$dir/wukong/$(basename "$f")" -d "$dir/wukong"
          rm "$dir/wukong/$(basename "$f")" ;;
        *) git --git-dir="$wukong" show "HEAD:$f" >"$dir/wukong/$(basename "$f")" ;;
      esac
    done
fi

[ -x "$bin" ] || cargo build --release --bin arbiter --manifest-path "$root/Cargo.toml"
echo "judging (one core)" >&2
status=0
taskset -c 0 "$bin" judge --json "$dir/ccpd/Dataset" "$dir/wukong" >"$dir/judge.jsonl" || status=$?

node - "$dir/judge.jsonl" "$dir" "$bin" <<'JS'
const fs = require("fs");
const lines = fs.readFileSync(process.argv[2], "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l));
const total = lines.find((l) => l.total).total;
const count = (xs) => [...xs.reduce((m, x) => m.set(x, (m.get(x) || 0) + 1), new Map())].sort((a, b) => b[1] - a[1]);
const games = lines.filter((l) => l.game);
const rule = (j) => (j.match(/violates (.*) at /) || [])[1];
console.log(`games judged: ${total.games}`);
console.log(`moves: ${total.plies}`);
console.log(`rule events: ${total.events} in ${games.filter((g) => g.events > 0).length} games (kind side):`);
const kinds = new Map();
for (const g of games) for (const [k, n] of Object.entries(g.eventKinds || {})) kinds.set(k, (kinds.get(k) || 0) + n);
for (const [k, n] of [...kinds].sort((a, b) => b[1] - a[1])) console.log(`  ${n} ${k}`);
console.log(`violations (refused moves): ${total.violations} in ${games.filter((g) => g.violations > 0).length} games`);
for (const [r, n] of count(games.filter((g) => g.violations > 0).map((g) => `${rule(g.judged)}`))) console.log(`  first violation ${r}: ${n} games`);
for (const [r, n] of count(games.filter((g) => g.violations > 0).map((g) => g.violations)).sort((a, b) => a[0] - b[0])) console.log(`  ${n} games with ${r} refused moves`);
const folder = (f) => f.slice(process.argv[3].length + 1).split("/").slice(0, 3).join("/");
console.log("by folder: games, moves, games with a refused move");
const by = new Map();
for (const g of games) {
  const k = folder(g.file).replace(/^ccpd\/Dataset\//, "ccpd ").replace(/^wukong\/([^#]*)\.pgn#.*/, "wukong $1").replace(/^(ccpd [^/]*)\/.*/, "$1");
  const e = by.get(k) || [0, 0, 0];
  by.set(k, [e[0] + 1, e[1] + g.plies, e[2] + (g.violations > 0 ? 1 : 0)]);
}
for (const [k, [n, p, v]] of [...by].sort()) console.log(`  ${k}: ${n}, ${p}, ${v}`);
console.log(`record errors: ${total.recordErrors}`);
for (const [r, n] of count(games.filter((g) => g.reason === "record-error").map((g) => g.judged))) console.log(`  ${n} × ${r}`);
console.log(`files not judged: ${total.badFiles}`);
// The reason as xiangqi gives it (judged without --game, the reason names each reader's that
// took the text for one of its formats).
const { execFileSync } = require("child_process");
const xq = (name) => {
  const file = name.replace(/#\d+$/, "");
  let out = "";
  try { out = execFileSync(process.argv[4], ["judge", "--json", "--game", "xiangqi", file], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }); } catch (e) { out = e.stdout || ""; }
  const l = out.split("\n").filter((x) => x.includes('"error"')).map((x) => JSON.parse(x)).find((x) => x.file === name);
  return l ? l.error.replace(/^.*?: /, "") : "?";
};
for (const l of lines.filter((l) => l.error)) console.log(`  ${l.file.slice(process.argv[3].length + 1)}: ${xq(l.file)}`);
JS
exit "$status"
