//! The answers as the JavaScript bindings send them: how a [`Judgement`] and an [`Explanation`]
//! are written (the one shape of `docs/api.md`), the game's own fields under `details` ([`Own`]),
//! and the texts from a fixed set ([`Fixed`]) that the codec (`codec`) sends once and then names
//! by number. The engine's types ([`crate::core`]) are plain data; only the bindings write them,
//! through this module.
//!
//! Every field is written once (`squares` holds those besides the move's `from` and `to`); a field
//! without a value (`rule` and `citation` of a legal move, a flag that is false, a missing square,
//! piece or shot) is left out rather than written as `null`: each field costs a crossing into
//! JavaScript. The structs are written out by hand rather than with `#[serde(flatten)]`, which
//! costs the wasm a map serialiser per type.

#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub(crate) mod codec;
mod document;
pub use document::Unjudged;
#[cfg(any(feature = "session", not(target_arch = "wasm32")))]
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub(crate) mod slots;

use crate::core::game::{Event, Explanation, Judgement, Meter, MoveFacts};
use crate::core::{Citation, Square};
use serde::ser::{SerializeStruct, Serializer};
use serde::Serialize;
use std::borrow::Cow;

/// A text from a fixed set (a side, a piece, a rule id, a square's name), written as a string.
/// Serialized as a unit variant, which the codec sends once and then names by its number (as
/// serde-wasm-bindgen makes such a JS string once and reuses it; a plain `&str` is sent again every
/// time); serde_json and every other format write the same string.
#[derive(Clone, Copy, Debug)]
pub struct Fixed(pub &'static str);

impl Serialize for Fixed {
    fn serialize<S: Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
        out.serialize_unit_variant("", 0, self.0)
    }
}

/// A text that is a [`Fixed`] one where it is borrowed, written for this answer where owned.
pub struct Text<'a>(pub &'a Cow<'static, str>);

impl Serialize for Text<'_> {
    fn serialize<S: Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            Cow::Borrowed(s) => Fixed(s).serialize(out),
            Cow::Owned(s) => out.serialize_str(s),
        }
    }
}

/// `#[serde(serialize_with = "crate::wire::fixed")]`: a `&'static str` field written as [`Fixed`].
pub fn fixed<S: Serializer>(text: &&'static str, out: S) -> Result<S::Ok, S::Error> {
    Fixed(text).serialize(out)
}

/// `#[serde(serialize_with = "crate::wire::text")]`: a `Cow<'static, str>` field written as
/// [`Text`] (serde passes the field's own type, `&Cow`: a `&str` would lose whether it is static).
#[allow(clippy::ptr_arg)]
pub fn text<S: Serializer>(text: &Cow<'static, str>, out: S) -> Result<S::Ok, S::Error> {
    Text(text).serialize(out)
}

/// The game's own fields of a verdict or a row, as written under `details` beside the fields every
/// game has. A field without a value is left out (not written as `null`).
pub trait Own {
    /// The game's own fields, as an object.
    fn own(&self) -> impl Serialize + '_;
}

/// Each field written as a [`Fixed`] text: the JS side makes each citation's strings once, not again
/// for every row that cites the rule (a repetition's row in Xiangqi cites a 150-character source).
impl Serialize for Citation {
    fn serialize<S: Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
        let mut st = out.serialize_struct("Citation", 3)?;
        st.serialize_field("rule", &Fixed(self.rule))?;
        st.serialize_field("title", &Fixed(self.title))?;
        st.serialize_field("source", &Fixed(self.source))?;
        st.end()
    }
}

/// A square by its name, a [`Fixed`] text where the table of names has it.
impl Serialize for Square {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.static_name() {
            Some(name) => Fixed(name).serialize(s),
            None => s.serialize_str(&self.name()),
        }
    }
}

/// The squares to highlight besides the move's own, as `squares` writes them: the judgement's
/// squares without the move's `from` and `to` where they stand first (after the shot's square, in
/// a game with shots); all of them where they do not. Two runs of the judgement's list.
struct OtherSquares<'a>(&'a [Cow<'static, str>], &'a [Cow<'static, str>]);

impl<'a> OtherSquares<'a> {
    fn of(f: &MoveFacts, sq: &'a [Cow<'static, str>]) -> OtherSquares<'a> {
        let own = |i: usize| {
            f.from.is_some()
                && sq.get(i).map(|s| &**s) == f.from.as_deref()
                && sq.get(i + 1).map(|s| &**s) == f.to.as_deref()
        };
        if own(0) {
            OtherSquares(&[], &sq[2..])
        } else if f.shot.is_some() && own(1) {
            OtherSquares(&sq[..1], &sq[3..])
        } else {
            OtherSquares(&[], sq)
        }
    }

    fn is_empty(&self) -> bool {
        self.0.is_empty() && self.1.is_empty()
    }
}

impl Serialize for OtherSquares<'_> {
    fn serialize<S: Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
        out.collect_seq(self.0.iter().chain(self.1))
    }
}

/// `details`: the game's own fields.
struct OwnFields<'a, D>(&'a D);

impl<D: Own> Serialize for OwnFields<'_, D> {
    fn serialize<S: Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
        self.0.own().serialize(out)
    }
}

