//! Property tests on random legal games (`arbiter::stratego::random`).
//!
//! - A referee written here from the spec (docs/rules/stratego.md) alone, knowing nothing of the
//!   engine's incremental state, replays each game beside the engine's `Game` and judges every
//!   move the side to move could make: movement, battles, the Two-Squares Rule (on edge sets),
//!   the More-Squares Rule (chases found by walking the history back, boards compared as text)
//!   and the end of the game. Moves that no piece can make are refused as movement faults.
//! - The public API (`api::validate_move` on every prefix, `api::explain`) agrees with the
//!   incremental game, verdict for verdict.
//! - Rule options: without the More-Squares Rule no verdict names it; no run passes the limit;
//!   a chase's repeated board is only reported for a chasing move.
//! - Positions round-trip through their text, and the incremental board hash equals a fresh one.
//!
//! Case counts are modest (the file runs in seconds in release). A failure prints the start
//! position, the moves up to the failure and what was expected; the game is the one of the
//! printed seed, so `plies` shrinks to the shortest failing game.

use arbiter::api::{
    self, AnyExplanation, AnyJudgement, Judgement as Answer, OptionValue, Request, RequestOptions,
};
use arbiter::core::{Lang, PieceId, Square};
use arbiter::stratego::battle::Outcome;
use arbiter::stratego::game::{Assessment, Details, Fault};
use arbiter::stratego::random::{random_game, random_game_with, Rng, SetKind, Style};
use arbiter::stratego::{Game, Move, Options, Position, Rank, Ruleset, Side};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use std::collections::{BTreeSet, HashMap};

// ---------------------------------------------------------------------------------------------
// Cases

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Rules {
    name: &'static str,
    limit: Option<u32>,
    more_squares: Option<bool>,
}

impl Rules {
    const ISF: Rules = Rules {
        name: "isf",
        limit: None,
        more_squares: None,
    };

    fn ruleset(self) -> Ruleset {
        Ruleset::named(
            Some(self.name),
            Options {
                two_squares_limit: self.limit,
                more_squares: self.more_squares,
                from_start: Some(true),
            },
        )
        .expect("valid test ruleset")
    }
}

#[derive(Clone, Debug)]
struct Case {
    seed: u64,
    set: SetKind,
    rules: Rules,
    plies: usize,
    style: Style,
}

impl Case {
    fn game(&self) -> (Position, Vec<Move>) {
        random_game_with(
            self.seed,
            self.set,
            self.rules.ruleset(),
            self.plies,
            self.style,
        )
    }
}

fn rules_strategy() -> impl Strategy<Value = Rules> {
    (
        prop_oneof![Just("isf"), Just("jumbo")],
        prop_oneof![Just(None), (1u32..=6).prop_map(Some)],
        prop_oneof![Just(None), Just(Some(false)), Just(Some(true))],
    )
        .prop_map(|(name, limit, more_squares)| Rules {
            name,
            limit,
            more_squares,
        })
}

fn set_strategy() -> impl Strategy<Value = SetKind> {
    prop_oneof![
        Just(SetKind::Classic),
        Just(SetKind::Barrage),
        Just(SetKind::Duell)
    ]
}

/// Styles that make chases, back-and-forth runs and repeated boards common, with some battles.
fn style_strategy() -> impl Strategy<Value = Style> {
    (60u8..=100, 0u8..=100, 0u8..=100, 0u8..=100, 0u8..=100).prop_map(
        |(avoid_battles, threaten, follow, back_and_forth, evade)| Style {
            avoid_battles,
            threaten,
            follow,
            back_and_forth,
            evade,
        },
    )
}

fn case_strategy(max_plies: usize) -> impl Strategy<Value = Case> {
    (
        any::<u64>(),
        set_strategy(),
        rules_strategy(),
        0..=max_plies,
        style_strategy(),
    )
        .prop_map(|(seed, set, rules, plies, style)| Case {
            seed,
            set,
            rules,
            plies,
            style,
        })
}

/// `cases`, or `PROPTEST_CASES` from the environment for a longer hunt.
fn config(cases: u32) -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(cases);
    ProptestConfig {
        cases,
        // No regression files in the tree: a failure prints its case, to be added as a fixed test.
        failure_persistence: None,
        max_shrink_iters: 256,
        ..ProptestConfig::default()
    }
}

fn texts(moves: &[Move]) -> Vec<String> {
    moves.iter().map(Move::text).collect()
}

/// What a failure says: the game up to the failing ply, then the complaint.
fn fail(start: &Position, rules: Rules, moves: &[Move], what: String) -> String {
    format!(
        "{what}\n  rules: {rules:?}\n  position: {}\n  moves ({}): {}",
        start.to_text(),
        moves.len(),
        texts(moves).join(" ")
    )
}

