/**
 * A GeoTIFF or TIFF sample, drawn from the dataset's seed to fit its title: night-lights
 * composites are one band of radiance in degrees (EPSG:4326); aerial orthophotos, satellite
 * tiles and the maps made from them are RGB in the UTM zone of the place the title names;
 * slides (histopathology, the Medical Imaging TIFFs) are an RGB stain image with no georeference.
 */
import type { Random } from '../../catalog/prng';
import { createRaster, type Rgb } from './raster';
import type { SampleFile } from '../sample-file';
import { placeOf, type Place } from '../sample-places';
import { writeTiff, type TiffImage } from './tiff-writer';

const TIFF_SIZE = 256;

export function geotiffSample(random: Random, title: string, georeferenced: boolean): SampleFile {
  const image = !georeferenced ? slide(random, title) : /night lights/i.test(title) ? nightLights(random, title) : aerial(random, title);
  const name = georeferenced ? 'sample.tif' : 'sample-slide.tif';
  return { fileName: name, contentType: 'image/tiff', bytes: writeTiff(image) };
}

/** One band of radiance (nW/cm²/sr), 15 arc-seconds a pixel, around the place: bright cores, dim suburbs, dark land. */
function nightLights(random: Random, title: string): TiffImage {
  const place = placeOf(title, random);
  const size = TIFF_SIZE;
  const pixel = 15 / 3600;
  const towns = Array.from({ length: random.int(4, 9) }, (_, index) => ({
    x: index === 0 ? size / 2 : random.int(10, size - 10),
    y: index === 0 ? size / 2 : random.int(10, size - 10),
    peak: index === 0 ? random.int(120, 260) : random.int(8, 60),
    spread: index === 0 ? random.int(14, 26) : random.int(3, 9),
  }));
  const samples = new Float32Array(size * size);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      let value = 0.2 + random.float() * 0.3;
      for (const town of towns) value += town.peak * Math.exp(-((x - town.x) ** 2 + (y - town.y) ** 2) / (2 * town.spread ** 2));
      samples[y * size + x] = Math.round(value * 100) / 100;
    }
  return {
    width: size,
    height: size,
    sampleFormat: 'float32',
    samplesPerPixel: 1,
    samples,
    description: `Night-time radiance (nW/cm2/sr), monthly composite around ${place.name}`,
    geo: { epsg: 4326, originX: place.lon - (size / 2) * pixel, originY: place.lat + (size / 2) * pixel, pixelWidth: pixel, pixelHeight: pixel },
  };
}

/** RGB ground seen from above: fields, a river, roads, roofs and trees, in the place's UTM zone. */
function aerial(random: Random, title: string): TiffImage {
  const place = placeOf(title, random);
  const size = TIFF_SIZE;
  const metres = /satellite|multispectral/i.test(title) ? 10 : 0.5;
  const raster = createRaster(size, size);
  const fields: Rgb[] = [
    [118, 140, 74],
    [160, 150, 96],
    [92, 122, 64],
    [178, 168, 120],
  ];
  const cell = 64;
  for (let y = 0; y < size; y += cell) for (let x = 0; x < size; x += cell) raster.rect(x, y, cell, cell, random.pick(fields));
  const riverY = random.int(40, size - 40);
  for (let x = 0; x < size; x++) raster.rect(x, riverY + Math.round(Math.sin(x / 23) * 12), 1, 14, [52, 86, 112]);
  const roadX = random.int(30, size - 30);
  raster.rect(roadX, 0, 6, size, [128, 128, 124]);
  raster.rect(0, random.int(20, size - 20), size, 5, [128, 128, 124]);
  for (let i = 0; i < random.int(10, 22); i++)
    raster.rect(random.int(0, size - 14), random.int(0, size - 14), random.int(6, 14), random.int(6, 14), [170, 96, 80]);
  for (let i = 0; i < random.int(20, 50); i++) raster.ellipse(random.int(0, size), random.int(0, size), random.int(2, 5), random.int(2, 5), [46, 84, 42]);
  raster.noise(random.float, 6);
  const utm = utmOf(place);
  return {
    width: size,
    height: size,
    sampleFormat: 'uint8',
    samplesPerPixel: 3,
    samples: rgbOf(raster.data),
    description: `${metres === 10 ? 'Satellite image' : 'Aerial orthophoto'} near ${place.name}, ${metres} m a pixel`,
    geo: {
      epsg: utm.epsg,
      originX: Math.round(utm.easting - (size / 2) * metres),
      originY: Math.round(utm.northing + (size / 2) * metres),
      pixelWidth: metres,
      pixelHeight: metres,
    },
  };
}

/** A stained tissue field: pink stroma, pale gaps, purple nuclei. */
function slide(random: Random, title: string): TiffImage {
  const size = TIFF_SIZE;
  const raster = createRaster(size, size);
  raster.rect(0, 0, size, size, [236, 196, 214]);
  for (let i = 0; i < random.int(6, 12); i++) raster.ellipse(random.int(0, size), random.int(0, size), random.int(8, 30), random.int(6, 20), [246, 232, 238]);
  for (let i = 0; i < random.int(120, 220); i++) raster.ellipse(random.int(0, size), random.int(0, size), random.int(2, 5), random.int(2, 4), [96, 62, 140]);
  raster.noise(random.float, 8);
  return {
    width: size,
    height: size,
    sampleFormat: 'uint8',
    samplesPerPixel: 3,
    samples: rgbOf(raster.data),
    description: `${/biopsy/i.test(title) ? 'Biopsy' : 'Histopathology'} slide field, H&E stain, 0.5 um a pixel`,
  };
}

function rgbOf(rgba: Uint8Array): Uint8Array {
  const rgb = new Uint8Array((rgba.length / 4) * 3);
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
    rgb[j] = rgba[i] as number;
    rgb[j + 1] = rgba[i + 1] as number;
    rgb[j + 2] = rgba[i + 2] as number;
  }
  return rgb;
}

/** WGS 84 / UTM: the zone's EPSG code, and an approximate easting and northing (a sample needs the right zone and place, not survey accuracy). */
function utmOf(place: Place): { epsg: number; easting: number; northing: number } {
  const zone = Math.min(60, Math.floor((place.lon + 180) / 6) + 1);
  const centralMeridian = zone * 6 - 183;
  const easting = 500_000 + (place.lon - centralMeridian) * 111_320 * Math.cos((place.lat * Math.PI) / 180) * 0.9996;
  const northing = place.lat * 110_574 * 0.9996 + (place.lat < 0 ? 10_000_000 : 0);
  return { epsg: (place.lat < 0 ? 32700 : 32600) + zone, easting, northing };
}
