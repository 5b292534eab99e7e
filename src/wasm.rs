//! The WebAssembly bindings: the only file that knows about JavaScript. Each function reads the
//! game object field by field (checking sizes before copying any string into wasm memory), calls
//! `crate::api`, and returns plain JS objects. Errors become a JS `Error` with a `code` property.

#[cfg(feature = "records")]
mod document;
#[cfg(all(feature = "session", any(feature = "gravon", feature = "records")))]
mod export;
mod read;

use crate::api::{
    self, GameRules as _, GameVisitor, OptionValue, RegisteredGame, Request, RequestOptions,
};
#[cfg(feature = "session")]
use crate::api::{AnySession, Session, SessionVisitor};
use crate::core::{Error, Lang};
use crate::wire::codec;
#[cfg(feature = "session")]
use crate::wire::slots::{self, Slots};
use read::{bad, get, is_absent, js_error, optional_string, string, whole, Strings};
use serde::Serialize;
use std::cell::Cell;
#[cfg(feature = "session")]
use std::cell::RefCell;
use std::fmt;
use wasm_bindgen::prelude::*;

/// Why a call is refused before the engine reads anything: the refusals of the bindings
/// themselves (the engine's own errors are [`Error`]'s).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// A call made while the engine answers another: from a getter, a setter or a Proxy trap the
    /// engine ran while it read a request or wrote an answer.
    Busy,
    /// A `Game` method called after the session's `free()` (or on no session).
    #[cfg(feature = "session")]
    SessionFreed,
}

impl Refusal {
    /// The `code` property of the JavaScript Error.
    pub fn code(self) -> &'static str {
        match self {
            Refusal::Busy => "engine-busy",
            #[cfg(feature = "session")]
            Refusal::SessionFreed => "session-freed",
        }
    }

    fn message(self) -> &'static str {
        match self {
            Refusal::Busy => {
                "the engine is answering another call: code the engine ran while it read a request or wrote an answer (a getter, a setter or a Proxy trap) called it again; call it after that answer is returned"
            }
            #[cfg(feature = "session")]
            Refusal::SessionFreed => {
                "this Game session was freed (by free() or at the end of its using block), or this is no Game: open a new Game"
            }
        }
    }

    /// The JS `Error`, made without allocating in wasm memory (an answer being read from a view of
    /// it stays valid).
    fn to_js(self) -> JsValue {
        read::fixed_error(self.message(), self.code())
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message())
    }
}

thread_local! {
    /// Whether the engine is answering a call.
    static BUSY: Cell<bool> = const { Cell::new(false) };
}

/// Held while the engine answers a call: every export but `version` takes it first, and a call made
/// while it is held (from the caller's code the engine ran while reading a request or writing an
/// answer) is refused with `engine-busy` before it reads or writes anything. So the state calls
/// share (the codec's writer and its table of fixed texts, which the reader in `rows.js` mirrors;
/// the sessions) is only ever used by one call at a time, and no caller code can change a later
/// answer.
struct Busy(());

impl Busy {
    fn enter() -> Result<Busy, JsValue> {
        match BUSY.try_with(|b| b.replace(true)) {
            Ok(false) => Ok(Busy(())),
            _ => Err(Refusal::Busy.to_js()),
        }
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        let _ = BUSY.try_with(|b| b.set(false));
    }
}

/// The answer as plain JS objects (serde-wasm-bindgen): maps as objects, `None` as `null`. Only the
/// test build's `*BySerde` twins (Cargo feature `oracles`), which the tests compare the codec's
/// answers with: every shipped answer is written by [`answer`], whose reader runs in a catch (a
/// setter the caller put on `Object.prototype` that throws while an answer is built comes back as
/// an error, never unwinding through wasm frames).
#[cfg(feature = "oracles")]
fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsValue> {
    let out = serde_wasm_bindgen::Serializer::new()
        .serialize_maps_as_objects(true)
        .serialize_missing_as_null(true);
    value.serialize(&out).map_err(|e| {
        js_error(Error::BadRequest {
            field: "result",
            reason: e.to_string(),
        })
    })
}

