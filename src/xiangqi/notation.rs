//! Move notation (docs/xiangqi-notation.md): ICCS coordinates (`h2e2`, ranks 0..9), the 1..10
//! rank variant of Fairy-Stockfish (`h3e3`), and WXF (`C2=5`, `H2+3`, `R+=3`, `P+=4`, `3-=4`).
//!
//! WXF: piece letter (K A E H R C P; G, B, N read too), the file counted 1..9 from the mover's
//! right, `+` forward, `-` backward, `=` or `.` sideways, then the destination file (sideways
//! moves, and always for A, E, H) or the number of points moved. Two like pieces on one file write
//! `+` (front) or `-` (rear) in place of the file digit; Advisors and Elephants keep the file
//! digit. Pawns follow the WXF page: three on a file are `P+`, `P<file>`, `P-`; four are `++`, `P+`,
//! `P-`, `--`; five `++`, `P+`, `P<file>`, `P-`, `--`; when two files hold two or more pawns, the
//! file digit replaces the letter: `3+`, `33`, `3-`, `7+`, `7-`.

use super::movegen::{judge, MovementFault};
use super::piece::{Kind, Side};
use super::position::{parse_square, push_square_name, Move, Position};
use crate::core::error::q;
use crate::core::{Error, Square};

/// The notation moves are written in (the API's `options.notation`): WXF by default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Notation {
    Iccs,
    #[default]
    Wxf,
    /// Simplified characters (`马8进7`).
    Chinese,
    /// The pieces' traditional characters, distinct per side (`馬8進7`).
    ChineseTraditional,
}

impl Notation {
    /// Reads `iccs`, `wxf`, `chinese` (also `zh`) or `chinese-traditional` (also `zh-Hant`), any
    /// case.
    pub fn from_name(name: &str) -> Option<Notation> {
        match name.trim().to_ascii_lowercase().as_str() {
            "iccs" => Some(Notation::Iccs),
            "wxf" => Some(Notation::Wxf),
            "chinese" | "zh" => Some(Notation::Chinese),
            "chinese-traditional" | "zh-hant" => Some(Notation::ChineseTraditional),
            _ => None,
        }
    }

    pub fn id(self) -> &'static str {
        match self {
            Notation::Iccs => "iccs",
            Notation::Wxf => "wxf",
            Notation::Chinese => "chinese",
            Notation::ChineseTraditional => "chinese-traditional",
        }
    }

    /// The move in this notation, as the side to move of `pos` writes it (`pos` is before the
    /// move); ICCS when no piece of the mover stands on the starting square.
    pub fn write(self, pos: &Position, mv: Move) -> String {
        let mover = pos.get(mv.from).is_some_and(|p| p.side == pos.to_move());
        let text = match self {
            _ if !mover => None,
            Notation::Iccs => None,
            Notation::Wxf => wxf(pos, mv),
            Notation::Chinese => super::chinese::chinese(pos, mv),
            Notation::ChineseTraditional => super::chinese::chinese_traditional(pos, mv),
        };
        text.unwrap_or_else(|| iccs(mv))
    }
}

/// Longest move text read.
pub const MAX_MOVE_TEXT: usize = 64;

pub(super) fn bad_move(text: &str, reason: impl Into<String>) -> Error {
    Error::BadMove {
        text: text.chars().take(MAX_MOVE_TEXT).collect(),
        reason: reason.into(),
    }
}

/// ICCS: `h2e2`.
pub fn iccs(mv: Move) -> String {
    let mut s = String::with_capacity(4);
    push_square_name(&mut s, mv.from);
    push_square_name(&mut s, mv.to);
    s
}

/// Reads ICCS (`h2e2`, `h2-e2`, either case; ranks 0..9). The move is not checked for legality.
pub fn parse_iccs(text: &str) -> Result<Move, Error> {
    let t = text.trim();
    let (from, to) = match (t.get(0..2), t.get(2..3), t.get(2..), t.get(3..)) {
        (Some(a), Some("-"), _, Some(b)) => (a, b),
        (Some(a), _, Some(b), _) => (a, b),
        _ => return Err(bad_move(text, "expected ICCS such as h2e2")),
    };
    let sq = |s: &str| {
        parse_square(s).map_err(|_| {
            Error::square_in_move(text, s, " (ICCS: files a..i, ranks 0..9, e.g. h2e2)")
        })
    };
    Ok(Move::new(sq(from)?, sq(to)?))
}

