// What a process and every process under it take (Linux /proc), for the benchmarks that measure memory
// (bench:memory, bench:upload, bench-db-candidates).
import { readdirSync, readFileSync } from 'node:fs';

/** Every process under `root`, `root` first. @param {number} root @returns {number[]} */
export function processTree(root) {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      /* gone meanwhile */
    }
  }
  const pids = [root];
  for (let i = 0; i < pids.length; i++) pids.push(...(children.get(pids[i]) ?? []));
  return pids;
}

/**
 * A process's proportional set size in bytes (memory shared with others counts its share), 0 once it is gone.
 * @param {number} pid
 */
export function pssBytes(pid) {
  return statusBytes(`/proc/${pid}/smaps_rollup`, /^Pss:\s+(\d+) kB/m);
}

/** A process's resident set size in bytes, 0 once it is gone. @param {number} pid */
export function rssBytes(pid) {
  return statusBytes(`/proc/${pid}/status`, /VmRSS:\s+(\d+) kB/);
}

/** @param {string} file @param {RegExp} pattern */
function statusBytes(file, pattern) {
  try {
    const m = pattern.exec(readFileSync(file, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}
