import { Button, Collapse, Paper, Text, Title } from '@mantine/core';
import { IconPencil, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { JalaliDateText } from '../../design-system';
import { formatNights, formatRoomsSummary, nightsBetween, type StaySearch } from '../../domain/hotels';
import { LazyHotelSearchPanel } from './LazyHotelSearchPanel';
import type { DestinationChoice } from './HotelSearchPanel';
import classes from './HotelScreens.module.css';

export interface StaySummaryProps {
  heading: ReactNode;
  /** The stay on screen (null while its URL cannot be read at all). */
  stay: StaySearch | null;
  /** How the destination reads in the form. */
  destination: DestinationChoice | null;
  /** A hotel's page: the form changes dates and rooms only. */
  fixedDestination?: boolean;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  children?: ReactNode;
}

/** The stay in one line (dates, nights, rooms) with the search form under it to change it in place. */
export function StaySummary({ heading, stay, destination, fixedDestination, editing, onEditingChange, children }: StaySummaryProps) {
  const nights = stay ? nightsBetween(stay.checkIn, stay.checkOut) : null;
  return (
    <Paper component="section" withBorder radius="md" className={classes.summary} aria-label="جستجوی شما">
      <div className={classes.summaryRow}>
        <div className={classes.summaryText}>
          <Title order={1} size="h3">{heading}</Title>
          {stay && (
            <Text size="sm" c="dimmed" className={classes.summaryFacts}>
              <span>ورود <JalaliDateText size="sm" date={stay.checkIn} format="long" withYear={false} /></span>
              <span>خروج <JalaliDateText size="sm" date={stay.checkOut} format="long" withYear={false} /></span>
              {nights !== null && nights > 0 && <span>{formatNights(nights)}</span>}
              <span>{formatRoomsSummary(stay.rooms)}</span>
            </Text>
          )}
          {children}
        </div>
        <Button
          variant={editing ? 'subtle' : 'light'}
          leftSection={editing ? <IconX size={18} aria-hidden /> : <IconPencil size={18} aria-hidden />}
          onClick={() => onEditingChange(!editing)}
          aria-expanded={editing}
        >
          {editing ? 'بستن' : fixedDestination ? 'تغییر تاریخ و اتاق' : 'ویرایش جستجو'}
        </Button>
      </div>
      <Collapse expanded={editing} keepMounted={false}>
        {editing && (
          <LazyHotelSearchPanel
            className={classes.editPanel}
            initial={stay ? { destination, checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: stay.rooms } : undefined}
            fixedDestination={fixedDestination}
            submitLabel={fixedDestination ? 'جستجوی اتاق‌ها' : 'جستجوی هتل'}
            onSubmitted={() => onEditingChange(false)}
          />
        )}
      </Collapse>
    </Paper>
  );
}
