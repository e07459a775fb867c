/** Says plainly that an illustration stands in for a photo still to come (its words: config/ui.ts). */
export function PlaceholderBadge({ label }: { readonly label: string }) {
  return (
    <span className="pointer-events-none absolute bottom-3 left-3 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold tracking-wide text-lake-900 uppercase shadow-card">
      {label}
    </span>
  );
}
