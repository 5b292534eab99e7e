//! Xiangqi's record formats (docs/xiangqi-notation.md, "Records"), read into a start position and
//! moves in ICCS, and written back:
//!
//! - `pgn`: tag pairs (`[Game "Chinese Chess"]`, `[FEN "..."]`, ...), then move text with numbers,
//!   comments and variations, moves in ICCS, WXF or Chinese (simplified or traditional, digits
//!   ASCII or full-width: `車１進３`, `Ｃ２＝５`);
//! - `dhtmlxq`: the `[DhtmlXQ]...[/DhtmlXQ]` block of Chinese forums (`binit` position, `movelist`,
//!   `commentN` after move N, `result`; variations `move_a_b_c` counted as dropped);
//! - `ucci`: a `position fen <FEN> moves ...` or `position startpos moves ...` line;
//! - `fen-moves`: a FEN followed by its moves;
//! - `move-list`: moves alone (numbers and comments allowed), from the start position.
//!
//! The move text of all but DhtmlXQ is read by the shared reader ([`crate::core::movetext`]), and
//! each move by the notation readers ([`super::notation::parse_move`]): resolved on the board, not
//! judged (an illegal move of a record is the arbiter's to judge, not the reader's).

use super::messages::{record_text, RecordKey};
use super::notation::{iccs, parse_move, Notation};
use super::piece::{Kind, Side};
use super::position::{Move, Position};
use crate::core::game::{Dropped, ImportedRecord, RecordComment, RecordResult, Tags};
use crate::core::movetext::{self, check_text, Cursor, Fault, FaultKind, ItemKind, PgnOut};
use crate::core::request::MAX_MOVES;
use crate::core::{Error, Lang, Square};

/// The formats read, and written.
pub const READ: &[&str] = &["pgn", "dhtmlxq", "ucci", "fen-moves", "move-list"];
pub const WRITTEN: &[&str] = &["pgn", "dhtmlxq"];

/// The format `text` looks like (see the module's list).
pub fn detect(text: &str) -> &'static str {
    let t = text.trim_start_matches(|c: char| c.is_whitespace() || c == '\u{feff}');
    let head = t.get(..t.len().min(9)).unwrap_or(t);
    // a PGN's first tag pair (`[Name "`) first: its values may quote anything, a DhtmlXQ entry too
    let pgn_tag = t.strip_prefix('[').is_some_and(|rest| {
        let rest = rest.trim_start();
        let name = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        name > 0 && rest.get(name..).unwrap_or("").trim_start().starts_with('"')
    });
    if pgn_tag {
        "pgn"
    } else if find_ci(text, "[dhtmlxq").is_some() {
        "dhtmlxq"
    } else if head.to_ascii_lowercase().starts_with("position") {
        "ucci"
    } else if t.starts_with('[') {
        "pgn"
    } else if t
        .split_whitespace()
        .next()
        .is_some_and(|w| w.matches('/').count() == 9)
    {
        "fen-moves"
    } else {
        "move-list"
    }
}

/// The byte offset of `needle` (ASCII, lower case) in `text`, any case.
fn find_ci(text: &str, needle: &str) -> Option<usize> {
    let n = needle.as_bytes();
    text.as_bytes()
        .windows(n.len())
        .position(|w| w.eq_ignore_ascii_case(n))
}

/// Reads a record in any of the formats ([`READ`]); errors are `bad-record` in `lang`.
pub fn read(text: &str, lang: Lang) -> Result<ImportedRecord, Error> {
    let format = detect(text);
    let fail = |f: Fault| f.into_error(format, lang);
    check_text(text).map_err(fail)?;
    if text.trim().is_empty() {
        return Err(fail(Fault::new(FaultKind::Empty, 1, 1)));
    }
    if format != "dhtmlxq" && text.trim_start().starts_with('<') {
        // no format recognised
        return Err(Fault::new(FaultKind::Unrecognised, 1, 1)
            .with(READ.join(", "))
            .into_error("", lang));
    }
    match format {
        "dhtmlxq" => read_dhtmlxq(text, lang),
        _ => read_movetext(text, format, lang).map_err(fail),
    }
}

/// A game's own fault, in `lang`.
fn own(lang: Lang, key: RecordKey, args: &[&str], line: usize, column: usize) -> Fault {
    Fault::new(
        FaultKind::Game(crate::core::i18n::fill(record_text(lang, key), args)),
        line,
        column,
    )
}

