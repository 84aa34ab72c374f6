import { describe, expect, it } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createApi } from '../../../src/api';
import { createHttp } from '../../../src/api/http';
import { toFormData } from '../../../src/api/visa';

/** An api whose every answer is `{ data: answer(config), meta: {} }`, recording the requests. */
function fakeApi(answer: (config: InternalAxiosRequestConfig) => unknown = () => ({})) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return { data: { data: answer(config), meta: {} }, status: 200, statusText: 'OK', headers: {}, config };
  };
  const api = createApi({ api: '/api/', account: '/account/' }, createHttp((i) => { i.defaults.adapter = adapter; }));
  return { api, seen };
}

const entries = (form: FormData) => [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${(v as File).name}`]);

describe('toFormData (SPEC §3: nested keys written a[b])', () => {
  it('flattens objects and arrays into bracketed keys and keeps files as files', () => {
    const photo = new File(['x'], 'me.jpg', { type: 'image/jpeg' });
    const form = toFormData({
      destination: 'uae',
      passengerCount: 2,
      urgent: false,
      contact: { mobile: '09121112233', email: null },
      passengers: [{ firstNameEn: 'MARYAM', photo }, { firstNameEn: 'ALI', nickname: undefined }],
    });
    expect(entries(form)).toEqual([
      ['destination', 'uae'],
      ['passengerCount', '2'],
      ['urgent', 'false'],
      ['contact[mobile]', '09121112233'],
      ['passengers[0][firstNameEn]', 'MARYAM'],
      ['passengers[0][photo]', 'file:me.jpg'],
      ['passengers[1][firstNameEn]', 'ALI'],
    ]);
    expect(form.get('passengers[0][photo]')).toBeInstanceOf(File);
  });

  it('goes as deep as the value does and writes nothing for an empty object', () => {
    expect(entries(toFormData({ a: { b: { c: [[1, 2]] } }, e: {} }))).toEqual([['a[b][c][0][0]', '1'], ['a[b][c][0][1]', '2']]);
  });
});

describe('the visa API (SPEC §7)', () => {
  it('reads enums, base prices and a total price with its query', async () => {
    const { api, seen } = fakeApi((c) => (c.url?.endsWith('GetTotalPrice') ? { totalPrice: 2 } : []));
    await api.visa.getVisaEnums();
    await api.visa.getBasePrices();
    await expect(api.visa.getTotalPrice({ destination: 'uae', visaType: 'AE-T30', passengerCount: 3, speed: 'Urgent' })).resolves.toEqual({ totalPrice: 2 });
    expect(seen.map((c) => `${c.method} ${c.url}`)).toEqual([
      'get /api/visa/Visa/GetVisaEnums', 'get /api/visa/Visa/GetBasePrices', 'get /api/visa/Visa/GetTotalPrice',
    ]);
    expect(seen[2]!.params).toMatchObject({ destination: 'uae', visaType: 'AE-T30', passengerCount: 3, speed: 'Urgent' });
  });

  it('sends the request and images as multipart with a[b] keys', async () => {
    const { api, seen } = fakeApi(() => ({ id: 'x' }));
    const passport = new File(['p'], 'passport.png', { type: 'image/png' });
    await api.visa.uploadImage(passport, 'Passport');
    await api.visa.submitVisaRequest({
      destination: 'uae', visaType: 'AE-T30', speed: 'Normal', travelDate: '2026-12-20',
      contact: { mobile: '09121112233' },
      passengers: [{ firstNameEn: 'MARYAM', lastNameEn: 'KAZEMI', gender: 'Female', birthDate: '1992-04-11', passportNumber: 'K1', passportExpiryDate: '2036-01-01', photo: 'img-1', passportImage: passport }],
    });
    expect(seen.map((c) => `${c.method} ${c.url}`)).toEqual(['post /api/visa/Submit/UploadImage', 'post /api/visa/Submit/SubmitVisaRequest']);
    const upload = seen[0]!.data as FormData;
    expect(upload.get('kind')).toBe('Passport');
    expect(upload.get('file')).toBeInstanceOf(File);
    const submit = seen[1]!.data as FormData;
    expect(submit).toBeInstanceOf(FormData);
    expect(submit.get('contact[mobile]')).toBe('09121112233');
    expect(submit.get('passengers[0][photo]')).toBe('img-1');
    expect((submit.get('passengers[0][passportImage]') as File).name).toBe('passport.png');
  });

  it('reads an uploaded image back as a Blob', async () => {
    const { api, seen } = fakeApi();
    await api.visa.visaImage('a/b');
    expect(seen[0]!.url).toBe('/api/visa/Submit/Image/a%2Fb');
    expect(seen[0]!.responseType).toBe('blob');
  });

  it('verifies a payment by order id', async () => {
    const { api, seen } = fakeApi(() => ({ paid: true }));
    await expect(api.visa.verifyVisaPayment('a/b')).resolves.toEqual({ paid: true });
    expect(seen[0]!.url).toBe('/api/visa/Submit/VerifyVisaPayment/a%2Fb');
  });
});
