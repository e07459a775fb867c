'use client';

import { useEffect, useRef, useState } from 'react';
import type { MapWords } from '@/features/contact/access';

interface MapEmbedProps {
  readonly src: string;
  readonly text: MapWords;
}

/**
 * The OpenStreetMap embed, loaded only when the visitor asks for it: until then the page makes no
 * request to another host. The frame takes the place the notice held, at the same size, so
 * nothing below moves. Words and address come as props: no content module ships to the browser.
 */
export function MapEmbed({ src, text }: MapEmbedProps) {
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The button that had focus is gone: focus goes on to the map rather than back to the page's top.
  useEffect(() => {
    if (shown) frame.current?.focus();
  }, [shown]);
  return (
    <div className="relative aspect-square w-full overflow-hidden rounded-card bg-lake-50 shadow-card sm:aspect-[16/9] lg:aspect-[4/3] print:hidden">
      {shown ? (
        <iframe ref={frame} src={src} title={text.frameTitle} className="absolute inset-0 size-full border-0" />
      ) : (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 overflow-auto p-6 text-center">
          <p className="max-w-prose text-ink">{text.notice}</p>
          <a
            href={text.privacyLink.href}
            className="inline-flex min-h-11 items-center text-lake-700 underline underline-offset-4"
            rel="noopener noreferrer"
          >
            {text.privacyLink.label}
          </a>
          <button
            type="button"
            onClick={() => setShown(true)}
            className="inline-flex min-h-12 items-center justify-center rounded-full bg-lake-700 px-6 py-3 font-semibold text-white transition-colors hover:bg-lake-900"
          >
            {text.load}
          </button>
        </div>
      )}
    </div>
  );
}
