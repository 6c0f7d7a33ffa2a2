/**
 * The gridded variables of a Climate & Weather sample, fitting its title: reanalysis fields
 * (2 m temperature, precipitation, 10 m wind), sea surface temperature (land masked), radar
 * reflectivity and rain rate, soil moisture, ice thickness, burn severity, station series or storm
 * tracks. Grids lie over the place the title names, north first; every time step falls inside the
 * collection period.
 */
import type { Random } from '../../catalog/prng';
import { fill, smoothField, variable, type GridDataset, type GridVariable } from './grid-dataset';
import type { SampleContext } from '../sample-context';
import { placeOf, type Place } from '../sample-places';

const HOUR_MS = 3_600_000;
const NLAT = 24;
const NLON = 32;
/** Marks a missing value in every variable that can have one (CF `_FillValue`). */
export const FLOAT_FILL = -9999;

interface Grid {
  place: Place;
  lats: number[];
  lons: number[];
  /** Time step offsets from `origin`, in `unit`. */
  times: number[];
  origin: string;
  unit: 'hours' | 'minutes' | 'days';
}

interface Shape {
  /** Degrees between grid points. */
  spacing: number;
  steps: number;
  step: number;
  unit: Grid['unit'];
}

const UNIT_MS = { hours: HOUR_MS, minutes: 60_000, days: 24 * HOUR_MS } as const;

export function climateGrids(random: Random, title: string, context: SampleContext): GridDataset {
  const place = placeOf(title, random);
  const hourly = /hourly/i.test(title);
  if (/sea surface/i.test(title))
    return seaSurface(random, title, grid(random, place, context, { spacing: 0.25, steps: 8, step: hourly ? 1 : 1, unit: hourly ? 'hours' : 'days' }));
  if (/radar/i.test(title)) return radar(random, title, grid(random, place, context, { spacing: 0.02, steps: 12, step: 10, unit: 'minutes' }));
  if (/soil moisture/i.test(title))
    return soilMoisture(random, title, grid(random, place, context, { spacing: 0.1, steps: 8, step: hourly ? 1 : 1, unit: hourly ? 'hours' : 'days' }));
  if (/glacier/i.test(title)) return glacier(random, title, grid(random, place, context, { spacing: 0.01, steps: 3, step: 1, unit: 'days' }));
  if (/wildfire/i.test(title)) return wildfire(random, grid(random, place, context, { spacing: 0.005, steps: 6, step: 1, unit: 'days' }));
  if (/storm track/i.test(title)) return stormTracks(random, title, place, context);
  if (/station|turbine/i.test(title)) return stations(random, title, place, context);
  return reanalysis(random, title, grid(random, place, context, { spacing: 0.25, steps: 8, step: hourly ? 1 : 6, unit: 'hours' }));
}

function grid(random: Random, place: Place, context: SampleContext, shape: Shape): Grid {
  const spanMs = shape.steps * shape.step * UNIT_MS[shape.unit];
  const days = Math.max(0, Math.floor((context.toMs - context.fromMs - spanMs) / (24 * HOUR_MS)));
  const start = new Date(context.fromMs + random.int(0, days) * 24 * HOUR_MS);
  const north = round(place.lat + (NLAT / 2) * shape.spacing, 4);
  const west = round(place.lon - (NLON / 2) * shape.spacing, 4);
  return {
    place,
    lats: Array.from({ length: NLAT }, (_, i) => round(north - i * shape.spacing, 4)),
    lons: Array.from({ length: NLON }, (_, i) => round(west + i * shape.spacing, 4)),
    times: Array.from({ length: shape.steps }, (_, i) => i * shape.step),
    origin: `${start.toISOString().slice(0, 10)} 00:00:00`,
    unit: shape.unit,
  };
}

/** Time, latitude and longitude: the dimensions and their coordinate variables. */
function coordinates(grid: Grid): Pick<GridDataset, 'dimensions'> & { variables: GridVariable[] } {
  return {
    dimensions: [
      { name: 'time', size: grid.times.length },
      { name: 'lat', size: grid.lats.length },
      { name: 'lon', size: grid.lons.length },
    ],
    variables: [
      variable('time', ['time'], 'float64', grid.times, {
        standard_name: 'time',
        long_name: 'time',
        units: `${grid.unit} since ${grid.origin}`,
        calendar: 'gregorian',
      }),
      variable('lat', ['lat'], 'float32', grid.lats, { standard_name: 'latitude', long_name: 'latitude', units: 'degrees_north' }),
      variable('lon', ['lon'], 'float32', grid.lons, { standard_name: 'longitude', long_name: 'longitude', units: 'degrees_east' }),
    ],
  };
}

