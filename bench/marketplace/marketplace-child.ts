/**
 * The embedded marketplace in its own process: argv = dbFile datasets seed dailyQuota
 * [freeKey proKey] (random demo keys when absent; the pro key is reported either way).
 * Reports how long start-up took and whether it had to build the catalog store (a cached
 * store of the same seed, size and schema is reused by startMarketplace itself).
 */
import { startMarketplace } from '@dmd/marketplace';
import { failToParent, serveForParent } from '../../tests/harness/marketplace/child-protocol';

async function main(): Promise<void> {
  const [dbFile, datasets, seed, quota, freeKey, proKey] = process.argv.slice(2);
  if (!dbFile || !datasets || !seed || !quota) throw new Error('usage: marketplace-child.ts <dbFile> <datasets> <seed> <dailyQuota> [freeKey proKey]');
  let built = false;
  const started = performance.now();
  const marketplace = await startMarketplace({
    dbFile,
    datasets: Number(datasets),
    seed: Number(seed),
    port: 0,
    ...(freeKey ? { freeKey } : {}),
    ...(proKey ? { proKey } : {}),
    dailyQuotaOverride: { free: Number(quota), pro: Number(quota) },
    onProgress: () => {
      built = true;
    },
  });
  const startMs = performance.now() - started;
  serveForParent(marketplace.url, { startMs, built, proKey: marketplace.proKey }, () => marketplace.close());
}

main().catch(failToParent);
