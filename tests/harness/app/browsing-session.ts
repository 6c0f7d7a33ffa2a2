/**
 * The benchmark's scripted browsing session (over 100 steps): search while typing, refine
 * filters, sort, page, open ten datasets and their quality and licence tabs, go back to earlier
 * searches, reopen five datasets, run two compatibility checks (and one again), open the account
 * view, and return to the search. It starts on a fresh profile and ends on the search screen with
 * a dataset open: the "last view" a restart must show again.
 */
import { accountKey, categoriesKey, compatibilityKey, datasetKeys, listKey } from './marketplace-requests';
import type { BrowsingSession, ListParams } from './session-needs';

const PER_PAGE = 20;
export const DEFAULT_LIST: ListParams = { sort: 'created_at', order: 'desc', per_page: PER_PAGE };
const CATEGORY = 'Medical Imaging';
const FIRST_WORD = 'scans';
const SECOND_WORD = ' mri';

/** Types `text` at a typing pace (one step per keystroke), then waits for the results, which need `needs`. */
async function typeByKeystrokes(session: BrowsingSession, text: string, needs: () => readonly string[]): Promise<void> {
  await session.steps(
    [...text].map((key) => `type "${key}"`),
    () => session.app.type(text),
    needs,
  );
}

export async function runBrowsingSession(session: BrowsingSession): Promise<void> {
  const { app, catalog } = session;
  // The first screen: newest datasets, the category facet, and the tier in the quota meter (from the account record).
  await session.step(
    'open the app',
    () => app.waitForResults(),
    () => [listKey(DEFAULT_LIST, 1), categoriesKey, accountKey],
  );

  const text: ListParams = { q: FIRST_WORD, per_page: PER_PAGE };
  await typeByKeystrokes(session, FIRST_WORD, () => [listKey(text, 1)]);
  const twoWords: ListParams = { q: `${FIRST_WORD}${SECOND_WORD}`, per_page: PER_PAGE };
  await typeByKeystrokes(session, SECOND_WORD, () => [listKey(twoWords, 1)]);

  const inCategory: ListParams = { ...twoWords, category: CATEGORY };
  await session.step(
    `filter: category ${CATEGORY}`,
    () => app.chooseCategory(CATEGORY),
    () => [listKey(inCategory, 1)],
  );
  await session.step(
    'filter: HIPAA on',
    () => app.setFilterBox('HIPAA', true),
    () => [listKey({ ...inCategory, hipaa: true }, 1)],
  );
  await session.step('filter: HIPAA off', () => app.setFilterBox('HIPAA', false));
  await session.step(
    'filter: tier Gold',
    () => app.chooseTier('Gold'),
    () => [listKey({ ...inCategory, lqs_tier: 'gold' }, 1)],
  );
  await session.step('filter: any tier', () => app.chooseTier('Any'));
  const byQuality: ListParams = { ...inCategory, sort: 'quality_score', order: 'desc' };
  await session.step(
    'sort by quality',
    () => app.sortBy('quality_score'),
    () => [listKey(byQuality, 1)],
  );
  const browsing: ListParams = { category: CATEGORY, sort: 'quality_score', order: 'desc', per_page: PER_PAGE };
  await session.step(
    'clear the search text',
    () => app.clearSearchText(),
    () => [listKey(browsing, 1)],
  );
  await session.step(
    'scroll to the end: page 2',
    () => app.scrollResultsToEnd(),
    () => [listKey(browsing, 2)],
  );
  await session.step(
    'scroll to the end: page 3',
    () => app.scrollResultsToEnd(),
    () => [listKey(browsing, 3)],
  );
  await session.step('scroll back to the top', () => app.scrollResultsToTop());

  const rowId = (row: number) => catalog.rowId(browsing, row);
  for (let row = 0; row < 10; row += 1) {
    await session.step(
      `open dataset ${row + 1}`,
      () => app.openRow(row),
      async () => [datasetKeys.detail(await rowId(row))],
    );
    await session.step(
      `dataset ${row + 1}: quality tab`,
      () => app.openTab('Quality'),
      async () => [datasetKeys.quality(await rowId(row))],
    );
    await session.step(
      `dataset ${row + 1}: licence tab`,
      () => app.openTab('Licence'),
      async () => [datasetKeys.license(await rowId(row))],
    );
    await session.step(`dataset ${row + 1}: overview tab`, () => app.openTab('Overview'));
  }

  // Back to the earlier searches (retyped, then relevance), then forward again to the browsing list.
  await typeByKeystrokes(session, `${FIRST_WORD}${SECOND_WORD}`, () => []);
  await session.step('back: sort by relevance', () => app.sortBy('relevance'));
  await session.step('forward: sort by quality', () => app.sortBy('quality_score'));
  await session.step('forward: clear the search text', () => app.clearSearchText());
  await session.step('scroll back to the top', () => app.scrollResultsToTop());

  for (let row = 0; row < 5; row += 1) {
    await session.step(`reopen dataset ${row + 1}`, () => app.openRow(row));
    await session.step(`reopen dataset ${row + 1}: quality tab`, () => app.openTab('Quality'));
    await session.step(`reopen dataset ${row + 1}: licence tab`, () => app.openTab('Licence'));
    await session.step(`reopen dataset ${row + 1}: overview tab`, () => app.openTab('Overview'));
  }

  for (let row = 0; row < 3; row += 1) await session.step(`add dataset ${row + 1} to the check`, () => app.addRowToCheck(row));
  const checked = async () => Promise.all([0, 1, 2].map(rowId));
  await session.step('open Compatibility', () => app.openView('Compatibility'));
  await session.step(
    'check: commercial training',
    () => app.runCompatibilityCheck(),
    async () => [compatibilityKey(await checked(), 'commercial_training')],
  );
  await session.step('use case: research', () => app.chooseUseCase('research'));
  await session.step(
    'check: research',
    () => app.runCompatibilityCheck(),
    async () => [compatibilityKey(await checked(), 'research')],
  );
  await session.step('use case: commercial training', () => app.chooseUseCase('commercial_training'));
  await session.step('check again: commercial training', () => app.runCompatibilityCheck());

  await session.step(
    'open Account',
    async () => {
      await app.openView('Account');
      await app.waitForAccount();
      const savings = await app.readSessionSavings();
      session.observe('account view: requests sent this session', savings.sent);
      session.observe('account view: served from the cache', savings.servedFromCache);
    },
    () => [accountKey],
  );
  await session.step('back to Search', async () => {
    await app.openView('Search');
    await app.waitForResults();
  });
}
