import { PlaceholderScreen } from '../../components/placeholder-screen';

export default function DashboardPage() {
  return <PlaceholderScreen area="dashboard" />;
}
