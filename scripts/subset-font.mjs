// `npm run fonts`: cut the site's two Inter files from @fontsource-variable/inter's Latin file (variable weight),
// keeping only the weights and OpenType features the site uses (scripts/lib/font-subsets.mjs says which):
//   src/app/fonts/inter-core.woff2       ASCII and the copy's typography, preloaded on every page
//   src/app/fonts/inter-extension.woff2  the rest of Latin, fetched only by a page that draws one of its letters
// The files are committed; run this again after changing the character lists, then `npm test`.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { CORE_CODEPOINTS, EXTENSION_CODEPOINTS, FEATURES, WEIGHT_RANGE, unicodeRange } from './lib/font-subsets.mjs';

const require = createRequire(import.meta.url);
const source = readFileSync(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
const text = (codepoints) => String.fromCodePoint(...codepoints);

for (const [name, codepoints] of [
  ['inter-core', CORE_CODEPOINTS],
  ['inter-extension', EXTENSION_CODEPOINTS],
]) {
  const font = await subsetFont(source, text(codepoints), {
    targetFormat: 'woff2',
    keepFeatures: FEATURES,
    variationAxes: { wght: WEIGHT_RANGE },
  });
  writeFileSync(`src/app/fonts/${name}.woff2`, font);
  console.log(`src/app/fonts/${name}.woff2  ${(font.length / 1024).toFixed(1)} KB  unicode-range: ${unicodeRange(codepoints)}`);
}
console.log(`(the source file: ${(source.length / 1024).toFixed(1)} KB)`);
