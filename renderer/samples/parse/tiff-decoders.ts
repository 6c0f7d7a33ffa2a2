/**
 * The TIFF compressions the preview draws: none, and Deflate through fflate fed 16 KB at a time
 * and stopped once a strip or tile inflates past the size its header states (geotiff.js's own
 * Deflate decoder would inflate a bomb whole). Other compressions are described, not drawn.
 */
import { addDecoder, BaseDecoder } from 'geotiff';
import { Unzlib } from 'fflate';

export const DRAWN_COMPRESSIONS: Readonly<Record<number, string>> = { 1: 'none', 8: 'Deflate', 32946: 'Deflate' };
export const COMPRESSION_NAMES: Readonly<Record<number, string>> = {
  ...DRAWN_COMPRESSIONS,
  5: 'LZW',
  6: 'old-style JPEG',
  7: 'JPEG',
  32773: 'PackBits',
  34887: 'LERC',
  50000: 'Zstandard',
  50001: 'WebP',
};

const FEED_BYTES = 16 * 1024;

interface BlockParameters {
  tileWidth: number;
  tileHeight: number;
  planarConfiguration: number;
  bitsPerSample: number | ArrayLike<number>;
}

class CappedDeflateDecoder extends BaseDecoder {
  override decodeBlock(buffer: ArrayBuffer): ArrayBuffer {
    const { tileWidth, tileHeight, planarConfiguration, bitsPerSample } = (this as unknown as { parameters: BlockParameters }).parameters;
    const bits = typeof bitsPerSample === 'number' ? [bitsPerSample] : Array.from(bitsPerSample);
    const pixelBits = planarConfiguration === 2 ? (bits[0] ?? 8) : bits.reduce((sum, value) => sum + value, 0);
    const expected = Math.ceil((tileWidth * tileHeight * pixelBits) / 8);
    if (!Number.isSafeInteger(expected) || expected <= 0) throw new Error('a compressed block of no stated size');
    const out = new Uint8Array(expected);
    let filled = 0;
    let over = false;
    const inflater = new Unzlib((chunk) => {
      if (filled + chunk.length > expected) over = true;
      out.set(chunk.subarray(0, Math.max(0, expected - filled)), filled);
      filled = Math.min(expected, filled + chunk.length);
    });
    const input = new Uint8Array(buffer);
    for (let at = 0; at < input.length && !over; at += FEED_BYTES) inflater.push(input.subarray(at, at + FEED_BYTES), at + FEED_BYTES >= input.length);
    if (over) throw new Error(`a compressed block inflates past the ${expected.toLocaleString('en')} bytes its header states`);
    return out.buffer;
  }
}

addDecoder([8, 32946], () => Promise.resolve(CappedDeflateDecoder));
