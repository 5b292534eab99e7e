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
    // the digits from the last, then pushed as one text (a `String::push` per digit costs a call
    // and a UTF-8 encoding each)
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    let mut rest = n;
    loop {
        at -= 1;
        if let Some(d) = digits.get_mut(at) {
            *d = b'0' + (rest % 10) as u8;
        }
        rest /= 10;
        if rest == 0 || at == 0 {
            break;
        }
    }
    if let Ok(text) = std::str::from_utf8(digits.get(at..).unwrap_or(&[])) {
        out.push_str(text);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_written_in_digits() {
        for n in [0, 7, 10, 99, 1000, 123_456_789, u64::MAX] {
            let mut out = String::from("x");
            push_number(&mut out, n);
            assert_eq!(out, format!("x{n}"));
        }
    }
}
