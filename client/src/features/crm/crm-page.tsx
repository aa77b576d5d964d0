import { PlaceholderScreen } from '../../components/placeholder-screen';

export default function CrmPage() {
  return <PlaceholderScreen area="crm" />;
}