/// The FEN at the cursor: the board (a word with 9 `/`), then as many of the side, `-`, `-` and
/// two numbers as follow.
fn take_fen<'a>(cur: &mut Cursor<'a>) -> String {
    cur.skip_space();
    let mut fen = cur.word(&[]).to_string();
    let mut field = 0;
    loop {
        let mut probe = cur.clone();
        probe.skip_space();
        let next = probe.clone().word(&[]);
        let fits = match field {
            0 => matches!(next, "w" | "r" | "b" | "W" | "R" | "B"),
            1 | 2 => next == "-",
            3 | 4 => !next.is_empty() && next.bytes().all(|b| b.is_ascii_digit()),
            _ => false,
        };
        // the side may be absent; the `-`s may be absent before the numbers
        if !fits {
            if field < 3 && !next.is_empty() && next.bytes().all(|b| b.is_ascii_digit()) {
                field = 3;
                continue;
            }
            if field == 0 && next == "-" {
                field = 1;
                continue;
            }
            break;
        }
        probe.word(&[]);
        *cur = probe;
        fen.push(' ');
        fen.push_str(next);
        field += 1;
    }
    fen
}

/// Strips a leading `moves` word.
fn skip_word(cur: &mut Cursor<'_>, word: &str) {
    let mut probe = cur.clone();
    probe.skip_space();
    if probe.clone().word(&[]).eq_ignore_ascii_case(word) {
        probe.word(&[]);
        *cur = probe;
    }
}

/// A position read at `line`, `column`, or the fault that names it.
fn position_at(fen: &str, line: usize, column: usize) -> Result<Position, Fault> {
    Position::parse(fen).map_err(|e| {
        Fault::new(FaultKind::BadPosition, line, column).with(match e {
            Error::BadPosition { reason, .. } => reason,
            other => other.to_string(),
        })
    })
}

/// The PGN, UCCI, FEN-and-moves and move-list readers: a start position, then move text.
fn read_movetext(text: &str, format: &'static str, lang: Lang) -> Result<ImportedRecord, Fault> {
    let mut cur = Cursor::new(text);
    let mut start = None;
    match format {
        "ucci" => {
            // only the `position` line: a UCCI session's other commands (`go`, ...) are not moves
            cur.skip_space();
            let (line, column) = (cur.line, cur.column);
            let end = cur.rest().find('\n').unwrap_or(cur.rest().len());
            let first = cur.rest().get(..end).unwrap_or("");
            cur = Cursor::at(first, line, column);
            cur.word(&[]); // `position`
            cur.skip_space();
            let (l, c) = (cur.line, cur.column);
            let kind = cur.word(&[]).to_ascii_lowercase();
            match kind.as_str() {
                "startpos" => start = Some(Position::start()),
                "fen" => {
                    cur.skip_space();
                    let (l, c) = (cur.line, cur.column);
                    let fen = take_fen(&mut cur);
                    start = Some(position_at(&fen, l, c)?);
                }
                _ => {
                    return Err(own(lang, RecordKey::UcciPosition, &[&kind], l, c));
                }
            }
            skip_word(&mut cur, "moves");
        }
        "fen-moves" => {
            cur.skip_space();
            let (l, c) = (cur.line, cur.column);
            let fen = take_fen(&mut cur);
            start = Some(position_at(&fen, l, c)?);
            skip_word(&mut cur, "moves");
        }
        _ => {}
    }
    let m = movetext::read(cur)?;
    if format == "pgn" {
        if let Some(fen) = m.tag("FEN") {
            let (l, c) = tag_place(text, "FEN");
            start = Some(position_at(fen, l, c)?);
        }
    }
    let start = start.unwrap_or_else(Position::start);
    let mut rec = ImportedRecord::new("xiangqi", format, start.to_fen());
    let mut pos = start;
    for item in &m.items {
        match item.kind {
            ItemKind::Comment => rec.comments.push(RecordComment {
                after: rec.moves.len(),
                text: item.text.clone(),
            }),
            ItemKind::Result => rec.result = Some(RecordResult::pgn(&item.text)),
            ItemKind::Move => {
                if rec.moves.len() >= MAX_MOVES {
                    let limit = MAX_MOVES.to_string();
                    return Err(own(lang, RecordKey::TooManyMoves, &[&limit], item.line, item.column));
                }
                let mv = resolve(&pos, &item.text, lang)
                    .map_err(|f| Fault { line: item.line, column: item.column, ..f })?;
                rec.moves.push(iccs(mv));
                pos.make(mv);
            }
        }
    }
    m.finish(&mut rec);
    Ok(rec)
}

