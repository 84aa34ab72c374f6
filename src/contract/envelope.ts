/** Every response is `{ data, meta }` (ARCHITECTURE.md "Envelope"). */
export interface ApiMeta {
  /** On a 400: field name → Persian messages (ASP.NET style). */
  errors?: Record<string, string[]>;
  /** A human message for errors that are not about one field (401, 404). */
  message?: string;
  [key: string]: unknown;
}

export interface ApiEnvelope<T> {
  data: T;
  meta: ApiMeta;
}
