//! The one error type of the engine. Every variant has a stable `code()` for programs and a
//! `Display` text for people that says what was wrong and where.

use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// The request named a game the engine does not know; `known`: the games it knows.
    UnknownGame {
        name: String,
        known: &'static [&'static str],
    },
    /// The request named a game this build of the engine leaves out (Cargo features: the per-game
    /// WebAssembly packages hold one game each).
    GameNotBuilt { game: &'static str },
    /// The request named a ruleset the game does not know; `known`: the game's rulesets.
    UnknownRules {
        game: &'static str,
        name: String,
        known: &'static [&'static str],
    },
    /// An option had a value outside its range.
    BadOption { name: &'static str, reason: String },
    /// A field of the request is missing or has the wrong type.
    BadRequest { field: &'static str, reason: String },
    /// An input string or list is larger than the engine accepts.
    InputTooLarge {
        what: &'static str,
        len: usize,
        limit: usize,
    },
    /// The position text could not be read; `at` is the 1-based character where reading stopped.
    BadPosition { at: usize, reason: String },
    /// A full setup does not match its piece set.
    BadSetup { reason: String },
    /// A move that names a square not on the board (`Z9-B3`, `z0e2`, `@e9 e4`): `text` is the move,
    /// `reason` names the square (and, in a history, the move's place). A move that cannot be read
    /// at all is `BadMove`.
    BadSquare { text: String, reason: String },
    /// A move string that cannot be read, or names no piece that can make it.
    BadMove { text: String, reason: String },
    /// A move in the game's history is illegal, so the position to judge cannot be reached.
    IllegalHistory {
        index: usize,
        label: String,
        text: String,
        reason: String,
    },
    /// A battle whose result depends on a piece whose rank the position leaves unknown.
    UnknownBattle { text: String },
    /// A game record that cannot be read: the format recognised (`gravon`, `pgn`, `dhtmlxq`,
    /// `ucci`, `fen-moves`, `move-list`; empty when none was), the 1-based line and column (`None`
    /// where the reader does not know it), and what is wrong, in `lang` (the reader writes
    /// `reason` in it; [`fmt::Display`] writes the words around it in it too).
    BadRecord {
        format: &'static str,
        line: usize,
        column: Option<usize>,
        reason: String,
        lang: crate::core::Lang,
    },
    /// An example document that cannot be read (docs/documents.md): the 1-based line and column,
    /// the 0-based chapter, and what is wrong, in `lang` (the words around it too).
    BadDocument {
        line: usize,
        column: usize,
        chapter: usize,
        reason: String,
        lang: crate::core::Lang,
    },
    /// A computation that would do more work than its budget allows (perft counting more leaf
    /// nodes than `budget`); refused rather than freezing the caller.
    BudgetExceeded {
        what: &'static str,
        budget: u64,
        option: &'static str,
    },
}

impl Error {
    /// A stable identifier, the `code` property of the JavaScript Error.
    pub fn code(&self) -> &'static str {
        match self {
            Error::UnknownGame { .. } => "unknown-game",
            Error::GameNotBuilt { .. } => "game-not-built",
            Error::UnknownRules { .. } => "unknown-rules",
            Error::BadOption { .. } => "bad-option",
            Error::BadRequest { .. } => "bad-request",
            Error::InputTooLarge { .. } => "input-too-large",
            Error::BadPosition { .. } => "bad-position",
            Error::BadSetup { .. } => "bad-setup",
            Error::BadSquare { .. } => "bad-square",
            Error::BadMove { .. } => "bad-move",
            Error::IllegalHistory { .. } => "illegal-history",
            Error::UnknownBattle { .. } => "unknown-battle",
            Error::BadRecord { .. } => "bad-record",
            Error::BudgetExceeded { .. } => "budget-exceeded",
            Error::BadDocument { .. } => "bad-document",
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::UnknownGame { name, known } => {
                write!(f, "unknown game {}: expected {}", q(name), one_of(known))
            }
            Error::GameNotBuilt { game } => write!(
                f,
                "this engine package was built without {game}: use the one built for {game} or the one with every game"
            ),
            Error::UnknownRules { game, name, known } => write!(
                f,
                "unknown {game} ruleset {}: expected {}",
                q(name),
                one_of(known)
            ),
            Error::BadOption { name, reason } => write!(f, "option {name}: {reason}"),
            Error::BadRequest { field, reason } => write!(f, "field {}: {reason}", q(*field)),
            Error::InputTooLarge { what, len, limit } => write!(
                f,
                "{what} is too large ({len}; the limit is {limit} characters or items)"
            ),
            Error::BadPosition { at, reason } => {
                write!(f, "position text, character {at}: {reason}")
            }
            Error::BadSetup { reason } => write!(f, "setup: {reason}"),
            Error::BadSquare { text, reason } => write!(f, "move {}: {reason}", q(text)),
            Error::BadMove { text, reason } => write!(f, "move {}: {reason}", q(text)),
            Error::IllegalHistory { index, label, text, reason } => write!(
                f,
                "move {} of the history ({label}, {text}) is illegal, so the position cannot be reached: {reason}",
                index + 1
            ),
            Error::UnknownBattle { text } => write!(
                f,
                "move {} is a battle with a piece of unknown rank; give the ranks to decide it",
                q(text)
            ),
            Error::BadRecord {
                format,
                line,
                column,
                reason,
                lang,
            } => {
                let label = crate::core::movetext::format_label(format, *lang);
                match (lang, column) {
                    (crate::core::Lang::De, Some(c)) => {
                        write!(f, "{label}, Zeile {line}, Spalte {c}: {reason}")
                    }
                    (crate::core::Lang::De, None) => write!(f, "{label}, Zeile {line}: {reason}"),
                    (crate::core::Lang::En, Some(c)) => {
                        write!(f, "{label}, line {line}, column {c}: {reason}")
                    }
                    (crate::core::Lang::En, None) => write!(f, "{label}, line {line}: {reason}"),
                    (crate::core::Lang::ZhHans, Some(c)) => {
                        write!(f, "{label}，第 {line} 行第 {c} 列：{reason}")
                    }
                    // Taiwan's word for a column of text: 欄
                    (crate::core::Lang::ZhHant, Some(c)) => {
                        write!(f, "{label}，第 {line} 行第 {c} 欄：{reason}")
                    }
                    (crate::core::Lang::ZhHans | crate::core::Lang::ZhHant, None) => {
                        write!(f, "{label}，第 {line} 行：{reason}")
                    }
                }
            }
            Error::BadDocument {
                line,
                column,
                chapter,
                reason,
                lang,
            } => {
                let n = chapter + 1;
                match lang {
                    crate::core::Lang::En => write!(
                        f,
                        "document, chapter {n}, line {line}, column {column}: {reason}"
                    ),
                    crate::core::Lang::De => write!(
                        f,
                        "Dokument, Kapitel {n}, Zeile {line}, Spalte {column}: {reason}"
                    ),
                    crate::core::Lang::ZhHans => {
                        write!(f, "文档，第 {n} 章，第 {line} 行第 {column} 列：{reason}")
                    }
                    crate::core::Lang::ZhHant => {
                        write!(f, "文件，第 {n} 章，第 {line} 行第 {column} 欄：{reason}")
                    }
                }
            }
            Error::BudgetExceeded {
                what,
                budget,
                option,
            } => write!(
                f,
                "{what} would count more than {budget} nodes, the budget; stopped there (raise {option} to allow more)"
            ),
        }
    }
}

