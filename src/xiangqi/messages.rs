//! Xiangqi's message catalogue, English and German (the German piece names follow the AXF rulings' German excerpt:
//! Feldherr, Leibwächter, Elefant, Pferd, Wagen, Kanone, Soldat). Messages name the squares in
//! ICCS and the pieces, and say the rule in our own words (docs/rules/xiangqi.md).

use super::chase::{Checker, ClassKind, Classification, Reason, Threat};
use super::movegen::{Fault, MovementFault, Outcome};
use super::piece::{Kind, Side};
use super::position::{push_square_name, square_name, Position};
use super::repetition::{CycleVerdict, Violation};
use crate::core::{Citation, Lang, Square};
use std::borrow::Cow;

pub fn kind_name(lang: Lang, kind: Kind) -> &'static str {
    use Kind::*;
    match (lang, kind) {
        (Lang::En, General) => "General",
        (Lang::En, Advisor) => "Advisor",
        (Lang::En, Elephant) => "Elephant",
        (Lang::En, Horse) => "Horse",
        (Lang::En, Chariot) => "Chariot",
        (Lang::En, Cannon) => "Cannon",
        (Lang::En, Soldier) => "Soldier",
        (Lang::De, General) => "Feldherr",
        (Lang::De, Advisor) => "Leibwächter",
        (Lang::De, Elephant) => "Elefant",
        (Lang::De, Horse) => "Pferd",
        (Lang::De, Chariot) => "Wagen",
        (Lang::De, Cannon) => "Kanone",
        (Lang::De, Soldier) => "Soldat",
    }
}

pub fn side_name(lang: Lang, side: Side) -> &'static str {
    match (lang, side) {
        (Lang::En, Side::Red) => "Red",
        (Lang::En, Side::Black) => "Black",
        (Lang::De, Side::Red) => "Rot",
        (Lang::De, Side::Black) => "Schwarz",
    }
}

/// The citation of a refusal: which part of the rules it rests on.
pub fn citation(fault: Fault) -> Citation {
    let source = "docs/rules/xiangqi.md, \"Board and moves\" (AXF rules, standard movement)";
    let (rule, title) = match fault {
        Fault::FlyingGeneral => ("AXF", "The Generals may not face each other"),
        Fault::SelfCheck => ("AXF", "No move may leave one's own General in check"),
        Fault::GameOver => ("AXF", "A player with no legal move loses"),
        _ => ("AXF", "Movement of the pieces"),
    };
    Citation {
        rule,
        title,
        source,
    }
}

fn sq(s: Square) -> String {
    square_name(s)
}

