//! A small JSON writer for the engine's answers (a `serde::Serializer` into a `String`). The WebAssembly
//! bindings hand its text to `JSON.parse`, which builds the same plain objects as serializing field by
//! field into JavaScript did, with far less code in the wasm: each field is a few bytes of text here
//! instead of calls across the JavaScript boundary.
//!
//! The mapping is the one the bindings used before (serde-wasm-bindgen with missing values as `null` and
//! maps as objects): structs and maps are objects (map keys must be strings or numbers, written as
//! strings), sequences and tuples are arrays, `None` and `()` are `null`, a unit variant is its name, a
//! newtype variant is `{ "Name": value }`, integers and floats are numbers (integers beyond 2^53 and
//! non-finite floats are refused, as JSON cannot hold them exactly), chars are strings.

use serde::ser::{self, Serialize};
use std::fmt::{self, Write};

/// Why a value could not be written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JsonError(String);

impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for JsonError {}

impl ser::Error for JsonError {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        JsonError(msg.to_string())
    }
}

/// The JSON text of `value`.
pub fn to_string<T: Serialize + ?Sized>(value: &T) -> Result<String, JsonError> {
    let mut w = Writer {
        out: String::new(),
        sink: None,
    };
    value.serialize(&mut w)?;
    Ok(w.out)
}

/// The JSON text of `value` in pieces of about `chunk` bytes (split after an element of an array),
/// each handed to `sink` in order: a long answer is never held whole (nor grown by doubling) in
/// memory, which in wasm is never given back. Their concatenation is `to_string(value)`.
pub fn to_chunks<T: Serialize + ?Sized>(
    value: &T,
    chunk: usize,
    sink: Sink,
) -> Result<(), JsonError> {
    let mut w = Writer {
        out: String::with_capacity(chunk.min(1 << 16)),
        sink: Some((sink, chunk)),
    };
    value.serialize(&mut w)?;
    if let Some((sink, _)) = &mut w.sink {
        if !w.out.is_empty() {
            sink(&w.out);
        }
    }
    Ok(())
}

/// The largest integer a JavaScript number holds exactly.
const MAX_SAFE: u64 = (1 << 53) - 1;

/// Where the pieces of [`to_chunks`] go.
type Sink = Box<dyn FnMut(&str)>;

struct Writer {
    out: String,
    /// Where full pieces of the text go, and their size ([`to_chunks`]).
    sink: Option<(Sink, usize)>,
}

impl Writer {
    /// Hands the text so far to the sink once it is a chunk long.
    fn flush_chunk(&mut self) {
        if let Some((sink, chunk)) = &mut self.sink {
            if self.out.len() >= *chunk {
                sink(&self.out);
                self.out.clear();
            }
        }
    }

    fn string(&mut self, s: &str) {
        self.out.push('"');
        for c in s.chars() {
            match c {
                '"' => self.out.push_str("\\\""),
                '\\' => self.out.push_str("\\\\"),
                '\n' => self.out.push_str("\\n"),
                '\r' => self.out.push_str("\\r"),
                '\t' => self.out.push_str("\\t"),
                c if (c as u32) < 0x20 => {
                    let _ = write!(self.out, "\\u{:04x}", c as u32);
                }
                c => self.out.push(c),
            }
        }
        self.out.push('"');
    }

    fn unsigned(&mut self, v: u64) -> Result<(), JsonError> {
        if v > MAX_SAFE {
            return Err(JsonError(format!(
                "{v} is too large for a JavaScript number"
            )));
        }
        let _ = write!(self.out, "{v}");
        Ok(())
    }

    fn signed(&mut self, v: i64) -> Result<(), JsonError> {
        if v.unsigned_abs() > MAX_SAFE {
            return Err(JsonError(format!(
                "{v} is too large for a JavaScript number"
            )));
        }
        let _ = write!(self.out, "{v}");
        Ok(())
    }
}

/// An array or object being written: whether the next item is the first.
pub struct Compound<'a> {
    w: &'a mut Writer,
    first: bool,
    /// The closing text: `]`, `}`, or `]}` / `}}` for a variant wrapped in an object.
    close: &'static str,
}

impl Compound<'_> {
    fn comma(&mut self) {
        if !self.first {
            self.w.out.push(',');
        }
        self.first = false;
    }

    fn key(&mut self, key: &str) {
        self.comma();
        self.w.string(key);
        self.w.out.push(':');
    }

    fn finish(self) -> Result<(), JsonError> {
        self.w.out.push_str(self.close);
        Ok(())
    }
}

