//! The WebAssembly bindings: the only file that knows about JavaScript. Each function reads the
//! game object field by field (checking sizes before copying any string into wasm memory), calls
//! `crate::api`, and returns plain JS objects. Errors become a JS `Error` with a `code` property.

use crate::api::{self, Request, RequestOptions};
#[cfg(feature = "session")]
use crate::api::{AnySession, Session, SessionVisitor};
#[cfg(feature = "session")]
use crate::core::Game;
use crate::core::{Error, Lang};
use js_sys::{Array, JsString, Reflect};
use serde::Serialize;
use wasm_bindgen::prelude::*;

fn js_error(e: Error) -> JsValue {
    let err = js_sys::Error::new(&e.to_string());
    let _ = Reflect::set(&err, &"code".into(), &e.code().into());
    err.into()
}

/// The answer as plain JS objects (serde-wasm-bindgen): maps as objects, `None` as `null`.
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

fn bad(field: &'static str, reason: &str) -> JsValue {
    js_error(Error::BadRequest {
        field,
        reason: reason.into(),
    })
}

/// Reads a property; a getter or proxy that throws is a bad request, not a missing field.
fn get(obj: &JsValue, key: &'static str) -> Result<JsValue, JsValue> {
    Reflect::get(obj, &JsValue::from_str(key)).map_err(|e| {
        let why = e
            .dyn_ref::<js_sys::Error>()
            .map(|e| String::from(e.message()))
            .unwrap_or_else(|| "it threw".into());
        js_error(Error::BadRequest {
            field: key,
            reason: format!(
                "reading it failed: {}",
                why.chars().take(200).collect::<String>()
            ),
        })
    })
}

fn is_absent(v: &JsValue) -> bool {
    v.is_undefined() || v.is_null()
}

/// A string field, refused before copying if longer than `limit` UTF-16 units.
fn string_field(
    v: &JsValue,
    field: &'static str,
    limit: usize,
    what: &'static str,
) -> Result<String, JsValue> {
    let s: &JsString = v
        .dyn_ref::<JsString>()
        .ok_or_else(|| bad(field, "expected a string"))?;
    // JS counts UTF-16 units (1 or 2 per character): more than twice the limit is certainly too
    // large and is refused before copying; the exact character count is checked in Rust.
    let len = s.length() as usize;
    if len > limit.saturating_mul(2) {
        return Err(js_error(Error::InputTooLarge { what, len, limit }));
    }
    let text = String::from(s);
    crate::core::error::check_len(&text, limit, what).map_err(js_error)?;
    Ok(text)
}

fn optional_string(
    obj: &JsValue,
    field: &'static str,
    limit: usize,
    what: &'static str,
) -> Result<Option<String>, JsValue> {
    let v = get(obj, field)?;
    if is_absent(&v) {
        Ok(None)
    } else {
        string_field(&v, field, limit, what).map(Some)
    }
}

fn optional_bool(obj: &JsValue, field: &'static str) -> Result<Option<bool>, JsValue> {
    let v = get(obj, field)?;
    if is_absent(&v) {
        return Ok(None);
    }
    v.as_bool()
        .map(Some)
        .ok_or_else(|| bad(field, "expected true or false"))
}

fn read_moves(v: &JsValue, game_name: &str) -> Result<Vec<String>, JsValue> {
    if is_absent(v) {
        return Ok(Vec::new());
    }
    if let Some(s) = v.dyn_ref::<JsString>() {
        // A string of moves separated by spaces or commas, as in the widget's attribute.
        let len = s.length() as usize;
        let limit = api::MAX_MOVES * 8;
        if len > limit {
            return Err(js_error(Error::InputTooLarge {
                what: "the list of moves",
                len,
                limit,
            }));
        }
        return Ok(api::split_moves(game_name, &String::from(s)));
    }
    let arr: &Array = v
        .dyn_ref::<Array>()
        .ok_or_else(|| bad("moves", "expected an array of strings"))?;
    let n = arr.length() as usize;
    if n > api::MAX_MOVES {
        return Err(js_error(Error::InputTooLarge {
            what: "the list of moves",
            len: n,
            limit: api::MAX_MOVES,
        }));
    }
    (0..n)
        .map(|i| string_field(&arr.get(i as u32), "moves", api::MAX_MOVE, "a move"))
        .collect()
}

