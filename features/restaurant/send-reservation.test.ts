import { sendReservation } from './send-reservation';
import { SendTimeoutError, sendTimeoutMs } from '@/lib/send-email';

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
