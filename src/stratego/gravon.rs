//! Gravon's StraDoS2 XML game records: the setup as a 100-character field, the moves, the result.
//!
//! A record looks like this (the shape of the files in Gravon's archive):
//!
//! ```xml
//! <?xml version="1.0" encoding="UTF-8"?>
//! <stratego>
//!  <game type="classic">
//!   <field content="MBDF...(100 letters, rank 1 first, files A..J)"/>
//!   <move id="1" source="D4" target="D5"/>
//!   <move id="2" source="D7" target="D6"/>
//!   <player id="1">red's name</player>
//!   <player id="2">blue's name</player>
//!   <result type="1" winner="1"/>
//!  </game>
//! </stratego>
//! ```
//!
//! The XML is read by hand (no dependency) with `core::xml`'s lexer, after a byte-order mark is
//! dropped. Elements the importer does not know are skipped with everything inside them.
//! What the importer needs is checked strictly, and every error names its 1-based line.

use super::piece::{Rank, Side};
use super::position::{is_lake, parse_square, Position, GEOMETRY};
use crate::core::error::q;
use crate::core::request::{MAX_MOVES, MAX_RECORD};
use crate::core::xml::{bad, count_lines, decode, excerpt, Attr, Lexer, Token};
use crate::core::Error;

/// A record's result as written in it, and its players.
pub use crate::core::game::{RecordPlayers as Players, RecordResult};

/// Gravon's result type numbers and what each means (the codes of Gravon's archive, as the
/// community's tools that read it list them). A page shows these names in its own words.
pub fn ending_name(kind: u32) -> Option<&'static str> {
    Some(match kind {
        0 => "cannot-move",
        1 => "flag-captured",
        2 => "neither-can-move",
        3 => "forfeit",
        4 => "draw-agreed",
        10 => "both-missing",
        11 => "player-clock",
        12 => "game-clock",
        13 => "player-clock-missing",
        14 => "opponent-missing",
        _ => return None,
    })
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The `type` of the `<game>` element, e.g. "classic" or "barrage".
    pub kind: Option<String>,
    /// The 100-character field exactly as given (Position::parse reads it).
    pub field: String,
    /// The moves in id order, as "D4-D5" in our notation (Gravon's tenth file `K` written `J`).
    pub moves: Vec<String>,
    pub result: Option<RecordResult>,
    pub players: Players,
}

const EXPECTED: &str =
    "expected a Gravon StraDoS2 record (<stratego> <game> <field content=\"...\"/> <move .../> ... </game> </stratego>)";

/// The decoded value of one attribute of a known element, if present (given twice: an error).
fn attribute(
    attrs: &[Attr<'_>],
    name: &str,
    element: &str,
    line: usize,
) -> Result<Option<(String, usize)>, Error> {
    let mut found = attrs.iter().filter(|a| a.name.eq_ignore_ascii_case(name));
    let Some(first) = found.next() else {
        return Ok(None);
    };
    if let Some(second) = found.next() {
        return Err(bad(
            second.line,
            format!("<{element}> (line {line}) gives the attribute {name} twice"),
        ));
    }
    let what = format!("<{element}> attribute {name}");
    Ok(Some((decode(first.value, first.line, &what)?, first.line)))
}

fn number(value: &str, line: usize, what: &str) -> Result<u32, Error> {
    let t = value.trim();
    if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad(
            line,
            format!("{what} is {}, not a whole number", excerpt(value)),
        ));
    }
    t.parse()
        .map_err(|_| bad(line, format!("{what} {} is too large", excerpt(t))))
}

/// A `<move>` as read, before the ids are checked.
struct RawMove {
    id: u32,
    line: usize,
    text: String,
}

