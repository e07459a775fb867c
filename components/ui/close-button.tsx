import { CloseIcon } from './icons';

interface CloseButtonProps {
  /** What it closes, said to assistive technology: the button shows only a cross. */
  readonly label: string;
  readonly onClick: () => void;
}

/** The round cross that closes a request form's panel. */
export function CloseButton({ label, onClick }: CloseButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="flex size-11 shrink-0 items-center justify-center rounded-full border border-lake-300 text-lake-900 hover:bg-lake-50"
    >
      <CloseIcon />
    </button>
  );
}
