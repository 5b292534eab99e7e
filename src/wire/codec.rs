//! The codec of the bindings' answers: a serde serializer writes any value into one list of words
//! and one text, and a small JS reader in the engine's glue (`rows.js`, next to this file) builds
//! from them, in two calls across the JS boundary instead of one per field, the same plain objects
//! serde-wasm-bindgen builds: `tests/js/rows.test.mjs` compares the two on every example file and on
//! random games. Every answer of every package goes this way (explanations, verdicts, legal moves,
//! positions, records, `describe`, a session's answers): no shipped package has a serde-wasm-bindgen
//! writer; only the test build's `*BySerde` twins do.
//!
//! The words: a value is a word whose low 4 bits are its kind and upper 28 bits its payload (a
//! length, an index, a small number), sometimes followed by more words. Texts are the UTF-8 text's
//! next `payload` UTF-16 units (the reader slices the text, decoded once, in order). A text from a
//! fixed set (a `&'static str`: a struct's field names, serde unit variants, which
//! [`super::Fixed`] writes) is sent once and then named by its index in the reader's table, which
//! lasts across answers (the first word of each answer says how many texts it holds: see
//! [`Written::take`]), as serde-wasm-bindgen makes each such JS string once.

use serde::ser::{self, Serialize};
use std::cell::Cell;
use std::fmt::Display;

/// The kinds of a word (`rows.js` has the same numbers).
pub const END: u32 = 0;
pub const NULL: u32 = 1;
pub const FALSE: u32 = 2;
pub const TRUE: u32 = 3;
/// A whole number from 0 to 2^28 - 1, the payload.
pub const SMALL: u32 = 4;
/// A number: the next two words are its f64 bits (low, high).
pub const NUMBER: u32 = 5;
/// A text: the payload is its length in UTF-16 units.
pub const TEXT: u32 = 6;
/// A fixed text sent before: the payload is its index in the table.
pub const FIXED: u32 = 7;
/// A fixed text sent now (added to the table): the payload is its length in UTF-16 units.
pub const NEW_FIXED: u32 = 8;
/// An array: its values, then END.
pub const ARRAY: u32 = 9;
/// An object: key and value pairs (each key a text), then END.
pub const OBJECT: u32 = 10;

/// Lengths and indexes fit in the 28 bits of a word's payload.
const MAX_PAYLOAD: usize = (1 << 28) - 1;

/// Why a value cannot be written: the cases where serde-wasm-bindgen gives an error, and the kinds
/// of value no answer has. A fieldless enum, so that a `Result` of it is returned in a register.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unwritable {
    /// A text or list longer than a word's payload holds (2^28 - 1).
    TooLong,
    /// A whole number beyond JavaScript's safe integers (serde-wasm-bindgen's error too).
    BigNumber,
    /// A map key that is not a text (serde-wasm-bindgen's error too).
    MapKey,
    /// Bytes or a 128-bit number (serde-wasm-bindgen writes a Uint8Array or a BigInt: no answer has one).
    Unsupported,
    /// An error a value's own `Serialize` gave.
    Custom,
}

impl Display for Unwritable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Unwritable::TooLong => "a text or list is longer than an answer can hold",
            Unwritable::BigNumber => "a whole number can't be represented as a JavaScript number",
            Unwritable::MapKey => "Map key is not a string and cannot be an object key",
            Unwritable::Unsupported => {
                "bytes and 128-bit numbers are not written in an explanation"
            }
            Unwritable::Custom => "a value of the answer could not be written",
        })
    }
}

impl std::error::Error for Unwritable {}

impl ser::Error for Unwritable {
    fn custom<T: Display>(_msg: T) -> Self {
        Unwritable::Custom
    }
}

/// A value written for the reader: the words and the text.
#[derive(Default)]
pub struct Written {
    pub words: Vec<u32>,
    pub text: String,
    /// The fixed texts the reader's table holds.
    fixed: FixedTable,
}

