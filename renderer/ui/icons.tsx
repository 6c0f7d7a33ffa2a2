import type { ReactNode, SVGProps } from 'react';

/** Decorative line icons (16 px, currentColor). They are always aria-hidden: words carry the meaning. */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

export function makeIcon(name: string, paths: ReactNode) {
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
export const RefreshIcon = makeIcon(
  'Refresh',
  <>
    <path d="M13.5 3.5v3h-3" />
    <path d="M13.2 6.5A5.5 5.5 0 1 0 13 10" />
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
