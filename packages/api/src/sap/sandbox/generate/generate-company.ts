import { Random } from '../../../netsuite/sandbox/generate/random.ts';
import type { EntityRecord } from '../schema/entity-sets.ts';
import type { IsoDay } from './days.ts';
import { applyOpenDocuments, generateDocuments } from './documents.ts';
import { generateInventoryDocuments } from './inventory-documents.ts';
import { generateMasterData, ITEM_GROUPS, SALES_PERSONS, WAREHOUSES } from './master-data.ts';
import {
  addOnRegistrations,
  crystalReports,
  reportSchedules,
  storedQueries,
  thirdPartyConnections,
} from './registries.ts';

/** A generated company: every entity set's records, by set name. */
export interface SandboxCompany {
  readonly seed: number;
  readonly today: IsoDay;
  readonly sets: Record<string, EntityRecord[]>;
}

/**
 * A mid-size wholesaler of office technology, the same for the same seed and day: partners, a
 * catalogue stocked in three warehouses, five months of sales and purchasing, inventory
 * documents, users, stored queries and the company's add-on and integration registries.
 */
export function generateCompany(seed: number, today: IsoDay): SandboxCompany {
  const random = new Random(seed);
  const { businessPartners, items, users } = generateMasterData(random, today);
  const documents = generateDocuments(random, today, businessPartners, items);
  applyOpenDocuments(documents, businessPartners, items);
  const inventory = generateInventoryDocuments(random, today, items);
  return {
    seed,
    today,
    sets: {
      BusinessPartners: businessPartners,
      Items: items,
      ItemGroups: ITEM_GROUPS.map((group) => ({ ...group })),
      Warehouses: WAREHOUSES.map((warehouse) => ({ ...warehouse })),
      SalesPersons: SALES_PERSONS.map((person) => ({ ...person })),
      ...documents,
      ...inventory,
      Users: users,
      SQLQueries: storedQueries(today),
      U_ERPA_ADDONS: addOnRegistrations(today),
      U_ERPA_CONNECT: thirdPartyConnections(today),
      U_ERPA_REPORTS: crystalReports(today),
      U_ERPA_SCHED: reportSchedules(today),
    },
  };
}