/// Why a move is illegal. `kind` is the moving piece's kind (if any), `mover` the side to move.
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
    match (lang, fault) {
        (Lang::En, Fault::NoPiece) => format!("There is no piece on {f}."),
        (Lang::De, Fault::NoPiece) => format!("Auf {f} steht keine Figur."),
        (Lang::En, Fault::NotYourPiece) => format!(
            "The piece on {f} belongs to {}; it is {}'s turn.",
            side_name(lang, mover.other()),
            side_name(lang, mover)
        ),
        (Lang::De, Fault::NotYourPiece) => format!(
            "Die Figur auf {f} gehört {}; {} ist am Zug.",
            side_name(lang, mover.other()),
            side_name(lang, mover)
        ),
        (Lang::En, Fault::NullMove) => format!("A move must leave {f}."),
        (Lang::De, Fault::NullMove) => format!("Ein Zug muss {f} verlassen."),
        (Lang::En, Fault::OwnPiece) => format!("{t} holds one of {}'s own pieces.", side_name(lang, mover)),
        (Lang::De, Fault::OwnPiece) => format!("Auf {t} steht eine eigene Figur von {}.", side_name(lang, mover)),
        (Lang::En, Fault::FlyingGeneral) => format!(
            "{k} {f}-{t} would leave the two Generals facing each other on an open file (flying general)."
        ),
        (Lang::De, Fault::FlyingGeneral) => format!(
            "{k} {f}-{t} ließe die beiden Feldherren auf offener Linie einander gegenüberstehen."
        ),
        (Lang::En, Fault::SelfCheck) => format!(
            "{k} {f}-{t} would leave {}'s own General in check.",
            side_name(lang, mover)
        ),
        (Lang::De, Fault::SelfCheck) => format!(
            "{k} {f}-{t} ließe den eigenen Feldherrn von {} im Schach.",
            side_name(lang, mover)
        ),
        (Lang::En, Fault::GameOver) => "The game is over: the side to move has no legal move.".into(),
        (Lang::De, Fault::GameOver) => "Die Partie ist beendet: die Seite am Zug hat keinen legalen Zug.".into(),
        (Lang::En, Fault::Movement(m)) => match m {
            LeavesPalace => format!("The {k} may not leave the palace ({t} is outside it)."),
            GeneralStep => format!("The General moves one point along a file or rank; {f}-{t} is not such a step."),
            AdvisorStep => format!("The Advisor moves one point diagonally; {f}-{t} is not such a step."),
            ElephantShape => format!("The Elephant moves exactly two points diagonally; {f}-{t} is not such a move."),
            ElephantRiver => format!("The Elephant may not cross the river ({t} is on the other side)."),
            ElephantEye(e) => format!("The Elephant's eye {} is blocked, so it cannot reach {t}.", sq(e)),
            HorseShape => format!("The Horse moves one point straight, then one diagonally outward; {f}-{t} is not such a move."),
            HorseLeg(l) => format!("The Horse's leg {} is blocked, so it cannot reach {t}.", sq(l)),
            NotStraight => format!("The {k} moves along a file or rank; {f}-{t} is neither."),
            Blocked(b) => format!("The piece on {} stands in the way from {f} to {t}.", sq(b)),
            CannonScreens { screens } => format!(
                "A Cannon captures by jumping exactly one piece (the screen); between {f} and {t} there {}.",
                match screens { 0 => "is none".to_string(), 1 => "is one".to_string(), n => format!("are {n}") }
            ),
            SoldierBackward => format!("A Soldier never moves backward ({f}-{t})."),
            SoldierSideways => format!("A Soldier moves sideways only after crossing the river; on {f} it has not."),
            SoldierShape => format!("A Soldier moves one point; {f}-{t} is not such a step."),
        },
        (Lang::De, Fault::Movement(m)) => match m {
            LeavesPalace => format!("{k} darf den Palast nicht verlassen ({t} liegt außerhalb)."),
            GeneralStep => format!("Der Feldherr zieht einen Punkt gerade; {f}-{t} ist kein solcher Schritt."),
            AdvisorStep => format!("Der Leibwächter zieht einen Punkt diagonal; {f}-{t} ist kein solcher Schritt."),
            ElephantShape => format!("Der Elefant zieht genau zwei Punkte diagonal; {f}-{t} ist kein solcher Zug."),
            ElephantRiver => format!("Der Elefant darf den Fluss nicht überqueren ({t} liegt jenseits)."),
            ElephantEye(e) => format!("Das Elefantenauge {} ist verstellt, also erreicht er {t} nicht.", sq(e)),
            HorseShape => format!("Das Pferd zieht einen Punkt gerade, dann einen diagonal nach außen; {f}-{t} ist kein solcher Zug."),
            HorseLeg(l) => format!("Das Pferdebein {} ist verstellt, also erreicht es {t} nicht.", sq(l)),
            NotStraight => format!("{k} zieht auf einer Linie oder Reihe; {f}-{t} ist keines von beiden."),
            Blocked(b) => format!("Die Figur auf {} steht zwischen {f} und {t} im Weg.", sq(b)),
            CannonScreens { screens } => format!(
                "Die Kanone schlägt, indem sie genau eine Figur (die Schanze) überspringt; zwischen {f} und {t} {}.",
                match screens { 0 => "steht keine".to_string(), 1 => "steht eine".to_string(), n => format!("stehen {n}") }
            ),
            SoldierBackward => format!("Ein Soldat zieht nie zurück ({f}-{t})."),
            SoldierSideways => format!("Ein Soldat zieht erst nach dem Überqueren des Flusses seitwärts; auf {f} hat er ihn nicht überquert."),
            SoldierShape => format!("Ein Soldat zieht einen Punkt; {f}-{t} ist kein solcher Schritt."),
        },
    }
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
    // written out rather than through `fmt` (every verdict on a legal move has one)
    let mut s = String::with_capacity(64);
    s.push_str(lang.pick("Legal: ", "Erlaubt: "));
    s.push_str(kind_name(lang, kind));
    s.push(' ');
    push_square_name(&mut s, from);
    s.push('-');
    push_square_name(&mut s, to);
    if let Some(c) = captured {
        s.push_str(lang.pick(" captures the ", " schlägt: "));
        s.push_str(kind_name(lang, c));
        s.push_str(lang.pick(" (x)", ""));
    }
    s.push('.');
    if check {
        s.push_str(lang.pick(" It gives check (将).", " Es gibt Schach (将)."));
    }
    s
}

