// The interception the edge's response layers share (compression.mjs, finish.mjs): a response's writeHead, write,
// end, flushHeaders and flush taken over, so that a layer decides once, when the headers are final, whether the answer
// goes on as written or the layer takes its body (holding its head, or not) and sends something in its place.
//
// A layer is a subclass of ResponseLayer, one instance per response: its state lives on the instance and its hooks on
// the prototype, so taking a response over makes one object and the five wrappers, and binds nothing. This is the
// hot path of every answer Next writes.

/**
 * How an answer goes on, decided once its headers are final:
 * - 'pass': as written, untouched;
 * - 'take': the head goes on; the body goes to take() (a stream of the layer's own: compression's fast level);
 * - 'hold': the head is held back; the body goes to take(); finish() sends what replaces them (sendHeld).
 * @typedef {'pass' | 'take' | 'hold'} Mode
 */

/** A head not held (shared: nothing is allocated for it). @type {readonly unknown[]} */
const NO_HEAD = Object.freeze([]);

/** A body chunk, as written, as bytes. @param {any} chunk @param {any} [encoding] @returns {Buffer} */
export function bytesOf(chunk, encoding) {
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');
}

export class ResponseLayer {
  /** @param {import('node:http').ServerResponse} res */
  constructor(res) {
    this.res = res;
    /** @type {Mode | null} null until the headers are final */
    this.mode = null;
    /** A second end(), or a write after end(), is ignored, as Node ignores it on a plain response. */
    this.ended = false;
    /** @type {readonly unknown[]} the arguments of the writeHead held back in 'hold' mode */
    this.heldHead = NO_HEAD;
    // What was there before: the layer below, or Node's own.
    this.nextWriteHead = res.writeHead;
    this.nextWrite = res.write;
    this.nextEnd = res.end;
    this.nextFlushHeaders = res.flushHeaders;
    /** @type {(() => void) | undefined} a layer below's flush (a plain response has none) */
    this.nextFlush = /** @type {any} */ (res).flush;
  }

  /**
   * Chooses how the answer goes on, once, when its headers are final (res.statusCode, res.getHeader).
   * @returns {Mode}
   */
  decide() {
    return 'pass';
  }

  /**
   * take(chunk, encoding): body bytes in 'take' and 'hold' modes, as written (a string with its encoding, or bytes;
   * null or empty at an end without data).
   * @type {(chunk: any, encoding?: any) => void}
   */
  take() {}

  /**
   * The end in 'take' and 'hold' modes, after the last bytes were taken: sends what the layer has made. Returns what
   * res.end returns.
   * @returns {unknown}
   */
  finish() {
    return this.res;
  }

  /** res.flush in 'take' mode (Next flushes each part of a streamed render). */
  flushTaken() {}

  /**
   * Sends the held head on, with `body` as the whole answer (its Content-Length set), to the layer below.
   * @param {Buffer} body
   */
  sendHeld(body) {
    this.res.setHeader('Content-Length', body.length);
    this.nextWriteHead.apply(this.res, /** @type {any} */ (this.heldHead));
    return this.nextEnd.call(this.res, body);
  }

  /** Takes the response over: from now on what is written to it comes here first. @returns {this} */
  install() {
    takeOver(this, this.res);
    return this;
  }
}

/** @param {ResponseLayer} layer @param {import('node:http').ServerResponse} res */
function takeOver(layer, res) {
  // Node calls writeHead itself (implicitly) on the first write, so the decision always sees final headers.
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function interceptedWriteHead(/** @type {number} */ status, /** @type {unknown[]} */ ...rest) {
      res.statusCode = status;
      const last = rest[rest.length - 1];
      if (last && typeof last === 'object') {
        for (const [name, value] of headerEntries(/** @type {object} */ (last))) res.setHeader(name, /** @type {any} */ (value));
        rest = rest.slice(0, -1);
      }
      if (!layer.mode) layer.mode = layer.decide();
      if (layer.mode === 'hold') {
        layer.heldHead = [status, ...rest];
        return res;
      }
      return layer.nextWriteHead.call(res, status, .../** @type {[any]} */ (rest));
    }
  );

  res.write = /** @type {typeof res.write} */ (
    function interceptedWrite(/** @type {any} */ chunk, /** @type {any} */ enc, /** @type {any} */ cb) {
      if (layer.ended) return false;
      if (!layer.mode && !res.headersSent) res.writeHead(res.statusCode);
      if (layer.mode === 'pass') return layer.nextWrite.call(res, chunk, enc, cb);
      layer.take(chunk, enc);
      const callback = typeof enc === 'function' ? enc : cb;
      if (typeof callback === 'function') process.nextTick(callback);
      return true;
    }
  );

  res.end = /** @type {typeof res.end} */ (
    function interceptedEnd(/** @type {any} */ chunk, /** @type {any} */ enc, /** @type {any} */ cb) {
      if (layer.ended) return res;
      layer.ended = true;
      const callback = typeof chunk === 'function' ? chunk : typeof enc === 'function' ? enc : cb;
      const data = typeof chunk === 'function' ? null : chunk;
      if (!layer.mode && !res.headersSent) res.writeHead(res.statusCode);
      if (layer.mode === 'pass') return layer.nextEnd.call(res, data, typeof enc === 'string' ? enc : undefined, callback);
      layer.take(data, enc);
      if (typeof callback === 'function') res.once('finish', callback);
      return layer.finish();
    }
  );

  // A held head must not be flushed early (flushHeaders calls writeHead itself).
  res.flushHeaders = () => {
    if (!layer.mode && !res.headersSent) res.writeHead(res.statusCode);
    if (layer.mode !== 'hold') layer.nextFlushHeaders.call(res);
  };

  /** @type {any} */ (res).flush = () => {
    if (layer.mode === 'take') layer.flushTaken();
    else if (layer.mode !== 'hold') layer.nextFlush?.call(res);
  };
}

/**
 * The headers given to writeHead, in any of its forms: an object, [[name, value], …] or a flat
 * [name, value, …]. A name given more than once keeps every value (Set-Cookie).
 * @param {object} headers
 * @returns {[string, unknown][]}
 */
export function headerEntries(headers) {
  if (!Array.isArray(headers)) return Object.entries(headers);
  /** @type {[string, unknown][]} */
  const pairs = [];
  if (Array.isArray(headers[0])) for (const [name, value] of headers) pairs.push([String(name), value]);
  else for (let i = 0; i + 1 < headers.length; i += 2) pairs.push([String(headers[i]), headers[i + 1]]);
  /** @type {Map<string, { name: string; values: unknown[] }>} */
  const byName = new Map();
  for (const [name, value] of pairs) {
    const entry = byName.get(name.toLowerCase()) ?? { name, values: [] };
    entry.values.push(...(Array.isArray(value) ? value : [value]));
    byName.set(name.toLowerCase(), entry);
  }
  return [...byName.values()].map(({ name, values }) => [name, values.length === 1 ? values[0] : values.map(String)]);
}
