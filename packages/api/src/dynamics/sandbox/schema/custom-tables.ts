import {
  ACTIVE_INACTIVE,
  choice,
  date,
  decimal,
  id,
  lookup,
  memo,
  money,
  numbered,
  ownedAndStamped,
  text,
} from './columns.ts';
import type { EntityDefinition } from './entity-definition.ts';

/** The publisher whose prefix the generated company's own tables carry. */
export const CUSTOM_PREFIX = 'cr4a2';

function customTable(
  name: string,
  displayName: string,
  collection: string,
  description: string,
  columns: EntityDefinition['attributes'],
): EntityDefinition {
  const logicalName = `${CUSTOM_PREFIX}_${name}`;
  return {
    logicalName,
    entitySetName: `${logicalName}s`,
    displayName,
    displayCollectionName: collection,
    description,
    primaryIdAttribute: `${logicalName}id`,
    primaryNameAttribute: `${CUSTOM_PREFIX}_name`,
    isCustomEntity: true,
    attributes: [
      id(`${logicalName}id`, displayName),
      text(`${CUSTOM_PREFIX}_name`, 'Name', { required: true, maxLength: 200 }),
      ...columns,
      ...ACTIVE_INACTIVE,
      ...ownedAndStamped(),
    ],
  };
}

/** Tables a company adds on top of Dynamics 365, each with columns of its own. */
export const CUSTOM_TABLES: readonly EntityDefinition[] = [
  customTable(
    'equipment',
    'Equipment',
    'Equipment',
    'Machines installed at customer sites, with their serial numbers and service dates.',
    [
      text('cr4a2_serialnumber', 'Serial Number'),
      lookup('cr4a2_accountid', 'Installed At', 'account'),
      date('cr4a2_installedon', 'Installed On'),
      date('cr4a2_nextserviceon', 'Next Service On'),
    ],
  ),
  customTable(
    'servicecontract',
    'Service Contract',
    'Service Contracts',
    'Maintenance agreements with their terms, renewal dates and annual value.',
    [
      lookup('cr4a2_accountid', 'Customer', 'account'),
      money('cr4a2_annualvalue', 'Annual Value'),
      date('cr4a2_renewalon', 'Renewal Date'),
      choice('cr4a2_level', 'Service Level', numbered(['Bronze', 'Silver', 'Gold'], 100_000_000)),
    ],
  ),
  customTable(
    'supplierassessment',
    'Supplier Assessment',
    'Supplier Assessments',
    'Yearly scoring of suppliers on quality, delivery and price.',
    [
      lookup('cr4a2_supplierid', 'Supplier', 'account'),
      decimal('cr4a2_score', 'Score'),
      date('cr4a2_assessedon', 'Assessed On'),
    ],
  ),
  customTable(
    'campaignbrief',
    'Campaign Brief',
    'Campaign Briefs',
    'Marketing campaign plans with their audience, budget and launch date.',
    [memo('cr4a2_audience', 'Audience'), money('cr4a2_budget', 'Budget'), date('cr4a2_launchon', 'Launch Date')],
  ),
  customTable(
    'trainingrecord',
    'Training Record',
    'Training Records',
    'Courses staff have taken, with completion dates and certificates.',
    [
      lookup('cr4a2_userid', 'Employee', 'systemuser'),
      text('cr4a2_course', 'Course'),
      date('cr4a2_completedon', 'Completed On'),
    ],
  ),
];
