// Unit tests of the shared AsyncLocalStorage (async-storage.mjs): each storage kept in the one native storage's frames
// keeps its own store as a native one does (each scenario runs with both and must see the same: nested, across
// awaits, in concurrent requests, exit, enterWith, disable, bind),
// and once installed, every way a library makes one (import, require, process.getBuiltinModule, globalThis) makes one
// of these. The installing runs in a child process: it changes node:async_hooks for the whole process.
import { execFileSync } from 'node:child_process';
import { AsyncLocalStorage as Native } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { sharedAsyncLocalStorage } from './async-storage.mjs';

const Shared = sharedAsyncLocalStorage(new Native());

/**
 * What a scenario sees with native storages and with shared ones: the same, always.
 * @template T @param {(Storage: typeof Native) => T | Promise<T>} scenario
 */
async function asNativeDoes(scenario) {
  const native = await scenario(Native);
  const shared = await scenario(/** @type {typeof Native} */ (/** @type {unknown} */ (Shared)));
  expect(shared).toEqual(native);
  return shared;
}

describe('sharedAsyncLocalStorage', () => {
  it('keeps each storage its own store, nested, and none outside run', async () => {
    const seen = await asNativeDoes((Storage) => {
      const a = new Storage();
      const b = new Storage();
      const outside = a.getStore();
      const inside = a.run('a1', () => b.run('b1', () => [a.getStore(), b.getStore(), a.run('a2', () => [a.getStore(), b.getStore()]), a.getStore()]));
      return { outside, inside, after: [a.getStore(), b.getStore()] };
    });
    expect(seen).toEqual({ outside: undefined, inside: ['a1', 'b1', ['a2', 'b1'], 'a1'], after: [undefined, undefined] });
  });

  it('keeps two requests apart across awaits, timers and promises, as they interleave', async () => {
    const seen = await asNativeDoes(async (Storage) => {
      const request = new Storage();
      const user = new Storage();
      /** @param {string} id @param {number} wait */
      const handle = (id, wait) =>
        request.run({ id }, async () => {
          const steps = [];
          await sleep(wait);
          steps.push(request.getStore()?.id);
          await user.run(`${id}-user`, async () => {
            await Promise.resolve();
            await new Promise((resolve) => setImmediate(resolve));
            await sleep(wait);
            steps.push(`${request.getStore()?.id}/${user.getStore()}`);
          });
          steps.push(`${request.getStore()?.id}/${user.getStore()}`);
          return steps;
        });
      const both = await Promise.all([handle('one', 15), handle('two', 5)]);
      return { both, after: request.getStore() };
    });
    expect(seen).toEqual({
      both: [
        ['one', 'one/one-user', 'one/undefined'],
        ['two', 'two/two-user', 'two/undefined'],
      ],
      after: undefined,
    });
  });

  it('exit leaves only this storage without a store, then gives it back', async () => {
    const seen = await asNativeDoes(async (Storage) => {
      const a = new Storage();
      const b = new Storage();
      const inRun = await a.run(1, () =>
        b.run(2, async () => {
          const during = await a.exit(async () => {
            await Promise.resolve();
            return [a.getStore(), b.getStore()];
          });
          return { during, after: [a.getStore(), b.getStore()] };
        }),
      );
      return { inRun, outside: a.exit(() => 'ran') };
    });
    expect(seen).toEqual({ inRun: { during: [undefined, 2], after: [1, 2] }, outside: 'ran' });
  });

  it('enterWith holds for the rest of the synchronous run and what it starts, as a native one does', async () => {
    const seen = await asNativeDoes((Storage) => {
      const a = new Storage();
      const b = new Storage();
      const inner = async () => {
        a.enterWith('entered');
        await sleep(1);
        return [a.getStore(), b.getStore()];
      };
      return b.run('b', async () => {
        const own = await inner();
        return { own, caller: [a.getStore(), b.getStore()] };
      });
    });
    expect(seen.own).toEqual(['entered', 'b']);
  });

  it('disable leaves this storage without a store, the others keep theirs', async () => {
    const seen = await asNativeDoes((Storage) => {
      const a = new Storage();
      const b = new Storage();
      return a.run(1, () =>
        b.run(2, () => {
          a.disable();
          return [a.getStore(), b.getStore()];
        }),
      );
    });
    expect(seen).toEqual([undefined, 2]);
  });

  it("bind and snapshot carry every storage's store to where they are called", async () => {
    const seen = await asNativeDoes((Storage) => {
      const a = new Storage();
      const b = new Storage();
      const bound = a.run('a', () => b.run('b', () => Storage.bind(() => [a.getStore(), b.getStore()])));
      const snapshot = a.run('a2', () => Storage.snapshot());
      return { bound: bound(), snapshot: snapshot(() => a.getStore()), outside: a.getStore() };
    });
    expect(seen).toEqual({ bound: ['a', 'b'], snapshot: 'a2', outside: undefined });
  });
});

describe('installSharedAsyncLocalStorage', () => {
  it('makes every way of getting AsyncLocalStorage give the shared one, each instance with its own store', () => {
    const script = `
      const { installSharedAsyncLocalStorage } = await import(${JSON.stringify(new URL('./async-storage.mjs', import.meta.url).href)});
      const before = (await import('node:async_hooks')).AsyncLocalStorage;
      const installed = installSharedAsyncLocalStorage();
      const { createRequire } = await import('node:module');
      const require = createRequire(import.meta.url);
      const ways = {
        import: (await import('node:async_hooks')).AsyncLocalStorage,
        require: require('node:async_hooks').AsyncLocalStorage,
        builtin: process.getBuiltinModule?.('node:async_hooks')?.AsyncLocalStorage ?? require('async_hooks').AsyncLocalStorage,
        global: globalThis.AsyncLocalStorage,
      };
      const a = new ways.require();
      const b = new ways.import();
      const stores = a.run('a', () => b.run('b', () => [a.getStore(), b.getStore()]));
      console.log(JSON.stringify({
        installed,
        againKeepsIt: installSharedAsyncLocalStorage() && require('node:async_hooks').AsyncLocalStorage === ways.require,
        replaced: ways.import !== before,
        same: Object.values(ways).every((w) => w === ways.import),
        stores,
      }));
    `;
    const out = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
    expect(out).toEqual({ installed: true, againKeepsIt: true, replaced: true, same: true, stores: ['a', 'b'] });
  });
});
