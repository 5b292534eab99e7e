#!/usr/bin/env bash
# Compares the Xiangqi move classification (check / chase / idle, with the chased pieces, the notes and their
# reasons) and the verdict of every legal move, between a base revision and the working tree: for a speed
# change to src/xiangqi/ that must not change any rule outcome.
#   bash scripts/xiangqi-classify-compare.sh [BASE_REV]   (BASE_REV: main by default)
# Both builds run one dump program (written below into a scratch crate under $TMPDIR) over the same positions:
# every position of bench/xiangqi-300.txt (the game with repetition cycles), of the Xiangqi example files
# (www/examples/xiangqi/**/*.txt, the AXF diagrams among them) and of seeded random games in which each side
# now and then plays a move back and forth (so positions repeat and cycles are judged). For each position, each
# legal move: `chase::classify` (Debug) and the verdict `Game::verdict` (legal, rule, message, squares, the move's
# text, check, capture, classification, repetition). The two dumps must be byte for byte the same.
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:-main}
sha=$(git rev-parse --verify "$base^{commit}")
work=${TMPDIR:-/tmp}/xiangqi-classify-compare
mkdir -p "$work"
rm -rf "$work/dump" "$work/new.txt"
# the base's dump is kept per commit and games count (it does not change)
base_dump="$work/base-$sha-${GAMES:-200}.txt"

mkdir -p "$work/dump/src"
cat >"$work/dump/src/main.rs" <<'RS'
use arbiter::core::Lang;
use arbiter::xiangqi::chase::classify;
use arbiter::xiangqi::notation::parse_move;
use arbiter::xiangqi::{legal_moves, Game, Move, Position};
use std::io::Write;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn dump(game: &Game, out: &mut impl Write, counts: &mut (usize, usize)) {
    let pos = game.position();
    writeln!(out, "P {}", pos.to_fen()).unwrap();
    counts.0 += 1;
    for mv in legal_moves(pos) {
        counts.1 += 1;
        let c = classify(pos, mv);
        let v = game.verdict(mv, Lang::En);
        let d = &v.details;
        writeln!(
            out,
            "{mv:?}\n C {c:?}\n V {} {:?} {:?} {:?} {} {} {:?}\n K {:?}\n R {:?}",
            v.legal, v.rule, v.message, v.squares, d.text, d.check, d.captures, d.classification,
            d.repetition
        )
        .unwrap();
    }
}

/// Plays `moves` from `fen` (start if None), dumping each position; stops at the first unreadable or refused move.
fn replay(fen: Option<&str>, moves: &[&str], out: &mut impl Write, counts: &mut (usize, usize)) {
    let start = match fen {
        Some(f) => match Position::parse(f) {
            Ok(p) => p,
            Err(_) => return,
        },
        None => Position::start(),
    };
    let mut game = Game::new(start);
    dump(&game, out, counts);
    for m in moves {
        let Ok(mv) = parse_move(game.position(), m) else { return };
        if game.forbidden(mv).is_some() || game.play(mv).is_err() {
            return;
        }
        dump(&game, out, counts);
    }
}

