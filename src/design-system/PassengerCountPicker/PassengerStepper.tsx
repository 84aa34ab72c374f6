import { ActionIcon, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { PASSENGER_GROUP_KIND, PASSENGER_KIND_LABELS, type PassengerGroup } from '../../domain/enums';
import { toPersianDigits } from '../../domain/numbers';
import { PASSENGER_AGE_HINTS, STEP_BLOCK_MESSAGES, type StepBlock } from './passenger-limits';
import classes from './PassengerCountPicker.module.css';

export interface PassengerStepperProps {
  group: PassengerGroup;
  count: number;
  /** Why + is off, or null. */
  incrementBlock: StepBlock | null;
  /** Why − is off, or null. */
  decrementBlock: StepBlock | null;
  /** Id of the shared "at most 9" note, which this row's + points at when it applies. */
  totalNoteId: string;
  onStep: (delta: 1 | -1) => void;
}

/** A reason that belongs under this row (the total limit is said once, under all rows). */
const rowReason = (block: StepBlock | null) => (block && block !== 'min' && block !== 'max-total' ? block : null);

/** One group's row: name and age band, − count +, and the reason a button is off. */
export function PassengerStepper({ group, count, incrementBlock, decrementBlock, totalNoteId, onStep }: PassengerStepperProps) {
  const id = useId();
  const label = PASSENGER_KIND_LABELS[PASSENGER_GROUP_KIND[group]];
  const reason = rowReason(incrementBlock) ?? rowReason(decrementBlock);
  const reasonId = `${id}-reason`;
  const describe = (block: StepBlock | null) =>
    block === 'max-total' ? totalNoteId : block && block !== 'min' ? reasonId : undefined;

  return (
    <div className={classes.row} role="group" aria-labelledby={`${id}-label`} data-group={group}>
      <div className={classes.rowText}>
        <Text id={`${id}-label`} fw={500}>{label}</Text>
        <Text size="xs" c="dimmed">{PASSENGER_AGE_HINTS[group]}</Text>
      </div>
      <div className={classes.stepper}>
        <ActionIcon
          variant="default"
          size={40}
          radius="xl"
          aria-label={`افزودن ${label}`}
          aria-describedby={describe(incrementBlock)}
          disabled={incrementBlock !== null}
          data-blocked={incrementBlock ?? undefined}
          onClick={() => onStep(1)}
        >
          <IconPlus size={18} aria-hidden />
        </ActionIcon>
        <Text component="output" fw={700} className={classes.count} aria-live="polite" aria-label={`${toPersianDigits(count)} ${label}`}>
          {toPersianDigits(count)}
        </Text>
        <ActionIcon
          variant="default"
          size={40}
          radius="xl"
          aria-label={`کم کردن ${label}`}
          aria-describedby={describe(decrementBlock)}
          disabled={decrementBlock !== null}
          data-blocked={decrementBlock ?? undefined}
          onClick={() => onStep(-1)}
        >
          <IconMinus size={18} aria-hidden />
        </ActionIcon>
      </div>
      {reason && (
        <Text id={reasonId} size="xs" className={classes.reason} data-reason={reason}>
          {STEP_BLOCK_MESSAGES[reason]}
        </Text>
      )}
    </div>
  );
}
