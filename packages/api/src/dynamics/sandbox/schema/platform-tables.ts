import {
  ACTIVE_INACTIVE,
  choice,
  date,
  flag,
  id,
  integer,
  lookup,
  memo,
  numbered,
  ownedAndStamped,
  stateAndStatus,
  text,
} from './columns.ts';
import type { EntityDefinition } from './entity-definition.ts';

/**
 * The Power Platform as an environment's Dataverse holds it: model-driven apps (`appmodule`),
 * canvas apps (`canvasapp`), Copilot Studio agents (`bot`, their topics as `botcomponent`, their
 * conversations as `conversationtranscript`), and the connection references that tie flows and
 * apps to connectors (Outlook, SharePoint, Salesforce...).
 */

export const appmodule: EntityDefinition = {
  logicalName: 'appmodule',
  entitySetName: 'appmodules',
  displayName: 'Model-driven App',
  displayCollectionName: 'Model-driven Apps',
  description: 'A role-based, focused set of functionality in Dynamics 365 and Power Apps.',
  primaryIdAttribute: 'appmoduleid',
  primaryNameAttribute: 'name',
  isCustomEntity: false,
  attributes: [
    id('appmoduleid', 'App'),
    text('name', 'Name', { required: true, maxLength: 200 }),
    text('uniquename', 'Unique Name', { maxLength: 200 }),
    memo('description', 'Description'),
    text('appmoduleversion', 'App Module Version', { maxLength: 48 }),
    choice('clienttype', 'Client Type', [
      { value: 2, label: 'Web' },
      { value: 4, label: 'Unified Interface' },
    ]),
    date('publishedon', 'Published On'),
    flag('ismanaged', 'Is Managed'),
    ...ACTIVE_INACTIVE,
    date('createdon', 'Created On', true),
    date('modifiedon', 'Modified On', true),
    { logicalName: 'versionnumber', type: 'Integer', displayName: 'Version Number', readOnly: true },
  ],
};

export const canvasapp: EntityDefinition = {
  logicalName: 'canvasapp',
  entitySetName: 'canvasapps',
  displayName: 'Canvas App',
  displayCollectionName: 'Canvas Apps',
  description: 'An application built by dragging and dropping elements onto a canvas.',
  primaryIdAttribute: 'canvasappid',
  primaryNameAttribute: 'name',
  isCustomEntity: false,
  attributes: [
    id('canvasappid', 'Canvas App'),
    text('name', 'Name', { required: true, maxLength: 200 }),
    text('displayname', 'Display Name', { maxLength: 200 }),
    memo('description', 'Description'),
    text('appversion', 'App Version', { maxLength: 100 }),
    text('status', 'Status', { maxLength: 100 }),
    date('lastpublishtime', 'Last Publish Time'),
    memo('connectionreferences', 'Connection References'),
    choice(
      'canvasapptype',
      'Canvas App Type',
      numbered(['Classic Canvas App', 'Component Library', 'Custom Canvas Page'], 0),
    ),
    ...ownedAndStamped(),
  ],
};

export const bot: EntityDefinition = {
  logicalName: 'bot',
  entitySetName: 'bots',
  displayName: 'Copilot',
  displayCollectionName: 'Copilots',
  description: 'An agent built with Copilot Studio (formerly Power Virtual Agents).',
  primaryIdAttribute: 'botid',
  primaryNameAttribute: 'name',
  isCustomEntity: false,
  attributes: [
    id('botid', 'Copilot'),
    text('name', 'Name', { required: true, maxLength: 100 }),
    text('schemaname', 'Schema Name', { maxLength: 100 }),
    choice('language', 'Language', [
      { value: 1031, label: 'German' },
      { value: 1033, label: 'English' },
      { value: 1036, label: 'French' },
      { value: 3082, label: 'Spanish' },
    ]),
    date('publishedon', 'Published On'),
    memo('configuration', 'Configuration'),
    ...stateAndStatus(numbered(['Active', 'Inactive'], 0), [
      { value: 1, label: 'Provisioned', state: 0 },
      { value: 2, label: 'Deprovisioned', state: 1 },
      { value: 3, label: 'Provisioning', state: 0 },
      { value: 4, label: 'ProvisionFailed', state: 0 },
    ]),
    ...ownedAndStamped(),
  ],
};

