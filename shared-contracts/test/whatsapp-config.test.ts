import { buildWhatsAppConfig } from '../config/whatsapp-config.mjs';

describe('the WhatsApp number from the environment', () => {
  it('is absent without WHATSAPP_NUMBER: no link rather than a sample number', () => {
    expect(buildWhatsAppConfig({})).toEqual({ whatsapp: null });
    expect(buildWhatsAppConfig({ WHATSAPP_NUMBER: '  ' })).toEqual({ whatsapp: null });
  });

  it.each([
    ['+91 98765 43210', '919876543210'],
    ['098765-43210', '919876543210'],
    ['9876543210', '919876543210'],
    ['919876543210', '919876543210'],
    ['+44 20 7946 0958', '442079460958'],
  ])('reads %s as %s', (written, number) => {
    expect(buildWhatsAppConfig({ WHATSAPP_NUMBER: written })).toEqual({ whatsapp: number });
  });

  it('refuses a value that is no phone number, naming the variable', () => {
    expect(() => buildWhatsAppConfig({ WHATSAPP_NUMBER: 'call us' })).toThrow(/WHATSAPP_NUMBER is not a phone number/);
    expect(() => buildWhatsAppConfig({ WHATSAPP_NUMBER: '12345' })).toThrow(/WHATSAPP_NUMBER/);
  });
});
