/**
 * The gridded sample among a sample's files, if it has one: HDF5, NetCDF or GRIB2 sniffed from
 * the bytes, or a Zarr store (its `.zarray` files). Each reader is a chunk of its own, loaded only
 * for its format.
 */
import type { SniffedKind } from '../../../../shared/domain/samples/sniff-content';
import type { GridView } from './grid-view-model';

interface DecodedFile {
  path: string;
  kind: SniffedKind;
  content: Uint8Array;
}

export async function parseGrid(files: readonly DecodedFile[]): Promise<{ view: GridView; transfer: ArrayBuffer[] } | null> {
  const hdf5 = files.find((file) => file.kind === 'hdf5');
  if (hdf5) return (await import('./parse-hdf5')).parseHdf5(hdf5.path, hdf5.content);
  const netcdf = files.find((file) => file.kind === 'netcdf');
  if (netcdf) return (await import('./parse-netcdf')).parseNetcdf(netcdf.path, netcdf.content);
  const grib = files.find((file) => file.kind === 'grib2');
  if (grib) return (await import('./parse-grib2')).parseGrib2(grib.path, grib.content);
  if (files.some((file) => /(^|\/)\.zarray$/.test(file.path))) {
    const zarr = await import('./parse-zarr');
    const store = files.map((file) => ({ path: file.path, bytes: file.content }));
    if (zarr.isZarrStore(store)) return zarr.parseZarr(store);
  }
  return null;
}
