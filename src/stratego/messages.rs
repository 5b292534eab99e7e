//! Stratego's message catalogue, English and German. Messages say the rules in our own words and
//! cite the article; they name squares, earlier moves, counts and limits.

use super::battle::Outcome;
use super::piece::{Rank, Side};
use crate::core::i18n::push_number;
use crate::core::{Lang, MoveRef, Square};

pub fn rank_name(lang: Lang, rank: Rank) -> &'static str {
    use Rank::*;
    match (lang, rank) {
        (Lang::En, Flag) => "Flag",
        (Lang::En, Bomb) => "Bomb",
        (Lang::En, Spy) => "Spy",
        (Lang::En, Scout) => "Scout",
        (Lang::En, Miner) => "Miner",
        (Lang::En, Sergeant) => "Sergeant",
        (Lang::En, Lieutenant) => "Lieutenant",
        (Lang::En, Captain) => "Captain",
        (Lang::En, Major) => "Major",
        (Lang::En, Colonel) => "Colonel",
        (Lang::En, General) => "General",
        (Lang::En, Marshal) => "Marshal",
        (Lang::En, Unknown) => "unknown piece",
        (Lang::De, Flag) => "Fahne",
        (Lang::De, Bomb) => "Bombe",
        (Lang::De, Spy) => "Spion",
        (Lang::De, Scout) => "Aufklärer",
        (Lang::De, Miner) => "Mineur",
        (Lang::De, Sergeant) => "Unteroffizier",
        (Lang::De, Lieutenant) => "Leutnant",
        (Lang::De, Captain) => "Hauptmann",
        (Lang::De, Major) => "Major",
        (Lang::De, Colonel) => "Oberst",
        (Lang::De, General) => "General",
        (Lang::De, Marshal) => "Marschall",
        (Lang::De, Unknown) => "unbekannte Figur",
        (Lang::ZhHans, Flag) => "军旗",
        (Lang::ZhHant, Flag) => "軍旗",
        (Lang::ZhHans, Bomb) => "炸弹",
        (Lang::ZhHant, Bomb) => "炸彈",
        (Lang::ZhHans, Spy) => "间谍",
        (Lang::ZhHant, Spy) => "間諜",
        (Lang::ZhHans, Scout) => "侦察兵",
        (Lang::ZhHant, Scout) => "偵察兵",
        (Lang::ZhHans, Miner) => "工兵",
        (Lang::ZhHant, Miner) => "工兵",
        (Lang::ZhHans, Sergeant) => "中士",
        (Lang::ZhHant, Sergeant) => "中士",
        (Lang::ZhHans, Lieutenant) => "中尉",
        (Lang::ZhHant, Lieutenant) => "中尉",
        (Lang::ZhHans, Captain) => "上尉",
        (Lang::ZhHant, Captain) => "上尉",
        (Lang::ZhHans, Major) => "少校",
        (Lang::ZhHant, Major) => "少校",
        (Lang::ZhHans, Colonel) => "上校",
        (Lang::ZhHant, Colonel) => "上校",
        (Lang::ZhHans, General) => "将军",
        (Lang::ZhHant, General) => "將軍",
        (Lang::ZhHans, Marshal) => "元帅",
        (Lang::ZhHant, Marshal) => "元帥",
        (Lang::ZhHans, Unknown) => "未知棋子",
        (Lang::ZhHant, Unknown) => "未知棋子",
    }
}

pub fn side_name(lang: Lang, side: Side) -> &'static str {
    match (lang, side) {
        (Lang::En, Side::Red) => "Red",
        (Lang::En, Side::Blue) => "Blue",
        (Lang::De, Side::Red) => "Rot",
        (Lang::De, Side::Blue) => "Blau",
        (Lang::ZhHans, Side::Red) => "红方",
        (Lang::ZhHant, Side::Red) => "紅方",
        (Lang::ZhHans, Side::Blue) => "蓝方",
        (Lang::ZhHant, Side::Blue) => "藍方",
    }
}