impl<'a> ser::Serializer for &'a mut Writer {
    type Ok = ();
    type Error = JsonError;
    type SerializeSeq = Compound<'a>;
    type SerializeTuple = Compound<'a>;
    type SerializeTupleStruct = Compound<'a>;
    type SerializeTupleVariant = Compound<'a>;
    type SerializeMap = Compound<'a>;
    type SerializeStruct = Compound<'a>;
    type SerializeStructVariant = Compound<'a>;

    fn serialize_bool(self, v: bool) -> Result<(), JsonError> {
        self.out.push_str(if v { "true" } else { "false" });
        Ok(())
    }
    fn serialize_i8(self, v: i8) -> Result<(), JsonError> {
        self.signed(v.into())
    }
    fn serialize_i16(self, v: i16) -> Result<(), JsonError> {
        self.signed(v.into())
    }
    fn serialize_i32(self, v: i32) -> Result<(), JsonError> {
        self.signed(v.into())
    }
    fn serialize_i64(self, v: i64) -> Result<(), JsonError> {
        self.signed(v)
    }
    fn serialize_u8(self, v: u8) -> Result<(), JsonError> {
        self.unsigned(v.into())
    }
    fn serialize_u16(self, v: u16) -> Result<(), JsonError> {
        self.unsigned(v.into())
    }
    fn serialize_u32(self, v: u32) -> Result<(), JsonError> {
        self.unsigned(v.into())
    }
    fn serialize_u64(self, v: u64) -> Result<(), JsonError> {
        self.unsigned(v)
    }
    fn serialize_f32(self, v: f32) -> Result<(), JsonError> {
        self.serialize_f64(v.into())
    }
    fn serialize_f64(self, v: f64) -> Result<(), JsonError> {
        if !v.is_finite() {
            return Err(JsonError(format!("{v} is not a JSON number")));
        }
        let _ = write!(self.out, "{v}");
        Ok(())
    }
    fn serialize_char(self, v: char) -> Result<(), JsonError> {
        self.string(v.encode_utf8(&mut [0; 4]));
        Ok(())
    }
    fn serialize_str(self, v: &str) -> Result<(), JsonError> {
        self.string(v);
        Ok(())
    }
    fn serialize_bytes(self, v: &[u8]) -> Result<(), JsonError> {
        use ser::SerializeSeq;
        let mut seq = self.serialize_seq(Some(v.len()))?;
        for b in v {
            seq.serialize_element(b)?;
        }
        seq.end()
    }
    fn serialize_none(self) -> Result<(), JsonError> {
        self.serialize_unit()
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), JsonError> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<(), JsonError> {
        self.out.push_str("null");
        Ok(())
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result<(), JsonError> {
        self.serialize_unit()
    }
    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<(), JsonError> {
        self.string(variant);
        Ok(())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<(), JsonError> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<(), JsonError> {
        self.out.push('{');
        self.string(variant);
        self.out.push(':');
        value.serialize(&mut *self)?;
        self.out.push('}');
        Ok(())
    }
    fn serialize_seq(self, _len: Option<usize>) -> Result<Compound<'a>, JsonError> {
        self.out.push('[');
        Ok(Compound {
            w: self,
            first: true,
            close: "]",
        })
    }
    fn serialize_tuple(self, len: usize) -> Result<Compound<'a>, JsonError> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_struct(
        self,
        _name: &'static str,
        len: usize,
    ) -> Result<Compound<'a>, JsonError> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Compound<'a>, JsonError> {
        self.out.push('{');
        self.string(variant);
        self.out.push_str(":[");
        Ok(Compound {
            w: self,
            first: true,
            close: "]}",
        })
    }
    fn serialize_map(self, _len: Option<usize>) -> Result<Compound<'a>, JsonError> {
        self.out.push('{');
        Ok(Compound {
            w: self,
            first: true,
            close: "}",
        })
    }
    fn serialize_struct(self, _name: &'static str, len: usize) -> Result<Compound<'a>, JsonError> {
        self.serialize_map(Some(len))
    }
    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Compound<'a>, JsonError> {
        self.out.push('{');
        self.string(variant);
        self.out.push_str(":{");
        Ok(Compound {
            w: self,
            first: true,
            close: "}}",
        })
    }
}

impl ser::SerializeSeq for Compound<'_> {
    type Ok = ();
    type Error = JsonError;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), JsonError> {
        self.comma();
        value.serialize(&mut *self.w)?;
        self.w.flush_chunk();
        Ok(())
    }
    fn end(self) -> Result<(), JsonError> {
        self.finish()
    }
}

impl ser::SerializeTuple for Compound<'_> {
    type Ok = ();
    type Error = JsonError;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), JsonError> {
        ser::SerializeSeq::serialize_element(self, value)
    }
    fn end(self) -> Result<(), JsonError> {
        self.finish()
    }
}

