import { Button, Paper, Text, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { VoucherState } from '../HotelVoucherCard/types';
import classes from './voucher-card.module.css';

/** One traveller as a voucher prints them. */
export interface VoucherTraveller {
  key: string;
  nameFa: string;
  nameEn: string;
  kindFa: string;
}

export interface VoucherFrameProps {
  title: ReactNode;
  subtitle: ReactNode;
  state: VoucherState;
  statusFa: string;
  /** The first thing read: where and when (CIP), or the trip and hotel (tours). */
  lead: { label: string; lines: readonly { icon: ReactNode; text: ReactNode; strong?: boolean }[] };
  /** `<Fact>`s: codes, flight, travellers. */
  facts: ReactNode;
  people: { label: string; travellers: readonly VoucherTraveller[]; after?: ReactNode };
  /** Between the people and the policy (a tour's inclusions and documents). */
  children?: ReactNode;
  cancellationFa: string;
  /** Above the PDF button: what to show, and where. */
  footerNote: string;
  onDownload?: () => void;
  downloading?: boolean;
}

export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One look for every voucher of a product booked in one step (CIP, tours): header, lead, facts, people, policy, PDF. */
export function VoucherFrame(p: VoucherFrameProps) {
  const titleId = useId();
  return (
    <Paper component="article" withBorder radius="lg" className={classes.root} aria-labelledby={titleId} data-state={p.state}>
      <header className={classes.header}>
        <div className={classes.title}>
          <Title order={2} size="h4" id={titleId}>{p.title}</Title>
          <Text size="sm" c="dimmed">{p.subtitle}</Text>
        </div>
        <span className={classes.state}>{p.statusFa}</span>
      </header>

      <section className={classes.meet} aria-label={p.lead.label}>
        {p.lead.lines.map((line, i) => (
          <div key={i} className={classes.meetLine}>
            {line.icon}
            <Text fw={line.strong ? 700 : undefined}>{line.text}</Text>
          </div>
        ))}
      </section>

      <dl className={classes.facts}>{p.facts}</dl>

      <section className={classes.people} aria-label={p.people.label}>
        <ul>
          {p.people.travellers.map((t) => (
            <li key={t.key}>
              <Text size="sm"><Text span fw={600}>{t.nameFa}</Text> <bdi dir="ltr" className={classes.latin}>({t.nameEn})</bdi> <Text span c="dimmed" size="xs">{t.kindFa}</Text></Text>
            </li>
          ))}
        </ul>
        {p.people.after}
      </section>

      {p.children}

      <div className={classes.policy}>
        <Text size="sm" fw={700}>قوانین لغو</Text>
        <Text size="sm">{p.cancellationFa}</Text>
      </div>

      {p.onDownload && p.state === 'issued' && (
        <footer className={classes.footer}>
          <Text size="xs" c="dimmed">{p.footerNote}</Text>
          <Button onClick={p.onDownload} loading={p.downloading ?? false} leftSection={<IconDownload size={18} aria-hidden />}>دانلود واچر (PDF)</Button>
        </footer>
      )}
    </Paper>
  );
}

export { classes as voucherClasses };
