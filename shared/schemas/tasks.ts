/** A task as the BFF answers it (the profile's next tasks; /api/tasks is described with it). */
import { Type, type Static } from 'typebox';
import { SERVICE_CODES } from '../services.js';
import { TASK_TYPES } from '../types.js';
import { Nullable, OneOf } from './common.js';

export const Task = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  completed: Type.Boolean(),
  important: Type.Boolean(),
  read: Type.Boolean(),
  type: Nullable(OneOf(TASK_TYPES)),
  dueDate: Nullable(Type.String({ format: 'date' })),
  customerId: Nullable(Type.Integer()),
  customerName: Nullable(Type.String()),
  customerServices: Type.Array(OneOf(SERVICE_CODES)),
  creatorId: Nullable(Type.Integer()),
});
export type Task = Static<typeof Task>;

/** GET /unread_count: the Tasks badge. */
export const UnreadCountResponse = Type.Object({ count: Type.Integer({ minimum: 0 }) });
export type UnreadCountResponse = Static<typeof UnreadCountResponse>;
