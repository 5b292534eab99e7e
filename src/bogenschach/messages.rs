//! Bogenschach's message catalogue, English and German. Citations name the section of the source
//! document, the Bogenjäger Stuttgart rules (rev. 1.2), a verdict or a result rests on, by its name.

use super::game::{Details, End, Fault, RemovedInfo};
use super::scoring::Score;
use crate::chess::{Color, Role};
use crate::core::{Citation, Lang};

fn cite(rule: &'static str, title: &'static str, section: &'static str) -> Citation {
    Citation {
        rule,
        title,
        source: section,
    }
}

pub fn side_name(lang: Lang, c: Color) -> &'static str {
    match (lang, c) {
        (Lang::En, Color::White) => "White",
        (Lang::En, Color::Black) => "Black",
        (Lang::De, Color::White) => "Weiß",
        (Lang::De, Color::Black) => "Schwarz",
        (Lang::ZhHans, Color::White) => "白方",
        (Lang::ZhHant, Color::White) => "白方",
        (Lang::ZhHans, Color::Black) => "黑方",
        (Lang::ZhHant, Color::Black) => "黑方",
    }
}

pub fn piece_name(lang: Lang, id: &str) -> &'static str {
    let role = match id {
        "pawn" => Role::Pawn,
        "knight" => Role::Knight,
        "bishop" => Role::Bishop,
        "rook" => Role::Rook,
        "queen" => Role::Queen,
        _ => Role::King,
    };
    match (lang, role) {
        (Lang::En, Role::Pawn) => "Pawn",
        (Lang::En, Role::Knight) => "Knight",
        (Lang::En, Role::Bishop) => "Bishop",
        (Lang::En, Role::Rook) => "Rook",
        (Lang::En, Role::Queen) => "Queen",
        (Lang::En, Role::King) => "King",
        (Lang::De, Role::Pawn) => "Bauer",
        (Lang::De, Role::Knight) => "Springer",
        (Lang::De, Role::Bishop) => "Läufer",
        (Lang::De, Role::Rook) => "Turm",
        (Lang::De, Role::Queen) => "Dame",
        (Lang::De, Role::King) => "König",
        (Lang::ZhHans, Role::Pawn) => "兵",
        (Lang::ZhHant, Role::Pawn) => "兵",
        (Lang::ZhHans, Role::Knight) => "马",
        (Lang::ZhHant, Role::Knight) => "馬",
        (Lang::ZhHans, Role::Bishop) => "象",
        (Lang::ZhHant, Role::Bishop) => "象",
        (Lang::ZhHans, Role::Rook) => "车",
        (Lang::ZhHant, Role::Rook) => "車",
        (Lang::ZhHans, Role::Queen) => "后",
        (Lang::ZhHant, Role::Queen) => "後",
        (Lang::ZhHans, Role::King) => "王",
        (Lang::ZhHant, Role::King) => "王",
    }
}

fn color_of(id: &str) -> Color {
    if id == "black" {
        Color::Black
    } else {
        Color::White
    }
}

/// "the shot on e5 removes Black's Knight (3 points for White)" and the like.
fn removal_text(lang: Lang, r: &RemovedInfo) -> String {
    let owner = side_name(lang, color_of(r.side));
    let piece = piece_name(lang, r.piece);
    let sq = &r.square;
    let gain = match (lang, r.scored_by) {
        (Lang::En, Some(s)) => format!(
            "{} point{} for {}",
            r.points,
            if r.points == 1 { "" } else { "s" },
            side_name(lang, color_of(s))
        ),
        (Lang::De, Some(s)) => format!(
            "{} Punkt{} für {}",
            r.points,
            if r.points == 1 { "" } else { "e" },
            side_name(lang, color_of(s))
        ),
        (Lang::En, None) if r.meuchelei => {
            "Meuchelei: 15 points off, and the game ends with this round".to_string()
        }
        (Lang::De, None) if r.meuchelei => {
            "Meuchelei: 15 Punkte Abzug, das Spiel endet mit dieser Runde".to_string()
        }
        (Lang::ZhHans, Some(s)) => format!("{}得{}分", side_name(lang, color_of(s)), r.points),
        (Lang::ZhHant, Some(s)) => format!("{}得{}分", side_name(lang, color_of(s)), r.points),
        (Lang::ZhHans, None) if r.meuchelei => "暗杀（Meuchelei）：扣15分，对局在本回合结束".to_string(),
        (Lang::ZhHant, None) if r.meuchelei => "暗殺（Meuchelei）：扣15分，對局在本回合結束".to_string(),
        (Lang::ZhHans, None) => "对局在本回合结束".to_string(),
        (Lang::ZhHant, None) => "對局在本回合結束".to_string(),
        (Lang::En, None) => "the game ends with this round".to_string(),
        (Lang::De, None) => "das Spiel endet mit dieser Runde".to_string(),
    };
    match lang {
        Lang::En => format!("{owner}'s {piece} on {sq} ({gain})"),
        Lang::De => format!("{piece} von {owner} auf {sq} ({gain})"),
        Lang::ZhHans => format!("{sq}上{owner}的{piece}（{gain}）"),
        Lang::ZhHant => format!("{sq}上{owner}的{piece}（{gain}）"),
    }
}

