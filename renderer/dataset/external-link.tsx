import { useState } from 'react';
import { getBridge } from '../bridge/get-bridge';
import { toAppError } from '../app/call-bridge';
import { ExternalIcon } from '../ui/icons';

export interface ExternalLinkProps {
  url: string;
  children: string;
}

/** Opens a marketplace page in the system browser (through the core), never inside the app. */
export function ExternalLink({ url, children }: ExternalLinkProps) {
  const [error, setError] = useState<string | null>(null);
  const open = async () => {
    setError(null);
    try {
      const result = await getBridge().openExternal({ url });
      if (!result.ok) setError(result.error.message);
    } catch (caught) {
      setError(toAppError(caught).message);
    }
  };
  return (
    <span className="external-link">
      <a
        href={url}
        className="external-link__anchor"
        onClick={(event) => {
          event.preventDefault();
          void open();
        }}
      >
        {children}
        <ExternalIcon size={12} />
        <span className="visually-hidden"> (opens in your browser)</span>
      </a>
      {error && (
        <span role="alert" className="field__error">
          Could not open the link: {error}
        </span>
      )}
    </span>
  );
}