fn read_request(game: &JsValue, lang_opts: Option<&JsValue>) -> Result<Request, JsValue> {
    if !game.is_object() {
        return Err(bad(
            "game",
            "expected an object such as { game: \"stratego\", position, moves }",
        ));
    }
    let name = optional_string(game, "game", 64, "the game name")?
        .ok_or_else(|| bad("game", "missing; expected \"stratego\""))?;
    let mut options = RequestOptions::default();
    let opts = get(game, "options")?;
    if !is_absent(&opts) {
        if !opts.is_object() {
            return Err(bad("options", "expected an object"));
        }
        let limit = get(&opts, "twoSquaresLimit")?;
        if !is_absent(&limit) {
            let n = limit
                .as_f64()
                .filter(|n| n.fract() == 0.0 && *n >= 0.0 && *n <= 1000.0)
                .ok_or_else(|| bad("options.twoSquaresLimit", "expected a whole number"))?;
            options.two_squares_limit = Some(n as u32);
        }
        let count = get(&opts, "repetitionCount")?;
        if !is_absent(&count) {
            let n = count
                .as_f64()
                .filter(|n| n.fract() == 0.0 && *n >= 0.0 && *n <= 1000.0)
                .ok_or_else(|| bad("options.repetitionCount", "expected a whole number"))?;
            options.repetition_count = Some(n as u32);
        }
        options.more_squares = optional_bool(&opts, "moreSquares")?;
        options.from_start = optional_bool(&opts, "fromStart")?;
        options.notation = optional_string(&opts, "notation", 32, "the notation")?;
    }
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
    let moves = read_moves(&get(game, "moves")?, &name)?;
    Ok(Request {
        game: name,
        rules: optional_string(game, "rules", 64, "the ruleset name")?,
        options,
        position: optional_string(game, "position", api::MAX_POSITION, "the position text")?,
        moves,
        record: optional_string(game, "record", api::MAX_RECORD, "the game record")?,
        lang: lang.map(|l| Lang::from_tag(&l)).unwrap_or_default(),
    })
}

/// May `move` be played after `game.moves`? Returns `{ legal, rule, message, ... }`.
#[wasm_bindgen(js_name = validateMove)]
pub fn validate_move(
    game: JsValue,
    mv: JsValue,
    options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let req = read_request(&game, options.as_ref())?;
    let mv = string_field(&mv, "move", api::MAX_MOVE, "the move")?;
    to_js(&api::validate_move(&req, &mv).map_err(js_error)?)
}

/// Every move of `game.moves` with the rules' state: `{ rows, result }`.
#[wasm_bindgen]
pub fn explain(game: JsValue, options: Option<JsValue>) -> Result<JsValue, JsValue> {
    let req = read_request(&game, options.as_ref())?;
    to_js(&api::explain(&req).map_err(js_error)?)
}

/// The legal moves of the side to move after `game.moves`.
#[wasm_bindgen(js_name = legalMoves)]
pub fn legal_moves(game: JsValue) -> Result<JsValue, JsValue> {
    let req = read_request(&game, None)?;
    to_js(&api::legal_moves(&req).map_err(js_error)?)
}

/// Reads a position text (ours or a Gravon field) and returns its canonical text and pieces.
#[wasm_bindgen(js_name = parsePosition)]
pub fn parse_position(game: JsValue, text: JsValue) -> Result<JsValue, JsValue> {
    let name = string_field(&game, "game", 64, "the game name")?;
    let text = string_field(&text, "position", api::MAX_POSITION, "the position text")?;
    to_js(&api::parse_position(&name, &text).map_err(js_error)?)
}

/// Reads a game record (Gravon StraDoS2 XML) into `{ position, moves, result }`.
#[wasm_bindgen(js_name = importRecord)]
pub fn import_record(game: JsValue, text: JsValue) -> Result<JsValue, JsValue> {
    let name = string_field(&game, "game", 64, "the game name")?;
    let text = string_field(&text, "record", api::MAX_RECORD, "the game record")?;
    to_js(&api::import_record(&name, &text).map_err(js_error)?)
}

