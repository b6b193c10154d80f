import { describe, expect, it } from 'vitest';
import { NetsuiteError } from '../../http/netsuite-error.ts';
import { collectionLinks, parsePageRequest } from './collection-paging.ts';

const URL_BASE = 'http://sandbox.test/services/rest/record/v1/customer';

function query(parameters: Record<string, string>) {
  return (name: string) => parameters[name];
}

describe('parsePageRequest', () => {
  it('gives NetSuite a page of 1000 from the start when nothing is asked', () => {
    expect(parsePageRequest(query({}))).toEqual({ limit: 1000, offset: 0 });
    expect(parsePageRequest(query({ limit: '5', offset: '10' }))).toEqual({ limit: 5, offset: 10 });
  });

  it.each([
    ['limit', '0'],
    ['limit', '1001'],
    ['limit', 'ten'],
    ['offset', '-1'],
    ['offset', '1.5'],
  ])('refuses %s=%s, naming the parameter', (name, value) => {
    let refusal: unknown;
    try {
      parsePageRequest(query({ [name]: value }));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(NetsuiteError);
    expect((refusal as NetsuiteError).details[0]).toMatchObject({
      'o:errorCode': 'INVALID_PARAMETER',
      'o:errorQueryParam': name,
    });
  });
});

describe('collectionLinks', () => {
  const rels = (links: { rel: string; href: string }[]) =>
    links.map(({ rel, href }) => `${rel} ${new URL(href).searchParams.get('offset')}`);

  it('links onward from the first page, back and onward from a middle one, back from the last', () => {
    expect(rels(collectionLinks(`${URL_BASE}?limit=3`, { limit: 3, offset: 0 }, 10))).toEqual([
      'next 3',
      'last 9',
      'self null',
    ]);
    expect(rels(collectionLinks(`${URL_BASE}?limit=3&offset=3`, { limit: 3, offset: 3 }, 10))).toEqual([
      'previous 0',
      'first 0',
      'next 6',
      'last 9',
      'self 3',
    ]);
    expect(rels(collectionLinks(`${URL_BASE}?limit=3&offset=9`, { limit: 3, offset: 9 }, 10))).toEqual([
      'previous 6',
      'first 0',
      'self 9',
    ]);
  });

  it('keeps the filter in every link', () => {
    const links = collectionLinks(`${URL_BASE}?q=email+EMPTY&limit=2`, { limit: 2, offset: 0 }, 5);
    for (const link of links) expect(new URL(link.href).searchParams.get('q')).toBe('email EMPTY');
  });
});