// ---------------------------------------------------------------------------------------------
// The referee: the spec's rules, computed from the board and the whole history each time.

fn lake(sq: Square) -> bool {
    // C5 D5 G5 H5 C6 D6 G6 H6
    matches!(sq.file, 2 | 3 | 6 | 7) && matches!(sq.rank, 4 | 5)
}

fn strength(r: Rank) -> u8 {
    match r {
        Rank::Spy => 1,
        Rank::Scout => 2,
        Rank::Miner => 3,
        Rank::Sergeant => 4,
        Rank::Lieutenant => 5,
        Rank::Captain => 6,
        Rank::Major => 7,
        Rank::Colonel => 8,
        Rank::General => 9,
        Rank::Marshal => 10,
        Rank::Flag | Rank::Bomb | Rank::Unknown => 0,
    }
}

/// Spec, "Battle".
fn battle(attacker: Rank, defender: Rank) -> Outcome {
    match (attacker, defender) {
        (_, Rank::Flag) => Outcome::FlagCaptured,
        (Rank::Miner, Rank::Bomb) => Outcome::AttackerWins,
        (_, Rank::Bomb) => Outcome::DefenderWins,
        (Rank::Spy, Rank::Marshal) => Outcome::AttackerWins,
        (a, d) => match strength(a).cmp(&strength(d)) {
            std::cmp::Ordering::Greater => Outcome::AttackerWins,
            std::cmp::Ordering::Less => Outcome::DefenderWins,
            std::cmp::Ordering::Equal => Outcome::BothRemoved,
        },
    }
}

/// The squares strictly between `from` and `to` on a line, then `to`.
fn path(from: Square, to: Square) -> Vec<Square> {
    let df = (to.file as i8 - from.file as i8).signum();
    let dr = (to.rank as i8 - from.rank as i8).signum();
    let mut out = Vec::new();
    let mut sq = from;
    while sq != to && out.len() < 10 {
        sq = Square::new((sq.file as i8 + df) as u8, (sq.rank as i8 + dr) as u8);
        out.push(sq);
    }
    out
}

/// Spec, "Moves and battles": may `side` move `from`-`to`, the rules of repetition aside?
fn movement_ok(pos: &Position, side: Side, mv: Move) -> bool {
    let Some(p) = pos.get(mv.from) else {
        return false;
    };
    if p.side != side || matches!(p.rank, Rank::Bomb | Rank::Flag) || mv.from == mv.to {
        return false;
    }
    if mv.from.file != mv.to.file && mv.from.rank != mv.to.rank {
        return false;
    }
    if mv.from.distance(mv.to) > 1 && p.rank != Rank::Scout {
        return false;
    }
    let steps = path(mv.from, mv.to);
    let (last, between) = steps.split_last().expect("from != to");
    if between.iter().any(|&sq| lake(sq) || pos.get(sq).is_some()) || lake(*last) {
        return false;
    }
    !matches!(pos.get(*last), Some(t) if t.side == side)
}

fn all_squares() -> impl Iterator<Item = Square> {
    (0..10u8).flat_map(|r| (0..10u8).map(move |f| Square::new(f, r)))
}

fn board_text(pos: &Position) -> String {
    let t = pos.to_text();
    t.split(' ').next().unwrap_or("").to_string()
}

/// The set of edges a move crosses, each as the pair of squares it joins, lower first.
fn edges(from: Square, to: Square) -> BTreeSet<(Square, Square)> {
    let mut out = BTreeSet::new();
    let mut prev = from;
    for sq in path(from, to) {
        out.insert((prev.min(sq), prev.max(sq)));
        prev = sq;
    }
    out
}

/// One of a player's moves for the Two-Squares Rule: the piece and the edges it crossed.
#[derive(Clone, Debug)]
struct Crossed {
    piece: PieceId,
    edges: BTreeSet<(Square, Square)>,
}

#[derive(Clone, Debug)]
struct Played {
    side: Side,
    piece: PieceId,
    from: Square,
    battle: bool,
    threatened: Vec<(PieceId, Square)>,
}

#[derive(Clone, Debug, PartialEq)]
enum End {
    Flag(Side),
    NoMove(Side),
    BothStuck,
}

/// The referee's judgement of one move (that the movement rules allow).
#[derive(Clone, Debug, Default)]
struct Judgement {
    rule: Option<&'static str>,
    battle: Option<(Rank, Outcome)>,
    count: u32,
    threatened: Vec<(PieceId, Square)>,
    in_chase: bool,
    chasing: bool,
    squares: usize,
    /// Labels of the plies after which the board after this move stood (for a chasing move).
    repeated: Vec<String>,
    exception: bool,
}