thread_local! {
    /// The writer of the last answer, kept for the next one (its lists' room and its table of fixed
    /// texts, which the reader keeps too); `None` while an answer is being written.
    static KEPT: Cell<Option<Written>> = const { Cell::new(None) };
}

/// The fixed texts sent, by address and length, with their index in the reader's table, which
/// lasts across answers as this does: an open-addressing table on the address (a static address: no
/// caller picks it), so that no text is sent twice: cheaper than a `HashMap`'s hashing, and unlike a
/// direct-mapped cache it never sends a text again because another took its slot.
struct FixedTable {
    /// (address, length, index + 1); index + 1 = 0: an empty slot.
    slots: Box<[(usize, usize, u32); FIXED_SLOTS]>,
    /// How many texts the reader's table holds (after the answer being written is read).
    sent: u32,
}

/// Room for every fixed text of the engine (field names, sides, pieces, rule ids, square names: some
/// 250 in the explanation of a Stratego game), at most half full so that a search is short.
const FIXED_SLOTS: usize = 1024;

/// The tables are started again (both sides) before an answer when they hold this many texts; an
/// answer that fills them further sends the rest as plain texts (the same values).
const FIXED_MAX: u32 = 512;

impl Default for FixedTable {
    fn default() -> FixedTable {
        FixedTable {
            slots: Box::new([(0, 0, 0); FIXED_SLOTS]),
            sent: 0,
        }
    }
}

impl FixedTable {
    /// The index of `s` in the reader's table (`Ok`), or `Err(true)` after giving it the next one
    /// (it is then sent with its text), or `Err(false)` when the table is full (it is sent as a
    /// plain text).
    #[inline(always)]
    fn index(&mut self, s: &'static str) -> std::result::Result<u32, bool> {
        let key = (s.as_ptr() as usize, s.len());
        let mut at = ((key.0 as u32).wrapping_mul(0x9e37_79b9) >> 22) as usize;
        // ends at an empty slot: the table is never full (at most FIXED_MAX + one answer's texts,
        // stopped at three quarters below)
        while let Some(slot) = self.slots.get_mut(at) {
            if slot.2 == 0 {
                if self.sent as usize >= FIXED_SLOTS / 4 * 3 {
                    return Err(false);
                }
                self.sent += 1;
                *slot = (key.0, key.1, self.sent);
                return Err(true);
            }
            if (slot.0, slot.1) == key {
                return Ok(slot.2 - 1);
            }
            at = (at + 1) % FIXED_SLOTS;
        }
        Err(false)
    }

    /// Forgets every text sent: the next answer tells the reader to empty its table.
    fn clear(&mut self) {
        self.slots.fill((0, 0, 0));
        self.sent = 0;
    }
}

/// How much room a kept writer keeps (words, bytes): more is given back after the answer.
const KEEP_WORDS: usize = 1 << 16;
const KEEP_TEXT: usize = 1 << 18;

/// The length of `s` in UTF-16 units, as the reader's text counts.
fn utf16_len(s: &str) -> usize {
    if s.is_ascii() {
        s.len()
    } else {
        s.chars().map(char::len_utf16).sum()
    }
}

#[inline(always)]
fn word(kind: u32, payload: usize) -> Result<u32> {
    if payload > MAX_PAYLOAD {
        return Err(Unwritable::TooLong);
    }
    Ok(kind | (payload as u32) << 4)
}

impl Written {
    /// An empty answer (the writer of the last one, its lists emptied, or a new one), room made first
    /// for `rows` rows of an explanation (some 48 words and 200 bytes of text each) so that the lists
    /// are not copied as they grow; a value is written into it
    /// by `value.serialize(&mut written)`, then it is read and given back with [`Written::keep`].
    /// Its first word is how many fixed texts the reader's table holds before this answer: the
    /// reader drops any beyond (added by an answer whose reading failed; after a new instance of the
    /// engine, 0).
    pub fn take(rows: usize) -> Written {
        // (`try_with`: no panic, which would link its message; it fails only while threads end)
        let mut w = KEPT.try_with(Cell::take).ok().flatten().unwrap_or_default();
        w.words.clear();
        w.text.clear();
        if w.fixed.sent >= FIXED_MAX {
            w.fixed.clear();
        }
        w.words.reserve(64 + rows.min(1 << 16) * 48);
        w.text.reserve(256 + rows.min(1 << 16) * 200);
        w.words.push(w.fixed.sent);
        w
    }

