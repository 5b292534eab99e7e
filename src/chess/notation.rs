//! Moves as text: UCI (`e2e4`, `e7e8q`, castling as the King's move `e1g1`) and SAN (`Nf3`,
//! `exd5`, `Nbd7`, `R1e2`, `Qh4xe1`, `e8=Q+`, `O-O`, `O-O-O#`), read and written.
//! See `docs/chess-notation.md`.

use super::movegen::{Illegal, Move, MoveKind, Status};
use super::piece::Role;
use super::position::{parse_square, square_name, Position};
use crate::core::error::q;
use crate::core::Error;

/// The longest move text read.
pub const MAX_MOVE_TEXT: usize = 32;

fn bad(text: &str, reason: impl Into<String>) -> Error {
    Error::BadMove {
        text: text.chars().take(MAX_MOVE_TEXT).collect(),
        reason: reason.into(),
    }
}

fn illegal_reason(why: Illegal) -> &'static str {
    match why {
        Illegal::NoSuchMove => "no piece of the side to move can make this move",
        Illegal::KingCapture => "illegal: a King may be checkmated but never captured",
        Illegal::SelfCheck => "illegal: it would leave the own King in check",
    }
}

/// Why a move text names no legal move in a position: the typed reason when it names a move the rules
/// forbid (the games built on this chess take their rule ids from it, never from the message), or the
/// error when it names no one move at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// A move the pieces cannot make here (`NoSuchMove`, also castling that is not possible), or may not
    /// (`KingCapture`, `SelfCheck`); with the message for the reader.
    Illegal(Illegal, Error),
    /// Not one move: unreadable, ambiguous, or a promotion without its piece.
    Unreadable(Error),
}

impl From<Error> for Refusal {
    fn from(e: Error) -> Refusal {
        Refusal::Unreadable(e)
    }
}

impl From<Refusal> for Error {
    fn from(r: Refusal) -> Error {
        match r {
            Refusal::Illegal(_, e) | Refusal::Unreadable(e) => e,
        }
    }
}

fn illegal(text: &str, why: Illegal) -> Refusal {
    Refusal::Illegal(why, bad(text, illegal_reason(why)))
}

/// Writes a move in UCI: `e2e4`, `e7e8q`, `e1g1`.
pub fn to_uci(m: &Move) -> String {
    let mut s = square_name(m.from) + &square_name(m.to);
    if let Some(r) = m.promotion {
        s.push(r.letter().to_ascii_lowercase());
    }
    s
}

fn looks_like_uci(text: &str) -> bool {
    let b = text.as_bytes();
    (b.len() == 4 || b.len() == 5)
        && b[0].is_ascii_alphabetic()
        && b[1].is_ascii_digit()
        && b[2].is_ascii_alphabetic()
        && b[3].is_ascii_digit()
}

/// Reads a UCI move and checks it is legal here.
pub fn parse_uci(pos: &Position, text: &str) -> Result<Move, Error> {
    resolve_uci(pos, text, Pick::Legal).map_err(Error::from)
}

fn resolve_uci(pos: &Position, text: &str, pick: Pick) -> Result<Move, Refusal> {
    crate::core::error::check_len(text, MAX_MOVE_TEXT, "the move")?;
    let t = text.trim();
    if !t.is_ascii() || !looks_like_uci(t) {
        return Err(bad(
            text,
            "a UCI move is two squares and an optional promotion letter, e.g. e2e4 or e7e8q",
        )
        .into());
    }
    let square = |s: &str| parse_square(s).map_err(|_| Error::square_in_move(text, s, ""));
    let from = square(t.get(0..2).unwrap_or_default())?;
    let to = square(t.get(2..4).unwrap_or_default())?;
    let promotion = match t.get(4..5) {
        None => None,
        Some(l) => match l.chars().next().and_then(Role::from_letter) {
            Some(r) if Role::PROMOTIONS.contains(&r) => Some(r),
            _ => {
                return Err(bad(
                    text,
                    format!("{} is not a promotion piece (q, r, b or n)", q(l)),
                )
                .into())
            }
        },
    };
    find(pos, pick, |m| {
        m.from == from && m.to == to && m.promotion == promotion
    })
    .map_err(|e| match e {
        Found::None(Some(why)) => illegal(text, why),
        Found::None(None) => {
            let needs = pos
                .pseudo_legal_moves()
                .iter()
                .any(|m| m.from == from && m.to == to && m.promotion.is_some());
            if needs && promotion.is_none() {
                bad(
                    text,
                    "a pawn reaching the last rank must promote: add q, r, b or n",
                )
                .into()
            } else {
                illegal(text, Illegal::NoSuchMove)
            }
        }
        Found::Many(_) => bad(text, "ambiguous").into(), // a UCI move names one move
    })
}

