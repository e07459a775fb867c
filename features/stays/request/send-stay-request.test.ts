import { sendStayRequest } from '@/features/stays/request/send-stay-request';

const send = jest.fn();
jest.mock('@emailjs/browser', () => ({ __esModule: true, default: { send: (...args: unknown[]) => send(...args) } }));

const config = { serviceId: 'service_x', templateId: 'template_stay_x', publicKey: 'key_x' };

describe('sending a stay request', () => {
  beforeEach(() => send.mockReset());

  it('hands the variables to EmailJS send, through the stay request’s own template', async () => {
    send.mockResolvedValue({ status: 200, text: 'OK' });
    await sendStayRequest({ hebergement: 'cabane', langue: 'néerlandais' }, config);
    expect(send).toHaveBeenCalledWith(
      'service_x',
      'template_stay_x',
      { hebergement: 'cabane', langue: 'néerlandais' },
      { publicKey: 'key_x' },
    );
  });

  it('fails without ids, so that the mail client takes over', async () => {
    await expect(sendStayRequest({}, null)).rejects.toThrow(/not configured/);
    expect(send).not.toHaveBeenCalled();
  });

  it('passes on the provider’s refusal', async () => {
    send.mockRejectedValue({ status: 429, text: 'Too Many Requests' });
    await expect(sendStayRequest({}, config)).rejects.toEqual({ status: 429, text: 'Too Many Requests' });
  });
});