/// How the game ended.
pub fn outcome_message(lang: Lang, outcome: Outcome) -> String {
    match (lang, outcome) {
        (Lang::En, Outcome::Checkmate { loser }) => {
            format!("{} is checkmated and loses.", side_name(lang, loser))
        }
        (Lang::En, Outcome::Stalemate { loser }) => format!(
            "{} has no legal move (stalemate) and loses.",
            side_name(lang, loser)
        ),
        (Lang::De, Outcome::Checkmate { loser }) => {
            format!("{} ist matt und verliert.", side_name(lang, loser))
        }
        (Lang::De, Outcome::Stalemate { loser }) => format!(
            "{} hat keinen legalen Zug (Patt) und verliert.",
            side_name(lang, loser)
        ),
    }
}

/// The citation of a repetition verdict.
pub fn repetition_citation() -> Citation {
    Citation {
        rule: "AXF",
        title: "Perpetual check and perpetual chase",
        source: "docs/rules/xiangqi.md, \"Repetition\" (AXF rulings on perpetual chase, German excerpt \"Auszüge aus dem Regelwerk des AXF\")",
    }
}

fn threat_text(lang: Lang, t: &Threat, after: &Position) -> String {
    let attacker = kind_name(lang, t.attacker_kind);
    let target = kind_name(lang, t.target_kind);
    let (a, b) = (sq(t.from), sq(t.square));
    let why = match (lang, t.reason) {
        (Lang::En, Reason::LowerValue) => "a piece of lower value attacks it, protected or not".into(),
        (Lang::De, Reason::LowerValue) => "ein geringerwertiger Stein greift an, gedeckt oder nicht".into(),
        (Lang::En, Reason::Unprotected) => "nothing protects it".into(),
        (Lang::De, Reason::Unprotected) => "nichts deckt ihn".into(),
        (Lang::En, Reason::FakeRoot { protector, flying: true }) => format!(
            "its only protector, on {}, could not recapture without leaving the two Generals facing each other (fake root)",
            sq(protector)
        ),
        (Lang::De, Reason::FakeRoot { protector, flying: true }) => format!(
            "sein einziger Deckungsstein auf {} könnte nicht zurückschlagen, ohne dass die Feldherren einander gegenüberstünden (Scheindeckung)",
            sq(protector)
        ),
        (Lang::En, Reason::FakeRoot { protector, flying: false }) => format!(
            "its only protector on {} is pinned and could not recapture (fake root)",
            sq(protector)
        ),
        (Lang::De, Reason::FakeRoot { protector, flying: false }) => format!(
            "sein einziger Deckungsstein auf {} ist gefesselt und könnte nicht zurückschlagen (Scheindeckung)",
            sq(protector)
        ),
        (Lang::En, Reason::CannotCaptureBack) => {
            "a piece of its own kind attacks it and it cannot capture back".into()
        }
        (Lang::De, Reason::CannotCaptureBack) => {
            "ein gleichartiger Stein greift ihn an, und er kann nicht zurückschlagen".into()
        }
        (Lang::En, Reason::RealRoot { protector }) => format!(
            "not a chase: the piece on {} protects it (real root)",
            sq(protector)
        ),
        (Lang::De, Reason::RealRoot { protector }) => format!(
            "keine Verfolgung: der Stein auf {} deckt ihn (echte Deckung)",
            sq(protector)
        ),
        (Lang::En, Reason::ExcludedAttacker) => {
            "not a chase: attacks by the General or a Soldier do not count".into()
        }
        (Lang::De, Reason::ExcludedAttacker) => {
            "keine Verfolgung: Angriffe von Feldherr und Soldat zählen nicht".into()
        }
        (Lang::En, Reason::UncrossedSoldier) => {
            "not a chase: a Soldier that has not crossed the river may be attacked".into()
        }
        (Lang::De, Reason::UncrossedSoldier) => {
            "keine Verfolgung: der Soldat ist noch nicht über den Fluss".into()
        }
        (Lang::En, Reason::MutualOffer) => {
            "not a chase: both can capture each other (a mutual offer)".into()
        }
        (Lang::De, Reason::MutualOffer) => {
            "keine Verfolgung: beide können einander schlagen (Opferangebot)".into()
        }
        (Lang::En, Reason::StandingAnswer { defended, kind }) => format!(
            "not a chase: the {attacker} did not move and already attacked it; this move took away its protection only while answering {} (AXF rule 19)",
            if kind == Kind::General {
                format!("the check on the General on {}", sq(defended))
            } else {
                format!("the chase of the {} on {}", kind_name(lang, kind), sq(defended))
            }
        ),
        (Lang::De, Reason::StandingAnswer { defended, kind }) => format!(
            "keine Verfolgung: {attacker} hat nicht gezogen und griff schon an; dieser Zug hat die Deckung nur beseitigt, weil er {} abwehrt (AXF-Regel 19)",
            if kind == Kind::General {
                format!("das Schach gegen den Feldherrn auf {}", sq(defended))
            } else {
                format!("den Angriff auf {} auf {}", kind_name(lang, kind), sq(defended))
            }
        ),
    };
    let _ = after;
    let standing = match (lang, t.subverted && t.reason.is_chase()) {
        (_, false) => "",
        (Lang::En, true) => " (the attack stood before; this move took away the protection)",
        (Lang::De, true) => " (der Angriff bestand schon; dieser Zug hat die Deckung beseitigt)",
    };
    match lang {
        Lang::En => format!("the {attacker} on {a} attacks the {target} on {b}: {why}{standing}"),
        Lang::De => format!("{attacker} auf {a} greift {target} auf {b} an: {why}{standing}"),
    }
}