#[wasm_bindgen(module = "/src/wire/rows.js")]
extern "C" {
    /// The value [`codec::Written`] wrote, as plain JS objects; with an array as `into`, the
    /// elements of the written array pushed onto it. Marked `catch`: nothing unwinds through wasm.
    #[wasm_bindgen(js_name = arbiterReadRows, catch)]
    fn read_rows(words: &[u32], text: &str, into: &JsValue) -> Result<JsValue, JsValue>;

    /// A copy of a session's list of rows, in a catch (`Array.prototype.slice`, which a caller may
    /// have replaced).
    #[cfg(feature = "session")]
    #[wasm_bindgen(js_name = arbiterRowsCopy, catch)]
    fn copy_rows(rows: &js_sys::Array) -> Result<JsValue, JsValue>;
}

/// An explanation (or its rows) as the plain JS objects [`to_js`] makes, written in two calls
/// instead of one per field: [`codec::Written`] and its reader `src/wire/rows.js`. With `into`, the
/// elements of `value` (a list) are pushed onto it; `rows`: how many rows it holds.
fn rows_to_js<T: Serialize + ?Sized>(
    value: &T,
    rows: usize,
    into: &JsValue,
) -> Result<JsValue, JsValue> {
    let mut out = codec::Written::take(rows);
    let done = value.serialize(&mut out);
    send(out, done, into)
}

/// What [`rows_to_js`] wrote, read by `rows.js` (or the error that stopped it): the part of it the
/// same for every answer's type, compiled once.
fn send(
    written: codec::Written,
    done: Result<(), codec::Unwritable>,
    into: &JsValue,
) -> Result<JsValue, JsValue> {
    if let Err(e) = done {
        written.keep(false);
        return Err(js_error(Error::BadRequest {
            field: "result",
            reason: e.to_string(),
        }));
    }
    let read = read_rows(&written.words, &written.text, into);
    written.keep(read.is_ok());
    read
}

/// An answer as [`to_js`] makes it, through [`rows_to_js`]'s writer and reader.
fn answer<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    rows_to_js(value, 0, &JsValue::UNDEFINED)
}

/// `game.moves`: an array of strings, or one string of moves separated by spaces or commas (as in
/// the widget's attribute).
fn read_moves(v: &JsValue, game_name: &str) -> Result<Strings, JsValue> {
    if is_absent(v) {
        return Ok(Strings::Each(Vec::new()));
    }
    if v.is_string() {
        let text = string(v, "moves", api::MAX_MOVES * 8, "the list of moves")?;
        return Ok(Strings::Each(api::split_moves(game_name, &text)));
    }
    read::string_array(
        v,
        "moves",
        api::MAX_MOVES,
        "the list of moves",
        api::MAX_MOVE,
        "a move",
    )?
    .ok_or_else(|| bad("moves", "expected an array of strings"))
}

/// Reads the caller's request (`game`, and `options` of `validateMove`/`explain`) into plain data;
/// every read goes through `read`, so nothing the caller does can unwind through wasm.
fn read_request(game: &JsValue, lang_opts: Option<&JsValue>) -> Result<Request, JsValue> {
    let (mut req, joined) = read_request_lending(game, lang_opts)?;
    if let Some(text) = joined {
        req.moves = Strings::Joined(text).into_vec();
    }
    Ok(req)
}

/// [`read_request`], the moves left in the one text they were read into (each ended by the next
/// NUL) when they were, the request's own `moves` then empty: a stateless answer borrows them
/// from it (no string per move). The fields are read into one `Request` as they come (so that a
/// bad one drops one value, not each field read before it: less wasm), in the order that decides
/// which of several bad fields is named: game, options, lang, moves, rules, position, record.
fn read_request_lending(
    game: &JsValue,
    lang_opts: Option<&JsValue>,
) -> Result<(Request, Option<String>), JsValue> {
    if !game.is_object() {
        return Err(bad(
            "game",
            "expected an object such as { game, position, moves }",
        ));
    }
    let mut req = Request {
        game: optional_string(game, "game", 64, "the game name")?
            .ok_or_else(|| bad("game", "missing; expected a game's name"))?,
        ..Request::default()
    };
    read_options(game, &req.game, &mut req.options)?;
    let mut lang = optional_string(game, "lang", 32, "the language tag")?;
    if let Some(o) = lang_opts.filter(|o| !is_absent(o)) {
        if !o.is_object() {
            return Err(bad(
                "options",
                "expected an object such as { lang: \"de\" }",
            ));
        }
        if let Some(l) = optional_string(o, "lang", 32, "the language tag")? {
            lang = Some(l);
        }
    }
    req.lang = lang.map(|l| Lang::from_tag(&l)).unwrap_or_default();
    let joined = match read_moves(&get(game, "moves", "moves")?, &req.game)? {
        Strings::Joined(text) => Some(text),
        Strings::Each(moves) => {
            req.moves = moves;
            None
        }
    };
    req.rules = optional_string(game, "rules", 64, "the ruleset name")?;
    req.position = optional_string(game, "position", api::MAX_POSITION, "the position text")?;
    req.record = optional_string(game, "record", api::MAX_RECORD, "the game record")?;
    req.mode = optional_string(game, "mode", 16, "the explanation's mode")?;
    Ok((req, joined))
}

