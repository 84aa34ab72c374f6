import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link, Outlet } from 'react-router-dom';
import classes from './Layout.module.css';

/** The page frame. The design-system AppHeader/AppFooter replace these bars when they exist. */
export function Layout() {
  return (
    <Box className={classes.page}>
      <header className={classes.header}>
        <Container size="lg">
          <Group justify="space-between" h={56}>
            <Anchor component={Link} to="/" fw={800} fz="xl" underline="never">
              سفرآسا
            </Anchor>
            <Text size="sm" c="dimmed">
              پشتیبانی ۲۴ ساعته
            </Text>
          </Group>
        </Container>
      </header>
      <main className={classes.main}>
        <Outlet />
      </main>
    </Box>
  );
}
