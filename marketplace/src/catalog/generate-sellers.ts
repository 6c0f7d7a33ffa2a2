import type { CatalogSeller } from './catalog-types';
import { createWeightedTable, type Random, type WeightedTable } from './prng';

const NAME_PREFIXES = [
  'Northwind',
  'Helix',
  'Meridian',
  'Quantum',
  'Bluefin',
  'Cobalt',
  'Ember',
  'Atlas',
  'Nimbus',
  'Vector',
  'Sable',
  'Lumen',
  'Orchid',
  'Granite',
  'Polaris',
  'Cascade',
  'Aurora',
  'Tandem',
  'Pinnacle',
  'Kestrel',
  'Harbor',
  'Summit',
  'Verdant',
  'Ionic',
  'Basalt',
  'Juniper',
  'Fathom',
  'Corvid',
  'Tessellate',
  'Quarry',
  'Halcyon',
  'Lattice',
  'Solstice',
  'Beacon',
  'Drift',
  'Ridgeline',
  'Saffron',
  'Monolith',
  'Parallax',
  'Cinder',
  'Tidewater',
  'Arbor',
  'Zenith',
  'Prism',
  'Obsidian',
  'Larkspur',
  'Sextant',
  'Foxglove',
];
const NAME_CORES = [
  'Data',
  'Label',
  'Annotation',
  'Vision',
  'Signal',
  'Insight',
  'Sensor',
  'Corpus',
  'Metric',
  'Analytics',
  'Ground Truth',
  'Pixel',
  'Semantic',
];
const NAME_SUFFIXES = ['Labs', 'Co.', 'Inc.', 'GmbH', 'Ltd', 'Collective', 'Works', 'Systems', 'AI', 'Partners', 'Studio', 'Group'];

/** Sellers with unique names; the first ones in the list are the large, mostly verified ones. */
export function generateSellers(random: Random, count: number): CatalogSeller[] {
  const names = new Set<string>();
  const sellers: CatalogSeller[] = [];
  for (let index = 0; index < count; index++) {
    let name = `${random.pick(NAME_PREFIXES)} ${random.pick(NAME_CORES)} ${random.pick(NAME_SUFFIXES)}`;
    for (let attempt = 2; names.has(name); attempt++) {
      name = `${random.pick(NAME_PREFIXES)} ${random.pick(NAME_CORES)} ${random.pick(NAME_SUFFIXES)}${attempt > 8 ? ` ${attempt}` : ''}`;
    }
    names.add(name);
    const large = index < Math.max(3, Math.round(count * 0.1));
    sellers.push({ id: random.uuid(), name, verified: random.chance(large ? 0.85 : 0.3) });
  }
  return sellers;
}

/** Zipf-like shares: a few sellers list much, most list little. */
export function sellerTable(sellers: readonly CatalogSeller[]): WeightedTable<CatalogSeller> {
  return createWeightedTable(sellers.map((seller, index) => ({ value: seller, weight: 1 / Math.pow(index + 1, 0.8) })));
}
