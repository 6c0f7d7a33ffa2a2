/**
 * A packet capture (classic pcap, Ethernet) of a few flows inside the collection period: DNS
 * lookups, HTTPS and HTTP sessions with their handshakes, an ICMP echo, and — for intrusion
 * titles — a port scan and a brute-force burst. Addresses are private (10.0.0.0/8) and the
 * documentation ranges (RFC 5737), so no real host is named.
 */
import type { Random } from '../catalog/prng';
import type { SampleContext } from './sample-context';
import type { SampleFile } from './sample-file';

interface Packet {
  ms: number;
  frame: Buffer;
}

interface Endpoint {
  ip: readonly [number, number, number, number];
  mac: readonly number[];
  port: number;
}

/** RFC 5737's networks for documentation: 192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24. */
const DOCUMENTATION_NETS: ReadonlyArray<readonly [number, number, number]> = [
  [192, 0, 2],
  [198, 51, 100],
  [203, 0, 113],
];
const TCP = 6;
const UDP = 17;
const ICMP = 1;
const SYN = 0x02;
const ACK = 0x10;
const PSH = 0x08;
const FIN = 0x01;
const RST = 0x04;

export function pcapSample(random: Random, title: string, context: SampleContext): SampleFile {
  const span = Math.max(0, context.toMs - context.fromMs - 3_600_000);
  let clock = context.fromMs + Math.floor(random.float() * span);
  const packets: Packet[] = [];
  const tick = (ms: number) => (clock += ms + Math.floor(random.float() * ms));
  const gateway: number[] = [0x00, 0x1b, 0x21, random.int(0, 255), random.int(0, 255), random.int(0, 255)];
  const host = (last: number, port: number): Endpoint => ({
    ip: [10, 0, random.int(1, 20), last],
    mac: [0x02, 0x42, 0x0a, 0x00, random.int(0, 255), last],
    port,
  });
  const remote = (port: number): Endpoint => ({ ip: [...random.pick(DOCUMENTATION_NETS), random.int(2, 250)] as Endpoint['ip'], mac: gateway, port });
  const send = (from: Endpoint, to: Endpoint, protocol: number, payload: Buffer) =>
    packets.push({ ms: tick(2), frame: ethernet(from, to, ipv4(from, to, protocol, payload, random)) });

  for (let session = 0; session < random.int(3, 5); session++) {
    const client = host(random.int(10, 200), random.int(49_152, 65_000));
    const dns = { ip: [10, 0, 0, 53] as const, mac: gateway, port: 53 };
    const name = random.pick(['updates.example.com', 'cdn.example.net', 'mail.example.org', 'api.example.com']);
    const id = random.int(1, 65_535);
    send(client, dns, UDP, udp(client, dns, dnsQuery(id, name, false)));
    send(dns, client, UDP, udp(dns, client, dnsQuery(id, name, true)));
    const server = remote(random.chance(0.7) ? 443 : 80);
    tcpSession(send, client, server, server.port === 80 ? Buffer.from(`GET / HTTP/1.1\r\nHost: ${name}\r\n\r\n`) : tlsHello(random), random);
  }
  const pinger = host(random.int(10, 200), 0);
  const target = remote(0);
  send(pinger, target, ICMP, icmpEcho(8, random.int(1, 999)));
  send(target, pinger, ICMP, icmpEcho(0, random.int(1, 999)));

  if (/intrusion|attack|red-team|malicious|honeypot|zero-day/i.test(title)) {
    const scanner = remote(random.int(40_000, 60_000));
    const victim = host(random.int(10, 200), 0);
    for (const port of [21, 22, 23, 25, 80, 110, 139, 443, 445, 3389, 8080].slice(0, random.int(6, 11))) {
      const aimed = { ...victim, port };
      send(scanner, aimed, TCP, tcp(scanner, aimed, SYN, random.int(1, 2 ** 31), 0, Buffer.alloc(0)));
      send(aimed, scanner, TCP, tcp(aimed, scanner, RST | ACK, 0, 1, Buffer.alloc(0)));
    }
    for (let attempt = 0; attempt < random.int(3, 6); attempt++) {
      const attacker = { ...scanner, port: random.int(40_000, 60_000) };
      tcpSession(send, attacker, { ...victim, port: 22 }, Buffer.from('SSH-2.0-libssh_0.9.6\r\n'), random);
    }
  }
  return { fileName: 'sample.pcap', contentType: 'application/vnd.tcpdump.pcap', bytes: pcapFile(packets) };
}

type Send = (from: Endpoint, to: Endpoint, protocol: number, payload: Buffer) => void;

function tcpSession(send: Send, client: Endpoint, server: Endpoint, request: Buffer, random: Random): void {
  let clientSeq = random.int(1, 2 ** 31);
  let serverSeq = random.int(1, 2 ** 31);
  const empty = Buffer.alloc(0);
  send(client, server, TCP, tcp(client, server, SYN, clientSeq++, 0, empty));
  send(server, client, TCP, tcp(server, client, SYN | ACK, serverSeq++, clientSeq, empty));
  send(client, server, TCP, tcp(client, server, ACK, clientSeq, serverSeq, empty));
  send(client, server, TCP, tcp(client, server, PSH | ACK, clientSeq, serverSeq, request));
  clientSeq += request.length;
  const answer = Buffer.alloc(random.int(200, 1200), 0x2e);
  send(server, client, TCP, tcp(server, client, PSH | ACK, serverSeq, clientSeq, answer));
  serverSeq += answer.length;
  send(client, server, TCP, tcp(client, server, FIN | ACK, clientSeq++, serverSeq, empty));
  send(server, client, TCP, tcp(server, client, FIN | ACK, serverSeq++, clientSeq, empty));
  send(client, server, TCP, tcp(client, server, ACK, clientSeq, serverSeq, empty));
}