/// The 1-based line and column of the tag `[name` in `text` (1, 1 if not found).
fn tag_place(text: &str, name: &str) -> (usize, usize) {
    let needle = format!("[{}", name.to_ascii_lowercase());
    match find_ci(text, &needle) {
        Some(at) => {
            let before = text.get(..at).unwrap_or("");
            let line = before.matches('\n').count() + 1;
            let column = before.rsplit('\n').next().unwrap_or("").chars().count() + 1;
            (line, column)
        }
        None => (1, 1),
    }
}

/// Full-width ASCII forms (`Ｃ２＝５`, `１`) as ASCII.
fn half_width(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '\u{ff01}'..='\u{ff5e}' => char::from_u32(c as u32 - 0xfee0).unwrap_or(c),
            '\u{3000}' => ' ',
            c => c,
        })
        .collect()
}

/// A move of a record on `pos`, in any notation; a move whose first square holds no piece of the
/// side to move is refused here (the record is out of step), any other is left to the arbiter.
fn resolve(pos: &Position, text: &str, lang: Lang) -> Result<Move, Fault> {
    let plain = half_width(text);
    let bad = |why: String| {
        Fault::new(FaultKind::BadMove, 0, 0)
            .with(crate::core::error::q(text).to_string())
            .with(why)
    };
    let mv = parse_move(pos, &plain).map_err(|e| {
        bad(match e {
            Error::BadMove { reason, .. } | Error::BadSquare { reason, .. } => reason,
            other => other.to_string(),
        })
    })?;
    match pos.get(mv.from) {
        Some(p) if p.side == pos.to_move() => Ok(mv),
        _ => {
            let side = super::messages::side_name(lang, pos.to_move());
            let square = super::position::square_name(mv.from);
            Err(bad(crate::core::i18n::fill(
                record_text(lang, RecordKey::NoPieceToMove),
                &[&square, side],
            )))
        }
    }
}

/// One `[DhtmlXQ_name]value[/DhtmlXQ_name]` entry, with the line where it begins.
struct Entry<'a> {
    name: &'a str,
    value: &'a str,
    line: usize,
    column: usize,
}

/// The entries of a DhtmlXQ block, in order.
fn dhtmlxq_entries(text: &str) -> Result<Vec<Entry<'_>>, Fault> {
    let mut out = Vec::new();
    let lower = text.to_ascii_lowercase();
    let mut at = 0;
    let (mut line, mut line_start, mut counted) = (1, 0, 0);
    let mut place = |to: usize| {
        let part = text.get(counted..to).unwrap_or("");
        for (i, b) in part.bytes().enumerate() {
            if b == b'\n' {
                line += 1;
                line_start = counted + i + 1;
            }
        }
        counted = to;
        let column = text.get(line_start..to).unwrap_or("").chars().count() + 1;
        (line, column)
    };
    while let Some(found) = lower.get(at..).and_then(|r| r.find("[dhtmlxq_")) {
        let open = at + found;
        let (line, column) = place(open);
        let name_start = open + "[dhtmlxq_".len();
        let Some(name_len) = text.get(name_start..).and_then(|r| r.find(']')) else {
            return Err(Fault::new(FaultKind::BadTag, line, column));
        };
        let name = text.get(name_start..name_start + name_len).unwrap_or("");
        let value_start = name_start + name_len + 1;
        let close = format!("[/dhtmlxq_{}]", name.to_ascii_lowercase());
        let Some(value_len) = lower.get(value_start..).and_then(|r| r.find(&close)) else {
            return Err(Fault::new(FaultKind::Game(String::new()), line, column).with(name));
        };
        out.push(Entry {
            name,
            value: text.get(value_start..value_start + value_len).unwrap_or(""),
            line,
            column,
        });
        at = value_start + value_len + close.len();
    }
    Ok(out)
}

/// The kinds of the 16 pieces of a side in DhtmlXQ's `binit` order (both sides the same).
const BINIT_KINDS: [Kind; 16] = [
    Kind::Chariot,
    Kind::Horse,
    Kind::Elephant,
    Kind::Advisor,
    Kind::General,
    Kind::Advisor,
    Kind::Elephant,
    Kind::Horse,
    Kind::Chariot,
    Kind::Cannon,
    Kind::Cannon,
    Kind::Soldier,
    Kind::Soldier,
    Kind::Soldier,
    Kind::Soldier,
    Kind::Soldier,
];

