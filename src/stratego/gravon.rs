//! Gravon's StraDoS2 XML game records: the setup as a 100-character field, the moves, the result.
//! (To be completed: see `parse`.)

use crate::core::Error;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RecordResult {
    /// Gravon's result type number, as written in the record.
    #[serde(rename = "type")]
    pub kind: Option<u32>,
    /// 0 = Red, 1 = Blue, as written in the record.
    pub winner: Option<u32>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    pub kind: Option<String>,
    pub field: String,
    pub moves: Vec<String>,
    pub result: Option<RecordResult>,
}

pub fn parse(_text: &str) -> Result<Record, Error> {
    Err(Error::BadRecord {
        line: 1,
        reason: "not yet supported".into(),
    })
}
