//! Chinese move notation (中文记谱, docs/xiangqi-notation.md): `炮二平五`, `马8进7`, `前车进一`.
//!
//! Four characters: the piece and its file, the direction (进 forward, 退 backward, 平 sideways),
//! then the destination file (sideways moves, and always for 仕 相 马) or the number of points.
//! Files are counted from the mover's own right, as in WXF: Red writes them as Chinese numerals
//! 一..九, Black as digits 1..9. Two like pieces on one file: 前 (front) or 后 (rear) before the
//! piece, in place of the file (`前炮进一`); Advisors and Elephants keep the file (their direction
//! tells them apart), as in WXF. Soldiers: three on a file are 前 中 后; four or five are numbered
//! from the front 一 二 三 四 五 (`二兵平四`); when two files each hold two or more Soldiers, the
//! file replaces the piece (`前三平四`, `中三平四`, `后7平6`), as WXF's `3+`, `33`, `3-`.
//!
//! We write the simplified characters of modern records: Red 帅 仕 相 马 车 炮 兵, Black 将 士 象
//! 马 车 炮 卒 ([`chinese`]), or the traditional ones of the pieces, which differ between the sides:
//! Red 帥 仕 相 傌 俥 炮 兵, Black 將 士 象 馬 車 砲 卒, with 進 and 後 ([`chinese_traditional`]). We read both sides' characters in both forms (帥帅將将, 仕士, 相象, 傌馬马, 俥車车,
//! 炮砲包, 兵卒): the side is the side to move of the position, so the character only names the
//! kind. Likewise files and counts are read as Chinese numerals, ASCII digits or full-width digits
//! (１..９) for either side; 進 and 後 are read for 进 and 后. Spaces are ignored.

use super::notation::{
    advance, bad_move, chars, column, place_in_column, resolve, wxf_file, MAX_MOVE_TEXT,
};
use super::piece::{Kind, Side};
use super::position::{Move, Position};
use crate::core::error::q;
use crate::core::{Error, Square};

const NUMERALS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

/// The character we write for a piece.
pub fn piece_char(kind: Kind, side: Side) -> char {
    let red = side == Side::Red;
    match kind {
        Kind::General => {
            if red {
                '帅'
            } else {
                '将'
            }
        }
        Kind::Advisor => {
            if red {
                '仕'
            } else {
                '士'
            }
        }
        Kind::Elephant => {
            if red {
                '相'
            } else {
                '象'
            }
        }
        Kind::Horse => '马',
        Kind::Chariot => '车',
        Kind::Cannon => '炮',
        Kind::Soldier => {
            if red {
                '兵'
            } else {
                '卒'
            }
        }
    }
}

/// The kind a piece character names, in any of the forms read.
pub fn kind_of_char(c: char) -> Option<Kind> {
    Some(match c {
        '帥' | '帅' | '將' | '将' => Kind::General,
        '仕' | '士' => Kind::Advisor,
        '相' | '象' => Kind::Elephant,
        '傌' | '馬' | '马' => Kind::Horse,
        '俥' | '車' | '车' => Kind::Chariot,
        '炮' | '砲' | '包' => Kind::Cannon,
        '兵' | '卒' => Kind::Soldier,
        _ => return None,
    })
}

/// A number 1..9 as `side` writes it: Chinese numeral for Red, digit for Black.
fn number(side: Side, n: u8) -> char {
    match side {
        Side::Red => NUMERALS[(n.clamp(1, 9) - 1) as usize],
        Side::Black => char::from(b'0' + n.clamp(1, 9)),
    }
}

/// A number 1..9 in any form read: Chinese numeral, ASCII or full-width digit.
fn number_of_char(c: char) -> Option<u8> {
    if let Some(i) = NUMERALS.iter().position(|&n| n == c) {
        return Some(i as u8 + 1);
    }
    let d = match c {
        '1'..='9' => c as u32 - '0' as u32,
        '１'..='９' => c as u32 - '１' as u32 + 1,
        _ => return None,
    };
    Some(d as u8)
}

/// The marker of the piece at index `i` (0 = front) of `n` like pieces on a file: 前/后 for two,
/// 前/中/后 for three, 一..五 for four or five.
fn marker(i: usize, n: usize) -> char {
    match n {
        2 | 3 if i == 0 => '前',
        2 | 3 if i + 1 == n => '后',
        3 => '中',
        _ => NUMERALS[i.min(8)],
    }
}

