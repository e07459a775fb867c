'use client';

import { useEffect } from 'react';
import { keepGuideOffline } from './guide-worker-registration';

interface KeepGuideOfflineProps {
  /** The guide's worker in the page's language (config/routes.ts offlineWorkerPath). */
  readonly worker: string;
  /** The guide's folder, the worker's scope: it controls the guide alone. */
  readonly scope: string;
}

/**
 * On every page (site/site-layout.tsx): once the page has loaded and the browser is idle, registers
 * the guide's worker of the page's language, which keeps the guide for tonight without signal. After
 * the load, so that the guide's copy never competes with the page's own first bytes. Draws nothing.
 */
export function KeepGuideOffline({ worker, scope }: KeepGuideOfflineProps) {
  useEffect(() => {
    let live = true;
    let cancel: (() => void) | undefined;
    const register = () => {
      if (live) keepGuideOffline(worker, scope).catch(() => undefined);
    };
    const whenIdle = () => {
      // A browser without requestIdleCallback (typed as always there) waits a second after the load instead.
      if (typeof window.requestIdleCallback === 'function') {
        const idle = window.requestIdleCallback(register, { timeout: 5000 });
        cancel = () => window.cancelIdleCallback(idle);
      } else {
        const timer = setTimeout(register, 1000);
        cancel = () => clearTimeout(timer);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      live = false;
      window.removeEventListener('load', whenIdle);
      cancel?.();
    };
  }, [worker, scope]);
  return null;
}
