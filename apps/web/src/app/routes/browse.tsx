import { Navigate, useParams } from 'react-router';
import { BrowsePage } from '@/features/browse/components/browse-page';
import { isBrowseType } from '@/features/browse/filters';
import { paths } from '@/lib/paths';

/** /homepage-canvas/{professional|business|school}; another type shows the professionals. */
function BrowseRoute() {
  const { type } = useParams();
  if (!isBrowseType(type)) return <Navigate to={paths.browse.getHref('professional')} replace />;
  // A new type is a new screen: its filter panel starts from that type's URL.
  return <BrowsePage key={type} type={type} />;
}

export { BrowseRoute as Component };