/// Counts the legal move tree of `game.position` (blank: the start) to `depth` (xiangqi, chess).
#[wasm_bindgen]
pub fn perft(game: JsValue, depth: JsValue) -> Result<f64, JsValue> {
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
        .filter(|d| d.fract() == 0.0 && *d >= 0.0 && *d <= 64.0)
        .ok_or_else(|| bad("depth", "expected a whole number"))?;
    let n = api::perft(&name, position.as_deref().unwrap_or(""), depth as u32).map_err(js_error)?;
    Ok(n as f64)
}

/// The description of a game as data: board, regions, pieces, rulesets, options, notations.
#[cfg(feature = "session")]
#[wasm_bindgen]
pub fn describe(game: JsValue) -> Result<JsValue, JsValue> {
    let name = string_field(&game, "game", 64, "the game name")?;
    to_js(&api::describe(&name).map_err(js_error)?)
}

/// What a session is asked.
#[cfg(feature = "session")]
enum Ask<'a> {
    Validate(&'a str),
    Play(&'a str),
    Undo,
    Explain,
    LegalMoves,
    Moves,
}

#[cfg(feature = "session")]
impl SessionVisitor for Ask<'_> {
    type Out = Result<JsValue, JsValue>;
    fn visit<G: Game>(self, s: &mut Session<G>) -> Self::Out {
        match self {
            Ask::Validate(mv) => to_js(&s.validate(mv).map_err(js_error)?),
            Ask::Play(mv) => to_js(&s.play(mv).map_err(js_error)?),
            Ask::Undo => Ok(JsValue::from_bool(s.undo().map_err(js_error)?)),
            Ask::Explain => to_js(&s.explain()),
            Ask::LegalMoves => to_js(&s.legal_moves().map_err(js_error)?),
            Ask::Moves => to_js(&s.moves()),
        }
    }
}

/// A game with state across calls: `new Game({ game, rules, options, position, moves, lang })`
/// replays the history once; then `validate(move)` and `play(move)` cost the same at ply 10 and at
/// ply 10,000. Every game answers in one shape (docs/api.md, "Sessions"). `free()` releases it.
#[cfg(feature = "session")]
#[wasm_bindgen(js_name = Game)]
pub struct GameSession {
    inner: AnySession,
}

#[cfg(feature = "session")]
#[wasm_bindgen(js_class = Game)]
impl GameSession {
    #[wasm_bindgen(constructor)]
    pub fn new(game: JsValue) -> Result<GameSession, JsValue> {
        let req = read_request(&game, None)?;
        let inner = AnySession::open(&req).map_err(js_error)?;
        Ok(GameSession { inner })
    }

    /// May `move` be played now? The verdict; nothing changes.
    pub fn validate(&mut self, mv: JsValue) -> Result<JsValue, JsValue> {
        let mv = string_field(&mv, "move", api::MAX_MOVE, "the move")?;
        self.inner.visit(Ask::Validate(&mv))
    }

    /// Plays `move` if it is legal; the verdict either way (a refused move changes nothing).
    pub fn play(&mut self, mv: JsValue) -> Result<JsValue, JsValue> {
        let mv = string_field(&mv, "move", api::MAX_MOVE, "the move")?;
        self.inner.visit(Ask::Play(&mv))
    }

    /// Takes back the last move; false when none is left.
    pub fn undo(&mut self) -> Result<JsValue, JsValue> {
        self.inner.visit(Ask::Undo)
    }

    /// Every move played with its verdict: `{ game, start, rows, result }`.
    pub fn explain(&mut self) -> Result<JsValue, JsValue> {
        self.inner.visit(Ask::Explain)
    }

    /// The legal moves now: `[{ move, from, to, text }]`.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&mut self) -> Result<JsValue, JsValue> {
        self.inner.visit(Ask::LegalMoves)
    }

    /// The moves played, as given.
    pub fn moves(&mut self) -> Result<JsValue, JsValue> {
        self.inner.visit(Ask::Moves)
    }
}

/// The engine's version.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}
