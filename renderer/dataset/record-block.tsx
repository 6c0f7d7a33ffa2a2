import type { ReactNode } from 'react';

export interface RecordBlockProps {
  /** The heading's id, which labels the section. */
  id: string;
  title: ReactNode;
  children?: ReactNode;
}

/** One titled part of a dataset tab (Description, Details, Permissions, …). */
export function RecordBlock({ id, title, children }: RecordBlockProps) {
  return (
    <section aria-labelledby={id} className="overview__block">
      <h3 id={id} className="block-title">
        {title}
      </h3>
      {children}
    </section>
  );
}