/// The message of a legal turn (a verdict, or a row of an explanation).
pub fn turn_message(lang: Lang, side: Color, d: &Details, mated: bool) -> String {
    let who = side_name(lang, side);
    let shot = match (lang, &d.shot_removes) {
        (Lang::En, _) if d.shot == "-" => format!("{who} misses."),
        (Lang::De, _) if d.shot == "-" => format!("{who} schießt daneben."),
        (Lang::En, None) => format!("{who} hits {}, an empty square.", d.shot),
        (Lang::De, None) => format!("{who} trifft {}, ein leeres Feld.", d.shot),
        (Lang::En, Some(r)) => format!("{who}'s shot removes {}.", removal_text(lang, r)),
        (Lang::ZhHans, _) if d.shot == "-" => format!("{who}射空。"),
        (Lang::ZhHant, _) if d.shot == "-" => format!("{who}射空。"),
        (Lang::ZhHans, None) => format!("{who}射中{}，一个空格。", d.shot),
        (Lang::ZhHant, None) => format!("{who}射中{}，一個空格。", d.shot),
        (Lang::ZhHans, Some(r)) => format!("{who}射掉了{}。", removal_text(lang, r)),
        (Lang::ZhHant, Some(r)) => format!("{who}射掉了{}。", removal_text(lang, r)),
        (Lang::De, Some(r)) => format!("{who} schießt {} vom Brett.", removal_text(lang, r)),
    };
    let mv = match (lang, &d.san, &d.uci) {
        (Lang::En, Some(san), Some(uci)) => {
            let mut s = format!(" Then {san} ({uci})");
            if let Some(c) = &d.captures {
                s.push_str(&format!(", capturing {}", removal_text(lang, c)));
            }
            s.push('.');
            s
        }
        (Lang::De, Some(san), Some(uci)) => {
            let mut s = format!(" Dann {san} ({uci})");
            if let Some(c) = &d.captures {
                s.push_str(&format!(", schlägt {}", removal_text(lang, c)));
            }
            s.push('.');
            s
        }
        (Lang::ZhHans, Some(san), Some(uci)) => {
            let mut s = format!("然后走{san}（{uci}）");
            if let Some(c) = &d.captures {
                s.push_str(&format!("，吃掉{}", removal_text(lang, c)));
            }
            s.push('。');
            s
        }
        (Lang::ZhHant, Some(san), Some(uci)) => {
            let mut s = format!("然後走{san}（{uci}）");
            if let Some(c) = &d.captures {
                s.push_str(&format!("，吃掉{}", removal_text(lang, c)));
            }
            s.push('。');
            s
        }
        (Lang::ZhHans, _, _) if mated => format!("{who}在自己射击后被将军且无合法着法：被将死，本步跳过。"),
        (Lang::ZhHant, _, _) if mated => format!("{who}在自己射擊後被將軍且無合法著法：被將死，本步跳過。"),
        (Lang::ZhHans, _, _) => "没有合法着法：本步跳过。".to_string(),
        (Lang::ZhHant, _, _) => "沒有合法著法：本步跳過。".to_string(),
        (Lang::En, _, _) if mated => {
            format!(" {who} is in check with no legal move after his own shot: checkmate, the move is skipped.")
        }
        (Lang::De, _, _) if mated => {
            format!(" {who} steht nach dem eigenen Schuss im Schach ohne legalen Zug: schachmatt, der Zug entfällt.")
        }
        (Lang::En, _, _) => " No legal move exists: the move is skipped.".to_string(),
        (Lang::De, _, _) => " Kein regulärer Zug ist möglich: der Zug entfällt.".to_string(),
    };
    format!("{shot}{mv}")
}