enum Found {
    /// No legal move fits; with the reason when a pseudo-legal one does.
    None(Option<Illegal>),
    Many(Vec<Move>),
}

/// Which moves a text is resolved among.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Pick {
    /// The legal moves.
    Legal,
    /// The moves the pieces can make, the King's safety aside: the legal ones and those that
    /// leave the mover's own King attacked (never one that captures a King).
    OnBoard,
}

/// The one move of `pick` that fits, or why there is none or more than one.
fn find(pos: &Position, pick: Pick, fits: impl Fn(&Move) -> bool) -> Result<Move, Found> {
    let candidates = match pick {
        Pick::Legal => pos.legal_moves(),
        Pick::OnBoard => pos
            .pseudo_legal_moves()
            .into_iter()
            .filter(|m| pos.check_move(m) != Err(Illegal::KingCapture))
            .collect(),
    };
    let legal: Vec<Move> = candidates.into_iter().filter(|m| fits(m)).collect();
    match legal.len() {
        1 => Ok(legal[0]),
        0 => {
            let why = pos
                .pseudo_legal_moves()
                .iter()
                .find(|m| fits(m))
                .and_then(|m| pos.check_move(m).err());
            Err(Found::None(why))
        }
        _ => Err(Found::Many(legal)),
    }
}

/// Writes a legal move in SAN, with `+` for check and `#` for checkmate.
pub fn to_san(pos: &Position, m: &Move) -> String {
    let mut s = san_without_suffix(pos, m);
    let after = pos.play(m);
    if after.is_check() {
        s.push(if after.status() == Status::Checkmate {
            '#'
        } else {
            '+'
        });
    }
    s
}

fn san_without_suffix(pos: &Position, m: &Move) -> String {
    match m.kind {
        MoveKind::CastleKingside => return "O-O".to_string(),
        MoveKind::CastleQueenside => return "O-O-O".to_string(),
        _ => {}
    }
    let Some(piece) = pos.get(m.from) else {
        return to_uci(m);
    };
    let capture = pos.captured(m).is_some();
    let mut s = String::new();
    if piece.role == Role::Pawn {
        if capture {
            s.push((b'a' + m.from.file) as char);
        }
    } else {
        s.push(piece.role.letter());
        let rivals: Vec<Move> = pos
            .legal_moves()
            .into_iter()
            .filter(|o| {
                o.to == m.to
                    && o.from != m.from
                    && pos.get(o.from).is_some_and(|p| p.role == piece.role)
            })
            .collect();
        if !rivals.is_empty() {
            let file = (b'a' + m.from.file) as char;
            let rank = (b'1' + m.from.rank) as char;
            if rivals.iter().all(|o| o.from.file != m.from.file) {
                s.push(file);
            } else if rivals.iter().all(|o| o.from.rank != m.from.rank) {
                s.push(rank);
            } else {
                s.push(file);
                s.push(rank);
            }
        }
    }
    if capture {
        s.push('x');
    }
    s.push_str(&square_name(m.to));
    if let Some(r) = m.promotion {
        s.push('=');
        s.push(r.letter());
    }
    s
}

/// Reads a SAN move and finds the legal move it names. Accepted beyond strict SAN: `0-0` and
/// `0-0-0`, a missing or extra `x`, a missing `=` before the promotion piece, and any trailing
/// `+`, `#`, `!` or `?` (not checked against the position).
pub fn parse_san(pos: &Position, text: &str) -> Result<Move, Error> {
    resolve_san(pos, text, Pick::Legal).map_err(Error::from)
}