#[derive(Clone, Debug)]
struct Referee {
    rules: Ruleset,
    pos: Position,
    history: Vec<Played>,
    /// Boards since the start or the last battle, with the labels of the plies after which they
    /// stood.
    seen: HashMap<String, Vec<String>>,
    /// Each player's moves, first to last.
    crossed: [Vec<Crossed>; 2],
    end: Option<End>,
}

fn label(ply: usize) -> String {
    format!("{}{}", ply / 2 + 1, if ply % 2 == 0 { 'a' } else { 'b' })
}

fn si(side: Side) -> usize {
    usize::from(side == Side::Blue)
}

impl Referee {
    fn new(pos: Position, rules: Ruleset) -> Referee {
        let mut seen = HashMap::new();
        seen.insert(board_text(&pos), vec!["0".to_string()]);
        let mut r = Referee {
            rules,
            pos,
            history: Vec::new(),
            seen,
            crossed: [Vec::new(), Vec::new()],
            end: None,
        };
        r.update_end();
        r
    }

    /// Every move the movement rules allow `side`.
    fn movement_moves(&self, side: Side) -> Vec<Move> {
        let mut out = Vec::new();
        for from in all_squares() {
            if self.pos.get(from).is_some_and(|p| p.side == side) {
                for to in all_squares() {
                    let mv = Move { from, to };
                    if movement_ok(&self.pos, side, mv) {
                        out.push(mv);
                    }
                }
            }
        }
        out
    }

    fn legal_moves(&self, side: Side) -> Vec<Move> {
        self.movement_moves(side)
            .into_iter()
            .filter(|&mv| self.judge(side, mv).rule.is_none())
            .collect()
    }

    /// Judges a move the movement rules allow.
    fn judge(&self, side: Side, mv: Move) -> Judgement {
        let piece = self.pos.get(mv.from).expect("a piece to move");
        let mut j = Judgement::default();
        if let Some(def) = self.pos.get(mv.to) {
            j.battle = Some((def.rank, battle(piece.rank, def.rank)));
        }
        // Two-Squares: the longest stretch of this piece's consecutive moves, ending with this
        // one, whose crossed edges share one edge (counted backwards from this move).
        let mut common = edges(mv.from, mv.to);
        j.count = 1;
        for earlier in self.crossed[si(side)].iter().rev() {
            if earlier.piece != piece.id {
                break;
            }
            common = common.intersection(&earlier.edges).copied().collect();
            if common.is_empty() {
                break;
            }
            j.count += 1;
        }
        if j.count > self.rules.two_squares_limit {
            j.rule = Some("two-squares");
            return j;
        }
        if j.battle.is_some() {
            return j;
        }
        j.threatened = all_squares()
            .filter(|sq| sq.distance(mv.to) == 1)
            .filter_map(|sq| {
                self.pos
                    .get(sq)
                    .filter(|p| p.side != side)
                    .map(|p| (p.id, sq))
            })
            .collect();
        if j.threatened.is_empty() {
            return j;
        }
        // Walk the history back over (threat by `side`, evasion by the opponent) pairs.
        let mut evaded: Vec<PieceId> = Vec::new();
        let mut squares: BTreeSet<Square> = j.threatened.iter().map(|t| t.1).collect();
        let mut i = self.history.len();
        while i >= 2 {
            let (m, r) = (&self.history[i - 2], &self.history[i - 1]);
            if m.side != side || r.side == side {
                break;
            }
            let evasion =
                !m.battle && !r.battle && m.threatened.iter().any(|(id, _)| *id == r.piece);
            if !evasion {
                break;
            }
            evaded.push(r.piece);
            squares.extend(m.threatened.iter().map(|t| t.1));
            i -= 2;
        }
        j.in_chase = !evaded.is_empty();
        if !j.in_chase {
            squares = j.threatened.iter().map(|t| t.1).collect();
        }
        j.squares = squares.len();
        j.chasing = j.threatened.iter().any(|(id, _)| evaded.contains(id));
        if j.chasing {
            let mut after = self.pos.clone();
            after.set(mv.from, None);
            after.set(mv.to, Some(piece));
            j.repeated = self
                .seen
                .get(&board_text(&after))
                .cloned()
                .unwrap_or_default();
            let n = self.history.len();
            j.exception = n >= 2
                && self.history[n - 2].side == side
                && self.history[n - 2].piece == piece.id
                && self.history[n - 2].from == mv.to;
            if !j.repeated.is_empty() && !j.exception && self.rules.more_squares {
                j.rule = Some("more-squares");
            }
        }
        j
    }

