import { ActionIcon, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { toPersianDigits } from '../../domain/numbers';
import classes from './RoomsGuestsPicker.module.css';

export interface CountStepperProps {
  /** «بزرگسال», «کودک». */
  label: string;
  /** «۱۲ سال به بالا». */
  hint: string;
  /** «اتاق ۱»: names the buttons («افزودن بزرگسال به اتاق ۱»). */
  roomName: string;
  count: number;
  canAdd: boolean;
  canRemove: boolean;
  onStep: (delta: 1 | -1) => void;
}

/** One count of a room: its name and age band, − count +. */
export function CountStepper({ label, hint, roomName, count, canAdd, canRemove, onStep }: CountStepperProps) {
  const id = useId();
  return (
    <div className={classes.row} role="group" aria-labelledby={`${id}-label`}>
      <div>
        <Text id={`${id}-label`} fw={500}>{label}</Text>
        <Text size="xs" c="dimmed">{hint}</Text>
      </div>
      <div className={classes.stepper}>
        <ActionIcon variant="default" size={40} radius="xl" aria-label={`افزودن ${label} به ${roomName}`} disabled={!canAdd} onClick={() => onStep(1)}>
          <IconPlus size={18} aria-hidden />
        </ActionIcon>
        <Text component="output" fw={700} className={classes.count} aria-live="polite" aria-label={`${toPersianDigits(count)} ${label}`}>
          {toPersianDigits(count)}
        </Text>
        <ActionIcon variant="default" size={40} radius="xl" aria-label={`کم کردن ${label} از ${roomName}`} disabled={!canRemove} onClick={() => onStep(-1)}>
          <IconMinus size={18} aria-hidden />
        </ActionIcon>
      </div>
    </div>
  );
}
