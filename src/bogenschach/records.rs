//! Bogenschach's record format (docs/chess-notation.md, "Bogenschach records"): a chess PGN read by
//! the shared reader ([`crate::core::movetext`]), `[FEN]` for the start, SAN (or UCI) moves, and
//! each turn's shot as a comment command before its move, `{[%shot e7]}` (`{[%shot -]}` a miss), so
//! that chess tools read the record as a chess game with comments. `@e7` tokens in the move text
//! are read too. A move without a shot before it is a miss. The shoot-out's result, when it
//! decided the game, is the tag `[ShootOut "white"]`.

use super::messages::{record_text, RecordKey};
use super::turn::{parse_entry, Entry};
use crate::chess::{Position, START_FEN};
use crate::core::game::{ImportedRecord, RecordComment, RecordResult};
use crate::core::movetext::{self, check_text, commands, Cursor, Fault, FaultKind, ItemKind, PgnOut};
use crate::core::request::MAX_MOVES;
use crate::core::{Error, Lang};

pub const READ: &[&str] = &["pgn"];
pub const WRITTEN: &[&str] = &["pgn"];

fn own(lang: Lang, key: RecordKey, arg: &str, line: usize, column: usize) -> Fault {
    Fault::new(
        FaultKind::Game(crate::core::i18n::fill(record_text(lang, key), &[arg])),
        line,
        column,
    )
}

/// The reason of a turn's error, without the turn quoted again.
fn reason(e: Error) -> String {
    match e {
        Error::BadMove { reason, .. } | Error::BadSquare { reason, .. } => reason,
        other => other.to_string(),
    }
}

/// Whether `text` has the shape of a chess move in SAN (`Nf3`, `exd5`, `e8=Q+`, `O-O-O`, with `!`/`?`
/// marks) or UCI (`e2e4`, `e7e8q`): words of a text that is no record (`this`, `hello`) are not.
fn chess_move_shape(text: &str) -> bool {
    let t = text.trim_end_matches(['!', '?']).trim_end_matches(['+', '#']);
    if matches!(t, "O-O" | "O-O-O" | "0-0" | "0-0-0") {
        return true;
    }
    let b = t.as_bytes();
    let file = |c: u8| (b'a'..=b'h').contains(&c);
    let rank = |c: u8| (b'1'..=b'8').contains(&c);
    // UCI: from, to, an optional promotion piece
    if (b.len() == 4 || (b.len() == 5 && b"qrbn".contains(&b[4])))
        && file(b[0])
        && rank(b[1])
        && file(b[2])
        && rank(b[3])
    {
        return true;
    }
    // SAN: [piece][file][rank][x]square[=piece]
    let mut i = 0;
    if i < b.len() && b"KQRBN".contains(&b[i]) {
        i += 1;
    }
    let mut rest = &b[i..];
    if let Some(p) = rest.iter().position(|&c| c == b'=') {
        if p + 2 != rest.len() || !b"QRBN".contains(&rest[p + 1]) {
            return false;
        }
        rest = &rest[..p];
    }
    if rest.len() < 2 || !file(rest[rest.len() - 2]) || !rank(rest[rest.len() - 1]) {
        return false;
    }
    let mut head = &rest[..rest.len() - 2];
    if head.last() == Some(&b'x') {
        head = &head[..head.len() - 1];
    }
    match head {
        [] => true,
        [c] => file(*c) || rank(*c),
        [f, r] => file(*f) && rank(*r),
        _ => false,
    }
}

/// Reads a Bogenschach PGN into a FEN and turns (`@e7 Nf6`).
pub fn read(text: &str, lang: Lang) -> Result<ImportedRecord, Error> {
    read_pgn(text, lang).map_err(|f| {
        // no format recognised in a text that is none
        let format = if f.kind == FaultKind::Unrecognised { "" } else { "pgn" };
        f.into_error(format, lang)
    })
}