fn move_ref(lang: Lang, r: &MoveRef) -> String {
    if r.label == "0" {
        lang.pick("the starting position", "der Ausgangsstellung", "开局布阵", "開局佈陣")
            .to_string()
    } else {
        format!("{} ({})", r.label, r.text)
    }
}

/// Why a move breaks the movement rules (ISF 5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MovementFault {
    NoPiece(Square),
    NotYours(Square, Side),
    Immovable(Square, Rank),
    Lake(Square),
    SameSquare,
    OwnPiece(Square),
    NotOrthogonal,
    OneStepOnly(Rank),
    Blocked(Square),
}

pub fn movement(lang: Lang, mv: &str, fault: &MovementFault, to_move: Side) -> String {
    use MovementFault::*;
    let text = match fault {
        NoPiece(sq) => lang.format(
            format_args!("There is no piece on {sq}."),
            format_args!("Auf {sq} steht keine Figur."), format_args!("{sq}上没有棋子。"), format_args!("{sq}上沒有棋子。"),
        ),
        NotYours(sq, owner) => lang.format(
            format_args!(
                "The piece on {sq} is {}'s, and it is {}'s turn.",
                side_name(lang, *owner),
                side_name(lang, to_move)
            ),
            format_args!(
                "Die Figur auf {sq} gehört {}, am Zug ist {}.",
                side_name(lang, *owner),
                side_name(lang, to_move)
            ), format_args!("{sq}上的棋子属于{}，现在轮到{}走棋。", side_name(lang, *owner), side_name(lang, to_move)), format_args!("{sq}上的棋子屬於{}，現在輪到{}走棋。", side_name(lang, *owner), side_name(lang, to_move)),
        ),
        Immovable(sq, rank) => lang.format(
            format_args!("The {} on {sq} never moves.", rank_name(lang, *rank)),
            format_args!("Die {} auf {sq} wird nie gezogen.", rank_name(lang, *rank)), format_args!("{sq}上的{}永远不能移动。", rank_name(lang, *rank)), format_args!("{sq}上的{}永遠不能移動。", rank_name(lang, *rank)),
        ),
        Lake(sq) => lang.format(
            format_args!("{sq} is a lake; no piece enters or crosses a lake."),
            format_args!("{sq} ist ein See; keine Figur betritt oder überquert einen See."), format_args!("{sq}是湖：任何棋子都不能进入或越过湖。"), format_args!("{sq}是湖：任何棋子都不能進入或越過湖。"),
        ),
        SameSquare => lang.pick(
            "A move must go to another square.".to_string(),
            "Ein Zug muss auf ein anderes Feld führen.".to_string(), "一步棋必须走到另一个格子。".to_string(), "一步棋必須走到另一個格子。".to_string(),
        ),
        OwnPiece(sq) => lang.format(
            format_args!("{sq} holds a piece of the same side."),
            format_args!("Auf {sq} steht eine eigene Figur."), format_args!("{sq}上是己方的棋子。"), format_args!("{sq}上是己方的棋子。"),
        ),
        NotOrthogonal => lang.pick(
            "Pieces move straight along a file or rank, never diagonally.".to_string(),
            "Figuren ziehen gerade entlang einer Linie oder Reihe, nie diagonal.".to_string(), "棋子沿直线或横线行走，永不斜走。".to_string(), "棋子沿直線或橫線行走，永不斜走。".to_string(),
        ),
        OneStepOnly(rank) => lang.format(
            format_args!(
                "A {} moves one square at a time; only the Scout moves further.",
                rank_name(lang, *rank)
            ),
            format_args!(
                "{} zieht nur ein Feld weit; nur der Aufklärer zieht weiter.",
                rank_name(lang, *rank)
            ), format_args!("{}每步只走一格；只有侦察兵能走得更远。", rank_name(lang, *rank)), format_args!("{}每步只走一格；只有偵察兵能走得更遠。", rank_name(lang, *rank)),
        ),
        Blocked(sq) => lang.format(
            format_args!("The Scout's path is blocked on {sq}; it moves over empty squares only."),
            format_args!(
                "Der Weg des Aufklärers ist auf {sq} versperrt; er zieht nur über leere Felder."
            ), format_args!("侦察兵的路在{sq}被挡住；它只能经过空格。"), format_args!("偵察兵的路在{sq}被擋住；它只能經過空格。"),
        ),
    };
    format!("{mv}: {text} (ISF 5)")
}

