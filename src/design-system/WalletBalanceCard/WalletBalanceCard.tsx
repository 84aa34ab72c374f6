import { Button, Paper, Skeleton, Text } from '@mantine/core';
import { IconGift, IconPlus, IconWallet } from '@tabler/icons-react';
import { renderAnchor, type RenderLink } from '../links';
import { PriceText } from '../PriceText';
import classes from './WalletBalanceCard.module.css';

export interface WalletBalanceCardProps {
  /** Whole balance in integer rials (wallet type Cache, SPEC §9), gift credit included. */
  balance: number;
  /** The part of `balance` that is gift credit; shown only when above zero. @default 0 */
  giftCredit?: number;
  /** "افزایش موجودی" as a button; ignored when `topUpHref` is given. */
  onTopUp?: () => void;
  /** "افزایش موجودی" as a link to the top-up page. */
  topUpHref?: string;
  /** Draws the top-up link. @default a plain <a> */
  renderLink?: RenderLink;
  /** The balance is being fetched: placeholders instead of numbers. @default false */
  loading?: boolean;
}

/** The wallet's balance with its gift-credit part and the top-up action. */
export function WalletBalanceCard({
  balance, giftCredit = 0, onTopUp, topUpHref, renderLink = renderAnchor, loading = false,
}: WalletBalanceCardProps) {
  const topUp = { size: 'md', leftSection: <IconPlus size={18} aria-hidden />, className: classes.topUp } as const;
  return (
    <Paper withBorder radius="lg" className={classes.root} component="section" aria-label="کیف پول" aria-busy={loading || undefined}
      data-loading={loading || undefined}>
      <div className={classes.inner}>
        <div className={classes.head}>
          <span className={classes.icon}><IconWallet size={24} aria-hidden /></span>
          <Text fw={500}>موجودی کیف پول</Text>
        </div>

        {loading ? (
          <div className={classes.amounts} aria-hidden>
            <Skeleton height={32} width="60%" radius="sm" />
            <Skeleton height={16} width="40%" radius="sm" />
          </div>
        ) : (
          <div className={classes.amounts}>
            <PriceText amount={balance} size="1.75rem" className={classes.balance} />
            {giftCredit > 0 && (
              <Text size="sm" className={classes.gift}>
                <IconGift size={16} aria-hidden />
                شامل <PriceText amount={giftCredit} size="sm" fw={700} /> اعتبار هدیه
              </Text>
            )}
          </div>
        )}

        {topUpHref ? (
          <Button {...topUp} renderRoot={(props) => renderLink({ ...props, href: topUpHref })}>افزایش موجودی</Button>
        ) : (
          onTopUp && <Button {...topUp} onClick={onTopUp} disabled={loading}>افزایش موجودی</Button>
        )}
      </div>
    </Paper>
  );
}
