import { PlaceholderScreen } from '../../components/placeholder-screen';

export default function ContractsPage() {
  return <PlaceholderScreen area="contracts" />;
}