    /// Keeps the writer for the next answer; `read`: whether the reader read this one (else its
    /// fixed texts are not in the reader's table, and both start it again).
    pub fn keep(mut self, read: bool) {
        if !read {
            self.fixed.clear();
        }
        if self.words.capacity() > KEEP_WORDS || self.text.capacity() > KEEP_TEXT {
            self.words = Vec::new();
            self.text = String::new();
        }
        let _ = KEPT.try_with(|k| k.set(Some(self)));
    }

    fn text(&mut self, s: &str) -> Result {
        let w = word(TEXT, utf16_len(s))?;
        self.words.push(w);
        self.text.push_str(s);
        Ok(())
    }

    fn fixed(&mut self, s: &'static str) -> Result {
        let kind = match self.fixed.index(s) {
            Ok(i) => {
                // fewer fixed texts than 2^28 (at most FIXED_SLOTS)
                self.words.push(FIXED | i << 4);
                return Ok(());
            }
            Err(true) => NEW_FIXED,
            Err(false) => TEXT,
        };
        let w = word(kind, utf16_len(s))?;
        self.words.push(w);
        self.text.push_str(s);
        Ok(())
    }

    fn number(&mut self, n: f64) {
        if n >= 0.0
            && n <= MAX_PAYLOAD as f64
            && n.fract() == 0.0
            && n.to_bits() != (-0.0f64).to_bits()
        {
            self.words.push(SMALL | (n as u32) << 4);
        } else {
            let bits = n.to_bits();
            self.words.push(NUMBER);
            self.words.push(bits as u32);
            self.words.push((bits >> 32) as u32);
        }
    }

    /// `{ variant: ... }`: opens the object and writes the key (serde-wasm-bindgen's form of a
    /// variant with data).
    fn variant(&mut self, variant: &'static str) -> Result {
        self.words.push(OBJECT);
        self.fixed(variant)
    }
}

type Result<T = ()> = std::result::Result<T, Unwritable>;

impl<'a> ser::Serializer for &'a mut Written {
    type Ok = ();
    type Error = Unwritable;
    type SerializeSeq = Compound<'a>;
    type SerializeTuple = Compound<'a>;
    type SerializeTupleStruct = Compound<'a>;
    type SerializeTupleVariant = Compound<'a>;
    type SerializeMap = Compound<'a>;
    type SerializeStruct = Compound<'a>;
    type SerializeStructVariant = Compound<'a>;

