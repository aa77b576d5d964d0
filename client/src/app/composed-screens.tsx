import type { ClientCardPanels } from '@/features/clients/client-card-page';
import type { ContractHistory } from '@/features/contracts/contract-page';
import type { HistoryKind } from '@/features/journal/api/get-history';
import type { MemberHistory } from '@/features/members/members-page';
import type { ProfileDocuments } from '@/features/profile/profile-page';
import { useMainSearch } from '@/features/search/main-search-api';
import { lazyPage } from '@/lib/lazy-page';
import type { SearchPageProps } from '@/template/pages/search/search-page';

/**
 * The screens that show another area's panels. Features never import each other, and the template
 * imports no feature: the route puts the pieces together here. Every page and panel stays its own
 * lazy chunk, loaded when shown.
 */
const ClientCardPage = lazyPage(() => import('@/features/clients/client-card-page'));
const ProfilePage = lazyPage(() => import('@/features/profile/profile-page'));
const DocumentsPanel = lazyPage(() => import('@/features/documents/components/documents-panel'));
const CustomerTasks = lazyPage(() => import('@/features/tasks/components/customer-tasks'));
const ClientContractsPanel = lazyPage(() => import('@/features/contracts/components/client-contracts-panel'));
const ContractPage = lazyPage(() => import('@/features/contracts/contract-page'));
const MembersPage = lazyPage(() => import('@/features/members/members-page'));
const JournalHistory = lazyPage<{ kind: HistoryKind; id: number }>(() => import('./journal-history'));
const SearchPage = lazyPage<SearchPageProps>(() => import('@/template/pages/search/search-page'));

const CLIENT_PANELS: ClientCardPanels = {
  contracts: ({ client }) => <ClientContractsPanel clientId={client.id} />,
  documents: ({ client }) => <DocumentsPanel userId={client.id} />,
  tasks: ({ client, name }) => <CustomerTasks customer={{ id: client.id, name, services: client.services, expertId: client.expertId, expertName: client.expertName }} />,
  history: ({ client }) => <JournalHistory kind="client" id={client.id} />,
};
const CONTRACT_HISTORY: ContractHistory = ({ contractId }) => <JournalHistory kind="contract" id={contractId} />;
const MEMBER_HISTORY: MemberHistory = ({ memberId }) => <JournalHistory kind="member" id={memberId} />;

const PROFILE_DOCUMENTS: ProfileDocuments = ({ userId }) => <DocumentsPanel userId={userId} />;

/** /app/user/edit/:id/:tab: the client card with its contracts, documents, tasks and history tabs. */
export function ClientCardScreen() {
  return <ClientCardPage panels={CLIENT_PANELS} />;
}
ClientCardScreen.preload = ClientCardPage.preload;

/** /pages/contract/:id: the contract with its history. */
export function ContractScreen() {
  return <ContractPage history={CONTRACT_HISTORY} />;
}
ContractScreen.preload = ContractPage.preload;

/** /app/member/memberslist: the team, each member with their history. */
export function MembersScreen() {
  return <MembersPage history={MEMBER_HISTORY} />;
}
MembersScreen.preload = MembersPage.preload;

/** /app/profile: the profile with the user's documents. */
export function ProfileScreen() {
  return <ProfilePage documents={PROFILE_DOCUMENTS} />;
}
ProfileScreen.preload = ProfilePage.preload;

/** /pages/search: the template's search page, whose pages are the shell's quick-search catalogue. */
export function SearchScreen() {
  return <SearchPage catalogue={useMainSearch(true)} />;
}
