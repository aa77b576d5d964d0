import { DataListScreen } from './data-list-screen';

/** /data-list/list-view: the products as a table. */
export default function DataListViewPage() {
  return <DataListScreen view="list" />;
}
