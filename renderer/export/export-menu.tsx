import { useState } from 'react';
import { Button } from '../ui/controls/button';
import { DownloadIcon, PrinterIcon } from '../ui/icons-more';
import { describeOutcome, exportFileName, printReport, saveExportFile, type ExportOutcome } from './export-file';
import { toCsv, toMarkdownDocument, type ExportTable } from './export-table';
import { preparePrint } from './print-root';

export interface ExportMenuProps {
  /** What the buttons' names say is exported, e.g. "shortlist", "comparison". */
  what: string;
  /** Builds the export when a button is pressed (so it holds what is on screen then). */
  table(): ExportTable;
  disabled?: boolean;
}

/** Markdown, CSV and a printable report (PDF) of one screen's data, with what happened said politely. */
export function ExportMenu({ what, table, disabled = false }: ExportMenuProps) {
  const [outcome, setOutcome] = useState<ExportOutcome | null>(null);
  const run = async (action: () => Promise<ExportOutcome>) => {
    setOutcome(null);
    try {
      setOutcome(await action());
    } catch (error) {
      setOutcome({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };
  const save = (format: 'md' | 'csv') => {
    const built = table();
    const content = format === 'md' ? toMarkdownDocument(built) : toCsv(built);
    return run(() => saveExportFile(exportFileName(built.title, format), format, content));
  };
  const print = () =>
    run(async () => {
      const built = table();
      await preparePrint(built);
      return printReport(exportFileName(built.title, 'pdf'));
    });
  return (
    <div className="export-menu" role="group" aria-label={`Export the ${what}`}>
      <Button size="sm" variant="ghost" icon={<DownloadIcon />} disabled={disabled} onClick={() => void save('md')}>
        Markdown<span className="visually-hidden"> of the {what}</span>
      </Button>
      <Button size="sm" variant="ghost" icon={<DownloadIcon />} disabled={disabled} onClick={() => void save('csv')}>
        CSV<span className="visually-hidden"> of the {what}</span>
      </Button>
      <Button size="sm" variant="ghost" icon={<PrinterIcon />} disabled={disabled} onClick={() => void print()}>
        Print / PDF<span className="visually-hidden"> of the {what}</span>
      </Button>
      <span role="status" className={outcome?.kind === 'failed' ? 'export-menu__status export-menu__status--failed' : 'export-menu__status'}>
        {outcome ? describeOutcome(outcome) : ''}
      </span>
    </div>
  );
}
