import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RouteLoading } from './route-loading.tsx';

/** The console's page, from this folder (`import.meta.url` is not a file URL under jsdom). */
const indexHtml = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');

describe('RouteLoading', () => {
  it('draws what index.html paints before the scripts run, so React taking over moves nothing', () => {
    const painted = /<div id="root">(.*)<\/div>/.exec(indexHtml)?.[1];
    const { container } = render(<RouteLoading />);
    expect(painted).toBeDefined();
    expect(container.innerHTML).toBe(painted);
  });
});
