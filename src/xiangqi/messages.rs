//! Xiangqi's message catalogue, English and German (the German piece names follow the AXF rulings' German excerpt:
//! Feldherr, Leibwächter, Elefant, Pferd, Wagen, Kanone, Soldat). Messages name the squares in
//! ICCS and the pieces, and say the rule in our own words (docs/rules/xiangqi.md).

use super::chase::{Checker, ClassKind, Classification, Reason, Threat};
use super::movegen::{Fault, MovementFault, Outcome};
use super::piece::{Kind, Side};
use super::position::square_text;
use super::repetition::{CycleVerdict, Violation};
use crate::core::i18n::{fill, fill_into, fill_with, join_into, push_number};
use crate::core::{Citation, Lang, Square};
use std::borrow::Cow;

/// The words of Xiangqi's glossary in one language: the pieces (in the order of [`Kind::ALL`]),
/// the sides and the terms of the rulings. The Chinese ones are those of Chinese rulebooks: a
/// piece named by both sides' characters where they differ (将（帅）), check 将, chase 捉, idle 闲,
/// perpetual check 长将, perpetual chase 长捉; docs/architecture.md lists them.
pub struct Glossary {
    pub pieces: [&'static str; 7],
    pub red: &'static str,
    pub black: &'static str,
    /// The classification of a move, as its row heads it: check, chase, idle.
    pub check: &'static str,
    pub chase: &'static str,
    pub idle: &'static str,
    pub double_check: &'static str,
    pub perpetual_check: &'static str,
    pub perpetual_chase: &'static str,
}

pub const GLOSSARY_ZH_HANS: Glossary = Glossary {
    pieces: ["将（帅）", "士（仕）", "象（相）", "马", "车", "炮", "兵（卒）"],
    red: "红方",
    black: "黑方",
    check: "将（将军）",
    chase: "捉",
    idle: "闲（闲着）",
    double_check: "双将",
    perpetual_check: "长将",
    perpetual_chase: "长捉",
};

pub const GLOSSARY_ZH_HANT: Glossary = Glossary {
    pieces: ["將（帥）", "士（仕）", "象（相）", "馬", "車", "炮", "兵（卒）"],
    red: "紅方",
    black: "黑方",
    check: "將（將軍）",
    chase: "捉",
    idle: "閒（閒著）",
    double_check: "雙將",
    perpetual_check: "長將",
    perpetual_chase: "長捉",
};

/// The Chinese glossary of `lang` (none for English and German, whose words are written in the
/// matches below).
pub fn chinese(lang: Lang) -> Option<&'static Glossary> {
    match lang {
        Lang::ZhHans => Some(&GLOSSARY_ZH_HANS),
        Lang::ZhHant => Some(&GLOSSARY_ZH_HANT),
        _ => None,
    }
}

pub fn kind_name(lang: Lang, kind: Kind) -> &'static str {
    use Kind::*;
    if let Some(g) = chinese(lang) {
        let i = Kind::ALL.iter().position(|&k| k == kind).unwrap_or(0);
        return g.pieces.get(i).copied().unwrap_or("?");
    }
    match (lang, kind) {
        (Lang::En, General) => "General",
        (Lang::En, Advisor) => "Advisor",
        (Lang::En, Elephant) => "Elephant",
        (Lang::En, Horse) => "Horse",
        (Lang::En, Chariot) => "Chariot",
        (Lang::En, Cannon) => "Cannon",
        (Lang::En, Soldier) => "Soldier",
        (_, General) => "Feldherr",
        (_, Advisor) => "Leibwächter",
        (_, Elephant) => "Elefant",
        (_, Horse) => "Pferd",
        (_, Chariot) => "Wagen",
        (_, Cannon) => "Kanone",
        (_, Soldier) => "Soldat",
    }
}

pub fn side_name(lang: Lang, side: Side) -> &'static str {
    match (lang, side) {
        (Lang::En, Side::Red) => "Red",
        (Lang::En, Side::Black) => "Black",
        (Lang::De, Side::Red) => "Rot",
        (Lang::De, Side::Black) => "Schwarz",
        (_, side) => match (chinese(lang), side) {
            (Some(g), Side::Red) => g.red,
            (Some(g), Side::Black) => g.black,
            (None, _) => "",
        },
    }
}

/// The citation of a refusal: which part of the rules it rests on.
pub fn citation(fault: Fault) -> Citation {
    let source = "docs/rules/xiangqi.md, \"Board and moves\" (AXF rules, standard movement)";
    let (rule, title) = match fault {
        Fault::FlyingGeneral => ("AXF", "The Generals may not face each other"),
        Fault::SelfCheck => ("AXF", "No move may leave one's own General in check"),
        Fault::GameOver => ("AXF", "A player with no legal move loses"),
        Fault::MoveLimit => return move_limit_citation(),
        _ => ("AXF", "Movement of the pieces"),
    };
    Citation {
        rule,
        title,
        source,
    }
}

/// A square's ICCS name (static text on the board: no text made per square named).
fn sq(s: Square) -> Cow<'static, str> {
    square_text(s)
}

