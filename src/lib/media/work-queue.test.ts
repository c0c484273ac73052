import { describe, expect, it } from 'vitest';
import { createWorkQueue, QueueFull } from './work-queue';

const later = () => {
  let done!: () => void;
  const promise = new Promise<void>((resolve) => (done = resolve));
  return { promise, done };
};

describe('a bounded work queue', () => {
  it('runs one task at a time, lets the next ones wait in order, and refuses past the waiting room', async () => {
    const queue = createWorkQueue({ running: 1, waiting: 2 });
    const order: number[] = [];
    const gates = [later(), later(), later()];
    const runs = gates.map((g, i) => queue.run(async () => (order.push(i), await g.promise, i)));
    await expect(queue.run(async () => 'fourth')).rejects.toBeInstanceOf(QueueFull);
    expect(queue.load()).toEqual({ running: 1, waiting: 2 });
    expect(order).toEqual([0]);
    gates[0].done();
    await runs[0];
    expect(order).toEqual([0, 1]);
    gates[1].done();
    gates[2].done();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a task that fails', async () => {
    const queue = createWorkQueue({ running: 1, waiting: 0 });
    await expect(queue.run(async () => Promise.reject(new Error('bad file')))).rejects.toThrow('bad file');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