/// What gives check: the checking piece, and for a Cannon the screen it checks through.
fn checker_text(lang: Lang, c: &Checker) -> String {
    let piece = kind_name(lang, c.kind);
    let at = sq(c.square);
    let standing = match (lang, c.discovered) {
        (_, false) => "",
        (Lang::En, true) => ", which did not move,",
        (Lang::De, true) => " (nicht gezogen)",
    };
    match (lang, c.screen) {
        (Lang::En, None) => format!("the {piece} on {at}{standing} gives check"),
        (Lang::De, None) => format!("{piece} auf {at}{standing} gibt Schach"),
        (Lang::En, Some((s, k, owner))) => format!(
            "the {piece} on {at}{standing} gives check through the {} {} on {} (its screen, 炮架)",
            side_name(lang, owner),
            kind_name(lang, k),
            sq(s)
        ),
        (Lang::De, Some((s, k, owner))) => format!(
            "{piece} auf {at}{standing} gibt Schach über {} ({}) auf {} als Schanze (炮架)",
            kind_name(lang, k),
            side_name(lang, owner),
            sq(s)
        ),
    }
}

/// What a move attacks anew and why each target is, or is not, chased; a fixed text (`Idle (闲).`)
/// when there is nothing to say about it.
pub fn classification_text(
    lang: Lang,
    class: &Classification,
    after: &Position,
) -> Cow<'static, str> {
    let whole = match (lang, class.kind) {
        (Lang::En, ClassKind::Check) => "Check (将).",
        (Lang::De, ClassKind::Check) => "Schach (将).",
        (Lang::En, ClassKind::Chase) => "Chase (捉).",
        (Lang::De, ClassKind::Chase) => "Verfolgung (捉).",
        (Lang::En, ClassKind::Idle) => "Idle (闲).",
        (Lang::De, ClassKind::Idle) => "Leerzug (闲).",
    };
    let head = whole.strip_suffix('.').unwrap_or(whole);
    let mut parts: Vec<String> = class
        .checkers
        .iter()
        .map(|c| checker_text(lang, c))
        .collect();
    if class.checkers.len() > 1 {
        parts.push(
            lang.pick("a double check (双将)", "Doppelschach (双将)")
                .into(),
        );
    }
    parts.extend(
        class
            .chased
            .iter()
            .chain(class.notes.iter())
            .map(|t| threat_text(lang, t, after)),
    );
    if parts.is_empty() {
        return Cow::Borrowed(whole);
    }
    // `head: part; part.`, written out rather than through `fmt`
    let mut out =
        String::with_capacity(head.len() + 1 + parts.iter().map(|p| p.len() + 2).sum::<usize>());
    out.push_str(head);
    for (i, part) in parts.iter().enumerate() {
        out.push_str(if i == 0 { ": " } else { "; " });
        out.push_str(part);
    }
    out.push('.');
    Cow::Owned(out)
}

