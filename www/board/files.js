// Loading the widget's files with errors a site editor can act on: a file that fails is named with its URL and
// HTTP status, or "no answer" (offline, or another origin without Access-Control-Allow-Origin). import()'s own
// error has no status, so it is asked for again (with the modules it imports). An example file is read as a stream that stops at its
// size limit, so a huge file is never downloaded whole, and within EXAMPLE_TIME_LIMIT ms, so a download that never
// finishes (a server that stops sending) ends with a message instead of an empty board.

/** How long an example file may take to download, headers and text (an example is at most tens of KB). */
export const EXAMPLE_TIME_LIMIT = 15_000;

/** A board, engine or wasm file that could not be loaded; `status` 0: no answer. */
export class FileError extends Error {
  constructor(url, status) {
    super(`${url}: HTTP ${status}`);
    this.url = String(url);
    this.status = status;
  }
}

/** fetch(url), rejecting with a FileError unless the answer is ok. */
export async function fetchOk(url) {
  const res = await fetch(url).catch(() => null);
  if (!res || !res.ok) throw new FileError(url, res ? res.status : 0);
  return res;
}

// A static import of a relative module: `from './x.js'`, `import './x.js'` (also minified: `from"./chunk-X.js"`).
const IMPORT = /(?:\bfrom|\bimport)\s*(['"])(\.{1,2}\/[^'"\n]+)\1/g;

/** The error to report for a failed import() of `url`: a FileError naming the first file that cannot be fetched,
 * `url` or a module it imports (followed through their static imports: a game's board module beside its adapter,
 * or in the built site a chunk of shared modules), with its status; or `error` itself when every file is there (it
 * failed otherwise: a syntax error). */
export async function importFailure(url, error, seen = new Set()) {
  seen.add(url);
  const res = await fetch(url, { cache: 'no-store' }).catch(() => null);
  if (!res || !res.ok) return new FileError(url, res ? res.status : 0);
  const text = await res.text().catch(() => '');
  for (const m of text.matchAll(IMPORT)) {
    const dep = new URL(m[2], url).href;
    if (seen.has(dep) || seen.size > 64) continue;
    const named = await importFailure(dep, error, seen);
    if (named !== error) return named;
  }
  return error;
}

/** The board's text for a FileError (null for any other error): `kind` 'engine' or 'board'. */
export function fileFailure(msgs, error, kind) {
  if (!(error instanceof FileError)) return null;
  const status = error.status ? `HTTP ${error.status}` : msgs.fileNoAnswer;
  return (kind === 'engine' ? msgs.engineFileFailed : msgs.boardFileFailed)(error.url, status);
}

/** The text of the response `res`, read as a stream that is cancelled past `max` bytes. */
/** The error of a file larger than `max` bytes; `detail` says how large it was found. */
export const tooLarge = (max, detail) => new Error(`the file is larger than ${Math.round(max / 1024)} KB, the limit (${detail})`);

export async function readTextLimited(res, max) {
  const declared = Number(res.headers.get('content-length'));
  const reader = res.body.getReader();
  if (declared > max) {
    reader.cancel().catch(() => {});
    throw tooLarge(max, `${declared} bytes`);
  }
  const decoder = new TextDecoder();
  let read = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    read += value.byteLength;
    if (read > max) {
      reader.cancel().catch(() => {});
      throw tooLarge(max, `stopped reading after ${read} bytes`);
    }
    text += decoder.decode(value, { stream: true });
  }
}

/** The text of the example file at `url`: rejects with an Error if the server answers with an error status, the
 * file is larger than `max` bytes, or the download (headers and text) takes longer than `limit` ms; the download is
 * then aborted, and the error's message is msgs().exampleTimedOut(seconds) (the board's language at that moment),
 * its code 'timeout'. */
export async function fetchExample(url, max, msgs, limit = EXAMPLE_TIME_LIMIT) {
  const abort = new AbortController();
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => {
      const e = new Error(msgs().exampleTimedOut(Math.round(limit / 1000)));
      e.code = 'timeout';
      reject(e);
      abort.abort(e);
    }, limit);
  });
  const read = (async () => {
    const res = await fetch(url, { signal: abort.signal });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return readTextLimited(res, max);
  })();
  read.catch(() => {}); // after the time limit, the aborted download's own error is not the one to report
  try {
    return await Promise.race([read, late]);
  } finally {
    clearTimeout(timer);
  }
}
