import { Center, Pagination } from '@mantine/core';
import { toPersianDigits } from '../../../domain';

/** Page numbers in Persian digits; nothing when everything fits on one page. */
export function Pager({ page, totalCount, pageSize, onChange }: { page: number; totalCount: number; pageSize: number; onChange: (page: number) => void }) {
  const total = Math.ceil(totalCount / pageSize);
  if (total <= 1) return null;
  return (
    <Center>
      <Pagination
        total={total}
        value={page}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        getItemProps={(n) => ({ children: toPersianDigits(n), 'aria-label': `صفحه ${toPersianDigits(n)}` })}
        getControlProps={(control) => ({
          'aria-label': { first: 'صفحه اول', last: 'صفحه آخر', next: 'صفحه بعد', previous: 'صفحه قبل' }[control],
        })}
      />
    </Center>
  );
}

/** The page number in a query string: a whole number from 1, else 1. */
export function pageOf(text: string | null): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
