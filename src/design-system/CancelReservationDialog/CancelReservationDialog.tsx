import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { toPersianDigits } from '../../domain/numbers';

export interface CancelReservationDialogProps {
  opened: boolean;
  /** «انصراف», the close button or Escape: the reservation stays. */
  onClose: () => void;
  /** «بله، رزرو لغو شود». */
  onConfirm: () => void;
  /** The order's number, as the traveller knows it. */
  orderNumber?: number;
  /** The cancel request is on its way. @default false */
  cancelling?: boolean;
  /** Why the cancel failed (Persian), shown in the dialog. */
  error?: string | null;
}

/** «لغو رزرو»: asks before an unpaid order is cancelled and its held seats are given back. */
export function CancelReservationDialog({ opened, onClose, onConfirm, orderNumber, cancelling = false, error }: CancelReservationDialogProps) {
  return (
    <Modal opened={opened} onClose={cancelling ? () => undefined : onClose} title="لغو رزرو" centered radius="md"
      closeButtonProps={{ 'aria-label': 'بستن' }}>
      <Text>
        {orderNumber !== undefined ? <>با لغو سفارش <bdi>{toPersianDigits(orderNumber)}</bdi>، </> : 'با لغو این سفارش، '}
        صندلی‌هایی که برای شما نگه داشته شده آزاد می‌شوند و دیگر نمی‌توانید این سفارش را پرداخت کنید.
      </Text>
      <Text size="sm" c="dimmed" mt="xs">این کار برگشت‌پذیر نیست؛ برای سفر دوباره باید از نو جست‌وجو و رزرو کنید.</Text>
      {error && (
        <Alert mt="md" color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">{error}</Alert>
      )}
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} disabled={cancelling}>انصراف</Button>
        <Button color="red" onClick={onConfirm} loading={cancelling}>بله، رزرو لغو شود</Button>
      </Group>
    </Modal>
  );
}
