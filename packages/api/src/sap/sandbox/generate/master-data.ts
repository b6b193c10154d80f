import type { Random } from '../../../netsuite/sandbox/generate/random.ts';
import type { EntityRecord } from '../schema/entity-sets.ts';
import { addDays, type IsoDay, money } from './days.ts';

export const WAREHOUSES = [
  { WarehouseCode: '01', WarehouseName: 'General Warehouse', City: 'Chicago', Inactive: 'tNO' },
  { WarehouseCode: '02', WarehouseName: 'East Coast Distribution', City: 'Newark', Inactive: 'tNO' },
  { WarehouseCode: '03', WarehouseName: 'West Coast Distribution', City: 'Reno', Inactive: 'tNO' },
] as const;

export const ITEM_GROUPS = [
  { Number: 100, GroupName: 'Items' },
  { Number: 101, GroupName: 'Printers' },
  { Number: 102, GroupName: 'Computers' },
  { Number: 103, GroupName: 'Peripherals' },
  { Number: 104, GroupName: 'Consumables' },
] as const;

/** A believable catalogue: name, group, unit price in USD. */
const CATALOGUE: readonly (readonly [string, number, number])[] = [
  ['Laser Printer 1200', 101, 489],
  ['Laser Printer 2400 Duplex', 101, 899],
  ['Inkjet Printer Home', 101, 129],
  ['Label Printer ZT-4', 101, 612],
  ['Wide Format Plotter', 101, 3250],
  ['Notebook 14" i5', 102, 1049],
  ['Notebook 15" i7', 102, 1499],
  ['Desktop Tower i5', 102, 879],
  ['Mini PC Office', 102, 549],
  ['Workstation Xeon', 102, 3890],
  ['Rack Server 1U', 102, 4720],
  ['Tablet 10"', 102, 399],
  ['Monitor 24" IPS', 103, 219],
  ['Monitor 27" 4K', 103, 459],
  ['Docking Station USB-C', 103, 189],
  ['Wireless Keyboard', 103, 49],
  ['Wireless Mouse', 103, 29],
  ['Headset Noise Cancelling', 103, 149],
  ['Webcam Full HD', 103, 79],
  ['Barcode Scanner', 103, 238],
  ['Receipt Printer', 101, 289],
  ['UPS 1500VA', 103, 349],
  ['Network Switch 24-Port', 103, 529],
  ['Wi-Fi Access Point', 103, 179],
  ['External SSD 1TB', 103, 119],
  ['Toner Cartridge Black', 104, 89],
  ['Toner Cartridge Colour Set', 104, 249],
  ['Ink Cartridge Multipack', 104, 59],
  ['Copy Paper A4 (box)', 104, 42],
  ['Thermal Labels (roll)', 104, 18],
  ['Drum Unit', 104, 139],
  ['Cleaning Kit', 104, 25],
  ['HDMI Cable 2m', 104, 12],
  ['USB-C Charger 65W', 104, 45],
  ['Printer Maintenance Kit', 104, 199],
  ['Point of Sale Terminal', 102, 1290],
];

export const SALES_PERSONS = [
  { SalesEmployeeCode: -1, SalesEmployeeName: '-No Sales Employee-', Active: 'tYES' },
  { SalesEmployeeCode: 1, SalesEmployeeName: 'Sophie Klogg', Active: 'tYES' },
  { SalesEmployeeCode: 2, SalesEmployeeName: 'Bill Levine', Active: 'tYES' },
  { SalesEmployeeCode: 3, SalesEmployeeName: 'Jim Boswick', Active: 'tYES' },
  { SalesEmployeeCode: 4, SalesEmployeeName: 'Mark Stevens', Active: 'tNO' },
] as const;

export interface MasterData {
  readonly businessPartners: EntityRecord[];
  readonly items: EntityRecord[];
  readonly users: EntityRecord[];
}

function code(prefix: string, number: number, width: number): string {
  return `${prefix}${String(number).padStart(width, '0')}`;
}

