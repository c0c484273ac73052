import { describe, expect, it } from 'vitest';
import { serverOutput, UNCAUGHT } from './production-server.mjs';

const requestLine = (i) => `{"level":"info","time":"2026-12-03T18:00:00.000Z","pid":1,"reqId":"${i}","method":"GET","path":"/","status":200,"bytes":16844,"ms":0.4,"client":"127.0.0.1","by":"memory","msg":"request"}\n`;

/** Hands `text` over in chunks of `size` characters, as a pipe cuts it anywhere. */
function feed(output, text, size) {
  for (let i = 0; i < text.length; i += size) output.add(text.slice(i, i + size));
}

describe('serverOutput', () => {
  it('keeps everything, as written, within its bound', () => {
    const output = serverOutput(1_000_000);
    const text = `{"msg":"ready"}\n${requestLine(1)}${requestLine(2)}a line without its end`;
    feed(output, text, 7);
    expect(output.text()).toBe(text);
  });

  it('past its bound leaves request lines out (counted) and keeps every other line whole, wherever the chunks cut', () => {
    const output = serverOutput(10_000);
    const error = '{"level":"error","msg":"uncaughtException: boom"}\n';
    // A benchmark's worth of request lines, with an error among them, cut in chunks of 333 characters.
    const lines = Array.from({ length: 20_000 }, (_, i) => requestLine(i));
    lines.splice(15_000, 0, error);
    feed(output, `{"msg":"ready"}\n${lines.join('')}{"msg":"stopped"}\n`, 333);
    const text = output.text();
    expect(text.length).toBeLessThan(11_000);
    expect(text.startsWith('{"msg":"ready"}\n')).toBe(true);
    expect(text).toContain(error);
    expect(text.split('\n').filter((line) => UNCAUGHT.test(line))).toEqual([error.trim()]);
    expect(text).toContain('{"msg":"stopped"}\n');
    const kept = text.split('\n').filter((line) => line.endsWith('"msg":"request"}')).length;
    const leftOut = Number(/\[(\d+) request line\(s\) left out/.exec(text)?.[1]);
    expect(kept + leftOut).toBe(20_000);
    // No line is cut: each kept line is one of those written.
    for (const line of text.split('\n').filter((l) => l.startsWith('{"level":"info"'))) expect(line).toMatch(/"msg":"request"\}$/);
  });
});
