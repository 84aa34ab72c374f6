import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadFeatureStores } from '../../stores';

/**
 * A route's lazy loader for a page that uses the feature stores (results, filters, order, visa):
 * its screen's chunk and the stores' chunk load side by side, and the page renders with both.
 */
export const featureRoute = (load: () => Promise<ComponentType>): RouteObject['lazy'] => async () => {
  const [Component] = await Promise.all([load(), loadFeatureStores()]);
  return { Component };
};

/**
 * A page's lazy loader from its chunk and its screen's export, for the route tables: they load with
 * the first page, whatever it is, so each route is one short call (home's first load has a budget).
 * With `feature`, the feature stores' chunk loads beside the screen's (see featureRoute).
 */
export function screenRoute<M>(load: () => Promise<M>, name: keyof M & string, feature = false): RouteObject['lazy'] {
  return async () => {
    const [module] = await Promise.all([load(), feature ? loadFeatureStores() : undefined]);
    return { Component: module[name] as ComponentType };
  };
}
