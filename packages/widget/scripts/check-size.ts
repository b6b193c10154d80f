/**
 * The size gate `npm test` runs after the build: the loader a page adds must stay under 5 KB
 * gzipped, and everything a visitor may download (loader, UI, every lazy chunk) under issue #20's
 * 40 KB, printed beside the peers' figures.
 */
import { kb, LOADER_BUDGET, PEERS, VISITOR_BUDGET, widgetSize } from './widget-size.ts';

const size = await widgetSize();
const problems = [
  ...(size.loader > LOADER_BUDGET ? [`the loader is ${kb(size.loader)} gzipped, over ${kb(LOADER_BUDGET)}`] : []),
  ...(size.visitorTotal > VISITOR_BUDGET
    ? [`everything a visitor may download is ${kb(size.visitorTotal)} gzipped, over ${kb(VISITOR_BUDGET)}`]
    : []),
];
console.log(
  `widget loader ${kb(size.loader)}, loader + UI ${kb(size.loader + size.ui)}, ` +
    `every visitor chunk ${kb(size.visitorTotal)} (budget ${kb(VISITOR_BUDGET)}), ` +
    `diagnose() for developers ${kb(size.developer)} (gzip)`,
);
console.log(`peers' embed bundles: ${PEERS.map(([name, size]) => `${name} ${size} KB`).join(', ')}`);
if (problems.length > 0) {
  console.error(`Widget size budget exceeded: ${problems.join('; ')}.`);
  process.exit(1);
}
