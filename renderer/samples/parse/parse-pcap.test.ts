/** Packet captures as the marketplace writes them, and hostile ones: each ends in a view or a clear message. */
import { describe, expect, it } from 'vitest';
import { generateSample } from '@dmd/marketplace/testing';
import { sniffContent } from '../../../shared/domain/samples/sniff-content';
import { MAX_PACKETS } from './parse-pcap';
import { parseSample } from './parse-sample';
import type { PacketsView, WorkerFile } from './view-model';

const fileOf = (path: string, bytes: Uint8Array): WorkerFile => ({
  path,
  kind: sniffContent(bytes),
  bytes: bytes.length,
  data: Buffer.from(bytes).toString('base64'),
});
const viewOf = async (path: string, bytes: Uint8Array) => (await parseSample([fileOf(path, bytes)])).view as PacketsView;

async function capture(title: string): Promise<Uint8Array> {
  const sample = await generateSample({
    id: `9c8d-${title}`,
    format: 'pcap',
    category: 'Cybersecurity',
    modality: 'network-traffic',
    title,
    itemCount: 5000,
    sizeBytes: 1e9,
    collectedFrom: '2023-03-01',
    collectedTo: '2023-03-31',
  });
  return new Uint8Array(sample.bytes);
}

/** A pcap header and `count` records of `size` bytes each (zeros). */
function synthetic(count: number, size: number): Uint8Array {
  const bytes = new Uint8Array(24 + count * (16 + size));
  const data = new DataView(bytes.buffer);
  data.setUint32(0, 0xa1b2c3d4, true);
  data.setUint32(20, 1, true);
  for (let i = 0; i < count; i++) {
    data.setUint32(24 + i * (16 + size) + 8, size, true);
    data.setUint32(24 + i * (16 + size) + 12, size, true);
  }
  return bytes;
}

describe('parsePcap on the marketplace’s captures', () => {
  it('flows and packets, inside the collection period, with what each packet is', async () => {
    const view = await viewOf('sample.pcap', await capture('Network Flow Records from France'));
    expect(view).toMatchObject({ view: 'packets', linkType: 'Ethernet', more: false, problems: [] });
    expect(view.packets).toHaveLength(view.packetCount);
    expect(view.firstMs).toBeGreaterThanOrEqual(Date.parse('2023-03-01T00:00:00Z'));
    expect(view.lastMs).toBeLessThanOrEqual(Date.parse('2023-04-01T00:00:00Z'));
    const infos = view.packets.map((packet) => packet.info);
    expect(infos.some((info) => /^DNS query \w+\.example\.(com|net|org)$/.test(info))).toBe(true);
    expect(infos).toContain('[SYN]');
    expect(infos).toContain('echo request');
    expect(view.flows.map((flow) => flow.protocol)).toEqual(expect.arrayContaining(['TCP', 'UDP', 'ICMP']));
    // Each TCP session is one flow both ways: 8 packets.
    expect(view.flows.find((flow) => flow.protocol === 'TCP')?.packets).toBe(8);
  });

  it('an intrusion title holds a port scan: SYNs answered by RSTs', async () => {
    const view = await viewOf('sample.pcap', await capture('Multi-vector Intrusion Attempts from Japan'));
    expect(view.packets.filter((packet) => packet.info === '[ACK, RST]').length).toBeGreaterThanOrEqual(6);
    expect(view.packets.some((packet) => packet.info.includes('SSH-2.0-'))).toBe(true);
  });
});

describe('parsePcap on hostile captures', () => {
  it('a cut file says where it ends and keeps what it read', async () => {
    const whole = await capture('Network Flow Records from France');
    const view = await viewOf('cut.pcap', whole.subarray(0, 24 + 16 + 75 + 16 + 10));
    expect(view.packetCount).toBe(1);
    expect(view.problems).toEqual(['The file ends inside packet 2 (a cut capture).']);
  });

  it('a record claiming 4 GB stops the reading there', async () => {
    const bytes = synthetic(2, 60);
    new DataView(bytes.buffer).setUint32(24 + 76 + 8, 0xffffffff, true);
    const view = await viewOf('absurd.pcap', bytes);
    expect(view.packetCount).toBe(1);
    expect(view.problems).toEqual(['Packet 2 states 4,294,967,295 captured bytes, more than a capture holds; the preview stops there.']);
  });

  it(`a capture of more than ${MAX_PACKETS.toLocaleString('en')} packets is read to that many, and says so`, async () => {
    const view = await viewOf('many.pcap', synthetic(MAX_PACKETS + 5, 0));
    expect(view).toMatchObject({ packetCount: MAX_PACKETS, more: true });
    expect(view.packets).toHaveLength(500);
  });

  it('frames too short for their headers are listed, not decoded', async () => {
    const view = await viewOf('short.pcap', synthetic(3, 6));
    expect(view.packets.map((packet) => packet.info)).toEqual(['Ethernet frame cut short', 'Ethernet frame cut short', 'Ethernet frame cut short']);
    expect(view.flows).toEqual([]);
  });

  it('a header only (no packets), and a header cut short', async () => {
    expect(await viewOf('empty.pcap', synthetic(0, 0))).toMatchObject({ packetCount: 0, firstMs: null, flows: [] });
    await expect(parseSample([{ ...fileOf('tiny.pcap', synthetic(0, 0).subarray(0, 10)), kind: 'pcap' }])).rejects.toThrow(
      'tiny.pcap is too short for a pcap header (10 bytes).',
    );
  });

  it('a capture named .json is read as a capture (its bytes say so)', async () => {
    expect((await viewOf('data.json', await capture('Network Flow Records'))).view).toBe('packets');
  });
});
