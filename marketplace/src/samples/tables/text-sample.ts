/** A plain-text sample: one item per line, of the kind of text the dataset holds, in its languages. */
import type { Random } from '../../catalog/prng';
import type { SampleContext } from '../sample-context';
import type { SampleFile } from '../sample-file';
import { TEXT_CONTENTS, type TextContent, type TextContentKey } from './text-content';

export const TEXT_SAMPLE_LINES = 300;

/** The languages of the listing a content can write (English when it can write none of them). */
export function rowLanguages(content: TextContent, context: SampleContext): readonly string[] {
  const written = context.languages.filter((language) => content.languages.includes(language) && language !== content.sourceLanguage);
  return written.length > 0 ? written : [content.languages.find((language) => language !== content.sourceLanguage) ?? 'en'];
}

/** One row's label and text columns; rows take the listing's languages in turn. */
export function textRow(
  random: Random,
  content: TextContent,
  languages: readonly string[],
  row: number,
): { label: string; language: string; text: Record<string, string> } {
  const language = languages[row % languages.length] as string;
  const label = content.labels.length > 0 ? random.pick(content.labels) : '';
  return { label, language, text: content.write(random, language, label) };
}

export function textSample(random: Random, key: TextContentKey, context: SampleContext): SampleFile {
  const content = TEXT_CONTENTS[key];
  const languages = rowLanguages(content, context);
  const lines: string[] = [];
  // A dash, not a delimiter a viewer would read as columns: the file is text.
  for (let i = 0; i < TEXT_SAMPLE_LINES; i++) lines.push(Object.values(textRow(random, content, languages, i).text).join(' — '));
  return { fileName: 'sample.txt', contentType: 'text/plain; charset=utf-8', bytes: Buffer.from(`${lines.join('\n')}\n`) };
}
