/** The numeric-only input's key filter (SPEC §5). */

export interface KeyPress {
  readonly key: string;
  readonly code?: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
}

const EDITING_KEYS = new Set([
  'Backspace', 'Delete', 'Tab', 'Escape', 'Enter', '.',
  'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End',
]);

// Latin, Persian and Arabic-Indic digits: Iranian keyboards type the latter two.
const DIGIT_KEY = /^[0-9۰-۹٠-٩]$/;
const NUMPAD_DIGIT_CODE = /^Numpad[0-9]$/;
// Copy, cut, select-all. Paste is not in SPEC's list, so it stays blocked.
const SHORTCUT_KEYS = new Set(['c', 'x', 'a']);

/** True when a keydown may reach a numeric-only input; the caller prevents the rest. */
export function isNumericInputKeyAllowed(event: KeyPress): boolean {
  if (DIGIT_KEY.test(event.key) || EDITING_KEYS.has(event.key)) return true;
  if (event.code !== undefined && NUMPAD_DIGIT_CODE.test(event.code)) return true;
  return Boolean(event.ctrlKey || event.metaKey) && SHORTCUT_KEYS.has(event.key.toLowerCase());
}
