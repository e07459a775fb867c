'use client';

import { useEffect, useState } from 'react';
import { keepGuideOffline } from './guide-worker-registration';

interface OfflineGuideProps {
  /** The worker's address, inside the guide's folder (config/routes.ts offlineWorkerPath). */
  readonly worker: string;
  /** The guide's folder: the worker controls this page alone. */
  readonly scope: string;
  /** Said once the copy is kept: the page opens without signal on this phone. */
  readonly readyText: string;
}

/**
 * On the guide, and there alone: registers its worker at once and says so once a worker holds the copy.
 * Opening the guide is asking for it, offline included (the page to read on arrival, without signal):
 * the copy is strictly needed for that service, which exempts it from consent (loi Informatique et
 * Libertés, article 82); from any other page it would not be. Without service workers (or without
 * JavaScript) the page is an ordinary page.
 */
export function OfflineGuide({ worker, scope, readyText }: OfflineGuideProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    keepGuideOffline(worker, scope).then(
      (kept) => {
        if (live && kept) setReady(true);
      },
      () => undefined,
    );
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
