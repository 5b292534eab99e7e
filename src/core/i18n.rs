//! Languages of the message catalogue. Each game keeps its own messages in its `messages.rs`,
//! written as one function per message with a text per language.

use serde::Serialize;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    De,
    /// Chinese in simplified characters (`zh`, `zh-Hans`, `zh-CN`, `zh-SG`).
    #[serde(rename = "zh-Hans")]
    ZhHans,
    /// Chinese in traditional characters (`zh-Hant`, `zh-TW`, `zh-HK`, `zh-MO`).
    #[serde(rename = "zh-Hant")]
    ZhHant,
}

impl Lang {
    /// Reads a language tag such as `en`, `de`, `de-AT`, `zh-TW`. Unknown languages fall back to
    /// English: a page in another language still gets an answer, and its own text says which
    /// language it is. Chinese is written in traditional characters when the tag says so by its
    /// script (`Hant`) or by a region that writes them (`TW`, `HK`, `MO`), else in simplified ones.
    pub fn from_tag(tag: &str) -> Lang {
        // the primary subtag (before the first `-` or `_`) compared as bytes in any case
        // (`str::split`'s searcher is not inlined at opt-level z: less wasm)
        let primary = |a: u8, b: u8| match tag.as_bytes() {
            [x, y, rest @ ..] => {
                x.eq_ignore_ascii_case(&a)
                    && y.eq_ignore_ascii_case(&b)
                    && matches!(rest.first(), None | Some(b'-' | b'_'))
            }
            _ => false,
        };
        if primary(b'd', b'e') {
            Lang::De
        } else if primary(b'z', b'h') {
            if chinese_is_traditional(tag.as_bytes().get(3..).unwrap_or(&[])) {
                Lang::ZhHant
            } else {
                Lang::ZhHans
            }
        } else {
            Lang::En
        }
    }

    /// Writes the text of this language (only that one: `format_args!` formats nothing until
    /// asked).
    pub fn format(
        self,
        en: std::fmt::Arguments<'_>,
        de: std::fmt::Arguments<'_>,
        zh_hans: std::fmt::Arguments<'_>,
        zh_hant: std::fmt::Arguments<'_>,
    ) -> String {
        std::fmt::format(self.pick(en, de, zh_hans, zh_hant))
    }

    /// Picks the text of this language: English, German, Chinese in simplified and in
    /// traditional characters.
    pub fn pick<T>(self, en: T, de: T, zh_hans: T, zh_hant: T) -> T {
        match self {
            Lang::En => en,
            Lang::De => de,
            Lang::ZhHans => zh_hans,
            Lang::ZhHant => zh_hant,
        }
    }

    /// Every language of the catalogue (for the tests that check a message exists in each).
    pub const ALL: [Lang; 4] = [Lang::En, Lang::De, Lang::ZhHans, Lang::ZhHant];
}

/// Whether the subtags after `zh-` (`Hant`, `TW`, `Hans-HK`, ...) ask for traditional characters:
/// a script subtag decides; without one, the regions that write them (Taiwan, Hong Kong, Macau).
fn chinese_is_traditional(rest: &[u8]) -> bool {
    let mut region_traditional = false;
    for sub in rest.split(|&c| c == b'-' || c == b'_') {
        let is = |word: &[u8]| sub.eq_ignore_ascii_case(word);
        if is(b"hant") {
            return true;
        }
        if is(b"hans") {
            return false;
        }
        region_traditional |= is(b"tw") || is(b"hk") || is(b"mo");
    }
    region_traditional
}

/// The message `template` with each `{0}`..`{9}` replaced by that argument of `args` (none: the
/// empty text); any other `{` is written as it is. A catalogue whose messages are templates
/// chosen by a `match` writes every one of them with this one call, where a `format!` per message
/// costs its own code in the wasm.
pub fn fill(template: &str, args: &[&str]) -> String {
    let mut out = String::with_capacity(template.len() + 32);
    fill_into(&mut out, template, args);
    out
}

/// [`fill`] appended to `out` (a message written in parts into one text, without a text per part).
pub fn fill_into(out: &mut String, template: &str, args: &[&str]) {
    fill_with(out, template, &mut |out, i| {
        out.push_str(args.get(i).copied().unwrap_or(""));
    });
}

