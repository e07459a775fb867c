'use client';

import { useEffect, useState } from 'react';

interface OfflineGuideProps {
  /** The worker's address, inside the guide's folder (config/routes.ts offlineWorkerPath). */
  readonly worker: string;
  /** The guide's folder: the worker controls this page alone. */
  readonly scope: string;
  /** Said once the copy is kept: the page opens without signal on this phone. */
  readonly readyText: string;
}

/** The files this page loaded before its worker was there: the worker fetches and keeps them. */
const loadedFiles = (): string[] => [
  window.location.href.split('#')[0] ?? window.location.href,
  ...performance.getEntriesByType('resource').map((entry) => entry.name),
];

/**
 * Registers the guide's service worker (network first, this page only) and, once it runs, hands it the
 * page and the files it loaded; says so when the copy is kept. Without service workers (or without
 * JavaScript) the page is an ordinary page.
 */
export function OfflineGuide({ worker, scope, readyText }: OfflineGuideProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let live = true;
    navigator.serviceWorker
      .register(worker, { scope })
      .then(async (registration) => {
        await navigator.serviceWorker.ready;
        const active = registration.active;
        if (!active) return;
        const channel = new MessageChannel();
        channel.port1.onmessage = (event: MessageEvent<{ ready?: boolean }>) => {
          if (live && event.data.ready === true) setReady(true);
        };
        active.postMessage({ urls: loadedFiles() }, [channel.port2]);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [worker, scope]);
  return (
    <p className="mt-6 text-sm text-ink-muted print:hidden" data-offline-ready={ready ? 'true' : undefined} hidden={!ready}>
      {readyText}
    </p>
  );
}
