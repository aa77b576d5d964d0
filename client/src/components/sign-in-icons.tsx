/**
 * The icons of the sign-in page's first load (the toasts, the password field, the demo accounts)
 * drawn from lucide's own drawings (client/vite.config.ts, lucideDrawings) without lucide-react's
 * component factory: its icon component, context and class helpers were 1.3 kB gzipped of a first
 * load that has a 100 kB budget (test/server/asset-budgets.test.ts). The SVG is the one lucide
 * renders: same attributes, same `lucide lucide-<name>` classes. Every other screen imports its
 * icons from lucide-react.
 */
import { createElement, type ReactElement, type SVGProps } from 'react';
import circleAlert from 'virtual:lucide-drawing/circle-exclamation-point';
import circleCheck from 'virtual:lucide-drawing/circle-check';
import eye from 'virtual:lucide-drawing/eye';
import eyeOff from 'virtual:lucide-drawing/eye-off';
import info from 'virtual:lucide-drawing/info';
import triangleAlert from 'virtual:lucide-drawing/triangle-exclamation-point';

export interface SignInIconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** width and height in px (24 unless said) */
  size?: number;
}

export type SignInIcon = (props: SignInIconProps) => ReactElement;

function drawn({ name, node }: typeof eye): SignInIcon {
  const classes = `lucide lucide-${name}`;
  return function Icon({ size = 24, className, ...rest }) {
    // As lucide does: decorative unless given a label, a title or a role.
    const labelled = Object.keys(rest).some((key) => key.startsWith('aria-') || key === 'role' || key === 'title');
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: className ? `${classes} ${className}` : classes,
        ...(labelled ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      node.map(([tag, attrs]) => createElement(tag, attrs)),
    );
  };
}

export const CircleAlert = drawn(circleAlert);
export const CircleCheck = drawn(circleCheck);
export const Eye = drawn(eye);
export const EyeOff = drawn(eyeOff);
export const Info = drawn(info);
export const TriangleAlert = drawn(triangleAlert);
