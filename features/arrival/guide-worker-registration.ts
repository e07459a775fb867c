// Registering the arrival guide's worker (./offline-worker.ts), from the guide alone (offline-guide.tsx:
// the one page whose visitor asked for the copy, loi Informatique et Libertés article 82). Browser code,
// driven by its test with a stand-in for navigator.serviceWorker.

/** What this module uses of navigator.serviceWorker: registering (idempotent for the same worker and scope). */
export interface WorkerContainer {
  register(url: string, options: { scope: string; updateViaCache: 'none' }): Promise<ServiceWorkerRegistration>;
}

/** The browser's service workers; undefined where it has none (an old browser, an insecure address). */
function browserWorkers(): WorkerContainer | undefined {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
}

/** The key under which a tab notes it has asked for a newer worker already. */
const checkedKey = (scope: string) => `guide-worker-checked:${scope}`;

/**
 * Asks the site once per visit (tab) whether the guide changed: registering an installed worker again
 * asks nothing, and a visitor who never reopens the guide would keep last month's copy. The check is
 * one small request (sw.js, revalidated); a changed guide changes sw.js, which then installs anew.
 */
function checkOncePerVisit(registration: ServiceWorkerRegistration, scope: string, storage: Storage | undefined): void {
  try {
    if (!storage || storage.getItem(checkedKey(scope)) !== null) return;
    storage.setItem(checkedKey(scope), '1');
  } catch {
    return; // Storage refused (private modes): the browser's own checks, on opening the guide, remain.
  }
  registration.update().catch(() => undefined);
}

/** Resolves once `worker` (installing or waiting) is active, true, or fails to install, false. */
function activated(worker: ServiceWorker): Promise<boolean> {
  return new Promise((resolve) => {
    const settle = () => {
      if (worker.state === 'activated') resolve(true);
      else if (worker.state === 'redundant') resolve(false);
      else return;
      worker.removeEventListener('statechange', settle);
    };
    worker.addEventListener('statechange', settle);
    settle();
  });
}

/**
 * Registers the guide's worker of a language (`worker`, its sw.js; `scope`, the guide's folder) and
 * resolves true once a worker holds the guide's copy (its install keeps the whole list or fails),
 * false where the browser has no service workers or the install failed.
 */
export async function keepGuideOffline(
  worker: string,
  scope: string,
  container: WorkerContainer | undefined = browserWorkers(),
  storage: Storage | undefined = typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
): Promise<boolean> {
  if (!container) return false;
  const registration = await container.register(worker, { scope, updateViaCache: 'none' });
  if (registration.active) {
    // An active worker holds a copy (a newer one may be installing: it replaces the copy when done).
    checkOncePerVisit(registration, scope, storage);
    return true;
  }
  const pending = registration.installing ?? registration.waiting;
  return pending ? activated(pending) : false;
}
