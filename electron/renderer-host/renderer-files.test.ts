import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupRendererFile, safePathSegments } from './renderer-files';

let base = '';
let root = '';

beforeAll(() => {
  base = mkdtempSync(path.join(os.tmpdir(), 'dmd-renderer-files-'));
  root = path.join(base, 'renderer');
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), '<!doctype html>');
  writeFileSync(path.join(root, 'assets', 'index-abc12345.js'), 'console.log(1)');
  writeFileSync(path.join(base, 'secret.txt'), 'outside');
  symlinkSync(path.join(base, 'secret.txt'), path.join(root, 'assets', 'link.txt'));
});

afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('safePathSegments', () => {
  it('refuses every way of leaving the root', () => {
    for (const evil of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/..%5csecret.txt',
      '/a%00b',
      '/C:%5cwindows',
      '/%E0%A4%A',
    ]) {
      expect(safePathSegments(evil), evil).toBeNull();
    }
  });
  it('splits ordinary paths and drops the query', () => {
    expect(safePathSegments('/assets/index-abc.js?v=1')).toEqual(['assets', 'index-abc.js']);
    expect(safePathSegments('/')).toEqual([]);
  });
});

describe('lookupRendererFile', () => {
  it('serves files under the root with their content type', async () => {
    const found = await lookupRendererFile(root, '/assets/index-abc12345.js');
    expect(found).toMatchObject({ kind: 'file', contentType: 'text/javascript; charset=utf-8', isIndexHtml: false });
  });

  it('serves index.html for / and for app routes without an extension', async () => {
    expect(await lookupRendererFile(root, '/')).toMatchObject({ kind: 'file', isIndexHtml: true });
    expect(await lookupRendererFile(root, '/datasets/some-slug')).toMatchObject({ kind: 'file', isIndexHtml: true });
  });

  it('answers not-found for a missing asset rather than index.html', async () => {
    expect(await lookupRendererFile(root, '/assets/missing.js')).toEqual({ kind: 'not-found' });
  });

  it('refuses traversal and symlinks that point outside the root', async () => {
    expect(await lookupRendererFile(root, '/../secret.txt')).toEqual({ kind: 'refused' });
    expect(await lookupRendererFile(root, '/%2e%2e/secret.txt')).toEqual({ kind: 'refused' });
    expect(await lookupRendererFile(root, '/assets/link.txt')).toEqual({ kind: 'refused' });
  });
});
