import { POLICY_SLUGS, type PolicySlug } from './policy-routes';

export interface PolicyLink {
  readonly label: string;
  readonly href: string;
}

export const PRIVACY_LINK: PolicyLink = { label: 'حریم خصوصی', href: '/privacy/' };

/** Labels as the footer prints them. */
export const POLICY_LINKS: Readonly<Record<PolicySlug, PolicyLink>> = {
  'buying-ticket': { label: 'قوانین خرید بلیت', href: '/privacy/buying-ticket/' },
  'system-flight': { label: 'قوانین پرواز سیستمی', href: '/privacy/system-flight/' },
  'charter-flight': { label: 'قوانین پرواز چارتری', href: '/privacy/charter-flight/' },
  'international-flight': { label: 'قوانین پرواز خارجی', href: '/privacy/international-flight/' },
  hotel: { label: 'قوانین رزرو هتل', href: '/privacy/hotel/' },
  visa: { label: 'قوانین ویزا', href: '/privacy/visa/' },
};

/** Everything the policy navigation lists: the privacy policy, then the six policies. */
export const POLICY_NAV: readonly PolicyLink[] = [PRIVACY_LINK, ...POLICY_SLUGS.map((slug) => POLICY_LINKS[slug])];

/** The parent crumb of every policy page. */
export const POLICIES_CRUMB = { label: 'قوانین و مقررات', href: '/privacy/' } as const;
