/**
 * A bounded queue of work across requests: at most `running` tasks at once, at most `waiting` more wait their turn
 * (in the order they came); past that, `run` refuses at once with QueueFull, for the caller to answer 503.
 */
export class QueueFull extends Error {
  constructor() {
    super('the queue is full');
    this.name = 'QueueFull';
  }
}

export type WorkQueue = {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running and waiting now. */
  load(): { running: number; waiting: number };
};

export function createWorkQueue({ running = 1, waiting = 8 }: { running?: number; waiting?: number } = {}): WorkQueue {
  let active = 0;
  const turns: (() => void)[] = [];
  return {
    async run(task) {
      if (active < running) active++;
      else if (turns.length < waiting) await new Promise<void>((resolve) => turns.push(resolve));
      else throw new QueueFull();
      try {
        return await task();
      } finally {
        // The slot passes to the next in line as it is (active stays), or frees.
        const next = turns.shift();
        if (next) next();
        else active--;
      }
    },
    load: () => ({ running: active, waiting: turns.length }),
  };
}