    fn play(&mut self, mv: Move) {
        let side = self.pos.to_move;
        let piece = self.pos.get(mv.from).expect("a piece to move");
        let j = self.judge(side, mv);
        self.pos.set(mv.from, None);
        match j.battle {
            None => self.pos.set(mv.to, Some(piece)),
            Some((_, Outcome::AttackerWins)) => self.pos.set(mv.to, Some(piece)),
            Some((_, Outcome::FlagCaptured)) => {
                self.pos.set(mv.to, Some(piece));
                self.end = Some(End::Flag(side));
            }
            Some((_, Outcome::DefenderWins)) => {}
            Some((_, Outcome::BothRemoved)) => self.pos.set(mv.to, None),
        }
        self.crossed[si(side)].push(Crossed {
            piece: piece.id,
            edges: edges(mv.from, mv.to),
        });
        self.history.push(Played {
            side,
            piece: piece.id,
            from: mv.from,
            battle: j.battle.is_some(),
            threatened: j.threatened,
        });
        self.pos.to_move = side.other();
        if j.battle.is_some() {
            self.seen.clear();
        }
        self.seen
            .entry(board_text(&self.pos))
            .or_default()
            .push(label(self.history.len() - 1));
        self.update_end();
    }

    fn update_end(&mut self) {
        if self.end.is_some() {
            return;
        }
        let side = self.pos.to_move;
        if self.legal_moves(side).is_empty() {
            self.end = Some(if self.legal_moves(side.other()).is_empty() {
                End::BothStuck
            } else {
                End::NoMove(side)
            });
        }
    }
}

// ---------------------------------------------------------------------------------------------
// (a) the engine's Game beside the referee

fn rule_of(a: &Assessment) -> Option<&'static str> {
    a.fault.as_ref().map(Fault::rule)
}

/// Compares the engine's assessment of a movement-legal move with the referee's judgement.
fn compare(rules: Ruleset, a: &Assessment, j: &Judgement) -> Result<(), String> {
    let mv = a.mv.text();
    if rule_of(a) != j.rule {
        return Err(format!(
            "{mv}: engine says rule {:?}, the spec says {:?} ({j:?}); engine: {a:?}",
            rule_of(a),
            j.rule
        ));
    }
    let battle = a.battle.map(|(d, o)| (d.rank, o));
    if battle != j.battle {
        return Err(format!("{mv}: battle {battle:?}, expected {:?}", j.battle));
    }
    let count = a.run.map(|r| r.count);
    if count != Some(j.count) {
        return Err(format!(
            "{mv}: Two-Squares count {count:?}, expected {}",
            j.count
        ));
    }
    if j.rule == Some("two-squares") || j.battle.is_some() {
        return Ok(());
    }
    let mut got: Vec<Square> = a.threatened.iter().map(|t| t.1).collect();
    let mut want: Vec<Square> = j.threatened.iter().map(|t| t.1).collect();
    got.sort();
    want.sort();
    if got != want {
        return Err(format!("{mv}: threatened {got:?}, expected {want:?}"));
    }
    if !rules.more_squares || want.is_empty() {
        return Ok(());
    }
    let Some(c) = &a.chase else {
        return Err(format!("{mv}: a threatening move has no chase assessment"));
    };
    let want_repeat = j.chasing && !j.repeated.is_empty();
    let problems = [
        (c.continues != j.in_chase, "continues"),
        (c.chasing_move != j.chasing, "chasing move"),
        (c.squares != j.squares, "squares"),
        (c.repeated.is_some() != want_repeat, "repeated"),
        (want_repeat && c.exception != j.exception, "exception"),
    ];
    if let Some((_, what)) = problems.iter().find(|p| p.0) {
        return Err(format!(
            "{mv}: More-Squares {what} differs: engine {c:?}, spec {j:?}"
        ));
    }
    if let Some(ply_after) = c.repeated {
        // the ply after which the board stood, labelled as the referee labels plies
        let earlier = match ply_after {
            0 => "0".to_string(),
            n => label(n - 1),
        };
        if !j.repeated.contains(&earlier) {
            return Err(format!(
                "{mv}: the repeated board is said to stand after {earlier}, but it stood after {:?}",
                j.repeated
            ));
        }
    }
    Ok(())
}

