import { Button, Paper, Text, Title } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import type { Proposal } from '../../contract';
import { AirlineLogo, JalaliDateText, PriceText } from '../../design-system';
import { formatTehranClock, toPersianDigits } from '../../domain';
import { airlineLogoUrl } from './proposal-view';
import classes from './ResultsScreen.module.css';

export interface StepHeaderProps {
  returning: boolean;
  /** The chosen outbound, summarised on the return-leg step. */
  outbound: Proposal | null;
  onChangeOutbound: () => void;
}

/** The round trip's two steps (SPEC §4): which list this is, and the outbound already chosen. */
export function StepHeader({ returning, outbound, onChangeOutbound }: StepHeaderProps) {
  const group = outbound?.FlightGroups[0];
  return (
    <section className={classes.step} aria-label="مراحل انتخاب پرواز" data-step={returning ? 'returning' : 'outbound'}>
      <div className={classes.stepTitle}>
        <Text size="sm" c="dimmed">مرحله {toPersianDigits(returning ? 2 : 1)} از {toPersianDigits(2)}</Text>
        <Title order={2} size="h4">{returning ? 'انتخاب پرواز برگشت' : 'انتخاب پرواز رفت'}</Title>
      </div>
      {returning && outbound && group && (
        <Paper component="section" withBorder radius="md" className={classes.chosen} aria-label="پرواز رفت انتخاب‌شده">
          <AirlineLogo code={group.MarketingAirlineCode} name={group.MarketingAirlineName} logoUrl={airlineLogoUrl(group.MarketingAirlineLogo)} size={32} />
          <div className={classes.chosenText}>
            <Text size="sm" fw={700}>
              پرواز رفت: {group.OriginFa} به {group.DestinationFa}، {group.MarketingAirlineName}
            </Text>
            <Text size="xs" c="dimmed">
              <JalaliDateText size="xs" date={group.DepartureTime.slice(0, 10)} format="long" withYear={false} />
              {' '}ساعت {formatTehranClock(group.DepartureTime)}
            </Text>
          </div>
          <PriceText amount={outbound.TotalPrice} size="sm" />
          <Button variant="light" size="compact-md" leftSection={<IconArrowBackUp size={16} aria-hidden />} onClick={onChangeOutbound}>
            تغییر پرواز رفت
          </Button>
        </Paper>
      )}
    </section>
  );
}
