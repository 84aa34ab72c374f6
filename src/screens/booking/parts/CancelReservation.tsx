import { Button } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { OrderSummary } from '../../../contract';
import { CancelReservationDialog, showToast } from '../../../design-system';
import { useStores } from '../../../stores';
import { serverFieldErrors } from '../../account/parts/form-errors';
import { failureMessage } from '../../account/parts/load';

/** «لغو رزرو» and its confirmation: the order store cancels; the page then shows the order cancelled. */
export const CancelReservation = observer(function CancelReservation({ order, onCancelled }: {
  order: Pick<OrderSummary, 'id' | 'number'>;
  onCancelled: (order: OrderSummary) => void;
}) {
  const root = useStores();
  const [opened, setOpened] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    try {
      const cancelled = await root.order.cancelOrder(order.id);
      setOpened(false);
      void showToast('رزرو لغو شد و صندلی‌ها آزاد شدند.', 'success');
      onCancelled(cancelled);
    } catch (failure) {
      setError(Object.values(serverFieldErrors(failure))[0]?.[0] ?? failureMessage(failure));
    }
  };

  return (
    <>
      <Button variant="subtle" color="red" leftSection={<IconX size={18} aria-hidden />} onClick={() => {
        setError(null);
        setOpened(true);
      }}>
        لغو رزرو
      </Button>
      <CancelReservationDialog opened={opened} onClose={() => setOpened(false)} onConfirm={confirm} orderNumber={order.number}
        cancelling={root.order.cancelling === order.id} error={error} />
    </>
  );
});