function pcapFile(packets: readonly Packet[]): Buffer {
  const header = Buffer.alloc(24);
  header.writeUInt32LE(0xa1b2c3d4, 0);
  header.writeUInt16LE(2, 4);
  header.writeUInt16LE(4, 6);
  header.writeUInt32LE(65_535, 16);
  header.writeUInt32LE(1, 20);
  const records = packets.map(({ ms, frame }) => {
    const record = Buffer.alloc(16);
    record.writeUInt32LE(Math.floor(ms / 1000), 0);
    record.writeUInt32LE((ms % 1000) * 1000, 4);
    record.writeUInt32LE(frame.length, 8);
    record.writeUInt32LE(frame.length, 12);
    return Buffer.concat([record, frame]);
  });
  return Buffer.concat([header, ...records]);
}

function ethernet(from: Endpoint, to: Endpoint, packet: Buffer): Buffer {
  const frame = Buffer.alloc(14);
  Buffer.from(to.mac).copy(frame, 0);
  Buffer.from(from.mac).copy(frame, 6);
  frame.writeUInt16BE(0x0800, 12);
  return Buffer.concat([frame, packet]);
}

function ipv4(from: Endpoint, to: Endpoint, protocol: number, payload: Buffer, random: Random): Buffer {
  const header = Buffer.alloc(20);
  header[0] = 0x45;
  header.writeUInt16BE(20 + payload.length, 2);
  header.writeUInt16BE(random.int(0, 65_535), 4);
  header.writeUInt16BE(0x4000, 6);
  header[8] = 64;
  header[9] = protocol;
  Buffer.from(from.ip).copy(header, 12);
  Buffer.from(to.ip).copy(header, 16);
  header.writeUInt16BE(checksum(header), 10);
  return Buffer.concat([header, payload]);
}

/** The TCP or UDP checksum over the IPv4 pseudo-header. */
function transportChecksum(from: Endpoint, to: Endpoint, protocol: number, segment: Buffer): number {
  const pseudo = Buffer.alloc(12);
  Buffer.from(from.ip).copy(pseudo, 0);
  Buffer.from(to.ip).copy(pseudo, 4);
  pseudo[9] = protocol;
  pseudo.writeUInt16BE(segment.length, 10);
  return checksum(Buffer.concat([pseudo, segment]));
}

function tcp(from: Endpoint, to: Endpoint, flags: number, seq: number, ack: number, payload: Buffer): Buffer {
  const segment = Buffer.alloc(20 + payload.length);
  segment.writeUInt16BE(from.port, 0);
  segment.writeUInt16BE(to.port, 2);
  segment.writeUInt32BE(seq >>> 0, 4);
  segment.writeUInt32BE(ack >>> 0, 8);
  segment[12] = 5 << 4;
  segment[13] = flags;
  segment.writeUInt16BE(64_240, 14);
  payload.copy(segment, 20);
  segment.writeUInt16BE(transportChecksum(from, to, TCP, segment), 16);
  return segment;
}

function udp(from: Endpoint, to: Endpoint, payload: Buffer): Buffer {
  const segment = Buffer.alloc(8 + payload.length);
  segment.writeUInt16BE(from.port, 0);
  segment.writeUInt16BE(to.port, 2);
  segment.writeUInt16BE(segment.length, 4);
  payload.copy(segment, 8);
  segment.writeUInt16BE(transportChecksum(from, to, UDP, segment) || 0xffff, 6);
  return segment;
}

function icmpEcho(type: 0 | 8, sequence: number): Buffer {
  const message = Buffer.alloc(40, 0x61);
  message[0] = type;
  message[1] = 0;
  message.writeUInt16BE(0x1d2c, 4);
  message.writeUInt16BE(sequence, 6);
  message.writeUInt16BE(0, 2);
  message.writeUInt16BE(checksum(message), 2);
  return message;
}

/** A DNS A query, or its answer (one address in the documentation range). */
function dnsQuery(id: number, name: string, answer: boolean): Buffer {
  const header = Buffer.alloc(12);
  header.writeUInt16BE(id, 0);
  header.writeUInt16BE(answer ? 0x8180 : 0x0100, 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(answer ? 1 : 0, 6);
  const labels = Buffer.concat([
    ...name.split('.').map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label)])),
    Buffer.from([0, 0, 1, 0, 1]),
  ]);
  if (!answer) return Buffer.concat([header, labels]);
  const record = Buffer.from([0xc0, 0x0c, 0, 1, 0, 1, 0, 0, 0x0e, 0x10, 0, 4, 203, 0, 113, 10 + (id % 200)]);
  return Buffer.concat([header, labels, record]);
}

/** The first bytes of a TLS 1.2 ClientHello record (enough for a reader to call it TLS). */
function tlsHello(random: Random): Buffer {
  const body = Buffer.alloc(48);
  for (let i = 0; i < body.length; i++) body[i] = random.int(0, 255);
  return Buffer.concat([Buffer.from([0x16, 0x03, 0x01, 0x00, body.length + 4, 0x01, 0x00, 0x00, body.length]), body]);
}

function checksum(bytes: Buffer): number {
  let sum = 0;
  for (let i = 0; i < bytes.length; i += 2) sum += ((bytes[i] as number) << 8) | (bytes[i + 1] ?? 0);
  while (sum > 0xffff) sum = (sum & 0xffff) + (sum >>> 16);
  return ~sum & 0xffff;
}
