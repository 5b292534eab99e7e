//! A small XML reader for game records: elements, attributes in single or double quotes in any order,
//! self-closing or not, the XML declaration and other processing instructions, comments, CDATA, a DOCTYPE,
//! and the five basic entities plus numeric character references. Every error is an
//! [`Error::BadRecord`] naming its 1-based line. It knows nothing of any game: Stratego's Gravon importer
//! (`stratego::gravon`) reads its tokens.

use crate::core::error::q;
use crate::core::Error;

pub(crate) fn bad(line: usize, reason: impl Into<String>) -> Error {
    Error::BadRecord {
        format: "gravon",
        line,
        column: None,
        reason: reason.into(),
        lang: crate::core::Lang::En,
    }
}

/// The byte offset of the first `needle` (not empty) in `text`, as `text.find(needle)` gives it. Bytes
/// compared, because `str::find` with a `&str` links core's panic message for a bad char boundary, which
/// quotes the text with `Debug` and so links its Unicode tables into the wasm.
fn find(text: &str, needle: &str) -> Option<usize> {
    let needle = needle.as_bytes();
    text.as_bytes()
        .windows(needle.len().max(1))
        .position(|w| w == needle)
}

/// Up to 24 characters of the input, quoted, for messages.
pub(crate) fn excerpt(text: &str) -> String {
    let mut short: String = text.chars().take(24).collect();
    if short.len() < text.len() {
        short.push_str("...");
    }
    q(&short).to_string()
}

pub(crate) fn count_lines(text: &str) -> usize {
    text.bytes().filter(|&b| b == b'\n').count()
}

/// One attribute of a start tag; `value` is raw (entities not yet decoded).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Attr<'a> {
    pub(crate) name: &'a str,
    pub(crate) value: &'a str,
    pub(crate) line: usize,
}

#[derive(Debug)]
pub(crate) enum Token<'a> {
    Open {
        name: &'a str,
        attrs: Vec<Attr<'a>>,
        empty: bool,
        line: usize,
    },
    Close {
        name: &'a str,
        line: usize,
    },
    /// Character data that is not only whitespace (text or CDATA); its first line.
    Text {
        text: &'a str,
        line: usize,
    },
}

/// Splits the XML into tokens, keeping the line number.
pub(crate) struct Lexer<'a> {
    src: &'a str,
    pos: usize,
    /// The line the lexer has reached (1-based).
    pub(crate) line: usize,
}

fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\r' | b'\n')
}

/// Bytes that end a name (element or attribute).
fn ends_name(b: u8) -> bool {
    is_space(b) || matches!(b, b'/' | b'>' | b'<' | b'=' | b'"' | b'\'')
}

impl<'a> Lexer<'a> {
    pub(crate) fn new(src: &'a str) -> Lexer<'a> {
        Lexer {
            src,
            pos: 0,
            line: 1,
        }
    }

    fn rest(&self) -> &'a str {
        self.src.get(self.pos..).unwrap_or("")
    }

    fn peek(&self) -> Option<u8> {
        self.src.as_bytes().get(self.pos).copied()
    }

    /// Moves on one byte. Names and values end at ASCII bytes, so slices stay on characters.
    fn bump(&mut self) {
        if let Some(b) = self.peek() {
            if b == b'\n' {
                self.line += 1;
            }
            self.pos += 1;
        }
    }

    /// Moves on `n` bytes, counting the lines passed.
    fn advance(&mut self, n: usize) {
        let end = self.pos.saturating_add(n).min(self.src.len());
        self.line += count_lines(self.src.get(self.pos..end).unwrap_or(""));
        self.pos = end;
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(is_space) {
            self.bump();
        }
    }

