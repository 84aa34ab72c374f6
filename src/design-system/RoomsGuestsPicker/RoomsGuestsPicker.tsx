import { useState, type ReactNode } from 'react';
import { Button, Input, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconBed, IconPlus } from '@tabler/icons-react';
import { formatRoomsSummary, MAX_ROOMS, validateRooms, type RoomParty } from '../../domain/hotels/room-party';
import { toPersianDigits } from '../../domain/numbers';
import { PickerDropdown, usePickerDropdownType, type PickerDropdownType } from '../JalaliDatePicker/PickerDropdown';
import { RoomEditor } from './RoomEditor';
import classes from './RoomsGuestsPicker.module.css';

export interface RoomsGuestsPickerProps {
  /** The rooms, each with its adults and children's ages (null while an age is not chosen). */
  value: readonly RoomParty[];
  onChange: (rooms: RoomParty[]) => void;
  /** Field label; also the dialog's name. @default 'اتاق و مسافران' */
  label?: string;
  /** Error under the field (the search form's). */
  error?: ReactNode;
  /** 'popover' or a full-screen 'sheet'. @default 'sheet' below 576 px, otherwise 'popover' */
  dropdownType?: PickerDropdownType;
  /** Opens on first render (stories). @default false */
  defaultOpened?: boolean;
  className?: string;
}

const NEW_ROOM: RoomParty = { adults: 1, childAges: [] };

/** «۲ اتاق، ۳ بزرگسال، ۱ کودک»: opens the rooms (1–5), each with adults, children and their ages. */
export function RoomsGuestsPicker(props: RoomsGuestsPickerProps) {
  const { value, onChange, label = 'اتاق و مسافران', error, dropdownType, defaultOpened = false, className } = props;
  const [opened, setOpened] = useState(defaultOpened);
  const [checked, setChecked] = useState(false);
  const type = usePickerDropdownType(dropdownType);
  const id = useId();
  const problems = validateRooms(value);
  const errors = checked ? Object.fromEntries(problems.map((p) => [p.field, p.message])) : {};
  const full = value.length >= MAX_ROOMS;
  const update = (i: number, room: RoomParty) => onChange(value.map((r, j) => (j === i ? room : r)));
  // A child's missing age keeps the dialog open with the question under that child.
  const confirm = () => {
    setChecked(true);
    if (problems.length === 0) setOpened(false);
  };

  const field = (
    <Input.Wrapper label={label} labelProps={{ id: `${id}-label` }} error={error} className={className}>
      <Input
        id={id}
        component="button"
        type="button"
        classNames={{ input: classes.input }}
        error={!!error}
        aria-haspopup="dialog"
        aria-expanded={opened}
        aria-labelledby={`${id}-label ${id}-value`}
        leftSection={<IconBed size={18} aria-hidden />}
        onClick={() => setOpened((o) => !o)}
        data-opened={opened || undefined}
      >
        <span id={`${id}-value`} className={classes.value}>{formatRoomsSummary(value)}</span>
      </Input>
    </Input.Wrapper>
  );

  return (
    <PickerDropdown type={type} opened={opened} onClose={confirm} title={label} dropdownId={`${id}-dropdown`} target={field}>
      <div className={classes.body}>
        {value.map((room, i) => (
          <RoomEditor key={i} room={room} index={i} errors={errors} onChange={(next) => update(i, next)}
            onRemove={value.length > 1 ? () => onChange(value.filter((_, j) => j !== i)) : undefined} />
        ))}
        <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} disabled={full} onClick={() => onChange([...value, NEW_ROOM])}>
          افزودن اتاق
        </Button>
        {full && <Text size="sm" c="dimmed">حداکثر {toPersianDigits(MAX_ROOMS)} اتاق در هر رزرو</Text>}
        <Button size="md" fullWidth onClick={confirm}>تأیید</Button>
      </div>
    </PickerDropdown>
  );
}