export function generateMasterData(random: Random, today: IsoDay): MasterData {
  const { faker } = random;
  const usedNames = new Set<string>();
  const companyName = () => {
    for (;;) {
      const name = faker.company.name();
      if (!usedNames.has(name)) {
        usedNames.add(name);
        return name;
      }
    }
  };
  const partner = (cardCode: string, cardType: string): EntityRecord => {
    const name = companyName();
    const domain = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`;
    return {
      CardCode: cardCode,
      CardName: name,
      CardType: cardType,
      GroupCode: cardType === 'cSupplier' ? 101 : 100,
      Phone1: faker.phone.number({ style: 'national' }),
      EmailAddress: `${cardType === 'cSupplier' ? 'sales' : 'ap'}@${domain}`,
      City: faker.location.city(),
      Country: 'US',
      Currency: '$',
      CreditLimit: cardType === 'cCustomer' ? random.pick([5000, 10000, 25000, 50000]) : 0,
      CurrentAccountBalance: 0,
      OpenOrdersBalance: 0,
      OpenDeliveryNotesBalance: 0,
      SalesPersonCode: cardType === 'cCustomer' ? random.int(1, 3) : -1,
      Valid: random.chance(0.93) ? 'tYES' : 'tNO',
      Frozen: 'tNO',
      CreateDate: addDays(today, -random.int(200, 1400)),
    };
  };
  const businessPartners = [
    ...Array.from({ length: 42 }, (_, index) => partner(code('C', 20000 + index * 10, 5), 'cCustomer')),
    ...Array.from({ length: 16 }, (_, index) => partner(code('V', 10000 + index * 10, 5), 'cSupplier')),
    ...Array.from({ length: 5 }, (_, index) => partner(code('L', 10000 + index * 10, 5), 'cLid')),
  ];

  const items = CATALOGUE.map(([name, group, price], index): EntityRecord => {
    const consumable = group === 104;
    const warehouses = ['01', '02', '03'].map((warehouseCode) => {
      const minimal = consumable ? random.int(20, 60) : random.int(3, 12);
      // Roughly one item in five runs low somewhere: reorder questions need some.
      const low = random.chance(0.2);
      const inStock = low ? random.int(0, Math.max(0, minimal - 1)) : random.int(minimal + 1, minimal * 6);
      return {
        WarehouseCode: warehouseCode,
        InStock: inStock,
        Committed: 0,
        Ordered: 0,
        MinimalStock: minimal,
        MaximalStock: minimal * 8,
      };
    });
    const onStock = warehouses.reduce((sum, row) => sum + row.InStock, 0);
    return {
      ItemCode: code('A', index + 1, 5),
      ItemName: name,
      ItemsGroupCode: group,
      InventoryItem: 'tYES',
      SalesItem: 'tYES',
      PurchaseItem: 'tYES',
      InventoryUOM: consumable ? 'Box' : 'Each',
      QuantityOnStock: onStock,
      QuantityOrderedFromVendors: 0,
      QuantityOrderedByCustomers: 0,
      MinInventory: warehouses.reduce((sum, row) => sum + row.MinimalStock, 0),
      DefaultWarehouse: '01',
      Valid: 'tYES',
      Frozen: 'tNO',
      CreateDate: addDays(today, -random.int(400, 1500)),
      UpdateDate: addDays(today, -random.int(0, 90)),
      ItemPrices: [
        { PriceList: 1, Price: price, Currency: '$' },
        { PriceList: 2, Price: money(price * 0.62), Currency: '$' },
      ],
      ItemWarehouseInfoCollection: warehouses,
    };
  });

  const users: EntityRecord[] = [
    {
      InternalKey: 1,
      UserCode: 'manager',
      UserName: 'manager',
      eMail: 'manager@erpa-demo.example',
      Department: -2,
      Superuser: 'tYES',
      Locked: 'tNO',
    },
    ...Array.from({ length: 13 }, (_, index): EntityRecord => {
      const first = faker.person.firstName();
      const last = faker.person.lastName();
      return {
        InternalKey: index + 2,
        UserCode: `${first.slice(0, 1)}${last}`
          .toUpperCase()
          .replace(/[^A-Z]/g, '')
          .slice(0, 8),
        UserName: `${first} ${last}`,
        eMail: `${first}.${last}@erpa-demo.example`.toLowerCase().replace(/[^a-z.@-]/g, ''),
        Department: random.int(1, 4),
        Superuser: 'tNO',
        Locked: random.chance(0.2) ? 'tYES' : 'tNO',
      };
    }),
  ];
  return { businessPartners, items, users };
}
