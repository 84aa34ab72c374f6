import { useEffect, useState } from 'react';
import { COMMON_COUNTRIES, type CountryOption } from '../../design-system';
import { useStores } from '../../stores';

/**
 * The nationalities a passenger form offers: every country from Country/GetAllCountries (loaded
 * once per tab by root.countries), the common ones until it answers or when it fails.
 */
export function useCountries(): readonly CountryOption[] {
  const { countries } = useStores();
  const loaded = () => (countries.status === 'ready' && countries.list.length > 0 ? countries.options : COMMON_COUNTRIES);
  const [options, setOptions] = useState(loaded);
  useEffect(() => {
    let live = true;
    countries.load().then(() => live && setOptions(loaded()), () => {});
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded reads the same store
  }, [countries]);
  return options;
}