pub fn fault_message(lang: Lang, fault: Fault, side: Color, text: &str) -> String {
    let who = side_name(lang, side);
    match (lang, fault) {
        (Lang::En, Fault::Movement) => format!("{text}: no piece of {who} can make this move after the shot."),
        (Lang::De, Fault::Movement) => format!("{text}: keine Figur von {who} kann nach dem Schuss so ziehen."),
        (Lang::En, Fault::SelfCheck) => format!("{text} would leave {who}'s own King in check; after the shot the move must get out of check."),
        (Lang::De, Fault::SelfCheck) => format!("{text} ließe den eigenen König von {who} im Schach; nach dem Schuss muss der Zug das Schach aufheben."),
        (Lang::En, Fault::KingCapture) => format!("{text} would capture the King: a King exposed by a shot may be checkmated but never captured."),
        (Lang::De, Fault::KingCapture) => format!("{text} würde den König schlagen: ein durch einen Schuss freigelegter König kann matt gesetzt, aber nicht geschlagen werden."),
        (Lang::En, Fault::SkipWithMoves) => format!("{who} has a legal move after the shot, so the move may not be skipped."),
        (Lang::De, Fault::SkipWithMoves) => format!("{who} hat nach dem Schuss einen regulären Zug; der Zug darf nicht entfallen."),
        (Lang::En, Fault::MoveWithoutMoves) => format!("{who} has no legal move after the shot: the move is skipped, write --."),
        (Lang::De, Fault::MoveWithoutMoves) => format!("{who} hat nach dem Schuss keinen regulären Zug: der Zug entfällt, schreiben Sie --."),
        (Lang::ZhHans, Fault::Movement) => format!("{text}：射击之后，{who}没有棋子能这样走。"),
        (Lang::ZhHant, Fault::Movement) => format!("{text}：射擊之後，{who}沒有棋子能這樣走。"),
        (Lang::ZhHans, Fault::SelfCheck) => format!("{text}会使{who}自己的王仍被将军；射击之后，这步棋必须解除将军。"),
        (Lang::ZhHant, Fault::SelfCheck) => format!("{text}會使{who}自己的王仍被將軍；射擊之後，這步棋必須解除將軍。"),
        (Lang::ZhHans, Fault::KingCapture) => format!("{text}会吃掉王：被射击暴露的王可以被将死，但不能被吃掉。"),
        (Lang::ZhHant, Fault::KingCapture) => format!("{text}會吃掉王：被射擊暴露的王可以被將死，但不能被吃掉。"),
        (Lang::ZhHans, Fault::SkipWithMoves) => format!("射击之后{who}有合法着法，所以本步不能跳过。"),
        (Lang::ZhHant, Fault::SkipWithMoves) => format!("射擊之後{who}有合法著法，所以本步不能跳過。"),
        (Lang::ZhHans, Fault::MoveWithoutMoves) => format!("射击之后{who}没有合法着法：本步跳过，请写 --。"),
        (Lang::ZhHant, Fault::MoveWithoutMoves) => format!("射擊之後{who}沒有合法著法：本步跳過，請寫 --。"),
        (Lang::ZhHans, Fault::GameOver) => "对局已经结束。".to_string(),
        (Lang::ZhHant, Fault::GameOver) => "對局已經結束。".to_string(),
        (Lang::En, Fault::GameOver) => "The game is over.".to_string(),
        (Lang::De, Fault::GameOver) => "Das Spiel ist zu Ende.".to_string(),
    }
}