/// Why a move is illegal. `kind` is the moving piece's kind (if any), `mover` the side to move.
/// Each message is a template of [`fill`]: {0} the piece, {1} and {2} the squares from and to, {3}
/// the mover, {4} the other side, {5} a square or count the fault names.
pub fn fault_message(
    lang: Lang,
    fault: Fault,
    kind: Option<Kind>,
    mover: Side,
    from: Square,
    to: Square,
) -> String {
    use MovementFault::*;
    let k = kind.map(|k| kind_name(lang, k)).unwrap_or("?");
    let (f, t) = (sq(from), sq(to));
    let mut extra = Cow::Borrowed("");
    let template = match fault {
        Fault::NoPiece => lang.pick("There is no piece on {1}.", "Auf {1} steht keine Figur.", "{1}上没有棋子。", "{1}上沒有棋子。"),
        Fault::NotYourPiece => lang.pick(
            "The piece on {1} belongs to {4}; it is {3}'s turn.",
            "Die Figur auf {1} gehört {4}; {3} ist am Zug.", "{1}上的棋子属于{4}；现在轮到{3}走棋。", "{1}上的棋子屬於{4}；現在輪到{3}走棋。",
        ),
        Fault::NullMove => lang.pick("A move must leave {1}.", "Ein Zug muss {1} verlassen.", "着法必须离开{1}。", "著法必須離開{1}。"),
        Fault::OwnPiece => lang.pick(
            "{2} holds one of {3}'s own pieces.",
            "Auf {2} steht eine eigene Figur von {3}.", "{2}上是{3}自己的棋子。", "{2}上是{3}自己的棋子。",
        ),
        Fault::FlyingGeneral => lang.pick(
            "{0} {1}-{2} would leave the two Generals facing each other on an open file (flying general).",
            "{0} {1}-{2} ließe die beiden Feldherren auf offener Linie einander gegenüberstehen.", "{0} {1}-{2} 会使将帅在同一直线上中间无子相隔（将帅照面）。", "{0} {1}-{2} 會使將帥在同一直線上中間無子相隔（將帥照面）。",
        ),
        Fault::SelfCheck => lang.pick(
            "{0} {1}-{2} would leave {3}'s own General in check.",
            "{0} {1}-{2} ließe den eigenen Feldherrn von {3} im Schach.", "{0} {1}-{2} 之后，{3}自己的将（帅）仍被将军。", "{0} {1}-{2} 之後，{3}自己的將（帥）仍被將軍。",
        ),
        Fault::GameOver => lang.pick(
            "The game is over: the side to move has no legal move.",
            "Die Partie ist beendet: die Seite am Zug hat keinen legalen Zug.", "对局已经结束：轮到走棋的一方无着可走。", "對局已經結束：輪到走棋的一方無著可走。",
        ),
        Fault::MoveLimit => lang.pick(
            "The game is over: it is drawn by the move limit.",
            "Die Partie ist beendet: sie ist nach der Zuggrenze remis.", "对局已经结束：按着数限制判为和棋。", "對局已經結束：按著數限制判為和棋。",
        ),
        Fault::Movement(m) => match m {
            LeavesPalace => lang.pick(
                "The {0} may not leave the palace ({2} is outside it).",
                "{0} darf den Palast nicht verlassen ({2} liegt außerhalb).", "{0}不得走出九宫（{2}在九宫之外）。", "{0}不得走出九宮（{2}在九宮之外）。",
            ),
            GeneralStep => lang.pick(
                "The General moves one point along a file or rank; {1}-{2} is not such a step.",
                "Der Feldherr zieht einen Punkt gerade; {1}-{2} ist kein solcher Schritt.", "将（帅）每步沿直线或横线走一格；{1}-{2}不是这样的一步。", "將（帥）每步沿直線或橫線走一格；{1}-{2}不是這樣的一步。",
            ),
            AdvisorStep => lang.pick(
                "The Advisor moves one point diagonally; {1}-{2} is not such a step.",
                "Der Leibwächter zieht einen Punkt diagonal; {1}-{2} ist kein solcher Schritt.", "士（仕）每步沿斜线走一格；{1}-{2}不是这样的一步。", "士（仕）每步沿斜線走一格；{1}-{2}不是這樣的一步。",
            ),
            ElephantShape => lang.pick(
                "The Elephant moves exactly two points diagonally; {1}-{2} is not such a move.",
                "Der Elefant zieht genau zwei Punkte diagonal; {1}-{2} ist kein solcher Zug.", "象（相）每步沿斜线走两格（走田字）；{1}-{2}不是这样的走法。", "象（相）每步沿斜線走兩格（走田字）；{1}-{2}不是這樣的走法。",
            ),
            ElephantRiver => lang.pick(
                "The Elephant may not cross the river ({2} is on the other side).",
                "Der Elefant darf den Fluss nicht überqueren ({2} liegt jenseits).", "象（相）不得过河（{2}在河的另一边）。", "象（相）不得過河（{2}在河的另一邊）。",
            ),
            ElephantEye(e) => {
                extra = sq(e);
                lang.pick(
                    "The Elephant's eye {5} is blocked, so it cannot reach {2}.",
                    "Das Elefantenauge {5} ist verstellt, also erreicht er {2} nicht.", "象眼{5}被塞住，所以走不到{2}。", "象眼{5}被塞住，所以走不到{2}。",
                )
            }
            HorseShape => lang.pick(
                "The Horse moves one point straight, then one diagonally outward; {1}-{2} is not such a move.",
                "Das Pferd zieht einen Punkt gerade, dann einen diagonal nach außen; {1}-{2} ist kein solcher Zug.", "马先直走一格，再向外斜走一格（走日字）；{1}-{2}不是这样的走法。", "馬先直走一格，再向外斜走一格（走日字）；{1}-{2}不是這樣的走法。",
            ),
            HorseLeg(l) => {
                extra = sq(l);
                lang.pick(
                    "The Horse's leg {5} is blocked, so it cannot reach {2}.",
                    "Das Pferdebein {5} ist verstellt, also erreicht es {2} nicht.", "马腿{5}被蹩住，所以走不到{2}。", "馬腿{5}被蹩住，所以走不到{2}。",
                )
            }
            NotStraight => lang.pick(
                "The {0} moves along a file or rank; {1}-{2} is neither.",
                "{0} zieht auf einer Linie oder Reihe; {1}-{2} ist keines von beiden.", "{0}沿直线或横线行走；{1}-{2}两者都不是。", "{0}沿直線或橫線行走；{1}-{2}兩者都不是。",
            ),
            Blocked(b) => {
                extra = sq(b);
                lang.pick(
                    "The piece on {5} stands in the way from {1} to {2}.",
                    "Die Figur auf {5} steht zwischen {1} und {2} im Weg.", "{5}上的棋子挡住了从{1}到{2}的路。", "{5}上的棋子擋住了從{1}到{2}的路。",
                )
            }
            CannonScreens { screens } => {
                extra = match screens {
                    0 => lang.pick("is none", "steht keine", "没有棋子", "沒有棋子").into(),
                    1 => lang.pick("is one", "steht eine", "有一个棋子", "有一個棋子").into(),
                    n => {
                        let mut s = String::from(lang.pick("are ", "stehen ", "有", "有"));
                        push_number(&mut s, n as u64);
                        s.push_str(lang.pick("", "", "个棋子", "個棋子"));
                        s.into()
                    }
                };
                lang.pick(
                    "A Cannon captures by jumping exactly one piece (the screen); between {1} and {2} there {5}.",
                    "Die Kanone schlägt, indem sie genau eine Figur (die Schanze) überspringt; zwischen {1} und {2} {5}.", "炮吃子必须隔着恰好一个棋子（炮架）；{1}和{2}之间{5}。", "炮吃子必須隔著恰好一個棋子（炮架）；{1}和{2}之間{5}。",
                )
            }
            SoldierBackward => lang.pick(
                "A Soldier never moves backward ({1}-{2}).",
                "Ein Soldat zieht nie zurück ({1}-{2}).", "兵（卒）永不后退（{1}-{2}）。", "兵（卒）永不後退（{1}-{2}）。",
            ),
            SoldierSideways => lang.pick(
                "A Soldier moves sideways only after crossing the river; on {1} it has not.",
                "Ein Soldat zieht erst nach dem Überqueren des Flusses seitwärts; auf {1} hat er ihn nicht überquert.", "兵（卒）过河后才能横走；在{1}上它还没有过河。", "兵（卒）過河後才能橫走；在{1}上它還沒有過河。",
            ),
            SoldierShape => lang.pick(
                "A Soldier moves one point; {1}-{2} is not such a step.",
                "Ein Soldat zieht einen Punkt; {1}-{2} ist kein solcher Schritt.", "兵（卒）每步走一格；{1}-{2}不是这样的一步。", "兵（卒）每步走一格；{1}-{2}不是這樣的一步。",
            ),
        },
    };
    let (me, other) = (side_name(lang, mover), side_name(lang, mover.other()));
    fill(template, &[k, &f, &t, me, other, &extra])
}

