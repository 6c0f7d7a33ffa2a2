import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../wire/api-types';
import { marketplaceErrorCode, OWN_ERROR_CODES, type AppError } from './app-error';

describe('AppError codes', () => {
  it("take the app's own codes, the API's and a marketplace's as it sent them, and no made-up one", () => {
    const errors: AppError[] = [
      { kind: 'network', code: 'cancelled', message: '' },
      { kind: 'forbidden', code: 'insufficient_scope', message: '' },
      { kind: 'invalid_input', code: marketplaceErrorCode('E_PAGE'), message: '' },
      // @ts-expect-error a misspelt code is not one the app knows (tsc -b checks this line)
      { kind: 'network', code: 'canceled', message: '' },
    ];
    expect(errors.map((error) => error.code)).toEqual(['cancelled', 'insufficient_scope', 'E_PAGE', 'canceled']);
  });

  it('lists each of its own codes once, and a shared word only where the API means the same', () => {
    expect(new Set(OWN_ERROR_CODES).size).toBe(OWN_ERROR_CODES.length);
    expect(OWN_ERROR_CODES.filter((code) => (ERROR_CODES as readonly string[]).includes(code))).toEqual(['quota_exceeded']);
  });
});
