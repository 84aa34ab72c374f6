import { Button, Input, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconUsers } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { PASSENGER_GROUPS } from '../../domain/enums';
import { FieldPopover, usePickerDropdownType, type PickerDropdownType } from '../JalaliDatePicker/PickerDropdown';
import { LazyDrawer } from '../overlays/lazy-mantine';
import {
  decrementBlock, formatPassengerSummary, incrementBlock, STEP_BLOCK_MESSAGES, stepCount, type PassengerCounts,
} from './passenger-limits';
import { PassengerStepper } from './PassengerStepper';
import classes from './PassengerCountPicker.module.css';

export interface PassengerCountPickerProps {
  /** Adults, children and infants. */
  value: PassengerCounts;
  /** Called on every + or − with the new counts; the rules (adults ≥ 1, infants ≤ adults, total ≤ 9) always hold. */
  onChange: (value: PassengerCounts) => void;
  /** Field label; also the dialog's name. @default 'مسافران' */
  label?: string;
  /** Error message under the field. */
  error?: ReactNode;
  /** @default false */
  disabled?: boolean;
  /** 'popover' or a bottom 'sheet'. @default 'sheet' below 576 px, otherwise 'popover' */
  dropdownType?: PickerDropdownType;
  /** Opens on first render (stories). @default false */
  defaultOpened?: boolean;
  className?: string;
}

/** A field showing "۲ بزرگسال، ۱ کودک" that opens three steppers: a popover, or a sheet on phones. */
export function PassengerCountPicker(props: PassengerCountPickerProps) {
  const { value, onChange, label = 'مسافران', error, disabled = false, dropdownType, defaultOpened = false, className } = props;
  const [opened, setOpened] = useState(defaultOpened && !disabled);
  const type = usePickerDropdownType(dropdownType);
  const id = useId();
  const dropdownId = `${id}-dropdown`;
  const totalNoteId = `${id}-total`;
  const atTotal = incrementBlock(value, 'adults') === 'max-total';

  const body = (
    <div className={classes.body}>
      {PASSENGER_GROUPS.map((group) => (
        <PassengerStepper
          key={group}
          group={group}
          count={value[group]}
          incrementBlock={incrementBlock(value, group)}
          decrementBlock={decrementBlock(value, group)}
          totalNoteId={totalNoteId}
          onStep={(delta) => {
            const next = stepCount(value, group, delta);
            if (next !== value) onChange(next);
          }}
        />
      ))}
      {atTotal && (
        <Text id={totalNoteId} size="sm" className={classes.note} role="status">
          {STEP_BLOCK_MESSAGES['max-total']}
        </Text>
      )}
      <Button size="md" fullWidth onClick={() => setOpened(false)}>
        تأیید
      </Button>
    </div>
  );

  const field = (
    <Input.Wrapper label={label} labelProps={{ id: `${id}-label` }} error={error} className={className}>
      <Input
        id={id}
        component="button"
        type="button"
        classNames={{ input: classes.input }}
        disabled={disabled}
        error={!!error}
        aria-haspopup="dialog"
        aria-expanded={opened}
        aria-controls={opened ? dropdownId : undefined}
        aria-labelledby={`${id}-label ${id}-value`}
        leftSection={<IconUsers size={18} aria-hidden />}
        onClick={() => setOpened((o) => !o)}
        data-opened={opened || undefined}
      >
        <span id={`${id}-value`} className={classes.value}>{formatPassengerSummary(value)}</span>
      </Input>
    </Input.Wrapper>
  );

  if (type === 'sheet') {
    return (
      <>
        {field}
        <LazyDrawer
          id={dropdownId}
          opened={opened}
          onClose={() => setOpened(false)}
          position="bottom"
          radius="lg"
          title={label}
          closeButtonProps={{ 'aria-label': 'بستن' }}
          classNames={{ title: classes.sheetTitle, content: classes.sheet }}
        >
          {body}
        </LazyDrawer>
      </>
    );
  }
  return (
    <FieldPopover opened={opened} onClose={() => setOpened(false)} title={label} dropdownId={dropdownId} target={field} className={classes.dropdown}>
      {body}
    </FieldPopover>
  );
}