/// The largest whole number an option is read as (a game checks its own range), and the error's
/// words when it is not one.
const OPTION_MAX: u64 = 1000;
const OPTION_RANGE: &str = "expected a whole number from 0 to 1000";

/// `game.options`: the options of the game named, as its description lists them (the game checks
/// them).
fn read_options(game: &JsValue, name: &str, options: &mut RequestOptions) -> Result<(), JsValue> {
    let opts = get(game, "options", "options")?;
    if is_absent(&opts) {
        return Ok(());
    }
    if !opts.is_object() {
        return Err(bad("options", "expected an object"));
    }
    for spec in api::option_specs(name) {
        // a number's or a flag's errors name it `options.<name>`, a text's `<name>` (as ever)
        let field = match spec.kind {
            "whole" | "bool" => spec.field,
            _ => spec.name,
        };
        let v = get(&opts, spec.name, field)?;
        if is_absent(&v) {
            continue;
        }
        let value = match spec.kind {
            "whole" => OptionValue::Whole(whole(&v, field, OPTION_MAX, OPTION_RANGE)?),
            "bool" => OptionValue::Bool(
                v.as_bool()
                    .ok_or_else(|| bad(field, "expected true or false"))?,
            ),
            _ => OptionValue::Text(string(&v, field, 32, "an option's value")?),
        };
        options.set(spec.name, value);
    }
    Ok(())
}