    fn serialize_bool(self, v: bool) -> Result {
        self.words.push(if v { TRUE } else { FALSE });
        Ok(())
    }
    fn serialize_i8(self, v: i8) -> Result {
        self.serialize_f64(v.into())
    }
    fn serialize_i16(self, v: i16) -> Result {
        self.serialize_f64(v.into())
    }
    fn serialize_i32(self, v: i32) -> Result {
        self.serialize_f64(v.into())
    }
    fn serialize_i64(self, v: i64) -> Result {
        // as serde-wasm-bindgen without BigInts: only the numbers a JS number holds exactly
        const SAFE: i64 = (1 << 53) - 1;
        if (-SAFE..=SAFE).contains(&v) {
            self.serialize_f64(v as f64)
        } else {
            Err(Unwritable::BigNumber)
        }
    }
    fn serialize_u8(self, v: u8) -> Result {
        self.serialize_f64(v.into())
    }
    fn serialize_u16(self, v: u16) -> Result {
        self.serialize_f64(v.into())
    }
    fn serialize_u32(self, v: u32) -> Result {
        self.serialize_f64(v.into())
    }
    fn serialize_u64(self, v: u64) -> Result {
        if v < 1 << 53 {
            self.serialize_f64(v as f64)
        } else {
            Err(Unwritable::BigNumber)
        }
    }
    fn serialize_f32(self, v: f32) -> Result {
        self.serialize_f64(v.into())
    }
    fn serialize_f64(self, v: f64) -> Result {
        self.number(v);
        Ok(())
    }
    fn serialize_char(self, v: char) -> Result {
        self.text(v.encode_utf8(&mut [0; 4]))
    }
    fn serialize_str(self, v: &str) -> Result {
        self.text(v)
    }
    fn serialize_bytes(self, _v: &[u8]) -> Result {
        Err(Unwritable::Unsupported)
    }
    fn serialize_i128(self, _v: i128) -> Result {
        Err(Unwritable::Unsupported)
    }
    fn serialize_u128(self, _v: u128) -> Result {
        Err(Unwritable::Unsupported)
    }
    fn serialize_none(self) -> Result {
        self.words.push(NULL);
        Ok(())
    }
    fn serialize_some<T: ?Sized + Serialize>(self, value: &T) -> Result {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result {
        self.words.push(NULL);
        Ok(())
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result {
        self.serialize_unit()
    }
    fn serialize_unit_variant(self, _name: &'static str, _i: u32, variant: &'static str) -> Result {
        self.fixed(variant)
    }
    fn serialize_newtype_struct<T: ?Sized + Serialize>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: ?Sized + Serialize>(
        self,
        _name: &'static str,
        _i: u32,
        variant: &'static str,
        value: &T,
    ) -> Result {
        self.variant(variant)?;
        value.serialize(&mut *self)?;
        self.words.push(END);
        Ok(())
    }
    fn serialize_seq(self, _len: Option<usize>) -> Result<Compound<'a>> {
        self.words.push(ARRAY);
        Ok(Compound::new(self, 1))
    }
    fn serialize_tuple(self, len: usize) -> Result<Compound<'a>> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_struct(self, _name: &'static str, len: usize) -> Result<Compound<'a>> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _i: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Compound<'a>> {
        self.variant(variant)?;
        self.words.push(ARRAY);
        Ok(Compound::new(self, 2))
    }
    fn serialize_map(self, _len: Option<usize>) -> Result<Compound<'a>> {
        self.words.push(OBJECT);
        Ok(Compound::new(self, 1))
    }
    fn serialize_struct(self, _name: &'static str, _len: usize) -> Result<Compound<'a>> {
        self.words.push(OBJECT);
        Ok(Compound::new(self, 1))
    }
    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _i: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Compound<'a>> {
        self.variant(variant)?;
        self.words.push(OBJECT);
        Ok(Compound::new(self, 2))
    }
}

/// An array or object being written; `ends` ENDs close it (two for a variant's `{ variant: ... }`).
pub struct Compound<'a> {
    out: &'a mut Written,
    ends: usize,
}

impl<'a> Compound<'a> {
    fn new(out: &'a mut Written, ends: usize) -> Compound<'a> {
        Compound { out, ends }
    }

    fn element<T: ?Sized + Serialize>(&mut self, value: &T) -> Result {
        value.serialize(&mut *self.out)
    }

    fn close(self) -> Result {
        for _ in 0..self.ends {
            self.out.words.push(END);
        }
        Ok(())
    }

    fn key(&mut self, key: &'static str) -> Result {
        self.out.fixed(key)
    }
}

/// The sequence-like compounds (lists, tuples, tuple structs and variants) each write their
/// elements one after the other and close the list: one impl per serde trait, written once here.
macro_rules! elements {
    ($($trait:ident :: $method:ident),*) => {$(
        impl ser::$trait for Compound<'_> {
            type Ok = ();
            type Error = Unwritable;
            fn $method<T: ?Sized + Serialize>(&mut self, value: &T) -> Result {
                self.element(value)
            }
            fn end(self) -> Result {
                self.close()
            }
        }
    )*};
}

