import { PlaceholderScreen } from '../../components/placeholder-screen';

export default function MembersPage() {
  return <PlaceholderScreen area="members" />;
}
