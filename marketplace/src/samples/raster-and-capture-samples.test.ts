/** The GeoTIFF, TIFF and pcap samples: planned from the format, the same bytes for the same dataset, and well formed. */
import { describe, expect, it } from 'vitest';
import { generateSample } from './generate-sample';
import { planSample } from './sample-plan';

const facts = (format: string, category: string, title: string) => ({
  id: `7e6f-${format}`,
  format,
  category,
  modality: 'geospatial',
  title,
  itemCount: 100,
  sizeBytes: 1e8,
  collectedFrom: '2022-06-01',
  collectedTo: '2022-06-30',
});

describe('GeoTIFF, TIFF and pcap samples', () => {
  it('are planned from the format: georeferenced for Geospatial and Agriculture, not for slides', () => {
    expect(planSample(facts('geotiff', 'Geospatial', 'Aerial Orthophotos'))).toEqual({ kind: 'geotiff', theme: 'geospatial', georeferenced: true });
    expect(planSample(facts('tiff', 'Medical Imaging', 'Histopathology Slides'))).toEqual({ kind: 'geotiff', theme: 'medical-imaging', georeferenced: false });
    expect(planSample(facts('pcap', 'Cybersecurity', 'Network Flow Records'))).toEqual({ kind: 'pcap', theme: 'security' });
  });

  it('are the same bytes for the same dataset', async () => {
    for (const format of ['geotiff', 'pcap']) {
      const one = await generateSample(facts(format, format === 'pcap' ? 'Cybersecurity' : 'Geospatial', 'Intrusion Attempts from Osaka'));
      const two = await generateSample(facts(format, format === 'pcap' ? 'Cybersecurity' : 'Geospatial', 'Intrusion Attempts from Osaka'));
      expect(one.bytes.equals(two.bytes)).toBe(true);
    }
  });

  it('a TIFF: little-endian header, its first directory right after, and the pixels where the strip offset says', async () => {
    const { bytes, contentType } = await generateSample(facts('geotiff', 'Geospatial', 'Aerial Orthophotos from Osaka'));
    expect(contentType).toBe('image/tiff');
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x49, 0x49, 0x2a, 0x00]));
    const entries = bytes.readUInt16LE(8);
    const tags = Array.from({ length: entries }, (_, i) => bytes.readUInt16LE(10 + i * 12));
    expect(tags).toEqual([...tags].sort((a, b) => a - b));
    expect(tags).toEqual(expect.arrayContaining([33550, 33922, 34735]));
    const value = (tag: number) => bytes.readUInt32LE(10 + tags.indexOf(tag) * 12 + 8);
    expect(value(273) + value(279)).toBe(bytes.length);
    expect(value(279)).toBe(256 * 256 * 3);
  });

  it('a pcap: every IPv4 header checksum right, every packet inside the collection period', async () => {
    const { bytes } = await generateSample(facts('pcap', 'Cybersecurity', 'Intrusion Attempts from Osaka'));
    expect(bytes.readUInt32LE(0)).toBe(0xa1b2c3d4);
    const from = Date.parse('2022-06-01T00:00:00Z') / 1000;
    const to = Date.parse('2022-07-01T00:00:00Z') / 1000;
    let at = 24;
    let packets = 0;
    while (at < bytes.length) {
      const seconds = bytes.readUInt32LE(at);
      const length = bytes.readUInt32LE(at + 8);
      expect(seconds).toBeGreaterThanOrEqual(from);
      expect(seconds).toBeLessThan(to);
      const ip = bytes.subarray(at + 16 + 14, at + 16 + 34);
      let sum = 0;
      for (let i = 0; i < 20; i += 2) sum += ip.readUInt16BE(i);
      while (sum > 0xffff) sum = (sum & 0xffff) + (sum >>> 16);
      expect(sum).toBe(0xffff);
      at += 16 + length;
      packets += 1;
    }
    expect(at).toBe(bytes.length);
    expect(packets).toBeGreaterThan(40);
  });
});
