import { CloseIcon } from '../icons';

export interface ChipProps {
  label: string;
  /** When given, the chip has a remove button named "Remove filter <label>". */
  onRemove?: () => void;
}

export function Chip({ label, onRemove }: ChipProps) {
  return (
    <span className="chip">
      <span className="chip__label">{label}</span>
      {onRemove && (
        <button type="button" className="chip__remove" aria-label={`Remove filter ${label}`} onClick={onRemove}>
          <CloseIcon size={12} />
        </button>
      )}
    </span>
  );
}
