//! Turns as text: the shot, a space, then the move in SAN or UCI, or `--` for a skipped move:
//! `"@e5 Nf3"`, `"@- e2e4"`, `"@d1 --"`. A record may end with the result of the King shoot-out,
//! `"shoot-out: white"` or `"shoot-out: black"`.

use super::shot::Shot;
use crate::chess::Color;
use crate::core::Error;

/// The longest turn text read.
pub const MAX_TURN_TEXT: usize = 64;

/// The move part of a turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveText {
    /// `--`: no move (allowed only when the player has no legal move).
    Skip,
    /// A move in SAN or UCI, resolved against the position after the shot.
    Move(String),
}

/// One turn: a shot, then a move or a skip.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    pub shot: Shot,
    pub mv: MoveText,
}

/// An entry of the `moves` list: a turn, or the shoot-out's result at the end of the record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entry {
    Turn(Turn),
    ShootOut(Color),
}

fn bad(text: &str, reason: impl Into<String>) -> Error {
    Error::BadMove {
        text: text.chars().take(MAX_TURN_TEXT).collect(),
        reason: reason.into(),
    }
}

/// Reads `shoot-out: white` (any case, spaces around the colon optional), if the text is one.
fn shoot_out(text: &str) -> Option<Result<Color, Error>> {
    let t = text.trim();
    let lower = t.to_ascii_lowercase();
    let rest = lower.strip_prefix("shoot-out")?;
    let rest = rest.trim_start();
    let Some(winner) = rest.strip_prefix(':') else {
        return Some(Err(bad(
            text,
            "a shoot-out result is written \"shoot-out: white\" or \"shoot-out: black\"",
        )));
    };
    Some(match winner.trim() {
        "white" => Ok(Color::White),
        "black" => Ok(Color::Black),
        _ => Err(bad(
            text,
            "the shoot-out's winner is white or black (\"shoot-out: white\")",
        )),
    })
}

/// Reads a shot alone (`@e5`, `@-`), as the last entry of a request listing the moves after it.
pub fn parse_shot_only(text: &str) -> Option<Shot> {
    let t = text.trim();
    let rest = t.strip_prefix('@')?;
    if rest.split_whitespace().count() != 1 {
        return None;
    }
    Shot::parse(rest).ok()
}

/// Reads one entry of the `moves` list: a turn or a shoot-out result.
pub fn parse_entry(text: &str) -> Result<Entry, Error> {
    crate::core::error::check_len(text, MAX_TURN_TEXT, "a turn")?;
    if let Some(r) = shoot_out(text) {
        return r.map(Entry::ShootOut);
    }
    parse_turn(text).map(Entry::Turn)
}

/// Reads a turn: `@e5 Nf3`, `@- e2e4`, `@d1 --`.
pub fn parse_turn(text: &str) -> Result<Turn, Error> {
    crate::core::error::check_len(text, MAX_TURN_TEXT, "a turn")?;
    let t = text.trim();
    if t.is_empty() {
        return Err(bad(
            text,
            "empty turn: write the shot, a space and the move, e.g. \"@e5 Nf3\"",
        ));
    }
    let Some(rest) = t.strip_prefix('@') else {
        return Err(bad(
            text,
            "a turn starts with the shot: @ and the square hit, or @- for a miss (\"@- e4\")",
        ));
    };
    let mut parts = rest.split_whitespace();
    let shot_text = parts.next().unwrap_or("");
    if shot_text.is_empty() {
        return Err(bad(
            text,
            "the shot is missing after @ (a square, or - for a miss)",
        ));
    }
    let shot = Shot::parse(shot_text).map_err(|_| {
        Error::square_in_move(
            text,
            shot_text,
            ": a shot is a square a1 to h8, or - for a miss",
        )
    })?;
    let Some(mv) = parts.next() else {
        return Err(bad(
            text,
            "the move is missing after the shot: a move in SAN or UCI, or -- when no legal move exists",
        ));
    };
    if parts.next().is_some() {
        return Err(bad(
            text,
            "a turn is the shot and one move, separated by a space; there is more",
        ));
    }
    let mv = if mv == "--" {
        MoveText::Skip
    } else {
        MoveText::Move(mv.to_string())
    };
    Ok(Turn { shot, mv })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Square;

    #[test]
    fn reads_the_three_forms() {
        let t = parse_turn("@e5 Nf3").unwrap();
        assert_eq!(t.shot, Shot::Hit(Square::new(4, 4)));
        assert_eq!(t.mv, MoveText::Move("Nf3".into()));
        assert_eq!(parse_turn(" @-  e2e4 ").unwrap().shot, Shot::Miss);
        assert_eq!(parse_turn("@d1 --").unwrap().mv, MoveText::Skip);
        assert_eq!(
            parse_entry("Shoot-out : Black").unwrap(),
            Entry::ShootOut(Color::Black)
        );
    }
}