pub fn fault_citation(fault: Fault) -> Citation {
    match fault {
        Fault::KingCapture => cite(
            "Bogenschach, Sonderfälle",
            "A King can be checkmated but not captured",
            "Bogenschach rules of the Bogenjäger Stuttgart (rev. 1.2, 2019), \"Sonderfälle\" (Der König kann matt gesetzt, aber nicht geschlagen werden)",
        ),
        Fault::GameOver => cite(
            "Bogenschach 3",
            "End of the game",
            "Bogenschach rules of the Bogenjäger Stuttgart (rev. 1.2, 2019), section 3 \"Spielende\"",
        ),
        Fault::SkipWithMoves | Fault::MoveWithoutMoves => cite(
            "Bogenschach 2",
            "The move is skipped only when no legal move is possible",
            "Bogenschach rules of the Bogenjäger Stuttgart (rev. 1.2, 2019), section 2 \"Die Spielrunde\" (Falls kein regulärer Zug möglich ist, entfällt der Zug)",
        ),
        Fault::Movement | Fault::SelfCheck => cite(
            "Bogenschach 2",
            "A regular chess move after the shot",
            "Bogenschach rules of the Bogenjäger Stuttgart (rev. 1.2, 2019), section 2 \"Die Spielrunde\" (regulärer Schachzug); docs/rules/bogenschach.md",
        ),
    }
}

pub fn end_citation(end: End, decided_by: Option<&str>) -> Citation {
    match (end, decided_by) {
        (End::Checkmate { .. }, _) => cite(
            "Bogenschach 3, 4",
            "Checkmated at the end of his own turn: he loses",
            "Bogenschach rules of the Bogenjäger Stuttgart (rev. 1.2, 2019), section 3 \"Spielende\" and section 4 \"Bestimmung des Siegers\"",
        ),
        (_, Some("shoot-out")) | (_, None) => cite(
            "Bogenschach 4",
            "Equal points, King tie-break open: a King shoot-out decides",
            "Bogenschach rules of the Bogenjäger Stuttgart (rev. 1.2, 2019), section 4 \"Bestimmung des Siegers\" (Königsschießen)",
        ),
        (_, Some("king-shot-tiebreak")) => cite(
            "Bogenschach 4",
            "Equal points: the player who shot the opponent's King wins",
            "Bogenschach rules of the Bogenjäger Stuttgart (rev. 1.2, 2019), section 4 \"Bestimmung des Siegers\"",
        ),
        (End::KingShot { meuchelei: true }, _) => cite(
            "Bogenschach, Sonderfälle; 4",
            "Meuchelei: 15 points off, the game ends; then points decide",
            "Bogenschach rules of the Bogenjäger Stuttgart (rev. 1.2, 2019), \"Sonderfälle\" (Meuchelei) and section 4 \"Bestimmung des Siegers\"",
        ),
        (End::KingShot { .. }, _) => cite(
            "Bogenschach 3, 4",
            "A King shot: the round is completed, then points decide",
            "Bogenschach rules of the Bogenjäger Stuttgart (rev. 1.2, 2019), section 3 \"Spielende\" and section 4 \"Bestimmung des Siegers\"",
        ),
        (End::Rounds, _) => cite(
            "Bogenschach 3, 4",
            "After 15 rounds points decide",
            "Bogenschach rules of the Bogenjäger Stuttgart (rev. 1.2, 2019), section 3 \"Spielende\" and section 4 \"Bestimmung des Siegers\"",
        ),
    }
}

