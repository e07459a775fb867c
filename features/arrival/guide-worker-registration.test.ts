import { keepGuideOffline, type WorkerContainer } from './guide-worker-registration';

const worker = '/nl/aankomstgids/sw.js';
const scope = '/nl/aankomstgids/';

/** A worker that changes state when the test says. */
class FakeWorker extends EventTarget {
  constructor(public state: ServiceWorkerState) {
    super();
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

function container(registration: Partial<Record<'active' | 'installing' | 'waiting', FakeWorker>>) {
  const update = jest.fn(() => Promise.resolve());
  const register = jest.fn(() =>
    Promise.resolve({ active: null, installing: null, waiting: null, ...registration, update } as unknown as ServiceWorkerRegistration),
  );
  return { container: { register } satisfies WorkerContainer, register, update };
}

beforeEach(() => sessionStorage.clear());

describe('keeping the guide from any page', () => {
  it('registers the guide’s worker with the guide’s folder as its scope, asking the site for the worker itself', async () => {
    const installing = new FakeWorker('installing');
    const { container: serviceWorker, register } = container({ installing });
    const kept = keepGuideOffline(worker, scope, serviceWorker, sessionStorage);
    await Promise.resolve();
    installing.become('installed');
    installing.become('activated');
    await expect(kept).resolves.toBe(true);
    expect(register).toHaveBeenCalledWith(worker, { scope, updateViaCache: 'none' });
  });

  it('says the guide is not kept when the worker fails to install (no signal at the first visit), or without service workers', async () => {
    const installing = new FakeWorker('installing');
    const kept = keepGuideOffline(worker, scope, container({ installing }).container, sessionStorage);
    await Promise.resolve();
    installing.become('redundant');
    await expect(kept).resolves.toBe(false);
    await expect(keepGuideOffline(worker, scope, undefined, sessionStorage)).resolves.toBe(false);
  });

  it('asks once per visit whether the guide changed, once a worker holds a copy', async () => {
    const { container: serviceWorker, update } = container({ active: new FakeWorker('activated') });
    await expect(keepGuideOffline(worker, scope, serviceWorker, sessionStorage)).resolves.toBe(true);
    await expect(keepGuideOffline(worker, scope, serviceWorker, sessionStorage)).resolves.toBe(true);
    expect(update).toHaveBeenCalledTimes(1);
    // Another language's guide is another worker: asked for on its own.
    await keepGuideOffline('/de/anreise/sw.js', '/de/anreise/', serviceWorker, sessionStorage);
    expect(update).toHaveBeenCalledTimes(2);
  });
});
