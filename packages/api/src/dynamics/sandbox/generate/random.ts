import { base, en, en_US, Faker } from '@faker-js/faker';

/**
 * Every draw of a generated environment, from one seeded faker, so a seed replays the same
 * environment: the same rows with the same ids.
 */
export class Random {
  readonly faker: Faker;

  constructor(seed: number) {
    this.faker = new Faker({ locale: [en_US, en, base] });
    this.faker.seed(seed);
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.faker.number.float();
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** Uniform integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(values: readonly T[]): T {
    const value = values[Math.floor(this.next() * values.length)];
    if (value === undefined) throw new RangeError('Cannot pick from an empty list.');
    return value;
  }

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
