import { readFileSync } from 'node:fs';
import { UNCAUGHT } from '../scripts/lib/production-server.mjs';
import { serverLog } from '../playwright.config';

/** After every journey: the production server's log must show no uncaught error (tests/integration checks its own servers). */
export default function globalTeardown() {
  const log = readFileSync(serverLog, 'utf8').split('\n');
  const at = log.findIndex((line) => UNCAUGHT.test(line));
  if (at >= 0) throw new Error(`The server logged an uncaught error during the journeys:\n${log.slice(at, at + 12).join('\n')}`);
}
