/** The icons only the screens after the first use: a module apart, so the first paint's script leaves them out (vite.first-screen-rule.ts). */
import { makeIcon } from './icons';

export const CopyIcon = makeIcon(
  'Copy',
  <>
    <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
    <path d="M10.5 5.5V3.8A1.3 1.3 0 0 0 9.2 2.5H3.8a1.3 1.3 0 0 0-1.3 1.3v5.4a1.3 1.3 0 0 0 1.3 1.3h1.7" />
  </>,
);
export const ExternalIcon = makeIcon(
  'External',
  <>
    <path d="M9.5 2.5h4v4M13.5 2.5 7.5 8.5" />
    <path d="M12 9.5v3a1 1 0 0 1-1 1H3.5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3" />
  </>,
);
export const VerifiedIcon = makeIcon(
  'Verified',
  <>
    <path d="M8 1.5 9.6 3l2.2-.2.5 2.1 1.9 1.2-.9 2 .9 2-1.9 1.2-.5 2.1-2.2-.2L8 14.5 6.4 13l-2.2.2-.5-2.1-1.9-1.2.9-2-.9-2 1.9-1.2.5-2.1 2.2.2L8 1.5Z" />
    <path d="M5.6 8.1 7.2 9.7l3.2-3.4" />
  </>,
);
export const LinkIcon = makeIcon(
  'Link',
  <>
    <path d="M6.8 9.2a2.8 2.8 0 0 0 4 0l2-2a2.8 2.8 0 0 0-4-4l-.8.8" />
    <path d="M9.2 6.8a2.8 2.8 0 0 0-4 0l-2 2a2.8 2.8 0 0 0 4 4l.8-.8" />
  </>,
);
export const DownloadIcon = makeIcon(
  'Download',
  <>
    <path d="M8 2.5v7.5M5 7l3 3 3-3" />
    <path d="M3 12.5h10" />
  </>,
);
export const PrinterIcon = makeIcon(
  'Printer',
  <>
    <path d="M4.5 6V2.5h7V6" />
    <rect x="2.5" y="6" width="11" height="5" rx="1" />
    <path d="M4.5 9.5h7v4h-7z" />
  </>,
);
export const TrashIcon = makeIcon(
  'Trash',
  <>
    <path d="M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.6 9h5.8l.6-9" />
  </>,
);