/// Reads coordinates with ranks 1..10 as Fairy-Stockfish writes them (`h3e3`, `a10a9`).
pub fn parse_iccs_1_10(text: &str) -> Result<Move, Error> {
    let t = text.trim();
    let bad = || {
        bad_move(
            text,
            "expected coordinates with ranks 1..10 such as h3e3 or a10a9",
        )
    };
    let b = t.as_bytes();
    let mut squares = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let f = b[i].to_ascii_lowercase();
        if !(b'a'..=b'i').contains(&f) {
            return Err(bad());
        }
        i += 1;
        let start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        let rank: u32 = t
            .get(start..i)
            .and_then(|d| d.parse().ok())
            .ok_or_else(bad)?;
        if !(1..=10).contains(&rank) || i - start > 2 {
            return Err(bad());
        }
        squares.push(Square::new(f - b'a', (rank - 1) as u8));
        if i < b.len() && b[i] == b'-' && squares.len() == 1 {
            i += 1;
        }
    }
    match squares[..] {
        [from, to] => Ok(Move::new(from, to)),
        _ => Err(bad()),
    }
}

/// The WXF file number (1..9, from the mover's right) of a file index (0 = a).
pub fn wxf_file(side: Side, file: u8) -> u8 {
    match side {
        Side::Red => 9 - file,
        Side::Black => file + 1,
    }
}

fn file_of_wxf(side: Side, n: u8) -> Option<u8> {
    if !(1..=9).contains(&n) {
        return None;
    }
    Some(match side {
        Side::Red => 9 - n,
        Side::Black => n - 1,
    })
}

/// A short text of these characters (a designator, a move): pushed one by one, as a `format!`
/// per text costs its own formatting code in the wasm.
pub(super) fn chars(cs: &[char]) -> String {
    let mut s = String::with_capacity(4 * cs.len());
    for &c in cs {
        s.push(c);
    }
    s
}

fn digit(n: u8) -> char {
    char::from(b'0' + n.min(9))
}

/// How far forward a square is for `side` (higher = closer to the enemy).
pub(super) fn advance(side: Side, sq: Square) -> i8 {
    match side {
        Side::Red => sq.rank as i8,
        Side::Black => 9 - sq.rank as i8,
    }
}

