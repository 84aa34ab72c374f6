import type { ProsePage } from '../shared/prose';

/** SPEC §2's six policy pages, in the order the policy navigation lists them. */
export const POLICY_SLUGS = ['buying-ticket', 'system-flight', 'charter-flight', 'international-flight', 'hotel', 'visa'] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

/** Each policy's text is its own chunk, loaded with its page. */
export const POLICY_CONTENT: Readonly<Record<PolicySlug, () => Promise<{ default: ProsePage }>>> = {
  'buying-ticket': () => import('./content/buying-ticket'),
  'system-flight': () => import('./content/system-flight'),
  'charter-flight': () => import('./content/charter-flight'),
  'international-flight': () => import('./content/international-flight'),
  hotel: () => import('./content/hotel'),
  visa: () => import('./content/visa'),
};
