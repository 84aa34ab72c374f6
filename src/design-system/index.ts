export { theme } from './theme';
export { CurrencyIcon } from './CurrencyIcon';
export type { Currency, CurrencyIconProps } from './CurrencyIcon';
export { PriceText } from './PriceText';
export type { PriceTextProps } from './PriceText';
export { PlainTable } from './PlainTable';
export type { PlainTableProps } from './PlainTable';
export { showToast, TOAST_DURATION_MS, TOAST_LIMIT } from './toast';
export type { ToastTone } from './toast';
export { ThemeProvider } from './ThemeProvider';

// Formatting
export { DurationText } from './DurationText';
export type { DurationTextProps } from './DurationText';
export { JalaliDateText } from './JalaliDateText';
export type { JalaliDateFormat, JalaliDateTextProps } from './JalaliDateText';
export { PersianNumber } from './PersianNumber';
export type { PersianNumberProps } from './PersianNumber';

// Dates
export { JalaliCalendar, GREGORIAN_MONTH_NAMES } from './JalaliCalendar';
export type { CalendarRange, CalendarSystem, DisabledDates, JalaliCalendarProps } from './JalaliCalendar';
export { JalaliDatePicker } from './JalaliDatePicker';
export type { DateValueFormat, JalaliDatePickerProps, PickerCalendarProps, PickerDropdownType } from './JalaliDatePicker';
export { JalaliRangePicker, chooseTravelDay, EMPTY_TRAVEL_DATES, stepFor } from './JalaliRangePicker';
export type { JalaliRangePickerProps, RangeChoice, RangeStep, TravelDates } from './JalaliRangePicker';

// Results
export { AirlineLogo, badgeColor } from './AirlineLogo';
export type { AirlineLogoProps } from './AirlineLogo';
export { FEW_SEATS_THRESHOLD, FlightCard, seatState } from './FlightCard';
export type { AirlineInfo, FlightCardData, FlightCardProps, FlightEndpoint, FlightLegSummary, SeatState } from './FlightCard';
export { FlightDetails, layoverMinutes, penaltyRows } from './FlightDetails';
export type { BaggageAllowance, FlightDetailsData, FlightDetailsLeg, FlightDetailsProps, PenaltyRow, RefundPenalty } from './FlightDetails';
export { activeFilterCount, CheckboxFacet, ChoiceFacet, FILTER_KEYS, FilterPanel, FilterPanelFrame, FilterSection, isFilterActive, RangeFilter, resetFilter, TIME_PRESETS } from './FilterPanel';
export type { CheckboxFacetProps, CheckboxOption, ChoiceFacetProps, ChoiceOption, FacetValue, FilterKey, FilterPanelFrameProps, FilterPanelLayoutProps, FilterPanelProps, FilterSectionProps, RangeFilterProps, TimePreset } from './FilterPanel';
export { SORT_BAR_OPTIONS, SortBar, SortBarBase } from './SortBar';
export type { SortBarBaseProps, SortBarProps, SortValue } from './SortBar';
export { DateStrip, stripDays } from './DateStrip';
export type { DateStripProps, StripDay } from './DateStrip';
export { ResultsSkeleton } from './ResultsSkeleton';
export type { ResultsSkeletonProps } from './ResultsSkeleton';
export { NoResults } from './NoResults';
export type { NoResultsProps, NoResultsReason } from './NoResults';
export { FareWatchSwitch, MAX_FARE_WATCHES_HINT } from './FareWatchSwitch';
export type { FareWatchSwitchProps } from './FareWatchSwitch';
export { FlexibleDatesGrid, formatMillionsOfRials } from './FlexibleDatesGrid';
export type { FlexibleDatesCellData, FlexibleDatesGridProps } from './FlexibleDatesGrid';
export { barSize, PriceGraph } from './PriceGraph';
export type { PriceGraphDay, PriceGraphProps } from './PriceGraph';
export { PriceInsight, rangePositions, VERDICT_WORDS } from './PriceInsight';
export type { PriceInsightBasis, PriceInsightProps, PriceVerdictValue, RangePositions } from './PriceInsight';

// CIP (VIP airport service)
export { CipExtrasPicker } from './CipExtrasPicker';
export type { CipExtraOption, CipExtrasPickerProps } from './CipExtrasPicker';
export { CipVoucherCard } from './CipVoucherCard';
export type { CipVoucherCardProps, CipVoucherData, CipVoucherTraveller } from './CipVoucherCard';

