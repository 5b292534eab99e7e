//! The one PGN-like reader and writer of game records, shared by every game's record formats
//! (Xiangqi's PGN, DhtmlXQ comments, UCCI lines, FEN with moves, numbered move lists; Bogenschach's
//! chess PGN). It knows no game: it reads tag pairs (`[Name "value"]`), move text with move numbers
//! (`1.`, `1...`, `１．`), `{comments}` and `;` comments, variations `( ... )` (skipped and counted:
//! a record's main line is what a game replays), NAGs (`$1`, counted), annotation marks (`!?`,
//! dropped) and results (`1-0`, `0-1`, `1/2-1/2`, `*`); the moves themselves are tokens the game's
//! reader resolves. A comment keeps its comment commands (`[%cal Ra1a3]`, `[%csl Gb2]`,
//! Bogenschach's `[%shot e7]`) as written; [`commands`] lists them. Every fault names the 1-based line
//! and column where it was found ([`Fault`]); the game's reader turns it into
//! [`Error::BadRecord`] with the format it recognised and the caller's language.

use crate::core::i18n::fill;
use crate::core::{Error, Lang};

/// A reader's name for a format, as messages write it.
pub fn format_label(format: &str, lang: Lang) -> String {
    let name = match format {
        "gravon" => "Gravon",
        "pgn" => "PGN",
        "dhtmlxq" => "DhtmlXQ",
        "ucci" => "UCCI",
        "fen-moves" => "FEN",
        "move-list" => "move list",
        _ => "",
    };
    match (lang, name) {
        (Lang::De, "") => "Partieaufzeichnung".into(),
        (Lang::De, "move list") => "Partieaufzeichnung (Zugliste)".into(),
        (Lang::De, "FEN") => "Partieaufzeichnung (FEN mit Zügen)".into(),
        (Lang::De, name) => format!("Partieaufzeichnung ({name})"),
        (Lang::En, "") => "game record".into(),
        (Lang::En, "FEN") => "FEN-and-moves record".into(),
        (Lang::En, name) => format!("{name} record"),
        (Lang::ZhHans, "") => "棋谱".into(),
        (Lang::ZhHans, "move list") => "棋谱（着法列表）".into(),
        (Lang::ZhHans, "FEN") => "棋谱（FEN 局面加着法）".into(),
        (Lang::ZhHans, name) => format!("{name} 棋谱"),
        (Lang::ZhHant, "") => "棋譜".into(),
        (Lang::ZhHant, "move list") => "棋譜（著法列表）".into(),
        (Lang::ZhHant, "FEN") => "棋譜（FEN 局面加著法）".into(),
        (Lang::ZhHant, name) => format!("{name} 棋譜"),
    }
}

/// What is wrong with a record, with the place it names: a message key of the catalogue below
/// ([`FaultKind`]) and its arguments. Game readers add their own keys ([`FaultKind::Game`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    pub kind: FaultKind,
    pub args: Vec<String>,
    pub line: usize,
    pub column: usize,
}

/// The message keys of the shared reader; a game's own are its templates, chosen in its
/// `messages.rs` ([`FaultKind::Game`] carries the text in the caller's language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FaultKind {
    /// A control character such as NUL: a binary file.
    NotText,
    /// Characters that could not be decoded (U+FFFD): the bytes were read in the wrong encoding.
    Undecoded,
    /// Nothing but blanks.
    Empty,
    /// `{` without its `}`.
    UnclosedComment,
    /// `(` without its `)`.
    UnclosedVariation,
    /// `)` with no `(` open.
    StrayClose,
    /// `[` that is no `[Name "value"]`.
    BadTag,
    /// A move token the game cannot read: {0} the token, {1} why.
    BadMove,
    /// A position the game cannot read: {0} why.
    BadPosition,
    /// A text in none of the formats the game reads: {0} the formats.
    Unrecognised,
    /// A game's own message, already in the caller's language.
    Game(String),
}

