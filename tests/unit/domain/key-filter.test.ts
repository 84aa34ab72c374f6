import { describe, expect, it } from 'vitest';
import { isNumericInputKeyAllowed } from '../../../src/domain/key-filter';

describe('numeric-only input key filter (SPEC §5)', () => {
  it.each([
    ...'0123456789'.split(''),
    ...'۰۱۲۳۴۵۶۷۸۹'.split(''),
    ...'٠١٢٣٤٥٦٧٨٩'.split(''),
    'Backspace', 'Delete', 'Tab', 'Escape', 'Enter', '.',
    'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End',
  ])('allows %j', (key) => {
    expect(isNumericInputKeyAllowed({ key })).toBe(true);
  });

  it('allows keypad digits, by key and by code (NumLock off reports another key)', () => {
    expect(isNumericInputKeyAllowed({ key: '7', code: 'Numpad7' })).toBe(true);
    expect(isNumericInputKeyAllowed({ key: 'Home', code: 'Numpad7' })).toBe(true);
    expect(isNumericInputKeyAllowed({ key: 'Clear', code: 'Numpad5' })).toBe(true);
    expect(isNumericInputKeyAllowed({ key: 'Insert', code: 'Numpad0' })).toBe(true);
    expect(isNumericInputKeyAllowed({ key: '.', code: 'NumpadDecimal' })).toBe(true);
  });

  it.each(['c', 'x', 'a', 'C', 'X', 'A'])('allows Ctrl+%s and Cmd+%s', (key) => {
    expect(isNumericInputKeyAllowed({ key, ctrlKey: true })).toBe(true);
    expect(isNumericInputKeyAllowed({ key, metaKey: true })).toBe(true);
  });

  it.each([
    { key: 'a' }, { key: 'e' }, { key: 'E' }, { key: '-' }, { key: '+' }, { key: ',' }, { key: ' ' },
    { key: '!' }, { key: '@' }, { key: 'Shift' }, { key: 'Control' }, { key: 'F5' }, { key: 'PageUp' },
    { key: 'Insert' }, { key: 'Clear' }, { key: '/', code: 'NumpadDivide' }, { key: '*', code: 'NumpadMultiply' },
    { key: 'v', ctrlKey: true }, { key: 'z', ctrlKey: true }, { key: 'r', metaKey: true },
    { key: 'c' }, { key: 'x' }, { key: 'ش' }, { key: 'Unidentified' }, { key: '' }, { key: '12' },
  ])('blocks %j', (event) => {
    expect(isNumericInputKeyAllowed(event)).toBe(false);
  });
});
