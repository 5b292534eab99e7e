//! An annotated document as the bindings send it (docs/api.md, "Documents"): `{ chapters,
//! problems }`, each chapter `{ game, rules, position, moves, tags, title, text, quiz,
//! annotations }`; an annotation's `comment`, `arrows`, `squares`, `labels` and `tries` left out
//! where it has none; texts per language as `{ en?, de?, "zh-Hans"?, "zh-Hant"? }`.

use super::Fixed;
use crate::core::document::{
    Annotation, Arrow, Chapter, Document, Label, Mark, Problem, Texts, Try,
};
use crate::core::Lang;
use serde::ser::{SerializeMap, SerializeStruct, Serializer};
use serde::Serialize;

impl<V> Serialize for Document<V>
where
    Try<V>: Serialize,
{
    fn serialize<S: Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
        let mut st = out.serialize_struct("Document", 2)?;
        st.serialize_field("chapters", &self.chapters)?;
        st.serialize_field("problems", &self.problems)?;
        st.end()
    }
}

/// The tags, one object in the order written.
struct TagPairs<'a>(&'a [(String, String)]);

impl Serialize for TagPairs<'_> {
    fn serialize<S: Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
        let mut map = out.serialize_map(Some(self.0.len()))?;
        for (name, value) in self.0 {
            map.serialize_entry(name, value)?;
        }
        map.end()
    }
}

impl<V> Serialize for Chapter<V>
where
    Try<V>: Serialize,
{
    fn serialize<S: Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
        let mut st = out.serialize_struct("Chapter", 9)?;
        st.serialize_field("game", &Fixed(self.game))?;
        st.serialize_field("rules", &self.rules)?;
        st.serialize_field("position", &self.position)?;
        st.serialize_field("moves", &self.moves)?;
        st.serialize_field("tags", &TagPairs(&self.tags))?;
        st.serialize_field("title", &self.title)?;
        st.serialize_field("text", &self.text)?;
        st.serialize_field("quiz", &self.quiz)?;
        st.serialize_field("annotations", &self.annotations)?;
        st.end()
    }
}

/// The language's key in a per-language text.
fn lang_key(lang: Lang) -> &'static str {
    lang.pick("en", "de", "zh-Hans", "zh-Hant")
}

impl Serialize for Texts {
    fn serialize<S: Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
        let mut map = out.serialize_map(None)?;
        for (lang, text) in self.iter() {
            map.serialize_entry(&Fixed(lang_key(lang)), text)?;
        }
        map.end()
    }
}

impl<V> Serialize for Annotation<V>
where
    Try<V>: Serialize,
{
    fn serialize<S: Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
        let mut st = out.serialize_struct("Annotation", 6)?;
        st.serialize_field("after", &self.after)?;
        if !self.comment.is_empty() {
            st.serialize_field("comment", &self.comment)?;
        }
        if !self.arrows.is_empty() {
            st.serialize_field("arrows", &self.arrows)?;
        }
        if !self.squares.is_empty() {
            st.serialize_field("squares", &self.squares)?;
        }
        if !self.labels.is_empty() {
            st.serialize_field("labels", &self.labels)?;
        }
        if !self.tries.is_empty() {
            st.serialize_field("tries", &self.tries)?;
        }
        st.end()
    }
}

impl Serialize for Arrow {
    fn serialize<S: Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
        let mut st = out.serialize_struct("Arrow", 3)?;
        st.serialize_field("from", &self.from)?;
        st.serialize_field("to", &self.to)?;
        st.serialize_field("color", &Fixed(self.color.id()))?;
        st.end()
    }
}

impl Serialize for Mark {
    fn serialize<S: Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
        let mut st = out.serialize_struct("Mark", 2)?;
        st.serialize_field("square", &self.square)?;
        st.serialize_field("color", &Fixed(self.color.id()))?;
        st.end()
    }
}

impl Serialize for Label {
    fn serialize<S: Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
        let mut st = out.serialize_struct("Label", 3)?;
        st.serialize_field("square", &self.square)?;
        st.serialize_field("text", &self.text)?;
        st.serialize_field("color", &Fixed(self.color.id()))?;
        st.end()
    }
}

impl<V: Serialize> Serialize for Try<V> {
    fn serialize<S: Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
        let mut st = self.written(out, 4)?;
        st.serialize_field("verdict", &self.verdict)?;
        st.end()
    }
}

impl<V> Try<V> {
    /// The fields the author wrote: the move, the verdict expected and its rule (if named).
    fn written<S: Serializer>(&self, out: S, len: usize) -> Result<S::SerializeStruct, S::Error> {
        let mut st = out.serialize_struct("Try", len)?;
        st.serialize_field("move", &self.mv)?;
        st.serialize_field("expect", &Fixed(self.expect.id()))?;
        if let Some(rule) = &self.rule {
            st.serialize_field("rule", rule)?;
        }
        Ok(st)
    }
}

/// A try whose verdict is left out: a document read ahead (`arbiter document read-ahead`,
/// docs/documents.md), whose reader's engine judges each try in the reader's language.
#[derive(Clone, Copy, Debug)]
pub struct Unjudged;

impl Serialize for Try<Unjudged> {
    fn serialize<S: Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
        self.written(out, 3)?.end()
    }
}

impl Serialize for Problem {
    fn serialize<S: Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
        let mut st = out.serialize_struct("Problem", 4)?;
        st.serialize_field("chapter", &self.chapter)?;
        st.serialize_field("line", &self.line)?;
        st.serialize_field("column", &self.column)?;
        st.serialize_field("message", &self.message)?;
        st.end()
    }
}
