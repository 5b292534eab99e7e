//! Languages of the message catalogue. Each game keeps its own messages in its `messages.rs`,
//! written as one function per message with a text per language.

use serde::Serialize;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    De,
}

impl Lang {
    /// Reads a language tag such as `en`, `de`, `de-AT`. Unknown languages fall back to English:
    /// a page in another language still gets an answer, and its own text says which language it is.
    pub fn from_tag(tag: &str) -> Lang {
        let primary = tag.split(['-', '_']).next().unwrap_or("");
        if primary.eq_ignore_ascii_case("de") {
            Lang::De
        } else {
            Lang::En
        }
    }

    /// Writes the text of this language (only that one: `format_args!` formats nothing until
    /// asked).
    pub fn format(self, en: std::fmt::Arguments<'_>, de: std::fmt::Arguments<'_>) -> String {
        std::fmt::format(self.pick(en, de))
    }

    /// Picks the text of this language.
    pub fn pick<T>(self, en: T, de: T) -> T {
        match self {
            Lang::En => en,
            Lang::De => de,
        }
    }
}

/// Writes a whole number in digits at the end of `out` (for messages written out rather than
/// through `fmt`, which costs more than the rest of a short message).
pub fn push_number(out: &mut String, n: u64) {
    let mut digits = [0u8; 20];
    let mut len = 0;
    let mut rest = n;
    loop {
        if let Some(d) = digits.get_mut(len) {
            *d = b'0' + (rest % 10) as u8;
        }
        len += 1;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    for d in digits.iter().take(len).rev() {
        out.push(char::from(*d));
    }
}