impl FaultKind {
    /// The message template in `lang` ({0}, {1}: the fault's arguments).
    pub fn template(&self, lang: Lang) -> &str {
        use FaultKind::*;
        match (self, lang) {
            (Game(text), _) => text,
            (NotText, Lang::De) => "das ist kein Text, sondern wohl eine Binärdatei (Steuerzeichen wie NUL)",
            (NotText, Lang::En) => "this is not text but looks like a binary file (control characters such as NUL)",
            (NotText, Lang::ZhHans) => "这不是文本，看来是二进制文件（含有 NUL 等控制字符）",
            (NotText, Lang::ZhHant) => "這不是文字，看來是二進位檔案（含有 NUL 等控制字元）",
            (Undecoded, Lang::De) => "der Text enthält nicht entschlüsselte Zeichen (U+FFFD): die Datei ist in einer anderen Kodierung (GBK, Big5, UTF-8) zu lesen",
            (Undecoded, Lang::En) => "the text holds characters that were not decoded (U+FFFD): read the file in its own encoding (GBK, Big5 or UTF-8)",
            (Undecoded, Lang::ZhHans) => "文本中有未能解码的字符（U+FFFD）：请按文件本身的编码（GBK、Big5 或 UTF-8）读取",
            (Undecoded, Lang::ZhHant) => "文字中有未能解碼的字元（U+FFFD）：請依檔案本身的編碼（GBK、Big5 或 UTF-8）讀取",
            (Empty, Lang::De) => "die Aufzeichnung ist leer",
            (Empty, Lang::En) => "the record is empty",
            (Empty, Lang::ZhHans) => "棋谱是空的",
            (Empty, Lang::ZhHant) => "棋譜是空的",
            (UnclosedComment, Lang::De) => "der Kommentar, der hier mit { beginnt, wird nicht mit } geschlossen",
            (UnclosedComment, Lang::En) => "the comment opened here with { is not closed by }",
            (UnclosedComment, Lang::ZhHans) => "此处以 { 开始的注释没有用 } 结束",
            (UnclosedComment, Lang::ZhHant) => "此處以 { 開始的註解沒有用 } 結束",
            (UnclosedVariation, Lang::De) => "die Variante, die hier mit ( beginnt, wird nicht mit ) geschlossen",
            (UnclosedVariation, Lang::En) => "the variation opened here with ( is not closed by )",
            (UnclosedVariation, Lang::ZhHans) => "此处以 ( 开始的变着没有用 ) 结束",
            (UnclosedVariation, Lang::ZhHant) => "此處以 ( 開始的變著沒有用 ) 結束",
            (StrayClose, Lang::De) => "{0} schließt nichts, was geöffnet wurde",
            (StrayClose, Lang::En) => "{0} closes nothing that was opened",
            (StrayClose, Lang::ZhHans) => "{0} 之前没有与之对应的开始符号",
            (StrayClose, Lang::ZhHant) => "{0} 之前沒有與之對應的開始符號",
            (BadTag, Lang::De) => "ein Tag-Paar wird [Name \"Wert\"] geschrieben",
            (BadTag, Lang::En) => "a tag pair is written [Name \"value\"]",
            (BadTag, Lang::ZhHans) => "标签应写成 [名称 \"值\"]",
            (BadTag, Lang::ZhHant) => "標籤應寫成 [名稱 \"值\"]",
            (BadMove, Lang::De) => "der Zug {0} ist nicht lesbar: {1}",
            (BadMove, Lang::En) => "the move {0} cannot be read: {1}",
            (BadMove, Lang::ZhHans) => "着法 {0} 无法读取：{1}",
            (BadMove, Lang::ZhHant) => "著法 {0} 無法讀取：{1}",
            (BadPosition, Lang::De) => "die Stellung ist nicht lesbar: {0}",
            (BadPosition, Lang::En) => "the position cannot be read: {0}",
            (BadPosition, Lang::ZhHans) => "局面无法读取：{0}",
            (BadPosition, Lang::ZhHant) => "局面無法讀取：{0}",
            (Unrecognised, Lang::De) => "das ist keines der Formate, die dieses Spiel liest ({0})",
            (Unrecognised, Lang::En) => "this is none of the formats this game reads ({0})",
            (Unrecognised, Lang::ZhHans) => "这不是本棋种能读取的任何一种格式（{0}）",
            (Unrecognised, Lang::ZhHant) => "這不是本棋種能讀取的任何一種格式（{0}）",
        }
    }
}

impl Fault {
    pub fn new(kind: FaultKind, line: usize, column: usize) -> Fault {
        Fault {
            kind,
            args: Vec::new(),
            line,
            column,
        }
    }