pub fn run_text(
    lang: Lang,
    kind: &str,
    from: Square,
    to: Square,
    count: u32,
    limit: u32,
) -> String {
    // "start between B2-B3, 1x of 5" (written out rather than through `fmt`: most rows have it)
    let (head, of) = match (lang, kind) {
        (Lang::En, "start") => ("start between ", "x of "),
        (Lang::En, _) => ("continues between ", "x of "),
        (Lang::De, "start") => ("Beginn zw. ", "x von "),
        (Lang::De, _) => ("Fortsetzung zw. ", "x von "),
        (Lang::ZhHans, "start") => ("开始于 ", " 次，上限 "),
        (Lang::ZhHant, "start") => ("開始於 ", " 次，上限 "),
        (Lang::ZhHans, _) => ("继续于 ", " 次，上限 "),
        (Lang::ZhHant, _) => ("繼續於 ", " 次，上限 "),
    };
    let mut out = String::with_capacity(40);
    out.push_str(head);
    from.push_name(&mut out);
    out.push('-');
    to.push_name(&mut out);
    out.push_str(", ");
    push_number(&mut out, count.into());
    out.push_str(of);
    push_number(&mut out, limit.into());
    out
}

pub fn two_squares_refused(
    lang: Lang,
    rank: Rank,
    from: Square,
    to: Square,
    count: u32,
    limit: u32,
) -> String {
    lang.format(
        format_args!(
            "This would be the {}{} move in a row of this {} between {from} and {to}; the Two-Squares Rule allows {limit} (ISF 10).",
            count,
            english_ordinal_suffix(count),
            rank_name(lang, rank)
        ),
        format_args!(
            "Das wäre der {}. Zug in Folge dieses {} zwischen {from} und {to}; die Zwei-Feld-Regel erlaubt {limit} (ISF 10).",
            count,
            rank_name(lang, rank)
        ), format_args!("这将是这个{}在{from}和{to}之间连续的第{}步；两格规则只允许{limit}步（ISF 10）。", rank_name(lang, rank), count), format_args!("這將是這個{}在{from}和{to}之間連續的第{}步；兩格規則只允許{limit}步（ISF 10）。", rank_name(lang, rank), count),
    )
}

/// The English ordinal suffix of `n`: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st ...
fn english_ordinal_suffix(n: u32) -> &'static str {
    match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    }
}

pub fn limit_reached(
    lang: Lang,
    rank: Rank,
    side: Side,
    from: Square,
    to: Square,
    limit: u32,
) -> String {
    lang.format(
        format_args!(
            "{}'s {} has now moved {limit} times in a row between {from} and {to}: its next move may not continue this run (ISF 10).",
            side_name(lang, side),
            rank_name(lang, rank)
        ),
        format_args!(
            "{} von {} ist nun {limit}-mal in Folge zwischen {from} und {to} gezogen: sein nächster Zug darf diese Folge nicht fortsetzen (ISF 10).",
            rank_name(lang, rank),
            side_name(lang, side)
        ), format_args!("{}的{}已在{from}和{to}之间连续走了{limit}步：它的下一步不得继续这样来回（ISF 10）。", side_name(lang, side), rank_name(lang, rank)), format_args!("{}的{}已在{from}和{to}之間連續走了{limit}步：它的下一步不得繼續這樣來回（ISF 10）。", side_name(lang, side), rank_name(lang, rank)),
    )
}

pub struct ChaseWords<'a> {
    pub continues: bool,
    pub squares: usize,
    pub chasing_move: bool,
    pub repeated: Option<&'a MoveRef>,
    pub exception: bool,
}

