import { useId } from 'react';

interface BrandLogoProps {
  size?: number;
  className?: string;
}

/** The product mark: a rising line over a horizon, in the primary colour. Decorative. */
export function BrandLogo({ size = 34, className }: BrandLogoProps) {
  const gradient = useId();
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8f85f3" />
          <stop offset="1" stopColor="#5e50ee" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradient})`} />
      <path d="M14 44a18 18 0 0 1 36 0" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" opacity=".55" />
      <path
        d="M16 40l10-10 8 6 14-16"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M40 20h8v8" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
