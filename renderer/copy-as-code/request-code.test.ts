import { describe, expect, it } from 'vitest';
import {
  accountRequest,
  compatibilityRequest,
  datasetRequest,
  pythonLiteral,
  pythonString,
  requestUrl,
  searchRequest,
  shellQuote,
  toCurl,
  toPython,
} from './request-code';

const BASE = 'https://api.example.com/';
const KEY = 'ls_live_Ab3dEfGhIjKlMnOpQrStUvWxYz012345';

describe('the copied code', () => {
  it('reads the key from the environment and never writes it', () => {
    const request = { ...searchRequest({ q: 'cats' }), params: [['q', 'cats'] as [string, string], ['api_key', KEY] as [string, string]] };
    for (const code of [toCurl(BASE, request), toPython(BASE, request)]) {
      expect(code).not.toContain(KEY);
      expect(code).not.toMatch(/[?&]api_key=|"api_key"/i);
      expect(code).toContain('LS_API_KEY');
    }
    expect(toCurl(BASE, request)).toContain('-H "X-Api-Key: $LS_API_KEY"');
    expect(toPython(BASE, request)).toContain('os.environ["LS_API_KEY"]');
  });

  it('writes the search as the core sends it: only what narrows, hipaa only when true', () => {
    const request = searchRequest({ q: ' medical  ', hipaa: true, gdpr: false, lqs_min: 80, per_page: 20 });
    expect(requestUrl(BASE, request)).toBe('https://api.example.com/v1/datasets?q=medical&hipaa=true&lqs_min=80&per_page=20');
    expect(toPython(BASE, request)).toContain('("hipaa", "true"),');
  });

  it('encodes a record id in its path', () => {
    expect(requestUrl('http://127.0.0.1:4000', datasetRequest('a/b?c', '/quality'))).toBe('http://127.0.0.1:4000/v1/datasets/a%2Fb%3Fc/quality');
    expect(requestUrl(BASE, accountRequest)).toBe('https://api.example.com/v1/me');
  });

  it('sends a compatibility check as JSON, in both languages', () => {
    const request = compatibilityRequest(['a', "it's"], 'research');
    expect(toCurl(BASE, request)).toContain(`-X POST 'https://api.example.com/v1/licenses/compatibility'`);
    expect(toCurl(BASE, request)).toContain(`--data '{"dataset_ids":["a","it'\\''s"],"use_case":"research"}'`);
    expect(toPython(BASE, request)).toContain(
      'json={\n        "dataset_ids": [\n            "a",\n            "it\'s",\n        ],\n        "use_case": "research",\n    },',
    );
  });
});

describe('quoting', () => {
  it('keeps a shell word whole whatever it holds', () => {
    expect(shellQuote(`it's $HOME \`id\` "x"\n`)).toBe(`'it'\\''s $HOME \`id\` "x"\n'`);
  });

  it('writes Python literals that cannot be ended early', () => {
    expect(pythonString('a"b\\c\n\u2028')).toBe('"a\\"b\\\\c\\n\\u2028"');
    expect(pythonLiteral({ on: true, off: false, none: null, list: [] })).toBe('{\n    "on": True,\n    "off": False,\n    "none": None,\n    "list": [],\n}');
  });
});
