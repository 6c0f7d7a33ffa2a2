import type { ConnectionStatus } from '../../shared/ipc/ipc-contract';
import { Button, Dialog } from '../ui';

export interface RemoveKeyDialogProps {
  open: boolean;
  status: ConnectionStatus | null;
  onCancel(): void;
  onConfirm(): void;
}

/** Asks before the key goes, saying where it is deleted from and what happens next; Cancel has the focus. */
export function RemoveKeyDialog({ open, status, onCancel, onConfirm }: RemoveKeyDialogProps) {
  return (
    <Dialog
      open={open}
      title="Remove the API key?"
      onClose={onCancel}
      footer={
        <>
          <Button data-autofocus onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            Remove key
          </Button>
        </>
      }
    >
      <p>
        {status?.keyStorage === 'memory'
          ? 'The app forgets the key now (it was kept in memory only).'
          : `The key is deleted from ${status?.keyStorageName ?? 'where it is kept'}.`}{' '}
        {status?.kind === 'embedded'
          ? 'The demo marketplace then issues a new key for its demo account.'
          : 'Requests to this marketplace will fail until you save a key again.'}{' '}
        Data already loaded stays visible.
      </p>
    </Dialog>
  );
}
