/**
 * The size gate `npm test` runs after the build: the loader a page adds must stay under 5 KB
 * gzipped, and every chunk the widget can load (loader, UI, the CSV download, diagnose()) under
 * issue #20's 40 KB together, printed beside the peers' figures.
 */
import { kb, LOADER_BUDGET, PEERS, TOTAL_BUDGET, widgetSize } from './widget-size.ts';

const size = await widgetSize();
const problems = [
  ...(size.loader > LOADER_BUDGET ? [`the loader is ${kb(size.loader)} gzipped, over ${kb(LOADER_BUDGET)}`] : []),
  ...(size.total > TOTAL_BUDGET ? [`every chunk together is ${kb(size.total)} gzipped, over ${kb(TOTAL_BUDGET)}`] : []),
  ...(size.unmeasured.length > 0
    ? [`dist/ holds scripts this build did not measure (${size.unmeasured.join(', ')}): rebuild`]
    : []),
];
console.log(
  `widget loader ${kb(size.loader)}, loader + UI ${kb(size.loader + size.ui)}, ` +
    `every chunk, diagnose() included, ${kb(size.total)} (${size.total} bytes; budget ${kb(TOTAL_BUDGET)}) (gzip)`,
);
console.log(
  `peers' embed bundles: ${PEERS.map((peer) => `${peer.name} ${peer.kilobytes} KB (${peer.measured})`).join(', ')}`,
);
if (problems.length > 0) {
  console.error(`Widget size check failed: ${problems.join('; ')}.`);
  process.exit(1);
}
