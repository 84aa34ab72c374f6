import { PageHeading } from '../shared/ContentPage';
import { Prose } from '../shared/Prose';
import type { ProsePage } from '../shared/prose';

/** One policy (or the privacy policy) inside the policy layout, which draws the breadcrumbs and the list. */
export function PolicyScreen({ page }: { page: ProsePage }) {
  return (
    <article>
      <PageHeading title={page.title} lead={page.lead} />
      <Prose sections={page.sections} />
    </article>
  );
}
