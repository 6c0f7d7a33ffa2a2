import { useState } from 'react';
import { useConnectionStore } from '../state/connection-store';
import { copyText } from '../ui/clipboard';
import { Button } from '../ui/controls/button';
import { CheckIcon } from '../ui/icons';
import { CopyIcon } from '../ui/icons-more';
import { KEY_VARIABLE, toCurl, toPython, type ApiRequest } from './request-code';

export interface CopyAsCodeProps {
  /** Built when a button is pressed, so it is the request as it stands then. */
  request(): ApiRequest;
  /** What the request fetches, for the group's name: "search", "dataset record", … */
  what: string;
}

const LANGUAGES = ['curl', 'Python'] as const;
type Language = (typeof LANGUAGES)[number];
type Copied = { language: Language; ok: boolean } | null;

/** "Copy as curl" and "Copy as Python (requests)" of one request, the key left as `$LS_API_KEY`. */
export function CopyAsCode({ request, what }: CopyAsCodeProps) {
  const baseUrl = useConnectionStore((store) => store.status?.baseUrl ?? null);
  const [copied, setCopied] = useState<Copied>(null);
  const copy = async (language: Language) => {
    if (baseUrl === null) return;
    const code = language === 'curl' ? toCurl(baseUrl, request()) : toPython(baseUrl, request());
    setCopied({ language, ok: await copyText(code) });
  };
  const title = `The key is not copied: set ${KEY_VARIABLE} in your environment before running it.`;
  return (
    <div className="copy-as-code" role="group" aria-label={`Copy the ${what} request as code`}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size="sm"
          variant="ghost"
          icon={copied?.language === language && copied.ok ? <CheckIcon /> : <CopyIcon />}
          disabled={baseUrl === null}
          title={title}
          onClick={() => void copy(language)}
        >
          Copy as {language}
          {language === 'Python' && <span className="visually-hidden"> (requests)</span>}
        </Button>
      ))}
      <span role="status" className={copied?.ok === false ? 'copy-as-code__status copy-as-code__status--failed' : 'copy-as-code__status'}>
        {copied === null
          ? ''
          : copied.ok
            ? `${copied.language} copied. It reads the key from ${KEY_VARIABLE}.`
            : 'Could not copy: the clipboard is not available.'}
      </span>
    </div>
  );
}
