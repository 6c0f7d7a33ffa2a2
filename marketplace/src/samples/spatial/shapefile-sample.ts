/**
 * A shapefile (a zip of .shp, .shx, .dbf, .prj and .cpg) over the place the title names, of the
 * features its subject is: solar panels as points, roads as polylines, building footprints,
 * damage assessments, wildfire perimeters and flood extents as polygons, each with the attribute
 * table such a layer has. WGS 84 longitude/latitude; every date falls in the collection period.
 */
import { zipSync } from 'fflate';
import { createRandom, type Random } from '../../catalog/prng';
import { text, ZIP_TIME } from '../images/image-sample';
import type { SampleContext } from '../sample-context';
import type { SampleFile } from '../sample-file';
import { placeOf, type Place } from '../sample-places';
import { pad } from '../sample-random';
import { WGS84_PRJ, writeDbf, writeShapes, type DbfField, type DbfValue, type Geometry, type ShapeType } from './shapefile-writer';

type Ring = Array<[number, number]>;
interface Layer {
  name: string;
  type: ShapeType;
  fields: DbfField[];
  features: Array<{ geometry: Geometry; values: DbfValue[] }>;
}
/** `day(spare)`: a day of the collection period at least `spare` days before its end, as YYYYMMDD. */
type LayerMaker = (random: Random, local: Local, day: (spare?: number) => string) => Layer;
/** Metres east and north of the place, as [lon, lat]. */
type Local = (east: number, north: number) => [number, number];

const LAYERS: ReadonlyArray<readonly [RegExp, LayerMaker]> = [
  [/solar/i, solarPanels],
  [/road/i, roads],
  [/damage/i, damage],
  [/building/i, buildings],
  [/wildfire|fire|burn/i, wildfires],
  [/flood/i, floods],
];

export function shapefileSample(random: Random, title: string, context: SampleContext): SampleFile {
  // The subject is the first of the layers' words in the title ("Building Footprints with Road Centerlines" is buildings).
  const found = LAYERS.map(([pattern, make]) => ({ at: title.search(pattern), make })).filter(({ at }) => at >= 0);
  const make = found.sort((a, b) => a.at - b.at)[0]?.make ?? buildings;
  const place = placeOf(title, random);
  const layer = make(random, localOf(place), (spare = 0) => dayIn(random, context, spare));
  const { shp, shx } = writeShapes(
    layer.type,
    layer.features.map((feature) => feature.geometry),
  );
  const dbf = writeDbf(
    layer.fields,
    layer.features.map((feature) => feature.values),
    new Date(context.toMs),
  );
  const files = {
    [`${layer.name}.shp`]: shp,
    [`${layer.name}.shx`]: shx,
    [`${layer.name}.dbf`]: dbf,
    [`${layer.name}.prj`]: text(WGS84_PRJ),
    [`${layer.name}.cpg`]: text('UTF-8'),
  };
  return { fileName: 'sample.zip', contentType: 'application/zip', bytes: Buffer.from(zipSync(files, { level: 6, mtime: ZIP_TIME })) };
}

function localOf(place: Place): Local {
  const metresPerDegree = 111_320;
  return (east, north) => [
    round(place.lon + east / (metresPerDegree * Math.cos((place.lat * Math.PI) / 180)), 7),
    round(place.lat + north / metresPerDegree, 7),
  ];
}

