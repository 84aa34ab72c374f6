import { Accordion, Alert, Button, List, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { VisaDestination, VisaDocument } from '../../contract';
import { useStores } from '../../stores';
import { visaLandingBySlug, type VisaLandingContent } from './visa-content';
import { VisaTypeCard } from './VisaTypeCard';
import { CatalogGate, UnknownDestination, VisaPage } from './VisaPage';

const LandingBody = observer(function LandingBody({ content, destination }: { content: VisaLandingContent; destination: VisaDestination }) {
  const { visa } = useStores();
  const documents = [...new Set(destination.visaTypes.flatMap((t) => t.documents))] as VisaDocument[];
  const start = `/visa/${destination.slug}/`;
  return (
    <Stack gap="xl">
      <Alert variant="light" icon={<IconInfoCircle aria-hidden />} title={`نکته ویزای ${destination.nameFa}`}>
        {destination.note}
      </Alert>
      <Stack gap="md" component="section" aria-labelledby="visa-types">
        <Title order={2} fz="xl" id="visa-types">انواع ویزا، زمان صدور و قیمت</Title>
        {destination.visaTypes.map((t) => (
          <VisaTypeCard
            key={t.code}
            type={t}
            action={<Button component={Link} to={`${start}type/?visaType=${encodeURIComponent(t.code)}`}>درخواست این ویزا</Button>}
          />
        ))}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="visa-documents">
        <Title order={2} fz="xl" id="visa-documents">مدارک لازم</Title>
        <List spacing={4}>
          {documents.map((d) => <List.Item key={d}>{visa.documentTitle(d)}</List.Item>)}
        </List>
        <Text size="sm" c="dimmed">
          عکس و تصویر گذرنامه را به شکل JPEG، PNG یا WebP، دست‌کم ۲۰۰ در ۲۰۰ پیکسل و حداکثر ۵ مگابایت بارگذاری کنید.
        </Text>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="visa-tips">
        <Title order={2} fz="xl" id="visa-tips">پیش از درخواست بدانید</Title>
        <List spacing={4}>
          {content.tips.map((tip) => <List.Item key={tip}>{tip}</List.Item>)}
        </List>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="visa-faq">
        <Title order={2} fz="xl" id="visa-faq">پرسش‌های رایج</Title>
        <Accordion variant="separated">
          {content.faq.map((f) => (
            <Accordion.Item key={f.question} value={f.question}>
              <Accordion.Control>{f.question}</Accordion.Control>
              <Accordion.Panel>{f.answer}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
      <Button component={Link} to={start} size="lg" style={{ alignSelf: 'flex-start' }}>
        شروع درخواست ویزای {destination.nameFa}
      </Button>
    </Stack>
  );
});

/** A destination's landing page (/visa-uae, /visa-italy…): written guidance around the service's types and prices. */
export const VisaLandingScreen = observer(function VisaLandingScreen({ slug }: { slug: string }) {
  const { visa } = useStores();
  const content = visaLandingBySlug(slug);
  if (!content) return <VisaPage title="ویزا"><UnknownDestination /></VisaPage>;
  return (
    <VisaPage
      title={content.title}
      crumbs={[{ label: content.title }]}
      lead={
        <>
          {content.intro.map((p) => <Text key={p} component="span" display="block" mb="xs">{p}</Text>)}
        </>
      }
    >
      <Button component={Link} to={`/visa/${slug}/`} size="md" style={{ alignSelf: 'flex-start' }}>درخواست آنلاین ویزا</Button>
      <CatalogGate>
        {() => {
          const destination = visa.destinationBySlug(slug);
          return destination ? <LandingBody content={content} destination={destination} /> : <UnknownDestination />;
        }}
      </CatalogGate>
    </VisaPage>
  );
});