/// A DhtmlXQ square (`x` 0..8 from Red's left, `y` 0..9 from Black's side) as ours.
fn dhtml_square(x: u8, y: u8) -> Option<Square> {
    (x <= 8 && y <= 9).then(|| Square::new(x, 9 - y))
}

fn read_dhtmlxq(text: &str, lang: Lang) -> Result<ImportedRecord, Error> {
    let fail = |f: Fault| f.into_error("dhtmlxq", lang);
    let entries = dhtmlxq_entries(text).map_err(|f| match f.kind {
        FaultKind::Game(_) => {
            let name = f.args.first().cloned().unwrap_or_default();
            fail(own(lang, RecordKey::DhtmlUnclosed, &[&name], f.line, f.column))
        }
        _ => fail(f),
    })?;
    let mut tags = Vec::new();
    let mut board: Option<&Entry<'_>> = None;
    let mut movelist: Option<&Entry<'_>> = None;
    let mut comments: Vec<(usize, String)> = Vec::new();
    let mut result = None;
    let mut dropped = Dropped::default();
    for e in &entries {
        let name = e.name.to_ascii_lowercase();
        match name.as_str() {
            "binit" => board = Some(e),
            "movelist" => movelist = Some(e),
            "result" => result = Some(e.value.trim().to_string()),
            "ver" | "init" => {}
            n if n.starts_with("move_") => dropped.variations += 1,
            n if n.starts_with("comment_") => {}
            n if n.starts_with("comment") => {
                if let Ok(after) = n["comment".len()..].parse::<usize>() {
                    let text = e.value.replace("||", "\n").trim().to_string();
                    if !text.is_empty() {
                        comments.push((after, text));
                    }
                }
            }
            _ => tags.push((e.name.to_string(), e.value.trim().to_string())),
        }
    }
    // the board: 32 two-digit squares, `99` for a piece not on the board
    let mut grid: [[Option<(Side, Kind)>; 9]; 10] = [[None; 9]; 10];
    match board {
        Some(e) => {
            let digits: Vec<u8> = e
                .value
                .bytes()
                .filter(|b| !b.is_ascii_whitespace())
                .collect();
            if digits.len() != 64 || !digits.iter().all(u8::is_ascii_digit) {
                return Err(fail(own(lang, RecordKey::DhtmlBinit, &[], e.line, e.column)));
            }
            for (i, pair) in digits.chunks(2).enumerate() {
                let (x, y) = (pair[0] - b'0', pair[1] - b'0');
                if (x, y) == (9, 9) {
                    continue;
                }
                let Some(sq) = dhtml_square(x, y) else {
                    return Err(fail(own(lang, RecordKey::DhtmlBinit, &[], e.line, e.column)));
                };
                let side = if i < 16 { Side::Red } else { Side::Black };
                grid[usize::from(sq.rank)][usize::from(sq.file)] = Some((side, BINIT_KINDS[i % 16]));
            }
        }
        None => {
            let start = Position::start();
            for rank in 0..10u8 {
                for file in 0..9u8 {
                    grid[usize::from(rank)][usize::from(file)] = start
                        .get(Square::new(file, rank))
                        .map(|p| (p.side, p.kind));
                }
            }
        }
    }
    // the moves: four digits each (x1 y1 x2 y2)
    let mut moves = Vec::new();
    if let Some(e) = movelist {
        let digits: Vec<u8> = e
            .value
            .bytes()
            .filter(|b| !b.is_ascii_whitespace())
            .collect();
        if digits.len() % 4 != 0 || !digits.iter().all(u8::is_ascii_digit) {
            return Err(fail(own(lang, RecordKey::DhtmlMovelist, &[], e.line, e.column)));
        }
        if digits.len() / 4 > MAX_MOVES {
            let limit = MAX_MOVES.to_string();
            return Err(fail(own(lang, RecordKey::TooManyMoves, &[&limit], e.line, e.column)));
        }
        for (i, m) in digits.chunks(4).enumerate() {
            let from = dhtml_square(m[0] - b'0', m[1] - b'0');
            let to = dhtml_square(m[2] - b'0', m[3] - b'0');
            let (Some(from), Some(to)) = (from, to) else {
                let n = (i + 1).to_string();
                return Err(fail(own(lang, RecordKey::DhtmlMove, &[&n], e.line, e.column)));
            };
            moves.push(Move::new(from, to));
        }
    }
    // Black moves first when the first move's piece is Black's (DhtmlXQ writes no side to move)
    let black_first = moves.first().is_some_and(|m| {
        grid[usize::from(m.from.rank)][usize::from(m.from.file)]
            .is_some_and(|(side, _)| side == Side::Black)
    });
    let fen = grid_fen(&grid, black_first);
    let start = Position::parse(&fen).map_err(|e| {
        let (line, column) = board.map_or((1, 1), |b| (b.line, b.column));
        fail(Fault::new(FaultKind::BadPosition, line, column).with(e.to_string()))
    })?;
    let mut rec = ImportedRecord::new("xiangqi", "dhtmlxq", start.to_fen());
    let mut pos = start;
    for (i, &mv) in moves.iter().enumerate() {
        if !pos.get(mv.from).is_some_and(|p| p.side == pos.to_move()) {
            let (line, column) = movelist.map_or((1, 1), |m| (m.line, m.column));
            let side = super::messages::side_name(lang, pos.to_move());
            let square = super::position::square_name(mv.from);
            let n = (i + 1).to_string();
            let why = crate::core::i18n::fill(
                record_text(lang, RecordKey::NoPieceToMove),
                &[&square, side],
            );
            return Err(fail(
                Fault::new(FaultKind::BadMove, line, column)
                    .with(format!("{n} ({})", iccs(mv)))
                    .with(why),
            ));
        }
        rec.moves.push(iccs(mv));
        pos.make(mv);
    }
    comments.sort_by_key(|(after, _)| *after);
    rec.comments = comments
        .into_iter()
        .filter(|(after, _)| *after <= rec.moves.len())
        .map(|(after, text)| RecordComment { after, text })
        .collect();
    rec.result = result.filter(|r| !r.is_empty()).map(|text| RecordResult {
        winner: dhtml_winner(&text),
        text: Some(text),
        ..RecordResult::default()
    });
    rec.tags = Tags(tags);
    rec.dropped = dropped;
    Ok(rec)
}

