import { deferredPart } from './deferred-part';
import type { FullPopoverProps } from './popover-part';

const popover = deferredPart(() => import('./popover-part'));

/** Loads the popover's code ahead of its first use (stories, tests, a page about to need it). */
export const loadPopover = popover.load;

/**
 * Mantine's Popover with its code (floating-ui and the focus trap, ~20 KB gzip) out of the page's
 * start: the target alone until the chunk arrives (when the page is idle, or at the first opening),
 * then the popover around it. A search form is usable before it loads.
 */
export function LazyPopover(props: FullPopoverProps) {
  const loaded = popover.usePart(props.opened);
  if (!loaded) return props.target;
  return <loaded.FullPopover {...props} />;
}
