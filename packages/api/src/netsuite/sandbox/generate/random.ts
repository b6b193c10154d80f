import { base, en, en_US, Faker } from '@faker-js/faker';

/**
 * All randomness of a generated company, drawn from one seeded faker so that a seed replays
 * the same company. Plain draws go through faker's own generator rather than Math.random.
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

  /** An index drawn with the weights whose running totals are given (see `cumulative`). */
  weightedIndex(cumulativeWeights: readonly number[]): number {
    const total = cumulativeWeights[cumulativeWeights.length - 1] ?? 0;
    const target = this.next() * total;
    let low = 0;
    let high = cumulativeWeights.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulativeWeights[middle] ?? 0) > target) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  /** A small count with the given mean, for arrivals per day. */
  poisson(mean: number): number {
    // Knuth's method underflows for large means, where the normal approximation is good enough.
    if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * this.normal()));
    const limit = Math.exp(-mean);
    let count = 0;
    let product = this.next();
    while (product > limit) {
      count += 1;
      product *= this.next();
    }
    return count;
  }

  /** Standard normal, by Box-Muller. */
  normal(): number {
    return Math.sqrt(-2 * Math.log(1 - this.next())) * Math.cos(2 * Math.PI * this.next());
  }
}

export function cumulative(weights: readonly number[]): number[] {
  let total = 0;
  return weights.map((weight) => {
    total += weight;
    return total;
  });
}
