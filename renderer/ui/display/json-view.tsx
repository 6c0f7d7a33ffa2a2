import { useMemo } from 'react';
import { Button } from '../controls/button';
import { useCopy } from '../clipboard';
import { CheckIcon } from '../icons';
import { CopyIcon } from '../icons-more';

export interface JsonViewProps {
  value: unknown;
  /** Names the region, e.g. "Raw JSON of the quality record". */
  label: string;
}

/** The record exactly as received, pretty-printed and copyable. */
export function JsonView({ value, label }: JsonViewProps) {
  const text = useMemo(() => {
    try {
      return JSON.stringify(value, null, 2) ?? 'undefined';
    } catch {
      return String(value);
    }
  }, [value]);
  const { status, copy } = useCopy();
  return (
    <div className="json-view">
      <div className="json-view__toolbar">
        <Button size="sm" icon={status === 'copied' ? <CheckIcon /> : <CopyIcon />} onClick={() => void copy(text)}>
          {status === 'copied' ? 'Copied' : 'Copy JSON'}
        </Button>
        <span role="status" className="json-view__status">
          {status === 'failed' ? 'Could not copy: the clipboard is not available.' : ''}
        </span>
      </div>
      <pre className="json-view__code" tabIndex={0} role="region" aria-label={label}>
        <code>{text}</code>
      </pre>
    </div>
  );
}
