import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import type { PageMeta, PlaceNames } from '../domain';
import { featureStoresLoaded, useStores } from '../stores';

function setMeta(selector: string, create: () => HTMLElement, attribute: string, value: string | null) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (value === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

const meta = (attribute: 'name' | 'property', key: string) => () => {
  const element = document.createElement('meta');
  element.setAttribute(attribute, key);
  return element;
};

interface PageTitles {
  pageMeta(pathname: string, search?: string, names?: PlaceNames): PageMeta;
  citySlug(cityNameEn: string): string;
}

/**
 * Keeps the head in step with in-app navigation: the same title, description, canonical link and
 * robots rule the server wrote into the HTML for a direct request (one shared pageMeta).
 */
export const DocumentHead = observer(function DocumentHead() {
  const { pathname, search } = useLocation();
  const store = useStores();
  const { places } = store;
  const [titles, setTitles] = useState<PageTitles | null>(null);
  // The titles of every page are text the first paint does not need: the server already wrote
  // this page's head into the HTML. They load right after, for the navigations that follow.
  useEffect(() => {
    void Promise.all([import('../domain/routing/meta'), import('../domain/routing/places')])
      .then(([{ pageMeta }, { citySlug }]) => setTitles({ pageMeta, citySlug }));
  }, []);
  const head = titles?.pageMeta(pathname, search, {
    placeName: (code) => places.cityNameFa(code) ?? places.airportNameFa(code),
    cityNameBySlug: (slug) => places.allCities.find((city) => titles.citySlug(city.cityNameEn) === slug)?.cityNameFa,
    // The hotel on screen by name, as the server titled its page (the hotel page's answer names it).
    hotelNameBySlug: (citySlug, hotelSlug) => {
      const hotel = featureStoresLoaded() ? store.hotelSearch.hotel.data?.hotel : undefined;
      return hotel && hotel.citySlug === citySlug && hotel.slug === hotelSlug ? hotel.nameFa : undefined;
    },
    // The tour on screen by name, likewise (its page says which it shows).
    tourTitleBySlug: (slug) => (store.general.tourOnScreen?.slug === slug ? store.general.tourOnScreen.titleFa : undefined),
  });

  // A string key, so the head is rewritten when its content changes, not on every render.
  const key = head ? JSON.stringify(head) : null;
  useEffect(() => {
    if (!key) return;
    const head = JSON.parse(key) as PageMeta;
    document.title = head.title;
    setMeta('meta[name="description"]', meta('name', 'description'), 'content', head.description);
    setMeta('meta[property="og:title"]', meta('property', 'og:title'), 'content', head.title);
    setMeta('meta[property="og:description"]', meta('property', 'og:description'), 'content', head.description);
    setMeta('meta[name="robots"]', meta('name', 'robots'), 'content', head.noindex ? 'noindex' : null);
    setMeta('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }), 'href',
      new URL(head.canonical, window.location.origin).toString());
  }, [key]);

  return null;
});
