//! `writeDocument`'s reading of its chapters (the full package only): the answer `readDocument`
//! gives, or chapters of the same shape made by a page (docs/api.md, "Documents"), read by
//! serde-wasm-bindgen into the engine's [`Chapter`]s. A try's `verdict` is not read: the engine
//! judges the try again when the document is read.

use crate::core::document::{Annotation, Arrow, Chapter, Color, Expect, Label, Mark, Texts, Try};
use crate::core::Error;
use serde::de::{Deserializer, MapAccess, Visitor};
use serde::Deserialize;
use std::fmt;

/// Tag pairs in the order the object holds them.
#[derive(Default)]
struct Pairs(Vec<(String, String)>);

impl<'de> Deserialize<'de> for Pairs {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Pairs;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an object of texts")
            }
            fn visit_map<M: MapAccess<'de>>(self, mut m: M) -> Result<Pairs, M::Error> {
                let mut out = Vec::new();
                while let Some(pair) = m.next_entry::<String, String>()? {
                    out.push(pair);
                }
                Ok(Pairs(out))
            }
        }
        d.deserialize_map(V)
    }
}

#[derive(Deserialize)]
struct JsChapter {
    game: String,
    rules: Option<String>,
    #[serde(default)]
    position: String,
    #[serde(default)]
    moves: Vec<String>,
    #[serde(default)]
    tags: Pairs,
    #[serde(default)]
    title: Pairs,
    #[serde(default)]
    text: Pairs,
    #[serde(default)]
    quiz: bool,
    #[serde(default)]
    annotations: Vec<JsAnnotation>,
}

#[derive(Deserialize)]
struct JsAnnotation {
    after: usize,
    #[serde(default)]
    comment: Pairs,
    #[serde(default)]
    arrows: Vec<JsShape>,
    #[serde(default)]
    squares: Vec<JsShape>,
    #[serde(default)]
    labels: Vec<JsShape>,
    #[serde(default)]
    tries: Vec<JsTry>,
}

#[derive(Deserialize)]
struct JsShape {
    #[serde(default)]
    from: String,
    #[serde(default)]
    to: String,
    #[serde(default)]
    square: String,
    #[serde(default)]
    text: String,
    color: String,
}

#[derive(Deserialize)]
struct JsTry {
    #[serde(rename = "move")]
    mv: String,
    expect: String,
    rule: Option<String>,
}

fn bad(reason: String) -> Error {
    Error::BadRequest {
        field: "chapters",
        reason,
    }
}

fn texts(pairs: Pairs) -> Result<Texts, Error> {
    let mut t = Texts::default();
    for (lang, text) in pairs.0 {
        let l = crate::core::document::doc_lang(&lang)
            .ok_or_else(|| bad(format!("unknown language {lang:?}")))?;
        t.set(l, &text);
    }
    Ok(t)
}

fn color(name: &str) -> Result<Color, Error> {
    match name {
        "green" => Ok(Color::Green),
        "red" => Ok(Color::Red),
        "yellow" => Ok(Color::Yellow),
        "blue" => Ok(Color::Blue),
        _ => Err(bad(format!(
            "color {name:?} is not one of green, red, yellow, blue"
        ))),
    }
}

/// The chapters of `value` (an array of chapter objects); the game names are checked by the
/// writer.
pub fn chapters(value: wasm_bindgen::JsValue) -> Result<Vec<Chapter<()>>, Error> {
    let read: Vec<JsChapter> =
        serde_wasm_bindgen::from_value(value).map_err(|e| bad(e.to_string()))?;
    read.into_iter().map(chapter).collect()
}

fn chapter(c: JsChapter) -> Result<Chapter<()>, Error> {
    crate::api::GameKind::from_name(&c.game)?;
    let game = crate::api::GAMES
        .iter()
        .copied()
        .find(|g| g.eq_ignore_ascii_case(c.game.trim()))
        .unwrap_or("");
    let mut annotations = Vec::new();
    for a in c.annotations {
        let mut tries = Vec::new();
        for t in a.tries {
            let expect = match t.expect.as_str() {
                "refused" => Expect::Refused,
                "legal" => Expect::Legal,
                other => return Err(bad(format!("expect {other:?} is not refused or legal"))),
            };
            tries.push(Try {
                mv: t.mv,
                expect,
                rule: t.rule,
                verdict: (),
                line: 0,
                column: 0,
            });
        }
        annotations.push(Annotation {
            after: a.after,
            comment: texts(a.comment)?,
            arrows: a
                .arrows
                .into_iter()
                .map(|s| {
                    Ok(Arrow {
                        from: s.from,
                        to: s.to,
                        color: color(&s.color)?,
                    })
                })
                .collect::<Result<_, Error>>()?,
            squares: a
                .squares
                .into_iter()
                .map(|s| {
                    Ok(Mark {
                        square: s.square,
                        color: color(&s.color)?,
                    })
                })
                .collect::<Result<_, Error>>()?,
            labels: a
                .labels
                .into_iter()
                .map(|s| {
                    Ok(Label {
                        square: s.square,
                        text: s.text,
                        color: color(&s.color)?,
                    })
                })
                .collect::<Result<_, Error>>()?,
            tries,
        });
    }
    annotations.sort_by_key(|a: &Annotation<()>| a.after);
    Ok(Chapter {
        game,
        rules: c.rules,
        position: c.position,
        moves: c.moves,
        tags: c.tags.0,
        title: texts(c.title)?,
        text: texts(c.text)?,
        quiz: c.quiz,
        annotations,
    })
}
