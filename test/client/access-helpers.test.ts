// Issue 19's pure helpers: the sign-in address the access letter prints, the access button's action,
// and where a sign-in leads when the password was a temporary one.
import t from 'tap';
import { accessAction, signInAddress } from '@/components/access/sign-in-address';
import { afterSignInPath } from '@/features/auth/after-login-path';
import { landingPath } from '@shared/menu';
import { PATHS } from '@shared/paths';

t.test('the sign-in address follows the base path (BASE_PATH) of the document', async (t) => {
  t.equal(signInAddress('http://127.0.0.1:3000/'), 'http://127.0.0.1:3000/pages/login');
  t.equal(signInAddress('https://crm.example.fr/crm/'), 'https://crm.example.fr/crm/pages/login', 'under a sub-path');
  t.equal(signInAddress('https://crm.example.fr/crm/index.html?x=1#top'), 'https://crm.example.fr/crm/pages/login', 'whatever page and query the base was read from');
});

t.test('a first access is given; a chosen password is reset', async (t) => {
  t.equal(accessAction('none'), 'give');
  t.equal(accessAction('temporary'), 'give', 'a temporary password not used yet: a new one is given');
  t.equal(accessAction('expired'), 'give', 'one that expired unused: a new one is given');
  t.equal(accessAction('chosen'), 'reset');
});

t.test('a sign-in with a temporary password leads to choosing one, whatever page sent the user', async (t) => {
  t.equal(afterSignInPath({ role: 'Client', mustChangePassword: true }, '/document'), PATHS.choosePassword);
  t.equal(afterSignInPath({ role: 'admin', mustChangePassword: true }, undefined), PATHS.choosePassword);
  t.equal(afterSignInPath({ role: 'Client' }, undefined), landingPath('Client'), 'otherwise the landing page');
  t.equal(afterSignInPath({ role: 'admin', mustChangePassword: false }, '/app/AllContracts'), '/app/AllContracts', 'or the page that sent them');
});
