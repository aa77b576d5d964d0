import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';

/** "← Retour à la liste": the way back from a record's screen (a button unless told otherwise). */
export function BackLink({ to, label, className = 'btn btn-label-secondary' }: { to: string; label: string; className?: string }) {
  return (
    <Link to={to} className={className}>
      <ArrowLeft size={16} aria-hidden="true" className="flip-rtl" />
      {label}
    </Link>
  );
}
