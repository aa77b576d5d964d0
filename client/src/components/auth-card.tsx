import './auth-card.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Brand } from './brand';
import { LanguageSwitch } from './language-switch';

interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The frame of the template's sign-in style pages other than login: one card on a quiet backdrop. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <div className="auth-basic">
      <div className="auth-basic-top">
        <LanguageSwitch />
      </div>
      <div className="auth-basic-inner">
        <div className="auth-basic-card card">
          <div className="card-body">
            <Link to="/" className="auth-basic-brand">
              <Brand size={36} />
            </Link>
            <h1 className="auth-basic-title">{title}</h1>
            <p className="auth-basic-subtitle">{subtitle}</p>
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
