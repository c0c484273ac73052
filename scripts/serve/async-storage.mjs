// Every AsyncLocalStorage of the production server's Next thread is one underneath (scripts/serve/next-thread.mjs
// installs this before Next loads, so before Next, React and Better Auth make theirs). On Node 20 each AsyncLocalStorage in use copies its store
// onto every async resource its thread creates (each nextTick, socket write, promise), and Next's thread has eight
// in use once it has rendered a page and answered a route (Next's own, React's two, Better Auth's two): every answer
// paid for eight copies, through code V8 could no longer specialise. (The edge's answers from memory, on the server's
// own thread, pay for none: an isolate's hooks are its own.)
// Here each of them is a view on one real AsyncLocalStorage whose store is a frame: an immutable map from each of them
// to its store. run, exit and enterWith make a new frame from the current one, so each keeps its own store exactly as
// it would alone, and what the one real storage propagates carries all of them at the cost of one.
// Node 24 keeps stores in V8's context frames instead (AsyncContextFrame), where none of this costs anything: there
// this module leaves AsyncLocalStorage as it is.
import asyncHooks from 'node:async_hooks';
import { syncBuiltinESMExports } from 'node:module';

const Native = asyncHooks.AsyncLocalStorage;

/** @typedef {ReadonlyMap<object, unknown>} Frame */
/** @type {Frame} */
const EMPTY = new Map();

/**
 * An AsyncLocalStorage kept in the frames of one native AsyncLocalStorage.
 * @param {import('node:async_hooks').AsyncLocalStorage<Frame>} frames
 */
export function sharedAsyncLocalStorage(frames) {
  /** @param {object} key @param {unknown} store @returns {Frame} the current frame with key's store */
  const withStore = (key, store) => new Map(frames.getStore() ?? EMPTY).set(key, store);
  /** @param {object} key @returns {Frame | null} the current frame without key's store, null when it has none */
  const withoutStore = (key) => {
    const current = frames.getStore();
    if (!current?.has(key)) return null;
    const frame = new Map(current);
    frame.delete(key);
    return frame;
  };

  return class AsyncLocalStorage {
    /** The store in the current context, or undefined. */
    getStore() {
      return frames.getStore()?.get(this);
    }

    /**
     * Runs callback with store as this storage's store, in it and in everything it starts.
     * @template R @param {unknown} store @param {(...args: any[]) => R} callback @param {...any} args @returns {R}
     */
    run(store, callback, ...args) {
      return frames.run(withStore(this, store), callback, ...args);
    }

    /**
     * Runs callback with no store for this storage (the others keep theirs).
     * @template R @param {(...args: any[]) => R} callback @param {...any} args @returns {R}
     */
    exit(callback, ...args) {
      const frame = withoutStore(this);
      return frame ? frames.run(frame, callback, ...args) : callback(...args);
    }

    /** Makes store this storage's store for the rest of the current synchronous run and what it starts. @param {unknown} store */
    enterWith(store) {
      frames.enterWith(withStore(this, store));
    }

    /** This storage has no store in the current context from now on (the others keep theirs). */
    disable() {
      const frame = withoutStore(this);
      if (frame) frames.enterWith(frame);
    }

    /** @template {(...args: any[]) => any} F @param {F} fn @returns {F} fn bound to the current context (of every storage) */
    static bind(fn) {
      return Native.bind(fn);
    }

    /** A function that runs a function in the current context (of every storage). */
    static snapshot() {
      return Native.snapshot();
    }
  };
}

/** Whether this Node keeps stores in context frames (Node 24 on, or asked for), where one storage costs what eight do. */
function hasContextFrames() {
  const flags = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].join(' ');
  return Number(process.versions.node.split('.')[0]) >= 24 || flags.includes('--experimental-async-context-frame');
}

/**
 * From now on, every AsyncLocalStorage made in this process (from node:async_hooks, by import, require or
 * process.getBuiltinModule, or from globalThis, where Next and React look first) is kept in one native one. Returns
 * whether it did (not where the Node keeps stores in context frames).
 */
export function installSharedAsyncLocalStorage() {
  if (hasContextFrames()) return false;
  if (/** @type {any} */ (asyncHooks.AsyncLocalStorage).shared) return true;
  const Shared = sharedAsyncLocalStorage(new Native());
  Object.defineProperty(Shared, 'shared', { value: true });
  asyncHooks.AsyncLocalStorage = /** @type {any} */ (Shared);
  syncBuiltinESMExports();
  /** @type {any} */ (globalThis).AsyncLocalStorage = Shared;
  return true;
}
