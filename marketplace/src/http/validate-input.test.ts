import { describe, expect, it } from 'vitest';
import { compatibilityRequestSchema, listDatasetsQuerySchema } from '../schemas/request-schemas';
import { ApiError } from './api-error';
import { parseInput, pickQueryValues } from './validate-input';

const keys = Object.keys(listDatasetsQuerySchema.shape);
const parseQuery = (query: string) => parseInput(listDatasetsQuerySchema, pickQueryValues(new URLSearchParams(query), keys), 'query');

function errorOf(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('query validation', () => {
  it('applies defaults and converts types', () => {
    expect(parseQuery('')).toEqual({ order: 'desc', page: 1, per_page: 20 });
    expect(parseQuery('lqs_min=72.5&price_max=100&hipaa=1&gdpr=false&page=3&per_page=500&sort=price&order=asc')).toEqual({
      lqs_min: 72.5,
      price_max: 100,
      hipaa: true,
      gdpr: false,
      page: 3,
      per_page: 100,
      sort: 'price',
      order: 'asc',
    });
  });

  it('ignores unknown parameters and empty values', () => {
    expect(parseQuery('foo=bar&q=&api_key=secret')).toEqual({ order: 'desc', page: 1, per_page: 20 });
  });

  it('refuses a parameter given twice', () => {
    expect(errorOf(() => parseQuery('sort=price&sort=price')).details).toEqual({ param: 'sort' });
  });

  it('names the parameter and says what is wrong', () => {
    const page = errorOf(() => parseQuery('page=0'));
    expect(page).toMatchObject({ status: 400, code: 'invalid_parameter', details: { param: 'page' } });
    expect(page.message).toBe('page must be at least 1.');
    expect(errorOf(() => parseQuery('per_page=2.5')).message).toBe('per_page must be a whole number.');
    expect(errorOf(() => parseQuery('lqs_min=abc')).message).toBe('lqs_min must be a number.');
    expect(errorOf(() => parseQuery('lqs_min=100.5')).message).toBe('lqs_min must be at most 100.');
    expect(errorOf(() => parseQuery('order=sideways')).details).toEqual({ param: 'order', allowed: ['asc', 'desc'] });
  });
});

describe('body validation', () => {
  const parseBody = (body: unknown) => parseInput(compatibilityRequestSchema, body, 'body');

  it('defaults use_case to commercial_training and trims ids', () => {
    expect(parseBody({ dataset_ids: [' a ', 'b'] })).toEqual({ dataset_ids: ['a', 'b'], use_case: 'commercial_training' });
  });

  it('says which item is wrong and which ids repeat', () => {
    expect(errorOf(() => parseBody({ dataset_ids: ['a', 3] })).message).toBe('dataset_ids[1] must be a string.');
    expect(errorOf(() => parseBody({})).message).toBe('dataset_ids is required.');
    expect(errorOf(() => parseBody({ dataset_ids: ['a'] })).message).toBe('dataset_ids must have at least 2 items.');
    expect(errorOf(() => parseBody({ dataset_ids: ['a', 'b', 'a', 'b'] })).details).toEqual({ param: 'dataset_ids', duplicates: ['a', 'b'] });
    expect(errorOf(() => parseBody('text')).details).toEqual({ param: 'body' });
  });
});
