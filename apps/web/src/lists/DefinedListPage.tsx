import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { isListPageKind, listPageFor } from '@gcs/contracts';
import { pageAreaOf } from '../components/area';
import { ListPage } from './ListPage';

/** The page of a registry entry whose kind is a list definition, made for the entry's area and fixed values. */
export function DefinedListPage() {
  const { pathname, search } = useLocation();
  const area = useMemo(() => pageAreaOf(pathname), [pathname]);
  const definition = useMemo(() => (isListPageKind(area.kind) ? listPageFor(area.kind, area) : undefined), [area]);
  if (!definition) return null;
  // A link to the same page with another query (a dashboard card) opens it afresh with that query's filters.
  return <ListPage key={`${pathname.toLowerCase()}${search}`} definition={definition} area={area} />;
}
