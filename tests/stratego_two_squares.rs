//! The Two-Squares Rule for Scouts (ISF 10 and 10.2; docs/rules/stratego.md, "Two-Squares Rule"):
//! a move's count is the longest stretch of that piece's consecutive moves, ending with this move,
//! whose crossed edges share one edge. Counted backwards from the move being judged.
//!
//! - The Scout on A3 whose long moves came before a shuttle over A3|B3 (the shuttle's sixth move is
//!   refused at limit 5, whatever came before it).
//! - A referee written here from the rule text alone (for each candidate move, walk the mover's own
//!   moves back while they are made by the same piece and the crossed edges keep a common edge)
//!   against the engine's legal moves, over seeded random Scout-heavy games.
//! - The deterministic cases of the Ataraxos project's Two-Squares tests, as data
//!   (tests/data/ataraxos/, with their source named there).
//!
//! Only the public API is used: requests, `api::legal_moves`, `api::validate_move`, `explain`.

mod common;

use arbiter::api::{self, OptionValue, Request};
use arbiter::core::random::Rng;
use common::{explain, request, validate};
use std::collections::BTreeSet;

fn with_limit(mut req: Request, limit: u64) -> Request {
    req.options
        .set("twoSquaresLimit", OptionValue::Whole(limit));
    req
}

/// Red Scout on A3; Blue's Sergeant walks a square J10-J9-I9-I10 (no two of its moves in a row
/// cross one edge). `red` are Red's moves; Blue answers each.
fn scout_game(red: &[&str]) -> Request {
    const BLUE: [&str; 4] = ["J10-J9", "J9-I9", "I9-I10", "I10-J10"];
    let mut moves = Vec::new();
    for (i, mv) in red.iter().enumerate() {
        moves.push(mv.to_string());
        moves.push(BLUE[i % 4].to_string());
    }
    request("9t/10/10/10/10/10/10/R9/10/10 r", &moves.join(" "))
}

#[test]
fn the_sixth_move_in_a_row_over_one_edge_is_refused() {
    // the shuttle over A3|B3 begins with the Scout's return from H3
    let req = scout_game(&["A3-H3", "H3-A3", "A3-B3", "B3-A3", "A3-B3"]);
    assert!(explain(&req).rows.iter().all(|r| r.legal));
    let v = validate(&req, "B3-A3");
    assert_eq!(v.rule, Some("two-squares"), "{}", v.message);
}

#[test]
fn a_long_move_before_the_shuttle_does_not_hide_it() {
    // A3-D3 and D3-H3 share no edge; H3-A3 crosses A3|B3, and so do the four moves after it:
    // A3-B3 next would be the sixth move in a row across A3|B3.
    let red = [
        "A3-D3", "D3-H3", "H3-A3", "A3-B3", "B3-A3", "A3-B3", "B3-A3",
    ];
    let req = scout_game(&red);
    let x = explain(&req);
    assert!(x.rows.iter().all(|r| r.legal));
    let counts: Vec<u32> = x
        .rows
        .iter()
        .step_by(2)
        .map(|r| r.details.two_squares.as_ref().expect("a run").run.count)
        .collect();
    assert_eq!(counts, [1, 1, 2, 2, 3, 4, 5]);
    // the row of the fifth move names the run's squares (in the direction of H3-A3, its first
    // move) and says the limit is reached
    let last = &x.rows[x.rows.len() - 2];
    let run = &last.details.two_squares.as_ref().unwrap().run;
    assert_eq!((run.from.name(), run.to.name()), ("B3".into(), "A3".into()));
    assert_eq!(run.kind, "continue");
    assert!(
        last.details.notes.iter().any(|n| n.contains("5 times")),
        "{:?}",
        last.details.notes
    );

    let v = validate(&req, "A3-B3");
    assert_eq!(v.rule, Some("two-squares"), "{}", v.message);
    assert!(
        v.message.contains("6th") && v.message.contains("B3") && v.message.contains("A3"),
        "{}",
        v.message
    );
    let v = validate(&req, "A3-C3");
    assert_eq!(
        v.rule,
        Some("two-squares"),
        "A3-C3 crosses A3|B3 too: {}",
        v.message
    );
    assert!(validate(&req, "A3-A4").legal, "another line starts anew");
    // with the limit at 3: H3-A3 and two moves of the shuttle make three, a third would be the fourth
    let three = with_limit(scout_game(&red[..5]), 3);
    assert_eq!(validate(&three, "A3-B3").rule, Some("two-squares"));
}

