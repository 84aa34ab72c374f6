import { Alert, Button, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import { useStores } from '../../stores';
import { visaLandingBySlug } from './visa-content';
import { VisaTypeCard } from './VisaTypeCard';
import { CatalogGate, FlowSteps, UnknownDestination, VisaPage } from './VisaPage';

/** /visa/{destination}/: the destination's visa types; choosing one opens the type step. */
export const VisaDestinationScreen = observer(function VisaDestinationScreen() {
  const { destination: slug } = useParams();
  const { visa } = useStores();
  const destination = visa.destinationBySlug(slug);
  const name = destination ? `ویزای ${destination.nameFa}` : 'ویزا';
  const landing = destination && visaLandingBySlug(destination.slug);
  return (
    <VisaPage
      title={visa.catalogStatus === 'ready' && !destination ? 'مقصد ویزا پیدا نشد' : name}
      crumbs={[{ label: name }]}
      lead={destination ? 'نوع ویزای مورد نیاز خود را انتخاب کنید. در مرحله بعد سرعت رسیدگی، تعداد مسافران و تاریخ سفر را مشخص می‌کنید.' : undefined}
    >
      <CatalogGate>
        {() => {
          if (!destination) return <UnknownDestination />;
          return (
            <Stack gap="md">
              <FlowSteps current={1} />
              <Alert variant="light" icon={<IconInfoCircle aria-hidden />}>{destination.note}</Alert>
              {destination.visaTypes.map((t) => (
                <VisaTypeCard
                  key={t.code}
                  type={t}
                  headingOrder={2}
                  action={
                    <Button component={Link} to={`/visa/${destination.slug}/type/?visaType=${encodeURIComponent(t.code)}`}>
                      انتخاب این ویزا
                    </Button>
                  }
                />
              ))}
              {landing && (
                <Button component={Link} to={landing.path} variant="subtle" style={{ alignSelf: 'flex-start' }}>
                  راهنمای کامل {landing.title}
                </Button>
              )}
            </Stack>
          );
        }}
      </CatalogGate>
    </VisaPage>
  );
});