elements!(
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field,
    SerializeTupleVariant::serialize_field
);

impl ser::SerializeMap for Compound<'_> {
    type Ok = ();
    type Error = Unwritable;
    fn serialize_key<T: ?Sized + Serialize>(&mut self, key: &T) -> Result {
        let at = self.out.words.len();
        key.serialize(&mut *self.out)?;
        // an object's key is a text (serde-wasm-bindgen's maps as objects)
        match self.out.words.get(at).map(|w| w & 15) {
            Some(TEXT | FIXED | NEW_FIXED) if self.out.words.len() == at + 1 => Ok(()),
            _ => Err(Unwritable::MapKey),
        }
    }
    fn serialize_value<T: ?Sized + Serialize>(&mut self, value: &T) -> Result {
        self.element(value)
    }
    fn end(self) -> Result {
        self.close()
    }
}

/// The struct-like compounds (structs and struct variants) write each field as its key and its
/// value, and close the object: one impl per serde trait, written once here.
macro_rules! fields {
    ($($trait:ident),*) => {$(
        impl ser::$trait for Compound<'_> {
            type Ok = ();
            type Error = Unwritable;
            fn serialize_field<T: ?Sized + Serialize>(
                &mut self,
                key: &'static str,
                value: &T,
            ) -> Result {
                self.key(key)?;
                self.element(value)
            }
            fn end(self) -> Result {
                self.close()
            }
        }
    )*};
}

