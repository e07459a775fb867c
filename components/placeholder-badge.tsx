import { placeholderText } from '@/content/ui';

/** Says plainly that an illustration stands in for a photo still to come. */
export function PlaceholderBadge() {
  return (
    <span className="pointer-events-none absolute bottom-3 left-3 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold tracking-wide text-lake-900 uppercase shadow-card">
      {placeholderText.badge}
    </span>
  );
}