/// The winner a DhtmlXQ result names (1 Red, 2 Black, 3 a draw), as Chinese sites write it.
fn dhtml_winner(text: &str) -> Option<u32> {
    let red = text.contains('红') || text.contains('紅');
    let black = text.contains('黑');
    let won = text.contains('胜') || text.contains('勝');
    if text.contains('和') {
        Some(3)
    } else if red && won && !black {
        Some(1)
    } else if black && won && !red {
        Some(2)
    } else {
        None
    }
}

/// A FEN of a grid of pieces (rank 9 first).
fn grid_fen(grid: &[[Option<(Side, Kind)>; 9]; 10], black_to_move: bool) -> String {
    let mut fen = String::new();
    for rank in (0..10).rev() {
        let mut empty = 0;
        for cell in &grid[rank] {
            match cell {
                None => empty += 1,
                Some((side, kind)) => {
                    if empty > 0 {
                        fen.push_str(&empty.to_string());
                        empty = 0;
                    }
                    let c = kind.fen_letter();
                    fen.push(if *side == Side::Red {
                        c
                    } else {
                        c.to_ascii_lowercase()
                    });
                }
            }
        }
        if empty > 0 {
            fen.push_str(&empty.to_string());
        }
        if rank > 0 {
            fen.push('/');
        }
    }
    fen.push_str(if black_to_move { " b" } else { " w" });
    fen
}

