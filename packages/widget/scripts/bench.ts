/**
 * `npm run bench` for the widget: the gzipped bytes a page pays, measured from this build, next
 * to the embed bundles of the open-source peers (each figure says when it was measured).
 */
import { kb, PEERS, widgetSize } from './widget-size.ts';

const size = await widgetSize();
const line = (label: string, figure: string) => console.log(`  ${label.padEnd(40)} ${figure}`);
console.log('widget bundle (gzip, from this build)');
line('loader (script tag)', kb(size.loader));
line('loader + UI chunk (first open)', kb(size.loader + size.ui));
for (const [file, bytes] of Object.entries(size.lazy)) line(`lazy ${file}`, kb(bytes));
line("diagnose() (a developer's call)", kb(size.developer));
line('every chunk together', kb(size.total));
console.log('peers (embed bundle, gzip)');
for (const peer of PEERS) line(peer.name, `${peer.kilobytes.toFixed(1)} KB (${peer.measured})`);