/// A stateless answer of the game a request names, in the one shape (docs/api.md).
enum Stateless<'a> {
    /// The request, its moves (lent from the text they were read into, or its own), the move.
    Validate(&'a Request, &'a [&'a str], &'a str),
    Explain(&'a Request),
    /// [`Stateless::Explain`] written by serde-wasm-bindgen (for the test that compares the two).
    #[cfg(feature = "oracles")]
    ExplainBySerde(&'a Request),
    /// [`Stateless::Validate`] written by serde-wasm-bindgen (for the test that compares the two).
    #[cfg(feature = "oracles")]
    ValidateBySerde(&'a Request, &'a [&'a str], &'a str),
}

impl GameVisitor for Stateless<'_> {
    type Out = Result<JsValue, JsValue>;
    fn visit<G: RegisteredGame>(self) -> Self::Out {
        match self {
            Stateless::Validate(req, moves, mv) => {
                answer(&G::validate_move_after(req, moves, mv).map_err(js_error)?)
            }
            Stateless::Explain(req) => {
                let explanation = G::explain(req).map_err(js_error)?;
                rows_to_js(&explanation, explanation.rows.len(), &JsValue::UNDEFINED)
            }
            #[cfg(feature = "oracles")]
            Stateless::ExplainBySerde(req) => to_js(&G::explain(req).map_err(js_error)?),
            #[cfg(feature = "oracles")]
            Stateless::ValidateBySerde(req, moves, mv) => {
                to_js(&G::validate_move_after(req, moves, mv).map_err(js_error)?)
            }
        }
    }
}

/// May `move` be played after `game.moves`? The verdict, in the shape of a session's
/// (`{ label, side, move, from, to, piece, legal, rule, citation, message, ..., details }`).
#[wasm_bindgen(js_name = validateMove)]
pub fn validate_move(
    game: JsValue,
    mv: JsValue,
    options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let _busy = Busy::enter()?;
    validate_move_with(game, mv, options, |r, m, v| Stateless::Validate(r, m, v))
}

/// [`validate_move`]'s answer written by serde-wasm-bindgen, one call per field:
/// `tests/js/rows.test.mjs` checks that it equals [`validate_move`]'s.
#[cfg(feature = "oracles")]
#[wasm_bindgen(js_name = validateMoveBySerde)]
pub fn validate_move_by_serde(
    game: JsValue,
    mv: JsValue,
    options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let _busy = Busy::enter()?;
    validate_move_with(game, mv, options, |r, m, v| {
        Stateless::ValidateBySerde(r, m, v)
    })
}

/// Reads `validateMove`'s arguments and asks `ask` of the game they name.
fn validate_move_with(
    game: JsValue,
    mv: JsValue,
    options: Option<JsValue>,
    ask: for<'a> fn(&'a Request, &'a [&'a str], &'a str) -> Stateless<'a>,
) -> Result<JsValue, JsValue> {
    let (req, joined) = read_request_lending(&game, options.as_ref())?;
    let mv = string(&mv, "move", api::MAX_MOVE, "the move")?;
    let moves: Vec<&str> = match &joined {
        Some(text) => read::joined(text),
        None => req.moves.iter().map(String::as_str).collect(),
    };
    api::kind(&req)
        .map_err(js_error)?
        .visit(ask(&req, &moves, &mv))
}

/// Every move of `game.moves` with the rules' state: `{ game, start, rows, result }`, each row in
/// the shape of a session's.
#[wasm_bindgen]
pub fn explain(game: JsValue, options: Option<JsValue>) -> Result<JsValue, JsValue> {
    let _busy = Busy::enter()?;
    let req = read_request(&game, options.as_ref())?;
    api::kind(&req)
        .map_err(js_error)?
        .visit(Stateless::Explain(&req))
}

/// [`explain`]'s answer written by serde-wasm-bindgen, one call per field:
/// `tests/js/rows.test.mjs` checks that it equals [`explain`]'s.
#[cfg(feature = "oracles")]
#[wasm_bindgen(js_name = explainBySerde)]
pub fn explain_by_serde(game: JsValue, options: Option<JsValue>) -> Result<JsValue, JsValue> {
    let _busy = Busy::enter()?;
    let req = read_request(&game, options.as_ref())?;
    api::kind(&req)
        .map_err(js_error)?
        .visit(Stateless::ExplainBySerde(&req))
}

/// The legal moves of the side to move after `game.moves`.
#[wasm_bindgen(js_name = legalMoves)]
pub fn legal_moves(game: JsValue) -> Result<JsValue, JsValue> {
    let _busy = Busy::enter()?;
    let req = read_request(&game, None)?;
    answer(&api::legal_moves(&req).map_err(js_error)?)
}

/// [`legal_moves`]'s answer written by serde-wasm-bindgen (for the test that compares the two).
#[cfg(feature = "oracles")]
#[wasm_bindgen(js_name = legalMovesBySerde)]
pub fn legal_moves_by_serde(game: JsValue) -> Result<JsValue, JsValue> {
    let _busy = Busy::enter()?;
    let req = read_request(&game, None)?;
    to_js(&api::legal_moves(&req).map_err(js_error)?)
}

/// The game's name and a position text, as `parsePosition` and its serde twin read them.
fn position_of(game: &JsValue, text: &JsValue) -> Result<(String, String), JsValue> {
    let name = string(game, "game", 64, "the game name")?;
    Ok((
        name,
        string(text, "position", api::MAX_POSITION, "the position text")?,
    ))
}

/// The game's name and a record's text, as `importRecord` and its serde twin read them.
fn record_of(game: &JsValue, text: &JsValue) -> Result<(String, String), JsValue> {
    let name = string(game, "game", 64, "the game name")?;
    Ok((
        name,
        string(text, "record", api::MAX_RECORD, "the game record")?,
    ))
}

/// Reads a position text (ours or a Gravon field) and returns its canonical text and pieces.
#[wasm_bindgen(js_name = parsePosition)]
pub fn parse_position(game: JsValue, text: JsValue) -> Result<JsValue, JsValue> {
    let _busy = Busy::enter()?;
    let (name, text) = position_of(&game, &text)?;
    answer(&api::parse_position(&name, &text).map_err(js_error)?)
}

/// [`parse_position`]'s answer written by serde-wasm-bindgen (for the test that compares the two).
#[cfg(feature = "oracles")]
#[wasm_bindgen(js_name = parsePositionBySerde)]
pub fn parse_position_by_serde(game: JsValue, text: JsValue) -> Result<JsValue, JsValue> {
    let _busy = Busy::enter()?;
    let (name, text) = position_of(&game, &text)?;
    to_js(&api::parse_position(&name, &text).map_err(js_error)?)
}

/// Reads a game record in any format the game reads (Gravon StraDoS2 XML; PGN, DhtmlXQ, UCCI, FEN
/// and moves, move lists) into `{ game, format, position, moves, result, tags, comments, ... }`;
/// `options.lang` is the language of a `bad-record` error.
#[wasm_bindgen(js_name = importRecord)]
pub fn import_record(
    game: JsValue,
    text: JsValue,
    options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let _busy = Busy::enter()?;
    let (name, text) = record_of(&game, &text)?;
    let lang = record_lang(options.as_ref())?;
    #[cfg(any(feature = "gravon", feature = "records"))]
    return answer(&api::import_record_in(&name, &text, lang).map_err(js_error)?);
    // Without the record readers no game of the build reads records: every call is refused, so the
    // package needs no writer of a record as an answer.
    #[cfg(not(any(feature = "gravon", feature = "records")))]
    Err(js_error(
        api::import_record_in(&name, &text, lang)
            .err()
            .unwrap_or_else(|| Error::BadRequest {
                field: "record",
                reason: "this engine package reads no game records".into(),
            }),
    ))
}

/// Reads an annotated example document (docs/documents.md) into `{ chapters, problems }`: each
/// chapter replayed and each try judged, in `options.lang`, which is also the language of a
/// `bad-document` error. Not in a package built without the Cargo feature `documents` (a game's
/// `lite` package, for documents read ahead by the site's build).
#[cfg(feature = "documents")]
#[wasm_bindgen(js_name = readDocument)]
pub fn read_document(text: JsValue, options: Option<JsValue>) -> Result<JsValue, JsValue> {
    let _busy = Busy::enter()?;
    let text = string(&text, "text", api::MAX_RECORD, "the document")?;
    let lang = record_lang(options.as_ref())?;
    answer(&api::read_document(&text, lang).map_err(js_error)?)
}

/// Writes chapters (`readDocument`'s, or of the same shape) as a document's text, which
/// `readDocument` reads back to the same chapters. The full package only (Cargo feature
/// `records`, with the record writers): the widget's one-game packages read documents and never
/// write them.
#[cfg(feature = "records")]
#[wasm_bindgen(js_name = writeDocument)]
pub fn write_document(chapters: JsValue) -> Result<JsValue, JsValue> {
    let _busy = Busy::enter()?;
    let chapters = document::chapters(chapters).map_err(js_error)?;
    let text = api::write_document(&chapters).map_err(js_error)?;
    Ok(JsValue::from_str(&text))
}

/// `importRecord`'s `options.lang` (English when absent).
fn record_lang(options: Option<&JsValue>) -> Result<Lang, JsValue> {
    let Some(o) = options.filter(|o| !is_absent(o)) else {
        return Ok(Lang::En);
    };
    if !o.is_object() {
        return Err(bad(
            "options",
            "expected an object such as { lang: \"de\" }",
        ));
    }
    Ok(optional_string(o, "lang", 32, "the language tag")?
        .map(|l| Lang::from_tag(&l))
        .unwrap_or_default())
}

/// [`import_record`]'s answer written by serde-wasm-bindgen (for the test that compares the two).
#[cfg(all(any(feature = "gravon", feature = "records"), feature = "oracles"))]
#[wasm_bindgen(js_name = importRecordBySerde)]
pub fn import_record_by_serde(game: JsValue, text: JsValue) -> Result<JsValue, JsValue> {
    let _busy = Busy::enter()?;
    let (name, text) = record_of(&game, &text)?;
    to_js(&api::import_record(&name, &text).map_err(js_error)?)
}

/// The largest `options.budget` of [`perft`] (2^53, the largest count a JS number holds exactly),
/// and the error's words when it is not one.
#[cfg(feature = "perft")]
const BUDGET_MAX: u64 = 1 << 53;
#[cfg(feature = "perft")]
const BUDGET_RANGE: &str = "expected a whole number from 0 to 9007199254740992";

/// Counts the legal move tree of `game.position` (blank: the start) to `depth` (xiangqi, chess,
/// bogenschach), refusing with `budget-exceeded` beyond `options.budget` leaf nodes
/// (`api::perft_budget` by default). In the full package only (Cargo feature `perft`).
#[cfg(feature = "perft")]
#[wasm_bindgen]
pub fn perft(game: JsValue, depth: JsValue, options: Option<JsValue>) -> Result<f64, JsValue> {
    let _busy = Busy::enter()?;
    if !game.is_object() {
        return Err(bad(
            "game",
            "expected an object such as { game: \"chess\", position }",
        ));
    }
    let name = optional_string(&game, "game", 64, "the game name")?
        .ok_or_else(|| bad("game", "missing"))?;
    let position = optional_string(&game, "position", api::MAX_POSITION, "the position text")?;
    let depth = depth
        .as_f64()
        .filter(|d| d.fract() == 0.0 && *d >= 0.0 && *d <= f64::from(api::MAX_PERFT_DEPTH))
        .ok_or_else(|| {
            bad(
                "depth",
                &format!("expected a whole number from 0 to {}", api::MAX_PERFT_DEPTH),
            )
        })?;
    let mut budget = api::perft_budget(&name);
    if let Some(o) = options.filter(|o| !is_absent(o)) {
        if !o.is_object() {
            return Err(bad(
                "options",
                "expected an object such as { budget: 50000000 }",
            ));
        }
        // Up to 2^53, the largest count a JS number holds exactly.
        let b = get(&o, "budget", "options.budget")?;
        if !is_absent(&b) {
            budget = whole(&b, "options.budget", BUDGET_MAX, BUDGET_RANGE)?;
        }
    }
    let n = api::perft_within(
        &name,
        position.as_deref().unwrap_or(""),
        depth as u32,
        budget,
    )
    .map_err(js_error)?;
    Ok(n as f64)
}

/// The description of a game as data: board, regions, pieces, rulesets, options, notations.
#[cfg(feature = "session")]
#[wasm_bindgen]
pub fn describe(game: JsValue) -> Result<JsValue, JsValue> {
    let _busy = Busy::enter()?;
    let name = string(&game, "game", 64, "the game name")?;
    answer(&api::describe(&name).map_err(js_error)?)
}

/// What a session is asked; `Undo` and `Explain` keep the rows already written as JS objects.
#[cfg(feature = "session")]
enum Ask<'a> {
    Validate(&'a str),
    Play(&'a str),
    Undo(&'a js_sys::Array),
    Explain(&'a js_sys::Array),
    #[cfg(feature = "oracles")]
    ExplainBySerde,
    #[cfg(feature = "oracles")]
    ValidateBySerde(&'a str),
    #[cfg(feature = "oracles")]
    PlayBySerde(&'a str),
    LegalMoves,
    Moves,
    Meter,
}

#[cfg(feature = "session")]
impl SessionVisitor for Ask<'_> {
    type Out = Result<JsValue, JsValue>;
    fn visit<G: RegisteredGame>(self, s: &mut Session<G>) -> Self::Out {
        match self {
            Ask::Validate(mv) => answer(&s.validate(mv).map_err(js_error)?),
            Ask::Play(mv) => answer(&s.play(mv).map_err(js_error)?),
            Ask::Undo(written) => {
                let undone = s.undo().map_err(js_error)?;
                // the rows of moves taken back are gone; the others stay as written
                let kept = s.rows_kept().min(written.length() as usize);
                written.set_length(kept as u32);
                Ok(JsValue::from_bool(undone))
            }
            Ask::Explain(written) => {
                // Each row is written as a JS object once; an explanation copies the list of them.
                let rows = s.rows().map_err(js_error)?;
                let new = rows.get(written.length() as usize..).unwrap_or(&[]);
                if !new.is_empty() {
                    rows_to_js(new, new.len(), written)?;
                }
                let out = answer(&s.head())?;
                js_sys::Reflect::set(&out, &JsValue::from_str("rows"), &copy_rows(written)?)?;
                Ok(out)
            }
            #[cfg(feature = "oracles")]
            Ask::ExplainBySerde => {
                // every row written again, one call per field, leaving the kept ones alone
                let out = to_js(&s.head())?;
                let rows = js_sys::Array::new();
                for row in s.rows().map_err(js_error)? {
                    rows.push(&to_js(row)?);
                }
                js_sys::Reflect::set(&out, &JsValue::from_str("rows"), &rows)?;
                Ok(out)
            }
            #[cfg(feature = "oracles")]
            Ask::ValidateBySerde(mv) => to_js(&s.validate(mv).map_err(js_error)?),
            #[cfg(feature = "oracles")]
            Ask::PlayBySerde(mv) => to_js(&s.play(mv).map_err(js_error)?),
            Ask::LegalMoves => answer(&s.legal_moves().map_err(js_error)?),
            Ask::Moves => answer(&s.moves()),
            Ask::Meter => answer(&s.meter()),
        }
    }
}

/// A session's state: the game, and the rows of the moves explained so far, as JS objects (each
/// written once).
#[cfg(feature = "session")]
struct Live {
    inner: AnySession,
    rows: js_sys::Array,
}

#[cfg(feature = "session")]
thread_local! {
    /// The open sessions (`src/wire/slots.rs`): JavaScript's `Game` (src/wasm/session.js) holds a
    /// handle into this table, never a pointer.
    /// (Each boxed: a slot then holds a pointer, not the session, so the table stays small.)
    static SESSIONS: RefCell<Slots<Box<Live>>> = const { RefCell::new(Slots::new()) };
}

/// Runs `ask` on the session `handle` names: refused with `session-freed` when it names none
/// (freed, or never opened), with `engine-busy` while the engine answers another call.
#[cfg(feature = "session")]
fn with_session(
    handle: &JsValue,
    ask: impl FnOnce(&mut Live) -> Result<JsValue, JsValue>,
) -> Result<JsValue, JsValue> {
    let _busy = Busy::enter()?;
    SESSIONS
        .try_with(|s| {
            // never borrowed already: every call that borrows it holds `Busy`
            let mut s = s.try_borrow_mut().map_err(|_| Refusal::Busy.to_js())?;
            let live = s
                .get(handle.as_f64().unwrap_or(0.0))
                .ok_or_else(|| Refusal::SessionFreed.to_js())?;
            ask(live)
        })
        .unwrap_or_else(|_| Err(Refusal::Busy.to_js()))
}

/// `new Game({ game, rules, options, position, moves, lang })` (src/wasm/session.js): replays the
/// history once and opens the session; its handle. Then `validate(move)` and `play(move)` cost the
/// same at ply 10 and at ply 10,000. Every game answers in one shape (docs/api.md, "Sessions").
#[cfg(feature = "session")]
#[wasm_bindgen(js_name = arbiterSessionOpen)]
pub fn session_open(game: JsValue) -> Result<f64, JsValue> {
    let _busy = Busy::enter()?;
    let req = read_request(&game, None)?;
    let inner = AnySession::open(&req).map_err(js_error)?;
    let live = Box::new(Live {
        inner,
        rows: js_sys::Array::new(),
    });
    SESSIONS
        .try_with(|s| {
            let mut s = s.try_borrow_mut().map_err(|_| Refusal::Busy.to_js())?;
            s.open(live).ok_or_else(|| {
                js_error(Error::InputTooLarge {
                    what: "the number of open sessions",
                    len: MAX_SESSIONS + 1,
                    limit: MAX_SESSIONS,
                })
            })
        })
        .unwrap_or_else(|_| Err(Refusal::Busy.to_js()))
}

/// How many sessions may be open at once (the slots of `src/wire/slots.rs`).
#[cfg(feature = "session")]
const MAX_SESSIONS: usize = slots::MAX_OPEN;

/// `Game.free()`: closes the session `handle` names; nothing when it names none (a second `free()`,
/// or one after the end of a `using` block). Refused with `engine-busy` while the engine answers
/// another call (the session is then still open).
#[cfg(feature = "session")]
#[wasm_bindgen(js_name = arbiterSessionFree)]
pub fn session_free(handle: JsValue) -> Result<(), JsValue> {
    let _busy = Busy::enter()?;
    let closed = SESSIONS
        .try_with(|s| {
            let mut s = s.try_borrow_mut().map_err(|_| Refusal::Busy.to_js())?;
            Ok(s.close(handle.as_f64().unwrap_or(0.0)))
        })
        .unwrap_or_else(|_| Err(Refusal::Busy.to_js()))?;
    // dropped after the table is given back (dropping the rows' array calls into JS)
    drop(closed);
    Ok(())
}

/// `Game.validate(move)`: may `move` be played now? The verdict; nothing changes.
#[cfg(feature = "session")]
#[wasm_bindgen(js_name = arbiterSessionValidate)]
pub fn session_validate(handle: JsValue, mv: JsValue) -> Result<JsValue, JsValue> {
    with_session(&handle, |s| {
        let mv = string(&mv, "move", api::MAX_MOVE, "the move")?;
        s.inner.visit(Ask::Validate(&mv))
    })
}

/// `Game.play(move)`: plays `move` if it is legal; the verdict either way (a refused move changes
/// nothing).
#[cfg(feature = "session")]
#[wasm_bindgen(js_name = arbiterSessionPlay)]
pub fn session_play(handle: JsValue, mv: JsValue) -> Result<JsValue, JsValue> {
    with_session(&handle, |s| {
        let mv = string(&mv, "move", api::MAX_MOVE, "the move")?;
        s.inner.visit(Ask::Play(&mv))
    })
}

/// `Game.undo()`: takes back the last move; false when none is left.
#[cfg(feature = "session")]
#[wasm_bindgen(js_name = arbiterSessionUndo)]
pub fn session_undo(handle: JsValue) -> Result<JsValue, JsValue> {
    with_session(&handle, |s| s.inner.visit(Ask::Undo(&s.rows)))
}

/// `Game.explain()`: every move played with its verdict, `{ game, start, rows, result }`.
#[cfg(feature = "session")]
#[wasm_bindgen(js_name = arbiterSessionExplain)]
pub fn session_explain(handle: JsValue) -> Result<JsValue, JsValue> {
    with_session(&handle, |s| s.inner.visit(Ask::Explain(&s.rows)))
}

/// `Game.legalMoves()`: the legal moves now, `[{ move, from, to, text }]`.
#[cfg(feature = "session")]
#[wasm_bindgen(js_name = arbiterSessionLegalMoves)]
pub fn session_legal_moves(handle: JsValue) -> Result<JsValue, JsValue> {
    with_session(&handle, |s| s.inner.visit(Ask::LegalMoves))
}

/// `Game.moves()`: the moves played, as given.
#[cfg(feature = "session")]
#[wasm_bindgen(js_name = arbiterSessionMoves)]
pub fn session_moves(handle: JsValue) -> Result<JsValue, JsValue> {
    with_session(&handle, |s| s.inner.visit(Ask::Moves))
}

/// `Game.meter()`: the rule meter now, `[{ rule, side, count, limit, squares, message }]`.
#[cfg(feature = "session")]
#[wasm_bindgen(js_name = arbiterSessionMeter)]
pub fn session_meter(handle: JsValue) -> Result<JsValue, JsValue> {
    with_session(&handle, |s| s.inner.visit(Ask::Meter))
}

/// `Game.explainBySerde()` in the test build (Cargo feature `oracles`): `explain`'s answer written
/// by serde-wasm-bindgen, one call per field, for `tests/js/rows.test.mjs` to compare.
#[cfg(feature = "oracles")]
#[wasm_bindgen(js_name = arbiterSessionExplainBySerde)]
pub fn session_explain_by_serde(handle: JsValue) -> Result<JsValue, JsValue> {
    with_session(&handle, |s| s.inner.visit(Ask::ExplainBySerde))
}

/// `Game.validateBySerde(move)` in the test build: `validate`'s answer written by
/// serde-wasm-bindgen.
#[cfg(feature = "oracles")]
#[wasm_bindgen(js_name = arbiterSessionValidateBySerde)]
pub fn session_validate_by_serde(handle: JsValue, mv: JsValue) -> Result<JsValue, JsValue> {
    with_session(&handle, |s| {
        let mv = string(&mv, "move", api::MAX_MOVE, "the move")?;
        s.inner.visit(Ask::ValidateBySerde(&mv))
    })
}

/// `Game.playBySerde(move)` in the test build: plays the move as `play` does, its verdict written
/// by serde-wasm-bindgen.
#[cfg(feature = "oracles")]
#[wasm_bindgen(js_name = arbiterSessionPlayBySerde)]
pub fn session_play_by_serde(handle: JsValue, mv: JsValue) -> Result<JsValue, JsValue> {
    with_session(&handle, |s| {
        let mv = string(&mv, "move", api::MAX_MOVE, "the move")?;
        s.inner.visit(Ask::PlayBySerde(&mv))
    })
}

/// The engine's version. (A JS string made from the static text: the glue then needs no code to
/// free a string the engine returned.)
#[wasm_bindgen]
pub fn version() -> JsValue {
    JsValue::from_str(env!("CARGO_PKG_VERSION"))
}