/// The one shape: the fields every game writes alike (`Common`), `details`, and a row's
/// `position`.
impl<D: Own> Serialize for Judgement<D> {
    fn serialize<S: Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
        let mut st = out.serialize_struct("Judgement", 18)?;
        Common {
            ply: self.ply.as_ref(),
            label: &self.label,
            side: self.side,
            facts: &self.facts,
            legal: self.legal,
            rule: self.rule,
            citation: self.citation.as_ref(),
            message: &self.message,
            squares: &self.squares,
        }
        .write(&mut st)?;
        st.serialize_field("details", &OwnFields(&self.details))?;
        if let Some(position) = &self.position {
            st.serialize_field("position", position)?;
        }
        if !self.events.is_empty() {
            st.serialize_field("events", &self.events)?;
        }
        if !self.meter.is_empty() {
            st.serialize_field("meter", &self.meter)?;
        }
        st.end()
    }
}

/// The fields of a [`Judgement`] before its `details`, which every game writes alike: written by
/// one function per serializer rather than one per game's details type, which keeps the wasm
/// smaller.
struct Common<'a> {
    ply: Option<&'a usize>,
    label: &'a String,
    side: &'static str,
    facts: &'a MoveFacts,
    legal: bool,
    rule: Option<&'static str>,
    citation: Option<&'a Citation>,
    message: &'a String,
    squares: &'a [Cow<'static, str>],
}

impl Common<'_> {
    fn write<S: SerializeStruct>(self, st: &mut S) -> Result<(), S::Error> {
        let f = self.facts;
        if let Some(ply) = self.ply {
            st.serialize_field("ply", ply)?;
        }
        st.serialize_field("label", self.label)?;
        st.serialize_field("side", &Fixed(self.side))?;
        st.serialize_field("move", &f.text)?;
        if let Some(from) = &f.from {
            st.serialize_field("from", &Text(from))?;
        }
        if let Some(to) = &f.to {
            st.serialize_field("to", &Text(to))?;
        }
        if let Some(piece) = f.piece {
            st.serialize_field("piece", &Fixed(piece))?;
        }
        st.serialize_field("legal", &self.legal)?;
        if let Some(rule) = self.rule {
            st.serialize_field("rule", &Fixed(rule))?;
        }
        if let Some(citation) = self.citation {
            st.serialize_field("citation", citation)?;
        }
        st.serialize_field("message", self.message)?;
        for (name, on) in [
            ("capture", f.capture),
            ("check", f.check),
            ("promotion", f.promotion),
        ] {
            if on {
                st.serialize_field(name, &true)?;
            }
        }
        if let Some(shot) = &f.shot {
            st.serialize_field("shot", shot)?;
        }
        let others = OtherSquares::of(f, self.squares);
        if !others.is_empty() {
            st.serialize_field("squares", &others)?;
        }
        Ok(())
    }
}

/// A report's rule event: `{ kind, side, rule, citation, message }` (`side`, `rule` and
/// `citation` null when the event has none).
impl Serialize for Event {
    fn serialize<S: Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
        let mut st = out.serialize_struct("Event", 5)?;
        st.serialize_field("kind", &Fixed(self.kind))?;
        st.serialize_field("side", &self.side.map(Fixed))?;
        st.serialize_field("rule", &self.rule.map(Fixed))?;
        st.serialize_field("citation", &self.citation)?;
        st.serialize_field("message", &self.message)?;
        st.end()
    }
}

/// A count of the rule meter: `{ rule, side, count, limit, squares, message }`, `side`, `limit` and
/// `squares` left out when the count has none.
impl Serialize for Meter {
    fn serialize<S: Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
        let mut st = out.serialize_struct("Meter", 6)?;
        st.serialize_field("rule", &Fixed(self.rule))?;
        if let Some(side) = self.side {
            st.serialize_field("side", &Fixed(side))?;
        }
        st.serialize_field("count", &self.count)?;
        if let Some(limit) = self.limit {
            st.serialize_field("limit", &limit)?;
        }
        if !self.squares.is_empty() {
            st.serialize_field("squares", &Squares(&self.squares))?;
        }
        st.serialize_field("message", &self.message)?;
        st.end()
    }
}

/// Squares by their names, each a [`Fixed`] text where it is static.
struct Squares<'a>(&'a [Cow<'static, str>]);

impl Serialize for Squares<'_> {
    fn serialize<S: Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
        out.collect_seq(self.0.iter().map(Text))
    }
}

/// `{ game, mode, <the game's head field>, start, rows, result }`.
impl<R: Serialize, O: Serialize> Serialize for Explanation<R, O> {
    fn serialize<S: Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
        let mut st = out.serialize_struct("Explanation", 6)?;
        st.serialize_field("game", self.game)?;
        if let Some(mode) = self.mode {
            st.serialize_field("mode", &Fixed(mode))?;
        }
        if let Some((name, value)) = self.header {
            st.serialize_field(name, value)?;
        }
        st.serialize_field("start", &self.start)?;
        st.serialize_field("rows", &self.rows)?;
        st.serialize_field("result", &self.result)?;
        st.end()
    }
}
