// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

type Id = 'a' | 'b' | 'c';

function Example() {
  const [tab, setTab] = useState<Id>('a');
  return (
    <Tabs<Id>
      label="Sections"
      selected={tab}
      onSelect={setTab}
      tabs={[
        { id: 'a', label: 'Alpha', render: () => <p>Alpha body</p> },
        { id: 'b', label: 'Beta', render: () => <p>Beta body</p> },
        { id: 'c', label: 'Gamma', render: () => <p>Gamma body</p> },
      ]}
    />
  );
}

afterEach(cleanup);

describe('Tabs', () => {
  it('wires tabs to panels and renders only the selected panel', () => {
    render(<Example />);
    const alpha = screen.getByRole('tab', { name: 'Alpha' });
    expect(alpha.getAttribute('aria-selected')).toBe('true');
    expect(alpha.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Beta' }).tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: 'Alpha' });
    expect(panel.id).toBe(alpha.getAttribute('aria-controls'));
    expect(panel.textContent).toBe('Alpha body');
    expect(screen.queryByText('Beta body')).toBeNull();
  });

  it('moves with arrows (wrapping), Home and End', () => {
    render(<Example />);
    const list = screen.getByRole('tablist', { name: 'Sections' });
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Beta' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Beta' }));
    fireEvent.keyDown(list, { key: 'End' });
    expect(screen.getByText('Gamma body')).toBeTruthy();
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Alpha' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Gamma' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'Alpha' }).getAttribute('aria-selected')).toBe('true');
  });
});