pub fn chase_text(lang: Lang, w: &ChaseWords) -> String {
    // the parts separated by "; ", written into one string (a fifth of the rows have it)
    use std::fmt::Write as _;
    let mut out = String::with_capacity(64);
    let mut part = |args: std::fmt::Arguments<'_>| {
        if !out.is_empty() {
            out.push_str("; ");
        }
        // writing into a String does not fail
        let _ = out.write_fmt(args);
    };
    if w.continues && w.squares > 2 {
        part(lang.pick(
            format_args!(
                "continuous chase, pieces threatened on {} squares",
                w.squares
            ),
            format_args!(
                "ununterbrochene Verfolgung, Figuren auf {} Feldern bedroht",
                w.squares
            ), format_args!("持续追击，在{}个格子上威胁棋子", w.squares), format_args!("持續追擊，在{}個格子上威脅棋子", w.squares),
        ));
    } else if w.continues {
        part(lang.pick(
            format_args!("chase continues, threatened on {} squares", w.squares),
            format_args!("Verfolgung geht weiter, auf {} Feldern bedroht", w.squares), format_args!("追击继续，在{}个格子上威胁", w.squares), format_args!("追擊繼續，在{}個格子上威脅", w.squares),
        ));
    } else {
        part(lang.pick(format_args!("threat"), format_args!("Bedrohung"), format_args!("威胁"), format_args!("威脅")));
    }
    if w.chasing_move {
        part(lang.pick(format_args!("chasing move"), format_args!("Verfolgungszug"), format_args!("追击着"), format_args!("追擊著")));
    }
    if let Some(r) = w.repeated {
        let r = move_ref(lang, r);
        part(lang.pick(
            format_args!("board already seen after {r}"),
            format_args!("Stellung schon nach {r} auf dem Brett"), format_args!("局面在{r}之后已出现过"), format_args!("局面在{r}之後已出現過"),
        ));
        if w.exception {
            part(lang.pick(
                format_args!("allowed by the exception (back to the square it just came from)"),
                format_args!(
                    "erlaubt durch die Ausnahme (zurück auf das Feld, von dem sie gerade kam)"
                ), format_args!("例外允许（回到它刚离开的格子）"), format_args!("例外允許（回到它剛離開的格子）"),
            ));
        }
    }
    out
}

#[allow(clippy::too_many_arguments)]
pub fn more_squares_refused(
    lang: Lang,
    side: Side,
    rank: Rank,
    to: Square,
    squares: usize,
    earlier: &MoveRef,
    came_from: Option<Square>,
) -> String {
    let why_not = match came_from {
        Some(prev) => lang.format(
            format_args!("the exception does not apply: on {}'s previous move this {} came from {prev}, not {to}", side_name(lang, side), rank_name(lang, rank)),
            format_args!("die Ausnahme greift nicht: beim vorigen Zug von {} kam dieser {} von {prev}, nicht von {to}", side_name(lang, side), rank_name(lang, rank)), format_args!("例外不适用：{}上一步时这个{}来自{prev}，而不是{to}", side_name(lang, side), rank_name(lang, rank)), format_args!("例外不適用：{}上一步時這個{}來自{prev}，而不是{to}", side_name(lang, side), rank_name(lang, rank)),
        ),
        None => lang.format(
            format_args!("the exception does not apply: {}'s previous move was made with another piece", side_name(lang, side)),
            format_args!("die Ausnahme greift nicht: den vorigen Zug von {} machte eine andere Figur", side_name(lang, side)), format_args!("例外不适用：{}上一步走的是另一个棋子", side_name(lang, side)), format_args!("例外不適用：{}上一步走的是另一個棋子", side_name(lang, side)),
        ),
    };
    lang.format(
        format_args!(
            "{} is chasing continuously (pieces threatened on {squares} squares). This chasing move would bring back the board that stood after {}, and {why_not}. The More-Squares Rule forbids it (ISF 11).",
            side_name(lang, side),
            move_ref(lang, earlier)
        ),
        format_args!(
            "{} verfolgt ununterbrochen (Figuren auf {squares} Feldern bedroht). Dieser Verfolgungszug ergäbe wieder die Stellung nach {}, und {why_not}. Die Mehr-Feld-Regel verbietet ihn (ISF 11).",
            side_name(lang, side),
            move_ref(lang, earlier)
        ), format_args!("{}正在持续追击（在{squares}个格子上威胁棋子）。这步追击着会重现{}之后的局面，而且{why_not}。多格规则禁止这步棋（ISF 11）。", side_name(lang, side), move_ref(lang, earlier)), format_args!("{}正在持續追擊（在{squares}個格子上威脅棋子）。這步追擊著會重現{}之後的局面，而且{why_not}。多格規則禁止這步棋（ISF 11）。", side_name(lang, side), move_ref(lang, earlier)),
    )
}

