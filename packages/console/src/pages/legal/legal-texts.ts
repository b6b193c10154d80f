export interface LegalSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

/**
 * The privacy policy, describing what the product actually stores (docs/security.md has the
 * technical detail). Kept beside the page so a change to what is stored changes both.
 */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    heading: 'WHO.IS.RESPONSIBLE',
    paragraphs: [
      'The organisation that runs this ERP AI Agent server is responsible for the personal data it holds. It decides who gets an account, which ERP accounts are connected and how long data is kept.',
    ],
  },
  {
    heading: 'WHAT.WE.KEEP',
    paragraphs: [
      'Your account: name, username, email address, role, department, the ERP platforms you may use, when you last signed in, and your password as a one-way hash that cannot be turned back into the password.',
      'Your sessions: when and from which address and browser you signed in. Only a hash of each session secret is kept.',
      'Two-factor sign-in, if you turn it on: your authenticator secret, encrypted, and hashes of your recovery codes.',
      'Your conversations with the agent, the actions it proposed and whether you confirmed them, and a record of each tool it called for you, so you can return to a conversation and administrators can see what was done in the ERP account.',
      'Your NetSuite connection: the account id, and the access token encrypted with AES-256-GCM under the server’s secret key. The token is never shown again, not even to you.',
      'Messages sent through the contact form: what you typed, the time, the address it came from, and whether you asked for product updates (only if you ticked the box).',
      'Server logs: each request’s time, path, result and the user who made it, for security and troubleshooting.',
    ],
  },
  {
    heading: 'WHY',
    paragraphs: [
      'To sign you in and keep your account secure, to carry out the requests you give the agent in the ERP accounts you connected, to keep the record of what was done there, and to answer your contact messages. Product updates are sent only to those who asked for them.',
    ],
  },
  {
    heading: 'WHERE.IT.GOES',
    paragraphs: [
      'Your requests go to the ERP account you connected (NetSuite), and, when the server is configured with a language model, to that model’s provider to plan the answer. Nothing is sold or shared for advertising.',
      'Your browser keeps a copy of your session state and open conversation while you are signed in; it is removed when you sign out, when your session ends, and when another account signs in in the same browser.',
    ],
  },
  {
    heading: 'HOW.LONG',
    paragraphs: [
      'Account data is kept while the account exists. Ended sessions, conversations, tool-call records and contact messages are kept until an administrator deletes them or the account is removed; removing an account removes its sessions, connections and conversations with it.',
    ],
  },
  {
    heading: 'YOUR.RIGHTS',
    paragraphs: [
      'You may ask to see the personal data held about you, to have it corrected or deleted, or to receive a copy. Write through the contact page or to your administrator; requests are answered within one month.',
    ],
  },
];

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    heading: 'THE.SERVICE',
    paragraphs: [
      'The ERP AI Agent lets authorised users ask for information from, and changes to, the ERP accounts their organisation connects. It is provided to organisations, which give their people accounts.',
    ],
  },
  {
    heading: 'YOUR.ACCOUNT',
    paragraphs: [
      'Keep your password, authenticator and recovery codes to yourself, and tell your administrator at once if you think someone else has used your account. You are responsible for what is done through your account.',
    ],
  },
  {
    heading: 'ACTIONS.IN.YOUR.ERP',
    paragraphs: [
      'The agent proposes every change before it makes it, and makes it only when you confirm. Read each preview: a confirmed change is carried out in the connected account as shown, and on a production account it affects live data. The agent can misunderstand a request; you remain responsible for the changes you confirm.',
    ],
  },
  {
    heading: 'ACCEPTABLE.USE',
    paragraphs: [
      'Do not use the service to reach data or accounts you are not authorised to use, to disrupt the service or the connected systems, or to get around its limits. API use is limited to the number of requests an hour your administrator sets.',
    ],
  },
  {
    heading: 'AVAILABILITY.AND.LIABILITY',
    paragraphs: [
      'The service is provided as it is. We work to keep it available and correct but do not promise that it will be uninterrupted or free of errors. To the extent the law allows, we are not liable for indirect losses, or for changes made in an ERP account that a user confirmed.',
    ],
  },
  {
    heading: 'CHANGES.AND.ENDING',
    paragraphs: [
      'These terms may change; users are told of a change before it applies, and continuing to use the service after it means accepting it. Your organisation may end your access at any time, and you may stop using the service at any time.',
    ],
  },
];