impl std::error::Error for Error {}

impl Error {
    /// The error of a perft that ran out of its budget of leaf nodes.
    pub fn perft_over_budget(budget: u64) -> Error {
        Error::BudgetExceeded {
            what: "perft",
            budget,
            option: "the budget (perft's options.budget, the CLI's BUDGET argument)",
        }
    }

    /// The error for `square`, a part of the move `mv` that names no square of the board:
    /// `BadSquare` when it has the shape of a square name (a letter and one or two digits, such as
    /// `Z9`, `B13`, `j0`), else `BadMove` (the move cannot be read). `hint` says how the game names
    /// its squares (may be empty).
    pub fn square_in_move(mv: &str, square: &str, hint: &str) -> Error {
        let mut chars = square.chars();
        let letter = chars.next().is_some_and(|c| c.is_ascii_alphabetic());
        let digits = chars.as_str();
        let shaped =
            letter && (1..=2).contains(&digits.len()) && digits.bytes().all(|b| b.is_ascii_digit());
        let text = mv.chars().take(64).collect();
        let square: String = square.chars().take(16).collect();
        if shaped {
            Error::BadSquare {
                text,
                reason: format!("{} is not a square on this board{hint}", q(&square)),
            }
        } else {
            Error::BadMove {
                text,
                reason: format!("{} is not a square{hint}", q(&square)),
            }
        }
    }

    /// A move error of a history, with the move's place (`move 3 of the history: ...`) in its reason.
    pub fn in_history(self, place: &str) -> Error {
        match self {
            Error::BadMove { text, reason } => Error::BadMove {
                text,
                reason: format!("{place} of the history: {reason}"),
            },
            Error::BadSquare { text, reason } => Error::BadSquare {
                text,
                reason: format!("{place} of the history: {reason}"),
            },
            other => other,
        }
    }
}