    pub fn with(mut self, arg: impl Into<String>) -> Fault {
        self.args.push(arg.into());
        self
    }

    /// The engine's error: a `bad-record` naming `format`, the place and the fault in `lang`.
    pub fn into_error(self, format: &'static str, lang: Lang) -> Error {
        let args: Vec<&str> = self.args.iter().map(String::as_str).collect();
        Error::BadRecord {
            format,
            line: self.line,
            column: Some(self.column),
            reason: fill(self.kind.template(lang), &args),
            lang,
        }
    }
}

/// Checks that `text` is text: no NUL, and control characters (but tab, line breaks and form feed)
/// no more than one in a hundred characters (a binary file has many; a record may have a stray one
/// in a name), and at most two U+FFFD (many of them: bytes decoded in the wrong encoding). One
/// pass; a binary file is refused at its first NUL.
pub fn check_text(text: &str) -> Result<(), Fault> {
    let (mut controls, mut chars) = (0usize, 0usize);
    let mut first_control = None;
    let mut undecoded = 0;
    let mut first_undecoded = None;
    let (mut line, mut col) = (1, 1);
    for c in text.chars() {
        chars += 1;
        match c {
            '\n' => {
                line += 1;
                col = 0;
            }
            '\t' | '\r' | '\u{c}' | '\u{feff}' => {}
            '\u{fffd}' => {
                undecoded += 1;
                first_undecoded.get_or_insert((line, col));
            }
            '\0' => return Err(Fault::new(FaultKind::NotText, line, col)),
            c if c.is_control() => {
                controls += 1;
                first_control.get_or_insert((line, col));
            }
            _ => {}
        }
        col += 1;
    }
    if let Some((l, c)) = first_control.filter(|_| controls > 8.max(chars / 100)) {
        return Err(Fault::new(FaultKind::NotText, l, c));
    }
    match first_undecoded {
        Some((l, c)) if undecoded > 2 => Err(Fault::new(FaultKind::Undecoded, l, c)),
        _ => Ok(()),
    }
}

/// A record's bytes as text: UTF-8 (with or without a byte order mark), GBK or Big5, the encodings
/// of Xiangqi records. Bytes that are not UTF-8 are decoded both ways; the one that decodes
/// without error wins, and when both do, the one whose text has more of the characters of Chinese
/// records (pieces, moves, results, in either script). Native only (the CLI, the tests): a page
/// decodes a file with `TextDecoder` before the engine sees it, and so keeps encoding_rs's tables
/// out of the wasm.
#[cfg(not(target_arch = "wasm32"))]
pub fn decode(bytes: &[u8]) -> Result<String, String> {
    let bytes = bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(bytes);
    if let Ok(text) = std::str::from_utf8(bytes) {
        return Ok(text.to_string());
    }
    const COMMON: &str = "车馬马車炮砲包兵卒帅帥将將仕士相象进進退平红紅黑胜勝和前后後一二三四五六七八九１２３４５６７８９局赛賽对對";
    let score = |text: &str| text.chars().filter(|c| COMMON.contains(*c)).count();
    let mut best: Option<(bool, usize, String)> = None;
    for encoding in [encoding_rs::GBK, encoding_rs::BIG5] {
        let (text, _, errors) = encoding.decode(bytes);
        let candidate = (!errors, score(&text), text.into_owned());
        if best
            .as_ref()
            .is_none_or(|b| (candidate.0, candidate.1) > (b.0, b.1))
        {
            best = Some(candidate);
        }
    }
    match best {
        Some((true, _, text)) => Ok(text),
        _ => Err("neither UTF-8, GBK nor Big5 text (a binary file?)".into()),
    }
}

/// What a move text holds, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ItemKind {
    /// A move token as written (annotation marks `!` `?` dropped).
    Move,
    /// The text of a `{comment}` or `; comment`, trimmed, commands kept.
    Comment,
    /// A result: `1-0`, `0-1`, `1/2-1/2` or `*`.
    Result,
}

/// One item of a move text, with its 1-based line and column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    pub kind: ItemKind,
    pub text: String,
    pub line: usize,
    pub column: usize,
}

