/**
 * A gridded sample — HDF5, NetCDF, GRIB2 or Zarr — of variables that fit the dataset: Climate &
 * Weather fields over the place its title names, or (HDF5 in other categories) its sensor arrays
 * or image stacks.
 */
import type { Random } from '../../catalog/prng';
import { climateGrids, FLOAT_FILL } from './climate-grids';
import { writeGrib2 } from './grib2-writer';
import { writeHdf5 } from './hdf5-writer';
import { writeNetcdf } from './netcdf-writer';
import type { SampleContext } from '../sample-context';
import type { SampleFile } from '../sample-file';
import { sensorArrays } from './sensor-arrays';
import { writeZarr } from './zarr-writer';

export type GridFormat = 'hdf5' | 'netcdf' | 'grib2' | 'zarr';

export async function gridSample(random: Random, format: GridFormat, facts: { category: string; title: string }, context: SampleContext): Promise<SampleFile> {
  const climate = /climate|weather/i.test(facts.category);
  const dataset = climate || format !== 'hdf5' ? climateGrids(random, facts.title, context) : sensorArrays(random, facts.category, facts.title);
  // Formats that stamp a time on what they write get the collection's last day.
  const writtenMs = context.toMs - (context.toMs % 86_400_000);
  switch (format) {
    case 'hdf5':
      return { fileName: 'sample.h5', contentType: 'application/x-hdf5', bytes: await writeHdf5(dataset, writtenMs) };
    case 'netcdf':
      return { fileName: 'sample.nc', contentType: 'application/x-netcdf', bytes: writeNetcdf(dataset) };
    case 'grib2':
      return { fileName: 'sample.grib2', contentType: 'application/x-grib2', bytes: writeGrib2(dataset, FLOAT_FILL) };
    case 'zarr':
      return { fileName: 'sample.zarr.zip', contentType: 'application/zip', bytes: writeZarr(dataset, writtenMs) };
  }
}
