import type { EntityAddressRow } from './entity-rows.ts';
import type { Random } from './random.ts';

const CANADA = [
  ['Toronto', 'ON'],
  ['Mississauga', 'ON'],
  ['Ottawa', 'ON'],
  ['Montreal', 'QC'],
  ['Vancouver', 'BC'],
  ['Calgary', 'AB'],
  ['Edmonton', 'AB'],
  ['Winnipeg', 'MB'],
  ['Halifax', 'NS'],
] as const;

const BRITAIN = [
  ['London', 'Greater London', 'EC1A'],
  ['Manchester', 'Greater Manchester', 'M1'],
  ['Birmingham', 'West Midlands', 'B1'],
  ['Leeds', 'West Yorkshire', 'LS1'],
  ['Bristol', 'Bristol', 'BS1'],
  ['Glasgow', 'Glasgow City', 'G1'],
  ['Liverpool', 'Merseyside', 'L1'],
  ['Sheffield', 'South Yorkshire', 'S1'],
] as const;

/** Hands out address book entries; nkey is the key customer.defaultbillingaddress points at. */
export class AddressBook {
  readonly rows: EntityAddressRow[] = [];

  private readonly random: Random;

  constructor(random: Random) {
    this.random = random;
  }

  add(addressee: string, country: string, phone: string | null): number {
    const { faker } = this.random;
    const nkey = this.rows.length + 1;
    const addr1 = faker.location.streetAddress();
    const addr2 = this.random.chance(0.2) ? faker.location.secondaryAddress() : null;
    const place = this.place(country);
    this.rows.push({ nkey, addressee, addr1, addr2, ...place, country, addrphone: phone });
    return nkey;
  }

  private place(country: string): { city: string; state: string; zip: string } {
    const { faker } = this.random;
    if (country === 'CA') {
      const [city, state] = this.random.pick(CANADA);
      const letter = () => faker.string.alpha({ length: 1, casing: 'upper' });
      const digit = () => String(this.random.int(0, 9));
      return { city, state, zip: `${letter()}${digit()}${letter()} ${digit()}${letter()}${digit()}` };
    }
    if (country === 'GB') {
      const [city, state, district] = this.random.pick(BRITAIN);
      const inward = `${this.random.int(1, 9)}${faker.string.alpha({ length: 2, casing: 'upper' })}`;
      return { city, state, zip: `${district} ${inward}` };
    }
    return {
      city: faker.location.city(),
      state: faker.location.state({ abbreviated: true }),
      zip: faker.location.zipCode('#####'),
    };
  }
}

/** A web domain derived from a company name, for plausible e-mail addresses. */
export function domainOf(companyName: string, country: string): string {
  const slug = companyName
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 24);
  const tld = country === 'GB' ? 'co.uk' : country === 'CA' ? 'ca' : 'com';
  return `${slug || 'company'}.${tld}`;
}

/** Makes names unique the way people do in NetSuite: by adding a qualifier. */
export class UniqueNames {
  private readonly seen = new Set<string>();

  claim(name: string): string {
    let candidate = name;
    for (let n = 2; this.seen.has(candidate); n += 1) candidate = `${name} (${n})`;
    this.seen.add(candidate);
    return candidate;
  }
}
