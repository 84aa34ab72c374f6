import { ContentPage } from '../shared/ContentPage';
import { Prose } from '../shared/Prose';
import { ABOUT_PAGE } from './about-content';

/** /about-us/: who we are and what we sell. */
export function AboutScreen() {
  return (
    <ContentPage title={ABOUT_PAGE.title} lead={ABOUT_PAGE.lead}>
      <Prose sections={ABOUT_PAGE.sections} />
    </ContentPage>
  );
}
