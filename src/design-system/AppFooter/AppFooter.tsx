import { useId } from 'react';
import { Text, Title } from '@mantine/core';
import { IconHeadset, IconPhone } from '@tabler/icons-react';
import { normalizeDigits, toPersianDigits } from '../../domain/numbers';
import { renderAnchor, type RenderLink } from '../links';
import { FOOTER_LINK_GROUPS, type FooterLinkGroup } from './footer-links';
import classes from './AppFooter.module.css';

export interface AppFooterProps {
  /** The 24/7 support number in any digits, grouped as it should print: "021-43900000". */
  supportPhone: string;
  /** Link columns. @default FOOTER_LINK_GROUPS (about, contact, privacy and the six policy pages) */
  linkGroups?: readonly FooterLinkGroup[];
  /** Draws each link (react-router's Link in the app). @default a plain <a> */
  renderLink?: RenderLink;
  /** Jalali year for "© ۱۴۰۵"; omitted, no copyright line (the design system reads no clock). */
  copyrightYear?: number;
}

/** The site footer: round-the-clock support first, then the information and policy pages. */
export function AppFooter({ supportPhone, linkGroups = FOOTER_LINK_GROUPS, renderLink = renderAnchor, copyrightYear }: AppFooterProps) {
  const baseId = useId();
  const dial = normalizeDigits(supportPhone).replace(/[^\d+]/g, '');
  return (
    <footer className={classes.root}>
      <div className={classes.inner}>
        <section className={classes.support} aria-labelledby={`${baseId}-support`}>
          <Title order={2} size="h5" id={`${baseId}-support`} className={classes.supportTitle}>
            <IconHeadset size={22} aria-hidden />
            پشتیبانی ۲۴ ساعته
          </Title>
          <Text size="sm" c="dimmed">هر روز هفته، شبانه‌روز، پاسخگوی سؤال‌ها و سفرهای شما هستیم.</Text>
          <a href={`tel:${dial}`} className={classes.phone}>
            <IconPhone size={18} aria-hidden />
            <bdi dir="ltr">{toPersianDigits(normalizeDigits(supportPhone))}</bdi>
          </a>
        </section>

        {linkGroups.map((group, i) => (
          <nav key={group.title} className={classes.group} aria-labelledby={`${baseId}-g${i}`}>
            <Title order={2} size="h5" id={`${baseId}-g${i}`}>{group.title}</Title>
            <ul className={classes.list}>
              {group.links.map((link) => (
                <li key={link.href}>
                  {renderLink({ href: link.href, className: classes.link, children: link.label })}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {copyrightYear !== undefined && (
        <Text size="xs" c="dimmed" className={classes.copyright}>
          © {toPersianDigits(copyrightYear)} سفرآسا. همه حقوق محفوظ است.
        </Text>
      )}
    </footer>
  );
}