/// The squares of `side`'s pieces of `kind` on `file`, front (most advanced) first.
pub(super) fn column(pos: &Position, side: Side, kind: Kind, file: u8) -> Vec<Square> {
    // Ranks in the order of `advance` from the front (no sort: a sort's code is kilobytes of wasm).
    let ranks: [u8; 10] = match side {
        Side::Red => [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
        Side::Black => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    };
    ranks
        .into_iter()
        .map(|r| Square::new(file, r))
        .filter(|&s| pos.get(s).is_some_and(|p| p.side == side && p.kind == kind))
        .collect()
}

/// How many of `side`'s pieces of `kind` stand on `file`, and where `sq` is among them (0: the
/// front one), as [`column`] lists them, without the list.
pub(super) fn place_in_column(
    pos: &Position,
    side: Side,
    kind: Kind,
    file: u8,
    sq: Square,
) -> (usize, Option<usize>) {
    let mut n = 0;
    let mut idx = None;
    for r in 0..10u8 {
        // front first, as `advance` counts
        let rank = match side {
            Side::Red => 9 - r,
            Side::Black => r,
        };
        let s = Square::new(file, rank);
        if pos.get(s).is_some_and(|p| p.side == side && p.kind == kind) {
            if s == sq {
                idx = Some(n);
            }
            n += 1;
        }
    }
    (n, idx)
}

/// The WXF designator (the first two characters) of the piece on `sq`, as two characters.
fn designator_chars(pos: &Position, sq: Square) -> Option<(char, char)> {
    let p = pos.get(sq)?;
    let (side, kind) = (p.side, p.kind);
    let letter = kind.wxf_letter();
    let file = digit(wxf_file(side, sq.file));
    let (n, idx) = place_in_column(pos, side, kind, sq.file, sq);
    let idx = idx?;
    let plain = (letter, file);
    match kind {
        Kind::General | Kind::Advisor | Kind::Elephant => Some(plain),
        _ if n < 2 => Some(plain),
        Kind::Horse | Kind::Chariot | Kind::Cannon => {
            Some((letter, if idx == 0 { '+' } else { '-' }))
        }
        Kind::Soldier => {
            let tandem_files = (0..9u8)
                .filter(|&f| place_in_column(pos, side, kind, f, sq).0 >= 2)
                .count();
            let mark = |i: usize, n: usize| -> char {
                if i == 0 {
                    '+'
                } else if i + 1 == n {
                    '-'
                } else {
                    file
                }
            };
            if tandem_files >= 2 {
                return Some((file, mark(idx, n)));
            }
            Some(match (n, idx) {
                (4 | 5, 0) => ('+', '+'),
                (4 | 5, i) if i + 1 == n => ('-', '-'),
                (4 | 5, 1) => ('P', '+'),
                (4 | 5, i) if i + 2 == n => ('P', '-'),
                (4 | 5, _) => ('P', file),
                (_, i) => ('P', mark(i, n)),
            })
        }
    }
}

/// The move in WXF, as the side to move of `pos` would write it (`pos` is before the move).
/// `None` when no piece stands on the starting square.
pub fn wxf(pos: &Position, mv: Move) -> Option<String> {
    let p = pos.get(mv.from)?;
    let (a, b) = designator_chars(pos, mv.from)?;
    let gain = advance(p.side, mv.to) - advance(p.side, mv.from);
    let op = match gain.signum() {
        1 => '+',
        -1 => '-',
        _ => '=',
    };
    let diagonal = matches!(p.kind, Kind::Advisor | Kind::Elephant | Kind::Horse);
    let arg = if diagonal || op == '=' {
        wxf_file(p.side, mv.to.file)
    } else {
        gain.unsigned_abs()
    };
    // written out rather than through `fmt` (every verdict writes its move)
    Some(chars(&[a, b, op, digit(arg)]))
}

/// The destination of the piece on `from` for a WXF operator and argument, if the shape exists.
fn destination(pos: &Position, from: Square, op: char, arg: u8) -> Option<Square> {
    let p = pos.get(from)?;
    let fwd = p.side.forward();
    let sign: i8 = match op {
        '+' => fwd,
        '-' => -fwd,
        _ => 0,
    };
    let straight = matches!(
        p.kind,
        Kind::General | Kind::Chariot | Kind::Cannon | Kind::Soldier
    );
    let (file, rank) = if straight {
        if op == '=' {
            (file_of_wxf(p.side, arg)?, from.rank as i8)
        } else {
            (from.file, from.rank as i8 + sign * arg as i8)
        }
    } else {
        if op == '=' {
            return None;
        }
        let file = file_of_wxf(p.side, arg)?;
        let df = (file as i8 - from.file as i8).abs();
        let dr = match (p.kind, df) {
            (Kind::Advisor, 1) => 1,
            (Kind::Elephant, 2) => 2,
            (Kind::Horse, 1) => 2,
            (Kind::Horse, 2) => 1,
            _ => return None,
        };
        (file, from.rank as i8 + sign * dr)
    };
    (0..10)
        .contains(&rank)
        .then(|| Square::new(file, rank as u8))
}

/// Reads a WXF move for the side to move of `pos`. The move is resolved from the board (which
/// piece, which destination) but not checked for legality, so a caller can say why an illegal
/// move is illegal: use [`judge`]. Non-canonical but unambiguous forms are read too: the plain
/// file digit for a tandem piece (`C3=5` for `C-=5`), `.` for `=`, `+R=3` for `R+=3`, and the
/// letters G (general), B (elephant), N (horse).
pub fn parse_wxf(pos: &Position, text: &str) -> Result<Move, Error> {
    // The four characters in an array (no list, no text is built unless for an error).
    let mut c = [' '; 4];
    let mut n = 0;
    for ch in text.trim().chars() {
        if let Some(slot) = c.get_mut(n) {
            *slot = match ch.to_ascii_uppercase() {
                '.' => '=',
                'G' => 'K',
                'B' => 'E',
                'N' => 'H',
                ch => ch,
            };
        }
        n += 1;
    }
    if n != 4 {
        return Err(bad_move(
            text,
            "expected WXF such as C2=5 or H2+3 (four characters), or ICCS such as h2e2",
        ));
    }
    if matches!(c[0], '+' | '-') && c[1].is_ascii_alphabetic() {
        c.swap(0, 1);
    }
    let [first, second, op, last] = c;
    let arg = last.to_digit(10).filter(|&d| d >= 1).map(|d| d as u8);
    let (Some(arg), true) = (arg, matches!(op, '+' | '-' | '=')) else {
        return Err(bad_move(
            text,
            "the third character must be + (forward), - (backward) or = (sideways) and the fourth a digit 1..9",
        ));
    };
    let kind = if first.is_ascii_digit() || matches!(first, '+' | '-') {
        Kind::Soldier
    } else {
        Kind::from_letter(first).ok_or_else(|| {
            bad_move(
                text,
                format!("{} is not a WXF piece letter (K A E H R C P)", q(first)),
            )
        })?
    };
    let side = pos.to_move();
    let head = Some((first, second));
    let ours = || {
        pos.pieces()
            .filter(move |(_, p)| p.side == side && p.kind == kind)
            .map(|(s, _)| s)
    };
    let mut from: Vec<Square> = ours()
        .filter(|&s| designator_chars(pos, s) == head)
        .collect();
    if from.is_empty() {
        // the plain designator (letter and file) of a piece that has a tandem one
        let plain = |s: Square| Some((kind.wxf_letter(), digit(wxf_file(side, s.file))));
        from = ours().filter(|&s| plain(s) == head).collect();
    }
    if from.is_empty() {
        return Err(bad_move(
            text,
            format!(
                "{} has no {} that {} designates",
                side.id(),
                kind.id(),
                q(&chars(&[first, second]))
            ),
        ));
    }
    resolve(pos, text, kind, &from, op, arg)
}

/// The move among the pieces `from` (all of `kind`) for a direction (`+`, `-`, `=`) and argument:
/// the only one whose destination exists, else the only legal one, else the only one the piece's
/// shape allows; otherwise the text is ambiguous.
pub(crate) fn resolve(
    pos: &Position,
    text: &str,
    kind: Kind,
    from: &[Square],
    op: char,
    arg: u8,
) -> Result<Move, Error> {
    let candidates: Vec<Move> = from
        .iter()
        .filter_map(|&f| destination(pos, f, op, arg).map(|to| Move::new(f, to)))
        .collect();
    if let [mv] = candidates[..] {
        return Ok(mv);
    }
    // how many are legal and how many have the piece's shape, with the last of each
    let (mut legal, mut shaped) = ((0, None), (0, None));
    for &m in &candidates {
        match judge(pos, m) {
            Err(super::movegen::Fault::Movement(
                MovementFault::AdvisorStep
                | MovementFault::ElephantShape
                | MovementFault::ElephantRiver
                | MovementFault::LeavesPalace,
            )) => {}
            judged => {
                if judged.is_ok() {
                    legal = (legal.0 + 1, Some(m));
                }
                shaped = (shaped.0 + 1, Some(m));
            }
        }
    }
    match (legal, shaped) {
        _ if candidates.is_empty() => Err(bad_move(
            text,
            format!(
                "a {} cannot move {}: no such point",
                kind.id(),
                chars(&[op, digit(arg)])
            ),
        )),
        ((1, Some(mv)), _) | ((0, _), (1, Some(mv))) => Ok(mv),
        _ => {
            let mut them = String::new();
            for (i, &m) in candidates.iter().enumerate() {
                if i > 0 {
                    them.push_str(" or ");
                }
                push_square_name(&mut them, m.from);
                push_square_name(&mut them, m.to);
            }
            Err(bad_move(
                text,
                format!(
                    "ambiguous: it may mean {them}; write + (front) or - (rear), 前 or 后, in place of the file"
                ),
            ))
        }
    }
}

/// Reads a move in any accepted notation for the side to move of `pos`: ICCS (`h2e2`, `h2-e2`),
/// WXF (`C2=5`) or Chinese (`炮二平五`, any text with a non-ASCII character; see
/// [`super::chinese`]). Ranks 1..10 are not guessed: use [`parse_iccs_1_10`] for those.
pub fn parse_move(pos: &Position, text: &str) -> Result<Move, Error> {
    if text.len() > MAX_MOVE_TEXT {
        return Err(Error::InputTooLarge {
            what: "a move",
            len: text.len(),
            limit: MAX_MOVE_TEXT,
        });
    }
    let t = text.trim();
    // (bytes: the shapes are ASCII, so a text of these bytes is one of these characters)
    let is_iccs = match *t.as_bytes() {
        [a, b, x, d] => {
            a.is_ascii_alphabetic()
                && b.is_ascii_digit()
                && x.is_ascii_alphabetic()
                && d.is_ascii_digit()
        }
        [a, b, b'-', x, d] => {
            a.is_ascii_alphabetic()
                && b.is_ascii_digit()
                && x.is_ascii_alphabetic()
                && d.is_ascii_digit()
        }
        _ => false,
    };
    if is_iccs {
        parse_iccs(t)
    } else if super::chinese::looks_chinese(t) {
        super::chinese::parse_chinese(pos, t)
    } else {
        parse_wxf(pos, t)
    }
}
