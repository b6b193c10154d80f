import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { templateCardsConfig } from './template-cards-config.tsx';

afterEach(cleanup);

interface Template {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly level: string;
}

const spec = {
  label: 'Widget templates',
  badges: (template: Template) => ['Widget', template.level] as const,
  figures: (template: Template) => [{ label: 'LEVEL', value: template.level }],
  filter: {
    id: 'level',
    label: 'LEVEL',
    allLabel: 'All Levels',
    options: ['Easy', 'Hard'],
    value: (template: Template) => template.level,
  },
};
const template: Template = { id: 't1', name: 'Reminder', description: 'Sends a reminder.', level: 'Easy' };

describe('templateCardsConfig', () => {
  it('offers USE.TEMPLATE only when the role may use it', () => {
    const preview = vi.fn();
    expect(templateCardsConfig(spec, { preview }).rowActions?.map((action) => action.label)).toEqual(['PREVIEW']);
    const withUse = templateCardsConfig(spec, { preview, use: async () => undefined });
    expect(withUse.rowActions?.map((action) => action.label)).toEqual(['PREVIEW', 'USE.TEMPLATE']);
  });

  it('draws a card with its two tags and figures, and filters on the spec’s field', () => {
    const config = templateCardsConfig(spec, { preview: vi.fn() });
    if (config.layout?.kind !== 'cards') throw new Error('expected cards');
    render(config.layout.card(template));
    expect(screen.getByText('Reminder')).toBeDefined();
    expect(screen.getByText('Widget')).toBeDefined();
    expect(screen.getAllByText('Easy')).toHaveLength(2);
    expect(config.filters?.[0]?.options).toEqual([
      { value: 'Easy', label: 'Easy' },
      { value: 'Hard', label: 'Hard' },
    ]);
    expect(config.filters?.[0]?.value(template)).toBe('Easy');
  });
});
