/**
 * The size gate `npm test` runs after the build: the loader a page adds must stay under 5 KB
 * gzipped, and the loader with the UI chunk a first open needs under 40 KB.
 */
import { kb, LOADER_AND_UI_BUDGET, LOADER_BUDGET, widgetSize } from './widget-size.ts';

const size = await widgetSize();
const problems = [
  ...(size.loader > LOADER_BUDGET ? [`the loader is ${kb(size.loader)} gzipped, over ${kb(LOADER_BUDGET)}`] : []),
  ...(size.loader + size.ui > LOADER_AND_UI_BUDGET
    ? [`loader and UI chunk are ${kb(size.loader + size.ui)} gzipped, over ${kb(LOADER_AND_UI_BUDGET)}`]
    : []),
];
console.log(`widget loader ${kb(size.loader)}, loader + UI ${kb(size.loader + size.ui)} (gzip)`);
if (problems.length > 0) {
  console.error(`Widget size budget exceeded: ${problems.join('; ')}.`);
  process.exit(1);
}
