//! Bogenschach in annotated documents (docs/documents.md): a turn is its shot and its move, written
//! as two tokens (`@e7 Ke7`, `@- e4`) or in chess PGN's form, the shot as a comment command before
//! the move (`{[%shot e7]} Ke7`; a move without a shot is a miss). The shoot-out's result is the
//! tag `ShootOut`. Squares are chess's, `e4` (either case).

use super::api::Bogenschach;
use crate::core::document::Glue;
use crate::core::Lang;

/// The error of a second shot before one move.
fn two_shots(shot: &str, lang: Lang) -> String {
    let template = lang.pick(
        "a second shot {0} before one move",
        "ein zweiter Schuss {0} vor einem Zug",
        "同一步棋之前的第二次射击 {0}",
        "同一步棋之前的第二次射擊 {0}",
    );
    crate::core::i18n::fill(template, &[shot])
}

impl Glue for Bogenschach {
    const COMMANDS: &'static [&'static str] = &["shot"];
    const POSITION_TAG: &'static str = "FEN";

    fn square(text: &str) -> Option<String> {
        crate::chess::position::parse_square(text)
            .ok()
            .map(crate::chess::position::square_name)
    }

    fn token(pending: &mut Option<String>, token: &str, lang: Lang) -> Result<Option<String>, String> {
        if token.starts_with('@') {
            if pending.is_some() {
                return Err(two_shots(token, lang));
            }
            *pending = Some(token.to_string());
            return Ok(None);
        }
        let shot = pending.take().unwrap_or_else(|| "@-".to_string());
        Ok(Some(format!("{shot} {token}")))
    }

    fn command(pending: &mut Option<String>, _name: &str, args: &str, lang: Lang) -> Result<(), String> {
        let shot = format!("@{}", args.trim());
        if pending.is_some() {
            return Err(two_shots(&shot, lang));
        }
        *pending = Some(shot);
        Ok(())
    }

    fn tag(name: &str, value: &str) -> Option<String> {
        (name == "shootout").then(|| format!("shoot-out: {}", value.trim().to_ascii_lowercase()))
    }

    fn write(mv: &str) -> (Option<String>, String) {
        let turn = mv.trim().trim_start_matches('@');
        let (shot, played) = turn.split_once(char::is_whitespace).unwrap_or((turn, "--"));
        let played = played.trim();
        let played = if played.is_empty() { "--" } else { played };
        match shot {
            "-" => (None, played.to_string()),
            shot => (Some(format!("[%shot {shot}]")), played.to_string()),
        }
    }

    fn tag_of(mv: &str) -> Option<(&'static str, String)> {
        mv.strip_prefix("shoot-out:")
            .map(|side| ("ShootOut", side.trim().to_string()))
    }
}
