/**
 * Watches a part of the page for words it must not show: after every change of the page (a
 * MutationObserver, so no state in between is missed, however short), the text of each element
 * matching `selector` is checked (while it holds an element matching `whileMatching`). The words
 * found, with their context, are returned when the watch stops, and whether an element matching
 * `seen` showed up meanwhile (a loading placeholder that may last less than a test step). For "no
 * screen says 'not stated' for a record it has not received".
 */
import type { Page } from '@playwright/test';

/** What a record not received may never be said to state, or not to state. */
const ABSENCE_WORDS = /not stated|no description|\bnone\b|\bnever\b/i;

interface FactWatchResult {
  /** The words found while it watched ("<words> in: …<context>…"). */
  found: string[];
  /** Whether an element matching `seen` was in the watched part at some point. */
  seen: boolean;
}

export interface FactWatch {
  stop(): Promise<FactWatchResult>;
}

export interface WatchOptions {
  /** The words that must not show. */
  words?: RegExp;
  /**
   * Checks only while the watched element holds (or is) an element matching this, e.g.
   * `[aria-busy="true"]` (a record in flight) or `.skeleton-stack`; by default, always.
   */
  whileMatching?: string;
  /** An element to look out for in the watched part, e.g. a loading placeholder. */
  seen?: string;
}

let watches = 0;

export async function watchForWords(page: Page, selector: string, { words = ABSENCE_WORDS, whileMatching, seen }: WatchOptions = {}): Promise<FactWatch> {
  const name = `__factWatch${(watches += 1)}`;
  await page.evaluate(
    ({ name, selector, source, flags, whileMatching, seen }) => {
      const pattern = new RegExp(source, flags);
      const found: string[] = [];
      let sawIt = false;
      const check = () => {
        for (const element of document.querySelectorAll<HTMLElement>(selector)) {
          if (seen !== null && element.querySelector(seen) !== null) sawIt = true;
          if (whileMatching !== null && !element.matches(whileMatching) && element.querySelector(whileMatching) === null) continue;
          const text = element.innerText;
          const match = pattern.exec(text);
          if (match) found.push(`${match[0]} in: …${text.slice(Math.max(0, match.index - 80), match.index + 80).replace(/\s+/g, ' ')}…`);
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      check();
      (window as unknown as Record<string, unknown>)[name] = () => {
        check();
        observer.disconnect();
        return { found: [...new Set(found)], seen: sawIt };
      };
    },
    { name, selector, source: words.source, flags: words.flags, whileMatching: whileMatching ?? null, seen: seen ?? null },
  );
  const gone: FactWatchResult = { found: ['the watch is gone: the page reloaded'], seen: false };
  return {
    stop: () => page.evaluate(({ name, gone }) => (window as unknown as Record<string, (() => FactWatchResult) | undefined>)[name]?.() ?? gone, { name, gone }),
  };
}

export interface CellWatch {
  /**
   * Stops watching; the cells that once said a fact was not stated or none (`words`) and then came
   * to show something else ("<row> · column <n>: "Not stated" → "$40""). Not stated is final: only
   * a received record can say it, so such a change means it was said of a record in flight.
   */
  stop(): Promise<string[]>;
}

/**
 * Watches every cell of the tables matching `selector` (keyed by its row's header and its column)
 * until stopped; a cell's value is its text without the elements matching `marks` (e.g. "Best").
 */
export async function watchTableCells(
  page: Page,
  selector: string,
  { words = ABSENCE_WORDS, marks }: { words?: RegExp; marks?: string } = {},
): Promise<CellWatch> {
  const name = `__cellWatch${(watches += 1)}`;
  await page.evaluate(
    ({ name, selector, source, flags, marks }) => {
      const valueOf = (cell: Element) =>
        [...cell.childNodes]
          .filter((node) => !(marks !== null && node instanceof Element && node.matches(marks)))
          .map((node) => (node instanceof HTMLElement ? node.innerText : (node.textContent ?? '')))
          .join('')
          .trim();
      const pattern = new RegExp(source, flags);
      const said = new Map<string, string>();
      const cells = () => {
        const found = new Map<string, string>();
        for (const table of document.querySelectorAll(selector)) {
          for (const row of table.querySelectorAll('tr')) {
            const header = row.querySelector('th[scope="row"]');
            if (!header) continue;
            row.querySelectorAll('td').forEach((cell, column) => found.set(`${header.textContent ?? ''} · column ${column + 1}`, valueOf(cell)));
          }
        }
        return found;
      };
      const check = () => {
        for (const [key, text] of cells()) if (pattern.test(text) && !said.has(key)) said.set(key, text);
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      check();
      (window as unknown as Record<string, unknown>)[name] = () => {
        observer.disconnect();
        const final = cells();
        return [...said].filter(([key, text]) => final.get(key) !== text).map(([key, text]) => `${key}: "${text}" → "${final.get(key) ?? '(gone)'}"`);
      };
    },
    { name, selector, source: words.source, flags: words.flags, marks: marks ?? null },
  );
  return {
    stop: () =>
      page.evaluate((name) => (window as unknown as Record<string, (() => string[]) | undefined>)[name]?.() ?? ['the watch is gone: the page reloaded'], name),
  };
}