fn read_pgn(text: &str, lang: Lang) -> Result<ImportedRecord, Fault> {
    check_text(text)?;
    if text.trim().is_empty() {
        return Err(Fault::new(FaultKind::Empty, 1, 1));
    }
    if text.trim_start().starts_with('<') {
        return Err(Fault::new(FaultKind::Unrecognised, 1, 1).with("pgn"));
    }
    let m = movetext::read(Cursor::new(text))?;
    let start = match m.tag("FEN") {
        Some(fen) => Position::from_fen(fen).map_err(|e| {
            Fault::new(FaultKind::BadPosition, 1, 1).with(match e {
                Error::BadPosition { reason, .. } => reason,
                other => other.to_string(),
            })
        })?,
        None => Position::from_fen(START_FEN).map_err(|e| {
            Fault::new(FaultKind::BadPosition, 1, 1).with(e.to_string())
        })?,
    };
    let mut rec = ImportedRecord::new("bogenschach", "pgn", start.to_fen());
    let mut shot: Option<(String, usize, usize)> = None;
    let set_shot = |shot: &mut Option<(String, usize, usize)>, s: &str, l, c| {
        if shot.is_some() {
            return Err(own(lang, RecordKey::ShotTwice, s, l, c));
        }
        *shot = Some((s.to_string(), l, c));
        Ok(())
    };
    for item in &m.items {
        match item.kind {
            ItemKind::Comment => {
                for (name, args) in commands(&item.text) {
                    if name == "shot" {
                        set_shot(&mut shot, args, item.line, item.column)?;
                    }
                }
                let rest = movetext::without_command(&item.text, "shot");
                if !rest.is_empty() {
                    rec.comments.push(RecordComment {
                        after: rec.moves.len(),
                        text: rest,
                    });
                }
            }
            ItemKind::Result => rec.result = Some(RecordResult::pgn(&item.text)),
            ItemKind::Move if item.text.starts_with('@') => {
                set_shot(&mut shot, &item.text[1..], item.line, item.column)?;
            }
            ItemKind::Move => {
                if rec.moves.len() >= MAX_MOVES {
                    let limit = MAX_MOVES.to_string();
                    return Err(own(lang, RecordKey::TooManyTurns, &limit, item.line, item.column));
                }
                // a chess move in SAN or UCI, or `--` (a skip); anything else is no chess move
                let chess_like = item.text == "--" || chess_move_shape(&item.text);
                if !chess_like {
                    return Err(Fault::new(FaultKind::BadMove, item.line, item.column)
                        .with(crate::core::error::q(&item.text).to_string())
                        .with(record_text(lang, RecordKey::NotChess)));
                }
                let target = shot.take().map_or("-".to_string(), |(s, ..)| s);
                let turn = format!("@{target} {}", item.text);
                match parse_entry(&turn) {
                    Ok(Entry::Turn(_)) => rec.moves.push(turn),
                    Ok(Entry::ShootOut(_)) => {}
                    Err(e) => {
                        return Err(Fault::new(FaultKind::BadMove, item.line, item.column)
                            .with(crate::core::error::q(&turn).to_string())
                            .with(reason(e)))
                    }
                }
            }
        }
    }
    if let Some((s, line, column)) = shot {
        // a shot with no move after it: the turn's move is still to come
        let turn = format!("@{s}");
        if let Err(e) = parse_entry(&format!("{turn} --")) {
            return Err(Fault::new(FaultKind::BadMove, line, column)
                .with(crate::core::error::q(&turn).to_string())
                .with(reason(e)));
        }
        rec.moves.push(turn);
    }
    if let Some(side) = m.tag("ShootOut") {
        let entry = format!("shoot-out: {}", side.trim().to_ascii_lowercase());
        match parse_entry(&entry) {
            Ok(Entry::ShootOut(_)) => rec.moves.push(entry),
            _ => return Err(own(lang, RecordKey::ShootOut, side, 1, 1)),
        }
    }
    m.finish(&mut rec);
    Ok(rec)
}

/// Writes `record` as a PGN: each turn's shot as `{[%shot e7]}` before its move, the shoot-out's
/// result as the tag `ShootOut`.
pub fn write(record: &ImportedRecord, format: &str) -> Result<String, Error> {
    if !format.eq_ignore_ascii_case("pgn") {
        return Err(Error::BadRequest {
            field: "format",
            reason: format!("Bogenschach writes records as \"pgn\", not {format:?}"),
        });
    }
    let start = Position::from_fen(&record.position)?;
    let mut moves = Vec::new();
    let mut before = Vec::new();
    let mut shoot_out = None;
    for (i, text) in record.moves.iter().enumerate() {
        match parse_entry(text).map_err(|e| e.in_history(&format!("turn {}", i + 1)))? {
            Entry::ShootOut(color) => shoot_out = Some(color.id()),
            Entry::Turn(_) => {
                let t = text.trim().trim_start_matches('@');
                let (shot, mv) = t.split_once(char::is_whitespace).unwrap_or((t, ""));
                before.push(Some(format!("[%shot {shot}]")));
                moves.push(if mv.trim().is_empty() { "--" } else { mv.trim() }.to_string());
            }
        }
    }
    let skip = ["fen", "setup", "result", "shootout", "variant"];
    let mut tags = vec![("Variant".to_string(), "Bogenschach".to_string())];
    tags.extend(
        record
            .tags
            .0
            .iter()
            .filter(|(n, _)| !skip.contains(&n.to_ascii_lowercase().as_str()))
            .cloned(),
    );
    let result = record.result.as_ref().map_or("*", RecordResult::pgn_text);
    tags.push(("Result".into(), result.into()));
    if record.position != Position::from_fen(START_FEN)?.to_fen() {
        tags.push(("SetUp".into(), "1".into()));
        tags.push(("FEN".into(), record.position.clone()));
    }
    if let Some(side) = shoot_out {
        tags.push(("ShootOut".into(), side.into()));
    }
    let comments: Vec<(usize, String)> = record
        .comments
        .iter()
        .map(|c| (c.after, c.text.clone()))
        .collect();
    Ok(movetext::write_pgn(&PgnOut {
        tags: &tags,
        moves: &moves,
        comments: &comments,
        before: &before,
        second_first: start.turn() == crate::chess::Color::Black,
        first_number: start.fullmove_number(),
        result,
    }))
}
