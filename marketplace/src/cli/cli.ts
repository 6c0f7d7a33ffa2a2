/**
 * `npm run marketplace -- --port 8787 [...]`: serves the embedded marketplace until SIGINT or
 * SIGTERM. Prints the address it really listens on and the two demo keys; builds the catalog on
 * first start with a progress line on stderr. A bad flag prints one line and exits with code 2.
 * Only loopback addresses unless `--allow-remote`, which then prints a warning: it is plain http.
 */
import { listeningLines } from './cli-listening';
import { CLI_USAGE, parseCliArguments } from './cli-options';
import { startMarketplace, type MarketplaceOptions } from '../start-marketplace';

function progressPrinter(): NonNullable<MarketplaceOptions['onProgress']> {
  const interactive = process.stderr.isTTY === true;
  let lastPhase = '';
  let lastTenth = -1;
  return ({ phase, done, total }) => {
    const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
    const line = `building catalog: ${phase} ${done}/${total} (${percent}%)`;
    if (interactive) {
      process.stderr.write(`\r${line}\x1b[K${phase === 'indexes' && done === total ? '\n' : ''}`);
      return;
    }
    const tenth = Math.floor(percent / 25);
    if (phase !== lastPhase || tenth !== lastTenth) process.stderr.write(`${line}\n`);
    lastPhase = phase;
    lastTenth = tenth;
  };
}

async function main(): Promise<void> {
  const parsed = parseCliArguments(process.argv.slice(2));
  if (parsed.kind === 'help') {
    console.log(CLI_USAGE);
    return;
  }
  if (parsed.kind === 'error') {
    process.stderr.write(`marketplace: ${parsed.message}\n`);
    process.exitCode = 2;
    return;
  }
  const { options } = parsed;
  const marketplace = await startMarketplace({
    ...options,
    onProgress: progressPrinter(),
    onBuild: (reason) => {
      if (reason.kind === 'damaged')
        process.stderr.write(`marketplace: the database is damaged (${reason.problem}); rebuilding the catalog, keeping its usage.\n`);
    },
    onRebuilt: ({ keptAccountRows }) => process.stderr.write(`marketplace: catalog rebuilt; ${keptAccountRows} rows of accounts, keys and usage kept.\n`),
  });
  const listening = listeningLines({ address: marketplace.host, port: marketplace.port }, marketplace.url);
  for (const line of listening.warnings) process.stderr.write(`marketplace: warning: ${line}\n`);
  for (const line of listening.stdout) console.log(line);
  console.log(`  free key: ${marketplace.freeKey}`);
  console.log(`  pro key:  ${marketplace.proKey}`);
  console.log(`  OpenAPI:  ${marketplace.url}/v1/openapi.json`);
  console.log(`  catalog:  ${options.datasets} datasets, seed ${options.seed}, ${options.dbFile}`);

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: shutting down`);
    marketplace.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`marketplace: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`marketplace: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
