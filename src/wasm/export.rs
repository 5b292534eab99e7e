//! `exportRecord`: a game written as a record in one of the formats its description lists under
//! `recordsWritten` (Xiangqi `pgn` and `dhtmlxq`, Bogenschach `pgn`, Stratego `gravon`), with the
//! engine's verdicts as comments when asked: the CLI's `export` for pages. The game is a record's
//! text (`{ game, record }`: read as `importRecord` reads it, its tags, comments and result kept)
//! or a position and moves with what a record says besides (`{ game, position, moves, comments?,
//! tags?, result?, kind?, players? }`: an `importRecord` answer is one). Every value is read
//! through the catching reads of `read`, sizes checked before a string is copied.

use super::read::{bad, get, is_absent, js_error, optional_string, string, whole};
use super::{read_moves, Busy};
use crate::api::{self, ExportOptions};
use crate::core::game::{RecordComment, RecordPlayers, RecordResult, Tags};
use crate::core::Lang;
use wasm_bindgen::prelude::*;

/// The most comments and tags read, and the longest of each.
const MAX_COMMENTS: usize = 4_096;
const MAX_COMMENT: usize = 10_000;
const MAX_TAGS: usize = 256;
const MAX_TAG_NAME: usize = 64;
const MAX_TAG_VALUE: usize = 4_096;
/// The largest `after` and result number read (a record's move count is at most `MAX_MOVES`).
const AFTER_MAX: u64 = api::MAX_MOVES as u64;
const AFTER_RANGE: &str = "expected a whole number from 0 to 20000";
const NUMBER_MAX: u64 = 1000;
const NUMBER_RANGE: &str = "expected a whole number from 0 to 1000";

/// Writes `game` as a record; `options`: `{ format, verdicts, lang, notation }` (the format by
/// default the game's first written one; `verdicts` adds the arbiter's report as comments, in
/// `lang`; `notation`, Xiangqi's PGN moves: `iccs` by default, `wxf`, `chinese`,
/// `chinese-traditional`). Returns the record's text. In the full package only.
#[wasm_bindgen(js_name = exportRecord)]
pub fn export_record(game: JsValue, options: Option<JsValue>) -> Result<JsValue, JsValue> {
    let _busy = Busy::enter()?;
    if !game.is_object() {
        return Err(bad(
            "game",
            "expected an object such as { game, position, moves } or { game, record }",
        ));
    }
    let name = optional_string(&game, "game", 64, "the game name")?
        .ok_or_else(|| bad("game", "missing; expected a game's name"))?;
    let (format, mut opts) = read_options(options.as_ref())?;
    let record = match optional_string(&game, "record", api::MAX_RECORD, "the game record")? {
        Some(text) => api::import_record_in(&name, &text, opts.lang).map_err(js_error)?,
        None => {
            let position =
                optional_string(&game, "position", api::MAX_POSITION, "the position text")?
                    .unwrap_or_default();
            let moves = read_moves(&get(&game, "moves", "moves")?, &name)?.into_vec();
            let count = moves.len();
            let mut rec = api::new_record(&name, &position, moves).map_err(js_error)?;
            rec.comments = read_comments(&game, count)?;
            rec.tags = read_tags(&game)?;
            rec.result = read_result(&game)?;
            rec.kind = optional_string(&game, "kind", 64, "the record's kind")?;
            rec.players = read_players(&game)?;
            rec
        }
    };
    let format = match format {
        Some(f) => f,
        None => api::describe(&name)
            .map_err(js_error)?
            .records_written
            .first()
            .map(|f| f.to_string())
            .ok_or_else(|| bad("format", "this game writes no records"))?,
    };
    opts.notation = opts.notation.filter(|n| !n.trim().is_empty());
    let text = api::export_record(&name, &format, &record, &opts).map_err(js_error)?;
    Ok(JsValue::from_str(&text))
}

/// `options`: the format asked (if any) and how to write.
fn read_options(options: Option<&JsValue>) -> Result<(Option<String>, ExportOptions), JsValue> {
    let mut opts = ExportOptions::default();
    let Some(o) = options.filter(|o| !is_absent(o)) else {
        return Ok((None, opts));
    };
    if !o.is_object() {
        return Err(bad(
            "options",
            "expected an object such as { format: \"pgn\", verdicts: true, lang: \"zh-Hans\" }",
        ));
    }
    let format = optional_string(o, "format", 32, "the record format")?;
    let verdicts = get(o, "verdicts", "options.verdicts")?;
    if !is_absent(&verdicts) {
        opts.verdicts = verdicts
            .as_bool()
            .ok_or_else(|| bad("options.verdicts", "expected true or false"))?;
    }
    opts.lang = optional_string(o, "lang", 32, "the language tag")?
        .map(|l| Lang::from_tag(&l))
        .unwrap_or_default();
    opts.notation = optional_string(o, "notation", 32, "the notation")?;
    Ok((format, opts))
}

