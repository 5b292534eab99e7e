//! Rule citations: which article of which rule set a verdict rests on, and where our sources say it.

use super::Fixed;
use serde::ser::{Serialize, SerializeStruct, Serializer};

/// A citation carried by a verdict or an explanation row, e.g. `ISF 11` with the seed section.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Citation {
    /// The article, as players cite it: `ISF 10`, `ISF 11`, `AXF rule 25`.
    pub rule: &'static str,
    /// The rule's name in English.
    pub title: &'static str,
    /// Where our reading comes from: the source document and its section.
    pub source: &'static str,
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
