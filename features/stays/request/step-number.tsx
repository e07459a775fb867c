/** A step's number, in a round badge; the words say the rest. */
export function StepNumber({ n }: { readonly n: number }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-lake-700 text-lg font-semibold text-white"
    >
      {n}
    </span>
  );
}