/// [`fill_into`] where argument `i` is written into `out` by `arg(out, i)` in its place (an
/// argument that is itself a message is then written where it stands, not first into a text of
/// its own). A `dyn` function: one copy of this loop in the wasm for every caller.
pub fn fill_with(out: &mut String, template: &str, arg: &mut dyn FnMut(&mut String, usize)) {
    // Byte positions read with `get` (never a slice that could panic: its message alone would pull
    // kilobytes of formatting into the wasm); the text between placeholders found by looking for
    // the next `{` alone (a tight loop), then pushed as one piece.
    let bytes = template.as_bytes();
    let (mut start, mut i) = (0, 0);
    while let Some(at) = bytes
        .get(i..)
        .and_then(|rest| rest.iter().position(|&c| c == b'{'))
    {
        i += at;
        if let (Some(d @ b'0'..=b'9'), Some(b'}')) = (bytes.get(i + 1), bytes.get(i + 2)) {
            out.push_str(template.get(start..i).unwrap_or(""));
            arg(out, usize::from(d - b'0'));
            i += 3;
            start = i;
        } else {
            i += 1;
        }
    }
    out.push_str(template.get(start..).unwrap_or(""));
}

/// `parts` with `sep` between each two (as `[..].join(sep)`, whose generic code costs the wasm more
/// than this loop does).
pub fn join<S: AsRef<str>>(parts: &[S], sep: &str) -> String {
    let mut out = String::new();
    join_into(&mut out, parts, sep);
    out
}

/// [`join`] appended to `out`, with room made for all of it at once.
pub fn join_into<S: AsRef<str>>(out: &mut String, parts: &[S], sep: &str) {
    let len: usize = parts.iter().map(|p| p.as_ref().len() + sep.len()).sum();
    out.reserve(len);
    for (i, part) in parts.iter().enumerate() {
        if i > 0 {
            out.push_str(sep);
        }
        out.push_str(part.as_ref());
    }
}

/// Writes a whole number in digits at the end of `out` (for messages written out rather than
/// through `fmt`, which costs more than the rest of a short message).
pub fn push_number(out: &mut String, n: u64) {
    // the digits from the last into a buffer, then pushed in order, each an ASCII character (no
    // UTF-8 encoding or check of the text)
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
    let digits = digits.get(at..).unwrap_or(&[]);
    out.reserve(digits.len());
    for &d in digits {
        out.push(char::from(d));
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

    #[test]
    fn a_tag_is_german_when_its_primary_subtag_is_de_in_any_case() {
        for tag in ["de", "DE", "dE", "de-AT", "de_CH", "De-", "de-x-private"] {
            assert_eq!(Lang::from_tag(tag), Lang::De, "{tag}");
        }
        for tag in [
            "", "d", "en", "en-DE", "deu", "dex", "d-e", "ede", " de", "de ", "dé", "de\u{0}",
            "-de",
        ] {
            assert_eq!(Lang::from_tag(tag), Lang::En, "{tag}");
        }
    }

    #[test]
    fn a_chinese_tag_is_simplified_unless_its_script_or_region_writes_traditional() {
        for tag in [
            "zh",
            "ZH",
            "zh-CN",
            "zh-SG",
            "zh-Hans",
            "zh_hans",
            "zh-Hans-HK",
            "zh-cmn",
        ] {
            assert_eq!(Lang::from_tag(tag), Lang::ZhHans, "{tag}");
        }
        for tag in [
            "zh-TW",
            "zh-tw",
            "zh-HK",
            "zh-MO",
            "zh-Hant",
            "zh_Hant_CN",
            "zh-Hant-TW",
        ] {
            assert_eq!(Lang::from_tag(tag), Lang::ZhHant, "{tag}");
        }
        for tag in ["zhx", "z", "cmn", "-zh", "zh\u{0}"] {
            assert_eq!(Lang::from_tag(tag), Lang::En, "{tag}");
        }
    }

    #[test]
    fn fill_puts_each_argument_in_its_place_and_leaves_other_braces() {
        assert_eq!(
            fill("{1}-{0} ({2}); {1}", &["e2", "Feldherr", "Läufer"]),
            "Feldherr-e2 (Läufer); Feldherr"
        );
        // A placeholder without its argument is left empty; anything else in braces stays.
        assert_eq!(fill("a{3}b {x} {} {12} {0", &["z"]), "ab {x} {} {12} {0");
        assert_eq!(fill("", &["z"]), "");
        assert_eq!(fill("将 {0} 捉", &["炮"]), "将 炮 捉");
    }
}
