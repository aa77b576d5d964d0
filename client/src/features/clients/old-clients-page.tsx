import { PlaceholderScreen } from '../../components/placeholder-screen';

export default function OldClientsPage() {
  return <PlaceholderScreen area="oldClients" />;
}