    fn name(&mut self) -> &'a str {
        let start = self.pos;
        while self.peek().is_some_and(|b| !ends_name(b)) {
            self.bump();
        }
        self.src.get(start..self.pos).unwrap_or("")
    }

    /// Skips to just past `end`, or fails with `unclosed` at the line where the construct began.
    fn skip_past(&mut self, end: &str, unclosed: &str) -> Result<(), Error> {
        let line = self.line;
        match find(self.rest(), end) {
            Some(i) => {
                self.advance(i + end.len());
                Ok(())
            }
            None => Err(bad(line, unclosed)),
        }
    }

    pub(crate) fn next(&mut self) -> Result<Option<Token<'a>>, Error> {
        loop {
            let rest = self.rest();
            if rest.is_empty() {
                return Ok(None);
            }
            if !rest.starts_with('<') {
                let len = rest.find('<').unwrap_or(rest.len());
                let text = rest.get(..len).unwrap_or("");
                let lead = text.len() - text.trim_start().len();
                let line = self.line + count_lines(text.get(..lead).unwrap_or(""));
                self.advance(len);
                if !text.trim().is_empty() {
                    return Ok(Some(Token::Text {
                        text: text.trim(),
                        line,
                    }));
                }
                continue;
            }
            if rest.starts_with("<!--") {
                self.skip_past(
                    "-->",
                    "a comment (<!--) begins here but never ends with -->",
                )?;
                continue;
            }
            if let Some(body) = rest.strip_prefix("<![CDATA[") {
                let line = self.line;
                let Some(len) = find(body, "]]>") else {
                    return Err(bad(
                        line,
                        "a CDATA section begins here but never ends with ]]>",
                    ));
                };
                let text = body.get(..len).unwrap_or("");
                self.advance("<![CDATA[".len() + len + 3);
                if !text.trim().is_empty() {
                    return Ok(Some(Token::Text {
                        text: text.trim(),
                        line,
                    }));
                }
                continue;
            }
            if rest.starts_with("<!") {
                self.skip_declaration()?;
                continue;
            }
            if rest.starts_with("<?") {
                self.skip_past(
                    "?>",
                    "a processing instruction or XML declaration (<?) begins here but never ends with ?>",
                )?;
                continue;
            }
            if rest.starts_with("</") {
                return self.end_tag().map(Some);
            }
            return self.start_tag().map(Some);
        }
    }

    /// `<!DOCTYPE ...>` and the like, with an internal subset in brackets and quoted strings.
    fn skip_declaration(&mut self) -> Result<(), Error> {
        let line = self.line;
        self.advance(2);
        let mut depth = 0usize;
        let mut quote: Option<u8> = None;
        while let Some(b) = self.peek() {
            self.bump();
            match (quote, b) {
                (Some(q), _) if b == q => quote = None,
                (Some(_), _) => {}
                (None, b'"' | b'\'') => quote = Some(b),
                (None, b'[') => depth += 1,
                (None, b']') => depth = depth.saturating_sub(1),
                (None, b'>') if depth == 0 => return Ok(()),
                _ => {}
            }
        }
        Err(bad(
            line,
            "a declaration (<!...) begins here but never ends with '>'",
        ))
    }

    fn end_tag(&mut self) -> Result<Token<'a>, Error> {
        let line = self.line;
        self.advance(2);
        let name = self.name();
        if name.is_empty() {
            return Err(bad(line, "'</' is not followed by an element name"));
        }
        self.skip_space();
        if self.peek() != Some(b'>') {
            return Err(bad(
                line,
                format!("the end tag </{name} is not closed with '>'"),
            ));
        }
        self.bump();
        Ok(Token::Close { name, line })
    }

    fn start_tag(&mut self) -> Result<Token<'a>, Error> {
        let line = self.line;
        self.advance(1);
        let name = self.name();
        let starts_well = name
            .chars()
            .next()
            .is_some_and(|c| c.is_alphabetic() || c == '_' || c == ':');
        if !starts_well {
            return Err(bad(
                line,
                format!(
                    "'<' is not followed by an element name (found {})",
                    excerpt(self.rest())
                ),
            ));
        }
        let mut attrs = Vec::new();
        loop {
            self.skip_space();
            match self.peek() {
                None => {
                    return Err(bad(
                        line,
                        format!("the tag <{name} begins here but never ends with '>'"),
                    ))
                }
                Some(b'>') => {
                    self.bump();
                    return Ok(Token::Open {
                        name,
                        attrs,
                        empty: false,
                        line,
                    });
                }
                Some(b'/') => {
                    self.bump();
                    if self.peek() != Some(b'>') {
                        return Err(bad(
                            self.line,
                            format!("in the tag <{name}, '/' must be followed by '>'"),
                        ));
                    }
                    self.bump();
                    return Ok(Token::Open {
                        name,
                        attrs,
                        empty: true,
                        line,
                    });
                }
                Some(_) => attrs.push(self.attribute(name)?),
            }
        }
    }

    /// `name = "value"` or `name='value'`, whitespace allowed around `=`.
    fn attribute(&mut self, element: &str) -> Result<Attr<'a>, Error> {
        let line = self.line;
        let name = self.name();
        if name.is_empty() {
            return Err(bad(
                line,
                format!(
                    "in the tag <{element}, expected an attribute name, '>' or '/>'; found {}",
                    excerpt(self.rest())
                ),
            ));
        }
        self.skip_space();
        if self.peek() != Some(b'=') {
            return Err(bad(
                line,
                format!("in the tag <{element}, the attribute {name} has no value (expected {name}=\"...\")"),
            ));
        }
        self.bump();
        self.skip_space();
        let quote = match self.peek() {
            Some(q @ (b'"' | b'\'')) => q,
            _ => {
                return Err(bad(
                    self.line,
                    format!(
                        "in the tag <{element}, the value of {name} must be in quotes; found {}",
                        excerpt(self.rest())
                    ),
                ))
            }
        };
        self.bump();
        let start = self.pos;
        loop {
            match self.peek() {
                None => {
                    return Err(bad(
                        line,
                        format!("in the tag <{element}, the value of {name} never ends (a closing quote is missing)"),
                    ))
                }
                Some(b'<') => {
                    return Err(bad(
                        line,
                        format!("in the tag <{element}, the value of {name} runs into a '<' (a closing quote is missing?)"),
                    ))
                }
                Some(b) if b == quote => break,
                Some(_) => self.bump(),
            }
        }
        let value = self.src.get(start..self.pos).unwrap_or("");
        self.bump();
        Ok(Attr { name, value, line })
    }
}