/// A legal move, said in one sentence.
pub fn legal_message(
    lang: Lang,
    kind: Kind,
    from: Square,
    to: Square,
    check: bool,
    captured: Option<Kind>,
) -> String {
    let (f, t) = (sq(from), sq(to));
    let (template, c) = match captured {
        None => (
            lang.pick("Legal: {0} {1}-{2}.", "Erlaubt: {0} {1}-{2}.", "合法：{0} {1}-{2}。", "合法：{0} {1}-{2}。"),
            "",
        ),
        Some(c) => (
            lang.pick(
                "Legal: {0} {1}-{2} captures the {3} (x).",
                "Erlaubt: {0} {1}-{2} schlägt: {3}.", "合法：{0} {1}-{2}，吃{3}。", "合法：{0} {1}-{2}，吃{3}。",
            ),
            kind_name(lang, c),
        ),
    };
    let mut s = fill(template, &[kind_name(lang, kind), &f, &t, c]);
    if check {
        s.push_str(lang.pick(" It gives check (将).", " Es gibt Schach (将).", "此着将军（将）。", "此著將軍（將）。"));
    }
    s
}

/// How the game ended.
pub fn outcome_message(lang: Lang, outcome: Outcome) -> String {
    let (template, loser) = match outcome {
        Outcome::Checkmate { loser } => (
            lang.pick("{0} is checkmated and loses.", "{0} ist matt und verliert.", "{0}被将死，判负。", "{0}被將死，判負。"),
            loser,
        ),
        Outcome::Stalemate { loser } => (
            lang.pick(
                "{0} has no legal move (stalemate) and loses.",
                "{0} hat keinen legalen Zug (Patt) und verliert.", "{0}无着可走（困毙），判负。", "{0}無著可走（困斃），判負。",
            ),
            loser,
        ),
    };
    fill(template, &[side_name(lang, loser)])
}

/// A report's event: `side` has checked (`check`) or chased through the whole cycle.
pub fn perpetual_event(lang: Lang, side: Side, check: bool) -> String {
    let template = if check {
        lang.pick(
            "{0} has checked with every move of the cycle (perpetual check).",
            "{0} hat mit jedem Zug des Zyklus Schach geboten (Dauerschach).", "{0}在循环中每步都将军（长将）。", "{0}在循環中每步都將軍（長將）。",
        )
    } else {
        lang.pick(
            "{0} has chased with every move of the cycle (perpetual chase).",
            "{0} hat mit jedem Zug des Zyklus verfolgt (Dauerverfolgung).", "{0}在循环中每步都捉子（长捉）。", "{0}在循環中每步都捉子（長捉）。",
        )
    };
    fill(template, &[side_name(lang, side)])
}

