import { Paper, Text, Timeline, Title } from '@mantine/core';
import type { OrderStatusChange } from '../../../contract';
import { jalaliDateTime } from '../../../domain';
import { ORDER_STATUS_LABELS } from './order-view';

/** Every status the order has had, oldest first. */
export function OrderHistory({ history }: { history: readonly OrderStatusChange[] }) {
  if (history.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="order-history">
      <Title order={2} size="h5" id="order-history" mb="sm">سابقه سفارش</Title>
      <Timeline active={history.length - 1} bulletSize={14} lineWidth={2}>
        {history.map((change, i) => {
          return (
            <Timeline.Item key={`${change.status}-${i}`} title={ORDER_STATUS_LABELS[change.status]}>
              <Text size="xs" c="dimmed">
                <time dateTime={change.at}>{jalaliDateTime(change.at)}</time>
              </Text>
              {change.note && <Text size="sm">{change.note}</Text>}
            </Timeline.Item>
          );
        })}
      </Timeline>
    </Paper>
  );
}
