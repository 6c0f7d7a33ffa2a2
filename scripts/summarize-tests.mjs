// Prints one closing line for the whole suite ("N passed, N failed, N skipped") from the
// vitest and Playwright JSON reports, so CI reads a single total.
import { existsSync, readFileSync } from 'node:fs';

const [vitestFile, playwrightFile] = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };

if (vitestFile && existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  // A file that failed without a failed test did not load; numFailedTestSuites would also count each describe block of a failed test.
  const unloaded = (report.testResults ?? []).filter((file) => file.status === 'failed' && !file.assertionResults?.some((test) => test.status === 'failed'));
  totals.failed += (report.numFailedTests ?? 0) + unloaded.length;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
} else {
  totals.failed += 1;
  console.error('vitest wrote no report');
}

if (playwrightFile && existsSync(playwrightFile)) {
  const { stats } = JSON.parse(readFileSync(playwrightFile, 'utf8'));
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  totals.failed += stats?.unexpected ?? 0;
  totals.skipped += stats?.skipped ?? 0;
} else {
  totals.failed += 1;
  console.error('Playwright wrote no report');
}

console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
