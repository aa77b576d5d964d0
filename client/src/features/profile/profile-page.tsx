import { PlaceholderScreen } from '../../components/placeholder-screen';

export default function ProfilePage() {
  return <PlaceholderScreen area="profile" />;
}