/// Plays the case's game on the engine and the referee side by side, judging every move.
fn check_against_referee(
    start: &Position,
    rules: Rules,
    moves: &[Move],
    seed: u64,
) -> Result<(), String> {
    let ruleset = rules.ruleset();
    let mut game = Game::new(start.clone(), ruleset);
    let mut referee = Referee::new(start.clone(), ruleset);
    let mut rng = Rng::new(seed ^ 0xA11);
    let side_of = |g: &Game| g.position().to_move;
    for ply in 0..=moves.len() {
        let here = &moves[..ply];
        let err = |what: String| fail(start, rules, here, what);
        let side = side_of(&game);
        let text = game.position().to_text();
        // (d) the position reads back, and the incremental hash equals a fresh one.
        let back =
            Position::parse(&text).map_err(|e| err(format!("{text} does not read back: {e}")))?;
        if back.to_text() != text || back.board_hash() != game.position().board_hash() {
            return Err(err(format!(
                "{text} reads back as {} (or its hash differs)",
                back.to_text()
            )));
        }
        if board_text(&referee.pos) != board_text(game.position()) || referee.pos.to_move != side {
            return Err(err(format!(
                "the board is {text}, the spec gives {}",
                referee.pos.to_text()
            )));
        }
        // The end of the game.
        let result = game.result(Lang::En);
        let want = match &referee.end {
            None => (false, None, None),
            Some(End::Flag(w)) => (true, Some(w.id()), Some("flag-captured")),
            Some(End::NoMove(l)) => (true, Some(l.other().id()), Some("no-legal-move")),
            Some(End::BothStuck) => (true, None, Some("both-stuck")),
        };
        if (result.over, result.winner, result.reason) != want {
            return Err(err(format!("result {result:?}, the spec gives {want:?}")));
        }
        // Every move the movement rules allow, judged.
        let mut legal: Vec<Move> = Vec::new();
        for mv in referee.movement_moves(side) {
            let a = game
                .assess(mv)
                .map_err(|e| err(format!("{}: {e}", mv.text())))?;
            if referee.end.is_some() {
                if rule_of(&a) != Some("game-over") {
                    return Err(err(format!(
                        "{}: after the end, rule {:?}",
                        mv.text(),
                        rule_of(&a)
                    )));
                }
                continue;
            }
            let j = referee.judge(side, mv);
            compare(ruleset, &a, &j).map_err(err)?;
            if !ruleset.more_squares && rule_of(&a) == Some("more-squares") {
                return Err(err(format!(
                    "{}: More-Squares refusal with the rule off",
                    mv.text()
                )));
            }
            if j.rule.is_none() {
                legal.push(mv);
            }
        }
        let mut engine_legal = game.legal_moves();
        engine_legal.sort_by_key(|m| (m.from, m.to));
        legal.sort_by_key(|m| (m.from, m.to));
        if engine_legal != legal {
            return Err(err(format!(
                "legal_moves {:?}, the spec allows {:?}",
                texts(&engine_legal),
                texts(&legal)
            )));
        }
        // Moves no piece can make: a few pieces (and squares) to every square of the board.
        let own: Vec<Square> = all_squares()
            .filter(|&sq| game.position().get(sq).is_some_and(|p| p.side == side))
            .collect();
        let mut froms: Vec<Square> = (0..3).filter_map(|_| rng.pick(&own).copied()).collect();
        froms.push(Square::new(rng.below(10) as u8, rng.below(10) as u8));
        for from in froms {
            for to in all_squares() {
                let mv = Move { from, to };
                if movement_ok(&referee.pos, side, mv) {
                    continue;
                }
                let a = game
                    .assess(mv)
                    .map_err(|e| err(format!("{}: {e}", mv.text())))?;
                let want = if referee.end.is_some() {
                    "game-over"
                } else {
                    "movement"
                };
                if rule_of(&a) != Some(want) {
                    return Err(err(format!(
                        "{}: rule {:?}, expected {want}",
                        mv.text(),
                        rule_of(&a)
                    )));
                }
            }
        }
        let Some(&mv) = moves.get(ply) else { break };
        let a = game
            .play(mv)
            .map_err(|e| err(format!("{}: {e}", mv.text())))?;
        if a.fault.is_some() {
            return Err(err(format!(
                "{} from legal_moves refused: {:?}",
                mv.text(),
                a.fault
            )));
        }
        if Move::parse(&mv.text()).ok() != Some(mv) {
            return Err(err(format!("{} does not read back", mv.text())));
        }
        referee.play(mv);
    }
    Ok(())
}

proptest! {
    #![proptest_config(config(40))]

    /// (a), (c), (d): random legal games follow the spec, move by move.
    #[test]
    fn random_games_follow_the_spec(case in case_strategy(150)) {
        let (start, moves) = case.game();
        check_against_referee(&start, case.rules, &moves, case.seed).map_err(TestCaseError::fail)?;
    }
}

// ---------------------------------------------------------------------------------------------
// (b), (c) the public API against the incremental game

fn request(start: &Position, rules: Rules, moves: &[String]) -> Request {
    Request {
        game: "stratego".into(),
        rules: Some(rules.name.into()),
        options: {
            let mut o = RequestOptions::default().with("fromStart", OptionValue::Bool(true));
            if let Some(n) = rules.limit {
                o.set("twoSquaresLimit", OptionValue::Whole(n.into()));
            }
            if let Some(m) = rules.more_squares {
                o.set("moreSquares", OptionValue::Bool(m));
            }
            o
        },
        position: Some(start.to_text()),
        moves: moves.to_vec(),
        record: None,
        lang: Lang::En,
        mode: None,
    }
}