fn random_game(seed: u64, out: &mut impl Write, counts: &mut (usize, usize)) {
    let mut rng = Rng(seed);
    let mut game = Game::new(Position::start());
    dump(&game, out, counts);
    let mut plies = 0;
    while plies < 160 {
        let legal: Vec<Move> = legal_moves(game.position())
            .into_iter()
            .filter(|&m| game.forbidden(m).is_none())
            .collect();
        if legal.is_empty() {
            break;
        }
        // one time in four, when the last two moves can be played back, a back-and-forth of four plies twice
        let h = game.history();
        let mut line: Vec<Move> = Vec::new();
        if h.len() >= 2 && rng.below(4) == 0 {
            let (a, b) = (h[h.len() - 2].mv, h[h.len() - 1].mv);
            let back = |m: Move| Move::new(m.to, m.from);
            line = vec![back(a), back(b), a, b, back(a), back(b)];
        }
        if line.is_empty() {
            // captures preferred one time in two, so the board thins out
            let caps: Vec<Move> = legal.iter().copied().filter(|m| game.position().get(m.to).is_some()).collect();
            let pool = if !caps.is_empty() && rng.below(2) == 0 { &caps } else { &legal };
            line.push(pool[rng.below(pool.len())]);
        }
        for mv in line {
            let ok = legal_moves(game.position()).contains(&mv) && game.forbidden(mv).is_none();
            if !ok || game.play(mv).is_err() {
                break;
            }
            plies += 1;
            dump(&game, out, counts);
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let root = std::path::Path::new(&args[1]);
    let games: u64 = args.get(2).and_then(|n| n.parse().ok()).unwrap_or(200);
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut counts = (0, 0);
    let bench = std::fs::read_to_string(root.join("bench/xiangqi-300.txt")).unwrap();
    let moves: Vec<&str> = bench.lines().filter(|l| !l.starts_with('#')).flat_map(str::split_whitespace).collect();
    replay(None, &moves, &mut out, &mut counts);
    let mut files = Vec::new();
    for dir in ["www/examples/xiangqi", "www/examples/xiangqi/axf"] {
        for e in std::fs::read_dir(root.join(dir)).unwrap() {
            let p = e.unwrap().path();
            if p.extension().is_some_and(|x| x == "txt") {
                files.push(p);
            }
        }
    }
    files.sort();
    for p in files {
        let text = std::fs::read_to_string(&p).unwrap();
        let field = |k: &str| text.lines().find_map(|l| l.strip_prefix(k)).map(str::trim);
        let moves: Vec<&str> = field("moves:").map(|m| m.split_whitespace().collect()).unwrap_or_default();
        writeln!(out, "F {}", p.file_name().unwrap().to_string_lossy()).unwrap();
        replay(field("position:"), &moves, &mut out, &mut counts);
    }
    for seed in 0..games {
        writeln!(out, "G {seed}").unwrap();
        random_game(seed, &mut out, &mut counts);
    }
    out.flush().unwrap();
    eprintln!("{} positions, {} legal moves", counts.0, counts.1);
}
RS

for side in base new; do
  if [ "$side" = base ] && [ -s "$base_dump" ]; then
    echo "[compare] the base's dump is kept from an earlier run: $base_dump" >&2
    continue
  fi
  if [ "$side" = base ]; then
    git worktree remove --force "$work/base" 2>/dev/null || rm -rf "$work/base"
    git worktree add --detach -q "$work/base" "$sha"
  fi
  src=$([ "$side" = base ] && echo "$work/base" || pwd)
  crate="$work/dump-$side"
  mkdir -p "$crate"
  cp -r "$work/dump/src" "$crate/"
  cat >"$crate/Cargo.toml" <<TOML
[package]
name = "xiangqi-classify-dump"
version = "0.0.0"
edition = "2021"
publish = false
[dependencies]
arbiter = { path = "$src", default-features = false, features = ["xiangqi"] }
[profile.release]
opt-level = 3
[workspace]
TOML
  echo "[compare] building the dump against $side ($src)" >&2
  (cd "$crate" && CARGO_TARGET_DIR="$work/target-$side" cargo build --quiet --release)
  echo "[compare] dumping ($side)" >&2
  out=$([ "$side" = base ] && echo "$base_dump" || echo "$work/new.txt")
  "$work/target-$side/release/xiangqi-classify-dump" "$(pwd)" "${GAMES:-200}" >"$out.part"
  mv "$out.part" "$out"
  if [ "$side" = base ]; then git worktree remove --force "$work/base"; fi
done
wc -c "$base_dump" "$work/new.txt" >&2
if cmp -s "$base_dump" "$work/new.txt"; then
  echo "[compare] identical: $(grep -c '^P ' "$work/new.txt") positions, $(grep -c '^ C ' "$work/new.txt") legal moves classified and judged the same"
else
  echo "[compare] DIFFERENT (first differences below; the dumps are in $work)" >&2
  diff "$base_dump" "$work/new.txt" | head -40 >&2
  exit 1
fi