pub fn end_message(
    lang: Lang,
    end: End,
    winner: Option<Color>,
    decided_by: Option<&str>,
    score: Score,
    rounds: u32,
) -> String {
    let why = match (lang, end) {
        (Lang::En, End::Checkmate { loser }) => format!("{} is checkmated", side_name(lang, loser)),
        (Lang::De, End::Checkmate { loser }) => format!("{} ist schachmatt", side_name(lang, loser)),
        (Lang::En, End::KingShot { meuchelei: true }) => "a player shot his own King (Meuchelei, 15 points off) and the round was completed".to_string(),
        (Lang::De, End::KingShot { meuchelei: true }) => "ein Spieler hat den eigenen König erschossen (Meuchelei, 15 Punkte Abzug), die Runde wurde zu Ende gespielt".to_string(),
        (Lang::En, End::KingShot { .. }) => "a King was shot and the round was completed".to_string(),
        (Lang::De, End::KingShot { .. }) => "ein König wurde erschossen, die Runde wurde zu Ende gespielt".to_string(),
        (Lang::ZhHans, End::Checkmate { loser }) => format!("{}被将死", side_name(lang, loser)),
        (Lang::ZhHant, End::Checkmate { loser }) => format!("{}被將死", side_name(lang, loser)),
        (Lang::ZhHans, End::KingShot { meuchelei: true }) => "一方射杀了自己的王（暗杀，扣15分），本回合已走完".to_string(),
        (Lang::ZhHant, End::KingShot { meuchelei: true }) => "一方射殺了自己的王（暗殺，扣15分），本回合已走完".to_string(),
        (Lang::ZhHans, End::KingShot { .. }) => "一个王被射杀，本回合已走完".to_string(),
        (Lang::ZhHant, End::KingShot { .. }) => "一個王被射殺，本回合已走完".to_string(),
        (Lang::ZhHans, End::Rounds) => format!("已经走完{rounds}个回合"),
        (Lang::ZhHant, End::Rounds) => format!("已經走完{rounds}個回合"),
        (Lang::En, End::Rounds) => format!("{rounds} rounds were played"),
        (Lang::De, End::Rounds) => format!("{rounds} Runden wurden gespielt"),
    };
    let pts = format!("{}:{}", score.white, score.black);
    let how = match (lang, winner, decided_by) {
        (Lang::En, Some(w), Some("checkmate")) => format!("{} wins (section 4: the checkmated player loses).", side_name(lang, w)),
        (Lang::De, Some(w), Some("checkmate")) => format!("{} gewinnt (Abschnitt 4: wer schachmatt ist, hat verloren).", side_name(lang, w)),
        (Lang::En, Some(w), Some("points")) => format!("{} wins on points, {pts} (section 4).", side_name(lang, w)),
        (Lang::De, Some(w), Some("points")) => format!("{} gewinnt nach Punkten, {pts} (Abschnitt 4).", side_name(lang, w)),
        (Lang::En, Some(w), Some("king-shot-tiebreak")) => format!("Points are equal ({pts}); {} shot the opponent's King and wins (section 4).", side_name(lang, w)),
        (Lang::De, Some(w), Some("king-shot-tiebreak")) => format!("Punktgleichstand ({pts}); {} hat den gegnerischen König erschossen und gewinnt (Abschnitt 4).", side_name(lang, w)),
        (Lang::En, Some(w), _) => format!("Points are equal ({pts}) and the King tie-break is open; {} won the King shoot-out (section 4).", side_name(lang, w)),
        (Lang::De, Some(w), _) => format!("Punktgleichstand ({pts}), kein Entscheid durch den Königsschuss; {} hat das Königsschießen gewonnen (Abschnitt 4).", side_name(lang, w)),
        (Lang::ZhHans, Some(w), Some("checkmate")) => format!("{}获胜（第4节：被将死的一方输棋）。", side_name(lang, w)),
        (Lang::ZhHant, Some(w), Some("checkmate")) => format!("{}獲勝（第4節：被將死的一方輸棋）。", side_name(lang, w)),
        (Lang::ZhHans, Some(w), Some("points")) => format!("{}以{pts}的分数获胜（第4节）。", side_name(lang, w)),
        (Lang::ZhHant, Some(w), Some("points")) => format!("{}以{pts}的分數獲勝（第4節）。", side_name(lang, w)),
        (Lang::ZhHans, Some(w), Some("king-shot-tiebreak")) => format!("比分相同（{pts}）；{}射杀了对方的王，获胜（第4节）。", side_name(lang, w)),
        (Lang::ZhHant, Some(w), Some("king-shot-tiebreak")) => format!("比分相同（{pts}）；{}射殺了對方的王，獲勝（第4節）。", side_name(lang, w)),
        (Lang::ZhHans, Some(w), _) => format!("比分相同（{pts}），射王规则未能决定胜负；{}赢得了射王决胜（第4节）。", side_name(lang, w)),
        (Lang::ZhHant, Some(w), _) => format!("比分相同（{pts}），射王規則未能決定勝負；{}贏得了射王決勝（第4節）。", side_name(lang, w)),
        (Lang::ZhHans, None, _) => format!("比分相同（{pts}），双方都没有或都射杀了对方的王：由射王决胜决定；其结果记为 \"shoot-out: white\" 或 \"shoot-out: black\"（第4节）。"),
        (Lang::ZhHant, None, _) => format!("比分相同（{pts}），雙方都沒有或都射殺了對方的王：由射王決勝決定；其結果記為 \"shoot-out: white\" 或 \"shoot-out: black\"（第4節）。"),
        (Lang::En, None, _) => format!("Points are equal ({pts}) and neither or both shot the opponent's King: a King shoot-out decides; record its result as \"shoot-out: white\" or \"shoot-out: black\" (section 4)."),
        (Lang::De, None, _) => format!("Punktgleichstand ({pts}), keiner oder beide haben den gegnerischen König erlegt: ein Königsschießen entscheidet; sein Ergebnis als \"shoot-out: white\" oder \"shoot-out: black\" eintragen (Abschnitt 4)."),
    };
    match lang {
        Lang::En => format!("The game is over: {why}. {how}"),
        Lang::De => format!("Das Spiel ist zu Ende: {why}. {how}"),
        Lang::ZhHans => format!("对局已经结束：{why}。{how}"),
        Lang::ZhHant => format!("對局已經結束：{why}。{how}"),
    }
}