/// The index (0 = front) a marker names among `n` like pieces on a file, if it names one.
fn index_of_marker(m: char, n: usize) -> Option<usize> {
    let i = match m {
        '前' => 0,
        '后' | '後' => n.checked_sub(1)?,
        '中' if n % 2 == 1 && n >= 3 => n / 2,
        _ => (number_of_char(m)? - 1) as usize,
    };
    (n >= 2 && i < n).then_some(i)
}

/// The first two characters: which piece moves.
fn designator(pos: &Position, sq: Square, traditional: bool) -> Option<String> {
    let p = pos.get(sq)?;
    let (side, kind) = (p.side, p.kind);
    let letter = if traditional {
        kind.chinese(side)
    } else {
        piece_char(kind, side)
    };
    let marker = |i: usize, n: usize| match marker(i, n) {
        '后' if traditional => '後',
        m => m,
    };
    let file = number(side, wxf_file(side, sq.file));
    let (n, idx) = place_in_column(pos, side, kind, sq.file, sq);
    let idx = idx?;
    let plain = chars(&[letter, file]);
    Some(match kind {
        Kind::General | Kind::Advisor | Kind::Elephant => plain,
        _ if n < 2 => plain,
        Kind::Horse | Kind::Chariot | Kind::Cannon => chars(&[marker(idx, n), letter]),
        Kind::Soldier => {
            let tandem_files = (0..9u8)
                .filter(|&f| place_in_column(pos, side, kind, f, sq).0 >= 2)
                .count();
            if tandem_files >= 2 {
                chars(&[marker(idx, n), file])
            } else {
                chars(&[marker(idx, n), letter])
            }
        }
    })
}

/// The move in Chinese notation, as the side to move of `pos` would write it (`pos` is before the
/// move). `None` when no piece stands on the starting square or the move is no straight,
/// diagonal or horse move (which no notation but ICCS can write).
pub fn chinese(pos: &Position, mv: Move) -> Option<String> {
    write(pos, mv, false)
}

/// The move in Chinese notation with the traditional characters that tell the sides apart, as
/// on the pieces: Red 帥 仕 相 傌 俥 炮 兵, Black 將 士 象 馬 車 砲 卒, with 進 and 後 (`炮二平五`,
/// `馬8進7`, `後俥進一`). Read back by [`parse_chinese`] like the simplified form.
pub fn chinese_traditional(pos: &Position, mv: Move) -> Option<String> {
    write(pos, mv, true)
}

fn write(pos: &Position, mv: Move, traditional: bool) -> Option<String> {
    let p = pos.get(mv.from)?;
    let head = designator(pos, mv.from, traditional)?;
    let gain = advance(p.side, mv.to) - advance(p.side, mv.from);
    let op = match gain.signum() {
        1 if traditional => '進',
        1 => '进',
        -1 => '退',
        _ => '平',
    };
    let diagonal = matches!(p.kind, Kind::Advisor | Kind::Elephant | Kind::Horse);
    let arg = if diagonal || op == '平' {
        wxf_file(p.side, mv.to.file)
    } else {
        gain.unsigned_abs()
    };
    if !(1..=9).contains(&arg) {
        return None;
    }
    let mut text = head;
    text.push(op);
    text.push(number(p.side, arg));
    Some(text)
}

/// Whether the text looks like Chinese notation (it has a character outside ASCII).
pub fn looks_chinese(text: &str) -> bool {
    !text.is_ascii()
}