/// A report's event: the ruling that `side` must vary.
pub fn must_vary_event(lang: Lang, side: Side) -> String {
    fill(
        lang.pick(
            "Ruling: {0} must vary; repeating the cycle again is a violation (AXF).",
            "Entscheidung: {0} muss abweichen; den Zyklus erneut zu wiederholen ist ein Verstoß (AXF).", "裁决：{0}必须变着；再次重复这个循环即为违例（AXF）。", "裁決：{0}必須變著；再次重複這個循環即為違例（AXF）。",
        ),
        &[side_name(lang, side)],
    )
}

/// The citation of the move-limit draw.
pub fn move_limit_citation() -> Citation {
    Citation {
        rule: "Asian rules",
        title: "Draw claimed after rounds without a capture",
        source: "docs/rules/xiangqi.md, \"The move limit\" (Asian rules as used in tournaments: a draw may be claimed when no piece was taken and the claimant gave at most 10 checks within the latest 60 rounds)",
    }
}

/// The move-limit draw in words: `rounds` rounds without a capture.
pub fn move_limit_message(lang: Lang, rounds: usize) -> String {
    let mut n = String::new();
    push_number(&mut n, rounds as u64);
    fill(
        lang.pick(
            "Draw by the move limit: no piece has been captured in the last {0} rounds.",
            "Remis nach der Zuggrenze: in den letzten {0} Runden wurde kein Stein geschlagen.", "按着数限制判和：最近 {0} 个回合中没有吃子。", "按著數限制判和：最近 {0} 個回合中沒有吃子。",
        ),
        &[&n],
    )
}

/// The citation of a repetition verdict.
pub fn repetition_citation() -> Citation {
    Citation {
        rule: "AXF",
        title: "Perpetual check and perpetual chase",
        source: "docs/rules/xiangqi.md, \"Repetition\" (AXF rulings on perpetual chase, German excerpt \"Auszüge aus dem Regelwerk des AXF\")",
    }
}

