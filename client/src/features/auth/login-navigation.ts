import type { ComponentType, ReactNode } from 'react';

/** A link to one of the app's paths (router path, without the base path). */
export type PathLink = ComponentType<{ to: string; className?: string; children?: ReactNode }>;
