import { PlaceholderScreen } from '../../components/placeholder-screen';

export default function ClientsPage() {
  return <PlaceholderScreen area="clients" />;
}
