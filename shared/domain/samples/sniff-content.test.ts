import { describe, expect, it } from 'vitest';
import { sniffContent } from './sniff-content';

const text = (value: string) => new TextEncoder().encode(value);

describe('sniffContent', () => {
  it('knows containers, images, audio and scientific formats by their first bytes', () => {
    expect(sniffContent(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0]))).toBe('zip');
    expect(sniffContent(new Uint8Array([0x1f, 0x8b, 8, 0]))).toBe('gzip');
    expect(sniffContent(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffContent(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffContent(text('RIFF\0\0\0\0WAVEfmt '))).toBe('wav');
    expect(sniffContent(text('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffContent(text('fLaC\0\0\0"'))).toBe('flac');
    expect(sniffContent(text('ID3\x04\0\0'))).toBe('mp3');
    expect(sniffContent(new Uint8Array([0xff, 0xfb, 0x90, 0x64]))).toBe('mp3');
    expect(sniffContent(text('PAR1\x15\x04'))).toBe('parquet');
    expect(sniffContent(text('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffContent(new Uint8Array([0, 0, 0, 0x18, ...text('ftypisom')]))).toBe('mp4');
    const dicom = new Uint8Array(200);
    dicom.set(text('DICM'), 128);
    expect(sniffContent(dicom)).toBe('dicom');
    expect(sniffContent(text('#ROSBAG V2.0\nE\0\0\0'))).toBe('rosbag');
    expect(sniffContent(new Uint8Array([0x55, 0x4c, 0x6f, 0x67, 0x01, 0x12, 0x35, 1]))).toBe('ulog');
    expect(sniffContent(new Uint8Array())).toBe('empty');
    expect(sniffContent(new Uint8Array([0, 1, 2, 3, 250, 251]))).toBe('binary');
  });

  it('reads a page with a script as HTML whatever it is called or served as', () => {
    expect(sniffContent(text('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'))).toBe('html');
    expect(sniffContent(text('name,value\n<script>fetch("//evil")</script>,1\n'))).toBe('html');
    expect(sniffContent(text('\uFEFF  <html lang="en">'))).toBe('html');
  });

  it('reads SVG as SVG (never an image to show), and other markup as XML', () => {
    expect(sniffContent(text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'))).toBe('svg');
    expect(sniffContent(text('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe('svg');
    expect(sniffContent(text('<annotation><filename>1.jpg</filename></annotation>'))).toBe('xml');
  });

  it('tells JSON from other text, and text from binary that is not UTF-8', () => {
    expect(sniffContent(text('[{"a":1}]'))).toBe('json');
    expect(sniffContent(text('{"a":1}\n{"a":2}\n'))).toBe('json');
    expect(sniffContent(text('a,b\n1,2\n'))).toBe('text');
    expect(sniffContent(new Uint8Array([0x61, 0xc3, 0x28]))).toBe('binary');
  });

  it('does not refuse long text whose probe ends in the middle of a character', () => {
    const long = text(`${'é'.repeat(40_000)}`);
    expect(sniffContent(long)).toBe('text');
  });

  it('knows a NIfTI-1 volume, a shape or index file and a PCD cloud (ASCII or binary) by their headers, not their names', () => {
    const nifti = new Uint8Array(352);
    new DataView(nifti.buffer).setInt32(0, 348, true);
    nifti.set(text('n+1\0'), 344);
    expect(sniffContent(nifti)).toBe('nifti');
    nifti.set(text('n+2\0'), 344);
    expect(sniffContent(nifti)).toBe('binary');
    const shp = new Uint8Array(100);
    new DataView(shp.buffer).setInt32(0, 9994, false);
    new DataView(shp.buffer).setInt32(28, 1000, true);
    expect(sniffContent(shp)).toBe('shapefile');
    const header = '# .PCD v0.7\nVERSION 0.7\nFIELDS x y z\nSIZE 4 4 4\nTYPE F F F\nCOUNT 1 1 1\nWIDTH 1\nHEIGHT 1\nPOINTS 1\n';
    expect(sniffContent(text(`${header}DATA ascii\n1 2 3\n`))).toBe('pcd');
    expect(sniffContent(new Uint8Array([...text(`${header}DATA binary\n`), 0, 0, 0x80, 0x3f, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe('pcd');
    expect(sniffContent(text('VERSION 1.2\nno fields here\n'))).toBe('text');
  });
});
