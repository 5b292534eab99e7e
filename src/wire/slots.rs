//! The open `Game` sessions, held on the Rust side: JavaScript holds only a handle, a number that
//! names a slot of this table and the slot's generation. A handle of a freed session (or any other
//! number) names no session: the call is refused with `session-freed` by ordinary Rust code, and no
//! pointer from JavaScript is ever followed. (wasm-bindgen's own classes hold a raw pointer: after
//! `free()` its glue passes 0, which Rust refuses by throwing through the wasm frames, leaving the
//! shadow stack where the throw found it; enough such calls break the instance for good.)

/// A slot's index takes the low 24 bits of a handle (up to 16,777,215 sessions open at once), its
/// generation the bits above, up to 2^53 in all (a JS number holds every handle exactly).
const INDEX_BITS: u32 = 24;
const MAX_INDEX: usize = (1 << INDEX_BITS) - 1;
/// How many sessions may be open at once.
pub const MAX_OPEN: usize = MAX_INDEX + 1;
/// A slot whose generation reaches this is never used again, so no handle ever names two sessions.
const MAX_GENERATION: u64 = (1 << (53 - INDEX_BITS)) - 1;

/// The sessions open, each in its slot; a freed slot waits in `free` for the next session.
pub struct Slots<T> {
    slots: Vec<(u64, Option<T>)>,
    free: Vec<usize>,
}

impl<T> Default for Slots<T> {
    fn default() -> Slots<T> {
        Slots::new()
    }
}

impl<T> Slots<T> {
    /// No session open.
    pub const fn new() -> Slots<T> {
        Slots {
            slots: Vec::new(),
            free: Vec::new(),
        }
    }

    /// Puts `value` in a slot; its handle, or `None` when every slot is taken.
    pub fn open(&mut self, value: T) -> Option<f64> {
        let index = match self.free.pop() {
            Some(i) => i,
            None if self.slots.len() <= MAX_INDEX => {
                self.slots.push((0, None));
                self.slots.len() - 1
            }
            None => return None,
        };
        let slot = self.slots.get_mut(index)?;
        slot.0 += 1;
        slot.1 = Some(value);
        Some((slot.0 << INDEX_BITS | index as u64) as f64)
    }

    /// The slot a handle names, if it is a whole number of a handle's form.
    fn slot(handle: f64) -> Option<(usize, u64)> {
        if !(handle >= 1.0 && handle < (1u64 << 53) as f64 && handle.fract() == 0.0) {
            return None;
        }
        let h = handle as u64;
        Some(((h & MAX_INDEX as u64) as usize, h >> INDEX_BITS))
    }

    /// The session `handle` names, if it is open.
    pub fn get(&mut self, handle: f64) -> Option<&mut T> {
        let (index, generation) = Self::slot(handle)?;
        match self.slots.get_mut(index)? {
            (g, Some(value)) if *g == generation => Some(value),
            _ => None,
        }
    }

    /// Closes the session `handle` names; what it held, or `None` when it names no open session
    /// (freed before, or never opened).
    pub fn close(&mut self, handle: f64) -> Option<T> {
        let (index, generation) = Self::slot(handle)?;
        let slot = self.slots.get_mut(index)?;
        if slot.0 != generation {
            return None;
        }
        let value = slot.1.take()?;
        if slot.0 < MAX_GENERATION {
            self.free.push(index);
        }
        Some(value)
    }

    /// How many sessions are open.
    #[cfg(test)]
    fn open_count(&self) -> usize {
        self.slots.iter().filter(|s| s.1.is_some()).count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_freed_handle_names_no_session_even_when_its_slot_is_reused() {
        let mut s = Slots::default();
        let a = s.open("a").unwrap();
        assert_eq!(s.get(a), Some(&mut "a"));
        assert_eq!(s.close(a), Some("a"));
        assert_eq!(s.close(a), None, "a double free");
        assert_eq!(s.get(a), None);
        let b = s.open("b").unwrap();
        assert_ne!(a, b, "the slot is reused under a new generation");
        assert_eq!(s.get(a), None);
        assert_eq!(s.get(b), Some(&mut "b"));
        for bad in [
            0.0,
            -1.0,
            0.5,
            f64::NAN,
            f64::INFINITY,
            1e300,
            b + 1.0,
            b + 0.25,
        ] {
            assert_eq!(s.get(bad), None, "{bad}");
            assert_eq!(s.close(bad), None, "{bad}");
        }
        assert_eq!(s.open_count(), 1);
    }

    #[test]
    fn slots_are_reused() {
        let mut s = Slots::default();
        for i in 0..10_000 {
            let h = s.open(i).unwrap();
            assert_eq!(s.close(h), Some(i));
        }
        assert_eq!(s.slots.len(), 1);
    }

    #[test]
    fn a_slot_at_its_last_generation_is_retired() {
        let mut s = Slots::default();
        let h = s.open(1).unwrap();
        s.slots[0].0 = MAX_GENERATION;
        let last = (MAX_GENERATION << INDEX_BITS) as f64;
        assert_eq!(s.close(h), None, "the old generation");
        assert_eq!(s.close(last), Some(1));
        assert!(last <= (1u64 << 53) as f64);
        let next = s.open(2).unwrap();
        assert_eq!(next, (1u64 << INDEX_BITS | 1) as f64, "a new slot");
    }
}