fn resolve_san(pos: &Position, text: &str, pick: Pick) -> Result<Move, Refusal> {
    crate::core::error::check_len(text, MAX_MOVE_TEXT, "the move")?;
    let t = text.trim().trim_end_matches(['+', '#', '!', '?']);
    if t.is_empty() {
        return Err(bad(text, "empty move").into());
    }
    if !t.is_ascii() {
        return Err(bad(
            text,
            "a SAN move is written in ASCII letters and digits, e.g. Nf3",
        )
        .into());
    }
    let castle = match t {
        "O-O" | "0-0" => Some(MoveKind::CastleKingside),
        "O-O-O" | "0-0-0" => Some(MoveKind::CastleQueenside),
        _ => None,
    };
    if let Some(kind) = castle {
        return find(pos, pick, |m| m.kind == kind).map_err(|e| match e {
            Found::None(_) => Refusal::Illegal(
                Illegal::NoSuchMove,
                bad(
                    text,
                    "castling is not possible here (no right, pieces in between, or the King in, through or into check)",
                ),
            ),
            Found::Many(_) => bad(text, "ambiguous").into(),
        });
    }
    let bytes = t.as_bytes();
    // the promotion piece at the end: "=Q" or "Q"
    let (body, promotion) = {
        let last = bytes[bytes.len() - 1] as char;
        if bytes.len() >= 3 && last.is_ascii_uppercase() {
            let role = Role::from_letter(last)
                .filter(|r| Role::PROMOTIONS.contains(r))
                .ok_or_else(|| {
                    bad(
                        text,
                        format!("{} is not a promotion piece (Q, R, B or N)", q(last)),
                    )
                })?;
            let body = t
                .get(..t.len() - 1)
                .unwrap_or_default()
                .trim_end_matches('=');
            (body, Some(role))
        } else {
            (t, None)
        }
    };
    if body.len() < 2 {
        return Err(bad(
            text,
            "a SAN move ends with its target square, e.g. e4 or Nf3",
        )
        .into());
    }
    // `get` rather than `&body[..]` (here and above: the bounds always fit, the text being ASCII): indexing would
    // link core's panic message for a bad char boundary, which quotes the text with `Debug` (its Unicode tables).
    let target = body.get(body.len() - 2..).unwrap_or_default();
    let to = parse_square(target)
        .map_err(|_| Error::square_in_move(text, target, " (the target square)"))?;
    let mut head = body.get(..body.len() - 2).unwrap_or_default();
    let role = match head.chars().next() {
        Some(c) if c.is_ascii_uppercase() => {
            head = head.get(1..).unwrap_or_default();
            Role::from_letter(c)
                .filter(|r| *r != Role::Pawn)
                .ok_or_else(|| {
                    bad(
                        text,
                        format!(
                            "{} is not a piece letter (N, B, R, Q, K; none for a pawn)",
                            q(c)
                        ),
                    )
                })?
        }
        _ => Role::Pawn,
    };
    let head = head.strip_suffix('x').unwrap_or(head);
    let mut file = None;
    let mut rank = None;
    for c in head.chars() {
        match c {
            'a'..='h' if file.is_none() && rank.is_none() => file = Some(c as u8 - b'a'),
            '1'..='8' if rank.is_none() => rank = Some(c as u8 - b'1'),
            _ => {
                return Err(bad(
                    text,
                    format!(
                        "cannot read {} before the target square (a file, a rank or both)",
                        q(head)
                    ),
                )
                .into())
            }
        }
    }
    if role == Role::Pawn && promotion.is_none() && (to.rank == 7 || to.rank == 0) {
        let pawn_there = pos.pseudo_legal_moves().iter().any(|m| {
            m.to == to && m.promotion.is_some() && !matches!(file, Some(f) if m.from.file != f)
        });
        if pawn_there {
            return Err(bad(
                text,
                "a pawn reaching the last rank must promote: add =Q, =R, =B or =N",
            )
            .into());
        }
    }
    let fits = |m: &Move| {
        m.to == to
            && m.promotion == promotion
            && !matches!(m.kind, MoveKind::CastleKingside | MoveKind::CastleQueenside)
            && pos.get(m.from).is_some_and(|p| p.role == role)
            && !matches!(file, Some(f) if m.from.file != f)
            && !matches!(rank, Some(r) if m.from.rank != r)
    };
    find(pos, pick, fits).map_err(|e| match e {
        Found::None(why) => illegal(text, why.unwrap_or(Illegal::NoSuchMove)),
        Found::Many(moves) => {
            let names: Vec<String> = moves.iter().map(|m| san_without_suffix(pos, m)).collect();
            bad(
                text,
                format!("ambiguous: {} fit; say which piece", names.join(", ")),
            )
            .into()
        }
    })
}

