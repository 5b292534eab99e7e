// Loading the widget's files with errors a site editor can act on: a file that fails is named with its URL and
// HTTP status, or "no answer" (offline, or another origin without Access-Control-Allow-Origin). import()'s own
// error has no status, so it is asked for again (HEAD). An example file is read as a stream that stops at its
// size limit, so a huge file is never downloaded whole.

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

/** The error to report for a failed import() of `url`: a FileError with its status, or `error` itself when the
 * file is there (it failed otherwise: a syntax error, a module it imports). */
export async function importFailure(url, error) {
  const res = await fetch(url, { method: 'HEAD', cache: 'no-store' }).catch(() => null);
  return res && res.ok ? error : new FileError(url, res ? res.status : 0);
}

/** The board's text for a FileError (null for any other error): `kind` 'engine' or 'board'. */
export function fileFailure(msgs, error, kind) {
  if (!(error instanceof FileError)) return null;
  const status = error.status ? `HTTP ${error.status}` : msgs.fileNoAnswer;
  return (kind === 'engine' ? msgs.engineFileFailed : msgs.boardFileFailed)(error.url, status);
}

/** The text of the response `res`, read as a stream that is cancelled past `max` bytes. */
export async function readTextLimited(res, max) {
  const tooLarge = (detail) => new Error(`the file is larger than ${Math.round(max / 1024)} KB, the limit (${detail})`);
  const declared = Number(res.headers.get('content-length'));
  const reader = res.body.getReader();
  if (declared > max) {
    reader.cancel().catch(() => {});
    throw tooLarge(`${declared} bytes`);
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
      throw tooLarge(`stopped reading after ${read} bytes`);
    }
    text += decoder.decode(value, { stream: true });
  }
}