/// A record read: its tag pairs as written, the main line's items, and what was read but not kept.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Movetext {
    pub tags: Vec<(String, String)>,
    /// Where each tag pair starts (1-based line and column), in the order of `tags`.
    pub tag_places: Vec<(usize, usize)>,
    pub items: Vec<Item>,
    /// Variations `( ... )` skipped (each counted once, nested ones too).
    pub variations: usize,
    /// NAGs (`$1`) skipped.
    pub nags: usize,
    /// Further games after the first (a second tag section after move text): not read.
    pub games: usize,
}

impl Movetext {
    /// Gives `rec` what every game's reader takes from the text alike: the result of the `Result`
    /// tag when the move text ended with none, the tags as written, and what was read and not kept.
    pub fn finish(&self, rec: &mut crate::core::game::ImportedRecord) {
        if rec.result.is_none() {
            if let Some(r) = self.tag("Result").filter(|r| *r != "*" && !r.is_empty()) {
                rec.result = Some(crate::core::game::RecordResult::pgn(r));
            }
        }
        rec.tags = crate::core::game::Tags(self.tags.clone());
        rec.dropped = crate::core::game::Dropped {
            variations: self.variations,
            nags: self.nags,
            games: self.games,
        };
    }

    /// The value of tag `name` (any case).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// A cursor over a text that counts lines and columns (1-based; a column counts characters).
#[derive(Clone)]
pub struct Cursor<'a> {
    rest: &'a str,
    pub line: usize,
    pub column: usize,
}

impl<'a> Cursor<'a> {
    /// A cursor at `line`, `column` of a text whose rest is `text`.
    pub fn at(text: &'a str, line: usize, column: usize) -> Cursor<'a> {
        Cursor {
            rest: text,
            line,
            column,
        }
    }

    pub fn new(text: &'a str) -> Cursor<'a> {
        Cursor::at(text, 1, 1)
    }

    pub fn rest(&self) -> &'a str {
        self.rest
    }

    pub fn peek(&self) -> Option<char> {
        self.rest.chars().next()
    }

    pub fn bump(&mut self) -> Option<char> {
        let c = self.rest.chars().next()?;
        self.rest = self.rest.get(c.len_utf8()..).unwrap_or("");
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    /// Skips white space (full-width spaces and a byte order mark too).
    pub fn skip_space(&mut self) {
        while self
            .peek()
            .is_some_and(|c| c.is_whitespace() || c == '\u{feff}')
        {
            self.bump();
        }
    }

    /// Skips spaces and tabs, not line breaks.
    pub fn skip_space_in_line(&mut self) {
        while self.peek().is_some_and(|c| c.is_whitespace() && c != '\n') {
            self.bump();
        }
    }

    /// The next run of characters up to white space or one of `stops`.
    pub fn word(&mut self, stops: &[char]) -> &'a str {
        let start = self.rest;
        let mut len = 0;
        while let Some(c) = self.peek() {
            // a byte order mark (or a zero-width no-break space) separates words as white space does
            if c.is_whitespace() || c == '\u{feff}' || stops.contains(&c) {
                break;
            }
            len += c.len_utf8();
            self.bump();
        }
        start.get(..len).unwrap_or("")
    }
}

/// Whether `c` is an ASCII digit or a full-width one.
fn is_digit(c: char) -> bool {
    c.is_ascii_digit() || ('０'..='９').contains(&c)
}

/// The games of a PGN-like text that holds several, each as its text and the line it begins on: a
/// game ends where a tag section follows its move text, as [`read`] reads it. A text of one game is
/// one part; so is the rest of a text from a game [`read`] refuses (its reader then names the
/// fault).
pub fn split_games(text: &str) -> Vec<(usize, &str)> {
    let mut parts = Vec::new();
    let mut cur = Cursor::new(text);
    loop {
        let (start, line) = (text.len() - cur.rest().len(), cur.line);
        let rest = text.get(start..).unwrap_or("");
        match read_game(&mut cur) {
            Ok(_) if cur.peek().is_some() => {
                let end = text.len() - cur.rest().len();
                parts.push((line, text.get(start..end).unwrap_or("")));
            }
            _ => {
                parts.push((line, rest));
                return parts;
            }
        }
    }
}

/// The move text and tag pairs of `text`, from `cur` on. Reading stops at the end or where a second
/// game's tags begin (counted in `games`).
pub fn read(mut cur: Cursor<'_>) -> Result<Movetext, Fault> {
    let mut out = read_game(&mut cur)?;
    if cur.peek().is_some() {
        out.games += 1;
    }
    Ok(out)
}

/// The tag pairs and move text of one game from `cur` on, leaving `cur` where the next game's tags
/// begin (or at the end): a text of several games is read by calling it again.
pub fn read_game(cur: &mut Cursor<'_>) -> Result<Movetext, Fault> {
    let mut out = Movetext::default();
    loop {
        cur.skip_space();
        let (line, column) = (cur.line, cur.column);
        let Some(c) = cur.peek() else { break };
        match c {
            '[' => {
                if !out.items.is_empty() {
                    break;
                }
                out.tags.push(read_tag(cur)?);
                out.tag_places.push((line, column));
            }
            '{' => {
                cur.bump();
                let text =
                    until(cur, '}').ok_or(Fault::new(FaultKind::UnclosedComment, line, column))?;
                push_comment(&mut out, text, line, column);
            }
            ';' => {
                cur.bump();
                let text = until(cur, '\n').unwrap_or_else(|| {
                    let all = cur.rest();
                    while cur.bump().is_some() {}
                    all
                });
                push_comment(&mut out, text, line, column);
            }
            '(' => {
                skip_variation(cur, &mut out)?;
            }
            ')' | '}' => {
                return Err(Fault::new(FaultKind::StrayClose, line, column).with(c.to_string()))
            }
            '$' => {
                cur.bump();
                cur.word(&['{', '(', ')', ';']);
                out.nags += 1;
            }
            _ => {
                let word = cur.word(&['{', '(', ')', ';', '[']);
                read_word(&mut out, word, line, column);
            }
        }
    }
    Ok(out)
}

fn push_comment(out: &mut Movetext, text: &str, line: usize, column: usize) {
    let text = text.trim();
    if !text.is_empty() {
        out.items.push(Item {
            kind: ItemKind::Comment,
            text: text.to_string(),
            line,
            column,
        });
    }
}

/// The text up to `end` (not included, consumed); `None` when it never comes (all is consumed).
fn until<'a>(cur: &mut Cursor<'a>, end: char) -> Option<&'a str> {
    let start = cur.rest();
    let mut len = 0;
    while let Some(c) = cur.bump() {
        if c == end {
            return start.get(..len);
        }
        len += c.len_utf8();
    }
    None
}