/// Writes `record` as `format` (`pgn` or `dhtmlxq`), the PGN's moves in `notation` (ICCS by
/// default).
pub fn write(
    record: &ImportedRecord,
    format: &str,
    notation: Option<&str>,
) -> Result<String, Error> {
    let notation = match notation {
        None => Notation::Iccs,
        Some(name) => Notation::from_name(name).ok_or_else(|| Error::BadOption {
            name: "notation",
            reason: format!(
                "expected \"iccs\", \"wxf\", \"chinese\" or \"chinese-traditional\", not {name:?}"
            ),
        })?,
    };
    let start = Position::parse(&record.position)?;
    let mut pos = start.clone();
    let mut moves = Vec::with_capacity(record.moves.len());
    let mut texts = Vec::with_capacity(record.moves.len());
    for (i, text) in record.moves.iter().enumerate() {
        let mv = parse_move(&pos, text).map_err(|e| e.in_history(&format!("move {}", i + 1)))?;
        texts.push(notation.write(&pos, mv));
        moves.push(mv);
        pos.make(mv);
    }
    let comments: Vec<(usize, String)> = record
        .comments
        .iter()
        .map(|c| (c.after, c.text.clone()))
        .collect();
    match format.to_ascii_lowercase().as_str() {
        "pgn" => {
            let skip = ["game", "fen", "result", "format"];
            let mut tags = vec![("Game".to_string(), "Chinese Chess".to_string())];
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
            if record.position != Position::start().to_fen() {
                tags.push(("FEN".into(), record.position.clone()));
            }
            tags.push(("Format".into(), notation_tag(notation).into()));
            Ok(movetext::write_pgn(&PgnOut {
                tags: &tags,
                moves: &texts,
                comments: &comments,
                before: &[],
                second_first: start.to_move() == Side::Black,
                first_number: start.fullmove,
                result,
            }))
        }
        "dhtmlxq" => write_dhtmlxq(record, &start, &moves, &comments),
        other => Err(Error::BadRequest {
            field: "format",
            reason: format!(
                "Xiangqi writes records as {}, not {other:?}",
                crate::core::error::one_of(WRITTEN)
            ),
        }),
    }
}

fn notation_tag(notation: Notation) -> &'static str {
    match notation {
        Notation::Iccs => "ICCS",
        Notation::Wxf => "WXF",
        Notation::Chinese | Notation::ChineseTraditional => "Chinese",
    }
}

fn write_dhtmlxq(
    record: &ImportedRecord,
    start: &Position,
    moves: &[Move],
    comments: &[(usize, String)],
) -> Result<String, Error> {
    // the pieces put in their slots of `binit`, by kind
    let mut slots = ["99"; 32].map(String::from);
    for (sq, p) in start.pieces() {
        let base = if p.side == Side::Red { 0 } else { 16 };
        let free = (0..16).find(|&i| BINIT_KINDS[i] == p.kind && slots[base + i] == "99");
        let Some(i) = free else {
            return Err(Error::BadRequest {
                field: "position",
                reason: "DhtmlXQ holds at most the 16 pieces of each side's start".into(),
            });
        };
        slots[base + i] = format!("{}{}", sq.file, 9 - sq.rank);
    }
    let clean = |t: &str| t.replace('\n', "||").replace("[/DhtmlXQ", "[/ DhtmlXQ");
    let mut out = String::from("[DhtmlXQ]\n[DhtmlXQ_ver]www_dpxq_com[/DhtmlXQ_ver]\n");
    for (name, value) in &record.tags.0 {
        let lower = name.to_ascii_lowercase();
        if ["ver", "binit", "movelist", "result"].contains(&lower.as_str())
            || lower.starts_with("comment")
            || lower.starts_with("move_")
            || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        {
            continue;
        }
        out.push_str(&format!("[DhtmlXQ_{name}]{}[/DhtmlXQ_{name}]\n", clean(value)));
    }
    out.push_str(&format!("[DhtmlXQ_binit]{}[/DhtmlXQ_binit]\n", slots.concat()));
    let list: String = moves
        .iter()
        .map(|m| format!("{}{}{}{}", m.from.file, 9 - m.from.rank, m.to.file, 9 - m.to.rank))
        .collect();
    out.push_str(&format!("[DhtmlXQ_movelist]{list}[/DhtmlXQ_movelist]\n"));
    let mut after = 0;
    while after <= moves.len() {
        let texts: Vec<&str> = comments
            .iter()
            .filter(|(a, _)| *a == after)
            .map(|(_, t)| t.as_str())
            .collect();
        if !texts.is_empty() {
            out.push_str(&format!(
                "[DhtmlXQ_comment{after}]{}[/DhtmlXQ_comment{after}]\n",
                clean(&texts.join("\n"))
            ));
        }
        after += 1;
    }
    if let Some(r) = &record.result {
        let text = match r.winner {
            Some(1) => "红胜",
            Some(2) => "黑胜",
            Some(3) => "和棋",
            _ => "未知",
        };
        out.push_str(&format!("[DhtmlXQ_result]{text}[/DhtmlXQ_result]\n"));
    }
    out.push_str("[/DhtmlXQ]\n");
    Ok(out)
}
