// The rule meter of the shown step (docs/api.md, "The rule meter"): the counts the engine sent with the row of the
// move (its `meter`), in the reader's language as the engine wrote them, cited. Nothing is counted here.

/** The meter's counts of a row, each in words (none for the start, a refused move or a row without counts). */
export function meterParts(row) {
  const meter = row && Array.isArray(row.meter) ? row.meter : [];
  return meter.map((m) => (m && typeof m.message === 'string' ? m.message : '')).filter(Boolean);
}

/** The meter of a row for the status line: its counts joined, '' when none. */
export function meterText(row) {
  return meterParts(row).join(' · ');
}
