import { Paper, Text, Title } from '@mantine/core';
import type { CipOrderDetails } from '../../contract';
import { cipConfirmPath, cipPaymentPath, cipVoucherPath } from '../../domain/cip';
import type { BookedProduct } from '../booking/parts/booked-product';
import { BookedConfirmScreen, BookedPaymentScreen, BookedVoucherScreen } from '../booking/parts/BookedScreens';
import { OrderCipSummary } from './parts/CipSummary';
import { TravellerList } from './parts/TravellerList';
import { VoucherView } from './parts/VoucherView';
import { countedLinesOf } from '../booking/parts/counted-lines';

/** The service, its travellers and the policy, on the confirm page. */
function CipDetails({ order }: { order: CipOrderDetails }) {
  return (
    <>
      <OrderCipSummary order={order} />
      <TravellerList order={order} />
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="cip-policy">
        <Title order={2} size="h5" id="cip-policy" mb={4}>قوانین لغو</Title>
        <Text size="sm">{order.cancellationFa}</Text>
      </Paper>
    </>
  );
}

const CIP: BookedProduct<CipOrderDetails> = {
  load: (api, orderId) => api.cip.orderDetails(orderId),
  confirmTitle: 'تأیید و پرداخت CIP',
  voucherFa: 'واچر CIP',
  heldFa: 'جای شما در سالن تا پایان این زمان نگه داشته می‌شود.',
  releasedFa: 'جای نگه‌داشته‌شده در سالن آزاد شد و این سفارش دیگر پرداخت نمی‌شود. می‌توانید دوباره رزرو کنید.',
  searchAgain: { label: 'رزرو دوباره CIP', href: '/cip/' },
  confirmPath: cipConfirmPath,
  paymentPath: cipPaymentPath,
  voucherPath: cipVoucherPath,
  lines: (order) => countedLinesOf(order.lines),
  Details: CipDetails,
  Voucher: VoucherView,
};

/** /cip/confirm/{orderId}/, /cip/payment/{orderId}/?paymentId=, /cip/voucher/{orderId}/. */
export const CipConfirmScreen = () => <BookedConfirmScreen product={CIP} />;
export const CipPaymentScreen = () => <BookedPaymentScreen product={CIP} />;
export const CipVoucherScreen = () => <BookedVoucherScreen product={CIP} />;
