//! Reading the caller's values into plain Rust data. Anything that can run the caller's code (a
//! getter, a Proxy trap, a revoked Proxy, `Array.isArray` on one) is called through an import
//! marked `catch`, so a JavaScript exception is caught in the glue and comes back here as an `Err`:
//! it never unwinds through wasm frames (which would leave wasm's shadow stack pointer where the
//! exception found it, and after some hundred such calls break the instance for good). Only
//! `typeof` tests and reads of primitive strings are made without a catch: they run no caller code.
//! Whatever the caller throws becomes a `bad-request` error with a `code`; its message is read
//! only if it is a string, through the same catching read.

use crate::core::Error;
use js_sys::{JsString, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

#[wasm_bindgen]
extern "C" {
    /// `Array.isArray`, which throws on a revoked Proxy.
    #[wasm_bindgen(js_namespace = Array, js_name = isArray, catch)]
    fn is_array_or_throw(value: &JsValue) -> Result<bool, JsValue>;

}

#[wasm_bindgen(module = "/src/wasm/moves.js")]
extern "C" {
    /// The strings of `list[0..len]`, each at most `limit` UTF-16 units, joined with NUL, as
    /// UTF-8 copied into wasm memory at once; `None` for anything else (src/wasm/moves.js: it
    /// catches what the caller's getters and traps throw).
    #[wasm_bindgen(js_name = arbiterMovesText)]
    fn moves_text(list: &JsValue, len: u32, limit: u32) -> Option<Vec<u8>>;

    /// A JS string's UTF-8 (TextEncoder's, as the glue's own copy of a string makes it: a lone
    /// surrogate becomes U+FFFD) copied into wasm memory at once: the one way strings are read,
    /// so that the glue needs no string writer of its own.
    #[wasm_bindgen(js_name = arbiterText)]
    fn text_bytes(s: &JsString) -> Vec<u8>;

    /// If `v` is a string of at most `buf.len()` UTF-16 units whose UTF-8 fits in `buf`: that UTF-8
    /// written into `buf` (a view of wasm memory, no copy made; TextEncoder's where it is not ASCII),
    /// and its length in bytes; else -1, `buf` left as it may be. Runs no caller code.
    #[wasm_bindgen(js_name = arbiterTextInto)]
    fn text_into(v: &JsValue, buf: &mut [u8]) -> i32;

    /// The first `chars` characters (code points) of what was thrown, if it is a string, or of its
    /// `message` if that is one, as UTF-8 (TextEncoder's); `None` for anything else or when reading
    /// the message throws.
    /// `new Error(message)` with its `code` property set to `code`.
    #[wasm_bindgen(js_name = arbiterError)]
    fn new_error(message: &str, code: &str) -> JsValue;

    #[wasm_bindgen(js_name = arbiterThrownText)]
    fn thrown_message(thrown: &JsValue, chars: u32) -> Option<Vec<u8>>;
}

/// The text of a JS string (see [`text_bytes`]).
fn text_of(s: &JsString) -> String {
    // TextEncoder writes UTF-8: never an error
    String::from_utf8(text_bytes(s)).unwrap_or_default()
}

/// The engine error as a JS `Error` with its `code`.
pub fn js_error(e: Error) -> JsValue {
    let err = new_error(&e.to_string(), e.code());
    // a record's fault also as fields: the format recognised, the line and column (1-based; null
    // where the reader does not know the column). Set on the Error just made: nothing can throw.
    if let Error::BadRecord {
        format,
        line,
        column,
        ..
    } = &e
    {
        let column = column.map_or(JsValue::NULL, |c| JsValue::from_f64(c as f64));
        for (key, value) in [
            ("format", JsValue::from_str(format)),
            ("line", JsValue::from_f64(*line as f64)),
            ("column", column),
        ] {
            let _ = Reflect::set(&err, &JsValue::from_str(key), &value);
        }
    }
    // a document's fault also as fields: the line and column (1-based) and the chapter (0-based)
    if let Error::BadDocument {
        line,
        column,
        chapter,
        ..
    } = &e
    {
        for (key, value) in [("line", *line), ("column", *column), ("chapter", *chapter)] {
            let _ = Reflect::set(
                &err,
                &JsValue::from_str(key),
                &JsValue::from_f64(value as f64),
            );
        }
    }
    err
}

/// An `Error` with a fixed text and `code`, made without allocating in wasm memory: the refusals of
/// `src/wasm.rs` use it while an answer may still be read from a view of that memory.
pub fn fixed_error(message: &'static str, code: &'static str) -> JsValue {
    new_error(message, code)
}

pub fn bad(field: &'static str, reason: &str) -> JsValue {
    js_error(Error::BadRequest {
        field,
        reason: reason.into(),
    })
}

/// At most this many characters of a thrown error's message are repeated in ours.
const THROWN_TEXT: usize = 200;

/// What the caller threw, in a few words: its `message` if that is a string (read in a catch in
/// src/wasm/moves.js, so a `message` getter that throws is no problem), the value itself if it is
/// a string, else a generic text: at most [`THROWN_TEXT`] characters of it. Runs no caller code
/// outside a catch.
fn thrown_text(thrown: &JsValue) -> String {
    match thrown_message(thrown, THROWN_TEXT as u32) {
        Some(text) => format!(
            "reading it threw: {}",
            String::from_utf8(text).unwrap_or_default()
        ),
        None => "it threw an exception".into(),
    }
}

fn threw(field: &'static str, thrown: &JsValue) -> JsValue {
    js_error(Error::BadRequest {
        field,
        reason: thrown_text(thrown),
    })
}

/// Reads `obj[key]`; a getter or Proxy trap that throws is a bad request naming `field`.
pub fn get(obj: &JsValue, key: &str, field: &'static str) -> Result<JsValue, JsValue> {
    Reflect::get(obj, &JsValue::from_str(key)).map_err(|e| threw(field, &e))
}

pub fn is_absent(v: &JsValue) -> bool {
    v.is_null_or_undefined()
}

/// The room of [`string`]'s one call: most strings read (a move, a game's name, an option) fit.
const SHORT: usize = 128;

/// A string, refused before copying if longer than `limit` characters.
pub fn string(
    v: &JsValue,
    field: &'static str,
    limit: usize,
    what: &'static str,
) -> Result<String, JsValue> {
    // A short string in one call, written straight into this buffer: at most `2 * limit` UTF-16
    // units, as below, so that a string too long takes the path that says so.
    let mut buf = [0u8; SHORT];
    let room = SHORT.min(limit.saturating_mul(2));
    if let Some(buf) = buf.get_mut(..room) {
        let n = text_into(v, buf);
        // TextEncoder's UTF-8: always valid (else the path below)
        let text = usize::try_from(n).ok().and_then(|n| buf.get(..n));
        if let Some(text) = text.and_then(|t| std::str::from_utf8(t).ok()) {
            crate::core::error::check_len(text, limit, what).map_err(js_error)?;
            return Ok(text.to_owned());
        }
    }
    if !v.is_string() {
        return Err(bad(field, "expected a string"));
    }
    let s: &JsString = v.unchecked_ref();
    // JS counts UTF-16 units (1 or 2 per character): more than twice the limit is certainly too
    // large and is refused before copying; the exact character count is checked in Rust.
    let len = s.length() as usize;
    if len > limit.saturating_mul(2) {
        return Err(js_error(Error::InputTooLarge { what, len, limit }));
    }
    let text = text_of(s);
    crate::core::error::check_len(&text, limit, what).map_err(js_error)?;
    Ok(text)
}

/// `obj[key]` as a string, or `None` when absent (`undefined` or `null`).
pub fn optional_string(
    obj: &JsValue,
    field: &'static str,
    limit: usize,
    what: &'static str,
) -> Result<Option<String>, JsValue> {
    let v = get(obj, field, field)?;
    if is_absent(&v) {
        Ok(None)
    } else {
        string(&v, field, limit, what).map(Some)
    }
}

/// `v` as a whole number in `0..=max` (at most 2^53); else an error naming `field`, `expected`
/// saying so in words (`"expected a whole number from 0 to 1000"`: a fixed text, so that no number
/// formatting code is linked in for the message; tests check each against `max`).
pub fn whole(
    v: &JsValue,
    field: &'static str,
    max: u64,
    expected: &'static str,
) -> Result<u64, JsValue> {
    v.as_f64()
        .filter(|n| n.fract() == 0.0 && *n >= 0.0 && *n <= max as f64)
        .map(|n| n as u64)
        .ok_or_else(|| bad(field, expected))
}

/// The strings of an array as [`string_array`] reads them: usually one text holding them all,
/// each ended by the next NUL (no string contains one), else each string alone.
pub enum Strings {
    Joined(String),
    Each(Vec<String>),
}

impl Strings {
    /// Each string as its own `String`.
    pub fn into_vec(self) -> Vec<String> {
        match self {
            Strings::Joined(text) => {
                let parts = joined(&text);
                let mut out = Vec::with_capacity(parts.len());
                for part in parts {
                    out.push(part.to_string());
                }
                out
            }
            Strings::Each(items) => items,
        }
    }
}

/// The strings of a joined text, each ended by the next NUL: found in one loop over the bytes (a
/// NUL byte is never part of another character in UTF-8), without `str::split`'s searcher (not
/// inlined at opt-level z), into a list made once with room for short strings (moves).
pub fn joined(text: &str) -> Vec<&str> {
    let mut out = Vec::with_capacity(text.len() / 4 + 1);
    let mut start = 0;
    for (i, &b) in text.as_bytes().iter().enumerate() {
        if b == 0 {
            out.push(text.get(start..i).unwrap_or(""));
            start = i + 1;
        }
    }
    out.push(text.get(start..).unwrap_or(""));
    out
}

/// How many strings a joined text holds (each ended by the next NUL), and whether each is at most
/// `limit` characters: one loop over the bytes, without taking the strings out (a character is
/// counted at its first byte: UTF-8's other bytes are `10xxxxxx`).
fn joined_count(text: &str, limit: usize) -> (usize, bool) {
    let (mut count, mut run, mut fit) = (1, 0, true);
    for &b in text.as_bytes() {
        if b == 0 {
            count += 1;
            run = 0;
        } else if b & 0xc0 != 0x80 {
            run += 1;
            fit &= run <= limit;
        }
    }
    (count, fit)
}

/// The strings of an array (or of a Proxy of one), each at most `item_limit` characters, at most
/// `max_len` of them; `Ok(None)` when `v` is not an array. `length` and every element are read
/// through catching calls.
pub fn string_array(
    v: &JsValue,
    field: &'static str,
    max_len: usize,
    what: &'static str,
    item_limit: usize,
    item_what: &'static str,
) -> Result<Option<Strings>, JsValue> {
    if !is_array_or_throw(v).map_err(|e| threw(field, &e))? {
        return Ok(None);
    }
    let len = get(v, "length", field)?
        .as_f64()
        .filter(|n| n.fract() == 0.0 && *n >= 0.0)
        .ok_or_else(|| bad(field, "its length is not a whole number"))?;
    if len > max_len as f64 {
        return Err(js_error(Error::InputTooLarge {
            what,
            len: len.min(usize::MAX as f64) as usize,
            limit: max_len,
        }));
    }
    if len == 0.0 {
        return Ok(Some(Strings::Each(Vec::new())));
    }
    if let Some(text) = strings_at_once(v, len as u32, item_limit) {
        return Ok(Some(Strings::Joined(text)));
    }
    let mut items = Vec::with_capacity(len as usize);
    for i in 0..len as u32 {
        let item = Reflect::get_u32(v, i).map_err(|e| threw(field, &e))?;
        items.push(string(&item, field, item_limit, item_what)?);
    }
    Ok(Some(Strings::Each(items)))
}

/// The strings of an array of `len` (at least one) strings, each at most `item_limit`
/// characters, read in one call instead of a few per element: src/wasm/moves.js reads each element
/// once (the one read of the caller's array), checks that it is a string and not certainly too
/// long (JS counts UTF-16 units, at most 2 per character), joins them with NUL, and the text's
/// UTF-8 (TextEncoder's, as the glue writes any string) is copied into wasm memory at once (each
/// string ended by the next NUL; the glue's own copy of a string writes it a character at a time
/// in a JS loop). `None` for anything else
/// (a throw, an element that is not a string, a NUL inside a string, an element too long): the
/// caller then reads element by element, which gives the same strings or the error naming what is
/// wrong.
fn strings_at_once(v: &JsValue, len: u32, item_limit: usize) -> Option<String> {
    let units = u32::try_from(item_limit.saturating_mul(2)).unwrap_or(u32::MAX);
    let text = String::from_utf8(moves_text(v, len, units)?).ok()?;
    // checked without keeping the strings: the answer splits the text itself (`joined`)
    let (count, fit) = joined_count(&text, item_limit);
    (fit && count == len as usize).then_some(text)
}