/// What a threat is and why it is, or is not, a chase, appended to `out`.
fn push_threat(out: &mut String, lang: Lang, t: &Threat) {
    let attacker = kind_name(lang, t.attacker_kind);
    let target = kind_name(lang, t.target_kind);
    let (a, b) = (sq(t.from), sq(t.square));
    // The reason's template: {0} the square (or the answered threat) it names, {1} the attacker.
    let mut named = Cow::Borrowed("");
    let why = match t.reason {
        Reason::LowerValue => lang.pick(
            "a piece of lower value attacks it, protected or not",
            "ein geringerwertiger Stein greift an, gedeckt oder nicht", "价值较低的棋子攻击它，不论它有根无根", "價值較低的棋子攻擊它，不論它有根無根",
        ),
        Reason::Unprotected => lang.pick("nothing protects it", "nichts deckt ihn", "它无根（没有保护）", "它無根（沒有保護）"),
        Reason::FakeRoot {
            protector,
            flying: true,
        } => {
            named = sq(protector);
            lang.pick(
                "its only protector, on {0}, could not recapture without leaving the two Generals facing each other (fake root)",
                "sein einziger Deckungsstein auf {0} könnte nicht zurückschlagen, ohne dass die Feldherren einander gegenüberstünden (Scheindeckung)", "它唯一的保护子在{0}，回吃会造成将帅照面（假根）", "它唯一的保護子在{0}，回吃會造成將帥照面（假根）",
            )
        }
        Reason::FakeRoot {
            protector,
            flying: false,
        } => {
            named = sq(protector);
            lang.pick(
                "its only protector on {0} is pinned and could not recapture (fake root)",
                "sein einziger Deckungsstein auf {0} ist gefesselt und könnte nicht zurückschlagen (Scheindeckung)", "它在{0}上唯一的保护子被牵制，不能回吃（假根）", "它在{0}上唯一的保護子被牽制，不能回吃（假根）",
            )
        }
        Reason::CannotCaptureBack => lang.pick(
            "a piece of its own kind attacks it and it cannot capture back",
            "ein gleichartiger Stein greift ihn an, und er kann nicht zurückschlagen", "同种棋子攻击它，而它不能回吃", "同種棋子攻擊它，而它不能回吃",
        ),
        Reason::RealRoot { protector } => {
            named = sq(protector);
            lang.pick(
                "not a chase: the piece on {0} protects it (real root)",
                "keine Verfolgung: der Stein auf {0} deckt ihn (echte Deckung)", "不算捉：{0}上的棋子保护它（真根）", "不算捉：{0}上的棋子保護它（真根）",
            )
        }
        Reason::ExcludedAttacker => lang.pick(
            "not a chase: attacks by the General or a Soldier do not count",
            "keine Verfolgung: Angriffe von Feldherr und Soldat zählen nicht", "不算捉：将（帅）和兵（卒）的攻击不算捉", "不算捉：將（帥）和兵（卒）的攻擊不算捉",
        ),
        Reason::UncrossedSoldier => lang.pick(
            "not a chase: a Soldier that has not crossed the river may be attacked",
            "keine Verfolgung: der Soldat ist noch nicht über den Fluss", "不算捉：未过河的兵（卒）可以攻击", "不算捉：未過河的兵（卒）可以攻擊",
        ),
        Reason::MutualOffer => lang.pick(
            "not a chase: both can capture each other (a mutual offer)",
            "keine Verfolgung: beide können einander schlagen (Opferangebot)", "不算捉：双方可以互吃（兑子）", "不算捉：雙方可以互吃（兌子）",
        ),
        Reason::AlreadyHanging { by } => {
            named = sq(by);
            lang.pick(
                "not a chase: it could already be taken before this move (by the piece on {0}); a new attacker on a piece left hanging threatens nothing new (AXF appendix, example of non-perpetual chase)",
                "keine Verfolgung: er war schon vor diesem Zug schlagbar (durch den Stein auf {0}); ein neuer Angreifer auf einen ungedeckt stehen gelassenen Stein droht nichts Neues (AXF-Anhang, Beispiel ohne Dauerverfolgung)", "不算捉：这步棋之前它就已经可以被吃（被{0}上的棋子）；对一个本来就无根悬着的棋子增加新的攻击者，并没有新的威胁（AXF附录，非长捉的例子）", "不算捉：這步棋之前它就已經可以被吃（被{0}上的棋子）；對一個本來就無根懸著的棋子增加新的攻擊者，並沒有新的威脅（AXF附錄，非長捉的例子）",
            )
        }
        Reason::StandingAnswer { defended, kind } => {
            named = Cow::Owned(if kind == Kind::General {
                fill(
                    lang.pick(
                        "the check on the General on {0}",
                        "das Schach gegen den Feldherrn auf {0}", "对{0}上将（帅）的将军", "對{0}上將（帥）的將軍",
                    ),
                    &[&sq(defended)],
                )
            } else {
                fill(
                    lang.pick("the chase of the {1} on {0}", "den Angriff auf {1} auf {0}", "对{0}上{1}的捉", "對{0}上{1}的捉"),
                    &[&sq(defended), kind_name(lang, kind)],
                )
            });
            lang.pick(
                "not a chase: the {1} did not move and already attacked it; this move took away its protection only while answering {0} (AXF rule 19)",
                "keine Verfolgung: {1} hat nicht gezogen und griff schon an; dieser Zug hat die Deckung nur beseitigt, weil er {0} abwehrt (AXF-Regel 19)", "不算捉：{1}没有走动，原本就在攻击它；这步棋只是为了应对{0}才解除了它的保护（AXF规则第19条）", "不算捉：{1}沒有走動，原本就在攻擊它；這步棋只是為了應對{0}才解除了它的保護（AXF規則第19條）",
            )
        }
    };
    let standing = match (lang, t.subverted && t.reason.is_chase()) {
        (_, false) => "",
        (Lang::En, true) => " (the attack stood before; this move took away the protection)",
        (Lang::De, true) => " (der Angriff bestand schon; dieser Zug hat die Deckung beseitigt)",
        (Lang::ZhHans, true) => "（攻击早已存在；这步棋解除了它的保护）",
        (Lang::ZhHant, true) => "（攻擊早已存在；這步棋解除了它的保護）",
    };
    // {4}, the reason, written in its place
    fill_with(
        out,
        lang.pick(
            "the {0} on {1} attacks the {2} on {3}: {4}{5}",
            "{0} auf {1} greift {2} auf {3} an: {4}{5}", "{1}上的{0}攻击{3}上的{2}：{4}{5}", "{1}上的{0}攻擊{3}上的{2}：{4}{5}",
        ),
        &mut |out, i| match i {
            0 => out.push_str(attacker),
            1 => out.push_str(&a),
            2 => out.push_str(target),
            3 => out.push_str(&b),
            4 => fill_into(out, why, &[&named, attacker]),
            5 => out.push_str(standing),
            _ => {}
        },
    );
}

/// What gives check: the checking piece, and for a Cannon the screen it checks through; appended
/// to `out`.
fn push_checker(out: &mut String, lang: Lang, c: &Checker) {
    let piece = kind_name(lang, c.kind);
    let at = sq(c.square);
    let standing = match (lang, c.discovered) {
        (_, false) => "",
        (Lang::En, true) => ", which did not move,",
        (Lang::De, true) => " (nicht gezogen)",
        (Lang::ZhHans, true) => "（未走动）",
        (Lang::ZhHant, true) => "（未走動）",
    };
    let (template, owner, kind, screen) = match c.screen {
        None => (
            lang.pick(
                "the {0} on {1}{2} gives check",
                "{0} auf {1}{2} gibt Schach", "{1}上的{0}{2}将军", "{1}上的{0}{2}將軍",
            ),
            "",
            "",
            Cow::Borrowed(""),
        ),
        Some((s, k, owner)) => (
            lang.pick(
                "the {0} on {1}{2} gives check through the {3} {4} on {5} (its screen, 炮架)",
                "{0} auf {1}{2} gibt Schach über {4} ({3}) auf {5} als Schanze (炮架)", "{1}上的{0}{2}隔着{5}上{3}的{4}（炮架）将军", "{1}上的{0}{2}隔著{5}上{3}的{4}（炮架）將軍",
            ),
            side_name(lang, owner),
            kind_name(lang, k),
            sq(s),
        ),
    };
    fill_into(out, template, &[piece, &at, standing, owner, kind, &screen]);
}