function field(grid: Grid, name: string, attributes: GridVariable['attributes'], at: (t: number, y: number, x: number) => number): GridVariable {
  const values = fill([grid.times.length, grid.lats.length, grid.lons.length], at).map((value) => (Number.isNaN(value) ? FLOAT_FILL : round(value, 3)));
  return variable(name, ['time', 'lat', 'lon'], 'float32', values, { ...attributes, _FillValue: FLOAT_FILL });
}

function flags(grid: Grid, name: string, meanings: string[], longName: string, at: (t: number, y: number, x: number) => number): GridVariable {
  return variable(name, ['time', 'lat', 'lon'], 'uint8', fill([grid.times.length, grid.lats.length, grid.lons.length], at), {
    long_name: longName,
    flag_values: meanings.map((_, index) => index),
    flag_meanings: meanings.join(' '),
  });
}

function globals(title: string, grid: Grid | null, place: Place, source: string): GridDataset['attributes'] {
  return {
    Conventions: 'CF-1.8',
    title,
    institution: 'Sample generated by the marketplace from the listing',
    source,
    ...(grid
      ? {
          geospatial_lat_min: Math.min(...grid.lats),
          geospatial_lat_max: Math.max(...grid.lats),
          geospatial_lon_min: Math.min(...grid.lons),
          geospatial_lon_max: Math.max(...grid.lons),
        }
      : {}),
    region: place.name,
  };
}

/** Seasonal warmth at a latitude in a month (°C): warm tropics, cold poles, summer by hemisphere. */
function climateAt(lat: number, month: number): number {
  const summer = Math.cos(((month - (lat >= 0 ? 6.5 : 0.5)) / 12) * 2 * Math.PI);
  return 27 - 0.5 * Math.abs(lat) + summer * Math.min(15, Math.abs(lat) / 3);
}

const monthOf = (grid: Grid) => Number(grid.origin.slice(5, 7));

function reanalysis(random: Random, title: string, grid: Grid): GridDataset {
  const { dimensions, variables } = coordinates(grid);
  const relief = smoothField(random);
  const rain = smoothField(random, 4);
  const base = climateAt(grid.place.lat, monthOf(grid));
  const hoursOf = (t: number) => (grid.times[t] as number) * (grid.unit === 'hours' ? 1 : 24);
  const t2m = field(
    grid,
    't2m',
    { standard_name: 'air_temperature', long_name: '2 metre temperature', units: 'K', height: 2 },
    (t, y, x) => 273.15 + base - 4 * relief(y / NLAT, x / NLON) + 4 * Math.sin(((hoursOf(t) - 9) / 24) * 2 * Math.PI) + random.normal(0, 0.3),
  );
  variables.push(t2m);
  variables.push(
    field(grid, 'tp', { standard_name: 'precipitation_amount', long_name: 'Total precipitation', units: 'kg m-2' }, (t, y, x) =>
      Math.max(0, 3 * rain((y + t) / NLAT, x / NLON) - 0.5 + random.normal(0, 0.1)),
    ),
  );
  const swirl = smoothField(random, 3);
  variables.push(
    field(
      grid,
      'u10',
      { standard_name: 'eastward_wind', long_name: '10 metre U wind component', units: 'm s-1', height: 10 },
      (t, y, x) => 4 + 6 * swirl(y / NLAT, (x - t) / NLON) + random.normal(0, 0.4),
    ),
  );
  variables.push(
    field(
      grid,
      'v10',
      { standard_name: 'northward_wind', long_name: '10 metre V wind component', units: 'm s-1', height: 10 },
      (t, y, x) => -2 + 5 * swirl((y + t) / NLAT, x / NLON) + random.normal(0, 0.4),
    ),
  );
  if (/anomal/i.test(title)) {
    variables.push(
      field(
        grid,
        't2m_anomaly',
        { long_name: '2 metre temperature anomaly from the 1991-2020 mean', units: 'K' },
        (_t, y, x) => 2 * relief(x / NLON, y / NLAT) + random.normal(0, 0.2),
      ),
    );
  }
  if (/extreme|quality/i.test(title)) variables.push(labels(grid, title));
  return { dimensions, variables, attributes: globals(title, grid, grid.place, 'reanalysis model output') };
}

