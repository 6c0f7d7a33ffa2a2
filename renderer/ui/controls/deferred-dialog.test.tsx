// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DeferredDialog } from './deferred-dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <DeferredDialog open={open} title="Save this search" onClose={() => setOpen(false)}>
        <p>Body</p>
      </DeferredDialog>
    </>
  );
}

afterEach(cleanup);

describe('DeferredDialog', () => {
  it('renders nothing until first opened, then the dialog, which stays mounted when closed', async () => {
    const { container } = render(<Opener />);
    expect(container.querySelector('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(dialog).toHaveProperty('open', true);
    expect(screen.getByText('Body')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    // Still there, closed: the native dialog's close is what returns focus to the opener.
    expect(container.querySelector('dialog')).not.toBeNull();
    expect(container.querySelector('dialog')).toHaveProperty('open', false);
  });
});