/// Reads a move in Chinese notation for the side to move of `pos`. Like WXF, it is resolved on the
/// board (which piece, which destination) but not checked for legality.
pub fn parse_chinese(pos: &Position, text: &str) -> Result<Move, Error> {
    if text.len() > MAX_MOVE_TEXT * 4 {
        return Err(Error::InputTooLarge {
            what: "a move",
            len: text.len(),
            limit: MAX_MOVE_TEXT * 4,
        });
    }
    // The four characters in an array (no list is built).
    let mut c = [' '; 4];
    let mut n = 0;
    for ch in text.chars().filter(|c| !c.is_whitespace()) {
        if let Some(slot) = c.get_mut(n) {
            *slot = match ch {
                '進' => '进',
                '後' => '后',
                ch => ch,
            };
        }
        n += 1;
    }
    let [c0, c1, op, last] = c;
    if n != 4 {
        return Err(bad_move(
            text,
            "expected Chinese notation such as 炮二平五 or 马8进7 (four characters)",
        ));
    }
    let op = match op {
        '进' => '+',
        '退' => '-',
        '平' => '=',
        _ => {
            return Err(bad_move(
                text,
                format!(
                    "{} is not a direction: 进 (forward), 退 (backward) or 平 (sideways)",
                    q(op)
                ),
            ))
        }
    };
    let Some(arg) = number_of_char(last) else {
        return Err(bad_move(
            text,
            format!("{} is not a number 一..九 or 1..9", q(last)),
        ));
    };
    // (the first two characters as one text: a `char`'s formatting would be the only one in the wasm)
    let head = chars(&[c0, c1]);
    let side = pos.to_move();
    let (kind, from) = match (kind_of_char(c0), kind_of_char(c1)) {
        // Piece and file: 炮二.
        (Some(kind), None) => {
            let file = number_of_char(c1)
                .ok_or_else(|| bad_move(text, format!("{} is not a file 一..九 or 1..9", q(c1))))?;
            let from: Vec<Square> = pos
                .pieces()
                .filter(|&(s, p)| {
                    p.side == side && p.kind == kind && wxf_file(side, s.file) == file
                })
                .map(|(s, _)| s)
                .collect();
            (kind, from)
        }
        // Marker and piece: 前车, 中兵, 二兵.
        (None, Some(kind)) => {
            let from = marked(pos, side, kind, c0, None);
            if !matches!(c0, '前' | '中' | '后') && number_of_char(c0).is_none() {
                return Err(bad_move(
                    text,
                    format!("{} is not 前, 中, 后 or a number", q(c0)),
                ));
            }
            (kind, from)
        }
        // Marker and file, Soldiers only: 前三, 后7.
        (None, None) => {
            let file = number_of_char(c1).ok_or_else(|| {
                bad_move(
                    text,
                    format!("{head}: expected a piece such as 炮 and a file, or 前/后 and a piece"),
                )
            })?;
            (
                Kind::Soldier,
                marked(pos, side, Kind::Soldier, c0, Some(file)),
            )
        }
        (Some(_), Some(_)) => {
            return Err(bad_move(
                text,
                format!("{head}: expected a piece and a file, or 前/后 and a piece"),
            ))
        }
    };
    if from.is_empty() {
        return Err(bad_move(
            text,
            format!("{} has no {} that {head} designates", side.id(), kind.id()),
        ));
    }
    resolve(pos, text, kind, &from, op, arg)
}

/// The pieces of `kind` a marker names: on each file (or on `file` only) holding two or more of
/// them, the one at the marker's index.
fn marked(pos: &Position, side: Side, kind: Kind, m: char, file: Option<u8>) -> Vec<Square> {
    (0..9u8)
        .filter(|&f| file.is_none_or(|n| wxf_file(side, f) == n))
        .filter_map(|f| {
            let col = column(pos, side, kind, f);
            index_of_marker(m, col.len()).map(|i| col[i])
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_read_in_every_form() {
        for n in 1..=9u8 {
            assert_eq!(number_of_char(number(Side::Red, n)), Some(n));
            assert_eq!(number_of_char(number(Side::Black, n)), Some(n));
            assert_eq!(
                number_of_char(char::from_u32('１' as u32 + n as u32 - 1).unwrap_or('x')),
                Some(n)
            );
        }
        assert_eq!(number_of_char('0'), None);
        assert_eq!(number_of_char('十'), None);
    }

    #[test]
    fn markers_per_count() {
        assert_eq!((0..2).map(|i| marker(i, 2)).collect::<String>(), "前后");
        assert_eq!((0..3).map(|i| marker(i, 3)).collect::<String>(), "前中后");
        assert_eq!(
            (0..5).map(|i| marker(i, 5)).collect::<String>(),
            "一二三四五"
        );
        for n in 2..=5 {
            for i in 0..n {
                assert_eq!(index_of_marker(marker(i, n), n), Some(i));
            }
        }
        assert_eq!(index_of_marker('中', 2), None);
        assert_eq!(index_of_marker('前', 1), None);
    }
}