/// Candidates at the current state: moves the rules refuse, one movement fault, one legal move.
fn candidates(game: &Game, rng: &mut Rng) -> Vec<Move> {
    let side = game.position().to_move;
    let mut possible: Vec<Move> = Vec::new();
    for from in all_squares() {
        for to in all_squares() {
            let mv = Move { from, to };
            if movement_ok(game.position(), side, mv) {
                possible.push(mv);
            }
        }
    }
    let refused: Vec<Move> = possible
        .iter()
        .copied()
        .filter(|&mv| game.assess(mv).is_ok_and(|a| a.fault.is_some()))
        .collect();
    let mut out: Vec<Move> = (0..2).filter_map(|_| rng.pick(&refused).copied()).collect();
    out.extend(rng.pick(&possible).copied());
    let sq = |rng: &mut Rng| Square::new(rng.below(10) as u8, rng.below(10) as u8);
    out.push(Move {
        from: sq(rng),
        to: sq(rng),
    });
    out.dedup();
    out
}

/// (c) on a verdict's or row's details.
fn check_details(
    rules: Ruleset,
    legal: bool,
    rule: Option<&str>,
    two: Option<&arbiter::stratego::game::TwoSquaresInfo>,
    chase: Option<&arbiter::stratego::more_squares::ChaseInfo>,
) -> Result<(), String> {
    if !rules.more_squares && rule == Some("more-squares") {
        return Err("a More-Squares verdict with the rule off".into());
    }
    if let Some(t) = two {
        if t.run.limit != rules.two_squares_limit {
            return Err(format!(
                "run limit {} in the row, rules say {}",
                t.run.limit, rules.two_squares_limit
            ));
        }
        let over = t.run.count > rules.two_squares_limit;
        if over != (rule == Some("two-squares")) || (legal && over) {
            return Err(format!(
                "run count {} with limit {} on a move judged {rule:?}",
                t.run.count, rules.two_squares_limit
            ));
        }
    }
    if let Some(c) = chase {
        if c.repeated.is_some() && !c.chasing_move {
            return Err(format!(
                "moreSquares.repeated without a chasing move: {c:?}"
            ));
        }
        if rule == Some("more-squares") && (!c.chasing_move || c.repeated.is_none() || c.exception)
        {
            return Err(format!(
                "a More-Squares refusal that is no repeated chasing move: {c:?}"
            ));
        }
    }
    Ok(())
}

