// Where `next build` writes and `npm start` serves from: `.next`, or NEXT_DIST_DIR (next.config.ts reads the same
// variable), so a test can build a second copy of the site beside the first (tests/integration/site-url.test.ts).
import path from 'node:path';

export const distDir = () => process.env.NEXT_DIST_DIR || '.next';

/** A path inside the build folder. @param {...string} parts */
export const inDist = (...parts) => path.join(distDir(), ...parts);