function labels(grid: Grid, title: string): GridVariable {
  if (/extreme/i.test(title)) {
    return flags(grid, 'extreme_event', ['none', 'heatwave', 'heavy_precipitation', 'windstorm'], 'Extreme event label', (t, y, x) =>
      t >= 4 && y > 6 && y < 12 && x > 10 && x < 18 ? 2 : 0,
    );
  }
  return flags(grid, 'quality_flag', ['good', 'suspect', 'gap_filled'], 'Quality flag', (t, y, x) =>
    (t * 7 + y * 3 + x) % 41 === 0 ? 1 : (y + x) % 53 === 0 ? 2 : 0,
  );
}

function seaSurface(random: Random, title: string, grid: Grid): GridDataset {
  const { dimensions, variables } = coordinates(grid);
  const land = smoothField(random, 4);
  const eddies = smoothField(random, 6);
  // Land covers a corner or a coast of the grid, never most of a sea-surface sample.
  const isLand = (y: number, x: number) => land(y / NLAT, x / NLON) > 0.8;
  const month = monthOf(grid);
  variables.push(
    field(
      grid,
      'sst',
      { standard_name: 'sea_surface_temperature', long_name: 'Sea surface temperature', units: 'K', comment: 'Land points are missing' },
      (t, y, x) =>
        isLand(y, x)
          ? Number.NaN
          : Math.max(271.35, 273.15 + climateAt(grid.lats[y] as number, month) - 2 + eddies(y / NLAT, x / NLON) + 0.05 * t + random.normal(0, 0.1)),
    ),
  );
  if (/anomal|extreme/i.test(title)) {
    variables.push(
      field(grid, 'sst_anomaly', { long_name: 'Sea surface temperature anomaly from the 1991-2020 mean', units: 'K' }, (t, y, x) =>
        isLand(y, x) ? Number.NaN : 1.2 * eddies(x / NLON, y / NLAT) + 0.02 * t,
      ),
    );
  }
  if (/quality|gap-filled/i.test(title)) variables.push(labels(grid, 'quality'));
  return {
    dimensions,
    variables,
    attributes: globals(title, grid, grid.place, /argo/i.test(title) ? 'Argo float profiles, optimally interpolated' : 'satellite retrievals'),
  };
}

function radar(random: Random, title: string, grid: Grid): GridDataset {
  const { dimensions, variables } = coordinates(grid);
  const cells = Array.from({ length: random.int(2, 4) }, () => ({
    y: random.int(4, NLAT - 4),
    x: random.int(2, 10),
    peak: random.int(40, 58),
    size: random.int(2, 5),
  }));
  const dbz = (t: number, y: number, x: number) =>
    cells.reduce((best, cell) => Math.max(best, cell.peak * Math.exp(-((y - cell.y) ** 2 + (x - cell.x - t * 1.5) ** 2) / (2 * cell.size ** 2))), 0);
  variables.push(
    field(
      grid,
      'reflectivity',
      { standard_name: 'equivalent_reflectivity_factor', long_name: 'Radar reflectivity (lowest elevation)', units: 'dBZ' },
      (t, y, x) => {
        const value = dbz(t, y, x);
        return value < 5 ? Number.NaN : value;
      },
    ),
  );
  // Marshall–Palmer: Z = 200 R^1.6.
  variables.push(
    field(grid, 'rainfall_rate', { long_name: 'Rain rate from reflectivity (Marshall-Palmer)', units: 'mm h-1' }, (t, y, x) => {
      const value = dbz(t, y, x);
      return value < 5 ? 0 : (10 ** (value / 10) / 200) ** (1 / 1.6);
    }),
  );
  if (/storm cell/i.test(title))
    variables.push(flags(grid, 'storm_cell', ['none', 'cell'], 'Storm cell outline (reflectivity above 40 dBZ)', (t, y, x) => (dbz(t, y, x) >= 40 ? 1 : 0)));
  if (/extreme|quality/i.test(title)) variables.push(labels(grid, title));
  return { dimensions, variables, attributes: globals(title, grid, grid.place, 'Doppler weather radar, lowest elevation scan on a lat/lon grid') };
}

