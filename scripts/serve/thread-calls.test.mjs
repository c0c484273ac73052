import { MessageChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { threadCalls } from './thread-calls.mjs';

/** @type {MessageChannel} */
let channel;
afterEach(() => {
  channel.port1.close();
});

/**
 * Two threads' ends of one channel: the caller hears the answers, the callee keeps what it was asked in `asked` and
 * is told of each call.
 * @param {(asked: import('./thread-calls.mjs').ThreadMessage[]) => void} [onAsked]
 */
function connected(onAsked = () => undefined) {
  channel = new MessageChannel();
  const caller = threadCalls(channel.port1);
  const callee = threadCalls(channel.port2);
  /** @type {import('./thread-calls.mjs').ThreadMessage[]} */
  const asked = [];
  channel.port1.on('message', (m) => m.type === 'answer' && caller.answered(m));
  channel.port2.on('message', (m) => {
    asked.push(m);
    onAsked(asked);
  });
  return { caller, callee, asked };
}

describe('calls between threads', () => {
  it('resolves each call with its own answer, whatever order the answers come in', async () => {
    const { caller, callee, asked } = connected((asked) => {
      if (asked.length === 2) {
        // The second call is answered first.
        callee.reply(asked[1], asked[1].value.length);
        callee.reply(asked[0], asked[0].value.length);
      }
    });
    const forget = caller.ask('forget', ['/a', '/b', '/c']);
    const redirects = caller.ask('redirects', [{ from: '/x', to: '/y', status: 301 }]);
    expect(await Promise.all([forget, redirects])).toEqual([3, 1]);
    expect(asked.map((m) => m.type)).toEqual(['forget', 'redirects']);
  });

  it('past its limit a call resolves with what it was told to, and an answer coming later is ignored', async () => {
    const { caller, callee, asked } = connected();
    expect(await caller.ask('metrics', undefined, { ms: 20, otherwise: '' })).toBe('');
    callee.reply(asked[0], 'late');
    // The next call gets its own answer, not the late one.
    const next = caller.ask('metrics', undefined, { ms: 5_000, otherwise: '' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    callee.reply(asked[1], 'on time');
    expect(await next).toBe('on time');
  });
});