/// Skips a variation (nested ones and their comments too), counting each.
fn skip_variation(cur: &mut Cursor<'_>, out: &mut Movetext) -> Result<(), Fault> {
    let mut open = vec![(cur.line, cur.column)];
    cur.bump();
    out.variations += 1;
    while let Some(&(line, column)) = open.last() {
        let (l, c) = (cur.line, cur.column);
        match cur.bump() {
            None => return Err(Fault::new(FaultKind::UnclosedVariation, line, column)),
            Some('(') => {
                open.push((l, c));
                out.variations += 1;
            }
            Some(')') => {
                open.pop();
            }
            Some('{') => {
                until(cur, '}').ok_or(Fault::new(FaultKind::UnclosedComment, l, c))?;
            }
            Some(';') => {
                until(cur, '\n');
            }
            Some(_) => {}
        }
    }
    Ok(())
}

/// A tag pair `[Name "value"]` (`\"` and `\\` escapes in the value; a value without quotes up to `]`
/// is read too).
fn read_tag(cur: &mut Cursor<'_>) -> Result<(String, String), Fault> {
    let (line, column) = (cur.line, cur.column);
    let bad = || Fault::new(FaultKind::BadTag, line, column);
    cur.bump();
    cur.skip_space();
    let name = cur.word(&['"', ']', '[']).to_string();
    if name.is_empty() {
        return Err(bad());
    }
    cur.skip_space();
    let mut value = String::new();
    if cur.peek() == Some('"') {
        cur.bump();
        loop {
            match cur.bump() {
                None | Some('\n') => return Err(bad()),
                Some('\\') => match cur.bump() {
                    Some(c @ ('"' | '\\')) => value.push(c),
                    Some(c) => {
                        value.push('\\');
                        value.push(c);
                    }
                    None => return Err(bad()),
                },
                // a quote ends the value where `]` follows it; any other is part of the value
                // (records write `[Event ""A" Cup"]`)
                Some('"') => {
                    let mut probe = cur.clone();
                    probe.skip_space_in_line();
                    if probe.peek() == Some(']') {
                        break;
                    }
                    value.push('"');
                }
                Some(c) => value.push(c),
            }
        }
        cur.skip_space();
        if cur.bump() != Some(']') {
            return Err(bad());
        }
    } else {
        let text = until(cur, ']').ok_or_else(bad)?;
        if text.contains('\n') {
            return Err(bad());
        }
        value = text.trim().to_string();
    }
    Ok((name, value))
}

