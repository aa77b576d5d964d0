import { TodoApp } from './todo-app';

/** /clientTask/:filter: the Todo app's client tasks (sent to a client, with a type and a due date). */
export default function ClientTaskPage() {
  return <TodoApp kind="client" />;
}
