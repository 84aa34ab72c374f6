/** The three widths every story is designed and reviewed at. */
export const VIEWPORTS = {
  mobile: { name: 'موبایل ۳۷۵', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'تبلت ۷۶۸', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'دسکتاپ ۱۲۸۰', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;
export const DEFAULT_VIEWPORT: ViewportName = 'desktop';