/// Reads one word of move text: a move number (`12.`, `12...`, `１２．`, also glued to the move that
/// follows it), a result, or a move.
fn read_word(out: &mut Movetext, word: &str, line: usize, column: usize) {
    let mut rest = word;
    let mut col = column;
    // move numbers: digits then dots (or a full-width dot or 、), one or more (`2.2.`)
    loop {
        let digits = rest.chars().take_while(|&c| is_digit(c)).count();
        if digits == 0 {
            break;
        }
        let after: String = rest.chars().skip(digits).collect();
        let dots = after
            .chars()
            .take_while(|&c| matches!(c, '.' | '．' | '、' | '…'))
            .count();
        if dots > 0 {
            let skip = digits + dots;
            col += skip;
            let at = rest.char_indices().nth(skip).map_or(rest.len(), |(i, _)| i);
            rest = rest.get(at..).unwrap_or("");
            if rest.is_empty() {
                return;
            }
            // a NAG glued to the number (`1.$1`)
            if rest.starts_with('$') {
                out.nags += 1;
                return;
            }
        } else {
            break;
        }
    }
    // annotation marks (`!`, `?`) dropped first: `*?` is the result `*`
    let text = rest.trim_end_matches(['!', '?']);
    let kind = match text {
        "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*" => ItemKind::Result,
        _ => ItemKind::Move,
    };
    if text.is_empty() {
        return;
    }
    out.items.push(Item {
        kind,
        text: text.to_string(),
        line,
        column: col,
    });
}

/// Where the first comment command (`[%`) of `text` starts. A byte search: `str::find` with a
/// text pattern would bring the general substring search, and its panic messages, into every
/// package that reads documents.
pub fn command_at(text: &str) -> Option<usize> {
    text.as_bytes().windows(2).position(|w| w == b"[%")
}

/// The comment commands of a comment: `[%name args]` as (`name`, `args`), in order.
pub fn commands(comment: &str) -> Vec<(&str, &str)> {
    let mut out = Vec::new();
    let mut rest = comment;
    while let Some(at) = command_at(rest) {
        let body = rest.get(at + 2..).unwrap_or("");
        let Some(end) = body.find(']') else { break };
        let inner = body.get(..end).unwrap_or("").trim();
        let (name, args) = inner.split_once(char::is_whitespace).unwrap_or((inner, ""));
        out.push((name, args.trim()));
        rest = body.get(end + 1..).unwrap_or("");
    }
    out
}

