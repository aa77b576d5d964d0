import { PlaceholderScreen } from '../../components/placeholder-screen';

export default function TasksPage() {
  return <PlaceholderScreen area="tasks" />;
}