pub fn legal(lang: Lang, text: &str) -> String {
    // "B2-B3 is legal." (written out rather than through `fmt`: every legal move's row has it)
    let tail = lang.pick(" is legal.", " ist erlaubt.", " 合法。", " 合法。");
    let mut out = String::with_capacity(text.len() + tail.len());
    out.push_str(text);
    out.push_str(tail);
    out
}

pub fn battle_text(lang: Lang, attacker: Rank, defender: Rank, outcome: Outcome) -> String {
    let (a, d) = (rank_name(lang, attacker), rank_name(lang, defender));
    match outcome {
        Outcome::AttackerWins => lang.format(
            format_args!("{a} strikes {d}: the {d} is removed"),
            format_args!("{a} schlägt {d}: {d} wird entfernt"), format_args!("{a}攻击{d}：{d}被移除"), format_args!("{a}攻擊{d}：{d}被移除"),
        ),
        Outcome::DefenderWins => lang.format(
            format_args!("{a} strikes {d}: the {a} is removed"),
            format_args!("{a} greift {d} an: {a} wird entfernt"), format_args!("{a}攻击{d}：{a}被移除"), format_args!("{a}攻擊{d}：{a}被移除"),
        ),
        Outcome::BothRemoved => lang.format(
            format_args!("{a} strikes {d}: equal ranks, both are removed"),
            format_args!("{a} greift {d} an: gleicher Rang, beide werden entfernt"), format_args!("{a}攻击{d}：军衔相同，双方都被移除"), format_args!("{a}攻擊{d}：軍銜相同，雙方都被移除"),
        ),
        Outcome::FlagCaptured => lang.format(
            format_args!("{a} captures the Flag"),
            format_args!("{a} erobert die Fahne"), format_args!("{a}夺得军旗"), format_args!("{a}奪得軍旗"),
        ),
    }
}

pub fn game_over(lang: Lang, result: &str) -> String {
    lang.format(
        format_args!("The game is over; no move can follow. {result}"),
        format_args!("Die Partie ist beendet; es folgt kein Zug mehr. {result}"), format_args!("对局已经结束，不能再走棋。{result}"), format_args!("對局已經結束，不能再走棋。{result}"),
    )
}

pub fn result_flag(lang: Lang, winner: Side) -> String {
    lang.format(
        format_args!("{} captured the Flag and wins.", side_name(lang, winner)),
        format_args!(
            "{} hat die Fahne erobert und gewinnt.",
            side_name(lang, winner)
        ), format_args!("{}夺得军旗，获胜。", side_name(lang, winner)), format_args!("{}奪得軍旗，獲勝。", side_name(lang, winner)),
    )
}

pub fn result_no_move(lang: Lang, loser: Side) -> String {
    lang.format(
        format_args!(
            "{} has no legal move (rules included) and loses (ISF 12).",
            side_name(lang, loser)
        ),
        format_args!(
            "{} hat keinen erlaubten Zug (Regeln eingeschlossen) und verliert (ISF 12).",
            side_name(lang, loser)
        ), format_args!("{}（按规则）无棋可走，判负（ISF 12）。", side_name(lang, loser)), format_args!("{}（按規則）無棋可走，判負（ISF 12）。", side_name(lang, loser)),
    )
}

pub fn result_both_stuck(lang: Lang) -> String {
    lang.pick(
        "Neither player can move: the game is drawn (ISF 12).".to_string(),
        "Keiner der beiden kann ziehen: die Partie endet remis (ISF 12).".to_string(), "双方都无棋可走：和棋（ISF 12）。".to_string(), "雙方都無棋可走：和棋（ISF 12）。".to_string(),
    )
}

