import { Text } from '@mantine/core';
import { IconBuildingSkyscraper, IconPlaneTilt } from '@tabler/icons-react';
import type { LocationOption } from './places';
import classes from './LocationPicker.module.css';

export interface LocationOptionContentProps {
  option: LocationOption;
  /** Adds the English city name (international lists, where travellers often think in it). */
  withEnglish: boolean;
}

/** City name, airport name (or "all airports") and the IATA code of one list row. */
export function LocationOptionContent({ option, withEnglish }: LocationOptionContentProps) {
  const { place, airport, nested } = option;
  const Icon = airport ? IconPlaneTilt : IconBuildingSkyscraper;
  return (
    <div className={classes.option} data-nested={nested || undefined} data-kind={airport ? 'airport' : 'city'}>
      <Icon size={20} aria-hidden className={classes.optionIcon} />
      <div className={classes.optionText}>
        <Text size="sm" fw={nested ? 500 : 700} className={classes.optionCity}>
          {nested ? airport?.nameFa : place.cityNameFa}
          {withEnglish && !nested && (
            <span className={classes.latin} lang="en" dir="ltr">{place.cityNameEn}</span>
          )}
        </Text>
        <Text size="xs" c="dimmed">
          {nested ? `فرودگاه ${place.cityNameFa}` : airport ? `فرودگاه ${airport.nameFa}` : 'همه فرودگاه‌ها'}
        </Text>
      </div>
      <span className={classes.code} dir="ltr" lang="en">{option.value.code}</span>
    </div>
  );
}