/// `game.comments`: `[{ after, text }]`, `after` at most the number of moves.
fn read_comments(game: &JsValue, moves: usize) -> Result<Vec<RecordComment>, JsValue> {
    let list = get(game, "comments", "comments")?;
    if is_absent(&list) {
        return Ok(Vec::new());
    }
    let expected = "expected an array of { after, text }";
    if !list.is_object() {
        return Err(bad("comments", expected));
    }
    let len = whole(
        &get(&list, "length", "comments")?,
        "comments",
        MAX_COMMENTS as u64,
        "expected an array of at most 4096 comments",
    )?;
    let mut out = Vec::with_capacity(len as usize);
    for i in 0..len {
        let c = get(&list, &i.to_string(), "comments")?;
        if !c.is_object() {
            return Err(bad("comments", expected));
        }
        let after = whole(
            &get(&c, "after", "comments")?,
            "comments",
            AFTER_MAX,
            AFTER_RANGE,
        )?;
        if after as usize > moves {
            return Err(bad("comments", "a comment's `after` is past the last move"));
        }
        let text = string(
            &get(&c, "text", "comments")?,
            "comments",
            MAX_COMMENT,
            "a comment",
        )?;
        out.push(RecordComment {
            after: after as usize,
            text,
        });
    }
    out.sort_by_key(|c| c.after);
    Ok(out)
}

/// `game.tags`: `{ Event: "...", ... }`, in the object's own order.
fn read_tags(game: &JsValue) -> Result<Tags, JsValue> {
    let tags = get(game, "tags", "tags")?;
    if is_absent(&tags) {
        return Ok(Tags::default());
    }
    if !tags.is_object() {
        return Err(bad("tags", "expected an object of strings"));
    }
    let keys =
        js_sys::Reflect::own_keys(&tags).map_err(|_| bad("tags", "its keys could not be read"))?;
    if keys.length() as usize > MAX_TAGS {
        return Err(bad("tags", "expected at most 256 tags"));
    }
    let mut out = Vec::new();
    for key in keys.iter() {
        // a symbol key is no tag
        if !key.is_string() {
            continue;
        }
        let name = string(&key, "tags", MAX_TAG_NAME, "a tag's name")?;
        let value = get(&tags, &name, "tags")?;
        out.push((
            name,
            string(&value, "tags", MAX_TAG_VALUE, "a tag's value")?,
        ));
    }
    Ok(Tags(out))
}

/// `game.result`: `{ winner, type?, text? }` (as `importRecord` gives it), or absent.
fn read_result(game: &JsValue) -> Result<Option<RecordResult>, JsValue> {
    let r = get(game, "result", "result")?;
    if is_absent(&r) {
        return Ok(None);
    }
    if !r.is_object() {
        return Err(bad("result", "expected an object such as { winner: 1 }"));
    }
    let number = |key: &str| -> Result<Option<u32>, JsValue> {
        let v = get(&r, key, "result")?;
        if is_absent(&v) {
            return Ok(None);
        }
        Ok(Some(whole(&v, "result", NUMBER_MAX, NUMBER_RANGE)? as u32))
    };
    Ok(Some(RecordResult {
        winner: number("winner")?,
        kind: number("type")?,
        text: optional_string(&r, "text", 64, "the result text")?,
        ..RecordResult::default()
    }))
}

/// `game.players`: `{ red, blue }` (Stratego's Gravon records), or absent.
fn read_players(game: &JsValue) -> Result<Option<RecordPlayers>, JsValue> {
    let p = get(game, "players", "players")?;
    if is_absent(&p) {
        return Ok(None);
    }
    if !p.is_object() {
        return Err(bad("players", "expected an object such as { red, blue }"));
    }
    Ok(Some(RecordPlayers {
        red: optional_string(&p, "red", 256, "a player's name")?,
        blue: optional_string(&p, "blue", 256, "a player's name")?,
    }))
}
