import type { ReactNode, SVGProps } from 'react';

/** Decorative line icons (16 px, currentColor). They are always aria-hidden: words carry the meaning. */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function makeIcon(name: string, paths: ReactNode) {
  function Icon({ size = 16, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className="icon"
        {...props}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}

export const SearchIcon = makeIcon(
  'Search',
  <>
    <circle cx="7" cy="7" r="4.5" />
    <path d="M10.5 10.5 14 14" />
  </>,
);
export const CloseIcon = makeIcon('Close', <path d="M4 4l8 8M12 4l-8 8" />);
export const CheckIcon = makeIcon('Check', <path d="M3 8.5 6.5 12 13 4.5" />);
export const CrossCircleIcon = makeIcon(
  'CrossCircle',
  <>
    <circle cx="8" cy="8" r="6" />
    <path d="M5.8 5.8l4.4 4.4M10.2 5.8l-4.4 4.4" />
  </>,
);
export const CheckCircleIcon = makeIcon(
  'CheckCircle',
  <>
    <circle cx="8" cy="8" r="6" />
    <path d="M5.3 8.2 7.2 10l3.5-4" />
  </>,
);
export const InfoIcon = makeIcon(
  'Info',
  <>
    <circle cx="8" cy="8" r="6" />
    <path d="M8 7.2V11M8 5h.01" />
  </>,
);
export const WarningIcon = makeIcon(
  'Warning',
  <>
    <path d="M8 2.2 14.2 13H1.8L8 2.2Z" />
    <path d="M8 6.5v3M8 11.3h.01" />
  </>,
);
export const ErrorIcon = makeIcon(
  'Error',
  <>
    <circle cx="8" cy="8" r="6" />
    <path d="M8 4.8v3.7M8 11h.01" />
  </>,
);
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
export const PlusIcon = makeIcon('Plus', <path d="M8 3v10M3 8h10" />);
export const FilterIcon = makeIcon('Filter', <path d="M2.5 3.5h11l-4.2 5v4l-2.6 1.2V8.5l-4.2-5Z" />);
export const LayersIcon = makeIcon(
  'Layers',
  <>
    <path d="M8 2 14 5.2 8 8.4 2 5.2 8 2Z" />
    <path d="M2 8.2 8 11.4l6-3.2M2 11 8 14.2l6-3.2" />
  </>,
);
export const UserIcon = makeIcon(
  'User',
  <>
    <circle cx="8" cy="5.5" r="2.8" />
    <path d="M2.8 14c.6-2.7 2.7-4.2 5.2-4.2s4.6 1.5 5.2 4.2" />
  </>,
);
export const SettingsIcon = makeIcon(
  'Settings',
  <>
    <circle cx="8" cy="8" r="2.2" />
    <path d="M8 1.8v1.7M8 12.5v1.7M14.2 8h-1.7M3.5 8H1.8M12.4 3.6l-1.2 1.2M4.8 11.2l-1.2 1.2M12.4 12.4l-1.2-1.2M4.8 4.8 3.6 3.6" />
  </>,
);
export const ShieldIcon = makeIcon('Shield', <path d="M8 1.8 13 3.8v4c0 3-2.1 5.3-5 6.4-2.9-1.1-5-3.4-5-6.4v-4L8 1.8Z" />);
export const StarIcon = makeIcon('Star', <path d="m8 2 1.8 3.8 4.1.5-3 2.9.8 4.1L8 11.3l-3.7 2 .8-4.1-3-2.9 4.1-.5L8 2Z" />);
export const VerifiedIcon = makeIcon(
  'Verified',
  <>
    <path d="M8 1.5 9.6 3l2.2-.2.5 2.1 1.9 1.2-.9 2 .9 2-1.9 1.2-.5 2.1-2.2-.2L8 14.5 6.4 13l-2.2.2-.5-2.1-1.9-1.2.9-2-.9-2 1.9-1.2.5-2.1 2.2.2L8 1.5Z" />
    <path d="M5.6 8.1 7.2 9.7l3.2-3.4" />
  </>,
);
export const RefreshIcon = makeIcon(
  'Refresh',
  <>
    <path d="M13.5 3.5v3h-3" />
    <path d="M13.2 6.5A5.5 5.5 0 1 0 13 10" />
  </>,
);
export const LinkIcon = makeIcon(
  'Link',
  <>
    <path d="M6.8 9.2a2.8 2.8 0 0 0 4 0l2-2a2.8 2.8 0 0 0-4-4l-.8.8" />
    <path d="M9.2 6.8a2.8 2.8 0 0 0-4 0l-2 2a2.8 2.8 0 0 0 4 4l.8-.8" />
  </>,
);
export const DatabaseIcon = makeIcon(
  'Database',
  <>
    <ellipse cx="8" cy="3.8" rx="5" ry="1.8" />
    <path d="M3 3.8v8.4c0 1 2.2 1.8 5 1.8s5-.8 5-1.8V3.8M3 8c0 1 2.2 1.8 5 1.8s5-.8 5-1.8" />
  </>,
);
/** The star filled in: a dataset on the shortlist. */
export const StarFilledIcon = makeIcon('StarFilled', <path fill="currentColor" d="m8 2 1.8 3.8 4.1.5-3 2.9.8 4.1L8 11.3l-3.7 2 .8-4.1-3-2.9 4.1-.5L8 2Z" />);
export const ColumnsIcon = makeIcon(
  'Columns',
  <>
    <rect x="2" y="3" width="12" height="10" rx="1.5" />
    <path d="M6 3v10M10 3v10" />
  </>,
);
export const BookmarkIcon = makeIcon('Bookmark', <path d="M4.5 2.5h7v11L8 11l-3.5 2.5v-11Z" />);
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
