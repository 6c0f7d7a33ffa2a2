/**
 * The embedded marketplace in its own process for the app benchmark:
 * argv = dbFile datasets seed dailyQuota freeKey proKey. Reports its start-up time.
 */
import { startMarketplace } from '../../electron/marketplace/start-marketplace';
import { failToParent, serveForParent } from '../marketplace/child-protocol';

async function main(): Promise<void> {
  const [dbFile, datasets, seed, quota, freeKey, proKey] = process.argv.slice(2);
  if (!dbFile || !datasets || !seed || !quota || !freeKey || !proKey) {
    throw new Error('usage: marketplace-child.ts <dbFile> <datasets> <seed> <dailyQuota> <freeKey> <proKey>');
  }
  let built = false;
  const started = performance.now();
  const marketplace = await startMarketplace({
    dbFile,
    datasets: Number(datasets),
    seed: Number(seed),
    port: 0,
    freeKey,
    proKey,
    dailyQuotaOverride: { free: Number(quota), pro: Number(quota) },
    onProgress: () => {
      built = true;
    },
  });
  serveForParent(marketplace.url, { startMs: performance.now() - started, built }, () => marketplace.close());
}

main().catch(failToParent);