/// What a move attacks anew and why each target is, or is not, chased; a fixed text (`Idle (闲).`)
/// when there is nothing to say about it.
pub fn classification_text(lang: Lang, class: &Classification) -> Cow<'static, str> {
    let whole = match (lang, class.kind) {
        (Lang::En, ClassKind::Check) => "Check (将).",
        (Lang::De, ClassKind::Check) => "Schach (将).",
        (Lang::En, ClassKind::Chase) => "Chase (捉).",
        (Lang::De, ClassKind::Chase) => "Verfolgung (捉).",
        (Lang::En, ClassKind::Idle) => "Idle (闲).",
        (Lang::De, ClassKind::Idle) => "Leerzug (闲).",
        (Lang::ZhHans, ClassKind::Check) => "将（将军）。",
        (Lang::ZhHant, ClassKind::Check) => "將（將軍）。",
        (Lang::ZhHans, ClassKind::Chase) => "捉。",
        (Lang::ZhHant, ClassKind::Chase) => "捉。",
        (Lang::ZhHans, ClassKind::Idle) => "闲（闲着）。",
        (Lang::ZhHant, ClassKind::Idle) => "閒（閒著）。",
    };
    // Chinese punctuation is full-width: the head's stop, the colon and the semicolon
    let (stop, colon, semicolon) = lang.pick((".", ": ", "; "), (".", ": ", "; "), ("。", "：", "；"), ("。", "：", "；"));
    let head = whole.strip_suffix(stop).unwrap_or(whole);
    if class.checkers.is_empty() && class.chased.is_empty() && class.notes.is_empty() {
        return Cow::Borrowed(whole);
    }
    // `head: part; part; ...`, each part written into the one text: the checkers, a double check,
    // then each threat (the chases, then those that are none)
    let mut out = String::with_capacity(256);
    out.push_str(head);
    out.push_str(colon);
    let mut first = true;
    let mut next = |out: &mut String| {
        if !std::mem::replace(&mut first, false) {
            out.push_str(semicolon);
        }
    };
    for c in &class.checkers {
        next(&mut out);
        push_checker(&mut out, lang, c);
    }
    if class.checkers.len() > 1 {
        next(&mut out);
        out.push_str(lang.pick("a double check (双将)", "Doppelschach (双将)", "双将", "雙將"));
    }
    for t in class.chased.iter().chain(class.notes.iter()) {
        next(&mut out);
        push_threat(&mut out, lang, t);
    }
    out.push_str(stop);
    Cow::Owned(out)
}

fn push_violation(out: &mut String, lang: Lang, side: Side, v: &Violation) {
    let template = match v {
        Violation::PerpetualCheck => lang.pick("{0} checks perpetually", "{0} gibt Dauerschach", "{0}长将", "{0}長將"),
        Violation::PerpetualChase(_) => lang.pick("{0} chases perpetually", "{0} verfolgt dauernd", "{0}长捉", "{0}長捉"),
        Violation::None => lang.pick(
            "{0} neither checks nor chases perpetually",
            "{0} gibt weder Dauerschach noch verfolgt dauernd", "{0}既非长将也非长捉", "{0}既非長將也非長捉",
        ),
    };
    fill_into(out, template, &[side_name(lang, side)]);
}

