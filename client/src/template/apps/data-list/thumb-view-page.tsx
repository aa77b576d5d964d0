import { DataListScreen } from './data-list-screen';

/** /data-list/thumb-view: the products as cards. */
export default function DataThumbViewPage() {
  return <DataListScreen view="thumb" />;
}
