import type { PreviewField } from '../protocol/index.ts';
import { type FormatOptions, formatValue } from './format-value.ts';

/** A preview field's value as people read it: an amount in its currency, a date in one format. */
export function formatPreviewField(field: PreviewField, options?: FormatOptions): string {
  return formatValue(field.value, { kind: field.kind ?? 'text', currency: field.currency }, options);
}