/// Reads a move in UCI or SAN: text shaped like `e2e4` or `e7e8q` is UCI, anything else SAN.
pub fn parse_move(pos: &Position, text: &str) -> Result<Move, Error> {
    resolve_move(pos, text).map_err(Error::from)
}

/// Reads a move in UCI or SAN (as `parse_move`) and, when it is no legal move here, says why in a
/// typed way: `Refusal::Illegal` with the reason (no such move, King capture, self-check), or
/// `Refusal::Unreadable` when the text names no one move.
pub fn resolve_move(pos: &Position, text: &str) -> Result<Move, Refusal> {
    resolve_among(pos, text, Pick::Legal)
}

/// The move a text names among those the pieces can make here, the King's safety aside (one that
/// leaves the mover's own King attacked included, one that captures a King not): for a record
/// played on past an illegal move. `None` when the text names no one such move.
pub fn resolve_on_board(pos: &Position, text: &str) -> Option<Move> {
    resolve_among(pos, text, Pick::OnBoard).ok()
}

fn resolve_among(pos: &Position, text: &str, pick: Pick) -> Result<Move, Refusal> {
    crate::core::error::check_len(text, MAX_MOVE_TEXT, "the move")?;
    let t = text.trim();
    if t.is_ascii() && looks_like_uci(t) && t.as_bytes()[0].is_ascii_lowercase() {
        resolve_uci(pos, text, pick)
    } else {
        resolve_san(pos, text, pick)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::START_FEN;

    #[test]
    fn reads_and_writes_simple_moves() {
        let p = Position::start();
        let m = parse_move(&p, "Nf3").unwrap();
        assert_eq!(to_uci(&m), "g1f3");
        assert_eq!(
            parse_move(&p, "e2e4").unwrap(),
            parse_san(&p, "e4").unwrap()
        );
        assert_eq!(to_san(&p, &parse_uci(&p, "e2e4").unwrap()), "e4");
        assert!(parse_move(&p, "e5").is_err());
        assert!(parse_move(&p, "").is_err());
        assert!(parse_move(&p, "Ke2").is_err());
    }

    /// The typed reasons: each refusal kind from SAN and UCI, and the same message as `parse_move`.
    #[test]
    fn resolve_move_types_the_reason() {
        let reason = |fen: &str, text: &str| {
            let p = Position::from_fen(fen).unwrap();
            let r = resolve_move(&p, text).unwrap_err();
            assert_eq!(Error::from(r.clone()), parse_move(&p, text).unwrap_err());
            match r {
                Refusal::Illegal(why, _) => Some(why),
                Refusal::Unreadable(_) => None,
            }
        };
        // A shot took the Knight on e4: the Rook may not take the exposed King.
        let exposed = "4k3/8/8/8/8/8/8/4RK2 w - - 0 1";
        assert_eq!(reason(exposed, "Rxe8"), Some(Illegal::KingCapture));
        assert_eq!(reason(exposed, "e1e8"), Some(Illegal::KingCapture));
        // The own King in check from e8: a pawn move does not answer it.
        let checked = "4r1k1/8/8/8/8/8/P7/4K3 w - - 0 1";
        assert_eq!(reason(checked, "a3"), Some(Illegal::SelfCheck));
        assert_eq!(reason(checked, "a2a3"), Some(Illegal::SelfCheck));
        // No piece makes the move; castling without the right.
        let start = START_FEN;
        assert_eq!(reason(start, "Ke2"), Some(Illegal::NoSuchMove));
        assert_eq!(reason(start, "e2e5"), Some(Illegal::NoSuchMove));
        assert_eq!(reason(start, "O-O"), Some(Illegal::NoSuchMove));
        // Not one move: unreadable, ambiguous, or a promotion without its piece.
        assert_eq!(reason(start, "Zz9"), None);
        assert_eq!(reason("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "Nd2"), None);
        assert_eq!(reason("k7/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7e8"), None);
        assert_eq!(reason("8/4P3/8/8/8/8/8/k6K w - - 0 1", "e8"), None);
        let p = Position::start();
        assert_eq!(to_uci(&resolve_move(&p, "Nf3").unwrap()), "g1f3");
    }
}
