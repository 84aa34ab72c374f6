/**
 * SPEC §9 breakpoints: mobile below 576 px, tablet 576–992 px, desktop from 992 px, plus landscape.
 * Shared by the Mantine theme (as em) and the General store's media-query flags.
 */
export const BREAKPOINT_PX = { tablet: 576, desktop: 992 } as const;

export const MEDIA_QUERIES = {
  mobile: `(max-width: ${BREAKPOINT_PX.tablet - 0.02}px)`,
  tablet: `(min-width: ${BREAKPOINT_PX.tablet}px) and (max-width: ${BREAKPOINT_PX.desktop - 0.02}px)`,
  desktop: `(min-width: ${BREAKPOINT_PX.desktop}px)`,
  landscape: '(orientation: landscape)',
} as const;

export type MediaFlag = keyof typeof MEDIA_QUERIES;
