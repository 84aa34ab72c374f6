import { Badge, Paper, Text } from '@mantine/core';
import { IconCalendarCheck, IconCalendarX, IconReceiptRefund } from '@tabler/icons-react';
import type { IsoDate } from '../../domain/calendar-days';
import { cancellationBadge, cancellationSteps, type CancellationPolicy } from '../../domain/hotels/cancellation';
import classes from './CancellationPolicyCard.module.css';

export interface CancellationPolicyCardProps {
  policy: CancellationPolicy;
  /** The stay's check-in day: the free days count back from it. */
  checkIn: IsoDate;
  /** Today in Tehran (the screen passes it; stories fix it). */
  today: IsoDate;
  /** A badge and the first line only, for a room card. @default false */
  compact?: boolean;
  className?: string;
}

const TONE = {
  free: { color: 'green', Icon: IconCalendarCheck },
  penalty: { color: 'orange', Icon: IconReceiptRefund },
  none: { color: 'red', Icon: IconCalendarX },
} as const;

/** A stay's cancellation policy in plain Persian: free until a day, then a penalty; or none. */
export function CancellationPolicyCard({ policy, checkIn, today, compact = false, className }: CancellationPolicyCardProps) {
  const badge = cancellationBadge(policy, checkIn, today);
  const steps = cancellationSteps(policy, checkIn, today);
  const { color, Icon } = TONE[badge.tone];
  const head = <Badge variant="light" color={color} leftSection={<Icon size={14} aria-hidden />}>{badge.label}</Badge>;
  if (compact) {
    return (
      <div className={[classes.compact, className].filter(Boolean).join(' ')} data-tone={badge.tone}>
        {head}
        <Text size="xs" c="dimmed">{steps[0]!.text}</Text>
      </div>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="قوانین لغو رزرو" className={className} data-tone={badge.tone}>
      <div className={classes.head}>
        <Text fw={700}>قوانین لغو رزرو</Text>
        {head}
      </div>
      <ol className={classes.steps}>
        {steps.map((step) => (
          <li key={step.text} className={classes.step} data-free={step.penaltyPercent === 0 || undefined}>
            <Text size="sm">{step.text}</Text>
          </li>
        ))}
      </ol>
    </Paper>
  );
}
