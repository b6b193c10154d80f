/**
 * `npm run bench` for the widget: the gzipped bytes a page pays, measured from this build, next
 * to the embed bundles of the open-source peers (figures from issue 6, measured by their gzip).
 */
import { kb, PEERS, widgetSize } from './widget-size.ts';

const size = await widgetSize();
console.log('widget bundle (gzip, from this build)');
console.log(`  loader (script tag):           ${kb(size.loader)}`);
console.log(`  loader + UI chunk (first open): ${kb(size.loader + size.ui)}`);
for (const [file, bytes] of Object.entries(size.lazy)) console.log(`  lazy ${file}: ${kb(bytes)}`);
console.log(`  every visitor chunk:           ${kb(size.visitorTotal)}`);
console.log(`  diagnose() (developers only):  ${kb(size.developer)}`);
console.log('peers (embed bundle, gzip)');
for (const [name, kilobytes] of PEERS) console.log(`  ${name.padEnd(31)} ${kilobytes.toFixed(1)} KB`);