/// Refuses `text` if it has more than `limit` characters (Unicode scalar values), without
/// counting far past the limit: a 10 MB string is refused after looking at its byte length.
pub fn check_len(text: &str, limit: usize, what: &'static str) -> Result<(), Error> {
    if text.len() <= limit {
        return Ok(()); // never more characters than bytes
    }
    let len = if text.len() > limit.saturating_mul(4) {
        text.len() // more than `limit` characters for certain; report the size in bytes
    } else {
        text.chars().count()
    };
    if len > limit {
        return Err(Error::InputTooLarge { what, len, limit });
    }
    Ok(())
}

/// Caller input quoted for a message as `{:?}` quotes it (`"e2e4"`, `'x'`; quotes, backslashes and control
/// characters escaped: `"a\"b"`, `'\n'`, `"\u{7}"`), without `Debug`'s Unicode tables (`char::escape_debug`
/// asks whether each character is printable): written `{}`. Other characters are written as they are.
pub(crate) enum Quoted<'a> {
    Text(&'a str),
    Char(char),
}

/// `q(text)` or `q(c)`: the quoted form of caller input for a message (see [`Quoted`]).
pub(crate) fn q<'a>(input: impl Into<Quoted<'a>>) -> Quoted<'a> {
    input.into()
}

impl<'a> From<&'a str> for Quoted<'a> {
    fn from(text: &'a str) -> Self {
        Quoted::Text(text)
    }
}

impl<'a> From<&'a String> for Quoted<'a> {
    fn from(text: &'a String) -> Self {
        Quoted::Text(text)
    }
}

impl From<char> for Quoted<'_> {
    fn from(c: char) -> Self {
        Quoted::Char(c)
    }
}

impl fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use fmt::Write;
        let (quote, text, one) = match *self {
            Quoted::Text(text) => ('"', text, None),
            Quoted::Char(c) => ('\'', "", Some(c)),
        };
        f.write_char(quote)?;
        for c in text.chars().chain(one) {
            match c {
                '\0' => f.write_str("\\0")?,
                '\t' => f.write_str("\\t")?,
                '\r' => f.write_str("\\r")?,
                '\n' => f.write_str("\\n")?,
                '\\' => f.write_str("\\\\")?,
                c if c == quote => {
                    f.write_char('\\')?;
                    f.write_char(c)?;
                }
                // `\u{..}` with the code in lower-case hexadecimal digits, written out (`{:x}` would
                // be the only hexadecimal formatting in the wasm)
                c if c.is_control() => {
                    f.write_str("\\u{")?;
                    let code = c as u32;
                    let mut shift = 28;
                    while shift > 0 && code >> shift == 0 {
                        shift -= 4;
                    }
                    loop {
                        let d = (code >> shift) & 0xf;
                        f.write_char(char::from_digit(d, 16).unwrap_or('0'))?;
                        if shift == 0 {
                            break;
                        }
                        shift -= 4;
                    }
                    f.write_char('}')?;
                }
                c => f.write_char(c)?,
            }
        }
        f.write_char(quote)
    }
}

/// Joins names as a reader lists them: `"a", "b" or "c"`.
pub fn one_of(names: &[&str]) -> String {
    let quoted: Vec<String> = names.iter().map(|n| q(*n).to_string()).collect();
    match quoted.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", crate::core::i18n::join(rest, ", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lengths_are_counted_in_characters() {
        assert!(check_len(&"ä".repeat(4000), 4096, "x").is_ok());
        assert!(check_len(&"ä".repeat(4097), 4096, "x").is_err());
        let e = check_len(&"1".repeat(10_000_000), 4096, "the position text").unwrap_err();
        assert_eq!(e.code(), "input-too-large");
    }

    /// Messages quote caller input as `{:?}` did before `Quoted` replaced it (to drop `Debug`'s Unicode
    /// tables from the wasm): the same text for letters of any script, quotes, backslashes and control
    /// characters.
    #[test]
    fn input_is_quoted_as_debug_quotes_it() {
        let texts = [
            "",
            "e2e4",
            "a\"b",
            "it's",
            "back\\slash",
            "tab\there",
            "line\nbreak\r",
            "nul\0",
            "bell\u{7}",
            "del\u{7f}",
            "c1\u{85}",
            "炮二平五",
            "马8进7",
            "Läufer",
            "♔ 🎯",
            "<b>&amp;</b>",
        ];
        for text in texts {
            assert_eq!(q(text).to_string(), format!("{text:?}"), "{text:?}");
            for c in text.chars() {
                assert_eq!(q(c).to_string(), format!("{c:?}"), "{c:?}");
            }
        }
        for c in ['\'', '"', '\\', '\0', '\u{1b}', 'x', '进'] {
            assert_eq!(q(c).to_string(), format!("{c:?}"), "{c:?}");
        }
    }
}
