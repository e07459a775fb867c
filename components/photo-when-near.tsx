'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How near the viewport the photo is fetched: one screen ahead of the visitor's scrolling. */
const nearMargin = '100% 0px';

interface PhotoWhenNearProps {
  /** The photo's description: the stand-in is an image of that name until the photo replaces it. */
  readonly alt: string;
  /** The blurred preview the photo is drawn over while it loads (components/photos.ts). */
  readonly blurDataUrl: string;
  readonly className: string;
  /** The photo (components/responsive-image.tsx), rendered once near, and as it is without JavaScript. */
  readonly children: ReactNode;
}

/**
 * A lazy photo far below the first screen, put in the page only once the visitor scrolls within a screen
 * of it. Chromium fetches a lazy image up to 1,250 px below the screen on a phone: the cabins' banner,
 * about that far down, was fetched untouched on the shorter English page (43 KB) and not on the French
 * one. Until then its blurred preview stands in, named as the photo; without JavaScript the photo is
 * there as the server wrote it.
 */
export function PhotoWhenNear({ alt, blurDataUrl, className, children }: PhotoWhenNearProps) {
  const standInRef = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const standIn = standInRef.current;
    if (!standIn) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: nearMargin },
    );
    observer.observe(standIn);
    return () => observer.disconnect();
  }, []);

  if (near) return children;
  return (
    <span
      ref={standInRef}
      role="img"
      aria-label={alt}
      className={`block ${className}`}
      style={{ backgroundImage: `url(${blurDataUrl})`, backgroundSize: 'cover', backgroundPosition: 'center' }}
    >
      <noscript>{children}</noscript>
    </span>
  );
}
