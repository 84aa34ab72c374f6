import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { IconPlaneArrival, IconPlaneDeparture } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';
import classes from './LocationPicker.module.css';

export const KIND = {
  origin: { label: 'مبدأ', icon: IconPlaneDeparture, clear: 'پاک کردن مبدأ' },
  destination: { label: 'مقصد', icon: IconPlaneArrival, clear: 'پاک کردن مقصد' },
} as const;

export interface LocationFieldProps extends Omit<TextInputProps, 'label' | 'value' | 'onChange'> {
  kind: keyof typeof KIND;
  label: ReactNode;
  /** What the field shows: the text typed, or the chosen place's name. */
  text: string;
  filled: boolean;
  /** Shows the clear button (a place is chosen and nothing is being typed). */
  clearable: boolean;
  onClear: () => void;
  onText: (text: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The place field itself, the same whether its list is loaded or not: the server's HTML and the
 * hydrated page show this, and the combobox (a chunk of its own) wraps it once loaded.
 */
export function LocationField({ kind, label, text, filled, clearable, onClear, onText, ...input }: LocationFieldProps) {
  const Icon = KIND[kind].icon;
  return (
    <TextInput
      size="md"
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      {...input}
      label={label}
      classNames={{ input: classes.input }}
      data-kind={kind}
      data-filled={filled || undefined}
      autoComplete="off"
      aria-autocomplete="list"
      value={text}
      leftSection={<Icon size={20} aria-hidden />}
      rightSection={
        clearable ? (
          <CloseButton size="md" aria-label={KIND[kind].clear} onMouseDown={(e) => e.preventDefault()} onClick={onClear} />
        ) : null
      }
      onChange={(event) => onText(event.currentTarget.value)}
    />
  );
}
