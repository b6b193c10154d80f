import type { ResourceAction, ResourceListConfig } from '../components/resource-list/index.ts';
import { SectionCard, type SectionFigure } from './section-card.tsx';

/** What a TEMPLATES tab's user may do with one of its templates. */
export interface TemplateCardActions<T> {
  /** PREVIEW: what the template makes. */
  readonly preview: (template: T) => void;
  /** USE.TEMPLATE: makes it in the account; absent when the role may not. */
  readonly use?: (template: T) => Promise<unknown>;
}

/** One TEMPLATES tab of 001 (scripts, reports): what differs between them. */
export interface TemplateCardsSpec<
  T extends { readonly id: string; readonly name: string; readonly description: string },
> {
  readonly label: string;
  /** The card's two tags (a type or category, and the complexity). */
  readonly badges: (template: T) => readonly [string, string];
  readonly figures: (template: T) => readonly SectionFigure[];
  /** The tab's one filter, on the first badge's field or another. */
  readonly filter: {
    readonly id: string;
    readonly label: string;
    readonly allLabel: string;
    readonly options: readonly string[];
    readonly value: (template: T) => string;
  };
}

/** A TEMPLATES tab as cards with their tags and figures, sorted by name, with PREVIEW and USE.TEMPLATE. */
export function templateCardsConfig<
  T extends { readonly id: string; readonly name: string; readonly description: string },
>(spec: TemplateCardsSpec<T>, actions: TemplateCardActions<T>): ResourceListConfig<T> {
  const rowActions: ResourceAction<T>[] = [{ id: 'preview', label: 'PREVIEW', run: actions.preview }];
  if (actions.use) rowActions.push({ id: 'use', label: 'USE.TEMPLATE', run: actions.use });
  const { filter } = spec;
  return {
    label: spec.label,
    noun: { one: 'template', other: 'templates' },
    recordId: (template) => template.id,
    recordLabel: (template) => template.name,
    columns: [
      { id: 'name', header: 'NAME', cell: (template) => template.name, sortValue: (template) => template.name },
    ],
    layout: {
      kind: 'cards',
      card: (template) => {
        const [kind, complexity] = spec.badges(template);
        return (
          <SectionCard
            title={template.name}
            description={template.description}
            badges={
              <>
                <span className="tag">{kind}</span>
                <span className="tag">{complexity}</span>
              </>
            }
            figures={spec.figures(template)}
          />
        );
      },
    },
    filters: [
      {
        id: filter.id,
        label: filter.label,
        allLabel: filter.allLabel,
        options: filter.options.map((value) => ({ value, label: value })),
        value: filter.value,
      },
    ],
    defaultSort: { column: 'name', direction: 'asc' },
    rowActions,
    emptyText: 'No templates.',
  };
}
