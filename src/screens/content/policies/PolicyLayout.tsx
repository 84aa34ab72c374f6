import { Box, Container, Grid, NativeSelect, NavLink } from '@mantine/core';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Breadcrumbs } from '../../../design-system';
import { HOME_CRUMB } from '../shared/ContentPage';
import { routerLink } from '../../shared/router-link';
import { POLICIES_CRUMB, POLICY_NAV, PRIVACY_LINK } from './policy-pages';
import classes from './PolicyLayout.module.css';

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** /privacy/ and the six policy pages: one frame, with every policy listed beside the text (a select on phones). */
export function PolicyLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = POLICY_NAV.find((link) => link.href === withSlash(pathname)) ?? PRIVACY_LINK;
  const crumbs = current === PRIVACY_LINK
    ? [HOME_CRUMB, { label: current.label }]
    : [HOME_CRUMB, POLICIES_CRUMB, { label: current.label }];

  return (
    <Container size="lg" py="lg" className={classes.page}>
      <Breadcrumbs items={crumbs} renderLink={routerLink} />
      <NativeSelect
        hiddenFrom="md"
        mt="md"
        label="قوانین و مقررات"
        value={current.href}
        data={POLICY_NAV.map((link) => ({ value: link.href, label: link.label }))}
        onChange={(event) => void navigate(event.currentTarget.value)}
      />
      <Grid gap="xl" mt="md">
        <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
          {/* Named apart from the footer's «قوانین و مقررات» nav: landmarks need unique names. */}
          <Box component="nav" aria-label="فهرست قوانین" className={classes.nav}>
            {POLICY_NAV.map((link) => (
              <NavLink
                key={link.href}
                component={Link}
                to={link.href}
                label={link.label}
                active={link === current}
                aria-current={link === current ? 'page' : undefined}
                className={classes.navLink}
              />
            ))}
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Outlet />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