/// The verdict on a repetition, for the move of `mover` that completes it. `chased` holds the
/// pieces the violator chased throughout (square after the move, kind, owner); `n` is how often
/// the position has now occurred.
pub fn repetition_text(
    lang: Lang,
    cycle: &[String],
    v: &CycleVerdict,
    mover: Side,
    refused: bool,
    chased: &[(Square, Kind, Side)],
    n: usize,
) -> String {
    let rule_of = |l: Side| {
        if matches!(v.of(l), Violation::PerpetualCheck) {
            lang.pick("perpetual check", "Dauerschach", GLOSSARY_ZH_HANS.perpetual_check, GLOSSARY_ZH_HANT.perpetual_check)
        } else {
            lang.pick("perpetual chase", "Dauerverfolgung", GLOSSARY_ZH_HANS.perpetual_chase, GLOSSARY_ZH_HANT.perpetual_chase)
        }
    };
    let (template, loser, rule) = match v.loser {
        Some(l) if l == mover && !refused => (
            lang.pick(
                "The position occurs for the {0} time; in the cycle {1}, {2}{3}. {4} violates the AXF rule on {5}: the ruling is that {4} must now vary, and a move of {4} that repeats the cycle again is refused.",
                "Die Stellung steht zum {0}. Mal; im Zyklus {1}: {2}{3}. {4} verstößt gegen die AXF-Regel über {5}: {4} muss nun abweichen, ein Zug von {4}, der den Zyklus wiederholt, wird abgelehnt.", "同一局面第{0}次出现；在循环 {1} 中，{2}{3}。{4}违反AXF关于{5}的规则：裁决{4}现在必须变着，{4}再走重复这个循环的着法将被拒绝。", "同一局面第{0}次出現；在循環 {1} 中，{2}{3}。{4}違反AXF關於{5}的規則：裁決{4}現在必須變著，{4}再走重複這個循環的著法將被拒絕。",
            ),
            side_name(lang, l),
            rule_of(l),
        ),
        Some(l) if l == mover => (
            lang.pick(
                "Refused: this move makes the position occur for the {0} time; in the cycle {1}, {2}{3}. {4} violates the AXF rule on {5} and must vary.",
                "Abgelehnt: Mit diesem Zug steht die Stellung zum {0}. Mal; im Zyklus {1}: {2}{3}. {4} verstößt gegen die AXF-Regel über {5} und muss abweichen.", "不允许：这步棋使同一局面第{0}次出现；在循环 {1} 中，{2}{3}。{4}违反AXF关于{5}的规则，必须变着。", "不允許：這步棋使同一局面第{0}次出現；在循環 {1} 中，{2}{3}。{4}違反AXF關於{5}的規則，必須變著。",
            ),
            side_name(lang, l),
            if matches!(v.of(l), Violation::PerpetualCheck) {
                lang.pick("perpetual check", "Dauerschach", GLOSSARY_ZH_HANS.perpetual_check, GLOSSARY_ZH_HANT.perpetual_check)
            } else {
                lang.pick("perpetual chase", "Dauerverfolgung", GLOSSARY_ZH_HANS.perpetual_chase, GLOSSARY_ZH_HANT.perpetual_chase)
            },
        ),
        Some(l) => (
            lang.pick(
                "The position occurs for the {0} time; in the cycle {1}, {2}{3}. {4} violates the AXF rules and must now vary.",
                "Die Stellung steht zum {0}. Mal; im Zyklus {1}: {2}{3}. {4} verstößt gegen die AXF-Regeln und muss nun abweichen.", "同一局面第{0}次出现；在循环 {1} 中，{2}{3}。{4}违反AXF规则，现在必须变着。", "同一局面第{0}次出現；在循環 {1} 中，{2}{3}。{4}違反AXF規則，現在必須變著。",
            ),
            side_name(lang, l),
            "",
        ),
        None => (
            lang.pick(
                "The position occurs for the {0} time; in the cycle {1}, {2}: a draw may be claimed.",
                "Die Stellung steht zum {0}. Mal; im Zyklus {1}: {2}: Remis kann beansprucht werden.", "同一局面第{0}次出现；在循环 {1} 中，{2}：可以要求判和。", "同一局面第{0}次出現；在循環 {1} 中，{2}：可以要求判和。",
            ),
            "",
            "",
        ),
    };
    // each argument written in its place: {0} how often (English "the third time", German "zum
    // 3. Mal"), {1} the cycle's moves, {2} each side's conduct, {3} the pieces chased throughout,
    // {4} the violator, {5} the rule
    let cycle_len: usize = cycle.iter().map(|m| m.len() + 2).sum();
    let mut out = String::with_capacity(template.len() + cycle_len + 160);
    fill_with(&mut out, template, &mut |out, i| match i {
        0 => match (lang, n) {
            (Lang::En, 2) => out.push_str("second"),
            (Lang::En, 3) => out.push_str("third"),
            (Lang::En, 4) => out.push_str("fourth"),
            (Lang::En, 5) => out.push_str("fifth"),
            (Lang::En, _) => {
                push_number(out, n as u64);
                out.push_str("th");
            }
            (_, _) => push_number(out, n as u64),
        },
        1 => join_into(out, cycle, ", "),
        2 => {
            push_violation(out, lang, Side::Red, &v.red);
            out.push_str(lang.pick("; ", "; ", "；", "；"));
            push_violation(out, lang, Side::Black, &v.black);
        }
        3 if !chased.is_empty() => fill_with(
            out,
            lang.pick(" (chased throughout: {0})", " (dauernd verfolgt: {0})", "（始终被捉：{0}）", "（始終被捉：{0}）"),
            &mut |out, i| {
                if i != 0 {
                    return;
                }
                for (k, &(s, kind, owner)) in chased.iter().enumerate() {
                    if k > 0 {
                        out.push_str(", ");
                    }
                    fill_into(
                        out,
                        lang.pick("the {0} {1} on {2}", "{1} ({0}) auf {2}", "{2}上{0}的{1}", "{2}上{0}的{1}"),
                        &[side_name(lang, owner), kind_name(lang, kind), &sq(s)],
                    );
                }
            },
        ),
        4 => out.push_str(loser),
        5 => out.push_str(rule),
        _ => {}
    });
    out
}

/// The messages of Xiangqi's record readers (`src/xiangqi/records.rs`); the shared reader's are in
/// `src/core/movetext.rs`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordKey {
    /// {0}: the word after `position`.
    UcciPosition,
    /// {0}: the limit.
    TooManyMoves,
    /// {0}: the square, {1}: the side to move.
    NoPieceToMove,
    /// {0}: the entry's name.
    DhtmlUnclosed,
    DhtmlBinit,
    DhtmlMovelist,
    /// {0}: the move's number.
    DhtmlMove,
}

