import { useState } from 'react';
import { Button } from '../ui/controls/button';
import { DownloadIcon } from '../ui/icons-more';
import { describeOutcome, exportFileName, saveExportFile, type ExportOutcome } from './export-file';
import type { CroissantField, CroissantFile, CroissantGap } from './croissant';

export interface CroissantButtonProps {
  /** What is exported, for the button's name: "dataset", "shortlist". */
  what: string;
  /** The file's base name (a date and .json are added). */
  fileBase: string;
  /** Built when pressed, from what the app holds then: never a request. */
  build(): CroissantFile;
  disabled?: boolean;
}

const FIELD_WORDS: Record<CroissantField, string> = {
  name: 'name',
  description: 'description',
  license: 'licence',
  url: 'address',
  creator: 'seller',
  datePublished: 'date published',
  dateCreated: 'date created',
  version: 'version',
  keywords: 'keywords',
};

const GAP_WORDS: Record<CroissantGap['why'], string> = {
  'not-loaded': 'Left out, as their records are not loaded yet',
  'not-stated': 'Not stated by the marketplace, so left out',
};

/** What the file lacks, by why (not loaded ≠ not stated), and its notes. */
export function missingWords({ missing, notes = [] }: Pick<CroissantFile, 'missing' | 'notes'>): string {
  const one = missing.length === 1;
  const sentences = (['not-loaded', 'not-stated'] as const).flatMap((why) => {
    const parts = missing.flatMap(({ title, gaps }) => {
      const fields = gaps.filter((gap) => gap.why === why).map((gap) => FIELD_WORDS[gap.field]);
      return fields.length === 0 ? [] : [one ? fields.join(', ') : `${title}: ${fields.join(', ')}`];
    });
    return parts.length === 0 ? [] : [`${GAP_WORDS[why]}: ${parts.join('; ')}.`];
  });
  return [...sentences, ...notes].map((sentence) => ` ${sentence}`).join('');
}

/** Saves Croissant JSON-LD (MLCommons Croissant 1.1) of what the app holds, and says which required facts it lacks. */
export function CroissantButton({ what, fileBase, build, disabled = false }: CroissantButtonProps) {
  const [said, setSaid] = useState<{ outcome: ExportOutcome; missing: string } | null>(null);
  const save = async () => {
    setSaid(null);
    const built = build();
    try {
      const outcome = await saveExportFile(exportFileName(fileBase, 'json'), 'json', `${JSON.stringify(built.document, null, 2)}\n`);
      setSaid({ outcome, missing: outcome.kind === 'saved' || outcome.kind === 'downloaded' ? missingWords(built) : '' });
    } catch (error) {
      setSaid({ outcome: { kind: 'failed', message: error instanceof Error ? error.message : String(error) }, missing: '' });
    }
  };
  return (
    <span className="croissant-export">
      <Button size="sm" variant="ghost" icon={<DownloadIcon />} disabled={disabled} onClick={() => void save()}>
        Croissant<span className="visually-hidden"> (JSON-LD) of the {what}</span>
      </Button>
      <span role="status" className={said?.outcome.kind === 'failed' ? 'export-menu__status export-menu__status--failed' : 'export-menu__status'}>
        {said ? `${describeOutcome(said.outcome)}${said.missing}` : ''}
      </span>
    </span>
  );
}
