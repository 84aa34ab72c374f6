import { Paper, Text, Title } from '@mantine/core';
import type { TourOrderDetails } from '../../contract';
import { TOUR_LIST_PATH, tourConfirmPath, tourPaymentPath, tourVoucherPath } from '../../domain/tours';
import type { BookedProduct } from '../booking/parts/booked-product';
import { BookedConfirmScreen, BookedPaymentScreen, BookedVoucherScreen } from '../booking/parts/BookedScreens';
import { TourSummary } from './parts/TourSummary';
import { orderPartyFa, orderRoomsFa, TourTravellerList } from './parts/TourTravellerList';
import { TourVoucherView } from './parts/TourVoucherView';
import { countedLinesOf } from '../booking/parts/counted-lines';

/** The tour, its travellers and rooms, and the policy, on the confirm page. */
function TourDetails({ order }: { order: TourOrderDetails }) {
  return (
    <>
      <TourSummary titleFa={order.tour.titleFa} destinationFa={order.tour.destinationFa} departure={order.departure} hotel={order.hotel}
        partyFa={orderPartyFa(order)} roomsFa={orderRoomsFa(order)} visaDestination={order.tour.visaDestination} />
      <TourTravellerList order={order} />
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tour-policy">
        <Title order={2} size="h5" id="tour-policy" mb={4}>قوانین لغو</Title>
        <Text size="sm">{order.cancellationFa}</Text>
      </Paper>
    </>
  );
}

const TOUR: BookedProduct<TourOrderDetails> = {
  load: (api, orderId) => api.tours.orderDetails(orderId),
  confirmTitle: 'تأیید و پرداخت تور',
  voucherFa: 'واچر تور',
  heldFa: 'جای شما در تور تا پایان این زمان نگه داشته می‌شود.',
  releasedFa: 'جاهای نگه‌داشته‌شده در تور آزاد شد و این سفارش دیگر پرداخت نمی‌شود. می‌توانید دوباره رزرو کنید.',
  searchAgain: { label: 'تورها', href: TOUR_LIST_PATH },
  confirmPath: tourConfirmPath,
  paymentPath: tourPaymentPath,
  voucherPath: tourVoucherPath,
  lines: (order) => countedLinesOf(order.lines),
  Details: TourDetails,
  Voucher: TourVoucherView,
};

/** /tour/confirm/{orderId}/, /tour/payment/{orderId}/?paymentId=, /tour/voucher/{orderId}/. */
export const TourConfirmScreen = () => <BookedConfirmScreen product={TOUR} />;
export const TourPaymentScreen = () => <BookedPaymentScreen product={TOUR} />;
export const TourVoucherScreen = () => <BookedVoucherScreen product={TOUR} />;
