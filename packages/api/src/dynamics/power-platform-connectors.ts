/**
 * The Power Platform connectors the sandbox environment uses and the integrations screen groups
 * by: Microsoft's own services, third-party services, and the Power Platform's own connectors.
 * Keyed by the connector's API name, the last part of a connection reference's `connectorid`
 * (`/providers/Microsoft.PowerApps/apis/shared_office365`).
 */
export type ConnectorKind = 'microsoft' | 'third-party' | 'power-platform';

export interface KnownConnector {
  readonly apiName: string;
  readonly displayName: string;
  readonly kind: ConnectorKind;
  /** The seed's integration types (001 section 3). */
  readonly type: string;
  readonly description: string;
}

export const CONNECTOR_ID_PREFIX = '/providers/Microsoft.PowerApps/apis/';

export const KNOWN_CONNECTORS: readonly KnownConnector[] = [
  {
    apiName: 'shared_office365users',
    displayName: 'Office 365 Users',
    kind: 'microsoft',
    type: 'Authentication',
    description: 'Profiles and managers of Microsoft Entra ID users.',
  },
  {
    apiName: 'shared_office365',
    displayName: 'Office 365 Outlook',
    kind: 'microsoft',
    type: 'Productivity',
    description: 'Mail, calendar and contacts in Exchange Online.',
  },
  {
    apiName: 'shared_sharepointonline',
    displayName: 'SharePoint',
    kind: 'microsoft',
    type: 'Collaboration',
    description: 'Document libraries and lists of SharePoint Online.',
  },
  {
    apiName: 'shared_teams',
    displayName: 'Microsoft Teams',
    kind: 'microsoft',
    type: 'Communication',
    description: 'Messages to channels and chats in Teams.',
  },
  {
    apiName: 'shared_powerbi',
    displayName: 'Power BI',
    kind: 'microsoft',
    type: 'Analytics',
    description: 'Dataset refreshes and alerts in the Power BI service.',
  },
  {
    apiName: 'shared_onedriveforbusiness',
    displayName: 'OneDrive for Business',
    kind: 'microsoft',
    type: 'Productivity',
    description: 'Files in OneDrive for work or school.',
  },
  {
    apiName: 'shared_wordonlinebusiness',
    displayName: 'Word Online (Business)',
    kind: 'microsoft',
    type: 'Productivity',
    description: 'Documents generated from Word templates.',
  },
  {
    apiName: 'shared_salesforce',
    displayName: 'Salesforce',
    kind: 'third-party',
    type: 'CRM',
    description: 'Accounts and opportunities of a Salesforce org.',
  },
  {
    apiName: 'shared_mailchimp',
    displayName: 'Mailchimp',
    kind: 'third-party',
    type: 'Marketing',
    description: 'Audiences and campaigns in Mailchimp.',
  },
  {
    apiName: 'shared_quickbooksonline',
    displayName: 'QuickBooks Online',
    kind: 'third-party',
    type: 'Accounting',
    description: 'Customers, invoices and payments in QuickBooks Online.',
  },
  {
    apiName: 'shared_zendesk',
    displayName: 'Zendesk',
    kind: 'third-party',
    type: 'Support',
    description: 'Tickets and users of a Zendesk help desk.',
  },
  {
    apiName: 'shared_docusign',
    displayName: 'DocuSign',
    kind: 'third-party',
    type: 'Document',
    description: 'Envelopes sent for signature and their status.',
  },
  {
    apiName: 'shared_commondataserviceforapps',
    displayName: 'Microsoft Dataverse',
    kind: 'power-platform',
    type: 'Data',
    description: 'Rows of the environment, and triggers on their changes.',
  },
  {
    apiName: 'shared_approvals',
    displayName: 'Approvals',
    kind: 'power-platform',
    type: 'Automation',
    description: 'Approval requests and their outcomes.',
  },
  {
    apiName: 'shared_flowmanagement',
    displayName: 'Power Automate Management',
    kind: 'power-platform',
    type: 'Automation',
    description: 'Turns flows on and off and reads their runs.',
  },
  {
    apiName: 'shared_powerappsnotificationv2',
    displayName: 'Power Apps Notification',
    kind: 'power-platform',
    type: 'Automation',
    description: 'Push notifications to Power Apps mobile users.',
  },
];

const byApiName = new Map(KNOWN_CONNECTORS.map((connector) => [connector.apiName, connector]));

/** The connector a `connectorid` names, when it is one this product knows. */
export function knownConnector(connectorId: string): KnownConnector | undefined {
  const apiName = connectorId.startsWith(CONNECTOR_ID_PREFIX)
    ? connectorId.slice(CONNECTOR_ID_PREFIX.length)
    : connectorId;
  return byApiName.get(apiName);
}
