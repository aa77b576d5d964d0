import { PlaceholderScreen } from '../../components/placeholder-screen';

export default function DocumentsPage() {
  return <PlaceholderScreen area="documents" />;
}