fn violation_text(lang: Lang, side: Side, v: &Violation) -> String {
    let s = side_name(lang, side);
    match (lang, v) {
        (Lang::En, Violation::PerpetualCheck) => format!("{s} checks perpetually"),
        (Lang::De, Violation::PerpetualCheck) => format!("{s} gibt Dauerschach"),
        (Lang::En, Violation::PerpetualChase(_)) => format!("{s} chases perpetually"),
        (Lang::De, Violation::PerpetualChase(_)) => format!("{s} verfolgt dauernd"),
        (Lang::En, Violation::None) => format!("{s} neither checks nor chases perpetually"),
        (Lang::De, Violation::None) => {
            format!("{s} gibt weder Dauerschach noch verfolgt dauernd")
        }
    }
}

/// The verdict on a repetition, for the move of `mover` that completes it. `chased` holds the
/// pieces the violator chased throughout (square after the move, kind, owner); `n` is how often
/// the position has now occurred.
pub fn repetition_text(
    lang: Lang,
    cycle: &[String],
    v: &CycleVerdict,
    mover: Side,
    chased: &[(Square, Kind, Side)],
    n: usize,
) -> String {
    let nth = match n {
        2 => "second".to_string(),
        3 => "third".to_string(),
        4 => "fourth".to_string(),
        5 => "fifth".to_string(),
        _ => format!("{n}th"),
    };
    let moves = cycle.join(", ");
    let conduct = format!(
        "{}; {}",
        violation_text(lang, Side::Red, &v.red),
        violation_text(lang, Side::Black, &v.black)
    );
    let pieces: Vec<String> = chased
        .iter()
        .map(|&(s, k, owner)| match lang {
            Lang::En => format!(
                "the {} {} on {}",
                side_name(lang, owner),
                kind_name(lang, k),
                sq(s)
            ),
            Lang::De => format!(
                "{} ({}) auf {}",
                kind_name(lang, k),
                side_name(lang, owner),
                sq(s)
            ),
        })
        .collect();
    let target = if pieces.is_empty() {
        String::new()
    } else {
        match lang {
            Lang::En => format!(" (chased throughout: {})", pieces.join(", ")),
            Lang::De => format!(" (dauernd verfolgt: {})", pieces.join(", ")),
        }
    };
    match (lang, v.loser) {
        (Lang::En, Some(l)) if l == mover => format!(
            "Refused: this move makes the position occur for the {nth} time; in the cycle {moves}, {conduct}{target}. {} violates the AXF rule on {} and must vary.",
            side_name(lang, l),
            if matches!(v.of(l), Violation::PerpetualCheck) { "perpetual check" } else { "perpetual chase" }
        ),
        (Lang::De, Some(l)) if l == mover => format!(
            "Abgelehnt: Mit diesem Zug steht die Stellung zum {n}. Mal; im Zyklus {moves}: {conduct}{target}. {} verstößt gegen die AXF-Regel über {} und muss abweichen.",
            side_name(lang, l),
            if matches!(v.of(l), Violation::PerpetualCheck) { "Dauerschach" } else { "Dauerverfolgung" }
        ),
        (Lang::En, Some(l)) => format!(
            "The position occurs for the {nth} time; in the cycle {moves}, {conduct}{target}. {} violates the AXF rules and must now vary.",
            side_name(lang, l)
        ),
        (Lang::De, Some(l)) => format!(
            "Die Stellung steht zum {n}. Mal; im Zyklus {moves}: {conduct}{target}. {} verstößt gegen die AXF-Regeln und muss nun abweichen.",
            side_name(lang, l)
        ),
        (Lang::En, None) => format!(
            "The position occurs for the {nth} time; in the cycle {moves}, {conduct}: a draw may be claimed."
        ),
        (Lang::De, None) => format!(
            "Die Stellung steht zum {n}. Mal; im Zyklus {moves}: {conduct}: Remis kann beansprucht werden."
        ),
    }
}
