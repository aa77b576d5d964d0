import { PlaceholderScreen } from '../../components/placeholder-screen';

export default function ContractTemplatePage() {
  return <PlaceholderScreen area="contractTemplate" />;
}
