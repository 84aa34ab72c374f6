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
