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

    /// Picks the text of this language.
    pub fn pick<T>(self, en: T, de: T) -> T {
        match self {
            Lang::En => en,
            Lang::De => de,
        }
    }
}
