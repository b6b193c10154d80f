import type { ResourceListConfig } from './resource-config.ts';

export interface Fruit {
  readonly id: string;
  readonly name: string;
  readonly colour: 'red' | 'yellow' | 'green';
  readonly price: number | null;
  readonly status: 'active' | 'paused';
}

export const FRUITS: readonly Fruit[] = [
  { id: '1', name: 'Apple', colour: 'red', price: 3, status: 'active' },
  { id: '2', name: 'Banana', colour: 'yellow', price: 1, status: 'paused' },
  { id: '3', name: 'cherry', colour: 'red', price: null, status: 'active' },
  { id: '4', name: 'Lime', colour: 'green', price: 2, status: 'active' },
];

export function fruitConfig(overrides: Partial<ResourceListConfig<Fruit>> = {}): ResourceListConfig<Fruit> {
  return {
    label: 'Fruit',
    noun: { one: 'fruit', other: 'fruits' },
    recordId: (fruit) => fruit.id,
    recordLabel: (fruit) => fruit.name,
    columns: [
      { id: 'name', header: 'NAME', cell: (fruit) => fruit.name, sortValue: (fruit) => fruit.name },
      { id: 'price', header: 'PRICE', cell: (fruit) => fruit.price ?? 'N/A', sortValue: (fruit) => fruit.price },
      { id: 'status', header: 'STATUS', cell: (fruit) => fruit.status },
    ],
    search: { label: 'SEARCH', placeholder: 'Search fruit...', fields: [(fruit) => fruit.name] },
    filters: [
      {
        id: 'colour',
        label: 'COLOUR',
        options: [
          { value: 'red', label: 'Red' },
          { value: 'yellow', label: 'Yellow' },
          { value: 'green', label: 'Green' },
        ],
        value: (fruit) => fruit.colour,
      },
    ],
    emptyText: 'No fruit yet.',
    ...overrides,
  };
}