/// A comment without the command `[%name ...]`s of `name` (trimmed).
pub fn without_command(comment: &str, name: &str) -> String {
    let mut out = String::new();
    let mut rest = comment;
    let open = format!("[%{name}");
    while let Some(at) = rest.find(&open) {
        out.push_str(rest.get(..at).unwrap_or(""));
        let body = rest.get(at..).unwrap_or("");
        match body.find(']') {
            Some(end) => rest = body.get(end + 1..).unwrap_or(""),
            None => {
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out.trim().to_string()
}

/// A record's text to write: tags, the moves as written in the record's notation, the comments
/// (`after` moves), the result.
pub struct PgnOut<'a> {
    pub tags: &'a [(String, String)],
    pub moves: &'a [String],
    pub comments: &'a [(usize, String)],
    /// A comment written right before each move, after its number (Bogenschach's shot,
    /// `[%shot e7]`), where there is one.
    pub before: &'a [Option<String>],
    /// Whether the second side moves first (the first move is then numbered `1...`).
    pub second_first: bool,
    /// The number of the first move (the FEN's fullmove number).
    pub first_number: u32,
    pub result: &'a str,
}

/// Writes a PGN: the tags (`"` and `\` escaped), a blank line, the move text with numbers and
/// `{comments}` (a `}` in a comment is written `)`, as PGN has no escape inside a comment),
/// lines up to 80 characters.
pub fn write_pgn(p: &PgnOut<'_>) -> String {
    let mut out = String::new();
    for (name, value) in p.tags {
        out.push('[');
        out.push_str(name);
        out.push_str(" \"");
        for c in value.chars() {
            if matches!(c, '"' | '\\') {
                out.push('\\');
            }
            if c != '\n' {
                out.push(c);
            }
        }
        out.push_str("\"]\n");
    }
    if !p.tags.is_empty() {
        out.push('\n');
    }
    let mut words: Vec<String> = Vec::new();
    let comment = |words: &mut Vec<String>, after: usize| {
        for (_, text) in p.comments.iter().filter(|(a, _)| *a == after) {
            words.push(format!("{{{}}}", text.replace('}', ")")));
        }
    };
    comment(&mut words, 0);
    let mut number = p.first_number.max(1);
    for (i, mv) in p.moves.iter().enumerate() {
        let second = (i % 2 == 1) != p.second_first;
        if !second {
            words.push(format!("{number}."));
        } else if i == 0 || p.comments.iter().any(|(a, _)| *a == i) {
            words.push(format!("{number}..."));
        }
        if let Some(Some(text)) = p.before.get(i) {
            words.push(format!("{{{}}}", text.replace('}', ")")));
        }
        words.push(mv.clone());
        if second {
            number += 1;
        }
        comment(&mut words, i + 1);
    }
    words.push(if p.result.is_empty() { "*" } else { p.result }.to_string());
    wrap_words(&mut out, words);
    out
}

/// Writes `words` separated by blanks in lines of at most 80 characters (a longer word stands on
/// its own line), then a line end; a word that is `"\n"` ends the line and leaves a blank one (a
/// paragraph break inside a comment).
pub fn wrap_words(out: &mut String, words: impl IntoIterator<Item = String>) {
    let mut line_len = 0;
    for w in words {
        if w == "\n" {
            out.push_str("\n\n");
            line_len = 0;
            continue;
        }
        let len = w.chars().count();
        if line_len > 0 && line_len + 1 + len > 80 {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        out.push_str(&w);
        line_len += len;
    }
    out.push('\n');
}

#[cfg(test)]
mod tests {
    use super::*;

    fn items(text: &str) -> Vec<(ItemKind, String)> {
        read(Cursor::new(text))
            .unwrap()
            .items
            .into_iter()
            .map(|i| (i.kind, i.text))
            .collect()
    }

    #[test]
    fn reads_numbers_moves_comments_variations_and_results() {
        let m = read(Cursor::new(
            "[Event \"A \\\"b\\\"\"]\n[FEN \"x\"]\n\n{start} 1. e4 $1 e5 (1... c5 (1... e6) 2. Nf3) 2.Nf3! ; a note\n Nc6 1-0",
        ))
        .unwrap();
        assert_eq!(m.tag("event"), Some("A \"b\""));
        assert_eq!(m.variations, 2);
        assert_eq!(m.nags, 1);
        let got: Vec<_> = m.items.iter().map(|i| i.text.as_str()).collect();
        assert_eq!(got, ["start", "e4", "e5", "Nf3", "a note", "Nc6", "1-0"]);
        assert_eq!(
            read(Cursor::new("*?")).unwrap().items[0].kind,
            ItemKind::Result
        );
        let nf3 = &m.items[3];
        assert_eq!((nf3.line, nf3.column), (4, 50));
    }

    #[test]
    fn full_width_numbers_and_a_second_game() {
        assert_eq!(
            items("１． 炮二平五 马８进７ 2…车九平八"),
            [
                (ItemKind::Move, "炮二平五".into()),
                (ItemKind::Move, "马８进７".into()),
                (ItemKind::Move, "车九平八".into())
            ]
        );
        let m = read(Cursor::new("1. a b\n[Event \"2\"]\n1. c d")).unwrap();
        assert_eq!((m.items.len(), m.games), (2, 1));
    }

    /// Each game of a text of several, with its first line; a `[` in a comment starts none; a
    /// text of one game is one part, and so is the rest from a game that cannot be read.
    #[test]
    fn a_text_of_several_games_splits_where_tags_follow_move_text() {
        let text = "[Event \"1\"]\n\n1. a b {see [x]} c\n[Event \"2\"]\n[Round \"2\"]\n1. d e\n\n[Event \"3\"]\n1. f { open\n[Event \"4\"]\n1. g";
        let parts = split_games(text);
        let lines: Vec<usize> = parts.iter().map(|p| p.0).collect();
        assert_eq!(lines, [1, 4, 8]);
        assert!(parts[0].1.starts_with("[Event \"1\"]") && parts[0].1.ends_with("c\n"));
        assert_eq!(parts[1].1, "[Event \"2\"]\n[Round \"2\"]\n1. d e\n\n");
        assert!(parts[2].1.starts_with("[Event \"3\"]") && parts[2].1.ends_with("1. g"));
        assert_eq!(parts.iter().map(|p| p.1).collect::<String>(), text);
        assert_eq!(split_games("1. a b"), [(1, "1. a b")]);
        assert_eq!(split_games(""), [(1, "")]);
    }

    #[test]
    fn faults_name_line_and_column() {
        let f = read(Cursor::new("1. e4\n  {open")).unwrap_err();
        assert_eq!(
            (f.kind, f.line, f.column),
            (FaultKind::UnclosedComment, 2, 3)
        );
        let f = read(Cursor::new("1. e4 (e5 (d5)")).unwrap_err();
        assert_eq!(
            (f.kind, f.line, f.column),
            (FaultKind::UnclosedVariation, 1, 7)
        );
        let m = read(Cursor::new("[Event \"\"A\" Cup\"]\n1. e4")).unwrap();
        assert_eq!(m.tag("Event"), Some("\"A\" Cup"));
        let f = read(Cursor::new("[Event \"x]\n")).unwrap_err();
        assert_eq!(f.kind, FaultKind::BadTag);
        let f = read(Cursor::new("1. e4 )")).unwrap_err();
        assert_eq!((f.kind, f.column), (FaultKind::StrayClose, 7));
        let f = check_text("ab\ncd\0").unwrap_err();
        assert_eq!((f.kind, f.line, f.column), (FaultKind::NotText, 2, 3));
        assert!(check_text("[Red \"a\u{11}b\"]\n1. h2e2").is_ok());
        let f = check_text(&"ab\u{1}".repeat(10)).unwrap_err();
        assert_eq!((f.kind, f.column), (FaultKind::NotText, 3));
        assert!(check_text("a\u{fffd}b").is_ok());
        assert!(check_text("\u{fffd}\u{fffd}\u{fffd}").is_err());
    }

    #[test]
    fn comment_commands() {
        let c = "[%cal Ra1a3,Gb2b4] see [%csl Gb2] here";
        assert_eq!(commands(c), [("cal", "Ra1a3,Gb2b4"), ("csl", "Gb2")]);
        assert_eq!(without_command("[%shot e7] ok", "shot"), "ok");
        // after characters of several bytes, a lone `[` or `%`, and none at all
        let c = "马二进三 [x] % [%lbl Gb2:A] [%";
        assert_eq!(command_at(c), c.find("[%"));
        assert_eq!(commands(c), [("lbl", "Gb2:A")]);
        assert_eq!(command_at("[ % []"), None);
        assert_eq!(command_at(""), None);
    }

    #[test]
    fn written_pgn_reads_back() {
        let tags = vec![("Event".to_string(), "x \"y\"".to_string())];
        let moves: Vec<String> = ["a", "b", "c"].iter().map(|s| s.to_string()).collect();
        let comments = vec![(0, "start".to_string()), (1, "after {a}".to_string())];
        let text = write_pgn(&PgnOut {
            tags: &tags,
            moves: &moves,
            comments: &comments,
            before: &[],
            second_first: true,
            first_number: 3,
            result: "0-1",
        });
        assert!(
            text.contains("{start} 3... a {after {a)} 4. b c 0-1"),
            "{text}"
        );
        let m = read(Cursor::new(&text)).unwrap();
        assert_eq!(m.tags, tags);
        let got: Vec<_> = m.items.iter().map(|i| i.text.as_str()).collect();
        assert_eq!(got, ["start", "a", "after {a)", "b", "c", "0-1"]);
    }
}
