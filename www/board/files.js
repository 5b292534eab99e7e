// Loading the widget's files, with errors a site editor can act on: a file that cannot be loaded is named by its
// URL with the HTTP status the server gave (a 404 names the missing file), or with "no answer" (offline, or a
// server on another origin that sends no Access-Control-Allow-Origin header). The browser's own error for a
// failed import() names no status, so the status is asked for once more with fetch. And an example file is read
// as a stream that stops at its size limit, so a huge file is never downloaded whole.

/** A file of the widget (a board module, the engine's JS or wasm) that could not be loaded. `status`: the HTTP
 * status, or 0 when no answer came. */
export class FileError extends Error {
  constructor(url, status) {
    super(`${url}: ${status ? `HTTP ${status}` : 'no answer'}`);
    this.name = 'FileError';
    this.url = String(url);
    this.status = status;
  }
}

/** Fetches `url`; resolves to the response when it is ok (2xx), else rejects with a FileError. */
export async function fetchOk(url) {
  let res;
  try {
    res = await fetch(url);
  } catch {
    throw new FileError(url, 0);
  }
  if (!res.ok) {
    res.body?.cancel().catch(() => {});
    throw new FileError(url, res.status);
  }
  return res;
}

/** Turns the error of a failed import() of `url` into a FileError with the file's HTTP status; the error itself
 * when the file is there (then it failed for another reason: a syntax error, or a module it imports). */
export async function importFailure(url, error) {
  let status = 0;
  try {
    const res = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    status = res.status;
  } catch {
    status = 0;
  }
  return status >= 200 && status < 300 ? error : new FileError(url, status);
}

/** The error's text for the board's message: which file failed and why, in the reader's language; null when
 * `error` is no FileError. `kind`: 'engine' (move checking is off) or 'board' (the board cannot be drawn). */
export function fileFailure(msgs, error, kind) {
  if (!(error instanceof FileError)) return null;
  const status = error.status ? `HTTP ${error.status}` : msgs.fileNoAnswer;
  return kind === 'engine' ? msgs.engineFileFailed(error.url, status) : msgs.boardFileFailed(error.url, status);
}

/** The text of `res` (a fetch Response), read as a stream that stops past `max` bytes: rejects without reading
 * further (and cancels the download) when the file is larger, whether or not the server said its length. */
export async function readTextLimited(res, max) {
  const tooLarge = (detail) => new Error(`the file is larger than ${Math.round(max / 1024)} KB, the limit (${detail})`);
  const declared = Number(res.headers.get('content-length'));
  if (declared > max) {
    res.body?.cancel().catch(() => {});
    throw tooLarge(`${declared} bytes`);
  }
  if (!res.body) {
    const text = await res.text();
    const size = new TextEncoder().encode(text).length;
    if (size > max) throw tooLarge(`${size} bytes`);
    return text;
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let read = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    read += value.byteLength;
    if (read > max) {
      reader.cancel().catch(() => {});
      throw tooLarge(`stopped reading after ${read} bytes`);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
