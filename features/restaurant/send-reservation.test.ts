import { classifySendFailure, SendTimeoutError, sendReservation, sendTimeoutMs } from './send-reservation';

const sendForm = jest.fn();
jest.mock('@emailjs/browser', () => ({ __esModule: true, default: { sendForm: (...args: unknown[]) => sendForm(...args) } }));

const config = { serviceId: 'service_x', templateId: 'template_x', publicKey: 'key_x' };

describe('sending a reservation', () => {
  beforeEach(() => sendForm.mockReset());
  afterEach(() => jest.useRealTimers());

  it('hands the form and the ids to EmailJS sendForm', async () => {
    sendForm.mockResolvedValue({ status: 200, text: 'OK' });
    const form = document.createElement('form');
    await sendReservation(form, config);
    expect(sendForm).toHaveBeenCalledWith('service_x', 'template_x', form, { publicKey: 'key_x' });
  });

  it('fails without ids, so that the mail client takes over', async () => {
    await expect(sendReservation(document.createElement('form'), null)).rejects.toThrow(/not configured/);
    expect(sendForm).not.toHaveBeenCalled();
  });

  it('passes on a string thrown by the SDK', async () => {
    sendForm.mockImplementation(() => {
      throw 'The public key is required. Visit https://dashboard.emailjs.com/admin/account';
    });
    await expect(sendReservation(document.createElement('form'), config)).rejects.toMatch(/public key is required/);
  });

  it('gives up after the time limit when the provider never answers', async () => {
    jest.useFakeTimers();
    sendForm.mockReturnValue(new Promise(() => undefined));
    const sending = sendReservation(document.createElement('form'), config);
    const outcome = expect(sending).rejects.toBeInstanceOf(SendTimeoutError);
    await jest.advanceTimersByTimeAsync(sendTimeoutMs - 1);
    let settled = false;
    void sending.catch(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('waits the whole time limit, which is a sensible 15 seconds', () => {
    expect(sendTimeoutMs).toBe(15_000);
  });
});

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
