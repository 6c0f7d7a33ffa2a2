/**
 * A classic pcap capture, read over a DataView (the format is a 24-byte header and records of
 * 16 bytes each before their packet): Ethernet (with VLAN tags), Linux cooked and raw IP links;
 * IPv4 and IPv6; TCP, UDP and ICMP, with a word on what each packet is (TCP flags, a DNS name,
 * an HTTP request line, TLS). At most 100,000 packets are read; flows are counted both ways.
 */
import type { PacketFlow, PacketRow, PacketsView } from './view-model';

export const MAX_PACKETS = 100_000;
const MAX_FLOWS = 200;
const MAX_ROWS = 500;
/** No link layer captures more in one packet (pcap's own snapshot limit is 262,144 bytes). */
const MAX_PACKET_BYTES = 262_144;

const LINK_TYPES: Readonly<Record<number, string>> = { 0: 'BSD loopback', 1: 'Ethernet', 12: 'raw IP', 101: 'raw IP', 113: 'Linux cooked capture' };
const PROTOCOLS: Readonly<Record<number, string>> = { 1: 'ICMP', 6: 'TCP', 17: 'UDP', 58: 'ICMPv6' };

interface Decoded {
  protocol: string;
  source: string;
  destination: string;
  info: string;
}

export function parsePcap(path: string, bytes: Uint8Array): PacketsView {
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 24) throw new Error(`${nameOf(path)} is too short for a pcap header (${bytes.length} bytes).`);
  const magic = data.getUint32(0, true);
  const little = magic === 0xa1b2c3d4 || magic === 0xa1b23c4d;
  if (!little && data.getUint32(0, false) !== 0xa1b2c3d4 && data.getUint32(0, false) !== 0xa1b23c4d) throw new Error(`${nameOf(path)} is not a pcap file.`);
  const nanoseconds = data.getUint32(0, little) === 0xa1b23c4d;
  const link = data.getUint32(20, little) & 0xffff;
  const view: PacketsView = {
    view: 'packets',
    path,
    linkType: LINK_TYPES[link] ?? `link type ${link}`,
    packetCount: 0,
    more: false,
    firstMs: null,
    lastMs: null,
    flows: [],
    flowCount: 0,
    packets: [],
    problems: [],
  };
  if (LINK_TYPES[link] === undefined) view.problems.push(`The capture's link type (${link}) is not one the preview reads; packets are counted, not decoded.`);
  const flows = new Map<string, PacketFlow>();
  let at = 24;
  while (at < bytes.length) {
    if (view.packetCount >= MAX_PACKETS) {
      view.more = true;
      break;
    }
    if (at + 16 > bytes.length) {
      view.problems.push(`The file ends inside the header of packet ${view.packetCount + 1} (a cut capture).`);
      break;
    }
    const seconds = data.getUint32(at, little);
    const fraction = data.getUint32(at + 4, little);
    const captured = data.getUint32(at + 8, little);
    const length = data.getUint32(at + 12, little);
    if (captured > MAX_PACKET_BYTES) {
      view.problems.push(
        `Packet ${view.packetCount + 1} states ${captured.toLocaleString('en')} captured bytes, more than a capture holds; the preview stops there.`,
      );
      break;
    }
    if (at + 16 + captured > bytes.length) {
      view.problems.push(`The file ends inside packet ${view.packetCount + 1} (a cut capture).`);
      break;
    }
    const ms = seconds * 1000 + (nanoseconds ? fraction / 1e6 : fraction / 1e3);
    const frame = bytes.subarray(at + 16, at + 16 + captured);
    at += 16 + captured;
    view.packetCount += 1;
    view.firstMs ??= ms;
    view.lastMs = ms;
    const decoded = decodeFrame(link, frame);
    if (view.packets.length < MAX_ROWS) view.packets.push({ index: view.packetCount, ms, length, ...decoded } satisfies PacketRow);
    if (decoded.source === '') continue;
    const key = [decoded.protocol, ...[decoded.source, decoded.destination].sort()].join(' ');
    const flow = flows.get(key);
    if (flow) {
      flow.packets += 1;
      flow.bytes += length;
      flow.lastMs = ms;
    } else
      flows.set(key, {
        protocol: decoded.protocol,
        source: decoded.source,
        destination: decoded.destination,
        packets: 1,
        bytes: length,
        firstMs: ms,
        lastMs: ms,
      });
  }
  view.flowCount = flows.size;
  view.flows = [...flows.values()].sort((a, b) => b.packets - a.packets || a.firstMs - b.firstMs).slice(0, MAX_FLOWS);
  return view;
}

