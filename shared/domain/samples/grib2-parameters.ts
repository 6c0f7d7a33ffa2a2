/**
 * The GRIB2 parameters the marketplace writes and the preview names (WMO GRIB2 code tables 4.2
 * and 4.5): discipline, category and number, and the level a field is at. Others are shown by
 * their numbers.
 */
export interface Grib2Parameter {
  discipline: number;
  category: number;
  number: number;
  /** The short name ecCodes gives it, used as the variable's name. */
  shortName: string;
  name: string;
  units: string;
  /** Code table 4.5: 1 ground or water surface, 103 a height above ground (m). */
  surface: { type: number; value: number };
}

export const GRIB2_PARAMETERS: readonly Grib2Parameter[] = [
  { discipline: 0, category: 0, number: 0, shortName: '2t', name: '2 metre temperature', units: 'K', surface: { type: 103, value: 2 } },
  { discipline: 0, category: 1, number: 8, shortName: 'tp', name: 'Total precipitation', units: 'kg m-2', surface: { type: 1, value: 0 } },
  { discipline: 0, category: 2, number: 2, shortName: '10u', name: '10 metre U wind component', units: 'm s-1', surface: { type: 103, value: 10 } },
  { discipline: 0, category: 2, number: 3, shortName: '10v', name: '10 metre V wind component', units: 'm s-1', surface: { type: 103, value: 10 } },
  { discipline: 0, category: 16, number: 4, shortName: 'refd', name: 'Reflectivity', units: 'dB', surface: { type: 1, value: 0 } },
  { discipline: 10, category: 3, number: 0, shortName: 'wtmp', name: 'Water temperature', units: 'K', surface: { type: 1, value: 0 } },
];

export function grib2ParameterOf(discipline: number, category: number, number: number): Grib2Parameter | null {
  return GRIB2_PARAMETERS.find((entry) => entry.discipline === discipline && entry.category === category && entry.number === number) ?? null;
}
