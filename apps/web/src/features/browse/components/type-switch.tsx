import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import {
  BROWSE_TYPE_LABELS,
  BROWSE_TYPES,
  type BrowseFilters,
  type BrowseType,
  EMPTY_FILTERS,
  filtersToParams,
} from '../filters';
import classes from './browse-page.module.css';

interface TypeSwitchProps {
  type: BrowseType;
  filters: BrowseFilters;
}

/**
 * Professional / business / school. Switching keeps what every type shares (keyword, location,
 * radius) and drops the filters that belong to one type only.
 */
export function TypeSwitch({ type, filters }: TypeSwitchProps) {
  const carried = filtersToParams({
    ...EMPTY_FILTERS,
    keyword: filters.keyword,
    place: filters.place,
    radiusMiles: filters.radiusMiles,
  }).toString();
  return (
    <nav aria-label="Portfolio type" className={classes.typeSwitch}>
      {BROWSE_TYPES.map((option) => (
        <Link
          key={option}
          to={paths.browse.getHref(option, carried)}
          className={classes.typeLink}
          aria-current={option === type ? 'page' : undefined}
        >
          {BROWSE_TYPE_LABELS[option].tab}
        </Link>
      ))}
    </nav>
  );
}