function soilMoisture(random: Random, title: string, grid: Grid): GridDataset {
  const { dimensions, variables } = coordinates(grid);
  const wet = smoothField(random, 5);
  const moisture = (t: number, y: number, x: number) =>
    Math.min(0.45, Math.max(0.05, 0.25 + 0.1 * wet(y / NLAT, x / NLON) - 0.004 * t + random.normal(0, 0.005)));
  variables.push(
    field(
      grid,
      'soil_moisture',
      { standard_name: 'volume_fraction_of_condensed_water_in_soil', long_name: 'Volumetric soil moisture, 0-7 cm', units: 'm3 m-3' },
      moisture,
    ),
  );
  if (/drought/i.test(title)) {
    variables.push(
      flags(grid, 'drought_class', ['none', 'moderate', 'severe', 'extreme'], 'Drought class from the soil moisture percentile', (t, y, x) => {
        const value = moisture(t, y, x);
        return value < 0.12 ? 3 : value < 0.16 ? 2 : value < 0.2 ? 1 : 0;
      }),
    );
  }
  if (/quality|gap-filled/i.test(title)) variables.push(labels(grid, 'quality'));
  return { dimensions, variables, attributes: globals(title, grid, grid.place, 'microwave radiometer satellite retrievals and soil probes') };
}

function glacier(random: Random, title: string, grid: Grid): GridDataset {
  const { dimensions, variables } = coordinates(grid);
  const ice = smoothField(random, 3);
  const thickness = (t: number, y: number, x: number) => {
    const value = 180 * ice(y / NLAT, x / NLON) - 40 - 3 * t;
    return value <= 0 ? Number.NaN : value;
  };
  variables.push(field(grid, 'ice_thickness', { standard_name: 'land_ice_thickness', long_name: 'Ice thickness', units: 'm' }, thickness));
  variables.push(flags(grid, 'glacier_mask', ['no_ice', 'glacier'], 'Glacier outline', (t, y, x) => (Number.isNaN(thickness(t, y, x)) ? 0 : 1)));
  return { dimensions, variables, attributes: globals(title, grid, grid.place, 'optical satellite imagery and field GPS survey') };
}

function wildfire(random: Random, grid: Grid): GridDataset {
  const { dimensions, variables } = coordinates(grid);
  const origin = { y: random.int(8, 16), x: random.int(8, 14) };
  const burnt = (t: number, y: number, x: number) => Math.hypot(y - origin.y, (x - origin.x) * 0.7) < 2 + t * 2.2;
  variables.push(flags(grid, 'fire_perimeter', ['unburnt', 'burnt'], 'Area inside the fire perimeter', (t, y, x) => (burnt(t, y, x) ? 1 : 0)));
  variables.push(
    field(grid, 'dnbr', { long_name: 'Differenced normalized burn ratio (burn severity)', units: '1' }, (t, y, x) =>
      burnt(t, y, x) ? 0.1 + 0.6 * random.float() : random.normal(0, 0.03),
    ),
  );
  return { dimensions, variables, attributes: globals('Wildfire perimeters', grid, grid.place, 'satellite and aerial infrared survey') };
}

