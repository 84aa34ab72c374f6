import { Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeadset, IconPlaneTilt, IconScale } from '@tabler/icons-react';
import { DEFAULT_PRODUCT_LINKS, ProductTabs, type ProductLinkProps } from '../../design-system';
import { ProductType } from '../../domain';
import { LazyFlightSearchPanel, preloadFlightSearchPanel } from '../search/LazyFlightSearchPanel';
import { BlogSection, preloadBlogPosts } from './BlogSection';
import { PopularCities } from './PopularCities';
import { RecentSearches } from './RecentSearches';
import { routerLink } from '../shared/router-link';
import classes from './HomeScreen.module.css';

/** The page's own chunks (the search form, the blog); the route waits for them, so the page renders whole. */
export const preloadParts = () => Promise.all([preloadFlightSearchPanel(), preloadBlogPosts()]);

const PROMISES = [
  { icon: IconScale, title: 'مقایسه همه ایرلاین‌ها', text: 'پروازهای چارتر و سیستمی کنار هم، با قیمت نهایی.' },
  { icon: IconPlaneTilt, title: 'داخلی و خارجی', text: 'از تهران تا استانبول، دبی و ایروان؛ یک‌طرفه و رفت‌وبرگشت.' },
  { icon: IconHeadset, title: 'پشتیبانی ۲۴ ساعته', text: 'در همه روزهای هفته، پیش از سفر و در مسیر.' },
];

// SPEC §2 has no CIP page: its tab describes the service and leads to the contact page to book it.
const PRODUCT_LINKS = { ...DEFAULT_PRODUCT_LINKS, [ProductType.CIP]: '/contact-us/' };
const tabLink = ({ href, className, children }: ProductLinkProps) => routerLink({ href, className, children });

/** Home, also the login page (SPEC §2): product search, popular cities, recent searches, the blog. */
export function HomeScreen() {
  return (
    <>
      <section className={classes.hero}>
        <Container size="lg" pt={40} pb={96}>
          <Stack gap="sm">
            <Title order={1} c="white" className={classes.heroTitle}>
              بلیط هواپیما ارزان، داخلی و خارجی
            </Title>
            <Text c="white" fz="lg" maw={560}>
              ارزان‌ترین پروازها را پیدا کنید، در چند دقیقه بخرید و بلیط خود را همین‌جا بگیرید.
            </Text>
          </Stack>
        </Container>
      </section>
      <Container size="lg" className={classes.searchCard}>
        <ProductTabs links={PRODUCT_LINKS} renderLink={tabLink}>
          {(scope) => <LazyFlightSearchPanel scope={scope} />}
        </ProductTabs>
      </Container>
      <Container size="lg" pb="xl">
        <RecentSearches />
        <PopularCities />
        <section className={classes.section} aria-label="چرا سفرآسا">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            {PROMISES.map(({ icon: Icon, title, text }) => (
              <Stack key={title} gap="xs" className={classes.promise}>
                <ThemeIcon size={40} radius="md" variant="light">
                  <Icon size={22} stroke={1.6} aria-hidden />
                </ThemeIcon>
                <Title order={3} fz="lg">
                  {title}
                </Title>
                <Text size="sm" c="dimmed">
                  {text}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </section>
        <BlogSection />
      </Container>
    </>
  );
}