export const botcomponent: EntityDefinition = {
  logicalName: 'botcomponent',
  entitySetName: 'botcomponents',
  displayName: 'Copilot Component',
  displayCollectionName: 'Copilot Components',
  description: 'Holds a topic, a skill or another part of a copilot.',
  primaryIdAttribute: 'botcomponentid',
  primaryNameAttribute: 'name',
  isCustomEntity: false,
  attributes: [
    id('botcomponentid', 'Copilot Component'),
    text('name', 'Name', { maxLength: 500 }),
    choice('componenttype', 'Component Type', [
      { value: 0, label: 'Topic' },
      { value: 1, label: 'Skill' },
      { value: 9, label: 'Topic (V2)' },
    ]),
    lookup('parentbotid', 'Parent Copilot', 'bot'),
    ...ACTIVE_INACTIVE,
    date('createdon', 'Created On', true),
    date('modifiedon', 'Modified On', true),
    { logicalName: 'versionnumber', type: 'Integer', displayName: 'Version Number', readOnly: true },
  ],
};

export const conversationtranscript: EntityDefinition = {
  logicalName: 'conversationtranscript',
  entitySetName: 'conversationtranscripts',
  displayName: 'ConversationTranscript',
  displayCollectionName: 'ConversationTranscripts',
  description: 'Contains the transcripts of conversations with a copilot.',
  primaryIdAttribute: 'conversationtranscriptid',
  primaryNameAttribute: 'name',
  isCustomEntity: false,
  attributes: [
    id('conversationtranscriptid', 'ConversationTranscript'),
    text('name', 'Name', { maxLength: 100 }),
    lookup('bot_conversationtranscriptid', 'Copilot', 'bot'),
    date('conversationstarttime', 'Conversation Start Time'),
    memo('content', 'Content'),
    memo('metadata', 'Metadata'),
    date('createdon', 'Created On', true),
    date('modifiedon', 'Modified On', true),
    { logicalName: 'versionnumber', type: 'Integer', displayName: 'Version Number', readOnly: true },
  ],
};

export const connectionreference: EntityDefinition = {
  logicalName: 'connectionreference',
  entitySetName: 'connectionreferences',
  displayName: 'Connection Reference',
  displayCollectionName: 'Connection References',
  description: 'Ties the flows and apps of a solution to a connection of a connector.',
  primaryIdAttribute: 'connectionreferenceid',
  primaryNameAttribute: 'connectionreferencedisplayname',
  isCustomEntity: false,
  attributes: [
    id('connectionreferenceid', 'Connection Reference'),
    text('connectionreferencedisplayname', 'Display Name', { required: true, maxLength: 200 }),
    text('connectionreferencelogicalname', 'Logical Name', { maxLength: 200 }),
    text('connectorid', 'Connector ID', { maxLength: 200 }),
    text('connectionid', 'Connection ID', { maxLength: 200 }),
    memo('description', 'Description'),
    ...ACTIVE_INACTIVE,
    ...ownedAndStamped(),
  ],
};

export const publisher: EntityDefinition = {
  logicalName: 'publisher',
  entitySetName: 'publishers',
  displayName: 'Publisher',
  displayCollectionName: 'Publishers',
  description: 'A publisher of a CRM solution.',
  primaryIdAttribute: 'publisherid',
  primaryNameAttribute: 'friendlyname',
  isCustomEntity: false,
  attributes: [
    id('publisherid', 'Publisher'),
    text('friendlyname', 'Display Name', { maxLength: 256 }),
    text('uniquename', 'Name', { maxLength: 256 }),
    text('customizationprefix', 'Prefix', { maxLength: 8 }),
    integer('customizationoptionvalueprefix', 'Choice Value Prefix'),
    date('createdon', 'Created On', true),
    date('modifiedon', 'Modified On', true),
  ],
};

export const PLATFORM_TABLES: readonly EntityDefinition[] = [
  appmodule,
  canvasapp,
  bot,
  botcomponent,
  conversationtranscript,
  connectionreference,
  publisher,
];