pub fn chase_ended_note(lang: Lang, side: Side) -> String {
    lang.format(
        format_args!("{}'s continuous chase ends here.", side_name(lang, side)),
        format_args!(
            "Die ununterbrochene Verfolgung von {} endet hier.",
            side_name(lang, side)
        ), format_args!("{}的持续追击到此结束。", side_name(lang, side)), format_args!("{}的持續追擊到此結束。", side_name(lang, side)),
    )
}

pub fn battle_resets_note(lang: Lang) -> String {
    lang.pick(
        "A battle took place: earlier boards cannot recur, and every chase ends (ISF 11).".to_string(),
        "Es gab einen Kampf: frühere Stellungen können nicht wiederkehren, jede Verfolgung endet (ISF 11).".to_string(), "发生了交战：之前的局面不会再现，所有追击都结束（ISF 11）。".to_string(), "發生了交戰：之前的局面不會再現，所有追擊都結束（ISF 11）。".to_string(),
    )
}

/// The rule meter's count of a Two-Squares run: "Red Colonel C3-D3: 3 of 5 (ISF 10)", and at the
/// limit that the run may not go on.
pub fn run_meter(
    lang: Lang,
    side: Side,
    rank: Rank,
    from: Square,
    to: Square,
    count: u32,
    limit: u32,
) -> String {
    let (who, piece) = (side_name(lang, side), rank_name(lang, rank));
    if count >= limit {
        return lang.format(
            format_args!("{who} {piece} {from}-{to}: {count} of {limit}, the run may not go on (ISF 10)"),
            format_args!("{who}: {piece} {from}-{to}: {count} von {limit}, die Folge darf nicht weitergehen (ISF 10)"),
            format_args!("{who}{piece} {from}-{to}：已连续{count}步，达到上限{limit}步，不得再继续（ISF 10）"),
            format_args!("{who}{piece} {from}-{to}：已連續{count}步，達到上限{limit}步，不得再繼續（ISF 10）"),
        );
    }
    lang.format(
        format_args!("{who} {piece} {from}-{to}: {count} of {limit} (ISF 10)"),
        format_args!("{who}: {piece} {from}-{to}: {count} von {limit} (ISF 10)"),
        format_args!("{who}{piece} {from}-{to}：已连续{count}步，上限{limit}步（ISF 10）"),
        format_args!("{who}{piece} {from}-{to}：已連續{count}步，上限{limit}步（ISF 10）"),
    )
}

/// The rule meter's count of a continuous chase: who chases since which move, which pieces, on how
/// many squares, and what that means for the chaser's next chasing move (ISF 11).
pub fn chase_meter(
    lang: Lang,
    chaser: Side,
    since: &str,
    chased: &[(Rank, Square)],
    squares: u32,
) -> String {
    let who = side_name(lang, chaser);
    let whom = side_name(lang, chaser.other());
    let mut pieces = String::new();
    for (k, (rank, sq)) in chased.iter().enumerate() {
        if k > 0 {
            pieces.push_str(lang.pick(", ", ", ", "、", "、"));
        }
        pieces.push_str(rank_name(lang, *rank));
        pieces.push(' ');
        sq.push_name(&mut pieces);
    }
    let one = squares == 1;
    lang.format(
        format_args!("{who}: continuous chase since {since} ({whom} {pieces}; {squares} {}); a chasing move to a board seen before will be refused, unless back to the square just left (ISF 11)", if one { "square" } else { "squares" }),
        format_args!("{who}: ununterbrochene Verfolgung seit {since} ({whom} {pieces}; {squares} {}); ein Verfolgungszug in eine schon dagewesene Stellung wird abgelehnt, außer zurück auf das eben verlassene Feld (ISF 11)", if one { "Feld" } else { "Felder" }),
        format_args!("{who}自{since}起持续追击（{whom}{pieces}；{squares}个格子）；走成已出现过局面的追击着将被拒绝，除非回到刚离开的格子（ISF 11）"),
        format_args!("{who}自{since}起持續追擊（{whom}{pieces}；{squares}個格子）；走成已出現過局面的追擊著將被拒絕，除非回到剛離開的格子（ISF 11）"),
    )
}
