// `npm run fonts`: cut the site's two Inter files from @fontsource-variable/inter's Latin file (variable weight),
// keeping only the weights and OpenType features the site uses (scripts/media/font-subsets.mjs says which):
//   src/app/fonts/inter-core.woff2       ASCII and the copy's typography, preloaded on every page
//   src/app/fonts/inter-extension.woff2  the rest of Latin, fetched only by a page that draws one of its letters
// and the faces that stand in for Inter until it arrives (scripts/media/font-fallback.mjs):
//   src/app/fonts/fallback.css
// The files are committed; run this again after changing the character lists, then `npm test`.
import { writeFileSync } from 'node:fs';
import { FALLBACK_CSS_FILE, fallbackCss } from './font-fallback.mjs';
import { INTER_FILES, cutInterFile, interSource, unicodeRange } from './font-subsets.mjs';

for (const { file, codepoints } of INTER_FILES) {
  const font = await cutInterFile(codepoints);
  writeFileSync(file, font);
  console.log(`${file}  ${(font.length / 1024).toFixed(1)} KB  unicode-range: ${unicodeRange(codepoints)}`);
}
console.log(`(the source file: ${(interSource().length / 1024).toFixed(1)} KB)`);
writeFileSync(FALLBACK_CSS_FILE, await fallbackCss());
console.log(`${FALLBACK_CSS_FILE}  the fallback faces`);