fn read_field(attrs: &[Attr<'_>], line: usize) -> Result<String, Error> {
    let Some((value, at)) = attribute(attrs, "content", "field", line)? else {
        return Err(bad(
            line,
            "<field> has no content attribute (expected <field content=\"...100 letters...\"/>)",
        ));
    };
    let field = value.trim();
    let n = field.chars().count();
    if n != 100 {
        return Err(bad(
            at,
            format!(
                "the field has {n} characters; a StraDoS2 field has 100 (10 ranks of 10 squares, rank 1 first)"
            ),
        ));
    }
    if let Some((i, c)) = field
        .chars()
        .enumerate()
        .find(|&(_, c)| !(c == '_' || c.is_ascii_uppercase() && c <= 'Y'))
    {
        let square = format!("{}{}", (b'A' + (i % 10) as u8) as char, i / 10 + 1);
        return Err(bad(
            at,
            format!(
                "field character {} ({square}) is {}; expected A (empty), _ (lake), B..M (Red) or N..Y (Blue)",
                i + 1,
                q(c)
            ),
        ));
    }
    Ok(field.to_string())
}

fn read_move(attrs: &[Attr<'_>], line: usize) -> Result<RawMove, Error> {
    let Some((id, id_line)) = attribute(attrs, "id", "move", line)? else {
        return Err(bad(line, "<move> has no id attribute"));
    };
    let id = number(&id, id_line, "the <move> id")?;
    let square = |name: &str| -> Result<String, Error> {
        let Some((value, at)) = attribute(attrs, name, "move", line)? else {
            return Err(bad(
                line,
                format!("<move id=\"{id}\"> has no {name} attribute (expected source=\"D4\" target=\"D5\")"),
            ));
        };
        let value = value.trim().to_ascii_uppercase();
        let square = parse_square(&value).map_err(|_| {
            bad(
                at,
                format!(
                    "<move id=\"{id}\"> {name} {} is not a square (files A-J, the tenth also written K; ranks 1-10)",
                    excerpt(&value)
                ),
            )
        })?;
        // Our notation: the tenth file is J (Gravon and ISF records write it K).
        Ok(square.name())
    };
    let source = square("source")?;
    let target = square("target")?;
    Ok(RawMove {
        id,
        line,
        text: format!("{source}-{target}"),
    })
}

fn read_result(attrs: &[Attr<'_>], line: usize) -> Result<RecordResult, Error> {
    let get = |name: &str| -> Result<Option<u32>, Error> {
        match attribute(attrs, name, "result", line)? {
            None => Ok(None),
            Some((v, at)) => number(&v, at, &format!("the <result> {name}")).map(Some),
        }
    };
    let kind = get("type")?;
    Ok(RecordResult {
        kind,
        winner: get("winner")?,
        ending: kind.and_then(ending_name),
        text: None,
    })
}

/// Puts the moves in id order and checks that the ids run 1, 2, 3, ... without gaps or repeats.
/// The first fault reported is the one a stable sort by id would meet first, but each move is put at
/// its id instead of sorting (a sort's code is kilobytes of wasm).
fn in_id_order(moves: Vec<RawMove>) -> Result<Vec<String>, Error> {
    let n = moves.len();
    // For each id 1..=n, the first two moves (in the record's order) that carry it.
    let mut first: Vec<Option<usize>> = vec![None; n];
    let mut second: Vec<Option<usize>> = vec![None; n];
    for (i, m) in moves.iter().enumerate() {
        if m.id == 0 {
            return Err(bad(m.line, "move id 0: move ids count from 1".to_string()));
        }
        let slot = m.id as usize - 1;
        if slot < n {
            if first[slot].is_none() {
                first[slot] = Some(i);
            } else if second[slot].is_none() {
                second[slot] = Some(i);
            }
        }
    }
    for expected in 1..=n {
        // Ids 1..expected-1 were each seen once so far; a second move with the id before this one
        // is a repeat.
        if expected > 1 {
            if let (Some(p), Some(m)) = (first[expected - 2], second[expected - 2]) {
                let (p, m) = (&moves[p], &moves[m]);
                return Err(bad(
                    m.line,
                    format!(
                        "move id {} is given twice (lines {} and {})",
                        m.id, p.line, m.line
                    ),
                ));
            }
        }
        if first[expected - 1].is_none() {
            // The next id is the smallest one above the gap (the first such move of the record).
            if let Some(m) = moves
                .iter()
                .filter(|m| m.id as usize > expected)
                .min_by_key(|m| m.id)
            {
                return Err(bad(
                    m.line,
                    format!(
                        "move ids must run 1, 2, 3, ... without gaps, but there is no move {expected}; the next is id {}",
                        m.id
                    ),
                ));
            }
        }
    }
    let mut texts = vec![String::new(); n];
    for m in moves {
        texts[m.id as usize - 1] = m.text;
    }
    Ok(texts)
}

/// Reads a Gravon StraDoS2 XML record.
pub fn parse(text: &str) -> Result<Record, Error> {
    if text.len() > MAX_RECORD {
        return Err(Error::InputTooLarge {
            what: "the game record",
            len: text.len(),
            limit: MAX_RECORD,
        });
    }
    let src = text.strip_prefix('\u{feff}').unwrap_or(text);
    let body = src.trim_start();
    if body.is_empty() {
        return Err(bad(1, format!("the record is empty; {EXPECTED}")));
    }
    if !body.starts_with('<') {
        let line = 1 + count_lines(src.get(..src.len() - body.len()).unwrap_or(""));
        return Err(bad(
            line,
            format!("{EXPECTED}; found {}, which is not XML", excerpt(body)),
        ));
    }

    let mut lexer = Lexer::new(src);
    // Open elements: name and line. The first is always <stratego>.
    let mut stack: Vec<(&str, usize)> = Vec::new();
    let mut root: Option<usize> = None;
    let mut root_closed = false;
    let mut game: Option<usize> = None;
    let mut kind: Option<String> = None;
    let mut field: Option<(String, usize)> = None;
    let mut moves: Vec<RawMove> = Vec::new();
    let mut result: Option<(RecordResult, usize)> = None;
    let mut players = Players::default();
    // Inside Red's (true) or Blue's (false) <player> element: its name is the text read there.
    let mut in_player: Option<bool> = None;

    while let Some(token) = lexer.next()? {
        match token {
            Token::Text { text, line } => {
                if let (Some(red), 3) = (in_player, stack.len()) {
                    let name = decode(text, line, "the <player> name")?;
                    let slot = if red {
                        &mut players.red
                    } else {
                        &mut players.blue
                    };
                    let slot = slot.get_or_insert_with(String::new);
                    if !slot.is_empty() {
                        slot.push(' ');
                    }
                    slot.push_str(name.trim());
                }
                if stack.is_empty() {
                    let reason = if root_closed {
                        format!(
                            "text after the end of the record (</stratego>): {}",
                            excerpt(text)
                        )
                    } else {
                        format!("{EXPECTED}; found the text {}", excerpt(text))
                    };
                    return Err(bad(line, reason));
                }
            }
            Token::Open {
                name,
                attrs,
                empty,
                line,
            } => {
                let is = |known: &str| name.eq_ignore_ascii_case(known);
                match stack.len() {
                    0 if root_closed => {
                        return Err(bad(
                            line,
                            format!("a second top-level element <{name}> after </stratego>; a record holds one <stratego>"),
                        ))
                    }
                    0 if is("stratego") => root = Some(line),
                    0 => {
                        return Err(bad(
                            line,
                            format!("{EXPECTED}; the document's top element is <{name}>"),
                        ))
                    }
                    1 if is("game") => {
                        if let Some(first) = game {
                            return Err(bad(
                                line,
                                format!("a second <game> (the first is on line {first}); a record holds one game"),
                            ));
                        }
                        game = Some(line);
                        kind = attribute(&attrs, "type", "game", line)?
                            .map(|(v, _)| v.trim().to_string())
                            .filter(|v| !v.is_empty());
                    }
                    2 if stack.get(1).is_some_and(|(g, _)| g.eq_ignore_ascii_case("game")) => {
                        if is("field") {
                            if let Some((_, first)) = &field {
                                return Err(bad(
                                    line,
                                    format!("a second <field> (the first is on line {first})"),
                                ));
                            }
                            field = Some((read_field(&attrs, line)?, line));
                        } else if is("move") {
                            moves.push(read_move(&attrs, line)?);
                        } else if is("result") {
                            if let Some((_, first)) = &result {
                                return Err(bad(
                                    line,
                                    format!("a second <result> (the first is on line {first})"),
                                ));
                            }
                            result = Some((read_result(&attrs, line)?, line));
                        } else if is("player") {
                            let id = attribute(&attrs, "id", "player", line)?;
                            in_player = match id.as_ref().map(|(v, _)| v.trim()) {
                                Some("1") if !empty => Some(true),
                                Some("2") if !empty => Some(false),
                                _ => None,
                            };
                        }
                    }
                    _ => {}
                }
                if empty {
                    root_closed |= stack.is_empty();
                } else {
                    stack.push((name, line));
                }
            }
            Token::Close { name, line } => match stack.pop() {
                None => {
                    return Err(bad(
                        line,
                        format!("the end tag </{name}> closes no open element"),
                    ))
                }
                Some((open, at)) if !open.eq_ignore_ascii_case(name) => {
                    return Err(bad(
                        line,
                        format!(
                            "the end tag </{name}> does not match <{open}> opened on line {at}"
                        ),
                    ))
                }
                Some(_) => {
                    root_closed |= stack.is_empty();
                    if stack.len() < 3 {
                        in_player = None;
                    }
                }
            },
        }
    }
    if let Some((name, at)) = stack.last() {
        return Err(bad(
            *at,
            format!("the record ends before <{name}> (opened on line {at}) is closed"),
        ));
    }
    let Some(root) = root else {
        return Err(bad(
            lexer.line,
            format!("{EXPECTED}; the document has no element"),
        ));
    };
    let Some(game) = game else {
        return Err(bad(
            root,
            "<stratego> holds no <game> element with the field and the moves",
        ));
    };
    let Some((field, _)) = field else {
        return Err(bad(
            game,
            "the <game> has no <field content=\"...\"/> with the setup (100 letters, rank 1 first)",
        ));
    };
    if moves.len() > MAX_MOVES {
        return Err(Error::InputTooLarge {
            what: "the list of moves in the game record",
            len: moves.len(),
            limit: MAX_MOVES,
        });
    }
    Ok(Record {
        kind,
        field,
        moves: in_id_order(moves)?,
        result: result.map(|(r, _)| r),
        players,
    })
}

/// The Gravon letter of a piece (`B`..`M` Red, `N`..`Y` Blue, in [`parse`]'s order: Bomb, Spy,
/// Scout, Miner, ... Marshal, Flag); `None` for a piece of unknown rank, which a field cannot hold.
fn field_letter(side: Side, rank: Rank) -> Option<char> {
    let code = match rank {
        Rank::Bomb => 0,
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
        Rank::Flag => 11,
        Rank::Unknown => return None,
    };
    let base = if side == Side::Red { b'B' } else { b'N' };
    Some(char::from(base + code))
}

/// Escapes `&`, `<`, `>`, `"` and `'` for an XML text or attribute.
fn xml_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c => out.push(c),
        }
    }
    out
}

