import { useTranslation } from 'react-i18next';

/** A drawn dashboard of a retirement file; its colours come from CSS so it follows dark mode. */
export function LoginIllustration() {
  const { t } = useTranslation();
  return (
    <svg className="login-illustration" viewBox="0 0 560 440" role="img" aria-label={t('login.illustration')}>
      <circle className="ill-halo" cx="280" cy="220" r="200" />
      <circle className="ill-halo-strong" cx="280" cy="220" r="140" />

      {/* main card: savings growth */}
      <g className="ill-card-shadow">
        <rect className="ill-surface" x="110" y="90" width="300" height="220" rx="18" />
      </g>
      <rect className="ill-line" x="134" y="116" width="110" height="12" rx="6" />
      <rect className="ill-line-soft" x="134" y="138" width="70" height="10" rx="5" />
      <rect className="ill-primary-soft" x="134" y="250" width="28" height="36" rx="6" />
      <rect className="ill-primary-soft" x="174" y="228" width="28" height="58" rx="6" />
      <rect className="ill-primary-mid" x="214" y="206" width="28" height="80" rx="6" />
      <rect className="ill-primary-mid" x="254" y="186" width="28" height="100" rx="6" />
      <rect className="ill-primary" x="294" y="160" width="28" height="126" rx="6" />
      <rect className="ill-primary" x="334" y="132" width="28" height="154" rx="6" />
      <path className="ill-trend" d="M148 238 L188 214 L228 196 L268 170 L308 146 L348 112" />
      <circle className="ill-trend-dot" cx="348" cy="112" r="7" />

      {/* side card: a client file */}
      <g className="ill-card-shadow">
        <rect className="ill-surface" x="360" y="236" width="160" height="130" rx="16" />
      </g>
      <circle className="ill-avatar" cx="396" cy="272" r="18" />
      <path className="ill-avatar-face" d="M386 268a10 10 0 0 1 20 0v2h-20zM382 286a14 9 0 0 1 28 0z" />
      <rect className="ill-line" x="424" y="262" width="70" height="9" rx="4.5" />
      <rect className="ill-line-soft" x="424" y="278" width="48" height="8" rx="4" />
      <rect className="ill-success-soft" x="380" y="306" width="120" height="10" rx="5" />
      <rect className="ill-success" x="380" y="306" width="84" height="10" rx="5" />
      <rect className="ill-line-soft" x="380" y="330" width="92" height="8" rx="4" />

      {/* small card: pension coin */}
      <g className="ill-card-shadow">
        <rect className="ill-surface" x="50" y="250" width="130" height="110" rx="16" />
      </g>
      <circle className="ill-warning" cx="90" cy="296" r="22" />
      <text className="ill-coin-text" x="90" y="304" textAnchor="middle">
        €
      </text>
      <rect className="ill-line" x="122" y="284" width="40" height="9" rx="4.5" />
      <rect className="ill-line-soft" x="122" y="300" width="30" height="8" rx="4" />
      <rect className="ill-line-soft" x="70" y="332" width="90" height="8" rx="4" />

      {/* calendar tick */}
      <g className="ill-card-shadow">
        <rect className="ill-surface" x="392" y="58" width="96" height="96" rx="16" />
      </g>
      <rect className="ill-primary" x="392" y="58" width="96" height="26" rx="13" />
      <rect className="ill-primary" x="392" y="70" width="96" height="14" />
      <path className="ill-check" d="M418 118l14 14 26-28" />

      <circle className="ill-dot" cx="86" cy="120" r="8" />
      <circle className="ill-dot-soft" cx="500" cy="200" r="6" />
      <circle className="ill-dot-soft" cx="230" cy="392" r="7" />
    </svg>
  );
}
