/** The systems a user may connect, as the planner routes between them. */
export const ERP_SYSTEMS = ['netsuite', 'dynamics', 'sap'] as const;
export type ErpSystem = (typeof ERP_SYSTEMS)[number];

export const SYSTEM_LABELS: Readonly<Record<ErpSystem, string>> = {
  netsuite: 'NetSuite',
  dynamics: 'Dynamics 365',
  sap: 'SAP Business One',
};

/** Which systems the user has connected now. */
export type ConnectedSystems = Readonly<Record<ErpSystem, boolean>>;

/**
 * Words that name a system, or what only that system calls so (SAP's business partners). A
 * mistyped name ("dynamcis") is put right by the speller first (`ERP_VOCABULARY`).
 */
const NAMES: Readonly<Record<ErpSystem, RegExp>> = {
  netsuite: /\b(?:netsuite|net suite)\b/,
  dynamics: /\b(?:dynamics(?: 365| crm)?|d365|dataverse|crm|microsoft|power platform)\b/,
  sap: /\b(?:sap(?: b1| business one)?|b1|business one|service layer|business partners?|bps?)\b/,
};
/** The systems the words name, in the order of `ERP_SYSTEMS`. */
export function namedSystems(text: string): ErpSystem[] {
  return ERP_SYSTEMS.filter((system) => NAMES[system].test(text));
}

/** The words naming a system where they only say where to look: "open orders in SAP", "the Dynamics one". */
export const PLATFORM_PHRASES =
  /\b(?:(?:in|from|on|of|for|using) )?(?:the )?(?:netsuite|net suite|dynamics(?: 365| crm)?|d365|dataverse|crm|microsoft|sap(?: b1| business one)?|b1|business one|service layer)(?: one| system| side)?\b/g;

/**
 * Words this planner reads for Dynamics 365 and SAP Business One, so the speller puts their
 * typos right ("oportunities", "buisness", "dynamcis") as it does NetSuite's. Only words no
 * NetSuite typo is nearer to: "lost" here made "profit and los" read "profit and lost".
 */
export const ERP_VOCABULARY: readonly string[] = `opportunity opportunities opps leads contacts accounts business
  partner partners dynamics netsuite products`.split(/\s+/);

/** Whether the words name NetSuite and no other system. */
export function onlyNetsuiteNamed(text: string): boolean {
  const named = namedSystems(text);
  return named.length === 1 && named[0] === 'netsuite';
}

/** The words without the phrases that only say which system to look in. */
export function withoutPlatformWords(text: string): string {
  return text
    .replace(PLATFORM_PHRASES, ' ')
    .replace(/^[\s,:;-]*(?:please\b)?[\s,:;-]*/, '')
    .replace(/\s+/g, ' ')
    .trim();
}