/// Decodes the five basic entities and numeric character references.
pub(crate) fn decode(raw: &str, line: usize, what: &str) -> Result<String, Error> {
    if !raw.contains('&') {
        return Ok(raw.to_string());
    }
    let mut out = String::with_capacity(raw.len());
    let mut rest = raw;
    while let Some(amp) = rest.find('&') {
        out.push_str(rest.get(..amp).unwrap_or(""));
        let after = rest.get(amp + 1..).unwrap_or("");
        // The longest entity is a numeric reference such as &#x10FFFF; so look no further.
        let semi = after
            .bytes()
            .take(12)
            .position(|b| b == b';')
            .ok_or_else(|| {
                bad(
                    line,
                    format!(
                        "{what}: '&' must start an entity such as &amp; (found {})",
                        excerpt(rest.get(amp..).unwrap_or(""))
                    ),
                )
            })?;
        let entity = after.get(..semi).unwrap_or("");
        let c = match entity {
            "lt" => Some('<'),
            "gt" => Some('>'),
            "amp" => Some('&'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            _ => {
                let number = if let Some(hex) = entity
                    .strip_prefix("#x")
                    .or_else(|| entity.strip_prefix("#X"))
                {
                    hex.bytes()
                        .all(|b| b.is_ascii_hexdigit())
                        .then(|| u32::from_str_radix(hex, 16).ok())
                        .flatten()
                } else if let Some(dec) = entity.strip_prefix('#') {
                    dec.bytes()
                        .all(|b| b.is_ascii_digit())
                        .then(|| dec.parse::<u32>().ok())
                        .flatten()
                } else {
                    None
                };
                number.filter(|&n| n != 0).and_then(char::from_u32)
            }
        };
        let Some(c) = c else {
            return Err(bad(
                line,
                format!(
                    "{what}: unknown entity &{entity}; (known: &lt; &gt; &amp; &quot; &apos; and &#N;)"
                ),
            ));
        };
        out.push(c);
        rest = after.get(semi + 1..).unwrap_or("");
    }
    out.push_str(rest);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decodes_entities() {
        assert_eq!(
            decode("a&lt;b&gt;&amp;&quot;&apos;", 1, "x").unwrap(),
            "a<b>&\"'"
        );
        assert_eq!(decode("&#65;&#x42;&#X43;", 1, "x").unwrap(), "ABC");
        assert!(decode("&nbsp;", 1, "x").is_err());
        assert!(decode("a & b", 1, "x").is_err());
        assert!(decode("&#0;", 1, "x").is_err());
        assert!(decode("&#xD800;", 1, "x").is_err());
    }

    #[test]
    fn tokens_keep_their_lines() {
        let mut lexer = Lexer::new("<?xml version=\"1.0\"?>\n<a x='1'>\n<!-- c -->\n<b/>text</a>");
        let mut seen = Vec::new();
        while let Some(token) = lexer.next().unwrap() {
            seen.push(match token {
                Token::Open {
                    name, empty, line, ..
                } => format!("open {name} {empty} {line}"),
                Token::Close { name, line } => format!("close {name} {line}"),
                Token::Text { text, line } => format!("text {text} {line}"),
            });
        }
        assert_eq!(
            seen,
            [
                "open a false 2",
                "open b true 4",
                "text text 4",
                "close a 4"
            ]
        );
        let err = Lexer::new("<a>\n<b x=1/>")
            .next()
            .and_then(|_| Lexer::new("\n<b x=1/>").next());
        assert!(
            matches!(err, Err(Error::BadRecord { line: 2, .. })),
            "{err:?}"
        );
    }
}
