import { Badge, Button, Group, Paper, SegmentedControl, Text } from '@mantine/core';
import { IconEdit, IconTrash, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import type { Passenger } from '../../contract';
import { EMPTY_PASSENGER, EmptyState, JalaliDateText, PassengerForm, passengerErrors, showToast, type PassengerFormValue } from '../../design-system';
import { LazyModal } from '../../design-system/overlays/lazy-mantine';
import { PASSENGER_KIND_LABELS, PassengerKind, tehranToday, toPersianDigits } from '../../domain';
import { useStores } from '../../stores';
import { errorsUnder, formValueOf, kindOn, toPassengerInput } from '../booking/parts/passenger-input';
import { useBackClosable } from '../shared/useBackClosable';
import { useCountries } from '../shared/use-countries';
import { serverFieldErrors } from './parts/form-errors';
import { failureMessage, LoadView, useLoad } from './parts/load';
import { PageHeader } from './parts/PageHeader';
import classes from './parts/parts.module.css';

interface Editing {
  id?: string;
  kind: PassengerKind;
  value: PassengerFormValue;
}

const KIND_DATA = [PassengerKind.Adult, PassengerKind.Child, PassengerKind.Infant].map((k) => ({ value: String(k), label: PASSENGER_KIND_LABELS[k] }));

function PassengerCard({ passenger, today, onEdit, onDelete }: { passenger: Passenger; today: string; onEdit: () => void; onDelete: () => void }) {
  const nameFa = [passenger.firstNameFa, passenger.lastNameFa].filter(Boolean).join(' ');
  const nameEn = `${passenger.firstNameEn} ${passenger.lastNameEn}`;
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={nameFa || nameEn}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Group gap="xs">
            <Text fw={700}>{nameFa || nameEn}</Text>
            <Badge variant="light">{PASSENGER_KIND_LABELS[kindOn(passenger.birthDate, today)]}</Badge>
          </Group>
          {nameFa && <Text size="sm" c="dimmed"><bdi dir="ltr">{nameEn}</bdi></Text>}
          <Text size="sm" c="dimmed">
            {passenger.nationalCode ? <>کد ملی <bdi>{toPersianDigits(passenger.nationalCode)}</bdi></>
              : <>گذرنامه <bdi dir="ltr">{passenger.passportNumber}</bdi></>}
            {' · '}تولد <JalaliDateText date={passenger.birthDate} size="sm" c="dimmed" />
          </Text>
        </div>
        <Group gap="xs">
          <Button variant="light" size="sm" leftSection={<IconEdit size={16} aria-hidden />} onClick={onEdit} aria-label={`ویرایش ${nameFa || nameEn}`}>ویرایش</Button>
          <Button variant="subtle" color="red" size="sm" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete} aria-label={`حذف ${nameFa || nameEn}`}>حذف</Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** /profile/passengers/: the saved passengers, each editable and removable, and a form for a new one. */
export function PassengersScreen() {
  const root = useStores();
  const countries = useCountries();
  const today = tehranToday(root.env.now());
  const passengers = useLoad(() => root.api.passengers.currentUserPassengers(), 'passengers');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  const [removing, setRemoving] = useState<Passenger | null>(null);
  const confirm = useBackClosable();

  const start = (next: Editing) => {
    setEditing(next);
    setSubmitted(false);
    setServer({});
  };

  const save = async () => {
    if (!editing) return;
    setSubmitted(true);
    const local = passengerErrors(editing.value, { kind: editing.kind, flightDate: today, international: false, today });
    if (Object.keys(local).length > 0) return;
    setSaving(true);
    try {
      const saved = await root.api.passengers.addOrUpdate(toPassengerInput(editing.value, editing.kind, false, editing.id));
      if (passengers.status === 'ready') passengers.set([saved, ...passengers.data.filter((p) => p.id !== saved.id)]);
      setEditing(null);
      void showToast(editing.id ? 'مشخصات مسافر ذخیره شد.' : 'مسافر به فهرست شما اضافه شد.', 'success');
    } catch (error) {
      setServer(errorsUnder(serverFieldErrors(error), 'passenger'));
      if (Object.keys(serverFieldErrors(error)).length === 0) void showToast(failureMessage(error), 'error');
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    const target = removing;
    confirm.close();
    if (!target) return;
    try {
      await root.api.passengers.remove(target.id);
      if (passengers.status === 'ready') passengers.set(passengers.data.filter((p) => p.id !== target.id));
      void showToast('مسافر حذف شد.', 'success');
    } catch (error) {
      void showToast(failureMessage(error, 'این مسافر پیدا نشد.'), 'error');
    }
  };

  const addButton = (
    <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => start({ kind: PassengerKind.Adult, value: EMPTY_PASSENGER })}
      disabled={editing !== null}>
      مسافر جدید
    </Button>
  );

  return (
    <div className={classes.stack}>
      <PageHeader title="مسافران ذخیره‌شده" text="مسافرانی که اینجا ذخیره کنید، هنگام خرید بلیت با یک انتخاب پر می‌شوند." action={addButton} />

      {editing && (
        <section aria-label={editing.id ? 'ویرایش مسافر' : 'مسافر جدید'} className={classes.stack}>
          {!editing.id && (
            <SegmentedControl aria-label="رده سنی" data={KIND_DATA} value={String(editing.kind)} maw={360}
              onChange={(v) => setEditing({ ...editing, kind: Number(v) as PassengerKind })} />
          )}
          <PassengerForm
            kind={editing.kind}
            value={editing.value}
            onChange={(value) => setEditing({ ...editing, value })}
            flightDate={today}
            today={today}
            submitted={submitted}
            errors={server}
            countries={countries}
            title={editing.id ? 'ویرایش مسافر' : 'مسافر جدید'}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setEditing(null)} disabled={saving}>انصراف</Button>
            <Button onClick={save} loading={saving}>ذخیره مسافر</Button>
          </Group>
        </section>
      )}

      <LoadView state={passengers.state} reload={passengers.reload}>
        {(list) => list.length === 0 ? (
          editing ? null : (
            <EmptyState icon={<IconUsers aria-hidden />} title="مسافری ذخیره نکرده‌اید"
              text="مشخصات خود و همسفرانتان را ذخیره کنید تا خرید بعدی سریع‌تر شود."
              action={{ label: 'افزودن مسافر', onClick: () => start({ kind: PassengerKind.Adult, value: EMPTY_PASSENGER }) }} />
          )
        ) : (
          <ul className={classes.list}>
            {list.map((p) => (
              <li key={p.id}>
                <PassengerCard passenger={p} today={today}
                  onEdit={() => start({ id: p.id, kind: kindOn(p.birthDate, today), value: formValueOf(p) })}
                  onDelete={() => {
                    setRemoving(p);
                    confirm.open();
                  }} />
              </li>
            ))}
          </ul>
        )}
      </LoadView>

      <LazyModal opened={confirm.opened} onClose={confirm.close} title="حذف مسافر" centered>
        <Text mb="md">
          {removing ? `«${[removing.firstNameFa, removing.lastNameFa].filter(Boolean).join(' ') || `${removing.firstNameEn} ${removing.lastNameEn}`}» از فهرست مسافران شما حذف شود؟` : ''}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={confirm.close}>انصراف</Button>
          <Button color="red" onClick={remove}>حذف</Button>
        </Group>
      </LazyModal>
    </div>
  );
}
