// Calls between the production server's two threads (server.mjs and next-thread.mjs) over their MessagePort that wait
// for an answer: the metrics Next's thread counts, the edge's memory forgetting pages, the redirect table loaded.

/** @typedef {{ type: string, id?: number, value?: any }} ThreadMessage */

/**
 * `ask(type, value)` posts `{ type, id, value }` and resolves with the value of the `{ type: 'answer', id }` message the
 * other thread sends back (`reply`), handed to `answered` by this thread's message listener.
 * @param {{ postMessage(message: ThreadMessage): void }} port
 */
export function threadCalls(port) {
  /** @type {Map<number, (value: any) => void>} */
  const waiting = new Map();
  let last = 0;
  return {
    /**
     * @param {string} type @param {unknown} [value]
     * @param {{ ms: number, otherwise: unknown }} [limit] resolve with `otherwise` if no answer comes within `ms`
     * @returns {Promise<any>}
     */
    ask(type, value, limit) {
      const id = ++last;
      port.postMessage({ type, id, value });
      return new Promise((resolve) => {
        const timer = limit
          ? setTimeout(() => {
              waiting.delete(id);
              resolve(limit.otherwise);
            }, limit.ms).unref()
          : undefined;
        waiting.set(id, (answer) => {
          clearTimeout(timer);
          resolve(answer);
        });
      });
    },
    /** An answer has come: the call it answers resolves. @param {ThreadMessage} m */
    answered(m) {
      waiting.get(/** @type {number} */ (m.id))?.(m.value);
      waiting.delete(/** @type {number} */ (m.id));
    },
    /** Answers the other thread's call `m`. @param {ThreadMessage} m @param {unknown} value */
    reply(m, value) {
      port.postMessage({ type: 'answer', id: m.id, value });
    },
  };
}
