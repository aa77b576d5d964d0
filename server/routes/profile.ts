/** /api/profile: the signed-in user's card, notes, five next tasks, and password change. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PasswordChange, Profile } from '../../shared/types.js';
import type { Task } from '../../shared/schemas/tasks.js';
import { passwordProblems } from '../../shared/validation.js';
import { requireArea, requireSignedIn } from '../auth/role-guard.js';
import { ref } from '../schemas/resources.js';
import { HttpError } from '../http-error.js';
import { listOf, toClient } from '../upstream/adapters/people.js';
import { toTask } from '../upstream/adapters/tasks.js';
import { UpstreamError } from '../upstream/client.js';
import { expectSuccess, isRecord, upstreamFailure } from '../upstream/errors.js';
import { forwardAsUser } from '../upstream/forward.js';
import { isClient } from '../../shared/policies.js';

const NEXT_TASKS = 5;
const PASSWORD_RULES: Record<ReturnType<typeof passwordProblems>[number], string> = {
  length: '8 caractères au moins',
  lower: 'une minuscule',
  upper: 'une majuscule',
  digitOrSymbol: 'un chiffre ou un symbole',
};
const PASSWORD_MESSAGES = {
  confirmation: 'Les deux nouveaux mots de passe sont différents.',
  current: 'Le mot de passe actuel est incorrect.',
};

export default async function profileRoutes(app: FastifyInstance): Promise<void> {
  const guard = requireArea('profile');
  const call = (request: FastifyRequest, c: Parameters<typeof forwardAsUser>[2]) => forwardAsUser(app.upstream, request.session!, c);

  async function nextTasks(request: FastifyRequest, selfId: number): Promise<Task[]> {
    // A client's own tasks; for staff, the tasks of the clients they follow.
    const clientCaller = isClient(request.session!.user.role);
    const answer = expectSuccess(await call(request, { method: 'GET', path: '/customer_tasks', query: { filter: 'all', user_id: clientCaller ? selfId : undefined } }));
    const today = new Date().toISOString().slice(0, 10);
    return (listOf(answer.body) ?? [])
      .map(toTask)
      .filter((t): t is Task => t !== null && !t.completed && t.dueDate !== null && t.dueDate >= today)
      .sort((a, b) => a.dueDate!.localeCompare(b.dueDate!))
      .slice(0, NEXT_TASKS);
  }

  async function profile(request: FastifyRequest): Promise<Profile> {
    const { user } = request.session!;
    const id = Number(user.id);
    const answer = expectSuccess(await call(request, { method: 'GET', path: `/users/${id}` }));
    const person = isRecord(answer.body) ? toClient(answer.body) : null;
    if (!person) throw upstreamFailure(new UpstreamError('bad_response', 'user is not an object'));
    return {
      id: user.id,
      name: user.name,
      email: person.email,
      role: user.role,
      birthDate: person.birthDate,
      phone: person.mobilePhone || person.officePhone,
      expertName: person.expertName,
      notes: person.notes,
      nextTasks: await nextTasks(request, id),
    };
  }

  app.get('/api/profile', { preHandler: guard, schema: { response: { 200: ref('Profile') } } }, async (request) => profile(request));

  app.put<{ Body: { notes: string } }>(
    '/api/profile/notes',
    {
      preHandler: guard,
      schema: {
        body: { type: 'object', additionalProperties: false, required: ['notes'], properties: { notes: { type: 'string', maxLength: 10000 } } },
        response: { 200: ref('Profile') },
      },
    },
    async (request) => {
      expectSuccess(await call(request, { method: 'PUT', path: `/personal_information/${Number(request.session!.user.id)}`, json: { notes: request.body.notes } }));
      return profile(request);
    },
  );

  app.post<{ Body: PasswordChange }>(
    '/api/profile/password',
    {
      // Every role changes its own password, the Ancient Client too, who has no profile screen.
      preHandler: requireSignedIn,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['currentPassword', 'newPassword', 'confirmation'],
          properties: {
            currentPassword: { type: 'string', minLength: 1, maxLength: 200 },
            newPassword: { type: 'string', maxLength: 200 },
            confirmation: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
    async (request, reply) => {
      const { currentPassword, newPassword, confirmation } = request.body;
      const problems = passwordProblems(newPassword);
      if (problems.length > 0) {
        const rules = problems.map((p) => PASSWORD_RULES[p]).join(', ');
        throw new HttpError(400, 'invalid_request', `Le nouveau mot de passe doit contenir ${rules}.`, 'newPassword');
      }
      if (newPassword !== confirmation) throw new HttpError(400, 'invalid_request', PASSWORD_MESSAGES.confirmation, 'confirmation');
      const answer = await call(request, { method: 'POST', path: '/change-password', json: { currentPassword, newPassword } });
      if (answer.status >= 400 && answer.status < 500) throw new HttpError(400, 'invalid_request', PASSWORD_MESSAGES.current, 'currentPassword');
      expectSuccess(answer);
      return reply.code(204).send();
    },
  );
}
