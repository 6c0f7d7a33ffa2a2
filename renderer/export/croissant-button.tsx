import { useState } from 'react';
import { Button } from '../ui/controls/button';
import { DownloadIcon } from '../ui/icons-more';
import { describeOutcome, exportFileName, saveExportFile, type ExportOutcome } from './export-file';
import type { CroissantField, CroissantNode } from './croissant';

export interface CroissantButtonProps {
  /** What is exported, for the button's name: "dataset", "shortlist". */
  what: string;
  /** The file's base name (a date and .json are added). */
  fileBase: string;
  /** Built when pressed, from what the app holds then: never a request. */
  build(): { document: CroissantNode; missing: ReadonlyArray<CroissantField | { id: string; fields: CroissantField[] }> };
  disabled?: boolean;
}

const FIELD_WORDS: Record<CroissantField, string> = {
  name: 'name',
  description: 'description',
  license: 'licence',
  url: 'page address',
  creator: 'seller',
  dateCreated: 'date created',
  version: 'version',
  keywords: 'keywords',
};

type Missing = ReturnType<CroissantButtonProps['build']>['missing'];

function missingWords(missing: Missing): string {
  if (missing.length === 0) return '';
  const words = missing.map((entry) =>
    typeof entry === 'string' ? FIELD_WORDS[entry] : `${entry.id}: ${entry.fields.map((field) => FIELD_WORDS[field]).join(', ')}`,
  );
  return ` Not stated by the marketplace (or not loaded yet), so left out: ${words.join('; ')}.`;
}

/** Saves Croissant JSON-LD (MLCommons Croissant 1.1) of what the app holds, and says which required facts it lacks. */
export function CroissantButton({ what, fileBase, build, disabled = false }: CroissantButtonProps) {
  const [said, setSaid] = useState<{ outcome: ExportOutcome; missing: string } | null>(null);
  const save = async () => {
    setSaid(null);
    const { document, missing } = build();
    try {
      const outcome = await saveExportFile(exportFileName(fileBase, 'json'), 'json', `${JSON.stringify(document, null, 2)}\n`);
      setSaid({ outcome, missing: outcome.kind === 'saved' || outcome.kind === 'downloaded' ? missingWords(missing) : '' });
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