impl ser::SerializeTupleStruct for Compound<'_> {
    type Ok = ();
    type Error = JsonError;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), JsonError> {
        ser::SerializeSeq::serialize_element(self, value)
    }
    fn end(self) -> Result<(), JsonError> {
        self.finish()
    }
}

impl ser::SerializeTupleVariant for Compound<'_> {
    type Ok = ();
    type Error = JsonError;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), JsonError> {
        ser::SerializeSeq::serialize_element(self, value)
    }
    fn end(self) -> Result<(), JsonError> {
        self.finish()
    }
}

impl ser::SerializeMap for Compound<'_> {
    type Ok = ();
    type Error = JsonError;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), JsonError> {
        self.comma();
        key.serialize(KeyWriter(&mut *self.w))?;
        self.w.out.push(':');
        Ok(())
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), JsonError> {
        value.serialize(&mut *self.w)
    }
    fn end(self) -> Result<(), JsonError> {
        self.finish()
    }
}

impl ser::SerializeStruct for Compound<'_> {
    type Ok = ();
    type Error = JsonError;
    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), JsonError> {
        self.key(key);
        value.serialize(&mut *self.w)
    }
    fn end(self) -> Result<(), JsonError> {
        self.finish()
    }
}

impl ser::SerializeStructVariant for Compound<'_> {
    type Ok = ();
    type Error = JsonError;
    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), JsonError> {
        ser::SerializeStruct::serialize_field(self, key, value)
    }
    fn end(self) -> Result<(), JsonError> {
        self.finish()
    }
}

/// A map key: a string, or a number or char written as a string; anything else is refused.
struct KeyWriter<'a>(&'a mut Writer);

fn bad_key() -> JsonError {
    JsonError("a map key must be a string or a number".into())
}