/// The messages of Bogenschach's record reader (`src/bogenschach/records.rs`); the shared
/// reader's are in `src/core/movetext.rs`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordKey {
    /// {0}: the second shot.
    ShotTwice,
    /// {0}: the limit.
    TooManyTurns,
    /// {0}: the tag's value.
    ShootOut,
    /// A move token that is no chess move (no letter or digit first).
    NotChess,
}

/// The template of a record reader's message in `lang` ({0}: see [`RecordKey`]).
pub fn record_text(lang: Lang, key: RecordKey) -> &'static str {
    use RecordKey::*;
    match (lang, key) {
        (Lang::De, ShotTwice) => "ein zweiter Schuss ({0}) vor einem Zug: jeder Zug hat einen Schuss",
        (Lang::En, ShotTwice) => "a second shot ({0}) before a move: each turn has one shot",
        (Lang::ZhHans, ShotTwice) => "走棋之前又有第二次射击（{0}）：每一回合只射一次",
        (Lang::ZhHant, ShotTwice) => "走棋之前又有第二次射擊（{0}）：每一回合只射一次",
        (Lang::De, TooManyTurns) => "mehr als {0} Züge",
        (Lang::En, TooManyTurns) => "more than {0} turns",
        (Lang::ZhHans, TooManyTurns) => "超过 {0} 个回合",
        (Lang::ZhHant, TooManyTurns) => "超過 {0} 個回合",
        (Lang::De, ShootOut) => "das Tag ShootOut nennt \"white\" oder \"black\", nicht \"{0}\"",
        (Lang::En, ShootOut) => "the tag ShootOut names \"white\" or \"black\", not \"{0}\"",
        (Lang::ZhHans, ShootOut) => "标签 ShootOut 应为 \"white\" 或 \"black\"，而不是 \"{0}\"",
        (Lang::ZhHant, ShootOut) => "標籤 ShootOut 應為 \"white\" 或 \"black\"，而不是 \"{0}\"",
        (Lang::De, NotChess) => "das ist kein Schachzug in SAN (Sf3, exd5, e8=D, O-O) oder UCI (e2e4), und kein -- zum Aussetzen",
        (Lang::En, NotChess) => "it is no chess move in SAN (Nf3, exd5, e8=Q, O-O) or UCI (e2e4), nor -- to skip",
        (Lang::ZhHans, NotChess) => "这不是 SAN 写法（Nf3、exd5、e8=Q、O-O）或 UCI 写法（e2e4）的国际象棋着法，也不是表示停一步的 --",
        (Lang::ZhHant, NotChess) => "這不是 SAN 寫法（Nf3、exd5、e8=Q、O-O）或 UCI 寫法（e2e4）的西洋棋著法，也不是表示停一步的 --",
    }
}

/// The rule meter's count of the rounds: the round of the last turn, of `rounds`, and the points
/// (sections 3 and 4: the game ends after the last round, then points decide).
pub fn round_meter(lang: Lang, round: u32, rounds: u32, score: Score) -> String {
    let (w, b) = (side_name(lang, Color::White), side_name(lang, Color::Black));
    let (pw, pb) = (score.white, score.black);
    match lang {
        Lang::En => format!("Round {round} of {rounds}; points {w} {pw}, {b} {pb} (sections 3, 4)"),
        Lang::De => format!("Runde {round} von {rounds}; Punkte {w} {pw}, {b} {pb} (Abschnitte 3, 4)"),
        Lang::ZhHans => format!("第{round}回合，共{rounds}回合；得分：{w}{pw}，{b}{pb}（第3、4节）"),
        Lang::ZhHant => format!("第{round}回合，共{rounds}回合；得分：{w}{pw}，{b}{pb}（第3、4節）"),
    }
}
