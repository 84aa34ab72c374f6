export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterLinkGroup {
  /** Heading of the column. */
  title: string;
  links: readonly FooterLink[];
}

/** SPEC §2's information and policy pages, with the trailing slash of its redirect rule. */
export const FOOTER_LINK_GROUPS: readonly FooterLinkGroup[] = [
  {
    title: 'سفرآسا',
    links: [
      { label: 'درباره ما', href: '/about-us/' },
      { label: 'تماس با ما', href: '/contact-us/' },
      { label: 'حریم خصوصی', href: '/privacy/' },
    ],
  },
  {
    title: 'قوانین و مقررات',
    links: [
      { label: 'قوانین خرید بلیت', href: '/privacy/buying-ticket/' },
      { label: 'قوانین پرواز چارتری', href: '/privacy/charter-flight/' },
      { label: 'قوانین پرواز سیستمی', href: '/privacy/system-flight/' },
      { label: 'قوانین پرواز خارجی', href: '/privacy/international-flight/' },
      { label: 'قوانین رزرو هتل', href: '/privacy/hotel/' },
      { label: 'قوانین ویزا', href: '/privacy/visa/' },
    ],
  },
];
