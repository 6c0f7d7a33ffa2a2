/**
 * The page `urls.dataset` names, over real HTTP: it reads true against the dataset's API record,
 * prints dates a person reads (with the ISO value kept), and an address it cannot show gets an HTML
 * page in the same look and with the same strict headers, never the API's JSON error body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatasetDetail, DatasetList } from '../../../shared/wire/api-types';
import { LQS_MEANING } from '../../../shared/domain/lqs';
import { datasetDetailSchema } from '@dmd/marketplace/testing';
import { call, expectShape, readDatabase, startFixture, type Fixture } from './marketplace-fixture';

let fixture: Fixture;
let details: DatasetDetail[];

beforeAll(async () => {
  fixture = await startFixture({ dailyQuotaOverride: { pro: 100_000 } });
  const key = fixture.marketplace.proKey;
  const list = await call<DatasetList>(fixture.marketplace, '/v1/datasets?per_page=40&sort=price&order=desc', { key });
  // Paid and free ones, each record as the API answers it.
  const free = await call<DatasetList>(fixture.marketplace, '/v1/datasets?per_page=3&price_max=0', { key });
  // Lowest quality first: the ones without a score (scored from metadata only) lead.
  const unscored = await call<DatasetList>(fixture.marketplace, '/v1/datasets?per_page=1&sort=quality_score&order=asc', { key });
  const chosen = [...list.body.data.slice(0, 3), ...free.body.data, ...unscored.body.data];
  details = await Promise.all(
    chosen.map(async (item) => expectShape(datasetDetailSchema, (await call(fixture.marketplace, `/v1/datasets/${item.slug}`, { key })).body)),
  );
});
afterAll(() => fixture.dispose());

const page = (pathname: string) => call<string>(fixture.marketplace, pathname);
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** The UTC day in words, worked out here rather than with the page's formatter. */
const utcDay = (iso: string) => {
  const date = new Date(iso);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
};
/** The text of a fact's <dd>, markup dropped. */
function fact(html: string, label: string): string {
  const found = new RegExp(`<dt>${label}</dt><dd>(.*?)</dd>`).exec(html);
  if (!found) throw new Error(`no fact ${label}`);
  return (found[1] as string)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
const decode = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

describe('a dataset’s page reads true against its record', () => {
  it('says its price in US dollars, its licence, its LQS with what LQS measures, and its dates in words', async () => {
    expect(details.some((detail) => detail.price === 0)).toBe(true);
    expect(details.some((detail) => detail.price > 0)).toBe(true);
    expect(details.some((detail) => detail.quality.composite === null)).toBe(true);
    for (const detail of details) {
      const answer = await page(new URL(detail.urls.dataset).pathname);
      expect(answer.status).toBe(200);
      const html = answer.text;
      expect(fact(html, 'Price')).toBe(
        detail.price === 0 ? 'Free' : `$${detail.price.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} (US dollars)`,
      );
      expect(decode(fact(html, 'Licence'))).toBe(`${detail.license} As the listing names it.`);
      const lqs = decode(fact(html, 'LQS'));
      const { composite, tier } = detail.quality;
      expect(
        lqs.startsWith(
          tier === null
            ? 'Not scored: scored from metadata only, no files read '
            : `${composite} of 100, ${tier.charAt(0).toUpperCase() + tier.slice(1)} tier `,
        ),
      ).toBe(true);
      expect(lqs).toContain(LQS_MEANING);
      expect(lqs).toContain('Tiers: Platinum from 90, Gold from 75, Silver from 60, Bronze below 60.');
      expect(decode(fact(html, 'Items'))).toBe(detail.item_count.toLocaleString('en-GB'));
      expect(html).toContain(`<dt>Published</dt><dd><time datetime="${detail.created_at}">${utcDay(detail.created_at)}</time></dd>`);
      expect(html).toContain(`<dt>Updated</dt><dd><time datetime="${detail.updated_at}">${utcDay(detail.updated_at)}</time></dd>`);
      expect(html).toContain('Dates are days in UTC.');
      expect(html).not.toMatch(/<dd>\d{4}-\d\d-\d\dT/);
    }
  });
});

describe('an address the page cannot show', () => {
  it('an unknown slug: a 404 HTML page in the page’s look, with the slug escaped and the page’s strict headers', async () => {
    const detail = details[0] as DatasetDetail;
    const found = await page(new URL(detail.urls.dataset).pathname);
    const hostile = '<img src=x onerror=alert(1)>"\'&';
    const missing = await page(`/datasets/${encodeURIComponent(hostile)}`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(missing.headers.get('content-security-policy')).toBe(found.headers.get('content-security-policy'));
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(missing.text).toMatch(/^<!doctype html>/);
    expect(missing.text).toContain('<title>Dataset not found</title>');
    expect(missing.text).toContain('<h1>Dataset not found</h1>');
    expect(missing.text).toContain('&#60;img src=x onerror=alert(1)&#62;&#34;&#39;&#38;');
    expect(missing.text).not.toMatch(/<img|<script/i);
    expect(missing.text).not.toContain('"error"');
    // The same look: the dataset page's style, byte for byte.
    const style = (html: string) => /<style>[\s\S]*<\/style>/.exec(html)?.[0];
    expect(style(missing.text)).toBeDefined();
    expect(style(missing.text)).toBe(style(found.text));
  });

  it('an unpublished dataset has no page either', async () => {
    const hidden = readDatabase(fixture.dbFile, (db) => db.prepare('SELECT slug FROM datasets WHERE published = 0 LIMIT 1').get() as { slug: string });
    const answer = await page(`/datasets/${encodeURIComponent(hidden.slug)}`);
    expect(answer.status).toBe(404);
    expect(answer.text).toContain('<h1>Dataset not found</h1>');
  });

  it('a path that is not valid percent-encoding: a 400 page that says why', async () => {
    const answer = await page('/datasets/%E0%A4%A');
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.text).toContain('<h1>Not a dataset’s address</h1>');
    expect(answer.text).toContain('not valid percent-encoding');
  });

  it('the API keeps its JSON errors', async () => {
    const answer = await call<{ error: { code: string } }>(fixture.marketplace, '/v1/datasets/nope', { key: fixture.marketplace.proKey });
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe('dataset_not_found');
  });
});
