//! Rule citations: which article of which rule set a verdict rests on, and where our sources say it.

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
