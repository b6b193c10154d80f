import { describe, expect, it } from 'vitest';
import { fallbackReply, fallbackTopic } from './fallback-reply.ts';
import { DEFAULT_FALLBACK_REPLY, FALLBACK_TOPICS } from './fallback-topics.ts';

describe('fallbackReply', () => {
  it.each([
    ['netsuite', 'Show me my NetSuite customers'],
    ['netsuite', 'run a suiteql query'],
    ['dynamics', 'Can you work with Dynamics 365?'],
    ['dynamics', 'sync dataverse'.replace('sync ', '')],
    ['sap', 'SAP Business One sales orders'],
    ['report', 'I need a report of sales by customer'],
    ['report', 'create a saved search of vendors'],
    ['integration', 'How do I integrate Shopify?'],
    ['integration', 'connect my account'],
    ['workflow', 'Build an approval workflow for POs'],
    ['hello', 'hello there'],
    ['hello', 'Good morning!'],
    ['help', 'help'],
    ['help', 'what can you do?'],
    ['error', 'I got an error when saving'],
    ['error', 'the invoice import failed'],
    ['script', 'write a user event script'],
    ['script', 'I need a RESTlet'],
    ['default', 'what is the weather like?'],
    ['default', ''],
  ])('answers the %s topic for %j', (topic, prompt) => {
    expect(fallbackTopic(prompt)).toBe(topic);
    const expected = FALLBACK_TOPICS.find((candidate) => candidate.id === topic)?.reply ?? DEFAULT_FALLBACK_REPLY;
    expect(fallbackReply(prompt)).toBe(expected);
  });

  it('prefers the task over the platform and over a greeting', () => {
    expect(fallbackTopic('hi, my NetSuite script throws an error')).toBe('error');
    expect(fallbackTopic('hello, I need a NetSuite report')).toBe('report');
    expect(fallbackTopic('hey, anything new in NetSuite?')).toBe('netsuite');
  });

  it('does not match keywords inside other words', () => {
    expect(fallbackTopic('the sapling grew')).toBe('default');
    expect(fallbackTopic('this is terrific')).toBe('default');
  });

  it('says the agent is unreachable in every reply, and the default asks for system, task and challenges', () => {
    for (const { reply } of FALLBACK_TOPICS) expect(reply).toContain("can't reach the ERP agent");
    expect(DEFAULT_FALLBACK_REPLY).toMatch(/which ERP system/);
    expect(DEFAULT_FALLBACK_REPLY).toMatch(/task/);
    expect(DEFAULT_FALLBACK_REPLY).toMatch(/challenges/);
  });

  it('has a distinct reply for every topic', () => {
    const replies = new Set([...FALLBACK_TOPICS.map((topic) => topic.reply), DEFAULT_FALLBACK_REPLY]);
    expect(replies.size).toBe(FALLBACK_TOPICS.length + 1);
    expect(FALLBACK_TOPICS.map((topic) => topic.id).sort()).toEqual(
      ['dynamics', 'error', 'hello', 'help', 'integration', 'netsuite', 'report', 'sap', 'script', 'workflow'].sort(),
    );
  });
});
