import { classifySendFailure, SendTimeoutError } from './send-email';

describe('what kind of failure the visitor is told about', () => {
  it.each([
    [new TypeError('Failed to fetch'), 'network'],
    [{ status: 0, text: '' }, 'network'],
    [new SendTimeoutError(), 'timeout'],
    [{ status: 429, text: 'Too Many Requests' }, 'throttled'],
    [{ status: 500, text: 'Internal Server Error' }, 'unavailable'],
    [{ status: 503, text: 'Service Unavailable' }, 'unavailable'],
    [{ status: 400, text: 'The Public Key is invalid' }, 'refused'],
    [{ status: 403, text: 'Forbidden' }, 'refused'],
    [{ status: 412, text: 'Precondition Failed' }, 'refused'],
    [{ status: 451, text: 'Unavailable For Headless Browser' }, 'refused'],
    ['The service ID is required', 'refused'],
    [new Error('EmailJS is not configured'), 'refused'],
    [undefined, 'refused'],
  ])('%p is %p', (error, kind) => {
    expect(classifySendFailure(error)).toBe(kind);
  });
});
