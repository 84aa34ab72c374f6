import { Button, NativeSelect, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { MAX_CHILD_AGE, MIN_CHILD_AGE, roomLimits, type RoomParty } from '../../domain/hotels/room-party';
import { toPersianDigits } from '../../domain/numbers';
import { CountStepper } from './CountStepper';
import classes from './RoomsGuestsPicker.module.css';

const AGE_OPTIONS = [
  { value: '', label: 'انتخاب سن', disabled: true },
  ...Array.from({ length: MAX_CHILD_AGE - MIN_CHILD_AGE + 1 }, (_, i) => {
    const age = MIN_CHILD_AGE + i;
    return { value: String(age), label: age === 0 ? 'زیر ۱ سال' : `${toPersianDigits(age)} سال` };
  }),
];

export interface RoomEditorProps {
  room: RoomParty;
  index: number;
  onChange: (room: RoomParty) => void;
  /** Absent for the only room, which can't be removed. */
  onRemove?: () => void;
  /** Field path → Persian message, from validateRooms. */
  errors: Readonly<Record<string, string>>;
}

/** One room: adults, children, and each child's age (the hotel prices children by age). */
export function RoomEditor({ room, index, onChange, onRemove, errors }: RoomEditorProps) {
  const name = `اتاق ${toPersianDigits(index + 1)}`;
  const limits = roomLimits(room);
  const setAge = (c: number, age: number | null) => onChange({ ...room, childAges: room.childAges.map((a, j) => (j === c ? age : a)) });
  return (
    <fieldset className={classes.room}>
      <legend className={classes.roomTitle}>
        <Text component="span" fw={700}>{name}</Text>
      </legend>
      <CountStepper label="بزرگسال" hint="۱۲ سال به بالا" roomName={name} count={room.adults}
        canAdd={limits.canAddAdult} canRemove={limits.canRemoveAdult}
        onStep={(d) => onChange({ ...room, adults: room.adults + d })} />
      <CountStepper label="کودک" hint="زیر ۱۲ سال" roomName={name} count={room.childAges.length}
        canAdd={limits.canAddChild} canRemove={room.childAges.length > 0}
        onStep={(d) => onChange({ ...room, childAges: d > 0 ? [...room.childAges, null] : room.childAges.slice(0, -1) })} />
      {room.childAges.length > 0 && (
        <div className={classes.ages}>
          {room.childAges.map((age, c) => (
            <NativeSelect
              key={c}
              label={`سن کودک ${toPersianDigits(c + 1)}`}
              aria-label={`سن کودک ${toPersianDigits(c + 1)} در ${name}`}
              data={AGE_OPTIONS}
              value={age === null ? '' : String(age)}
              error={errors[`rooms[${index}].childAges[${c}]`]}
              onChange={(e) => setAge(c, e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
            />
          ))}
        </div>
      )}
      {onRemove && (
        <Button variant="subtle" color="red" size="sm" className={classes.remove} leftSection={<IconTrash size={16} aria-hidden />} onClick={onRemove}>
          حذف {name}
        </Button>
      )}
    </fieldset>
  );
}