function decodeFrame(link: number, frame: Uint8Array): Decoded {
  const unknown = (info: string): Decoded => ({ protocol: '—', source: '', destination: '', info });
  const data = new DataView(frame.buffer, frame.byteOffset, frame.byteLength);
  let offset: number;
  let etherType: number;
  if (link === 1) {
    if (frame.length < 14) return unknown('Ethernet frame cut short');
    etherType = data.getUint16(12);
    offset = 14;
    while ((etherType === 0x8100 || etherType === 0x88a8) && frame.length >= offset + 4) {
      etherType = data.getUint16(offset + 2);
      offset += 4;
    }
  } else if (link === 113) {
    if (frame.length < 16) return unknown('Linux cooked header cut short');
    etherType = data.getUint16(14);
    offset = 16;
  } else if (link === 0) {
    if (frame.length < 4) return unknown('loopback header cut short');
    etherType = (frame[4] ?? 0) >> 4 === 6 ? 0x86dd : 0x0800;
    offset = 4;
  } else if (link === 12 || link === 101) {
    etherType = (frame[0] ?? 0) >> 4 === 6 ? 0x86dd : 0x0800;
    offset = 0;
  } else return unknown('not decoded');
  if (etherType === 0x0806) return { protocol: 'ARP', source: '', destination: '', info: 'ARP' };
  if (etherType === 0x0800) {
    if (frame.length < offset + 20) return unknown('IPv4 header cut short');
    const headerLength = ((frame[offset] ?? 0) & 0x0f) * 4;
    const protocol = frame[offset + 9] ?? 0;
    const source = [...frame.subarray(offset + 12, offset + 16)].join('.');
    const destination = [...frame.subarray(offset + 16, offset + 20)].join('.');
    return transport(protocol, source, destination, frame.subarray(offset + Math.max(20, headerLength)));
  }
  if (etherType === 0x86dd) {
    if (frame.length < offset + 40) return unknown('IPv6 header cut short');
    const protocol = frame[offset + 6] ?? 0;
    return transport(protocol, ipv6(frame.subarray(offset + 8, offset + 24)), ipv6(frame.subarray(offset + 24, offset + 40)), frame.subarray(offset + 40));
  }
  return unknown(`EtherType 0x${etherType.toString(16).padStart(4, '0')}`);
}

function transport(protocol: number, sourceIp: string, destinationIp: string, segment: Uint8Array): Decoded {
  const name = PROTOCOLS[protocol] ?? `IP protocol ${protocol}`;
  const data = new DataView(segment.buffer, segment.byteOffset, segment.byteLength);
  const ipv6Address = sourceIp.includes(':');
  const join = (ip: string, port: number) => (ipv6Address ? `[${ip}]:${port}` : `${ip}:${port}`);
  if ((protocol === 6 || protocol === 17) && segment.length >= (protocol === 6 ? 20 : 8)) {
    const sourcePort = data.getUint16(0);
    const destinationPort = data.getUint16(2);
    const payload = segment.subarray(protocol === 6 ? Math.max(20, ((segment[12] ?? 0) >> 4) * 4) : 8);
    const info =
      protocol === 6
        ? [tcpFlags(segment[13] ?? 0), payloadWord(payload, sourcePort, destinationPort)].filter(Boolean).join(' · ')
        : udpWord(payload, sourcePort, destinationPort);
    return { protocol: name, source: join(sourceIp, sourcePort), destination: join(destinationIp, destinationPort), info };
  }
  if ((protocol === 1 || protocol === 58) && segment.length >= 1) {
    const type = segment[0] ?? 0;
    const words: Readonly<Record<number, string>> =
      protocol === 1 ? { 0: 'echo reply', 3: 'destination unreachable', 8: 'echo request', 11: 'time exceeded' } : { 128: 'echo request', 129: 'echo reply' };
    return { protocol: name, source: sourceIp, destination: destinationIp, info: words[type] ?? `type ${type}` };
  }
  return { protocol: name, source: sourceIp, destination: destinationIp, info: segment.length === 0 ? 'cut short' : '' };
}

function tcpFlags(flags: number): string {
  const names = (
    [
      [0x02, 'SYN'],
      [0x10, 'ACK'],
      [0x08, 'PSH'],
      [0x01, 'FIN'],
      [0x04, 'RST'],
      [0x20, 'URG'],
    ] as const
  )
    .filter(([bit]) => flags & bit)
    .map(([, name]) => name);
  return names.length > 0 ? `[${names.join(', ')}]` : '';
}

function payloadWord(payload: Uint8Array, sourcePort: number, destinationPort: number): string {
  if (payload.length === 0) return '';
  if (payload[0] === 0x16 && payload[1] === 0x03) return `TLS handshake, ${payload.length} bytes`;
  const head = printable(payload.subarray(0, 120));
  if (/^(GET|POST|PUT|DELETE|HEAD|OPTIONS|PATCH) \S+ HTTP\/1\.[01]/.test(head) || head.startsWith('HTTP/1.') || head.startsWith('SSH-'))
    return head.split(/\r?\n/)[0] ?? '';
  return `${payload.length} bytes${sourcePort === 443 || destinationPort === 443 ? ' (TLS)' : ''}`;
}

function udpWord(payload: Uint8Array, sourcePort: number, destinationPort: number): string {
  if ((sourcePort === 53 || destinationPort === 53) && payload.length >= 12) {
    const answer = ((payload[2] ?? 0) & 0x80) !== 0;
    const name = dnsName(payload, 12);
    return `DNS ${answer ? 'answer' : 'query'}${name ? ` ${name}` : ''}`;
  }
  return `${payload.length} bytes`;
}

/** The first question's name, labels only (no compression pointers: a question's name has none). */
function dnsName(payload: Uint8Array, start: number): string {
  const labels: string[] = [];
  let at = start;
  while (at < payload.length && labels.length < 64) {
    const length = payload[at] ?? 0;
    if (length === 0 || length > 63 || at + 1 + length > payload.length) break;
    labels.push(printable(payload.subarray(at + 1, at + 1 + length)));
    at += 1 + length;
  }
  return labels.join('.');
}

function printable(bytes: Uint8Array): string {
  return String.fromCharCode(...bytes).replace(/[^\x20-\x7e\r\n]/g, '.');
}

function ipv6(bytes: Uint8Array): string {
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push((((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0)).toString(16));
  return groups.join(':').replace(/(^|:)0(:0)+(:|$)/, '::');
}

const nameOf = (path: string) => path.split('/').pop() ?? path;
