import {
  IconBarbell, IconBeach, IconBellRinging, IconBuildingMosque, IconBus, IconClock24, IconCoffee, IconEggFried, IconElevator,
  IconExchange, IconFlame, IconHorseToy, IconMassage, IconParking, IconPool, IconPresentation, IconToolsKitchen, IconToolsKitchen2,
  IconTrees, IconWashMachine, IconWheelchair, IconWifi, type Icon,
} from '@tabler/icons-react';
import type { Amenity } from '../../domain/hotels/hotel-words';

/** One icon per amenity code (src/domain/hotels), decorative beside its Persian label. */
export const AMENITY_ICONS: Readonly<Record<Amenity, Icon>> = {
  wifi: IconWifi,
  parking: IconParking,
  pool: IconPool,
  spa: IconMassage,
  sauna: IconFlame,
  gym: IconBarbell,
  restaurant: IconToolsKitchen2,
  'coffee-shop': IconCoffee,
  breakfast: IconEggFried,
  'room-service': IconBellRinging,
  'airport-shuttle': IconBus,
  laundry: IconWashMachine,
  elevator: IconElevator,
  'reception-24h': IconClock24,
  'meeting-room': IconPresentation,
  'prayer-room': IconBuildingMosque,
  'kids-club': IconHorseToy,
  beach: IconBeach,
  accessible: IconWheelchair,
  'currency-exchange': IconExchange,
  kitchen: IconToolsKitchen,
  courtyard: IconTrees,
};
