import {
  Archive,
  Briefcase,
  Circle,
  File,
  FilePlus,
  FileText,
  House,
  Phone,
  SquareCheckBig,
  User,
  Users,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';

/** The icon names of shared/menu.ts, resolved to lucide components. */
const ICONS: Record<string, LucideIcon> = {
  home: House,
  phone: Phone,
  user: User,
  users: Users,
  archive: Archive,
  briefcase: Briefcase,
  'check-square': SquareCheckBig,
  'file-text': FileText,
  'file-plus': FilePlus,
  file: File,
};

export function MenuIcon({ name, ...props }: { name: string } & LucideProps) {
  const Icon = ICONS[name] ?? Circle;
  return <Icon aria-hidden="true" focusable="false" {...props} />;
}
