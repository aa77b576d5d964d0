import { TodoApp } from './todo-app';

/** /todo/:filter: the template's Todo app, the todos. */
export default function TodoPage() {
  return <TodoApp kind="todo" />;
}