/// The template of a record reader's message in `lang` ({0}, {1}: see [`RecordKey`]).
pub fn record_text(lang: Lang, key: RecordKey) -> &'static str {
    use RecordKey::*;
    match (lang, key) {
        (Lang::De, UcciPosition) => "nach \"position\" steht \"startpos\" oder \"fen\", nicht \"{0}\"",
        (Lang::En, UcciPosition) => "\"position\" is followed by \"startpos\" or \"fen\", not \"{0}\"",
        (Lang::ZhHans, UcciPosition) => "\"position\" 后面应是 \"startpos\" 或 \"fen\"，而不是 \"{0}\"",
        (Lang::ZhHant, UcciPosition) => "\"position\" 後面應是 \"startpos\" 或 \"fen\"，而不是 \"{0}\"",
        (Lang::De, TooManyMoves) => "mehr als {0} Züge",
        (Lang::En, TooManyMoves) => "more than {0} moves",
        (Lang::ZhHans, TooManyMoves) => "着法超过 {0} 步",
        (Lang::ZhHant, TooManyMoves) => "著法超過 {0} 步",
        (Lang::De, NoPieceToMove) => "auf {0} steht keine Figur von {1}, der am Zug ist",
        (Lang::En, NoPieceToMove) => "{0} holds no piece of {1}, whose move it is",
        (Lang::ZhHans, NoPieceToMove) => "{0} 上没有轮到走棋的{1}的棋子",
        (Lang::ZhHant, NoPieceToMove) => "{0} 上沒有輪到走棋的{1}的棋子",
        (Lang::De, DhtmlUnclosed) => "der Eintrag [DhtmlXQ_{0}] wird nicht mit [/DhtmlXQ_{0}] geschlossen",
        (Lang::En, DhtmlUnclosed) => "the entry [DhtmlXQ_{0}] is not closed by [/DhtmlXQ_{0}]",
        (Lang::ZhHans, DhtmlUnclosed) => "条目 [DhtmlXQ_{0}] 没有用 [/DhtmlXQ_{0}] 结束",
        (Lang::ZhHant, DhtmlUnclosed) => "條目 [DhtmlXQ_{0}] 沒有用 [/DhtmlXQ_{0}] 結束",
        (Lang::De, DhtmlBinit) => "binit hat 64 Ziffern: für jede der 32 Figuren zwei (Spalte 0-8, Reihe 0-9 von Schwarz aus) oder 99",
        (Lang::En, DhtmlBinit) => "binit has 64 digits: two for each of the 32 pieces (file 0-8, row 0-9 from Black's side) or 99",
        (Lang::ZhHans, DhtmlBinit) => "binit 应有 64 位数字：32 个棋子每个两位（列 0-8、行 0-9，从黑方一侧数起），或 99",
        (Lang::ZhHant, DhtmlBinit) => "binit 應有 64 位數字：32 個棋子每個兩位（行 0-8、列 0-9，從黑方一側數起），或 99",
        (Lang::De, DhtmlMovelist) => "movelist besteht aus Zügen von je vier Ziffern (Spalte und Reihe von Start- und Zielfeld)",
        (Lang::En, DhtmlMovelist) => "movelist is moves of four digits each (file and row of the start and the end square)",
        (Lang::ZhHans, DhtmlMovelist) => "movelist 由每步四位数字的着法组成（起点和终点的列与行）",
        (Lang::ZhHant, DhtmlMovelist) => "movelist 由每步四位數字的著法組成（起點和終點的行與列）",
        (Lang::De, DhtmlMove) => "Zug {0} der movelist nennt ein Feld außerhalb des Bretts",
        (Lang::En, DhtmlMove) => "move {0} of movelist names a square off the board",
        (Lang::ZhHans, DhtmlMove) => "movelist 的第 {0} 步着法指向棋盘以外的位置",
        (Lang::ZhHant, DhtmlMove) => "movelist 的第 {0} 步著法指向棋盤以外的位置",
    }
}

/// A side that checked (no pieces) or chased these pieces (square, kind, owner) with every move of a
/// cycle.
pub type Conduct = (Side, Vec<(Square, Kind, Side)>);

/// The rule meter's count of a repetition: the position has occurred `times` times (the rules apply
/// at `count`), and since the move `since` each side in `conducts` has checked or chased with every
/// move.
pub fn repetition_meter(
    lang: Lang,
    times: usize,
    count: usize,
    since: &str,
    conducts: &[Conduct],
) -> String {
    let mut out = String::with_capacity(96);
    let (mut t, mut c) = (String::new(), String::new());
    push_number(&mut t, times as u64);
    push_number(&mut c, count as u64);
    fill_with(
        &mut out,
        lang.pick(
            "Position seen {0} of {1} times (AXF, repetition); since {2}: {3}",
            "Stellung {0} von {1} Mal gesehen (AXF, Wiederholung); seit {2}: {3}",
            "同一局面已出现{0}次（第{1}次即裁决，AXF）；自{2}起：{3}",
            "同一局面已出現{0}次（第{1}次即裁決，AXF）；自{2}起：{3}",
        ),
        &mut |out, i| match i {
            0 => out.push_str(&t),
            1 => out.push_str(&c),
            2 => out.push_str(since),
            3 if conducts.is_empty() => out.push_str(lang.pick(
                "neither side has checked or chased with every move",
                "keine Seite hat mit jedem Zug Schach geboten oder verfolgt",
                "双方都没有每步将军或捉子",
                "雙方都沒有每步將軍或捉子",
            )),
            3 => {
                for (k, (side, chased)) in conducts.iter().enumerate() {
                    if k > 0 {
                        out.push_str(lang.pick("; ", "; ", "；", "；"));
                    }
                    if chased.is_empty() {
                        fill_into(
                            out,
                            lang.pick(
                                "{0} has checked with every move",
                                "{0} hat mit jedem Zug Schach geboten",
                                "{0}每步都将军",
                                "{0}每步都將軍",
                            ),
                            &[side_name(lang, *side)],
                        );
                        continue;
                    }
                    fill_into(
                        out,
                        lang.pick(
                            "{0} has chased with every move: ",
                            "{0} hat mit jedem Zug verfolgt: ",
                            "{0}每步都捉：",
                            "{0}每步都捉：",
                        ),
                        &[side_name(lang, *side)],
                    );
                    for (n, &(s, kind, owner)) in chased.iter().enumerate() {
                        if n > 0 {
                            out.push_str(lang.pick(", ", ", ", "、", "、"));
                        }
                        fill_into(
                            out,
                            lang.pick("the {0} {1} on {2}", "{1} ({0}) auf {2}", "{2}上{0}的{1}", "{2}上{0}的{1}"),
                            &[side_name(lang, owner), kind_name(lang, kind), &sq(s)],
                        );
                    }
                }
            }
            _ => {}
        },
    );
    out
}