// Hotels
export { StarRating } from './StarRating';
export type { StarRatingProps } from './StarRating';
export { AMENITY_ICONS, AmenityList } from './AmenityList';
export type { AmenityListProps } from './AmenityList';
export { CancellationPolicyCard } from './CancellationPolicyCard';
export type { CancellationPolicyCardProps } from './CancellationPolicyCard';
export { HotelCard } from './HotelCard';
export type { HotelCardData, HotelCardProps } from './HotelCard';
export { HotelVoucherCard } from './HotelVoucherCard';
export type { HotelVoucherCardProps, HotelVoucherData, VoucherRoom, VoucherState } from './HotelVoucherCard';
export { activeHotelFilterCount, HOTEL_FILTER_KEYS, HotelFilterPanel, isHotelFilterActive, resetHotelFilters } from './HotelFilterPanel';
export type { DistrictOption, HotelFilterKey, HotelFilterPanelProps } from './HotelFilterPanel';
export { HotelSortBar } from './HotelSortBar';
export type { HotelSortBarProps } from './HotelSortBar';
export { HotelGallery } from './HotelGallery';
export type { HotelGalleryPhoto, HotelGalleryProps } from './HotelGallery';
export { RoomCard } from './RoomCard';
export type { RoomCardData, RoomCardProps, RoomNightData } from './RoomCard';
export { RoomsGuestsPicker } from './RoomsGuestsPicker';
export type { RoomsGuestsPickerProps } from './RoomsGuestsPicker';

// Search
export { ALL_TRIP_TYPES, DOMESTIC_TRIP_TYPES, TripTypeSwitch } from './TripTypeSwitch';
export type { TripTypeSwitchProps } from './TripTypeSwitch';
export { CABIN_OPTIONS, CabinClassSelect } from './CabinClassSelect';
export type { CabinClassSelectProps } from './CabinClassSelect';
export { decrementBlock, DEFAULT_PASSENGER_COUNTS, formatPassengerSummary, incrementBlock, PASSENGER_AGE_HINTS, PassengerCountPicker, STEP_BLOCK_MESSAGES, stepCount, totalPassengers } from './PassengerCountPicker';
export type { PassengerCountPickerProps, PassengerCounts, StepBlock } from './PassengerCountPicker';
export { cityCodeOf, findLocation, locationKey, locationLabel, LocationPicker, normalizeSearchText, OriginDestinationPicker, placeOptions, sameLocation, searchPlaces } from './LocationPicker';
export type { LocationOption, LocationPickerProps, LocationScope, LocationValue, OriginDestinationPickerProps, Place, PlaceAirport, RouteValue } from './LocationPicker';
export { activeSegments, checkSearchForm, defaultDepartureDate, EMPTY_SEGMENT, FlightSearchForm, initialDraft, MAX_SEGMENTS, MIN_SEGMENTS, minDateFor, nextSegment, toSearchRequest } from './FlightSearchForm';
export type { CheckedSearch, DraftSegment, FlightSearchDraft, FlightSearchFormProps, FlightSearchSegment, FlightSearchValue, SearchFormErrors, SearchScope } from './FlightSearchForm';
export { DEFAULT_PRODUCT_LINKS, PRODUCT_BLURBS, PRODUCT_ICONS, PRODUCT_TABS, ProductTabs } from './ProductTabs';
export type { ProductLinkProps, ProductTabsProps } from './ProductTabs';

// Account
export { OtpLoginForm, DEFAULT_RESEND_AFTER_S, formatResendCountdown, OTP_LENGTH, resendSecondsLeft } from './OtpLoginForm';
export type { OtpLoginFormProps, OtpLoginStep } from './OtpLoginForm';
export { OrderListItem, COLOUR_TAG_COLOR } from './OrderListItem';
export type { OrderListItemData, OrderListItemProps } from './OrderListItem';
export { WalletBalanceCard } from './WalletBalanceCard';
export type { WalletBalanceCardProps } from './WalletBalanceCard';
export { checkedAtLabel, FARE_WATCH_CHANNEL_LABELS, FareWatchCard, FEW_WATCH_SEATS, priceChange } from './FareWatchCard';
export type { FareWatchCardProps, FareWatchChannel, FareWatchChannelsValue, PriceChange } from './FareWatchCard';
export { CIP_REFUND_WORDS, RefundItemsPicker, RefundQuoteCard, RefundTimeline, refundWordsOf, ROOM_REFUND_WORDS, TICKET_REFUND_WORDS, TOUR_REFUND_WORDS } from './Refund';
export type {
  RefundDestinationKind, RefundItemRow, RefundItemsPickerProps, RefundQuoteCardProps, RefundQuoteData, RefundTimelineItem, RefundTimelineProps, RefundWords,
} from './Refund';
export { TransactionRow } from './TransactionRow';
export type { TransactionData, TransactionKind, TransactionRowProps } from './TransactionRow';
export { EmptyState } from './EmptyState';
export type { EmptyStateAction, EmptyStateProps } from './EmptyState';
export { ErrorState, errorMessageFor, errorStatusOf } from './ErrorState';
export type { ErrorStateProps } from './ErrorState';

