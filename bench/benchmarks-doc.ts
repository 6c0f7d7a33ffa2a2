/**
 * docs/benchmarks.md, written by the benchmarks themselves: each bench replaces its own section
 * (between its markers) with the figures of its latest run, and leaves the others as they are.
 * No figure in that file is typed by hand.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const BENCH_SECTIONS = {
  app: { heading: 'Request economy and responsiveness: `npm run bench`' },
  marketplace: { heading: 'Embedded marketplace: `npm run bench:marketplace`' },
  search: { heading: 'Search relevance: `npm run bench:search`' },
} as const;
export type BenchSection = keyof typeof BENCH_SECTIONS;

const INTRO = `# Benchmarks

Written by the benchmarks themselves: \`npm run bench\`, \`npm run bench:marketplace\` and
\`npm run bench:search\` each replace their own section below with the figures of their latest run
(\`npm run bench -- --quick\` writes nothing here unless given \`--write-docs\`). Each section says
when and where it ran: every figure depends on the machine and on what else ran on it, so compare
figures of one run (each benchmark measures its peers in the same run) rather than across runs.
The JSON of each run is in \`bench/results/\` (not committed). Why the app is built the way these
figures reward: [decisions/performance.md](decisions/performance.md).
`;

const startMarker = (section: BenchSection) => `<!-- bench:${section} -->`;
const endMarker = (section: BenchSection) => `<!-- /bench:${section} -->`;

function placeholder(section: BenchSection): string {
  return `${startMarker(section)}\n## ${BENCH_SECTIONS[section].heading}\n\nNot run yet.\n${endMarker(section)}`;
}

/** The commit the run measured, with "+ changes" when the working tree differs from it. */
function measuredCode(root: string): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${commit} + uncommitted changes` : commit;
  } catch {
    return 'unknown';
  }
}

/** One line that says when, on what and under what load a run measured. */
export function runLine(root: string, loadAverage: { start: number; end: number }, details: string): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  return (
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC at commit ${measuredCode(root)}; ${details}; ` +
    `${os.cpus().length} × ${cpu}, Node ${process.version}, load average ${loadAverage.start.toFixed(1)} → ${loadAverage.end.toFixed(1)}.`
  );
}

/** Replaces `section` of docs/benchmarks.md with `body` (Markdown under the section's heading). */
export function writeBenchmarkSection(root: string, section: BenchSection, body: string): string {
  const file = path.join(root, 'docs', 'benchmarks.md');
  let text = existsSync(file) ? readFileSync(file, 'utf8') : `${INTRO}\n${(Object.keys(BENCH_SECTIONS) as BenchSection[]).map(placeholder).join('\n\n')}\n`;
  for (const name of Object.keys(BENCH_SECTIONS) as BenchSection[]) {
    if (!text.includes(startMarker(name))) text = `${text.trimEnd()}\n\n${placeholder(name)}\n`;
  }
  const start = text.indexOf(startMarker(section));
  const end = text.indexOf(endMarker(section));
  if (end < start) throw new Error(`docs/benchmarks.md: the markers of the ${section} section are out of order`);
  mkdirSync(path.dirname(file), { recursive: true });
  const replaced = `${startMarker(section)}\n## ${BENCH_SECTIONS[section].heading}\n\n${body.trim()}\n${endMarker(section)}`;
  writeFileSync(file, `${text.slice(0, start)}${replaced}${text.slice(end + endMarker(section).length)}`);
  return path.relative(root, file);
}
