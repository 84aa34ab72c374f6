import type {
  ApiEnvelope, SubmitVisaRequest, VerifyVisaPaymentResponse, VisaBasePrice, VisaEnums,
  VisaImage, VisaImageKind, VisaOrderDetails, VisaSpeed, VisaTotalPrice,
} from '../contract';
import type { ApiBases, Http } from './http';

/** A value FormData can carry under one key; nested objects and arrays are flattened to a[b] keys. */
type FormLeaf = string | number | boolean | Blob;
export type FormValue = FormLeaf | null | undefined | readonly FormValue[] | { readonly [key: string]: FormValue };

/**
 * SPEC §3 "Visa request: multipart form data, nested keys written a[b]":
 * `{ passengers: [{ firstNameEn: 'A' }] }` → `passengers[0][firstNameEn]=A`. Files stay files;
 * null and undefined are left out (the server reads a missing key as absent).
 */
export function toFormData(value: { readonly [key: string]: FormValue }, form: FormData = new FormData()): FormData {
  const put = (key: string, v: FormValue) => {
    if (v === null || v === undefined) return;
    if (v instanceof Blob) form.append(key, v, v instanceof File ? v.name : 'blob');
    else if (Array.isArray(v)) v.forEach((item, i) => put(`${key}[${i}]`, item));
    else if (typeof v === 'object') for (const [k, item] of Object.entries(v)) put(`${key}[${k}]`, item);
    else form.append(key, String(v));
  };
  for (const [key, v] of Object.entries(value)) put(key, v);
  return form;
}

/** GET Visa/GetTotalPrice's query. */
export interface VisaTotalPriceQuery {
  destination: string;
  visaType: string;
  passengerCount: number;
  speed: VisaSpeed;
}

/** A passenger whose photo and passport scan are either UploadImage ids or the files themselves. */
export type VisaPassengerUpload = Omit<SubmitVisaRequest['passengers'][number], 'photo' | 'passportImage'> & {
  photo: string | Blob;
  passportImage: string | Blob;
};
export type SubmitVisaUpload = Omit<SubmitVisaRequest, 'passengers'> & { passengers: VisaPassengerUpload[] };

/** The visa service (SPEC §7), relative to the API base. */
export function createVisaApi(http: Http, bases: ApiBases) {
  const url = (path: string) => `${bases.api}visa/${path}`;
  const client = () => http.instance();

  return {
    async getVisaEnums(): Promise<VisaEnums> {
      return (await (await client()).get<ApiEnvelope<VisaEnums>>(url('Visa/GetVisaEnums'))).data.data;
    },
    async getBasePrices(): Promise<VisaBasePrice[]> {
      return (await (await client()).get<ApiEnvelope<VisaBasePrice[]>>(url('Visa/GetBasePrices'))).data.data;
    },
    async getTotalPrice(query: VisaTotalPriceQuery): Promise<VisaTotalPrice> {
      const res = await (await client()).get<ApiEnvelope<VisaTotalPrice>>(url('Visa/GetTotalPrice'), { params: query });
      return res.data.data;
    },
    /** Multipart (SPEC §7); the answer is the order, status Created, priced by the server. */
    async submitVisaRequest(request: SubmitVisaUpload): Promise<VisaOrderDetails> {
      const form = toFormData(request as unknown as { [key: string]: FormValue });
      return (await (await client()).post<ApiEnvelope<VisaOrderDetails>>(url('Submit/SubmitVisaRequest'), form)).data.data;
    },
    /** One image, checked by its content on the server; the answer's id goes into SubmitVisaRequest. */
    async uploadImage(file: Blob, kind: VisaImageKind): Promise<VisaImage> {
      const form = toFormData({ kind, file });
      return (await (await client()).post<ApiEnvelope<VisaImage>>(url('Submit/UploadImage'), form)).data.data;
    },
    /** The bytes of one of the traveller's own uploaded images (to show it back); another's is a 404. */
    async visaImage(imageId: string): Promise<Blob> {
      return (await (await client()).get<Blob>(url(`Submit/Image/${encodeURIComponent(imageId)}`), { responseType: 'blob' })).data;
    },
    async verifyVisaPayment(orderId: string): Promise<VerifyVisaPaymentResponse> {
      const res = await (await client()).get<ApiEnvelope<VerifyVisaPaymentResponse>>(url(`Submit/VerifyVisaPayment/${encodeURIComponent(orderId)}`));
      return res.data.data;
    },
  };
}

export type VisaApi = ReturnType<typeof createVisaApi>;