// Shell
export { renderAnchor } from './links';
export { lazyOverlay, useOpenedOnce } from './overlays';
export { loadFieldDropdowns } from './field-dropdowns';
export type { LinkProps, RenderLink } from './links';
export { AppHeader, ACCOUNT_LINKS, isActiveHref, PRODUCT_LINKS } from './AppHeader';
export type { AppHeaderProps, AppHeaderUser, NavItem } from './AppHeader';
export { AppFooter, FOOTER_LINK_GROUPS } from './AppFooter';
export type { AppFooterProps, FooterLink, FooterLinkGroup } from './AppFooter';
export { BOTTOM_NAV_ITEMS, MobileBottomNav } from './MobileBottomNav';
export type { BottomNavItem, MobileBottomNavProps } from './MobileBottomNav';
export { OnlineStatusIndicator } from './OnlineStatusIndicator';
export type { OnlineStatusIndicatorProps } from './OnlineStatusIndicator';
export { InstallPrompt } from './InstallPrompt';
export type { InstallPromptProps, InstallPromptVariant } from './InstallPrompt';
export { UpdateBanner } from './UpdateBanner';
export type { UpdateBannerProps } from './UpdateBanner';
export { CityCard } from './CityCard';
export type { CityCardProps } from './CityCard';
export { BlogPostCard } from './BlogPostCard';
export type { BlogPostCardProps } from './BlogPostCard';
export { Breadcrumbs } from './Breadcrumbs';
export type { BreadcrumbItem, BreadcrumbsProps } from './Breadcrumbs';

// Booking
export { baseFareOf, payableTotal, PriceBreakdown } from './PriceBreakdown';
export type { PassengerFareRow, PriceBreakdownProps, PriceLine } from './PriceBreakdown';
export { ANNOUNCE_AT_SECONDS, CountdownTimer, formatCountdown, secondsLeft, thresholdReached, WARNING_SECONDS } from './CountdownTimer';
export type { CountdownTimerProps } from './CountdownTimer';
export { giftUsable, WalletToggle, walletSplit } from './WalletToggle';
export type { WalletGift, WalletSplit, WalletToggleProps } from './WalletToggle';
export { CancelReservationDialog } from './CancelReservationDialog';
export type { CancelReservationDialogProps } from './CancelReservationDialog';
export { DiscountVoucherInput, normalizeVoucherCode } from './DiscountVoucherInput';
export type { DiscountVoucherInputProps } from './DiscountVoucherInput';
export { ContactForm, contactErrors, validateOptionalEmail } from './ContactForm';
export type { ContactErrors, ContactField, ContactFormProps, ContactValue } from './ContactForm';
export { addMonths, addYears, ageInYears, birthDateRange, cleanField, COMMON_COUNTRIES, EMPTY_PASSENGER, IRAN, isIranian, kindForAge, PassengerForm, passengerErrors, passportMinExpiry, visibleFields } from './PassengerForm';
export type { CountryOption, DateRange, PassengerErrors, PassengerField, PassengerFormProps, PassengerFormValue, PassengerRules } from './PassengerForm';
export { SavedPassengersPicker } from './SavedPassengersPicker';
export type { SavedPassenger, SavedPassengersPickerProps } from './SavedPassengersPicker';
export { PaymentGatewaySelect } from './PaymentGatewaySelect';
export type { PaymentGateway, PaymentGatewaySelectProps } from './PaymentGatewaySelect';
export { TicketCard } from './TicketCard';
export type { TicketCardProps, TicketData, TicketEndpoint } from './TicketCard';
export { useFieldErrors } from './form-errors';
export type { FieldErrorsOptions, ServerErrors } from './form-errors';
export { TourCard } from './TourCard';
export type { TourCardData, TourCardProps } from './TourCard';
export { monthFa, TourFilterPanel } from './TourFilterPanel';
export type { TourFilterPanelProps } from './TourFilterPanel';
export { ItineraryList } from './ItineraryList';
export type { ItineraryDay, ItineraryListProps } from './ItineraryList';
export { TourVoucherCard } from './TourVoucherCard';
export type { TourVoucherCardProps, TourVoucherData, TourVoucherTraveller } from './TourVoucherCard';