fn check_api(start: &Position, rules: Rules, moves: &[Move], seed: u64) -> Result<(), String> {
    let ruleset = rules.ruleset();
    let all = texts(moves);
    let mut game = Game::new(start.clone(), ruleset);
    let mut rng = Rng::new(seed ^ 0xAB1);
    let mut verdicts = Vec::new();
    let mut refused_at_end = None;
    for k in 0..=moves.len() {
        let err = |what: String| fail(start, rules, &moves[..k], what);
        let req = request(start, rules, &all[..k]);
        let played = moves.get(k).copied();
        let mut probe: Vec<Move> = played.into_iter().collect();
        probe.extend(
            candidates(&game, &mut rng)
                .into_iter()
                .filter(|&m| Some(m) != played),
        );
        for (i, mv) in probe.into_iter().enumerate() {
            let a = game.assess(mv).map_err(|e| err(e.to_string()))?;
            let mine = game.verdict(&a, Lang::En);
            let theirs = match api::validate_move(&req, &mv.text()) {
                Ok(AnyJudgement::Stratego(v)) => v,
                Ok(other) => panic!("not a Stratego verdict: {other:?}"),
                Err(e) => return Err(err(format!("validate_move {}: {e}", mv.text()))),
            };
            let verdict = |j: &Answer<Details>| {
                let v = (j.legal, j.rule, &j.message, &j.citation, &j.squares);
                format!("{v:?} {:?}", j.details)
            };
            let own = (
                mine.legal,
                mine.rule,
                &mine.message,
                &mine.citation,
                &mine.squares,
            );
            if theirs.rule != rule_of(&a)
                || verdict(&theirs) != format!("{own:?} {:?}", mine.details)
            {
                return Err(err(format!(
                    "validate_move {} gives {theirs:?}\n  the incremental game gives {mine:?}",
                    mv.text()
                )));
            }
            check_details(
                ruleset,
                theirs.legal,
                theirs.rule,
                theirs.details.two_squares.as_ref(),
                theirs.details.more_squares.as_ref(),
            )
            .map_err(|e| err(format!("{}: {e}", mv.text())))?;
            if i == 0 && played.is_some() {
                if !theirs.legal {
                    return Err(err(format!(
                        "the game's move {} judged illegal: {theirs:?}",
                        mv.text()
                    )));
                }
                verdicts.push(theirs);
            } else if played.is_none() && !theirs.legal && refused_at_end.is_none() {
                refused_at_end = Some((mv, theirs.rule));
            }
        }
        if let Some(&mv) = moves.get(k) {
            game.play(mv).map_err(|e| err(e.to_string()))?;
        }
    }
    let err = |what: String| fail(start, rules, moves, what);
    // explain: one legal row per move, each as validate_move said, then the same result.
    let ex = match api::explain(&request(start, rules, &all)) {
        Ok(AnyExplanation::Stratego(ex)) => ex,
        Ok(other) => panic!("not a Stratego explanation: {other:?}"),
        Err(e) => return Err(err(format!("explain: {e}"))),
    };
    if ex.rows.len() != moves.len() {
        return Err(err(format!(
            "explain gave {} rows for {} moves",
            ex.rows.len(),
            moves.len()
        )));
    }
    let mut replay = Game::new(start.clone(), ruleset);
    for (k, (row, v)) in ex.rows.iter().zip(&verdicts).enumerate() {
        replay.play(moves[k]).map_err(|e| err(e.to_string()))?;
        let (r, d) = (&row.details, &v.details);
        let same = row.legal
            && row.rule.is_none()
            && row.label == v.label
            && row.facts == v.facts
            && r.piece == d.piece
            && format!("{:?}", r.battle) == format!("{:?}", d.battle)
            && format!("{:?}", r.two_squares) == format!("{:?}", d.two_squares)
            && r.more_squares == d.more_squares
            && row.position == Some(replay.position().to_text());
        if !same {
            return Err(err(format!(
                "explain row {k} is {row:?}\n  validate_move said {v:?}"
            )));
        }
        check_details(
            ruleset,
            row.legal,
            row.rule,
            row.details.two_squares.as_ref(),
            row.details.more_squares.as_ref(),
        )
        .map_err(|e| err(format!("row {k}: {e}")))?;
    }
    if ex.result != game.result(Lang::En) {
        return Err(err(format!(
            "explain's result {:?}, the game's {:?}",
            ex.result,
            game.result(Lang::En)
        )));
    }
    // An illegal move at the end: explained as refused, and as history it is an error.
    if let Some((mv, rule)) = refused_at_end {
        let mut more = all.clone();
        more.push(mv.text());
        let ex = match api::explain(&request(start, rules, &more)) {
            Ok(AnyExplanation::Stratego(ex)) => ex,
            Ok(other) => panic!("not a Stratego explanation: {other:?}"),
            Err(e) => return Err(err(format!("explain + {}: {e}", mv.text()))),
        };
        let last = ex.rows.last();
        if ex.rows.len() != more.len() || last.is_some_and(|r| r.legal || r.rule != rule) {
            return Err(err(format!(
                "explain + {}: last row {last:?}, expected rule {rule:?}",
                mv.text()
            )));
        }
        let req = request(start, rules, &more);
        match api::validate_move(&req, "A1-A2") {
            Err(e) if e.code() == "illegal-history" => {}
            other => {
                return Err(err(format!(
                    "history + {}: {other:?}, expected illegal-history",
                    mv.text()
                )))
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(config(24))]

    /// (b), (c): validate_move on every prefix and explain agree with the incremental game.
    #[test]
    fn the_api_agrees_with_the_incremental_game(case in case_strategy(60)) {
        let (start, moves) = case.game();
        check_api(&start, case.rules, &moves, case.seed).map_err(TestCaseError::fail)?;
    }

    /// (c): a move the More-Squares Rule refuses under ISF is legal under Jumbo and with the
    /// rule switched off (the same history is legal under all three).
    #[test]
    fn without_more_squares_no_move_is_refused_by_it(
        seed in any::<u64>(),
        set in set_strategy(),
        plies in 0usize..=120,
        style in style_strategy(),
        limit in prop_oneof![Just(None), (2u32..=6).prop_map(Some)],
    ) {
        let isf = Rules { limit, ..Rules::ISF };
        let (start, moves) = random_game_with(seed, set, isf.ruleset(), plies, style);
        let off = [
            Rules { name: "jumbo", limit, more_squares: None },
            Rules { more_squares: Some(false), ..isf },
        ];
        let mut game = Game::new(start.clone(), isf.ruleset());
        for k in 0..=moves.len() {
            let side = game.position().to_move;
            for from in all_squares() {
                for to in all_squares() {
                    let mv = Move { from, to };
                    if !movement_ok(game.position(), side, mv) {
                        continue;
                    }
                    let a = game.assess(mv).map_err(|e| TestCaseError::fail(e.to_string()))?;
                    if rule_of(&a) != Some("more-squares") {
                        continue;
                    }
                    for rules in off {
                        let req = request(&start, rules, &texts(&moves[..k]));
                        let v = match api::validate_move(&req, &mv.text()) {
                            Ok(AnyJudgement::Stratego(v)) => v,
                Ok(other) => panic!("not a Stratego verdict: {other:?}"),
                            Err(e) => return Err(TestCaseError::fail(e.to_string())),
                        };
                        prop_assert!(
                            v.legal && v.rule.is_none(),
                            "{}",
                            fail(
                                &start,
                                rules,
                                &moves[..k],
                                format!("{} under {rules:?}: {v:?}", mv.text())
                            )
                        );
                    }
                }
            }
            if let Some(&mv) = moves.get(k) {
                game.play(mv).map_err(|e| TestCaseError::fail(e.to_string()))?;
            }
        }
    }
}

proptest! {
    #![proptest_config(config(24))]

    /// (c): with the limit at 3, no run in explain's rows counts more than 3, under ISF and
    /// Jumbo, on games that go back and forth a lot.
    #[test]
    fn with_limit_three_no_run_passes_three(
        seed in any::<u64>(),
        set in set_strategy(),
        name in prop_oneof![Just("isf"), Just("jumbo")],
        plies in 0usize..=200,
        back_and_forth in 50u8..=100,
    ) {
        let rules = Rules { name, limit: Some(3), more_squares: None };
        let style = Style { avoid_battles: 90, back_and_forth, ..Style::UNIFORM };
        let (start, moves) = random_game_with(seed, set, rules.ruleset(), plies, style);
        let ex = match api::explain(&request(&start, rules, &texts(&moves))) {
            Ok(AnyExplanation::Stratego(ex)) => ex,
        Ok(other) => panic!("not a Stratego explanation: {other:?}"),
            Err(e) => return Err(TestCaseError::fail(e.to_string())),
        };
        prop_assert_eq!(ex.rows.len(), moves.len());
        for (k, row) in ex.rows.iter().enumerate() {
            let count = row.details.two_squares.as_ref().map_or(0, |t| t.run.count);
            prop_assert!(
                row.legal && (1..=3).contains(&count),
                "{}",
                fail(&start, rules, &moves[..=k], format!("row {k}: {row:?}"))
            );
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Fixed games

/// A long game under the referee: 1,000 plies of the bench's game.
#[test]
fn a_thousand_ply_game_follows_the_spec() {
    let (start, moves) = random_game(1, 1_000, 90);
    assert_eq!(moves.len(), 1_000, "seed 1 no longer gives 1,000 plies");
    check_against_referee(&start, Rules::ISF, &moves, 1).unwrap_or_else(|e| panic!("{e}"));
    let req = request(&start, Rules::ISF, &texts(&moves));
    let Ok(AnyExplanation::Stratego(ex)) = api::explain(&req) else {
        panic!("explain failed")
    };
    assert!(ex.rows.iter().all(|r| r.legal));
}

/// The random games are not vacuous: over fixed seeds they make the engine refuse moves under
/// each rule, so the properties above judge real Two-Squares and More-Squares refusals.
#[test]
fn random_games_meet_every_rule() {
    let mut seen: HashMap<&'static str, usize> = HashMap::new();
    let style = Style {
        avoid_battles: 90,
        threaten: 60,
        follow: 50,
        back_and_forth: 60,
        evade: 70,
    };
    for seed in 0..12 {
        let set = SetKind::ALL[seed as usize % 3];
        let rules = Rules {
            limit: Some(3),
            ..Rules::ISF
        }
        .ruleset();
        let (start, moves) = random_game_with(seed, set, rules, 150, style);
        let mut game = Game::new(start, rules);
        for mv in moves {
            for cand in refusals(&game) {
                *seen.entry(cand).or_default() += 1;
            }
            assert!(game.play(mv).unwrap().fault.is_none());
        }
    }
    eprintln!("refusals among movement-legal moves: {seen:?}");
    for rule in ["two-squares", "more-squares"] {
        assert!(
            seen.get(rule).copied().unwrap_or(0) > 0,
            "no {rule} refusal in {seen:?}"
        );
    }
}

/// The rules of the moves refused among those the movement rules allow.
fn refusals(game: &Game) -> Vec<&'static str> {
    let side = game.position().to_move;
    let mut out = Vec::new();
    for from in all_squares() {
        for to in all_squares() {
            let mv = Move { from, to };
            if movement_ok(game.position(), side, mv) {
                if let Some(rule) = game.assess(mv).ok().as_ref().and_then(rule_of) {
                    out.push(rule);
                }
            }
        }
    }
    out
}