function dayIn(random: Random, context: SampleContext, spare: number): string {
  const last = Math.max(context.fromMs, context.toMs - spare * 86_400_000);
  const date = new Date(context.fromMs + random.float() * (last - context.fromMs));
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1, 2)}${pad(date.getUTCDate(), 2)}`;
}

function solarPanels(random: Random, local: Local, day: () => string): Layer {
  const features = Array.from({ length: random.int(60, 120) }, (_, i) => {
    const rooftop = random.chance(0.8);
    const area = rooftop ? 12 + random.float() * 80 : 800 + random.float() * 20_000;
    return {
      geometry: local(random.normal(0, 1800), random.normal(0, 1800)),
      values: [`SP${pad(i + 1, 6)}`, rooftop ? 'rooftop' : 'ground', round(area, 1), round(area * 0.19, 1), day(), round(0.6 + random.float() * 0.39, 2)],
    };
  });
  return {
    name: 'solar_panels',
    type: 'point',
    fields: [
      { name: 'panel_id', type: 'C', length: 10 },
      { name: 'mount', type: 'C', length: 8 },
      { name: 'area_m2', type: 'N', length: 9, decimals: 1 },
      { name: 'cap_kw', type: 'N', length: 8, decimals: 1 },
      { name: 'detected', type: 'D', length: 8 },
      { name: 'confidence', type: 'N', length: 4, decimals: 2 },
    ],
    features,
  };
}

function roads(random: Random, local: Local): Layer {
  const features: Layer['features'] = [];
  const classes = [
    { name: 'primary', lanes: 4, speed: 60 },
    { name: 'secondary', lanes: 2, speed: 50 },
    { name: 'residential', lanes: 2, speed: 30 },
  ];
  const spacing = 350;
  const add = (from: [number, number], to: [number, number], kind: (typeof classes)[number]) => {
    const steps = random.int(3, 6);
    const line: Ring = [];
    for (let s = 0; s <= steps; s++) {
      const f = s / steps;
      const wobble = s === 0 || s === steps ? 0 : random.normal(0, 25);
      line.push(local(from[0] + (to[0] - from[0]) * f + wobble, from[1] + (to[1] - from[1]) * f + wobble));
    }
    const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
    features.push({
      geometry: [line],
      values: [`R${pad(features.length + 1, 5)}`, kind.name, kind.lanes, kind.speed, kind.lanes === 2 && random.chance(0.2), round(length, 1)],
    });
  };
  for (let i = -4; i <= 4; i++) {
    const kind = i === 0 ? classes[0]! : Math.abs(i) % 2 === 0 ? classes[1]! : classes[2]!;
    add([-1600, i * spacing], [1600, i * spacing + random.normal(0, 60)], kind);
    add([i * spacing, -1600], [i * spacing + random.normal(0, 60), 1600], i === 0 ? classes[0]! : kind);
  }
  features.push({
    geometry: [[local(-2200, -1900), local(-900, -600), local(400, 500), local(2100, 2000)]],
    values: [`R${pad(features.length + 1, 5)}`, 'motorway', 6, 100, true, round(Math.hypot(4300, 3900), 1)],
  });
  return {
    name: 'roads',
    type: 'polyline',
    fields: [
      { name: 'road_id', type: 'C', length: 8 },
      { name: 'class', type: 'C', length: 12 },
      { name: 'lanes', type: 'N', length: 2 },
      { name: 'speed_kmh', type: 'N', length: 3 },
      { name: 'oneway', type: 'L', length: 1 },
      { name: 'length_m', type: 'N', length: 9, decimals: 1 },
    ],
    features,
  };
}

/** A rectangle `width` × `depth` metres turned by `angle`, clockwise (a shapefile's outer ring). */
function footprint(local: Local, east: number, north: number, width: number, depth: number, angle: number): Ring {
  const corners: Array<[number, number]> = [
    [-width / 2, -depth / 2],
    [-width / 2, depth / 2],
    [width / 2, depth / 2],
    [width / 2, -depth / 2],
  ];
  const ring = corners.map(([x, y]) => local(east + x * Math.cos(angle) - y * Math.sin(angle), north + x * Math.sin(angle) + y * Math.cos(angle)));
  return [...ring, ring[0]!];
}

function buildingFeatures(random: Random, local: Local): Array<{ ring: Ring; use: string; levels: number; area: number }> {
  return Array.from({ length: random.int(50, 90) }, () => {
    const use = random.weighted([
      { value: 'residential', weight: 6 },
      { value: 'commercial', weight: 2 },
      { value: 'industrial', weight: 1 },
    ]);
    const width = use === 'industrial' ? 30 + random.float() * 50 : 8 + random.float() * 18;
    const depth = use === 'industrial' ? 20 + random.float() * 40 : 8 + random.float() * 14;
    const block = [random.int(-5, 5) * 120, random.int(-5, 5) * 120];
    return {
      ring: footprint(local, block[0]! + random.float() * 80, block[1]! + random.float() * 80, width, depth, random.normal(0, 0.08)),
      use,
      levels: use === 'commercial' ? random.int(2, 12) : use === 'industrial' ? 1 : random.int(1, 4),
      area: width * depth,
    };
  });
}

function buildings(random: Random, local: Local): Layer {
  return {
    name: 'buildings',
    type: 'polygon',
    fields: [
      { name: 'bldg_id', type: 'C', length: 8 },
      { name: 'use', type: 'C', length: 12 },
      { name: 'levels', type: 'N', length: 3 },
      { name: 'height_m', type: 'N', length: 6, decimals: 1 },
      { name: 'area_m2', type: 'N', length: 9, decimals: 1 },
    ],
    features: buildingFeatures(random, local).map((building, i) => ({
      geometry: [building.ring],
      values: [`B${pad(i + 1, 6)}`, building.use, building.levels, round(building.levels * 3.1 + random.float(), 1), round(building.area, 1)],
    })),
  };
}

function damage(random: Random, local: Local, day: () => string): Layer {
  const assessed = day();
  return {
    name: 'damage_assessment',
    type: 'polygon',
    fields: [
      { name: 'bldg_id', type: 'C', length: 8 },
      { name: 'damage', type: 'C', length: 10 },
      { name: 'assessed', type: 'D', length: 8 },
      { name: 'area_m2', type: 'N', length: 9, decimals: 1 },
    ],
    features: buildingFeatures(random, local).map((building, i) => ({
      geometry: [building.ring],
      values: [
        `B${pad(i + 1, 6)}`,
        random.weighted([
          { value: 'none', weight: 5 },
          { value: 'minor', weight: 3 },
          { value: 'major', weight: 2 },
          { value: 'destroyed', weight: 1 },
        ]),
        assessed,
        round(building.area, 1),
      ],
    })),
  };
}

/** A lobed outline around a centre (radius in metres varying by angle), clockwise and closed. */
function blob(random: Random, local: Local, east: number, north: number, radius: number, scale = 1): Ring {
  const lobes = Array.from({ length: 4 }, () => ({ k: random.int(2, 6), phase: random.float() * 6.28, amount: random.float() * 0.25 }));
  const ring: Ring = [];
  for (let step = 0; step < 48; step++) {
    const angle = -(step / 48) * 2 * Math.PI;
    const r = radius * scale * (1 + lobes.reduce((sum, lobe) => sum + lobe.amount * Math.sin(lobe.k * angle + lobe.phase), 0));
    ring.push(local(east + r * Math.cos(angle), north + r * Math.sin(angle)));
  }
  return [...ring, ring[0]!];
}

function areaHa(ring: Ring, local: Local): number {
  const [lon0, lat0] = local(0, 0);
  const [lon1, lat1] = local(1, 1);
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[i + 1]!;
    sum += ((x1 - lon0) / (lon1 - lon0)) * ((y2 - lat0) / (lat1 - lat0)) - ((x2 - lon0) / (lon1 - lon0)) * ((y1 - lat0) / (lat1 - lat0));
  }
  return Math.abs(sum) / 2 / 10_000;
}

function wildfires(random: Random, local: Local, day: (spare?: number) => string): Layer {
  const features: Layer['features'] = [];
  for (let fire = 1; fire <= random.int(3, 6); fire++) {
    const days = random.int(1, 4);
    const ignition = day(days);
    const east = random.normal(0, 9000);
    const north = random.normal(0, 9000);
    const radius = 400 + random.float() * 2200;
    const seed = random.int(1, 1e6);
    for (let d = 1; d <= days; d++) {
      // The same lobes each day (the same seed), grown: a fire's progression.
      const ring = blob(createRandom(seed), local, east, north, radius, d / days);
      const date = addDays(ignition, d - 1);
      features.push({
        geometry: [ring],
        values: [`F${pad(fire, 4)}`, ignition, date, d, round(areaHa(ring, local), 1), random.pick(['low', 'moderate', 'high'])],
      });
    }
  }
  return {
    name: 'fire_perimeters',
    type: 'polygon',
    fields: [
      { name: 'fire_id', type: 'C', length: 6 },
      { name: 'ignition', type: 'D', length: 8 },
      { name: 'perim_date', type: 'D', length: 8 },
      { name: 'day', type: 'N', length: 3 },
      { name: 'area_ha', type: 'N', length: 10, decimals: 1 },
      { name: 'severity', type: 'C', length: 8 },
    ],
    features,
  };
}

function floods(random: Random, local: Local, day: () => string): Layer {
  const observed = day();
  const features = Array.from({ length: random.int(8, 16) }, (_, i) => {
    // Along a river running south-west to north-east through the place.
    const along = random.normal(0, 5000);
    const ring = blob(random, local, along * 0.8 + random.normal(0, 400), along * 0.6 + random.normal(0, 400), 200 + random.float() * 900);
    return {
      geometry: [ring],
      values: [`FL${pad(i + 1, 4)}`, observed, 'Sentinel-1 SAR', random.pick(['< 0.5 m', '0.5-1 m', '> 1 m']), round(areaHa(ring, local), 1)] as DbfValue[],
    };
  });
  return {
    name: 'flood_extent',
    type: 'polygon',
    fields: [
      { name: 'flood_id', type: 'C', length: 6 },
      { name: 'observed', type: 'D', length: 8 },
      { name: 'sensor', type: 'C', length: 16 },
      { name: 'depth', type: 'C', length: 8 },
      { name: 'area_ha', type: 'N', length: 10, decimals: 1 },
    ],
    features,
  };
}

function addDays(yyyymmdd: string, days: number): string {
  const date = new Date(Date.UTC(Number(yyyymmdd.slice(0, 4)), Number(yyyymmdd.slice(4, 6)) - 1, Number(yyyymmdd.slice(6, 8)) + days));
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1, 2)}${pad(date.getUTCDate(), 2)}`;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
