/**
 * `npm run lint:folders`: no folder holds more than MAX_CODE_FILES code files directly (tests
 * beside them do not count), so a newcomer can read a folder's names at a glance and a growing
 * concern gets a subfolder of its own. Counts the files git tracks or would track.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MAX_CODE_FILES = 20;
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;
const TEST = /\.(test|spec|test-d|tst)\.[cm]?[jt]sx?$|\.property\.test\.[jt]sx?$/;

/** The folders with more code files than allowed, most first: `[{ folder, files }]`. */
export function crowdedFolders(files, max = MAX_CODE_FILES) {
  const counts = new Map();
  for (const file of files) {
    if (!CODE.test(file) || TEST.test(file)) continue;
    const folder = path.posix.dirname(file);
    counts.set(folder, (counts.get(folder) ?? 0) + 1);
  }
  return [...counts]
    .filter(([, count]) => count > max)
    .map(([folder, count]) => ({ folder, files: count }))
    .sort((a, b) => b.files - a.files || a.folder.localeCompare(b.folder));
}

function projectFiles(root) {
  const output = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' });
  return output.split('\0').filter((file) => file !== '');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const crowded = crowdedFolders(projectFiles(root));
  for (const { folder, files } of crowded)
    console.error(`${folder}/ holds ${files} code files; at most ${MAX_CODE_FILES}: give a concern inside it a folder of its own.`);
  process.exit(crowded.length === 0 ? 0 : 1);
}