/** Stations × hours: air temperature and wind speed, with each station's position. */
function stations(random: Random, title: string, place: Place, context: SampleContext): GridDataset {
  const count = 10;
  const hours = 48;
  const startDay = Math.floor(context.fromMs / (24 * HOUR_MS)) + random.int(0, Math.max(0, Math.floor((context.toMs - context.fromMs) / (24 * HOUR_MS)) - 3));
  const origin = `${new Date(startDay * 24 * HOUR_MS).toISOString().slice(0, 10)} 00:00:00`;
  const base = climateAt(place.lat, Number(origin.slice(5, 7)));
  const offsets = Array.from({ length: count }, () => random.normal(0, 1.5));
  const variables = [
    variable(
      'time',
      ['time'],
      'float64',
      Array.from({ length: hours }, (_, i) => i),
      { standard_name: 'time', units: `hours since ${origin}` },
    ),
    variable(
      'station_lat',
      ['station'],
      'float32',
      offsets.map(() => round(place.lat + random.normal(0, 0.3), 4)),
      { standard_name: 'latitude', units: 'degrees_north' },
    ),
    variable(
      'station_lon',
      ['station'],
      'float32',
      offsets.map(() => round(place.lon + random.normal(0, 0.3), 4)),
      { standard_name: 'longitude', units: 'degrees_east' },
    ),
    variable(
      'air_temperature',
      ['station', 'time'],
      'float32',
      fill([count, hours], (s, h) => round(273.15 + base + (offsets[s] as number) + 4 * Math.sin(((h - 9) / 24) * 2 * Math.PI) + random.normal(0, 0.3), 2)),
      {
        standard_name: 'air_temperature',
        units: 'K',
        coordinates: 'station_lat station_lon',
      },
    ),
    variable(
      'wind_speed',
      ['station', 'time'],
      'float32',
      fill([count, hours], () => round(Math.abs(random.normal(/turbine/i.test(title) ? 8 : 4, 2.5)), 2)),
      {
        standard_name: 'wind_speed',
        units: 'm s-1',
        height: /turbine/i.test(title) ? 100 : 10,
        coordinates: 'station_lat station_lon',
      },
    ),
  ];
  return {
    dimensions: [
      { name: 'station', size: count },
      { name: 'time', size: hours },
    ],
    variables,
    attributes: { ...globals(title, null, place, 'automatic weather stations'), featureType: 'timeSeries' },
  };
}

/** Storms × track points (hourly or six-hourly): position, wind and pressure; points after a storm ends are missing. */
function stormTracks(random: Random, title: string, place: Place, context: SampleContext): GridDataset {
  const storms = 8;
  const points = 24;
  const every = /hourly/i.test(title) ? 1 : 6;
  const origin = `${new Date(context.fromMs).toISOString().slice(0, 10)} 00:00:00`;
  const spanHours = Math.max(0, (context.toMs - context.fromMs) / HOUR_MS - points * every);
  const tracks = Array.from({ length: storms }, () => ({
    start: Math.floor((random.float() * spanHours) / every) * every,
    length: random.int(10, points),
    lat: place.lat + random.normal(-5, 3),
    lon: place.lon + random.normal(5, 4),
    peak: random.int(25, 65),
  }));
  const alive = (s: number, p: number) => p < (tracks[s] as (typeof tracks)[number]).length;
  const along = (s: number, p: number, of: (track: (typeof tracks)[number]) => number) =>
    alive(s, p) ? round(of(tracks[s] as (typeof tracks)[number]), 2) : FLOAT_FILL;
  const wind = (track: (typeof tracks)[number], p: number) => track.peak * Math.sin((Math.PI * (p + 1)) / (track.length + 1));
  const missing = { _FillValue: FLOAT_FILL };
  const variables = [
    variable(
      'time',
      ['storm', 'point'],
      'float64',
      fill([storms, points], (s, p) => (alive(s, p) ? (tracks[s] as (typeof tracks)[number]).start + p * every : FLOAT_FILL)),
      { standard_name: 'time', units: `hours since ${origin}`, ...missing },
    ),
    variable(
      'lat',
      ['storm', 'point'],
      'float32',
      fill([storms, points], (s, p) => along(s, p, (track) => track.lat + (p * every * 0.35) / 6)),
      { standard_name: 'latitude', units: 'degrees_north', ...missing },
    ),
    variable(
      'lon',
      ['storm', 'point'],
      'float32',
      fill([storms, points], (s, p) => along(s, p, (track) => track.lon - (p * every * 0.5) / 6)),
      { standard_name: 'longitude', units: 'degrees_east', ...missing },
    ),
    variable(
      'max_wind_speed',
      ['storm', 'point'],
      'float32',
      fill([storms, points], (s, p) => along(s, p, (track) => wind(track, p))),
      { standard_name: 'wind_speed', long_name: 'Maximum sustained wind speed', units: 'm s-1', ...missing },
    ),
    variable(
      'central_pressure',
      ['storm', 'point'],
      'float32',
      fill([storms, points], (s, p) => along(s, p, (track) => 1012 - 1.4 * wind(track, p))),
      { long_name: 'Central pressure', units: 'hPa', ...missing },
    ),
  ];
  return {
    dimensions: [
      { name: 'storm', size: storms },
      { name: 'point', size: points },
    ],
    variables,
    attributes: { ...globals(title, null, place, 'best-track archives and satellite fixes'), featureType: 'trajectory' },
  };
}

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
