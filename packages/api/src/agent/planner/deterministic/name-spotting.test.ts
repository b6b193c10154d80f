import { describe, expect, it } from 'vitest';
import { spotNames, wordsBesides } from './name-spotting.ts';

const customer = (id: string, name: string) => ({ id, name, kind: 'customer' });

describe('spotNames', () => {
  const candidates = [
    customer('1', 'Hoppe Group'),
    customer('2', 'Hoppe, Hills and Kemmer'),
    customer('3', 'Green and Sons'),
    customer('4', 'Green and Sons Ltd'),
    customer('5', 'Mills - Glover'),
    { id: '9', name: 'Green and Sons', kind: 'vendor' },
  ];

  it('finds a whole name among the words of asking around it', () => {
    const [spotted, ...others] = spotNames('have we placed with hoppe group', candidates);
    expect(others).toEqual([]);
    expect(spotted?.candidate.name).toBe('Hoppe Group');
    expect(spotted && wordsBesides('have we placed with hoppe group', spotted)).toEqual([]);
  });

  it('reads a name typed with its punctuation left out', () => {
    expect(spotNames('anything mills glover has not paid', candidates).map((spotted) => spotted.candidate.id)).toEqual([
      '5',
    ]);
  });

  it('keeps only the longest names, and both records when two kinds share one', () => {
    expect(spotNames('what did green and sons ltd order', candidates).map((spotted) => spotted.candidate.id)).toEqual([
      '4',
    ]);
    expect(spotNames('bills from green and sons', candidates).map((spotted) => spotted.candidate.kind)).toEqual([
      'customer',
      'vendor',
    ]);
  });

  it('finds nothing when only part of a name is there', () => {
    expect(spotNames('orders from hoppe', candidates)).toEqual([]);
  });

  it('tells what else the run says besides the name', () => {
    const [spotted] = spotNames('hoppe group phone number please', candidates);
    expect(spotted && wordsBesides('hoppe group phone number please', spotted)).toEqual(['phone']);
  });
});
