import type { HotelOrderDetails } from '../../../contract';
import { CancellationPolicyCard } from '../../../design-system';
import { tehranToday } from '../../../domain';
import { useStores } from '../../../stores';
import type { BookedProduct } from '../../booking/parts/booked-product';
import { BookedConfirmScreen, BookedPaymentScreen, BookedVoucherScreen } from '../../booking/parts/BookedScreens';
import { GuestList } from './parts/GuestList';
import { hotelConfirmPath, hotelVoucherPath, roomLinesOf } from './parts/hotel-order-view';
import { StaySummary } from './parts/StaySummary';
import { VoucherView } from './parts/VoucherView';

/** The stay, its guests and the hotel's policy, on the confirm page. */
function HotelDetails({ order }: { order: HotelOrderDetails }) {
  const root = useStores();
  return (
    <>
      <StaySummary hotel={order.hotel} checkIn={order.stay.checkIn} checkOut={order.stay.checkOut} nights={order.stay.nights}
        rooms={roomLinesOf(order).map((l) => String(l.label))} />
      <GuestList order={order} />
      <CancellationPolicyCard policy={order.cancellation} checkIn={order.stay.checkIn} today={tehranToday(root.env.now())} />
    </>
  );
}

const HOTEL: BookedProduct<HotelOrderDetails> = {
  load: (api, orderId) => api.hotelReservation.orderDetails(orderId),
  confirmTitle: 'تأیید و پرداخت رزرو هتل',
  voucherFa: 'واچر هتل',
  heldFa: 'اتاق‌ها تا پایان این زمان برای شما نگه داشته می‌شود.',
  releasedFa: 'اتاق‌های این سفارش آزاد شد و دیگر پرداخت نمی‌شود. می‌توانید دوباره جستجو کنید.',
  searchAgain: { label: 'جستجوی دوباره هتل', href: '/hotels/' },
  confirmPath: hotelConfirmPath,
  paymentPath: (orderId) => `/hotels/payment/${encodeURIComponent(orderId)}/`,
  voucherPath: hotelVoucherPath,
  lines: roomLinesOf,
  Details: HotelDetails,
  Voucher: VoucherView,
};

/** /hotels/confirm/{orderId}/, /hotels/payment/{orderId}/?paymentId=, /hotels/voucher/{orderId}/. */
export const HotelConfirmScreen = () => <BookedConfirmScreen product={HOTEL} />;
export const HotelPaymentScreen = () => <BookedPaymentScreen product={HOTEL} />;
export const HotelVoucherScreen = () => <BookedVoucherScreen product={HOTEL} />;
