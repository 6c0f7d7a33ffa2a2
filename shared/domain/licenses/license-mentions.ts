/**
 * The licences a free text (a dataset's description) names, by the licence table's ids, labels,
 * names, aliases and URLs, in any case and with spaces or hyphens. A name without a version that is
 * also an everyday word ("MIT", "Custom") counts only beside the word "licence" or "license", so
 * "collected at MIT" names no licence.
 */
import { LICENSES, type LicenseDefinition } from './license-table';

export interface LicenseMention {
  /** The words as the text writes them. */
  written: string;
  license: LicenseDefinition;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A spelling as a pattern: its words joined by any run of spaces, hyphens, underscores or dots. */
function spellingPattern(spelling: string): string {
  const url = /^https?:\/\/(?:www\.)?(.+?)\/?$/i.exec(spelling);
  if (url) return `(?:https?://)?(?:www\\.)?${escape(url[1]!)}/?`;
  const words = spelling.split(/[^A-Za-z0-9+]+/).filter((word) => word !== '');
  return words.map(escape).join('[\\s_.\\-–]*');
}

/** A spelling that is also an everyday word or name ("MIT", "Custom", "Research only") counts only beside "licence". */
const needsLicenseWord = (spelling: string) => !/\d/.test(spelling) && !/licen[cs]e|commons|odbl|pddl|cc0|unlicense|openrail|cdla|odc/i.test(spelling);

interface Matcher {
  license: LicenseDefinition;
  pattern: RegExp;
  needsWord: boolean;
}

const MATCHERS: Matcher[] = LICENSES.flatMap((license) =>
  [...new Set([license.id, license.type, license.name, ...license.aliases, ...(license.url ? [license.url] : [])])]
    .filter((spelling) => !/^LicenseRef-/.test(spelling))
    .map((spelling) => ({
      license,
      pattern: new RegExp(`(?<![A-Za-z0-9])${spellingPattern(spelling)}(?![A-Za-z0-9+])`, 'gi'),
      needsWord: needsLicenseWord(spelling),
    })),
);

const LICENSE_WORD = /licen[cs]e/i;

/** Each licence the text names, once, in the order it first appears (the longest spelling at a place wins). */
export function licensesNamedIn(text: string): LicenseMention[] {
  const found: Array<{ start: number; end: number; written: string; license: LicenseDefinition }> = [];
  for (const { license, pattern, needsWord } of MATCHERS) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (needsWord && !LICENSE_WORD.test(text.slice(Math.max(0, start - 40), end + 40))) continue;
      found.push({ start, end, written: match[0], license });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: typeof found = [];
  for (const mention of found) {
    const last = kept[kept.length - 1];
    if (last && mention.start < last.end) continue;
    kept.push(mention);
  }
  const seen = new Set<string>();
  return kept.flatMap(({ written, license }) => {
    if (seen.has(license.id)) return [];
    seen.add(license.id);
    return [{ written, license }];
  });
}
