import { Random as CompanyRandom } from '../../../netsuite/sandbox/generate/random.ts';

/**
 * Every draw of a generated Dataverse environment: the NetSuite generator's seeded faker (so a
 * seed replays the same rows with the same ids), with the draws this environment adds.
 */
export class Random extends CompanyRandom {
  /** A value drawn with weights: `[[value, weight], ...]`. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let target = this.next() * total;
    for (const [value, weight] of entries) {
      target -= weight;
      if (target < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (last === undefined) throw new RangeError('Cannot draw from no entries.');
    return last[0];
  }

  uuid(): string {
    return this.faker.string.uuid();
  }

  /** Money rounded to the cent, roughly log-uniform between `min` and `max`. */
  amount(min: number, max: number): number {
    const value = Math.exp(Math.log(min) + this.next() * (Math.log(max) - Math.log(min)));
    return Math.round(value * 100) / 100;
  }
}