/// A square of our notation as Gravon writes it (the tenth file `K`).
fn gravon_square(text: &str) -> Result<String, Error> {
    let sq = parse_square(text)?;
    let mut out = String::new();
    let file = if sq.file == 9 { 'K' } else { char::from(b'A' + sq.file) };
    out.push(file);
    out.push_str(&(sq.rank + 1).to_string());
    Ok(out)
}

/// Writes a StraDoS2 record that [`parse`] reads back: the field of `position` (every piece's rank
/// known), the moves (`B2-B3`, also `B2xB3`), the players and the result as numbers.
pub fn write(
    position: &Position,
    moves: &[String],
    kind: Option<&str>,
    players: Option<&Players>,
    result: Option<&RecordResult>,
) -> Result<String, Error> {
    let mut field = String::with_capacity(100);
    for i in 0..100 {
        let sq = GEOMETRY.square(i);
        field.push(match position.get(sq) {
            Some(p) => field_letter(p.side, p.rank).ok_or_else(|| Error::BadRequest {
                field: "position",
                reason: format!(
                    "the piece on {sq} has no known rank: a Gravon field holds only known ranks"
                ),
            })?,
            None if is_lake(sq) => '_',
            None => 'A',
        });
    }
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<stratego>\n");
    out.push_str(&format!(
        " <game type=\"{}\">\n  <field content=\"{field}\"/>\n",
        xml_escape(kind.unwrap_or("classic"))
    ));
    for (i, mv) in moves.iter().enumerate() {
        let t = mv.trim();
        let (from, to) = t
            .split_once(['-', 'x', 'X'])
            .ok_or_else(|| Error::BadMove {
                text: t.chars().take(64).collect(),
                reason: format!("move {} is not written FROM-TO (B2-B3)", i + 1),
            })?;
        out.push_str(&format!(
            "  <move id=\"{}\" source=\"{}\" target=\"{}\"/>\n",
            i + 1,
            gravon_square(from)?,
            gravon_square(to)?
        ));
    }
    if let Some(p) = players {
        for (id, name) in [(1, &p.red), (2, &p.blue)] {
            if let Some(name) = name {
                out.push_str(&format!("  <player id=\"{id}\">{}</player>\n", xml_escape(name)));
            }
        }
    }
    if let Some(r) = result {
        let mut attrs = String::new();
        if let Some(k) = r.kind {
            attrs.push_str(&format!(" type=\"{k}\""));
        }
        if let Some(w) = r.winner {
            attrs.push_str(&format!(" winner=\"{w}\""));
        }
        out.push_str(&format!("  <result{attrs}/>\n"));
    }
    out.push_str(" </game>\n</stratego>\n");
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A legal classic field: Red on ranks 1-4, lakes, Blue on ranks 7-10.
    const FIELD: &str = "MBDEBFGHEDBBCDEFGIEDDJKLBIJGHBDGHDFEIDFHAA__AA__AAAA__AA__AAPSTRQPTQPRYQPSUUPWRXNVPQQVSUTTNNSRPNONPN";

    fn record(body: &str) -> String {
        format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<stratego>\n<game type=\"classic\">\n<field content=\"{FIELD}\"/>\n{body}</game>\n</stratego>\n"
        )
    }

    /// The ids' check as a stable sort by id reads them (what `in_id_order` did before it stopped
    /// sorting): the moves in id order, or the line and text of the first fault met in that order.
    fn sorted_reference(mut moves: Vec<RawMove>) -> Result<Vec<String>, (usize, String)> {
        moves.sort_by_key(|m| m.id);
        for (k, m) in moves.iter().enumerate() {
            let expected = k as u32 + 1;
            if m.id != expected {
                if k > 0 && moves[k - 1].id == m.id {
                    let p = &moves[k - 1];
                    let text = format!(
                        "move id {} is given twice (lines {} and {})",
                        m.id, p.line, m.line
                    );
                    return Err((m.line, text));
                }
                let text = if m.id == 0 {
                    "move id 0: move ids count from 1".to_string()
                } else {
                    format!("move ids must run 1, 2, 3, ... without gaps, but there is no move {expected}; the next is id {}", m.id)
                };
                return Err((m.line, text));
            }
        }
        Ok(moves.into_iter().map(|m| m.text).collect())
    }

    #[test]
    fn id_order_and_first_fault_are_those_of_a_stable_sort() {
        let mut rng = crate::core::random::Rng::new(7);
        for case in 0..3000 {
            let n = rng.below(9);
            let mut ids: Vec<u32> = (1..=n as u32).collect();
            rng.shuffle(&mut ids);
            // Most cases get a fault: a repeat, a gap, an id 0 or an id past the end.
            for _ in 0..rng.below(3) {
                if let Some(i) = (!ids.is_empty()).then(|| rng.below(ids.len())) {
                    ids[i] = rng.below(n + 2) as u32;
                }
            }
            let moves = || -> Vec<RawMove> {
                ids.iter()
                    .enumerate()
                    .map(|(i, &id)| RawMove {
                        id,
                        line: i + 10,
                        text: format!("m{i}"),
                    })
                    .collect()
            };
            let got = in_id_order(moves()).map_err(|e| match e {
                Error::BadRecord { line, reason, .. } => (line, reason),
                other => panic!("{other}"),
            });
            assert_eq!(got, sorted_reference(moves()), "case {case}: ids {ids:?}");
        }
    }

    fn err(text: &str) -> (usize, String) {
        match parse(text) {
            Err(Error::BadRecord { line, reason, .. }) => (line, reason),
            other => panic!("expected a bad-record error, got {other:?}"),
        }
    }

    #[test]
    fn reads_field_moves_kind_and_result() {
        let r = parse(&record(
            "<move id=\"1\" source=\"D4\" target=\"D5\"/>\n<move id=\"2\" source=\"D7\" target=\"D6\"/>\n<result type=\"1\" winner=\"0\"/>\n",
        ))
        .unwrap();
        assert_eq!(r.field, FIELD);
        assert_eq!(r.moves, ["D4-D5", "D7-D6"]);
        assert_eq!(r.kind.as_deref(), Some("classic"));
        assert_eq!(
            r.result,
            Some(RecordResult {
                kind: Some(1),
                winner: Some(0),
                ending: Some("flag-captured"),
                text: None,
            })
        );
        assert!(crate::stratego::Position::parse(&r.field).is_ok());
    }

    #[test]
    fn tolerates_quotes_order_spacing_comments_unknown_elements_and_bom() {
        let text = format!(
            "\u{feff}<?xml version='1.0'?>\r\n<!DOCTYPE stratego [ <!ENTITY x \"y>\"> ]>\r\n<!-- a <comment> -->\r\n\
             <stratego version='2'>\r\n <meta><move id='9' source='A1' target='A2'/><game/></meta>\r\n\
             <game type = 'barrage' >\r\n  <player id =\"1\">A &amp; B</player>\r\n\
             <move target = 'K5' id='2' source=\"K4\" ></move>\r\n\
             <move\n  source=\"a4\"\n  target='a5'\n  id=\"1\"/>\r\n\
             <field content = ' {FIELD} '></field>\r\n<![CDATA[ <notes> ]]>\r\n\
             </game >\r\n</stratego>\r\n<!-- trailer -->\r\n"
        );
        let r = parse(&text).unwrap();
        assert_eq!(r.field, FIELD);
        // Gravon's tenth file K comes out as our J.
        assert_eq!(r.moves, ["A4-A5", "J4-J5"]);
        assert_eq!(r.kind.as_deref(), Some("barrage"));
        assert_eq!(r.result, None);
        assert_eq!(
            r.players,
            Players {
                red: Some("A & B".into()),
                blue: None
            }
        );
    }

    #[test]
    fn reads_the_players_and_names_the_ending() {
        let r = parse(&record(
            "<player id=\"1\">Erin</player>\n<player id='2'> <![CDATA[Frank]]> </player>\n<player/>\n<result type=\"11\" winner=\"2\"/>\n",
        ))
        .unwrap();
        assert_eq!(r.players.red.as_deref(), Some("Erin"));
        assert_eq!(r.players.blue.as_deref(), Some("Frank"));
        let result = r.result.unwrap();
        assert_eq!((result.kind, result.winner), (Some(11), Some(2)));
        assert_eq!(result.ending, Some("player-clock"));
        for (kind, name) in [
            (0, "cannot-move"),
            (3, "forfeit"),
            (4, "draw-agreed"),
            (14, "opponent-missing"),
        ] {
            assert_eq!(ending_name(kind), Some(name));
        }
        assert_eq!(ending_name(5), None);
        // A player with another id, or none, is not kept.
        let r = parse(&record("<player id=\"3\">X</player><player>Y</player>\n")).unwrap();
        assert_eq!(r.players, Players::default());
    }

    #[test]
    fn decodes_entities_in_attributes() {
        let r = parse(&record(
            "<move id=\"&#49;\" source=\"D&#52;\" target=\"D5\"/>\n",
        ))
        .unwrap();
        assert_eq!(r.moves, ["D4-D5"]);
    }

    #[test]
    fn moves_come_in_id_order_and_ids_are_checked() {
        let r = parse(&record(
            "<move id=\"2\" source=\"D7\" target=\"D6\"/>\n<move id=\"1\" source=\"D4\" target=\"D5\"/>\n",
        ))
        .unwrap();
        assert_eq!(r.moves, ["D4-D5", "D7-D6"]);

        let (line, reason) = err(&record(
            "<move id=\"1\" source=\"D4\" target=\"D5\"/>\n<move id=\"3\" source=\"D7\" target=\"D6\"/>\n",
        ));
        assert_eq!(line, 6);
        assert!(reason.contains("no move 2"), "{reason}");

        let (line, reason) = err(&record(
            "<move id=\"1\" source=\"D4\" target=\"D5\"/>\n<move id=\"1\" source=\"D7\" target=\"D6\"/>\n",
        ));
        assert_eq!(line, 6);
        assert!(reason.contains("twice (lines 5 and 6)"), "{reason}");

        let (line, reason) = err(&record("<move id=\"0\" source=\"D4\" target=\"D5\"/>\n"));
        assert_eq!(line, 5);
        assert!(reason.contains("count from 1"), "{reason}");

        let (line, reason) = err(&record("<move id=\"x\" source=\"D4\" target=\"D5\"/>\n"));
        assert_eq!(line, 5);
        assert!(reason.contains("not a whole number"), "{reason}");

        let (line, reason) = err(&record("<move source=\"D4\" target=\"D5\"/>\n"));
        assert_eq!(line, 5);
        assert!(reason.contains("no id"), "{reason}");
    }

    #[test]
    fn moves_need_source_and_target_squares() {
        let (line, reason) = err(&record("<move id=\"1\" source=\"D4\"/>\n"));
        assert_eq!(line, 5);
        assert!(reason.contains("no target attribute"), "{reason}");
        let (line, reason) = err(&record(
            "<move id=\"1\"\n source=\"D4\"\n target=\"Z11\"/>\n",
        ));
        assert_eq!(line, 7);
        assert!(reason.contains("\"Z11\" is not a square"), "{reason}");
    }

    #[test]
    fn the_field_is_required_and_checked() {
        let (line, reason) = err(
            "<stratego>\n<game type=\"classic\">\n<move id=\"1\" source=\"D4\" target=\"D5\"/>\n</game>\n</stratego>",
        );
        assert_eq!(line, 2);
        assert!(reason.contains("no <field"), "{reason}");

        let (line, reason) =
            err("<stratego>\n<game>\n<field content=\"MBD\"/>\n</game>\n</stratego>");
        assert_eq!(line, 3);
        assert!(reason.contains("3 characters"), "{reason}");

        let mut bad_letter = FIELD.to_string();
        bad_letter.replace_range(12..13, "z");
        let (line, reason) = err(&format!(
            "<stratego><game>\n\n<field content=\"{bad_letter}\"/></game></stratego>"
        ));
        assert_eq!(line, 3);
        assert!(reason.contains("character 13 (C2)"), "{reason}");

        let (line, reason) = err(&record(&format!("<field content=\"{FIELD}\"/>\n")));
        assert_eq!(line, 5);
        assert!(
            reason.contains("second <field> (the first is on line 4)"),
            "{reason}"
        );

        let (line, reason) = err("<stratego>\n<field content=\"x\"/>\n</stratego>");
        assert_eq!(line, 1);
        assert!(reason.contains("no <game>"), "{reason}");
    }

    #[test]
    fn not_xml_gets_a_clear_message() {
        for text in [
            "",
            "   \n ",
            "hello",
            "{\"moves\": []}",
            "<html><body/></html>",
            "<!-- only -->",
        ] {
            let (line, reason) = err(text);
            assert!(line >= 1);
            assert!(
                reason.contains("expected a Gravon StraDoS2 record"),
                "{text:?}: {reason}"
            );
        }
        let (line, _) = err("\n\n  plain text");
        assert_eq!(line, 3);
    }

    #[test]
    fn malformed_xml_says_where() {
        let cases: [(&str, usize, &str); 10] = [
            (
                "<stratego>\n<game>\n</stratego>",
                3,
                "does not match <game> opened on line 2",
            ),
            (
                "<stratego>\n<game>\n",
                2,
                "before <game> (opened on line 2) is closed",
            ),
            (
                "<stratego>\n<game type=\"classic>\n</game></stratego>",
                2,
                "closing quote",
            ),
            ("<stratego>\n<game type=classic>", 2, "must be in quotes"),
            ("<stratego>\n<game type>", 2, "has no value"),
            ("<stratego>\n<!-- open", 2, "never ends with -->"),
            (
                "<stratego>\n\n< game>",
                3,
                "not followed by an element name",
            ),
            (
                "<stratego></stratego>\n<stratego>",
                2,
                "second top-level element",
            ),
            ("<stratego></stratego>\njunk", 2, "text after the end"),
            ("<stratego>\n<game type=\"a\" type=\"b\">", 2, "twice"),
        ];
        for (text, want_line, want) in cases {
            let (line, reason) = err(text);
            assert_eq!(line, want_line, "{text:?}: {reason}");
            assert!(reason.contains(want), "{text:?}: {reason}");
        }
    }

    #[test]
    fn result_attributes_must_be_numbers() {
        let (line, reason) = err(&record("<result type=\"flag\" winner=\"1\"/>\n"));
        assert_eq!(line, 5);
        assert!(reason.contains("<result> type"), "{reason}");
        let r = parse(&record("<result winner=\"2\"></result>\n")).unwrap();
        assert_eq!(
            r.result,
            Some(RecordResult {
                kind: None,
                winner: Some(2),
                ending: None,
                text: None,
            })
        );
    }

    #[test]
    fn more_moves_than_the_api_accepts_are_refused() {
        let body: String = (1..=MAX_MOVES + 1)
            .map(|i| format!("<move id='{i}'source='K4'target='K5'/>"))
            .collect();
        match parse(&record(&body)) {
            Err(Error::InputTooLarge { len, limit, .. }) => {
                assert_eq!((len, limit), (MAX_MOVES + 1, MAX_MOVES))
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn never_panics_on_cut_or_odd_input() {
        let full = record(
            "<move id=\"1\" source=\"D4\" target=\"D5\"/>\n<result type=\"1\" winner=\"0\"/>\n",
        );
        for end in 0..=full.len() {
            if let Some(cut) = full.get(..end) {
                let _ = parse(cut);
            }
        }
        for odd in [
            "<",
            "</",
            "<?",
            "<!",
            "<![CDATA[",
            "<a",
            "<a b",
            "<a b=",
            "<a b='",
            "<é/>",
            "<a/ >",
            "&",
        ] {
            let _ = parse(odd);
        }
    }
}
