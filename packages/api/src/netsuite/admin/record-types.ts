import { DEPLOYABLE_RECORD_TYPES } from '@erp-agent/core';

/** An SDF record type id in words, as NetSuite's screens name it; a custom record's from its id. */
export function recordTypeName(id: string): string {
  return (
    DEPLOYABLE_RECORD_TYPES[id.toUpperCase()] ??
    id
      .toLowerCase()
      .replace(/^customrecord_/, '')
      .replaceAll('_', ' ')
      .replace(/\b\w/g, (letter) => letter.toUpperCase())
  );
}