impl ser::Serializer for KeyWriter<'_> {
    type Ok = ();
    type Error = JsonError;
    type SerializeSeq = ser::Impossible<(), JsonError>;
    type SerializeTuple = ser::Impossible<(), JsonError>;
    type SerializeTupleStruct = ser::Impossible<(), JsonError>;
    type SerializeTupleVariant = ser::Impossible<(), JsonError>;
    type SerializeMap = ser::Impossible<(), JsonError>;
    type SerializeStruct = ser::Impossible<(), JsonError>;
    type SerializeStructVariant = ser::Impossible<(), JsonError>;

    fn serialize_str(self, v: &str) -> Result<(), JsonError> {
        self.0.string(v);
        Ok(())
    }
    fn serialize_char(self, v: char) -> Result<(), JsonError> {
        self.0.string(v.encode_utf8(&mut [0; 4]));
        Ok(())
    }
    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<(), JsonError> {
        self.0.string(variant);
        Ok(())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<(), JsonError> {
        value.serialize(self)
    }
    fn serialize_u8(self, v: u8) -> Result<(), JsonError> {
        self.serialize_u64(v.into())
    }
    fn serialize_u16(self, v: u16) -> Result<(), JsonError> {
        self.serialize_u64(v.into())
    }
    fn serialize_u32(self, v: u32) -> Result<(), JsonError> {
        self.serialize_u64(v.into())
    }
    fn serialize_u64(self, v: u64) -> Result<(), JsonError> {
        self.0.string(&v.to_string());
        Ok(())
    }
    fn serialize_i8(self, v: i8) -> Result<(), JsonError> {
        self.serialize_i64(v.into())
    }
    fn serialize_i16(self, v: i16) -> Result<(), JsonError> {
        self.serialize_i64(v.into())
    }
    fn serialize_i32(self, v: i32) -> Result<(), JsonError> {
        self.serialize_i64(v.into())
    }
    fn serialize_i64(self, v: i64) -> Result<(), JsonError> {
        self.0.string(&v.to_string());
        Ok(())
    }
    fn serialize_bool(self, _v: bool) -> Result<(), JsonError> {
        Err(bad_key())
    }
    fn serialize_f32(self, _v: f32) -> Result<(), JsonError> {
        Err(bad_key())
    }
    fn serialize_f64(self, _v: f64) -> Result<(), JsonError> {
        Err(bad_key())
    }
    fn serialize_bytes(self, _v: &[u8]) -> Result<(), JsonError> {
        Err(bad_key())
    }
    fn serialize_none(self) -> Result<(), JsonError> {
        Err(bad_key())
    }
    fn serialize_some<T: Serialize + ?Sized>(self, _value: &T) -> Result<(), JsonError> {
        Err(bad_key())
    }
    fn serialize_unit(self) -> Result<(), JsonError> {
        Err(bad_key())
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result<(), JsonError> {
        Err(bad_key())
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _value: &T,
    ) -> Result<(), JsonError> {
        Err(bad_key())
    }
    fn serialize_seq(self, _len: Option<usize>) -> Result<Self::SerializeSeq, JsonError> {
        Err(bad_key())
    }
    fn serialize_tuple(self, _len: usize) -> Result<Self::SerializeTuple, JsonError> {
        Err(bad_key())
    }
    fn serialize_tuple_struct(
        self,
        _name: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeTupleStruct, JsonError> {
        Err(bad_key())
    }
    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeTupleVariant, JsonError> {
        Err(bad_key())
    }
    fn serialize_map(self, _len: Option<usize>) -> Result<Self::SerializeMap, JsonError> {
        Err(bad_key())
    }
    fn serialize_struct(
        self,
        _name: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeStruct, JsonError> {
        Err(bad_key())
    }
    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeStructVariant, JsonError> {
        Err(bad_key())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Serialize;
    use std::collections::BTreeMap;

    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    struct Row {
        label: &'static str,
        to_move: Option<&'static str>,
        count: u32,
        delta: i8,
        flags: Vec<bool>,
        #[serde(skip_serializing_if = "Option::is_none")]
        skipped: Option<u8>,
        kind: Kind,
        pair: (char, ()),
    }

    #[derive(Serialize)]
    #[serde(rename_all = "kebab-case")]
    enum Kind {
        MoreSquares,
    }

    #[derive(Serialize)]
    enum Tagged {
        One(u8),
        Two(u8, u8),
        Named { a: u8 },
    }

    #[test]
    fn structs_options_variants_and_tuples_are_written_as_the_bindings_expect() {
        let row = Row {
            label: "1a",
            to_move: None,
            count: 3,
            delta: -2,
            flags: vec![true, false],
            skipped: None,
            kind: Kind::MoreSquares,
            pair: ('x', ()),
        };
        assert_eq!(
            to_string(&row).unwrap(),
            r#"{"label":"1a","toMove":null,"count":3,"delta":-2,"flags":[true,false],"kind":"more-squares","pair":["x",null]}"#
        );
        assert_eq!(to_string(&Tagged::One(1)).unwrap(), r#"{"One":1}"#);
        assert_eq!(to_string(&Tagged::Two(1, 2)).unwrap(), r#"{"Two":[1,2]}"#);
        assert_eq!(
            to_string(&Tagged::Named { a: 7 }).unwrap(),
            r#"{"Named":{"a":7}}"#
        );
        assert_eq!(to_string(&Vec::<u8>::new()).unwrap(), "[]");
    }

    #[test]
    fn strings_are_escaped_and_map_keys_are_strings() {
        assert_eq!(
            to_string("say \"hi\"\\ \n\t\r\u{1} ä 帥").unwrap(),
            r#""say \"hi\"\\ \n\t\r\u0001 ä 帥""#
        );
        let mut m = BTreeMap::new();
        m.insert(2u16, "b");
        m.insert(10u16, "a\"");
        assert_eq!(to_string(&m).unwrap(), r#"{"2":"b","10":"a\""}"#);
        let mut bad = BTreeMap::new();
        bad.insert(vec![1u8], 1u8);
        assert!(to_string(&bad).is_err());
    }

    #[test]
    fn numbers_beyond_what_javascript_holds_exactly_are_refused() {
        assert_eq!(to_string(&MAX_SAFE).unwrap(), "9007199254740991");
        assert_eq!(to_string(&-(MAX_SAFE as i64)).unwrap(), "-9007199254740991");
        assert!(to_string(&(MAX_SAFE + 1)).is_err());
        assert!(to_string(&i64::MIN).is_err());
        assert_eq!(to_string(&1.5f64).unwrap(), "1.5");
        assert!(to_string(&f64::NAN).is_err());
    }

    #[test]
    fn chunks_join_to_the_whole_text() {
        use std::cell::RefCell;
        use std::rc::Rc;
        let value: Vec<BTreeMap<&str, Vec<String>>> = (0..200)
            .map(|i| BTreeMap::from([("moves", vec![format!("B{i}-C{i}"); 3])]))
            .collect();
        let parts = Rc::new(RefCell::new(Vec::<String>::new()));
        let sink = Rc::clone(&parts);
        to_chunks(
            &value,
            256,
            Box::new(move |s| sink.borrow_mut().push(s.to_string())),
        )
        .unwrap();
        let parts = parts.borrow();
        assert!(parts.len() > 10, "{} parts", parts.len());
        assert!(parts.iter().all(|p| p.len() < 256 + 100));
        assert_eq!(parts.concat(), to_string(&value).unwrap());
    }
}