fields!(SerializeStruct, SerializeStructVariant);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::game::{Judgement, MoveFacts};
    use crate::wire::Fixed;
    use serde::Serialize;
    use std::borrow::Cow;
    use std::collections::BTreeMap;

    /// A value as the reader (`rows.js`) builds it.
    #[derive(Clone, Debug, PartialEq)]
    enum Value {
        Null,
        Bool(bool),
        Number(f64),
        Text(String),
        Array(Vec<Value>),
        Object(Vec<(String, Value)>),
    }

    fn text(s: &str) -> Value {
        Value::Text(s.to_string())
    }

    fn object(pairs: &[(&str, Value)]) -> Value {
        Value::Object(
            pairs
                .iter()
                .map(|(k, v)| (k.to_string(), v.clone()))
                .collect(),
        )
    }

    /// The reader of `rows.js` in Rust, word for word: `table` is its table of fixed texts, which
    /// lasts across answers.
    fn read(w: &Written, table: &mut Vec<String>) -> Value {
        let held = w.words[0] as usize;
        assert!(
            table.len() >= held,
            "the writer names texts the reader never had"
        );
        table.truncate(held);
        let units: Vec<u16> = w.text.encode_utf16().collect();
        let (mut i, mut at) = (1, 0);
        let v = value(&w.words, &units, &mut i, &mut at, table);
        assert_eq!(i, w.words.len(), "words left over");
        assert_eq!(at, units.len(), "text left over");
        v
    }

    fn take_text(units: &[u16], at: &mut usize, len: usize) -> String {
        let s = String::from_utf16(&units[*at..*at + len]).expect("whole characters");
        *at += len;
        s
    }

    fn value(
        words: &[u32],
        units: &[u16],
        i: &mut usize,
        at: &mut usize,
        table: &mut Vec<String>,
    ) -> Value {
        let w = words[*i];
        *i += 1;
        let payload = (w >> 4) as usize;
        match w & 15 {
            NULL => Value::Null,
            FALSE => Value::Bool(false),
            TRUE => Value::Bool(true),
            SMALL => Value::Number(payload as f64),
            NUMBER => {
                let bits = u64::from(words[*i]) | u64::from(words[*i + 1]) << 32;
                *i += 2;
                Value::Number(f64::from_bits(bits))
            }
            TEXT => Value::Text(take_text(units, at, payload)),
            FIXED => Value::Text(table[payload].clone()),
            NEW_FIXED => {
                let t = take_text(units, at, payload);
                table.push(t.clone());
                Value::Text(t)
            }
            ARRAY => {
                let mut out = Vec::new();
                while words[*i] != END {
                    out.push(value(words, units, i, at, table));
                }
                *i += 1;
                Value::Array(out)
            }
            OBJECT => {
                let mut out = Vec::new();
                while words[*i] != END {
                    let Value::Text(key) = value(words, units, i, at, table) else {
                        panic!("a key that is not a text");
                    };
                    out.push((key, value(words, units, i, at, table)));
                }
                *i += 1;
                Value::Object(out)
            }
            kind => panic!("unknown kind {kind}"),
        }
    }

    /// Starts the writer's table of fixed texts again (as after an answer the reader did not read),
    /// so that a test's first answer sends its texts whatever the thread wrote before.
    fn forget() {
        Written::take(0).keep(false);
    }

    /// Writes `v` as an answer, reads it back with `table`, and keeps the writer.
    fn round_trip<T: Serialize + ?Sized>(v: &T, table: &mut Vec<String>) -> (Value, Vec<u32>) {
        let mut w = Written::take(0);
        v.serialize(&mut w).expect("writable");
        let out = read(&w, table);
        let words = w.words.clone();
        w.keep(true);
        (out, words)
    }

    #[derive(Serialize)]
    enum Kind {
        Start,
        Pair(u8, u8),
        Named { count: u32 },
        Wrapped(bool),
    }

    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    struct Sample {
        legal: bool,
        small: u32,
        negative: i32,
        half: f64,
        large: u64,
        minus_zero: f64,
        ascii: String,
        wide: &'static str,
        letter: char,
        none: Option<u32>,
        some: Option<&'static str>,
        list: Vec<u8>,
        kinds: Vec<Kind>,
        map: BTreeMap<String, i8>,
        pair: (u8, String),
        unit: (),
    }

    #[test]
    fn every_kind_of_value_reads_back_as_written() {
        let sample = Sample {
            legal: true,
            small: (1 << 28) - 1,
            negative: -3,
            half: 1.5,
            large: 1 << 40,
            minus_zero: -0.0,
            ascii: "B2-B3".into(),
            wide: "炮二平五 🏹",
            letter: 'é',
            none: None,
            some: Some(""),
            list: vec![0, 1, 255],
            kinds: vec![
                Kind::Start,
                Kind::Pair(1, 2),
                Kind::Named { count: 7 },
                Kind::Wrapped(false),
            ],
            map: [("a".to_string(), -1), ("b".to_string(), 2)].into(),
            pair: (9, "x".into()),
            unit: (),
        };
        let n = |x: f64| Value::Number(x);
        let want = object(&[
            ("legal", Value::Bool(true)),
            ("small", n(((1 << 28) - 1) as f64)),
            ("negative", n(-3.0)),
            ("half", n(1.5)),
            ("large", n((1u64 << 40) as f64)),
            ("minusZero", n(-0.0)),
            ("ascii", text("B2-B3")),
            ("wide", text("炮二平五 🏹")),
            ("letter", text("é")),
            ("none", Value::Null),
            ("some", text("")),
            ("list", Value::Array(vec![n(0.0), n(1.0), n(255.0)])),
            (
                "kinds",
                Value::Array(vec![
                    text("Start"),
                    object(&[("Pair", Value::Array(vec![n(1.0), n(2.0)]))]),
                    object(&[("Named", object(&[("count", n(7.0))]))]),
                    object(&[("Wrapped", Value::Bool(false))]),
                ]),
            ),
            ("map", object(&[("a", n(-1.0)), ("b", n(2.0))])),
            ("pair", Value::Array(vec![n(9.0), text("x")])),
            ("unit", Value::Null),
        ]);
        forget();
        let (got, _) = round_trip(&sample, &mut Vec::new());
        assert_eq!(got, want);
        // -0.0 keeps its sign (a small whole number would lose it)
        let Value::Object(fields) = &got else {
            unreachable!()
        };
        let Value::Number(z) = fields[5].1 else {
            unreachable!()
        };
        assert!(z.is_sign_negative());
    }

    #[derive(Serialize)]
    struct Fixed2 {
        first: Fixed,
        again: Fixed,
        plain: &'static str,
    }

    /// One text at one address.
    static CHASE: &str = "perpetual-chase";

    #[test]
    fn a_fixed_text_is_sent_once_then_named_across_answers() {
        forget();
        let mut table = Vec::new();
        let v = Fixed2 {
            first: Fixed(CHASE),
            again: Fixed(CHASE),
            plain: CHASE,
        };
        let (got, words) = round_trip(&v, &mut table);
        let want = object(&[
            ("first", text("perpetual-chase")),
            ("again", text("perpetual-chase")),
            ("plain", text("perpetual-chase")),
        ]);
        assert_eq!(got, want);
        let kinds: Vec<u32> = words.iter().map(|w| w & 15).collect();
        // the object, then each key (a fixed text) and value: the text sent once, then named; a
        // plain `&str` is sent as it is
        assert_eq!(
            kinds[1..],
            [OBJECT, NEW_FIXED, NEW_FIXED, NEW_FIXED, FIXED, NEW_FIXED, TEXT, END]
        );
        // the next answer names every text the first sent
        let held = table.len() as u32;
        let (again, words) = round_trip(&v, &mut table);
        assert_eq!(again, want);
        assert_eq!(words[0], held);
        let kinds: Vec<u32> = words.iter().map(|w| w & 15).collect();
        assert_eq!(
            kinds[1..],
            [OBJECT, FIXED, FIXED, FIXED, FIXED, FIXED, TEXT, END]
        );
    }

    #[test]
    fn an_answer_not_read_starts_both_tables_again() {
        let mut w = Written::take(0);
        Fixed("stalemate").serialize(&mut w).unwrap();
        // the reader failed: its table does not hold the text
        w.keep(false);
        let mut table = Vec::new();
        let (got, words) = round_trip(&Fixed("stalemate"), &mut table);
        assert_eq!(got, text("stalemate"));
        assert_eq!((words[0], words[1] & 15), (0, NEW_FIXED));
    }

    #[test]
    fn a_full_table_is_started_again_before_the_next_answer() {
        // more distinct fixed texts than FIXED_MAX: slices of one static text, each at its own
        // address
        static LETTERS: &str = "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz";
        let many: Vec<Fixed> = (0..FIXED_MAX as usize + 40)
            .map(|i| Fixed(&LETTERS[i % 26..i % 26 + 1 + i / 26]))
            .collect();
        forget();
        let mut table = Vec::new();
        let (got, _) = round_trip(&many, &mut table);
        let Value::Array(items) = got else {
            panic!("a list")
        };
        assert_eq!(items.len(), many.len());
        for (item, f) in items.iter().zip(&many) {
            assert_eq!(item, &text(f.0));
        }
        let (got, words) = round_trip(&many[..3], &mut table);
        assert_eq!(words[0], 0, "the table is started again");
        assert_eq!(
            got,
            Value::Array(many[..3].iter().map(|f| text(f.0)).collect())
        );
    }

    #[test]
    fn what_javascript_cannot_hold_is_refused() {
        let refused = |r: std::result::Result<(), Unwritable>| {
            let e = r.expect_err("refused");
            assert!(!e.to_string().is_empty());
            e
        };
        let mut w = Written::take(0);
        assert_eq!(
            refused((1u64 << 53).serialize(&mut w)),
            Unwritable::BigNumber
        );
        assert_eq!(
            refused((-(1i64 << 53)).serialize(&mut w)),
            Unwritable::BigNumber
        );
        let map: BTreeMap<u8, u8> = [(1, 2)].into();
        assert_eq!(refused(map.serialize(&mut w)), Unwritable::MapKey);
        assert_eq!(refused(1u128.serialize(&mut w)), Unwritable::Unsupported);
        w.keep(false);
        // the largest safe integers are numbers
        let (got, _) = round_trip(&[(1u64 << 53) - 1, 0], &mut Vec::new());
        let safe = ((1u64 << 53) - 1) as f64;
        assert_eq!(
            got,
            Value::Array(vec![Value::Number(safe), Value::Number(0.0)])
        );
    }

    /// The own fields of a game made up for the test: one, left out when it has no value.
    #[derive(Clone, Debug)]
    struct Marks(Option<u8>);

    #[derive(Serialize)]
    struct MarksOwn {
        #[serde(skip_serializing_if = "Option::is_none")]
        marks: Option<u8>,
    }

    impl crate::wire::Own for Marks {
        fn own(&self) -> impl Serialize + '_ {
            MarksOwn { marks: self.0 }
        }
    }

    fn judged(legal: bool, squares: &[&'static str], shot: Option<&str>) -> Judgement<Marks> {
        Judgement {
            legal,
            rule: (!legal).then_some("movement"),
            citation: (!legal).then_some(crate::core::Citation {
                rule: "ISF 5",
                title: "Moves and battles",
                source: "the rules",
            }),
            message: "why".into(),
            label: "3a".into(),
            side: "red",
            facts: MoveFacts {
                text: "B2-B3".into(),
                from: Some(Cow::Borrowed("B2")),
                to: Some(Cow::Owned("B3".into())),
                piece: Some("scout"),
                capture: !legal,
                shot: shot.map(String::from),
                ..MoveFacts::default()
            },
            squares: squares.iter().map(|&s| Cow::Borrowed(s)).collect(),
            details: Marks((!legal).then_some(2)),
            ply: None,
            position: None,
            events: Vec::new(),
            meter: Vec::new(),
        }
    }

    #[test]
    fn a_judgement_reads_back_in_the_one_shape() {
        forget();
        let mut table = Vec::new();
        // a legal verdict: no rule, citation, flags or other squares, no ply or position
        let (got, _) = round_trip(&judged(true, &["B2", "B3"], None), &mut table);
        let head = [
            ("label", text("3a")),
            ("side", text("red")),
            ("move", text("B2-B3")),
            ("from", text("B2")),
            ("to", text("B3")),
            ("piece", text("scout")),
        ];
        let mut want = head.to_vec();
        want.extend([
            ("legal", Value::Bool(true)),
            ("message", text("why")),
            ("details", object(&[])),
        ]);
        assert_eq!(got, object(&want));
        // a refused move's row: every field, the squares besides the move's own
        let mut row = judged(false, &["B2", "B3", "C3"], None);
        row.ply = Some(4);
        row.position = Some("10/10 b".into());
        let (got, _) = round_trip(&row, &mut table);
        let mut want = vec![("ply", Value::Number(4.0))];
        want.extend(head.iter().cloned());
        want.extend([
            ("legal", Value::Bool(false)),
            ("rule", text("movement")),
            (
                "citation",
                object(&[
                    ("rule", text("ISF 5")),
                    ("title", text("Moves and battles")),
                    ("source", text("the rules")),
                ]),
            ),
            ("message", text("why")),
            ("capture", Value::Bool(true)),
            ("squares", Value::Array(vec![text("C3")])),
            ("details", object(&[("marks", Value::Number(2.0))])),
            ("position", text("10/10 b")),
        ]);
        assert_eq!(got, object(&want));
        // a shot's square first, then the move's own: the shot's and the reason's are written
        let (got, _) = round_trip(
            &judged(true, &["e5", "B2", "B3", "e8"], Some("e5")),
            &mut table,
        );
        let Value::Object(fields) = got else {
            panic!("an object")
        };
        let field = |k: &str| fields.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone());
        assert_eq!(field("shot"), Some(text("e5")));
        assert_eq!(
            field("squares"),
            Some(Value::Array(vec![text("e5"), text("e8")]))
        );
    }
}