#[test]
fn the_refusal_names_the_move_by_its_english_ordinal() {
    // at limits 1 and 2 the refused move is the 2nd or 3rd in a row, not the "2th" or "3th"
    let one = with_limit(scout_game(&["A3-B3"]), 1);
    let v = validate(&one, "B3-A3");
    assert_eq!(v.rule, Some("two-squares"), "{}", v.message);
    assert!(v.message.contains("the 2nd move in a row"), "{}", v.message);
    let two = with_limit(scout_game(&["A3-B3", "B3-A3"]), 2);
    let v = validate(&two, "A3-B3");
    assert!(v.message.contains("the 3rd move in a row"), "{}", v.message);
}

// ---------------------------------------------------------------------------------------------
// The referee: the rule as written, on a board of its own.

const LAKES: [(u8, u8); 8] = [
    (2, 4),
    (3, 4),
    (6, 4),
    (7, 4),
    (2, 5),
    (3, 5),
    (6, 5),
    (7, 5),
];

type Sq = (u8, u8); // (file 0..9, rank 0..9)

fn name(sq: Sq) -> String {
    format!("{}{}", char::from(b'A' + sq.0), sq.1 + 1)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Man {
    red: bool,
    scout: bool,
    movable: bool,
    id: usize,
}

/// One of a player's moves: the piece and the edges it crossed (each as the pair of squares it
/// joins, lower first).
struct Crossed {
    id: usize,
    edges: BTreeSet<(Sq, Sq)>,
}

struct Referee {
    board: [[Option<Man>; 10]; 10],
    red_to_move: bool,
    /// Each player's moves, first to last.
    history: [Vec<Crossed>; 2],
    limit: usize,
}

fn edges(from: Sq, to: Sq) -> BTreeSet<(Sq, Sq)> {
    let mut out = BTreeSet::new();
    let (df, dr) = (
        i32::from(to.0) - i32::from(from.0),
        i32::from(to.1) - i32::from(from.1),
    );
    let (sf, sr) = (df.signum(), dr.signum());
    let mut at = from;
    while at != to {
        let next = ((i32::from(at.0) + sf) as u8, (i32::from(at.1) + sr) as u8);
        out.insert((at.min(next), at.max(next)));
        at = next;
    }
    out
}

impl Referee {
    fn at(&self, sq: Sq) -> Option<Man> {
        self.board[usize::from(sq.1)][usize::from(sq.0)]
    }

    /// The moves the movement rules allow the side to move: (from, to, attack).
    fn movement_moves(&self) -> Vec<(Sq, Sq, bool)> {
        let mut out = Vec::new();
        for rank in 0..10u8 {
            for file in 0..10u8 {
                let from = (file, rank);
                let Some(man) = self.at(from) else { continue };
                if man.red != self.red_to_move || !man.movable {
                    continue;
                }
                for (df, dr) in [(1i32, 0i32), (-1, 0), (0, 1), (0, -1)] {
                    let (mut f, mut r) = (i32::from(file), i32::from(rank));
                    loop {
                        f += df;
                        r += dr;
                        if !(0..10).contains(&f) || !(0..10).contains(&r) {
                            break;
                        }
                        let to = (f as u8, r as u8);
                        if LAKES.contains(&to) {
                            break;
                        }
                        match self.at(to) {
                            Some(other) => {
                                if other.red != man.red {
                                    out.push((from, to, true));
                                }
                                break;
                            }
                            None => out.push((from, to, false)),
                        }
                        if !man.scout {
                            break;
                        }
                    }
                }
            }
        }
        out
    }

    /// The move's count: walk the mover's moves back from this one while they are made by the
    /// same piece and all the edges crossed so far keep one in common.
    fn count(&self, from: Sq, to: Sq) -> usize {
        let id = self.at(from).expect("a piece").id;
        let mut common = edges(from, to);
        let mut count = 1;
        for earlier in self.history[usize::from(!self.red_to_move)].iter().rev() {
            if earlier.id != id {
                break;
            }
            common = common.intersection(&earlier.edges).copied().collect();
            if common.is_empty() {
                break;
            }
            count += 1;
        }
        count
    }

    fn allowed(&self, from: Sq, to: Sq) -> bool {
        self.count(from, to) <= self.limit
    }

    /// Plays a move onto an empty square.
    fn play(&mut self, from: Sq, to: Sq) {
        let man = self.at(from).expect("a piece");
        assert!(self.at(to).is_none());
        self.history[usize::from(!self.red_to_move)].push(Crossed {
            id: man.id,
            edges: edges(from, to),
        });
        self.board[usize::from(from.1)][usize::from(from.0)] = None;
        self.board[usize::from(to.1)][usize::from(to.0)] = Some(man);
        self.red_to_move = !self.red_to_move;
    }

    fn position_text(&self) -> String {
        let mut rows = Vec::new();
        for rank in (0..10).rev() {
            let mut row = String::new();
            let mut empty = 0;
            for file in 0..10 {
                match self.board[rank][file] {
                    None => empty += 1,
                    Some(m) => {
                        if empty > 0 {
                            row.push_str(&empty.to_string());
                            empty = 0;
                        }
                        let c = match (m.scout, m.movable) {
                            (true, _) => 'R',
                            (false, true) => 'T',
                            (false, false) => 'B',
                        };
                        row.push(if m.red { c } else { c.to_ascii_lowercase() });
                    }
                }
            }
            if empty > 0 {
                row.push_str(&empty.to_string());
            }
            rows.push(row);
        }
        format!("{} r", rows.join("/"))
    }
}

fn random_start(rng: &mut Rng, limit: usize) -> Referee {
    let mut r = Referee {
        board: [[None; 10]; 10],
        red_to_move: true,
        history: [Vec::new(), Vec::new()],
        limit,
    };
    let mut id = 0;
    for red in [true, false] {
        for (scout, movable) in [
            (true, true),
            (true, true),
            (true, true),
            (false, true),
            (false, false),
        ] {
            loop {
                let sq = (rng.below(10) as u8, rng.below(10) as u8);
                if !LAKES.contains(&sq) && r.at(sq).is_none() {
                    r.board[usize::from(sq.1)][usize::from(sq.0)] = Some(Man {
                        red,
                        scout,
                        movable,
                        id,
                    });
                    id += 1;
                    break;
                }
            }
        }
    }
    r
}

/// Chooses the next move among the allowed ones that attack nothing: mostly the piece that
/// moved last, mostly back over the squares it just crossed, so that runs grow long.
fn choose(referee: &Referee, moves: &[(Sq, Sq)], dice: &mut Rng) -> Option<(Sq, Sq)> {
    let own = &referee.history[usize::from(!referee.red_to_move)];
    let last = own.last().and_then(|c| {
        // the square the last moved piece stands on
        (0..10u8)
            .flat_map(|r| (0..10u8).map(move |f| (f, r)))
            .find(|&sq| referee.at(sq).is_some_and(|m| m.id == c.id))
            .map(|sq| (sq, c))
    });
    if let Some((sq, crossed)) = last.filter(|_| dice.percent(80)) {
        let same: Vec<(Sq, Sq)> = moves.iter().copied().filter(|m| m.0 == sq).collect();
        let back: Vec<(Sq, Sq)> = same
            .iter()
            .copied()
            .filter(|&(f, t)| !edges(f, t).is_disjoint(&crossed.edges))
            .collect();
        if !back.is_empty() && dice.percent(70) {
            return Some(back[dice.below(back.len())]);
        }
        if !same.is_empty() {
            return Some(same[dice.below(same.len())]);
        }
    }
    if moves.is_empty() {
        None
    } else {
        Some(moves[dice.below(moves.len())])
    }
}

#[test]
fn scouts_are_judged_as_the_longest_stretch_over_one_edge() {
    let (mut candidates, mut refused, mut scout_refused) = (0usize, 0usize, 0usize);
    for seed in 0..48u64 {
        let mut dice = Rng::new(seed);
        let limit = 1 + (seed % 5) as usize;
        let mut referee = random_start(&mut dice, limit);
        let start = referee.position_text();
        let mut played: Vec<String> = Vec::new();
        for _ply in 0..60 {
            let req = with_limit(
                Request {
                    rules: Some("jumbo".into()),
                    ..request(&start, &played.join(" "))
                },
                limit as u64,
            );
            let engine: BTreeSet<String> = api::legal_moves(&req)
                .unwrap_or_else(|e| panic!("seed {seed}, {start}, {played:?}: {e}"))
                .into_iter()
                .collect();
            let mut expected = BTreeSet::new();
            let mut quiet = Vec::new();
            for (from, to, attack) in referee.movement_moves() {
                candidates += 1;
                let text = format!("{}-{}", name(from), name(to));
                if referee.allowed(from, to) {
                    expected.insert(text);
                    if !attack {
                        quiet.push((from, to));
                    }
                } else {
                    refused += 1;
                    if referee.at(from).is_some_and(|m| m.scout)
                        && (from.0.abs_diff(to.0) + from.1.abs_diff(to.1)) > 1
                    {
                        scout_refused += 1;
                    }
                    // the engine names the rule and the count
                    let v = validate(&req, &text);
                    let count = v.details.two_squares.as_ref().map(|t| t.run.count as usize);
                    assert_eq!(
                        (v.rule, count),
                        (Some("two-squares"), Some(referee.count(from, to))),
                        "seed {seed}, limit {limit}, {start}, moves {played:?}, {text}: {}",
                        v.message
                    );
                }
            }
            assert_eq!(
                engine,
                expected,
                "seed {seed}, limit {limit}, {start}, moves {played:?}: engine's legal moves \
                 (left) against the rule's (right); only the engine's: {:?}, only the rule's: {:?}",
                engine.difference(&expected).collect::<Vec<_>>(),
                expected.difference(&engine).collect::<Vec<_>>()
            );
            let Some((from, to)) = choose(&referee, &quiet, &mut dice) else {
                break;
            };
            let text = format!("{}-{}", name(from), name(to));
            let v = validate(&req, &text);
            let count = v.details.two_squares.as_ref().map(|t| t.run.count as usize);
            assert_eq!(
                count,
                Some(referee.count(from, to)),
                "seed {seed}, limit {limit}, {start}, moves {played:?}, {text}: the count"
            );
            played.push(text);
            referee.play(from, to);
        }
    }
    // the games reach the limit often, Scouts' long moves included
    assert!(candidates > 20_000, "{candidates} candidate moves");
    assert!(refused > 500, "{refused} refused of {candidates}");
    assert!(
        scout_refused > 100,
        "{scout_refused} long Scout moves refused"
    );
}

// ---------------------------------------------------------------------------------------------
// Ataraxos's deterministic cases (tests/data/ataraxos/two_squares.txt; README.md there).

/// An Ataraxos cell (0..99, row-major from Red's back rank, column 0 = file A) in our notation.
fn cell(n: u32) -> String {
    assert!(n < 100, "cell {n}");
    format!("{}{}", char::from(b'A' + (n % 10) as u8), n / 10 + 1)
}

/// `39-49` (Ataraxos's cells) as our `J4-J5`.
fn cells_move(text: &str) -> String {
    let (a, b) = text.split_once('-').expect("cells a-b");
    format!(
        "{}-{}",
        cell(a.parse().expect("a cell")),
        cell(b.parse().expect("a cell"))
    )
}

/// The Gravon field of Ataraxos's two 40-letter arrangements: Red's letters on cells 0..39, Blue's
/// (the same letters for its own pieces, B..M, written N..Y for Blue) on cell 99 - i, lakes `_`.
fn field(red: &str, blue: &str) -> String {
    let mut out = vec![b'A'; 100];
    for lake in [42, 43, 46, 47, 52, 53, 56, 57] {
        out[lake] = b'_';
    }
    assert_eq!((red.len(), blue.len()), (40, 40));
    for (i, (r, b)) in red.bytes().zip(blue.bytes()).enumerate() {
        out[i] = r;
        out[99 - i] = if b == b'A' { b } else { b + 12 };
    }
    String::from_utf8(out).unwrap()
}

#[derive(Debug)]
enum Step {
    Play(String),
    Refused(String),
    Legal(String),
    /// Whether the rule bars any move of the side to move.
    Applies(bool),
}

#[derive(Debug)]
struct Case {
    name: String,
    red: String,
    blue: String,
    position: String,
    limit: u64,
    steps: Vec<Step>,
}

fn read_cases() -> Vec<Case> {
    let path = format!(
        "{}/tests/data/ataraxos/two_squares.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut cases: Vec<Case> = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line
            .split_once(':')
            .unwrap_or_else(|| panic!("line {}: {line}", n + 1));
        let value = value.trim();
        if key == "case" {
            cases.push(Case {
                name: value.into(),
                red: String::new(),
                blue: String::new(),
                position: String::new(),
                limit: 0,
                steps: Vec::new(),
            });
            continue;
        }
        let case = cases.last_mut().expect("a case first");
        // a move is written twice: Ataraxos's cells, then our notation; they must agree
        let mv = || {
            let (cells, ours) = value.split_once(' ').expect("cells and move");
            assert_eq!(
                cells_move(cells),
                ours.trim(),
                "line {}: {cells} is not {ours}",
                n + 1
            );
            ours.trim().to_string()
        };
        match key {
            "source" => {}
            "red" => case.red = value.into(),
            "blue" => case.blue = value.into(),
            "position" => case.position = value.into(),
            "limit" => case.limit = value.parse().expect("a limit"),
            "play" => case.steps.push(Step::Play(mv())),
            "refused" => case.steps.push(Step::Refused(mv())),
            "legal" => case.steps.push(Step::Legal(mv())),
            "applies" => case.steps.push(Step::Applies(value == "yes")),
            _ => panic!("line {}: unknown key {key}", n + 1),
        }
    }
    cases
}

#[test]
fn ataraxos_cases_agree() {
    let cases = read_cases();
    assert!(cases.len() >= 7, "{} cases", cases.len());
    let mut checks = 0;
    for case in &cases {
        assert_eq!(
            case.position,
            field(&case.red, &case.blue),
            "{}: the position is not the arrangements' field",
            case.name
        );
        let mut moves: Vec<String> = Vec::new();
        let req = |moves: &[String], limit: u64| {
            with_limit(request(&case.position, &moves.join(" ")), limit)
        };
        for step in &case.steps {
            let now = req(&moves, case.limit);
            match step {
                Step::Play(mv) => {
                    let v = validate(&now, mv);
                    assert!(v.legal, "{}: {mv}: {}", case.name, v.message);
                    moves.push(mv.clone());
                }
                Step::Refused(mv) => {
                    let v = validate(&now, mv);
                    assert_eq!(
                        v.rule,
                        Some("two-squares"),
                        "{}: {mv} after {moves:?}: {}",
                        case.name,
                        v.message
                    );
                }
                Step::Legal(mv) => {
                    let v = validate(&now, mv);
                    assert!(
                        v.legal,
                        "{}: {mv} after {moves:?}: {}",
                        case.name, v.message
                    );
                }
                Step::Applies(applies) => {
                    // the rule bars a move exactly when the legal moves differ from those under
                    // the largest limit, which no run of these cases reaches
                    let barred = api::legal_moves(&now).unwrap()
                        != api::legal_moves(&req(&moves, 20)).unwrap();
                    assert_eq!(barred, *applies, "{}: after {moves:?}", case.name);
                }
            }
            checks += 1;
        }
        assert!(
            case.steps.iter().any(|s| !matches!(s, Step::Play(_))),
            "{}: nothing to check",
            case.name
        );
    }
    assert!(checks >= 80, "{checks} checks");
}
